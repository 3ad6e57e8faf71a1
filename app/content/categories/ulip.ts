import type { InvestmentCategory } from "../types.ts";

export const ulip: InvestmentCategory = {
  id: "ulip",
  title: "Unit Linked Insurance Plans (ULIPs)",
  description:
    "Life insurance and market-linked investing in one policy, with a 5-year lock-in, layered charges and tax rules that change above ₹2.5 lakh of yearly premium.",
  detailedDescription: [
    "A **Unit Linked Insurance Plan (ULIP)** is a life insurance policy that also invests your money in the markets. Each premium you pay is split: a small part pays for life cover and the insurer's charges, and the rest buys **units** of an investment fund that you choose inside the policy, such as an equity fund, a debt fund or a balanced fund. The value of those units rises and falls with the markets, just like a mutual fund's NAV. If you die during the policy term, your nominee receives the higher of the sum assured or the fund value (the exact formula depends on the plan); if you survive to the end, you receive the fund value. ULIPs are sold by life insurance companies and regulated by the **Insurance Regulatory and Development Authority of India (IRDAI)**, not by SEBI.",
    "Here is how the money moves in practice. Suppose a 30-year-old pays ₹1,00,000 a year into a ULIP with a sum assured of ₹10,00,000. In the early years, a premium allocation charge may be taken from each premium before units are bought. Every month the insurer then cancels a few units to pay the **mortality charge** (the cost of the life cover, which rises with age) and the **policy administration charge**, while the **fund management charge** is taken out of the fund's NAV every day. Switching between funds, making partial withdrawals or stopping the policy early can carry further charges. All of these are disclosed in the benefit illustration and policy document, and IRDAI sets upper limits on several of them, but the total still matters a great deal because it comes out of your returns every year.",
    "ULIPs have a **5-year lock-in**. You cannot withdraw money in the first five policy years. If you stop paying premiums or surrender the policy during that period, the insurer moves your fund value, after a discontinuance charge, into a discontinued policy fund that earns a modest, low-risk return, and pays you only after the fifth year. After the lock-in, most plans allow partial withdrawals and full surrender, and many let you stop paying premiums while keeping a reduced policy running. Because many of the charges are front-loaded, a ULIP that is closed soon after the lock-in ends usually gives a much poorer result than one held for its full term of ten years or more.",
    "The tax rules are the other key feature, and they changed recently. Under the **old tax regime**, premiums count towards the {{fact:deduction-80c-limit}} deduction of section 123 of the Income-tax Act, 2025 (old section 80C), with the premium counted only up to 10% of the sum assured. The maturity amount is tax-free only if the yearly premium stays within 10% of the sum assured and, for ULIPs issued **on or after 1 February 2021**, the annual premium is **not more than ₹2.5 lakh**. Above that limit, gains at maturity or surrender are taxed as **capital gains**: an equity-oriented ULIP is taxed like an equity mutual fund, which today means {{fact:equity-stcg-rate}} on short-term gains and {{fact:equity-ltcg-rate}} on long-term gains above {{fact:equity-ltcg-exemption}} a year. The death benefit paid to your nominee is always tax-free. Under the **new regime**, the default since 2023-24 and still the default for tax year 2026-27, there is no deduction for the premium at all. See our [income tax guide](/resources/income-tax) for how the two regimes compare.",
    "There has also been good news on costs. Since **22 September 2025**, individual life insurance policies, including ULIPs, are exempt from GST; earlier, 18% GST was added to the charges. Insurers cannot claim input tax credit on exempt policies, so part of the saving may not reach buyers, but the tax itself no longer applies to individual policies.",
    "Who might a ULIP suit? Mainly someone who wants a disciplined, long-term savings habit with market exposure, is sure they can keep paying the same premium for at least ten years, values the option to switch between equity and debt funds inside one policy, and already has adequate pure life cover. It can also appeal to an old-regime taxpayer who has room left in the section 123 basket. It is a poor fit for anyone who may need the money within five years, anyone whose main need is protection for their family, and anyone who is not comfortable reading a benefit illustration line by line.",
    "The biggest point for beginners is that a ULIP gives you **two things in one package**, and you can usually buy each of them separately at lower cost. A [term life insurance](/investments/term-life-insurance) plan provides a large sum assured for a small premium, and equity or hybrid [mutual funds](/investments/mutual-funds) give you market exposure, daily liquidity (apart from ELSS) and costs capped by SEBI. The life cover inside a ULIP is tied to the premium (a sum assured of ten times the yearly premium, as in the example above, gives ₹10 lakh of cover for ₹1 lakh a year), which is far below what most earning families need. So a sensible plan fixes protection first with term cover and treats any ULIP as an investment choice to be compared honestly with the alternatives.",
    "In an overall plan, the fund you choose inside the ULIP decides where it sits. An equity fund belongs with your growth assets, and a debt fund with your fixed-income assets such as [PPF](/investments/ppf) and [bonds](/investments/bonds). Use the [asset allocation tool](/tools/asset-allocation) to see how much you should have in each, and count the ULIP's fund value in the right bucket rather than thinking of it as 'insurance money'.",
    "Common mistakes are easy to avoid once you know them. People buy a ULIP believing it is a fixed-return product, when the value can fall; they buy it as their only life cover and end up under-insured; they choose a premium they cannot sustain and stop after two or three years, losing money to discontinuance and front-loaded charges; they compare a ULIP's fund return with a mutual fund's return without subtracting the mortality and administration charges taken by cancelling units; and they put more than ₹2.5 lakh a year into new ULIPs expecting tax-free maturity. Another mistake is buying on a sales call without reading the benefit illustration and the list of charges. Use the free-look period after you receive the policy document to cancel if the product is not what you expected.",
    "To sum up the current rules as of November 2026: the 5-year lock-in continues, GST on individual policies has been nil since 22 September 2025, the ₹2.5 lakh premium limit for tax-free maturity applies to ULIPs issued from 1 February 2021, and since 1 April 2026 the deduction for premiums sits in section 123 of the new Income-tax Act (old 80C) and is available only under the old regime. Check the insurer's IRDAI registration and the policy's charge schedule before you sign.",
  ].join("\n\n"),
  tagline: "Insurance and market-linked investing in one long-term policy",
  icon: "umbrella",
  minInvestment: "₹12,000 per year (each insurer sets its own plan minimum)",
  riskLevel: "High",
  riskDescription:
    "Your fund value is fully market-linked: an equity fund inside a ULIP can lose a large part of its value in a bad year, as the Nifty 50 did in 2008, while debt funds move much less. The 5-year lock-in and front-loaded charges add the risk of a poor result if you stop early, so the risk depends heavily on the fund you pick and how long you stay.",
  returns: { oneYear: "-51-78", threeYear: "1-23", fiveYear: "0-18", tenYear: "7-16" },
  returnsBasis:
    "Lowest and highest rolling CAGRs of the Nifty 50 TRI over calendar years 2006-2025 (NSE Indices data, see market-history.md): roughly what an equity fund tracking the market earned before ULIP charges, which reduce the return. Debt fund options swing far less; past returns do not predict future returns.",
  taxImplications:
    "Under the old regime, premiums qualify for the {{fact:deduction-80c-limit}} deduction in section 123 of the Income-tax Act, 2025 (old section 80C), counting premium only up to 10% of the sum assured; the new regime gives no deduction. Maturity proceeds are tax-free if the premium is within 10% of the sum assured and, for ULIPs issued on or after 1 February 2021, the annual premium is not above ₹2.5 lakh. Above that limit the gains are taxed as capital gains, with equity-oriented ULIPs taxed like equity mutual funds: {{fact:equity-stcg-rate}} on short-term gains and {{fact:equity-ltcg-rate}} on long-term gains above {{fact:equity-ltcg-exemption}} a year (rates in force since 23 July 2024). The death benefit is always tax-free, and individual life policies, including ULIPs, have been exempt from GST since 22 September 2025 (18% earlier).",
  recommendedHorizon: "10+ years (5-year lock-in)",
  regulatedBy: "IRDAI",
  examples: [
    "Equity-oriented ULIP funds (large-cap, diversified or index-style)",
    "Debt and bond funds inside a ULIP",
    "Balanced or hybrid ULIP funds",
    "Liquid or money-market funds inside a ULIP (often used for switching)",
    "Child-education ULIPs with a premium-waiver benefit",
    "Pension-oriented ULIPs from life insurers",
  ],
  pros: [
    "Combines some life cover with market-linked investing in one policy",
    "Lets you switch between equity, debt and balanced funds inside the policy",
    "Death benefit to the nominee is always tax-free",
    "Maturity can be tax-free if the premium stays within the limits (₹2.5 lakh a year for policies from 1 February 2021)",
    "Premiums qualify for the section 123 (old 80C) deduction under the old regime",
    "The 5-year lock-in enforces long-term discipline",
    "No GST on individual policies since 22 September 2025",
  ],
  cons: [
    "Several layers of charges (allocation, mortality, administration, fund management) reduce returns",
    "Money is locked in for 5 years; stopping early means discontinuance charges and a low-return holding fund",
    "Life cover is small compared with a term plan for the same money",
    "Returns are not guaranteed and equity funds can fall sharply",
    "Harder to compare than mutual funds, because charges are taken in different ways",
    "No premium deduction under the new tax regime, and maturity is taxable above ₹2.5 lakh of yearly premium",
  ],
  strategies: [
    {
      title: "Buy term cover first, then decide",
      description:
        "Get adequate [term life insurance](/investments/term-life-insurance) before considering a ULIP. Then compare the ULIP, after all charges, with investing the same amount in [mutual funds](/investments/mutual-funds) through a SIP.",
    },
    {
      title: "Pick a premium you can pay for the full term",
      description:
        "ULIP charges are front-loaded and stopping within 5 years sends your money to a low-return discontinued policy fund. Choose an amount you can keep paying for 10 years or more, even if your income dips.",
    },
    {
      title: "Use free switches to rebalance",
      description:
        "Move gradually from equity to debt funds inside the policy as your goal comes closer, much like an [asset allocation](/tools/asset-allocation) glide path, and check how many free switches your plan allows each year.",
    },
    {
      title: "Stay within the tax conditions",
      description:
        "Keep the yearly premium within 10% of the sum assured and, for policies issued from 1 February 2021, at or below ₹2.5 lakh, if you want the maturity amount to be tax-free. Check how the limit applies if you hold more than one ULIP.",
    },
  ],
  howToStart: {
    documents: [
      "PAN card",
      "Aadhaar or another officially valid identity and address proof",
      "Recent photograph",
      "Income proof (salary slips, ITR) for higher sums assured",
      "Bank account details for premium payment by auto-debit",
      "Nominee details",
    ],
    platforms: [
      "Life insurance companies' websites",
      "Life insurers' branches and IRDAI-licensed agents",
      "Banks acting as corporate agents of insurers",
      "IRDAI-registered insurance brokers and web aggregators",
    ],
    steps: [
      "Make sure you already have an [emergency fund](/investments/emergency-fund) and enough term life cover.",
      "Decide your goal, horizon (10 years or more) and a yearly premium you can sustain for the whole term.",
      "Check that the insurer is registered with IRDAI and read the benefit illustration and the full list of charges.",
      "Compare the projected result after charges with a mutual fund SIP using the [SIP calculator](/calculators/sip).",
      "Choose your fund mix (equity, debt, balanced) and a sum assured of at least ten times the yearly premium.",
      "Complete KYC, the proposal form and any medical checks, and set up premium auto-debit.",
      "Read the policy document as soon as it arrives and use the free-look period to cancel if it does not match what you were told.",
    ],
  },
  faqs: [
    {
      question: "Can I withdraw money from a ULIP before 5 years?",
      answer:
        "No. ULIPs have a 5-year lock-in. If you surrender or stop paying during that time, your fund value (after a discontinuance charge) goes into a discontinued policy fund and is paid out only after the fifth year.",
    },
    {
      question: "Is the maturity amount of a ULIP tax-free?",
      answer:
        "It is tax-free if the yearly premium is within 10% of the sum assured and, for ULIPs issued on or after 1 February 2021, not above ₹2.5 lakh. Above that limit the gains are taxed as capital gains, with equity-oriented ULIPs taxed like equity mutual funds. The death benefit is tax-free in every case.",
    },
    {
      question: "Is a ULIP better than term insurance plus a mutual fund?",
      answer:
        "Not automatically. Term insurance gives far more cover per rupee, and mutual funds are more liquid and easier to compare. A ULIP can still suit someone who values the lock-in discipline and in-policy switches, but compare the numbers after all charges before deciding.",
    },
    {
      question: "What charges does a ULIP have?",
      answer:
        "Common ones are the premium allocation charge, mortality charge for the life cover, policy administration charge, fund management charge, and charges for switching, partial withdrawal or discontinuance. The policy document and benefit illustration list each one; IRDAI caps several of them.",
    },
    {
      question: "Do I get a tax deduction for ULIP premiums in the new regime?",
      answer:
        "No. The premium deduction under section 123 (old 80C), up to {{fact:deduction-80c-limit}} together with other items, is available only under the old regime. The rules on tax-free maturity and the tax-free death benefit do not depend on the regime you choose.",
    },
    {
      question: "Who regulates ULIPs?",
      answer:
        "ULIPs are life insurance products, so they are regulated by IRDAI, not SEBI. Complaints go first to the insurer, and then through IRDAI's grievance channels or the Insurance Ombudsman if they are not resolved.",
    },
  ],
  sources: [
    {
      title: "IRDAI Bima Bharosa: policyholder grievances",
      url: "https://bimabharosa.irdai.gov.in/Home/Home",
    },
    {
      title: "Mint: No more tax exemption for ULIPs with annual premium above ₹2.5 lakh",
      url: "https://www.livemint.com/budget/news/no-more-tax-exemption-for-ulips-with-annual-premium-above-rs-2-5-lakh/amp-11612173632373.html",
    },
    {
      title: "Mint: 0% GST on individual life and health insurance policies",
      url: "https://www.livemint.com/economy/new-gst-rates-key-changes-announced-0-per-cent-gst-on-individual-life-insurance-health-policies-fm-sitharaman-said/amp-11756917977451.html",
    },
    {
      title: "Income Tax Department: text of the Income-tax Act",
      url: "https://incometaxindia.gov.in/pages/acts/income-tax-act.aspx",
    },
    {
      title: "NSE Indices: broad-based indices (Nifty 50 and its Total Returns Index)",
      url: "https://www.niftyindices.com/indices/equity/broad-based-indices",
    },
  ],
  lastReviewed: "2026-11-22",
  relatedCalculators: ["sip", "goal", "tax", "return"],
  relatedCategories: ["term-life-insurance", "mutual-funds", "ppf", "nps"],
  aliases: ["ULIP", "unit linked insurance plan", "unit-linked plan"],
};
