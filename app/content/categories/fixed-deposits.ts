import type { InvestmentCategory } from "../types.ts";

export const fixedDeposits: InvestmentCategory = {
  id: "fixed-deposits",
  title: "Fixed Deposits",
  description:
    "Lock money with a bank for a chosen term at a fixed interest rate. Simple, insured up to {{fact:dicgc-cover}} per bank, but interest is fully taxable.",
  detailedDescription: [
    "A **fixed deposit (FD)**, also called a term deposit, is the simplest investment most Indian families ever make. You give a bank a sum of money for a fixed period, anything from 7 days to 10 years, and the bank promises a fixed rate of interest for that whole period. At the end, called maturity, you get your money back with the interest. Because the rate is locked on the day you open the deposit, you know in advance exactly what you will receive, which is why FDs are the first choice for money that must not shrink.",
    "Here is how it works in practice. You choose the amount (many banks accept ₹1,000, some even less), the term and the way you want the interest paid. In a **cumulative** FD the interest is added to the deposit, usually every quarter, and paid out at maturity, so it compounds. In a **non-cumulative** FD the interest is paid to your savings account every month, quarter or year, which suits retirees who need a regular income. For example, ₹1,00,000 in a cumulative 3-year FD at 6.5% a year, compounded quarterly, grows to about **₹1,21,341**. You can check other amounts with the [lumpsum calculator](/calculators/lumpsum). Banks publish a card rate for each range of terms, and senior citizens (60 and above) usually get a slightly higher rate than everyone else.",
    "FD rates follow the interest-rate cycle set by the Reserve Bank of India. When the RBI cuts its repo rate, banks lower deposit rates a few weeks or months later; when it raises the repo rate, deposit rates go up. The RBI cut the repo rate by 1.25 percentage points during 2025, to 5.25%, and State Bank of India's one-year FD rate for the general public fell from 6.80% at the end of 2024 to **6.25% at the end of 2025**. Over the years for which we have confirmed figures (2002-2025), that one-year rate has ranged from **4.90% (end of 2020) to 8.50% (end of 2012 and 2014)**. Rates change often, so always check the bank's current card rate before you invest.",
    "Safety comes from two places. First, banks are regulated and supervised by the RBI. Second, deposits in banks are protected by the **Deposit Insurance and Credit Guarantee Corporation (DICGC)**, a subsidiary of the RBI. Since 4 February 2020 the cover is **{{fact:dicgc-cover}} per depositor per bank**, counting principal and interest together across all your savings accounts, current accounts, FDs and RDs in that bank (before that it was ₹1 lakh). It covers commercial banks, small finance banks, regional rural banks, local area banks and co-operative banks, and claims are meant to be paid within 90 days. If you have more than {{fact:dicgc-cover}} to deposit, spreading it across several banks keeps all of it within the cover. Deposits with companies and NBFCs, sometimes called corporate FDs, are **not** covered by DICGC and depend entirely on the company's ability to pay.",
    "FDs suit almost everyone for some part of their money: an [emergency fund](/investments/emergency-fund) that must be available quickly, savings for a goal one to three years away such as a wedding or a car, the safe part of a retiree's income, and people who simply cannot tolerate seeing their balance fall. They are a poor choice as the main vehicle for goals 10 or more years away, because after tax and inflation the growth is small.",
    "There is no fee to open or hold an FD. The costs are hidden. **Premature withdrawal** usually means a penalty, typically a lower interest rate than promised, and tax-saver FDs cannot be broken at all for five years. The bigger cost is **tax**: FD interest is added to your income and taxed at your slab rate, so someone in the 30% bracket keeps only about 70% of the interest. The last cost is **inflation**. In 2020 the one-year SBI rate was 4.90% while consumer prices rose 6.62%, so savers lost buying power even before tax; in 2025, with the rate at 6.25% and inflation at about 2.2%, they came out well ahead. Our [inflation calculator](/calculators/inflation) shows what this does over longer periods.",
    "Tax deduction at source (TDS) confuses many people. From **1 April 2025**, a bank, co-operative bank or post office deducts TDS at 10% (20% if it has no PAN) only if the interest it pays you in a year exceeds **{{fact:tds-interest-threshold|digits}}**, or **{{fact:tds-interest-threshold-senior|digits}}** for senior citizens. The earlier limits were ₹40,000 and ₹50,000. TDS is an advance payment of tax, not the final bill: you must still show all FD interest in your tax return, pay more if your slab rate is higher than 10%, or claim a refund if your total tax is lower. If your total income is below the taxable limit, you can submit Form 15G (or Form 15H if you are 60 or older) so that the bank does not deduct TDS at all.",
    "In a financial plan, FDs belong to the **debt** or [fixed-income](/investments/fixed-income) part of your money, next to [PPF](/investments/ppf), [bonds](/investments/bonds) and [debt funds](/funds/debt-funds). Young investors can keep their emergency money and short-term savings in FDs and put long-term money in equity. Retirees often combine bank FDs with the [Senior Citizens' Savings Scheme](/investments/senior-citizens-savings-scheme) for steady income. A popular technique is the **FD ladder**: instead of one big deposit, you open several with different maturities (one, two, three, four and five years), so that one matures every year. You always have some money becoming free, and you are not stuck with one rate if rates change. The [asset allocation tool](/tools/asset-allocation) can help you decide how much belongs in FDs.",
    "Beginners make a few common mistakes. They keep more than ₹5 lakh in one small bank, beyond the insurance cover. They chase the highest rate offered by a weak co-operative bank, small finance bank or company deposit without checking its health. They break a long FD early for a small need and lose interest, when a loan against the FD would have cost less. They forget that interest on a cumulative FD is taxable every year as it accrues, not only at maturity. They assume that TDS settles their tax, then get a notice when the interest shows up in their annual information statement. And they forget to add a nominee, which makes it harder for their family to claim the money.",
    "A few rules are worth knowing for tax year 2026-27. The **5-year tax-saver FD** qualifies for the {{fact:deduction-80c-limit}} deduction under section 123 of the Income-tax Act, 2025 (old section 80C), but only if you choose the old tax regime; it cannot be withdrawn early and its interest is still taxable. Senior citizens who choose the old regime can also deduct up to {{fact:deduction-deposit-interest-senior}} of interest on deposits under section 153 (old 80TTB). Under the new regime, which is the default, neither deduction is available, but the rebate means a resident with total income up to {{fact:rebate-limit-new}} pays no tax on normal income. Post office time deposits work much like bank FDs with rates set by the government; the 1-year rate is {{fact:po-td-1y-rate}} and the 5-year rate {{fact:po-td-5y-rate}}. For bigger sums and institutional investors, banks also issue [certificates of deposit](/investments/certificate-of-deposit), which are a different, tradable instrument. Read our [income tax guide](/resources/income-tax) to see how FD interest fits into your return.",
  ].join("\n\n"),
  tagline: "Fixed interest, known maturity, bank-level safety",
  icon: "banknote",
  minInvestment: "₹1,000 (some banks accept less)",
  riskLevel: "Low",
  riskDescription:
    "Bank FDs are among the safest investments in India: banks are supervised by the RBI and deposits are insured by DICGC up to {{fact:dicgc-cover}} per depositor per bank. The real risks are that returns may not beat inflation after tax, that breaking an FD early costs interest, and that company deposits carry no insurance at all.",
  returns: { oneYear: "4.9-8.5", threeYear: "5.4-6.8", fiveYear: "5.8-6.3", tenYear: "no-series" },
  returnsBasis:
    "Based on State Bank of India's one-year FD card rate for the general public in force on 31 December, for the years with confirmed figures (2002, 2012, 2014 and 2017-2025; see market-history.md). The 1-year range is the lowest and highest of those rates; the 3- and 5-year ranges are the average yearly return from renewing a one-year FD every year in each window of 2017-2025 (scripts/reference/return-ranges.py). No unbroken ten-year run of rates exists, so there is no 10-year figure. Figures are before tax; rates for new deposits change often.",
  taxImplications:
    "FD interest is added to your income and taxed at your slab rate every year, as it accrues, even on cumulative FDs that pay out only at maturity. From 1 April 2025 a bank, co-operative bank or post office deducts 10% TDS (20% without PAN) only if its interest to you in a year exceeds {{fact:tds-interest-threshold|digits}}, or {{fact:tds-interest-threshold-senior|digits}} for senior citizens (earlier ₹40,000 and {{fact:tds-interest-threshold|digits}}); company deposits have a ₹10,000 threshold. TDS is not the final tax: report all interest in your return and pay the balance or claim a refund, or file Form 15G/15H if your total tax is nil. Under the old regime only, a 5-year tax-saver FD qualifies for the {{fact:deduction-80c-limit}} deduction in section 123 (old 80C), and senior citizens can deduct up to {{fact:deduction-deposit-interest-senior}} of deposit interest under section 153 (old 80TTB). The new regime, the default for tax year 2026-27, allows neither deduction.",
  recommendedHorizon: "7 days to 5 years (match the term to when you need the money)",
  regulatedBy: "RBI (banks); deposits insured by DICGC up to {{fact:dicgc-cover}} per depositor per bank",
  examples: [
    "Regular bank FDs with cumulative (interest reinvested) or non-cumulative (interest paid out) options",
    "5-year tax-saver bank FDs (deduction only under the old tax regime)",
    "Senior citizens' FDs with a slightly higher rate",
    "Recurring deposits (RDs), where you deposit a fixed sum every month",
    "Post office time deposits of 1, 2, 3 and 5 years",
    "Company and NBFC fixed deposits (higher rates, no deposit insurance)",
  ],
  pros: [
    "Rate is fixed for the whole term, so you know the maturity amount in advance",
    "Bank deposits are insured by DICGC up to {{fact:dicgc-cover}} per depositor per bank",
    "Easy to open online or at a branch, with no fees and low minimums",
    "Flexible terms from 7 days to 10 years and a choice of monthly, quarterly or cumulative interest",
    "Money can be withdrawn early (with a penalty) or borrowed against, except tax-saver FDs",
    "Senior citizens usually get a higher rate and a higher TDS threshold",
  ],
  cons: [
    "Interest is fully taxable at your slab rate, every year",
    "After tax and inflation, the real return can be close to zero or negative",
    "Breaking an FD early usually means a lower interest rate",
    "Rates on new deposits fall when the RBI cuts its repo rate",
    "Insurance covers only {{fact:dicgc-cover}} per depositor per bank, and company FDs are not insured",
    "Tax-saver FDs are locked for five years and help only under the old regime",
  ],
  strategies: [
    {
      title: "Build an FD ladder",
      description:
        "Split a lump sum into several FDs maturing one, two, three, four and five years from now. One deposit matures every year, giving you cash when you need it and a chance to reinvest at the rates then on offer.",
    },
    {
      title: "Stay within the insurance cover",
      description:
        "Keep your total balance in any one bank, across savings accounts, FDs and RDs, within ₹5 lakh including interest if safety is your priority, and spread larger sums across several banks.",
    },
    {
      title: "Use several smaller FDs instead of one big one",
      description:
        "If you might need part of the money early, open a few smaller deposits. You can break just one of them and leave the rest earning the full rate.",
    },
    {
      title: "Plan around tax",
      description:
        "If your total income is below the taxable limit, submit Form 15G or 15H at the start of the year to avoid TDS. If you pay a high slab rate, compare FDs with options taxed differently, such as [PPF](/investments/ppf) for long-term money.",
    },
  ],
  howToStart: {
    documents: [
      "PAN card (without it TDS is deducted at 20%)",
      "Aadhaar or another officially valid proof of identity and address",
      "Passport-size photograph, for opening at a branch",
      "A savings account with the bank, or a cheque for the deposit amount",
      "Form 15G or 15H, if your total income is below the taxable limit",
    ],
    platforms: [
      "Banks' net banking and mobile apps",
      "Bank branches",
      "Small finance banks (check the DICGC cover and the bank's health)",
      "Post offices (time deposits and recurring deposits)",
    ],
    steps: [
      "Decide how much you want to deposit and when you will need it back; that sets the term.",
      "Compare card rates for that term at a few banks, and check that the bank is covered by DICGC.",
      "Choose cumulative (interest reinvested) or non-cumulative (interest paid out) and how auto-renewal should work.",
      "Open the FD through net banking, the bank's app or a branch, and add a nominee.",
      "Submit Form 15G/15H if you qualify, and keep the deposit receipt or e-advice.",
      "Track the maturity date and show the interest in your tax return each year.",
    ],
  },
  faqs: [
    {
      question: "Is my FD safe if the bank fails?",
      answer:
        "Deposits in banks are insured by DICGC up to {{fact:dicgc-cover}} per depositor per bank, covering principal and interest together across all your accounts in that bank. Anything above that depends on the bank's recovery. Company and NBFC deposits are not covered.",
    },
    {
      question: "When does the bank deduct TDS on FD interest?",
      answer:
        "From 1 April 2025, only if the interest that bank pays you in a financial year exceeds ₹50,000, or ₹1,00,000 if you are a senior citizen. The rate is 10% with PAN and 20% without. The earlier limits were ₹40,000 and ₹50,000.",
    },
    {
      question: "If no TDS is deducted, is my FD interest tax-free?",
      answer:
        "No. TDS is only an advance collection. All FD interest must be reported in your tax return and is taxed at your slab rate; you pay any extra due or claim a refund if too much was deducted.",
    },
    {
      question: "Can I withdraw my FD before maturity?",
      answer:
        "Yes, for regular FDs, but banks usually pay a lower rate as a penalty. Tax-saver FDs cannot be withdrawn for five years. For a short need, a loan against the FD can cost less than breaking it.",
    },
    {
      question: "Should I choose a cumulative or non-cumulative FD?",
      answer:
        "Choose cumulative if you do not need income now: interest compounds and you get a larger sum at maturity. Choose non-cumulative if you need regular income, for example after retirement. The tax is the same either way.",
    },
    {
      question: "Is an FD better than a debt mutual fund?",
      answer:
        "They suit different needs. An FD gives a fixed, known return and deposit insurance; a [debt fund](/funds/debt-funds) has no fixed return and no insurance, but can be redeemed any time without a rate penalty. Debt fund units bought since 1 April 2023 are taxed at slab rates, like FD interest.",
    },
  ],
  sources: [
    { title: "DICGC: frequently asked questions on deposit insurance", url: "https://www.dicgc.org.in/FAQs" },
    {
      title: "RBI press releases (Monetary Policy Statements)",
      url: "https://www.rbi.org.in/Scripts/BS_PressReleaseDisplay.aspx",
    },
    {
      title: "TaxGuru: Budget 2025 revises TDS thresholds under section 194A from April 2025",
      url: "https://taxguru.in/income-tax/budget-2025-section-194a-tds-thresholds-revised-effective-april-2025.html",
    },
    {
      title: "Zee News: why to split ₹5 lakh of deposits across banks",
      url: "https://zeenews.india.com/photos/business/got-rs-5-lakh-to-invest-in-bank-deposits-why-it-is-a-good-idea-to-split-it-and-invest-in-different-banks-explained-3018859",
    },
    {
      title: "Financial Express: SBI revises fixed deposit rates (December 2025)",
      url: "https://www.financialexpress.com/money/sbi-revises-fixed-deposit-rates-check-new-rates-for-general-customers-senior-citizens-4075587",
    },
    { title: "Income Tax e-filing portal", url: "https://www.incometax.gov.in/iec/foportal/" },
  ],
  lastReviewed: "2026-11-22",
  relatedCalculators: ["lumpsum", "goal", "inflation", "tax"],
  relatedCategories: ["emergency-fund", "senior-citizens-savings-scheme", "bonds", "certificate-of-deposit"],
  aliases: ["FD", "FDs", "fixed deposit", "bank FD", "term deposit", "bank deposit"],
};
