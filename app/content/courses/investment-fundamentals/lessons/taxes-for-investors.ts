import type { CourseLesson } from "../../types.ts";

export const taxesForInvestorsLesson: CourseLesson = {
  id: "taxes-for-investors",
  title: "Taxes every investor should know (tax year 2026-27)",
  description:
    "Slab and special rates, equity gains at {{fact:equity-stcg-rate}} and {{fact:equity-ltcg-rate}}, debt funds after April 2023, FD interest and TDS, the {{fact:rebate-limit-new}} rebate, and 80C in the old regime.",
  lastReviewed: "2026-11-24",
  sections: [
    {
      id: "rules-in-force",
      heading: "The rules in force for tax year 2026-27",
      blocks: [
        {
          type: "p",
          text: "From 1 April 2026 the [Income-tax Act, 2025](/resources/investment-terminologies#term-income-tax-act-2025) replaced the 1961 Act, and the year in which you earn income is now called the [tax year](/resources/investment-terminologies#term-tax-year): tax year 2026-27 runs from 1 April 2026 to 31 March 2027. Section numbers changed, but the Budget of 1 February 2026 kept the rates and slabs of both regimes unchanged. This lesson gives the new section numbers with the familiar old ones in brackets.",
        },
        {
          type: "p",
          text: "There are two regimes. The [new regime](/resources/investment-terminologies#term-new-tax-regime) is the default, with lower slab rates and very few deductions. The [old regime](/resources/investment-terminologies#term-old-tax-regime) has higher rates but allows deductions such as 80C and 80D; individuals without business income can choose it each year when filing their return.",
        },
      ],
    },
    {
      id: "slab-and-special",
      heading: "Slab-rate income and special-rate income",
      blocks: [
        {
          type: "p",
          text: "Investment income is taxed in one of two ways. **Slab-rate income** is added to your salary and taxed at your [slab](/resources/investment-terminologies#term-tax-slab) rates: interest from savings accounts, fixed and recurring deposits and most small savings schemes, dividends, and gains on debt funds bought on or after 1 April 2023. **Special-rate income** is taxed separately at a fixed rate, whatever your slab: mainly capital gains on shares and equity funds, and long-term gains on most other assets.",
        },
        {
          type: "table",
          caption: "New-regime slabs, tax year 2026-27 (unchanged from 2025-26)",
          columns: ["Total income", "Rate"],
          rows: [
            ["Up to ₹4,00,000", "Nil"],
            ["₹4,00,001 to ₹8,00,000", "5%"],
            ["₹8,00,001 to ₹12,00,000", "10%"],
            ["₹12,00,001 to ₹16,00,000", "15%"],
            ["₹16,00,001 to ₹20,00,000", "20%"],
            ["₹20,00,001 to ₹24,00,000", "25%"],
            ["Above ₹24,00,000", "30%"],
          ],
          note: "Plus {{fact:cess-rate}} health and education cess on the tax. Salaried people and pensioners first deduct a {{fact:standard-deduction-new}} standard deduction.",
        },
        {
          type: "p",
          text: "In the new regime a resident whose total income is up to **{{fact:rebate-limit-new|digits}}** gets a rebate of up to {{fact:rebate-max-new}} under section 156 (old [87A](/resources/investment-terminologies#term-rebate-87a)), which cancels the slab tax, so a salary of ₹12.75 lakh pays nothing after the standard deduction. Just above ₹12 lakh, [marginal relief](/resources/investment-terminologies#term-marginal-relief) stops the tax from exceeding the income above ₹12 lakh. One catch matters for investors: **the rebate cannot be used against tax on special-rate income** such as capital gains on shares and equity funds.",
        },
      ],
    },
    {
      id: "equity",
      heading: "Shares and equity mutual funds",
      blocks: [
        {
          type: "table",
          caption:
            "Listed shares and equity-oriented funds (securities transaction tax paid), transfers from 23 July 2024",
          columns: ["Held for", "Type of gain", "Tax", "Before 23 July 2024"],
          rows: [
            [
              "12 months or less",
              "Short-term ([STCG](/resources/investment-terminologies#term-stcg))",
              "**{{fact:equity-stcg-rate}}** (section 196, old 111A)",
              "15%",
            ],
            [
              "More than 12 months",
              "Long-term ([LTCG](/resources/investment-terminologies#term-ltcg))",
              "**{{fact:equity-ltcg-rate}}** on gains above **{{fact:equity-ltcg-exemption|digits}}** a year (section 198, old 112A)",
              "10% above ₹1,00,000",
            ],
          ],
          note: "The {{fact:equity-ltcg-exemption}} exemption is per year and shared across all your listed-equity and equity-fund long-term gains. Dividends are taxed at slab rates, with TDS of 10% when a company or fund house pays you more than ₹10,000 in a year.",
        },
        {
          type: "example",
          title: "Ananya's year: interest, a short-term gain, and what waiting would have saved",
          lines: [
            "Ananya (fictional) earns a salary of ₹11,00,000 and ₹45,000 of FD interest from one bank, new regime. Taxable normal income = ₹11,00,000 − ₹75,000 + ₹45,000 = ₹10,70,000.",
            "Slab tax = 5% × ₹4,00,000 + 10% × ₹2,70,000 = ₹20,000 + ₹27,000 = ₹47,000. Income is below ₹12 lakh, so the rebate cancels it: **₹0**. Her bank deducts no TDS, because ₹45,000 is below the ₹50,000 threshold.",
            "She also sells equity fund units held for 8 months at a gain of ₹1,00,000. Short-term tax = 20% × ₹1,00,000 = ₹20,000, plus 4% cess = **₹20,800**. The rebate cannot reduce it.",
            "Had she waited until the units were more than 12 months old, the ₹1,00,000 would have been a long-term gain within the ₹1,25,000 exemption: tax **₹0**. Waiting a little over four more months would have saved ₹20,800.",
            "A bigger long-term gain, say ₹3,00,000: (₹3,00,000 − ₹1,25,000) × 12.5% = ₹21,875, plus cess ₹875 = **₹22,750**.",
          ],
        },
        {
          type: "callout",
          tone: "info",
          title: "An open question near ₹12 lakh",
          text: "Commentators read the law differently on whether capital gains count towards the {{fact:rebate-limit-new}} limit for the rebate. If your normal income is below {{fact:rebate-limit-new}} but your income including gains is above it, check the current position with a tax professional before relying on the rebate.",
        },
      ],
    },
    {
      id: "debt-deposits-gold",
      heading: "Debt funds, deposits and gold",
      blocks: [
        {
          type: "list",
          items: [
            "**Debt mutual funds bought on or after 1 April 2023**: gains are taxed at your slab rate however long you hold ([debt fund taxation](/resources/mutual-fund-terminologies#term-debt-fund-taxation)). The old treatment, 20% with indexation for units held more than 36 months, is not available for units bought from that date; units bought earlier follow separate long-term rules.",
            "**FD, RD and small savings interest**: slab rate, and generally taxable year by year as it is earned even if paid only at maturity. PPF interest is the main exception: it is tax-free.",
            "**[TDS](/resources/investment-terminologies#term-tds) on deposit interest**: from 1 April 2025 a bank, co-operative bank or post office deducts 10% only if the interest it pays you in a year exceeds **{{fact:tds-interest-threshold}}**, or **{{fact:tds-interest-threshold-senior|digits}}** if you are 60 or older (earlier ₹40,000 and ₹50,000); 20% if it has no PAN. TDS is an advance payment, not the final tax: in the 30% slab you still owe the difference. If your total tax is nil, [Form 15G](/resources/investment-terminologies#term-form-15g) or 15H asks the bank not to deduct.",
            "**Gold**: gold ETFs are long-term after 12 months, physical gold and gold funds of funds after 24 months; long-term gains are taxed at {{fact:asset-ltcg-rate}} without indexation, short-term gains at slab rates.",
          ],
        },
      ],
    },
    {
      id: "deductions",
      heading: "Deductions: mostly for the old regime",
      blocks: [
        {
          type: "p",
          text: "The well-known deductions work **only in the old regime**: [section 80C](/resources/investment-terminologies#term-section-80c) (section 123 of the new Act), up to {{fact:deduction-80c-limit|digits}} a year for ELSS funds, PPF, EPF, life insurance premiums, NSC, the 5-year tax-saving deposit, Sukanya Samriddhi and home-loan principal; 80D (section 126) for health insurance; and an extra {{fact:deduction-nps-additional}} for your own NPS contributions under 80CCD(1B). In the new regime almost none of these apply. One that does: your employer's NPS contribution, up to 14% of basic pay plus dearness allowance (section 124, old 80CCD(2)).",
        },
        {
          type: "p",
          text: 'So do not buy an ELSS fund or an insurance policy "to save tax" without first checking which regime you will use. For many salaried people the new regime now costs less even after all deductions; the [income tax calculator](/calculators/tax) compares both for your figures, and the [income tax guide](/resources/income-tax) covers the rules in more depth. Choose investments for your goals first and treat the tax treatment as a tie-breaker.',
        },
      ],
    },
  ],
  keyPoints: [
    "From 1 April 2026 the Income-tax Act, 2025 applies; slabs and rates for tax year 2026-27 are unchanged from 2025-26.",
    "Interest, dividends and debt fund gains (bought from 1 April 2023) are taxed at slab rates; equity gains are taxed at {{fact:equity-stcg-rate}} (12 months or less) or {{fact:equity-ltcg-rate}} above {{fact:equity-ltcg-exemption}} a year.",
    "The new regime's rebate makes income up to {{fact:rebate-limit-new}} tax-free, but it cannot be used against tax on capital gains.",
    "Banks deduct TDS only when interest exceeds {{fact:tds-interest-threshold}} a year ({{fact:tds-interest-threshold-senior|digits}} for seniors), and TDS is not the final tax.",
    "80C, 80D and the extra NPS deduction work only in the old regime; pick the regime first, products second.",
  ],
  checkYourself: {
    question:
      "Ravi is in the new regime with a salary of ₹10,00,000 and no other normal income. He sells shares held for 10 months at a gain of ₹1,00,000. How much tax does he pay in all?",
    answer:
      "₹20,800. His normal taxable income is ₹9,25,000, whose slab tax of ₹32,500 is cancelled by the rebate. The short-term gain is taxed at {{fact:equity-stcg-rate}}, ₹20,000, plus {{fact:cess-rate}} cess of ₹800, and the rebate cannot be used against it.",
  },
  sources: [
    {
      title: "Income Tax Department: tax rates as amended by the Finance Act, 2025",
      url: "https://incometaxindia.gov.in/Tutorials/2%20Tax%20Rates.pdf",
    },
    {
      title: "Income Tax Department: the Income-tax Act (2025 Act and the 1961 Act)",
      url: "https://incometaxindia.gov.in/pages/acts/income-tax-act.aspx",
    },
    {
      title: "Income Tax Department: tax on long-term capital gains (tutorial)",
      url: "https://incometaxindia.gov.in/Tutorials/15-%20LTCG.pdf",
    },
    {
      title: "Finance Bill, 2026 (Budget 2026-27)",
      url: "https://www.indiabudget.gov.in/doc/Finance_Bill.pdf",
    },
  ],
};
