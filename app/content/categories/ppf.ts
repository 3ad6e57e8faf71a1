import type { InvestmentCategory } from "../types.ts";

export const ppf: InvestmentCategory = {
  id: "ppf",
  title: "Public Provident Fund (PPF)",
  description:
    "A government-backed 15-year savings account with a quarterly-set interest rate ({{fact:ppf-rate|short}} in {{fact:ppf-rate|asof}}) and tax-free interest and maturity.",
  detailedDescription: [
    "The **Public Provident Fund (PPF)** is a long-term savings account run by the Government of India. You put money in every financial year, the government pays interest on it, and the whole balance comes back to you after about fifteen years. It was created to help people who have no employer pension build a retirement nest egg, and today it is one of the most widely used ways for Indian families to save safely for distant goals. Because the money is a small-savings deposit with the central government, it is about as safe as a rupee investment can be: there is no bank or company that can fail in between.",
    "Here is how it works. Any resident individual can open one PPF account in their own name at a post office or at a bank authorised to run the scheme, and a parent or guardian can open one for a minor child. You must deposit at least **₹500 in every financial year** and at most **₹1,50,000** (₹1.5 lakh); anything above the cap earns no interest. You can pay in one lump sum or in several instalments during the year. The account matures after **15 full financial years** counted from the end of the year in which you opened it, so an account opened in June 2026 (financial year 2026-27) matures on 1 April 2042, not in June 2041.",
    "The interest rate is not fixed for the life of the account. The Ministry of Finance announces small-savings rates every quarter, and the PPF rate applies to your whole balance for that quarter. It is **{{fact:ppf-rate}} a year**, unchanged since April 2020, when it was cut from 7.9%; the [figures panel](/investments/ppf#figures) at the foot of this page links to the current rates. Interest is worked out on the lowest balance between the 5th and the last day of each month and is added to the account once a year, at the end of the financial year, where it then compounds. That is why regular PPF savers try to deposit before the 5th of the month, and ideally before 5 April for a yearly lump sum.",
    "An example shows what compounding does. If you deposit ₹1,50,000 at the start of every financial year for 15 years and the rate stayed at {{fact:ppf-rate|short}} throughout, you would put in ₹22.5 lakh and the account would hold roughly **₹40.7 lakh** at maturity. The real figure will be different because the rate will move, but the shape is the point: about 45% of the final balance would be interest, and all of it would be tax-free. You can test other amounts with the [goal calculator](/calculators/goal) or the [lumpsum calculator](/calculators/lumpsum).",
    "Access to the money is limited on purpose. From the 3rd to the 6th financial year you can take a **loan** of up to 25% of the balance at the end of the second year before the loan, repayable within 36 months, at a small interest charge above the PPF rate. From the **7th financial year** you can make one **partial withdrawal** a year of up to 50% of the lower of two balances: the balance at the end of the fourth year before the withdrawal, or at the end of the previous year. After five years the account can be closed early only for specific reasons such as serious illness, higher education or a change of residency, and then the interest for the whole period is cut by one percentage point.",
    "At maturity you have three choices: close the account and take the money, keep the account running for **any number of 5-year blocks without new deposits** (it keeps earning interest and you can withdraw any amount once a year), or extend it in 5-year blocks **with** deposits. For the last option you must apply within one year of maturity using Form H; during such a block, withdrawals are limited to 60% of the balance at the start of the block. Many people use these extensions to keep a tax-free pool growing well past the first fifteen years.",
    "The tax treatment is the main attraction. Under the **old tax regime** your deposits count towards the {{fact:deduction-80c-limit}} deduction of section 123 (old section 80C), and both the yearly interest and the maturity amount are tax-free: the so-called EEE status (exempt, exempt, exempt). Under the **new regime**, which is the default from tax year 2026-27 as well, you get no deduction for the deposit, but the interest and the maturity amount are still tax-free. That makes PPF useful even for new-regime taxpayers who want a safe, tax-free debt holding. See our [income tax guide](/resources/income-tax) for how the two regimes compare.",
    "PPF suits people who want a safe, predictable part of a long-term plan: salaried workers who want more than their provident fund, self-employed people and freelancers with no employer retirement scheme, parents saving for a child's higher education in 15 years, and cautious investors who would lose sleep over market swings. It is a poor fit for money you may need in the next few years, which belongs in an [emergency fund](/investments/emergency-fund) or [fixed deposits](/investments/fixed-deposits), and it cannot on its own make a young person's retirement savings grow fast enough.",
    "There are no fees for holding a PPF account, and the only costs are hidden ones. The first is **lock-in**: money committed for fifteen years cannot be moved if a better option appears. The second is **inflation**: consumer prices in India rose by about 4.7% a year on average over 2016-2025 but about 7.5% a year in a typical ten-year stretch since 1980, so a {{fact:ppf-rate|short}} tax-free return is a real gain in calm periods and only just keeps pace in high-inflation ones. The third is **rate risk**: the government can lower the rate every quarter, as it did in 2020, and the new rate applies to your old balance too.",
    "In a financial plan, PPF is best seen as part of the **debt or fixed-income** share of your money, next to [EPF, bonds and debt funds](/investments/fixed-income). A young investor might pair steady PPF deposits with equity [mutual funds](/investments/mutual-funds) or the [NPS](/investments/nps) for growth, and let PPF provide the stable, tax-free base. Closer to a goal, the PPF balance can become the safe money you draw on while equity investments are gradually reduced. Our [asset allocation tool](/tools/asset-allocation) helps you decide how large that safe share should be.",
    "Beginners make a few common mistakes. Missing the ₹500 minimum in a year makes the account 'discontinued'; it can be revived by paying the missed amounts with a small penalty, but it is simpler to set a standing instruction. Depositing more than ₹1.5 lakh in a year, counting your own account and any minor's account you operate, earns nothing on the excess. Opening a second account in your own name is not allowed. Depositing late in the month or late in the year quietly costs interest. And many savers forget that the 15 years run in financial years, then panic when maturity comes later than expected.",
    "The key rules quoted on this page (₹500 to ₹1.5 lakh a year, 15-year maturity, partial withdrawals from year 7, tax-free interest) have not changed for years and remain in force for tax year 2026-27. What does change is the interest rate, reviewed every quarter, and the section numbers: since 1 April 2026 the Income-tax Act, 2025 has replaced the 1961 Act, so the familiar '80C' deduction is now found in section 123. Always check the latest rate notified by the Ministry of Finance before making a large deposit.",
  ].join("\n\n"),
  tagline: "Safe, tax-free, long-term saving backed by the government",
  icon: "piggy-bank",
  minInvestment: "₹500 per year (maximum ₹1,50,000 per financial year)",
  riskLevel: "Low",
  riskDescription:
    "Your deposits and interest are backed by the Government of India, so there is practically no risk of losing money. The real risks are that the interest rate can be cut every quarter and that the 15-year lock-in stops you using the money elsewhere. After inflation, returns are modest.",
  returns: { oneYear: "7.1-8.7", threeYear: "7.1-8.2", fiveYear: "7.1-8.1", tenYear: "7.4-7.6" },
  returnsBasis:
    "Computed from PPF's notified quarterly rates for the financial years 2015-16 to 2025-26 (7.1% in every quarter from April 2020; 7.6% to 8.7% before): a year's return is the average of its four quarterly rates, since interest is credited yearly, and each range runs from the lowest to the highest average yearly return over every 1-, 3-, 5- or 10-year run of financial years in that period (the working is in scripts/reference/return-ranges.py; a few 2016-2019 quarters rest on widely reported rates rather than the notification). The 10-year figure covers only the two runs ending March 2025 and March 2026. The rate is reset every quarter and applies to the whole balance, so past averages do not fix future ones.",
  taxImplications:
    "Under the old tax regime, PPF deposits of up to {{fact:deduction-80c-limit}} a year qualify for the deduction in section 123 of the Income-tax Act, 2025 (old section 80C), shared with EPF, ELSS, life insurance premiums and other items. The yearly interest and the maturity amount are fully tax-free (EEE status), and no TDS is deducted. Under the new regime, the default for tax year 2026-27, there is no deduction for the deposit, but the interest and maturity amount stay tax-free. Loans and partial withdrawals are not taxed.",
  recommendedHorizon: "15+ years",
  regulatedBy: "Ministry of Finance (National Savings Institute)",
  examples: [
    "PPF account at a post office",
    "PPF account at an authorised public or private sector bank",
    "PPF account opened by a parent for a minor child",
    "Extended PPF account (5-year blocks after maturity, with or without deposits)",
  ],
  pros: [
    "Backed by the Government of India: no risk of default",
    "Interest and maturity amount are tax-free under both tax regimes",
    "Deposits qualify for the {{fact:deduction-80c-limit}} section 123 (old 80C) deduction under the old regime",
    "Flexible deposits: anything from ₹500 to ₹1.5 lakh a year, in one go or in instalments",
    "No fees or charges to run the account",
    "Can be extended in 5-year blocks after maturity to keep growing tax-free",
  ],
  cons: [
    "Money is locked in for 15 financial years; only limited loans and partial withdrawals",
    "Interest rate can be changed every quarter and applies to the whole balance",
    "Returns only modestly beat inflation over long periods, and lag equity",
    "Yearly cap of ₹1.5 lakh limits how much you can build",
    "Missing the ₹500 yearly minimum makes the account discontinued until revived with a penalty",
  ],
  strategies: [
    {
      title: "Deposit early in the year",
      description:
        "Interest is calculated on the lowest balance after the 5th of each month, so a lump sum paid by 5 April earns interest for the whole year. If you save monthly, deposit by the 5th each month.",
    },
    {
      title: "Use PPF as the stable base of a long-term plan",
      description:
        "Pair PPF with growth investments such as equity [mutual funds](/investments/mutual-funds) or [NPS](/investments/nps). PPF gives a tax-free, guaranteed base while the equity part aims for higher long-term growth.",
    },
    {
      title: "Open early, even with small amounts",
      description:
        "Because the 15 years start from the year of opening, opening an account now with ₹500 starts the clock. You can increase deposits later when your income grows.",
    },
    {
      title: "Extend instead of closing at maturity",
      description:
        "If you do not need the money at maturity, extend the account in 5-year blocks. Without new deposits you can withdraw once a year; with deposits (apply using Form H within a year of maturity) you can keep adding tax-free savings.",
    },
  ],
  howToStart: {
    documents: [
      "PAN card",
      "Aadhaar (or another officially valid address and identity proof)",
      "Passport-size photograph",
      "Account opening form and nomination form",
      "Birth certificate of the child, if opening an account for a minor",
    ],
    platforms: [
      "Post offices",
      "Authorised public sector banks (branch or net banking)",
      "Authorised private sector banks (branch or net banking)",
    ],
    steps: [
      "Check that you do not already have a PPF account, since only one is allowed per person.",
      "Choose a post office or authorised bank; many banks let existing customers open PPF online through net banking.",
      "Fill in the account opening form with your KYC documents and add a nominee.",
      "Make the first deposit of at least ₹500.",
      "Set a standing instruction so you never miss the yearly minimum, ideally paying before the 5th of the month.",
      "Keep the passbook or online statement and note your maturity year (15 full financial years after opening).",
    ],
  },
  faqs: [
    {
      question: "What is the PPF interest rate now?",
      answer:
        "It is {{fact:ppf-rate}} a year, unchanged since April 2020. The Ministry of Finance reviews it every quarter; the figures panel on this page links to the current rates.",
    },
    {
      question: "Can I withdraw money from PPF before 15 years?",
      answer:
        "Yes, partly. From the 7th financial year you can withdraw once a year, up to 50% of a set earlier balance. Between the 3rd and 6th year you can take a loan of up to 25% instead. Full early closure is allowed after 5 years only for reasons such as serious illness or higher education, with a 1% interest cut.",
    },
    {
      question: "Is PPF useful if I use the new tax regime?",
      answer:
        "Yes. You lose the deduction on deposits, but the interest and maturity amount are still tax-free. For a cautious saver who wants a safe, tax-free debt investment, that can still be attractive.",
    },
    {
      question: "Can I have more than one PPF account?",
      answer:
        "No. Each individual can hold only one PPF account, although a parent can also open one for a minor child. The ₹1.5 lakh yearly limit covers your own account and the minor's account you operate together.",
    },
    {
      question: "What happens if I miss the ₹500 minimum in a year?",
      answer:
        "The account becomes discontinued. You can revive it by paying the minimum for each missed year along with a small penalty. Until it is revived, you cannot take loans or make partial withdrawals.",
    },
    {
      question: "Is PPF better than a fixed deposit?",
      answer:
        "They do different jobs. PPF pays tax-free interest but locks money for 15 years, while a [fixed deposit](/investments/fixed-deposits) can be for any term but its interest is taxed at your slab rate. Use FDs for short and medium-term needs and PPF for long-term goals.",
    },
  ],
  sources: [
    {
      title: "India Post: Post Office savings schemes and current interest rates",
      url: "https://www.indiapost.gov.in/Financial/Pages/Content/Post-Office-Saving-Schemes.aspx",
    },
    {
      title: "Business Standard: small savings rates for January-March 2026",
      url: "https://www.business-standard.com/amp/finance/personal-finance/ppf-nsc-scss-and-more-small-savings-rates-for-january-march-2026-126010700596_1.html",
    },
    {
      title: "TaxGuru: small savings schemes interest rates, January-March 2026",
      url: "https://taxguru.in/finance/small-savings-schemes-interest-rates-january-march-2026.html",
    },
    {
      title: "Income Tax Department: text of the Income-tax Act",
      url: "https://incometaxindia.gov.in/pages/acts/income-tax-act.aspx",
    },
  ],
  lastReviewed: "2026-11-22",
  relatedCalculators: ["goal", "lumpsum", "tax", "inflation"],
  relatedCategories: ["senior-citizens-savings-scheme", "nps", "fixed-deposits", "bonds"],
  aliases: ["PPF account", "provident fund account"],
};
