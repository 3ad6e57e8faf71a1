import type { InvestmentCategory } from "../types.ts";

export const emergencyFund: InvestmentCategory = {
  id: "emergency-fund",
  title: "Emergency Fund",
  description:
    "Cash for life's surprises: 6 to 12 months of essential expenses kept safe and within quick reach, before you invest for growth.",
  detailedDescription: [
    "An **emergency fund** is money set aside only for genuine surprises: losing your job, a hospital bill that insurance does not fully cover, an urgent repair or a sudden trip to look after family. It is the first building block of a financial plan, before stocks or mutual funds, because without it one bad month can force you to sell long-term investments at the wrong time or borrow on a credit card. The aim is not a high return but money that is **safe, quick to reach and kept apart** from everyday spending. See where it fits in our [beginner's guide](/guides/beginners).",
    "How much is enough? There is no official figure. The guideline we use across this site is {{fact:emergency-fund-rule}}. The target is measured in expenses, not salary: someone earning ₹1 lakh a month who spends ₹45,000 on essentials needs six times ₹45,000.",
    "**Essential expenses** are the costs you would still pay in a bad month: rent or home-loan EMI, other EMIs, groceries, utilities, phone and internet, school fees, transport to work, medicines, and insurance premiums (letting your [term cover](/investments/term-life-insurance) or [health insurance](/investments/health-insurance) lapse during a crisis is the worst timing). Leave out what you could stop for a few months: eating out, shopping, holidays and new investments such as SIPs, which can be paused. Use recent bank and UPI statements, not a guess.",
    "A worked example: Meera and Arjun (fictional) live in Pune with one child. Rent is ₹18,000 a month, groceries ₹10,000, utilities and phone ₹4,000, school fees ₹5,000 (the yearly fee spread over 12 months), a car-loan EMI ₹8,000, and transport, medicines and premiums ₹5,000: **₹50,000 of essentials**. Both are salaried, so they aim for six months, or **₹3,00,000**; with one income or a business they would aim for ₹4,50,000 to ₹6,00,000. They have ₹60,000 saved and set up an automatic transfer of ₹15,000 on salary day into a separate account, so the remaining ₹2,40,000 takes 16 months, less if they add part of a bonus.",
    "Where should the money sit? Judge options by **safety** first, then **liquidity** (how fast you can get it), and only then **return**. A practical way is to use layers. Keep about one month's expenses in a **savings account** for same-day access. Put the next one or two months in a **sweep-in FD**, which moves the balance above a limit into deposits and breaks them automatically in small units when needed, or in a **liquid or overnight mutual fund**, which holds money-market paper maturing within 91 days or one day and normally pays redemptions the next working day. Keep the rest in a few small [bank fixed deposits](/investments/fixed-deposits); breaking one early costs some interest but takes minutes.",
    "Bank deposits of every type are insured by the **DICGC**, an RBI subsidiary, up to **{{fact:dicgc-cover}} per depositor per bank**, principal and interest together across savings accounts, FDs and RDs in that bank (₹1 lakh before 4 February 2020). Meera and Arjun's ₹3,00,000 is fully covered in one bank; a bigger fund can be split across two. Liquid and overnight funds are regulated by SEBI and move very little in value, but they have **no** deposit insurance and can dip if a borrower defaults; see [debt funds](/funds/debt-funds). Keep emergency money out of stocks, equity funds, gold, long-term bonds and PPF, which can fall or lock you in: the Nifty 50 fell about 52% in 2008.",
    "Do not judge this money by its return. State Bank of India's one-year FD rate was **6.25% at the end of 2025** and has ranged from 4.90% (2020) to 8.50% (2012 and 2014) in the years with confirmed figures; the post office savings account pays {{fact:po-savings-rate}}, and many bank savings accounts pay less than FDs. In 2020 the FD rate was below inflation of 6.62%, so even parked money lost buying power. Expenses rise too: ₹50,000 a month becomes about ₹67,000 in six years at 5% inflation, so raise the target yearly with the [inflation calculator](/calculators/inflation).",
    "Tax is simple. Savings and FD interest, and gains on liquid or overnight fund units bought on or after 1 April 2023, are taxed at your slab rate. Under the old regime, a person under 60 can deduct up to {{fact:deduction-savings-interest}} of savings-account interest and a senior citizen up to {{fact:deduction-deposit-interest-senior}} of deposit interest under section 153 of the Income-tax Act, 2025 (old 80TTA and 80TTB); the new regime, the default for tax year 2026-27, allows neither. Since 1 April 2025 banks deduct TDS only when FD interest exceeds {{fact:tds-interest-threshold|digits}} a year ({{fact:tds-interest-threshold-senior|digits}} for seniors), but all interest must be reported.",
    "Use the fund only for things that are **urgent, necessary and unexpected**: a job loss, a hospital deposit before a claim is approved, a broken refrigerator, a flight home for a family crisis. A sale, a holiday or a planned car purchase do not qualify; save for those separately. Draw from the savings layer first and break FDs last. When the crisis passes, **refill** the fund by sending the same monthly transfer back into it, pausing new investments if needed. In a long crisis, cut optional spending early.",
    "Common mistakes: keeping the fund in your spending account, where it quietly disappears; holding it in equity funds because they are easy to sell, then finding them down in a crash; leaving years of expenses idle when the extra could work for long-term goals; not raising the target as expenses grow; and counting a credit card limit or pre-approved loan as a safety net. Nor is it a substitute for insurance: it covers months of living costs, while a major hospitalisation or an earner's death needs health and term cover. Together, the three form the base every other investment rests on.",
  ].join("\n\n"),
  tagline: "Months of safety before you invest for growth",
  icon: "umbrella",
  minInvestment: "₹1,000 per month (or whatever you can set aside; there is no minimum)",
  riskLevel: "Low",
  riskDescription:
    "Kept in bank deposits, an emergency fund is insured by DICGC up to {{fact:dicgc-cover}} per depositor per bank, and liquid or overnight funds move very little in value. The real risks are keeping it in something that can fall or lock you in, letting inflation shrink it, and spending it on things that are not emergencies.",
  returns: { oneYear: "4-8.5", threeYear: "4-6.8", fiveYear: "4-6.3", tenYear: "no-series" },
  returnsBasis:
    "Not an investment return to aim for: an emergency fund earns whatever its parking place pays. The lower bound is the post office savings account rate, {{fact:po-savings-rate}}; many bank savings accounts pay less, so money left there can earn below this range. The upper bounds come from State Bank of India's one-year FD card rate in force on 31 December (market-history CSV): 8.5% is the highest on record (2012 and 2014); 6.8% and 6.3% are the best average yearly returns from renewing a one-year FD in any 3-year and 5-year window of 2017-2025 (scripts/reference/return-ranges.py). No unbroken ten-year run of rates exists, so there is no 10-year figure. Liquid and overnight fund returns are not in our data. All figures are before tax.",
  taxImplications:
    "Interest on savings accounts and FDs, and gains on liquid or overnight fund units bought on or after 1 April 2023, are added to your income and taxed at your slab rate for tax year 2026-27, whatever the holding period. Under the old regime only, a resident under 60 can deduct up to {{fact:deduction-savings-interest}} a year of savings-account interest, and a senior citizen up to {{fact:deduction-deposit-interest-senior}} of interest on all deposits, under section 153 of the Income-tax Act, 2025 (old sections 80TTA and 80TTB); the new regime, the default, allows neither. From 1 April 2025 banks, co-operative banks and post offices deduct 10% TDS (20% without PAN) only if the interest they pay you in a year exceeds {{fact:tds-interest-threshold|digits}}, or {{fact:tds-interest-threshold-senior|digits}} for senior citizens (earlier ₹40,000 and {{fact:tds-interest-threshold|digits}}). TDS is only an advance payment: report all interest in your return. Mutual funds do not deduct TDS on redemptions by resident investors, but the gain must still be reported.",
  recommendedHorizon: "Permanent: always available, reviewed once a year",
  regulatedBy:
    "RBI (banks; DICGC insures deposits up to {{fact:dicgc-cover}} per depositor per bank) and SEBI (liquid and overnight funds)",
  examples: [
    "A separate savings account holding about one month of essential expenses",
    "A sweep-in (auto-sweep) FD linked to your savings account",
    "Several small bank fixed deposits of different terms",
    "Liquid mutual funds (money-market instruments maturing within 91 days)",
    "Overnight mutual funds (one-day lending)",
    "A post office savings account",
  ],
  pros: [
    "Stops you selling long-term investments at a loss or borrowing at high interest in a crisis",
    "Bank deposits are insured by DICGC up to {{fact:dicgc-cover}} per depositor per bank",
    "Money can be reached the same day or the next working day",
    "Sweep-in FDs and FDs earn more than idle cash while staying safe",
    "Lets you keep paying EMIs and insurance premiums during a job loss",
    "Gives peace of mind, which makes it easier to stay invested in equity for the long term",
  ],
  cons: [
    "Earns little: savings and FD interest can fall below inflation, as in 2020",
    "Interest and liquid fund gains are taxed at your slab rate",
    "Takes months of saving to build before you can invest elsewhere",
    "Breaking FDs early usually means a lower interest rate",
    "Liquid and overnight funds are not covered by deposit insurance",
    "Easy to dip into for non-emergencies if kept in your spending account",
  ],
  strategies: [
    {
      title: "Build it in layers",
      description:
        "Keep one month of expenses in a savings account, one or two months in a sweep-in FD or liquid fund, and the rest in a few small FDs. You get instant access to the first layer and better interest on the rest.",
    },
    {
      title: "Automate it on salary day",
      description:
        "Set a standing instruction to move a fixed amount, such as ₹10,000 or ₹15,000, into a separate account the day your salary arrives. Add part of every bonus or windfall until the target is reached.",
    },
    {
      title: "Start small, then grow it",
      description:
        "Aim first for one month of essentials, then three, then six or more. Many people start SIPs once they have a starter fund and keep building the emergency fund alongside.",
    },
    {
      title: "Review it every year",
      description:
        "Recalculate essential expenses each year and after big changes such as a new child, a home loan or a job switch. Raise the target for inflation and split it across banks if it grows beyond ₹5 lakh.",
    },
  ],
  importance: "high",
  howToStart: {
    documents: [
      "PAN card",
      "Aadhaar or another officially valid proof of identity and address",
      "A savings bank account in your name",
      "Completed KYC, if you use a liquid or overnight mutual fund",
      "Three to six months of bank and UPI statements to work out your essential expenses",
    ],
    platforms: [
      "Banks' net banking and mobile apps (savings accounts, sweep-in FDs, FDs)",
      "Bank branches",
      "Post offices (savings accounts and time deposits)",
      "Mutual fund companies' websites and apps, or SEBI-registered investment platforms, for liquid and overnight funds",
    ],
    steps: [
      "List your essential monthly expenses from recent bank and UPI statements.",
      "Set your target in months of essentials, following our guideline: {{fact:emergency-fund-rule}}.",
      "Open a separate savings account, or a separate sweep-in FD, so the fund is apart from your spending money.",
      "Set up an automatic transfer on salary day and add part of any bonus until the target is reached.",
      "Once one to two months are saved, move the rest into a sweep-in FD, small FDs or a liquid fund, keeping each bank within the {{fact:dicgc-cover}} DICGC cover.",
      "Add a nominee to every account, FD and fund folio.",
      "Review the target every year and refill the fund whenever you use it.",
    ],
  },
  faqs: [
    {
      question: "How big should my emergency fund be?",
      answer:
        "The guideline we use across this site is {{fact:emergency-fund-rule}}. It is a planning rule, not a regulation.",
    },
    {
      question: "Should I build an emergency fund before starting SIPs?",
      answer:
        "Build at least a starter fund of one month's essentials first. After that, many people split their monthly savings between the emergency fund and long-term investments until the fund is full. Without it, a crisis can force you to sell your [mutual funds](/investments/mutual-funds) when markets are down.",
    },
    {
      question: "Is a liquid fund safe enough for emergency money?",
      answer:
        "Liquid and overnight funds are low-risk and usually pay redemptions on the next working day, but they are not covered by deposit insurance and their value can dip slightly if a borrower defaults. Keep at least the first month of expenses in a bank savings account for instant access.",
    },
    {
      question: "Is it wise to keep the fund in FDs if breaking them costs interest?",
      answer:
        "Yes, for the part you are unlikely to need in the first few weeks. Split it into several small FDs so you break only what you need, or use a sweep-in FD that breaks automatically in small units.",
    },
    {
      question: "Can a credit card or personal loan be my emergency fund?",
      answer:
        "No. Credit limits can be cut when you most need them, and borrowing in a crisis adds a costly repayment to your problems. Unpaid credit card balances usually carry very high interest.",
    },
    {
      question: "I have health insurance. Do I still need an emergency fund?",
      answer:
        "Yes. Health insurance pays hospital bills, but not your rent and EMIs if you lose your job, nor deductibles, excluded costs or the deposit some hospitals ask for before a claim is approved. The two work together.",
    },
    {
      question: "Is the interest on my emergency fund taxable?",
      answer:
        "Yes. Savings and FD interest, and gains on liquid fund units bought on or after 1 April 2023, are taxed at your slab rate. Under the old regime only, up to {{fact:deduction-savings-interest}} of savings-account interest ({{fact:deduction-deposit-interest-senior}} of all deposit interest for senior citizens) can be deducted under section 153 (old 80TTA/80TTB).",
    },
  ],
  sources: [
    { title: "DICGC: frequently asked questions on deposit insurance", url: "https://www.dicgc.org.in/FAQs" },
    {
      title: "RBI press releases (Monetary Policy Statements)",
      url: "https://www.rbi.org.in/Scripts/BS_PressReleaseDisplay.aspx",
    },
    {
      title: "AMFI investor corner: knowledge centre",
      url: "https://www.amfiindia.com/investor-corner/knowledge-center",
    },
    {
      title: "TaxGuru: Budget 2025 revises TDS thresholds under section 194A from April 2025",
      url: "https://taxguru.in/income-tax/budget-2025-section-194a-tds-thresholds-revised-effective-april-2025.html",
    },
    {
      title: "Financial Express: SBI revises fixed deposit rates (December 2025)",
      url: "https://www.financialexpress.com/money/sbi-revises-fixed-deposit-rates-check-new-rates-for-general-customers-senior-citizens-4075587",
    },
  ],
  lastReviewed: "2026-11-27",
  relatedCalculators: ["goal", "inflation"],
  relatedCategories: ["fixed-deposits", "health-insurance", "term-life-insurance", "mutual-funds"],
  aliases: ["emergency corpus", "contingency fund", "rainy day fund", "emergency savings"],
};
