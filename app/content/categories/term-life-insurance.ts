import type { InvestmentCategory } from "../types.ts";

export const termLifeInsurance: InvestmentCategory = {
  id: "term-life-insurance",
  title: "Term Life Insurance",
  description:
    "Pure life cover: a low premium buys a large sum for your family if you die during the term. Nothing is paid if you survive, and that is the point.",
  detailedDescription: [
    "**Term life insurance** is the simplest form of life insurance. You pay a premium for a fixed period, the term, and if you die during that period the insurer pays a fixed amount, the **sum assured**, to your nominee. If you survive the term, the policy ends and pays nothing. There is no savings element, maturity value or bonus, which is why it is cheap: the premium pays only for the risk of death. With an [emergency fund](/investments/emergency-fund) and [health insurance](/investments/health-insurance), it is one of the three protection basics. Term plans are sold by life insurers and regulated by the **Insurance Regulatory and Development Authority of India (IRDAI)**.",
    "Who needs it? Anyone whose income others depend on: a spouse, children, ageing parents or a co-borrower on a home loan. A single person with no dependants or loans, or a retiree whose savings already cover the family's needs, usually does not. Term insurance protects income, so the question is: who would be hurt financially if I died tomorrow, and by how much?",
    "How much cover? A common **rule of thumb** is 10 to 15 times your annual income. It is a quick check that ignores your loans, savings and number of dependants. A **needs-based** calculation is better: add your outstanding **liabilities**, the cost of your family's main **goals** and the **income** they would need for the years you would have supported them, then subtract **existing assets** that could be used, such as savings, investments and other personal life cover.",
    "A worked example: Rohan (fictional), 32, earns ₹12 lakh a year. His wife and child would need ₹40,000 a month, or ₹4,80,000 a year, for living costs for about 25 years: **₹1.2 crore**, a simple estimate that assumes the money earns roughly as much as inflation. He has a home loan of ₹35 lakh outstanding and wants ₹20 lakh for his child's education. Needs total ₹1.75 crore. His EPF, mutual funds and FDs come to ₹15 lakh, so he needs about **₹1.6 crore** of cover. The rule of thumb gives ₹1.2 crore to ₹1.8 crore, so the two agree. He ignores his employer's group cover, which ends when he changes jobs.",
    "For how long? Cover should last until your dependants no longer need your income: usually your planned retirement age, often 60 or 65, or until your youngest child is independent and your loans are repaid, whichever comes later. The premium depends on your age, health, smoking habit, sum assured, term and insurer. Most plans charge a **level premium** that stays the same for the whole term, so buying at 28 rather than 38 locks a lower rate for decades.",
    "**Riders** are optional add-ons for an extra premium. Common ones are **accidental death benefit** (an extra sum if death is caused by an accident), **critical illness** (a lump sum when a listed serious illness is diagnosed), **accidental total and permanent disability**, and **waiver of premium** (future premiums are waived if you become disabled or critically ill, so the cover continues). Add riders only for real gaps and read their definitions and exclusions; a critical illness rider pays a fixed sum and does not replace health insurance, which pays hospital bills.",
    "Your family will deal with the insurer when you are not there, so claims matter. The **claim settlement ratio** is the share of death claims an insurer paid in a year out of the claims it handled; IRDAI publishes these figures in its annual report and insurers publish them in their public disclosures. Look at several years and at the amount-based ratio as well as the count. Most rejections come from non-disclosure, so answer every question on the proposal form truthfully, including smoking, alcohol, illnesses, income and other policies. After a policy has run for three years, section 45 of the Insurance Act, 1938 bars the insurer from questioning it on any ground.",
    "Why not combine insurance and investment? Endowment, money-back and [ULIP](/investments/ulip) policies return money on survival, but most of the premium goes to the investment part and charges, so the cover is small. A policy whose premium is exactly 10% of the sum assured, the limit for tax-free maturity, covers only 10 times the premium: ₹50,000 a year buys ₹5 lakh, far short of the ₹1 crore or more a young family may need. The usual advice is **buy term and invest the rest**: take a term plan for the cover you need and invest the difference in, for example, [mutual funds](/investments/mutual-funds) or [PPF](/investments/ppf), where costs and returns are clear.",
    "A **return-of-premium** term plan refunds the premiums you paid if you survive. The premium is much higher than a plain term plan for the same cover, and the refund earns no interest: at 5% inflation, ₹1 lakh received in 30 years buys only what about ₹23,000 buys today.",
    "Rules for tax year 2026-27: from **22 September 2025**, premiums on **individual** life policies, including term plans, are **exempt from GST** (18% before); group policies, such as employer cover, still carry 18%. Under the old regime, premiums count towards the {{fact:deduction-80c-limit}} deduction in section 123 of the Income-tax Act, 2025 (old 80C), up to 10% of the sum assured for policies issued from April 2012; the new regime, the default, gives none. The **death benefit** is fully tax-free (old section 10(10D)). Survival payouts, such as a premium refund, are tax-free only if the premium is within 10% of the sum assured and, for non-ULIP policies issued from 1 April 2023, the annual premium is not above ₹5 lakh. See our [income tax guide](/resources/income-tax).",
    "Common mistakes: buying too little cover because a large sum assured sounds expensive; relying only on employer group cover; choosing a term that ends before the home loan does; hiding a health condition or smoking to save premium; buying an investment plan for protection; and never reviewing cover after marriage, a child or a new loan. Protection comes first; long-term investing comes after.",
  ].join("\n\n"),
  tagline: "Large cover for a small premium, protection and nothing else",
  icon: "shield",
  minInvestment: "₹500 per month and up (premium depends on age, health, cover and term)",
  riskLevel: "Low",
  riskDescription:
    "Term insurance puts none of your money at market risk: the sum assured is fixed in the contract. The real risks are buying too little cover or too short a term, a claim being disputed because something was not disclosed, and the policy lapsing because premiums were missed.",
  returns: { oneYear: "protection", threeYear: "protection", fiveYear: "protection", tenYear: "protection" },
  returnsBasis:
    "Protection, not an investment. A plain term plan pays the sum assured only if the insured person dies during the term and pays nothing on survival: the premium buys protection, just as a vehicle insurance premium does, so it has no return to show. A return-of-premium variant refunds the premiums paid (as defined in the policy; check what is excluded) at the end of the term, without interest, which is about 0% a year before inflation and negative after it.",
  taxImplications:
    "From 22 September 2025 individual life insurance policies, including term plans, are exempt from GST (earlier 18% was added to the premium); group policies such as employer group term cover still attract 18% GST. For tax year 2026-27, under the old regime only, term premiums for yourself, your spouse and your children qualify for the {{fact:deduction-80c-limit}} deduction in section 123 of the Income-tax Act, 2025 (old section 80C), shared with PPF, EPF, ELSS and other items; for policies issued from 1 April 2012, premium is counted only up to 10% of the sum assured, which a term plan almost always meets. The new regime, the default, allows no deduction. The death benefit paid to the nominee is fully tax-free (old section 10(10D)). Survival payouts, such as a return-of-premium refund, are tax-free only if the premium is within 10% of the sum assured and, for non-ULIP policies issued from 1 April 2023, the annual premium does not exceed ₹5 lakh.",
  recommendedHorizon: "Until your dependants no longer need your income, often to age 60-65",
  regulatedBy: "IRDAI (Insurance Regulatory and Development Authority of India)",
  examples: [
    "Level term plan: the same sum assured and premium for the whole term",
    "Increasing cover term plan, where the sum assured rises over time",
    "Decreasing cover term plan, often matched to a home loan's outstanding balance",
    "Return-of-premium term plan, which refunds premiums on survival at a much higher premium",
    "Term plans with riders such as accidental death, critical illness or waiver of premium",
    "Employer group term cover (ends when you leave the job)",
  ],
  pros: [
    "Gives the largest life cover for each rupee of premium",
    "Simple to understand: a fixed sum paid to your family if you die during the term",
    "A level premium, locked when you buy, stays the same for the whole term",
    "The death benefit is fully tax-free for your nominee",
    "Individual policies are exempt from GST from 22 September 2025",
    "Keeps protection separate from investing, so each can be chosen on its merits",
  ],
  cons: [
    "Pays nothing if you survive the term (unless you pay much more for a return-of-premium plan)",
    "Premiums rise steeply with age, and health problems can raise them or lead to refusal",
    "Cover stops if premiums are missed beyond the grace period",
    "Claims can be rejected if information on the proposal form was wrong or incomplete",
    "Premium deduction is available only under the old tax regime",
    "A fixed sum assured loses buying power to inflation over a long term",
  ],
  strategies: [
    {
      title: "Work out cover from needs, then check it",
      description:
        "Add liabilities, goals and the income your family would need, subtract existing assets, and compare the result with 10-15 times your annual income. Round up rather than down, and do not count employer group cover.",
    },
    {
      title: "Match the term to your working life",
      description:
        "Choose a term that runs at least until your planned retirement, your youngest child's independence and the end of your longest loan, whichever is latest.",
    },
    {
      title: "Layer your cover",
      description:
        "Instead of one policy, some families buy two: one that runs to retirement and a second, shorter one for the years with a large home loan and young children. Total cover then falls as your needs fall.",
    },
    {
      title: "Buy early and disclose everything",
      description:
        "Premiums are set by your age and health when you buy, so buying in your late 20s or early 30s locks a lower rate. Disclose every health condition, habit and existing policy so the claim is not disputed later.",
    },
  ],
  importance: "high",
  howToStart: {
    documents: [
      "PAN card",
      "Aadhaar or another proof of identity, age and address",
      "Income proof: salary slips, Form 16 or income-tax returns",
      "Bank account details for paying premiums",
      "Medical reports, if the insurer asks for tests (usually arranged by the insurer)",
      "Nominee details",
    ],
    platforms: [
      "Life insurers' own websites and branches (direct plans)",
      "IRDAI-registered insurance agents",
      "Banks acting as corporate agents for insurers",
      "IRDAI-registered insurance brokers and web aggregators (comparison sites)",
    ],
    steps: [
      "Work out how much cover you need using liabilities, goals, income replacement and existing assets.",
      "Choose the term, usually until retirement or until your dependants are independent and loans are repaid.",
      "Compare plans from several insurers on premium, exclusions, riders and claim settlement record over several years.",
      "Fill the proposal form yourself and disclose health, habits, income and existing policies truthfully.",
      "Complete the medical tests and read the policy document carefully during the free-look period.",
      "Add a nominee, set up automatic premium payment, and tell your family where the policy documents are.",
      "Review your cover after marriage, a child, a new loan or a big rise in income.",
    ],
  },
  faqs: [
    {
      question: "How much term insurance do I need?",
      answer:
        "A common rule of thumb is 10 to 15 times your annual income. A better method adds your loans, your family's goals and the income they would need, then subtracts your existing assets. In our worked example, a 32-year-old earning ₹12 lakh a year with a home loan and a young child needs about ₹1.6 crore.",
    },
    {
      question: "Is term insurance a waste of money if I survive?",
      answer:
        "No more than home or vehicle insurance is a waste when nothing goes wrong. The premium buys protection for your family during the years they depend on you. Surviving the term is the outcome you hope for.",
    },
    {
      question: "Should I buy a return-of-premium term plan?",
      answer:
        "It costs much more than a plain term plan for the same cover and refunds your premiums without interest, so inflation erodes them. Compare it with a plain term plan plus investing the premium difference in, for example, [PPF](/investments/ppf) or a mutual fund.",
    },
    {
      question: "Is my employer's group cover enough?",
      answer:
        "Usually not. Group cover is often a few times your salary, ends when you leave the job and may not be available if you become ill later. Treat it as a bonus and buy your own term plan for your full need.",
    },
    {
      question: "Can I have more than one term policy?",
      answer:
        "Yes. Many people add a second policy after marriage, a child or a home loan. You must disclose existing policies when you apply. On a valid claim, each policy pays its own sum assured.",
    },
    {
      question: "What happens if I miss a premium?",
      answer:
        "Policies allow a grace period after the due date (check your policy document for the exact days). If the premium is still unpaid after that, the policy lapses and the cover stops. Lapsed policies can often be revived within a set period by paying the dues and, sometimes, fresh medical tests.",
    },
    {
      question: "Do I get a tax benefit on term insurance under the new regime?",
      answer:
        "No. The premium deduction under section 123 (old 80C) is available only under the old regime. Under either regime, individual policies are exempt from GST from 22 September 2025, and the death benefit paid to your nominee is tax-free.",
    },
  ],
  sources: [
    {
      title: "IRDAI Bima Bharosa: policyholder grievances",
      url: "https://bimabharosa.irdai.gov.in/Home/Home",
    },
    {
      title: "Income Tax Department: text of the Income-tax Act",
      url: "https://incometaxindia.gov.in/pages/acts/income-tax-act.aspx",
    },
    {
      title: "Mint: 0% GST on individual life and health insurance policies (56th GST Council)",
      url: "https://www.livemint.com/economy/new-gst-rates-key-changes-announced-0-per-cent-gst-on-individual-life-insurance-health-policies-fm-sitharaman-said/amp-11756917977451.html",
    },
    {
      title: "Dekho Accountant: section 10(10D) exemption for life insurance proceeds",
      url: "https://dekhoaccountant.com/blog/details.php?blogid=98",
    },
    {
      title: "AUBSP: section-wise comparison of the Income-tax Act, 2025 and the 1961 Act (deductions)",
      url: "https://www.aubsp.com/section-wise-comparison-between-income-tax-act-2025-and-income-tax-act-1961/7",
    },
  ],
  lastReviewed: "2026-11-22",
  relatedCalculators: ["goal", "inflation", "tax"],
  relatedCategories: ["health-insurance", "emergency-fund", "ulip", "mutual-funds"],
  aliases: ["term insurance", "term plan", "term cover", "life insurance", "jeevan bima", "bima"],
};
