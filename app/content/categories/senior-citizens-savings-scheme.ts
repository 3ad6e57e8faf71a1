import type { InvestmentCategory } from "../types.ts";

export const seniorCitizensSavingsScheme: InvestmentCategory = {
  id: "senior-citizens-savings-scheme",
  title: "Senior Citizens' Savings Scheme (SCSS)",
  description:
    "A government-backed 5-year deposit for people aged 60+ that pays interest every quarter ({{fact:scss-rate|short}} in {{fact:scss-rate|asof}}), with up to ₹30 lakh per person.",
  detailedDescription: [
    "The **Senior Citizens' Savings Scheme (SCSS)** is a government savings scheme made for retired people who need a steady, safe income. You deposit a lump sum once, the Government of India pays you interest every three months, and after five years you get your full deposit back. There is no market risk and no bank risk in between: the money is a small-savings deposit with the central government, run through post offices and authorised banks. For many retirees it is the first place their retirement money goes.",
    "Who can open one? Any resident individual aged **60 or above**. People who have retired between 55 and 60, on superannuation or voluntary retirement, can also open an account, provided they invest within **three months** of receiving their retirement benefits (this window was one month until the rules changed on 7 November 2023) and deposit no more than those benefits. Retired defence personnel can join from age 50. You can hold the account alone or jointly with your spouse, and you should always add a nominee.",
    "How much can you put in? The minimum is **₹1,000**, and the maximum is **₹30 lakh per individual** across all your SCSS accounts together. The cap was doubled from ₹15 lakh on **1 April 2023**, so older articles and the figure you may have heard from friends (₹15 lakh) are out of date. Because the limit is per person, a retired couple who are both eligible can each open their own account and together place up to ₹60 lakh in the scheme.",
    "The interest rate is set by the Ministry of Finance every quarter, but once you open an account the rate in force on that day is **locked for the full five years**. The rate is **{{fact:scss-rate}} a year**, unchanged since April 2023, when it rose from 8.0%. That is higher than the {{fact:ppf-rate|short}} on the [Public Provident Fund](/investments/ppf) and the {{fact:pomis-rate|short}} on the Post Office Monthly Income Scheme in the same quarter. Rates for quarters after March 2026 should be checked on the National Savings Institute or India Post website before you invest.",
    "Interest is paid out every quarter, normally straight into your savings account, and it does not compound inside the scheme. A worked example at the rate confirmed for January-March 2026: a deposit of ₹10 lakh at 8.2% pays ₹20,500 every quarter, or ₹82,000 a year. The full ₹30 lakh pays ₹61,500 a quarter, or ₹2,46,000 a year. Many retirees use this quarterly credit as a second pension. If you do not need the income, you have to reinvest it yourself, for example in a [fixed deposit](/investments/fixed-deposits) or a recurring deposit, or it will sit idle in your savings account.",
    "After five years the account matures and you can close it and take back the deposit. Since 7 November 2023 you can instead **extend it in blocks of three years, as many times as you like**, by applying within one year of maturity; earlier only a single extension was allowed. You can also close the account before maturity if you need the money, but a penalty is deducted from the deposit, and it is larger the earlier you close; closing within one year of an extension costs 1% of the deposit. So SCSS should hold money you are fairly sure you will not need for five years.",
    "Tax is where many retirees get caught out. Under the **old tax regime**, the amount you deposit counts towards the {{fact:deduction-80c-limit}} deduction in section 123 of the Income-tax Act, 2025 (old section 80C). The interest, however, is **fully taxable** at your slab rate under both regimes. Senior citizens who stay in the old regime can deduct up to {{fact:deduction-deposit-interest-senior}} of interest from deposits under section 153 (old section 80TTB). Banks and post offices deduct tax at source only if the interest they pay you exceeds **{{fact:tds-interest-threshold-senior|digits}}** in a financial year; this threshold for people aged 60 and over applies from 1 April 2025 (earlier ₹50,000). If your total income is below the taxable limit, you can submit a declaration (Form 15H) so that no TDS is cut. Our [income tax guide](/resources/income-tax) and [tax calculator](/calculators/tax) explain how much tax you may actually owe.",
    "It also helps to know the new regime, the default from tax year 2026-27. A resident whose total taxable income, including pension and interest, is no more than {{fact:rebate-limit-new}} pays no income tax at all in the new regime because of the rebate in section 156 (old section 87A). Many retirees with an SCSS account and a modest pension therefore pay no tax even though the interest is taxable, and they may not need the old-regime deductions at all.",
    "SCSS suits retirees and near-retirees who want predictable income, cannot afford to lose capital, and prefer not to follow markets. It works well as the 'income bucket' of a retirement plan: the SCSS interest, a pension or annuity, and perhaps interest from other deposits cover monthly bills, while a smaller share of the savings stays in growth assets such as [mutual funds](/investments/mutual-funds) to fight inflation over a retirement that may last 25 years or more. Keep a separate [emergency fund](/investments/emergency-fund) and good [health insurance](/investments/health-insurance), because medical costs are the most common reason retirees break their deposits early.",
    "The costs are mostly indirect. There are no fees for opening or holding the account. The real costs are **inflation**, because a fixed quarterly payment buys less every year (consumer prices in India rose about 7.4% a year on average between 1980 and 2025, though only about 4.7% a year over 2016-2025), **taxes** on the interest, and the **penalty** for early closure. A rate locked for five years is an advantage when rates are falling and a drawback when they rise, since you cannot move to a higher rate without paying that penalty.",
    "Common mistakes include putting every rupee of retirement money into SCSS and keeping nothing liquid; missing the three-month window after retirement when you are between 55 and 60; forgetting that the interest is taxable and being surprised by TDS or a tax bill; leaving the quarterly interest idle in a savings account; and relying on old figures such as the ₹15 lakh cap or the single extension. Another is depositing more than the ₹30 lakh limit across accounts at different banks or post offices: the limit applies to all your SCSS accounts together, not to each account separately.",
    "In short, SCSS is one of the safest and best-paying options for a retired Indian saver in 2026: government backing, a rate fixed for five years, quarterly income, a ₹30 lakh limit per person and unlimited three-year extensions. Its weaknesses are taxable interest, a five-year commitment and no protection against inflation. Used together with a pension, some growth assets and an emergency reserve, it can give a retiree both peace of mind and a reliable income.",
  ].join("\n\n"),
  tagline: "Safe quarterly income for retirees, backed by the government",
  icon: "users",
  minInvestment: "₹1,000 (maximum ₹30 lakh per individual)",
  riskLevel: "Low",
  riskDescription:
    "The deposit and interest are backed by the Government of India, so the chance of losing money is practically nil. The rate is fixed for five years, which protects you if rates fall but locks you in if they rise. Inflation slowly reduces what the fixed quarterly interest can buy.",
  returns: { oneYear: "8-8.2", threeYear: "8-8.2", fiveYear: "8-8.2", tenYear: "8-8.2" },
  returnsBasis:
    "A narrow range around the notified SCSS rate, which is locked for each deposit's 5 years: {{fact:scss-rate|short}} for deposits opened in every quarter from April 2023 to the latest quarter confirmed, and 8.0% in January-March 2023 (Ministry of Finance notifications, see the figures panel). Deposits opened before 2023 earned lower rates, and the 10-year figure assumes an extension at a similar rate, which is not guaranteed.",
  taxImplications:
    "Under the old regime, the deposit qualifies for the {{fact:deduction-80c-limit}} deduction in section 123 of the Income-tax Act, 2025 (old section 80C), and seniors can deduct up to {{fact:deduction-deposit-interest-senior}} of deposit interest under section 153 (old 80TTB). The interest itself is fully taxable at your slab rate under both regimes. TDS at 10% applies only if the interest paid to you in a financial year exceeds {{fact:tds-interest-threshold-senior|digits}} (threshold for people aged 60+ from 1 April 2025; earlier {{fact:tds-interest-threshold|digits}}); Form 15H can prevent TDS when your total tax is nil. In the new regime, resident individuals with total income up to {{fact:rebate-limit-new}} pay no tax because of the section 156 (old 87A) rebate.",
  recommendedHorizon: "5 years (extendable in 3-year blocks)",
  regulatedBy: "Ministry of Finance (National Savings Institute)",
  examples: [
    "SCSS account at a post office",
    "SCSS account at an authorised public or private sector bank",
    "Joint SCSS account with a spouse",
    "Extended SCSS account (3-year blocks after the first 5 years)",
  ],
  pros: [
    "Backed by the Government of India: no default or market risk",
    "Among the highest rates of the small-savings schemes ({{fact:scss-rate|short}} in {{fact:scss-rate|asof}}), locked for 5 years",
    "Regular income paid every quarter",
    "High limit of ₹30 lakh per individual since 1 April 2023 (earlier ₹15 lakh)",
    "Deposit qualifies for the section 123 (old 80C) deduction under the old regime",
    "Can be extended in 3-year blocks any number of times (since 7 November 2023)",
  ],
  cons: [
    "Interest is fully taxable at your slab rate",
    "Penalty for closing the account before maturity",
    "Interest is paid out, not compounded, so it must be reinvested separately",
    "Fixed payments lose buying power to inflation over a long retirement",
    "Only for people aged 60+ (or 55+ and 50+ retirees in specific cases)",
  ],
  strategies: [
    {
      title: "Build a retirement income ladder",
      description:
        "Combine SCSS interest with a pension, the Post Office Monthly Income Scheme or [fixed deposits](/investments/fixed-deposits) maturing at different times, so that money arrives regularly and not all of it is locked at one rate.",
    },
    {
      title: "Use both spouses' limits",
      description:
        "The ₹30 lakh cap is per individual. If both spouses are eligible, separate accounts can hold up to ₹60 lakh in total, and spreading interest across two people can lower the tax on it.",
    },
    {
      title: "Keep a growth bucket alongside",
      description:
        "A retirement can last 25 years or more. Keep a smaller share in growth assets such as balanced or equity [mutual funds](/investments/mutual-funds) so that your money keeps up with inflation, and use SCSS for steady income.",
    },
    {
      title: "Plan the tax on the interest",
      description:
        "Estimate your total income before choosing a tax regime. If your income is low, file Form 15H so no TDS is deducted; if it is higher, compare the old regime's deductions with the new regime's {{fact:rebate-limit-new}} rebate using the [tax calculator](/calculators/tax).",
    },
  ],
  howToStart: {
    documents: [
      "PAN card",
      "Aadhaar (or another officially valid address and identity proof)",
      "Proof of age",
      "Passport-size photograph",
      "Retirement benefit papers, if you are between 55 and 60 (or a retired defence employee aged 50+)",
      "Cancelled cheque or savings account details for interest credit",
    ],
    platforms: ["Post offices", "Authorised public sector banks", "Authorised private sector banks"],
    steps: [
      "Check your eligibility and, if you retired between 55 and 60, note the three-month deadline from receipt of your retirement benefits.",
      "Decide how much to deposit, keeping an emergency reserve aside and staying within the ₹30 lakh limit across all your SCSS accounts.",
      "Visit a post office or authorised bank (some banks allow it through net banking) and fill in the SCSS account opening form with KYC documents and a nominee.",
      "Pay the deposit; large amounts are usually paid by cheque or transfer rather than cash.",
      "Link a savings account for quarterly interest and submit Form 15H if your total tax will be nil.",
      "Note the maturity date and decide, within one year of maturity, whether to close the account or extend it for three years.",
    ],
  },
  faqs: [
    {
      question: "What is the maximum I can invest in SCSS?",
      answer:
        "₹30 lakh per individual, across all your SCSS accounts together. The limit was raised from ₹15 lakh on 1 April 2023. A couple who are both eligible can each invest up to ₹30 lakh in their own accounts.",
    },
    {
      question: "What interest rate will I get?",
      answer:
        "The rate on the day you open the account stays fixed for its five years. It is {{fact:scss-rate}} a year; the [figures panel](/investments/senior-citizens-savings-scheme#figures) on this page links to the current rates. Check the current quarter's rate on the National Savings Institute or India Post website.",
    },
    {
      question: "Is SCSS interest taxable?",
      answer:
        "Yes, it is added to your income and taxed at your slab rate. TDS is deducted only if the interest paid to you in a financial year exceeds {{fact:tds-interest-threshold-senior|digits}}. Under the new regime, total income up to {{fact:rebate-limit-new}} attracts no tax because of the rebate.",
    },
    {
      question: "Can I withdraw before five years?",
      answer:
        "Yes, the account can be closed early, but a penalty is taken from the deposit, and it is heavier the earlier you close. Closing within one year of an extension costs 1% of the deposit.",
    },
    {
      question: "What happens when the account matures?",
      answer:
        "You can close it and take your money, or extend it for three more years by applying within one year of maturity. Since 7 November 2023 extensions can be repeated any number of times; earlier only one was allowed.",
    },
    {
      question: "How is SCSS different from a senior citizen fixed deposit?",
      answer:
        "SCSS is backed by the government and its rate is fixed for five years, while a bank [fixed deposit](/investments/fixed-deposits) is protected by deposit insurance only up to {{fact:dicgc-cover}} per depositor per bank. FDs offer any tenure and easier early exit; SCSS usually pays a higher rate for a fixed five-year term.",
    },
  ],
  sources: [
    {
      title: "India Post: Post Office savings schemes and current interest rates",
      url: "https://www.indiapost.gov.in/Financial/Pages/Content/Post-Office-Saving-Schemes.aspx",
    },
    {
      title: "Financial Express: SCSS deposit limit doubles to ₹30 lakh (notification of 31 March 2023)",
      url: "https://www.financialexpress.com/money/new-senior-citizen-savings-scheme-notification-scss-deposit-limit-doubles-along-with-rate-hike/3029623/",
    },
    {
      title: "Financial Express: SCSS rules changed in November 2023",
      url: "https://www.financialexpress.com/money/senior-citizens-savings-scheme-scss-rules-changed-check-important-details-3306590/lite",
    },
    {
      title: "TaxGuru: small savings schemes interest rates, January-March 2026",
      url: "https://taxguru.in/finance/small-savings-schemes-interest-rates-january-march-2026.html",
    },
    {
      title: "TaxGuru: TDS thresholds under section 194A revised from April 2025",
      url: "https://taxguru.in/income-tax/budget-2025-section-194a-tds-thresholds-revised-effective-april-2025.html",
    },
  ],
  lastReviewed: "2026-11-22",
  relatedCalculators: ["tax", "lumpsum", "inflation"],
  relatedCategories: ["fixed-deposits", "ppf", "health-insurance", "bonds"],
  aliases: ["senior citizen scheme", "senior citizens scheme", "senior citizen savings scheme"],
};
