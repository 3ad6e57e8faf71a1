import type { InvestmentCategory } from "../types.ts";

export const nps: InvestmentCategory = {
  id: "nps",
  title: "National Pension System (NPS)",
  description:
    "A low-cost, PFRDA-regulated retirement account that invests in a mix of equity and bonds, with tax benefits and new exit rules from December 2025.",
  detailedDescription: [
    "The **National Pension System (NPS)** is India's low-cost, market-linked retirement savings scheme. You put money into a personal pension account during your working life, professional pension fund managers invest it in shares and bonds, and when you retire you take part of the savings as a lump sum and use the rest to buy a regular pension (an annuity) or draw it down in instalments. It began for central government employees and has been open to every citizen since 2009. It is regulated by the **Pension Fund Regulatory and Development Authority (PFRDA)**, and the records are kept by central recordkeeping agencies under the NPS Trust.",
    "Any Indian citizen, resident or non-resident, aged **18 to 70** can join under the 'All Citizen' model; many employers also offer NPS through a 'Corporate' model. Each member gets a permanent retirement account number (PRAN) that stays the same when you change jobs or cities. The main account, **Tier I**, is the retirement account: it carries the tax benefits and is locked until you exit. It needs ₹500 to open and at least **₹1,000 a year**; there is no monthly minimum, so the '₹500 a month' often quoted is a sensible habit rather than a rule. An optional **Tier II** account works like a flexible investment account: ₹1,000 to open, ₹250 for later contributions, withdrawals at any time, but no tax benefit.",
    "Your money is invested according to the choice you make. You can pick the mix yourself between equity (shares, mostly of large companies), corporate bonds and government securities, or choose an age-based 'auto' mix that starts with more equity and shifts towards bonds as you grow older. Under the standard choices equity is capped at 75%. Since **1 October 2025** the **Multiple Scheme Framework** also lets non-government members hold several schemes under one PAN and PRAN, each with a moderate and a high-risk variant, and the high-risk variants can hold **up to 100% in equity**. The value of your account rises and falls with the markets, so NPS is not a guaranteed-return product like the [PPF](/investments/ppf).",
    "How much can it grow? Nobody can promise a figure, and we do not publish scheme returns. As an illustration only, a mix of 50% to 75% Nifty 50 total-return index and the rest in 10-year government bonds, rebalanced each year, returned between about 8.7% and 14% a year over every 10-year period from 2006 to 2025, but it also lost up to about 32% in a single bad year (2008). Over long periods, more equity has meant higher average growth and bigger short-term falls. A young saver with 25 or 30 years to go can usually live with those falls; someone retiring in three years probably cannot. The [SIP calculator](/calculators/sip) and [goal calculator](/calculators/goal) help you see what regular monthly contributions might build.",
    "The **exit rules changed in December 2025**, when PFRDA amended its exit and withdrawal regulations (notified 12-16 December and announced on 19 December 2025). For non-government members (All Citizen and Corporate), you can now exit normally after **15 years in NPS or at age 60**, whichever comes first. If your corpus is **above ₹12 lakh**, you may take **up to 80% as a lump sum** and must use at least 20% to buy an annuity; before the change the split was 60% lump sum and at least 40% annuity. If the corpus is **₹8 lakh or less**, you may take it all. Between ₹8 lakh and ₹12 lakh, you can take up to ₹6 lakh as a lump sum and receive the rest as an annuity or through systematic withdrawals over at least six years, or follow the 80/20 split. You can also stay invested until **age 85** (earlier 75). Government-sector members keep the older 60/40 split for larger corpuses.",
    "Leaving early is still discouraged. A premature exit lets you take only 20% as a lump sum, with at least 80% going into an annuity, unless the corpus is ₹5 lakh or less (earlier ₹2.5 lakh), in which case you can take all of it. The old five-year minimum before a voluntary exit has been removed for All Citizen members. Partial withdrawals of up to 25% of your own contributions are allowed a limited number of times for specified needs such as children's education, marriage, a house or serious illness. If a non-government member dies before exit, the nominee can receive the whole corpus.",
    "NPS is popular for its **tax benefits**, which now depend on your tax regime. Under the **old regime**, your own contribution is deductible under section 124 of the Income-tax Act, 2025 (old 80CCD(1)) within the {{fact:deduction-80c-limit}} limit of section 123 (old 80C), plus an **extra {{fact:deduction-nps-additional|digits}}** for NPS alone (old 80CCD(1B)). Under the **new regime**, the default, neither of these is allowed: the only NPS deduction is for your **employer's** contribution, up to **14% of basic pay plus DA** for any employer (raised from 10% in FY 2024-25). For someone with basic pay plus DA of ₹60,000 a month, an employer contribution of 14% is ₹1,00,800 a year that is deductible even in the new regime. At exit, 60% of the corpus can be taken tax-free under current law; the extra 20% that the new rules allow was not made tax-free in Budget 2026, and the annuity income is taxed at your slab rate. See our [income tax guide](/resources/income-tax) for the regimes.",
    "Parents can also start **NPS Vatsalya**, launched on 18 September 2024, an account for a child under 18 opened and funded by a parent or guardian. Since guidelines announced on 13 January 2026, the minimum is **₹250** to open and ₹250 a year (earlier ₹1,000), with no maximum. After three years, up to 25% of contributions can be withdrawn for education, medical treatment or specified disability, twice before 18 and twice between 18 and 21. At 18 the account can move to a normal Tier I account or be closed, with up to 80% as a lump sum (or all of it if the corpus is ₹8 lakh or less). Under the old regime, contributions share the parent's ₹50,000 NPS deduction.",
    "Costs are a strength. Fund management and account-keeping charges in NPS are among the lowest of any managed investment in India, which matters a great deal over 30 years of compounding. The main drawbacks are the **lock-in** until 60 or 15 years, the requirement to put part of the corpus into an **annuity**, whose income is fully taxable and usually not linked to inflation, and **market risk** in the equity and bond portions.",
    "NPS suits salaried people whose employer offers NPS contributions (especially in the new regime), self-employed people who want a disciplined, cheap retirement account, and old-regime taxpayers who use the extra {{fact:deduction-nps-additional}} deduction. It fits a plan as one part of your retirement money alongside EPF or [PPF](/investments/ppf) for safety and [mutual funds](/investments/mutual-funds) for flexibility. Central government employees also have a separate assured-payout option, the **Unified Pension Scheme (UPS)**, in force since 1 April 2025; the window for existing NPS members to switch to it closed on 30 November 2025.",
    "Common mistakes: choosing a very conservative mix in your twenties and thirties, which gives up most of NPS's growth potential; opening an account only for a tax deduction in March and then forgetting the ₹1,000 yearly minimum; assuming the new-regime taxpayer still gets the ₹50,000 deduction; putting money you may need within a few years into Tier I; and assuming the full 80% lump sum at exit is tax-free. Review your asset mix every year or two, and let the [risk-tolerance check](/calculators/risk-tolerance) guide how much equity you hold.",
  ].join("\n\n"),
  tagline: "Low-cost retirement savings with tax benefits and flexible asset mix",
  icon: "briefcase",
  minInvestment: "₹500 per month (suggested; the Tier I rule is ₹500 to open and ₹1,000 a year)",
  riskLevel: "Moderate",
  riskDescription:
    "NPS is market-linked: the equity part can fall sharply in a bad year, while the government and corporate bond parts move less. How much risk you take depends on the mix you choose, from mostly bonds to up to 75% equity (up to 100% in the high-risk variants offered since October 2025). The long lock-in and the compulsory annuity on larger corpuses are also limits to weigh.",
  returns: { oneYear: "-32-56", threeYear: "3.5-19.7", fiveYear: "5-18.6", tenYear: "8.7-14" },
  returnsBasis:
    "Lowest and highest rolling 1-, 3-, 5- and 10-year CAGRs over calendar years 2006-2025 of two illustrative mixes rebalanced yearly, 50% and 75% Nifty 50 TRI with the rest in a 10-year government bond return modelled from year-end yields (NSE Indices and yield data, see market-history.md). They stand in for moderate and equity-heavy NPS choices; they are not actual NPS scheme returns and leave out charges.",
  taxImplications:
    "Old regime: your own contribution is deductible under section 124 of the Income-tax Act, 2025 (old 80CCD(1)) up to 10% of basic pay plus DA (20% of income if self-employed) within the {{fact:deduction-80c-limit}} section 123 (old 80C) limit, plus an extra {{fact:deduction-nps-additional|digits}} under old 80CCD(1B), which NPS Vatsalya contributions share from FY 2025-26. New regime (the default for tax year 2026-27): your own contributions get no deduction, but your employer's contribution is deductible up to 14% of basic plus DA (raised from 10% in FY 2024-25; 10% for private employers in the old regime). At exit, only 60% of the corpus is tax-free under current law (the NPS Trust entry of Schedule II of the Income-tax Act, 2025, which carries over section 10(12A) of the 1961 Act); Budget 2026 did not extend this to the 80% lump sum now allowed, so the extra 20% is taxable unless the law changes. Annuity income is taxed at your slab rate, partial withdrawals of up to 25% of your own contributions are tax-free, and Tier II has no tax benefit.",
  recommendedHorizon: "15+ years (until age 60)",
  regulatedBy: "PFRDA",
  examples: [
    "NPS Tier I account (All Citizen model)",
    "NPS through your employer (Corporate model)",
    "NPS Tier II account (flexible, no tax benefit)",
    "NPS Vatsalya account for a minor child",
    "Multiple Scheme Framework schemes (moderate or high-risk variants)",
  ],
  pros: [
    "Among the lowest-cost managed investments in India",
    "Choice of asset mix, from mostly bonds to heavy equity, with age-based auto options",
    "Employer contributions up to 14% of basic plus DA are deductible even in the new regime",
    "Extra {{fact:deduction-nps-additional}} deduction for your own contributions in the old regime",
    "Since December 2025, up to 80% of a corpus above ₹12 lakh can be taken as a lump sum",
    "Portable account (PRAN) that moves with you across jobs and cities",
  ],
  cons: [
    "Tier I money is locked until 15 years in NPS or age 60, with limited partial withdrawals",
    "At least 20% of a larger corpus must buy an annuity, whose income is fully taxable",
    "Only 60% of the corpus is tax-free at exit under current law",
    "Market-linked returns: the equity part can fall sharply in bad years",
    "No deduction for your own contributions in the new tax regime",
  ],
  strategies: [
    {
      title: "Match equity to your age and nerves",
      description:
        "Younger savers with decades to go can hold more equity for growth; reduce it gradually as retirement approaches, or use the age-based auto choice. Use the [risk-tolerance check](/calculators/risk-tolerance) to decide.",
    },
    {
      title: "Ask for the employer contribution",
      description:
        "If your employer offers NPS, restructuring part of your salary as an employer contribution is deductible in both regimes: up to 14% of basic plus DA in the new regime, and in the old regime up to 10% for a private-sector employer (14% for a government employer). It can cut your tax noticeably in the new regime.",
    },
    {
      title: "Contribute monthly, not only in March",
      description:
        "A monthly auto-debit, like a [SIP](/funds/sip-vs-lumpsum), spreads your purchases across market ups and downs and keeps the habit going, instead of a rushed deposit at the tax deadline.",
    },
    {
      title: "Plan the exit a few years ahead",
      description:
        "Decide how much to take as a lump sum, how much to annuitise or withdraw systematically, and when. Remember that only 60% is tax-free today, and that you can stay invested until 85.",
    },
  ],
  howToStart: {
    documents: [
      "PAN card",
      "Aadhaar (for online eKYC) or another address proof",
      "Bank account details (cancelled cheque or statement)",
      "Photograph and signature (scanned, for online opening)",
      "Mobile number and email address",
      "For NRIs: passport and NRE/NRO account details",
    ],
    platforms: [
      "Online eNPS through the central recordkeeping agencies (linked from the NPS Trust website)",
      "Banks acting as NPS Points of Presence (branch or net banking)",
      "Employers offering the Corporate NPS model",
      "Post offices",
    ],
    steps: [
      "Decide whether you want Tier I only, or Tier II as well, and whether your employer offers NPS.",
      "Register online through eNPS or visit a Point of Presence, completing KYC with PAN and Aadhaar.",
      "Choose a pension fund manager and your investment choice: your own mix, an age-based auto mix, or a Multiple Scheme Framework scheme.",
      "Add nominees and note your PRAN.",
      "Make the first contribution (at least ₹500) and set up a monthly auto-debit.",
      "Review your asset mix and fund manager once a year and keep your contact details updated.",
    ],
  },
  faqs: [
    {
      question: "How much of my NPS can I withdraw at retirement now?",
      answer:
        "Under the December 2025 rules, non-government members with a corpus above ₹12 lakh can take up to 80% as a lump sum and must annuitise at least 20% (earlier 60/40). Corpuses of ₹8 lakh or less can be withdrawn fully. Government-sector members keep the 60/40 split for larger corpuses.",
    },
    {
      question: "Is the whole lump sum tax-free?",
      answer:
        "No. Under current law only 60% of the corpus is tax-free at exit. Budget 2026 did not extend the exemption to the new 80% limit, so the extra 20% is taxable unless the law changes. Annuity income is taxed at your slab rate.",
    },
    {
      question: "Do I get the extra {{fact:deduction-nps-additional}} deduction in the new tax regime?",
      answer:
        "No. The {{fact:deduction-nps-additional|digits}} deduction (old 80CCD(1B)) and the deduction for your own contributions are only available in the old regime. In the new regime, only your employer's contribution, up to 14% of basic plus DA, is deductible.",
    },
    {
      question: "Can I exit NPS before 60?",
      answer:
        "Non-government members can now exit normally after 15 years in NPS even before 60. An earlier, premature exit allows only 20% as a lump sum with 80% in an annuity, unless the corpus is ₹5 lakh or less, when all of it can be withdrawn.",
    },
    {
      question: "What is NPS Vatsalya?",
      answer:
        "An NPS account for a minor child, opened by a parent or guardian, launched on 18 September 2024. The minimum is ₹250 a year since January 2026. At 18 it can be converted to a normal NPS account or closed under set rules.",
    },
    {
      question: "What returns does NPS give?",
      answer:
        "Returns depend on your asset mix and the markets, and are not guaranteed. As an illustration, a 50-75% equity mix based on the Nifty 50 TRI and government bonds returned about 8.7-14% a year over 10-year periods in 2006-2025, but fell sharply in 2008. Check each fund manager's published returns on the NPS Trust website.",
    },
  ],
  sources: [
    {
      title: "PFRDA: active circulars on the National Pension System",
      url: "https://www.pfrda.org.in/regulatory-framework/circulars/active-circulars",
    },
    {
      title: "NPS Trust: weekly snapshot of NPS schemes",
      url: "https://npstrust.org.in/weekly-snapshot-nps-schemes",
    },
    {
      title:
        "TaxTMI: Schedule II of the Income-tax Act, 2025 (income excluded from total income, including the NPS Trust entries)",
      url: "https://www.taxtmi.com/tmi_notes?id=2310",
    },
    {
      title: "PIB: PFRDA amends NPS exit and withdrawal regulations (19 December 2025)",
      url: "https://pib.gov.in/PressReleasePage.aspx?PRID=2206763",
    },
    {
      title: "Financial Express: NPS withdrawal rules changed, 80% lump sum for corpus above ₹12 lakh",
      url: "https://www.financialexpress.com/money/nps-withdrawal-rules-changed-100-exit-allowed-in-some-cases-80-lump-sum-for-corpus-above-rs-12-lakh-4079140",
    },
    {
      title: "Business Standard: NPS Multiple Scheme Framework, up to 100% equity",
      url: "https://www.business-standard.com/finance/personal-finance/nps-you-can-choose-100-equity-exposure-based-on-risk-appetite-timeline-125100200837_1.html",
    },
    {
      title: "TaxGuru: section 80CCD deduction and NPS Vatsalya contributions",
      url: "https://taxguru.in/income-tax/section-80ccd-deduction-nps-vatsalya-contributions-faqs.html",
    },
  ],
  lastReviewed: "2026-11-27",
  relatedCalculators: ["sip", "goal", "tax", "risk-tolerance", "inflation"],
  relatedCategories: ["ppf", "mutual-funds", "senior-citizens-savings-scheme", "term-life-insurance"],
  aliases: ["national pension scheme", "pension scheme"],
};
