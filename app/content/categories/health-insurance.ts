import type { InvestmentCategory } from "../types.ts";

export const healthInsurance: InvestmentCategory = {
  id: "health-insurance",
  title: "Health Insurance",
  description:
    "Pays hospital bills so an illness does not wipe out your savings. Why employer cover is not enough, how much to buy, super top-ups and the fine print.",
  detailedDescription: [
    "**Health insurance**, often called mediclaim, pays for hospital treatment so that an illness or accident does not eat up your savings. You pay a premium every year, and if you are admitted to hospital during the policy year, the insurer pays the bills up to a limit called the **sum insured**. It is not an investment: if you stay healthy, you get nothing back. Along with an [emergency fund](/investments/emergency-fund) and [term life insurance](/investments/term-life-insurance), it is one of the three protection basics every Indian family needs before investing for growth.",
    "An **individual** policy gives each person their own sum insured. A **family floater** gives one shared sum insured to a couple and their children: with a ₹10 lakh floater for four people, all four draw on the same ₹10 lakh in a year, so one big claim can leave little for the others. Floaters usually cost less than separate policies, but the premium is priced mainly on the oldest member, so parents aged 60 or more are usually better on a policy of their own.",
    "Many salaried people rely only on their employer's **group cover**. It is valuable, often with no waiting periods and no premium. But it ends when the job ends, whether you resign, are laid off or retire, and its size is set by the employer, not by your family's needs. Retirement is the worst time to be left uninsured: a new policy at 60 costs far more, and illnesses from your working years count as pre-existing. Treat group cover as a bonus and keep a personal policy running alongside it.",
    "How much cover? There is no official figure. Ask the hospital you would use what a major operation or a week in intensive care costs there, and make sure your cover can pay for that at least once, ideally twice, in a year. Private hospitals in big cities generally charge more than those in smaller towns, so a family in Mumbai needs more than the same family in Nagpur. A single 26-year-old needs less than a family of four on one floater, and parents in their sixties need the most. Medical costs rise, so buy for the next ten years; our [inflation calculator](/calculators/inflation) shows the effect.",
    "The cheapest route to high cover is a **base policy plus a super top-up**, which pays only after your hospital bills in a policy year cross a **deductible**. Meena (fictional) has a ₹5 lakh base policy and a ₹20 lakh super top-up with a ₹5 lakh deductible. In April, surgery costs ₹3 lakh: the base policy pays it all. In October, a second admission costs ₹6 lakh. The base policy pays its remaining ₹2 lakh; her bills for the year now total ₹9 lakh, ₹4 lakh above the deductible, so the super top-up pays ₹4 lakh and Meena pays nothing. An ordinary **top-up** judges each claim alone: it would pay only the ₹1 lakh by which the October bill exceeds ₹5 lakh, leaving her ₹3 lakh short.",
    "Check the **waiting periods**. Most policies exclude illnesses in the first 30 days (accidents are covered from day one), and named treatments such as cataract surgery often wait longer. For a disclosed **pre-existing disease** such as diabetes, IRDAI has capped the wait at **36 months** of continuous cover since 1 April 2024 (earlier 48). After **5 years** of continuous cover, the **moratorium period** (earlier 8 years), an insurer cannot reject a claim for non-disclosure except in proven fraud. There is no longer an upper age limit for buying a policy; earlier, new policies were generally sold only up to 65.",
    "The fine print decides how much of a bill is paid. A **room-rent limit** caps the room charge per day, say at 1% of the sum insured; choose a room at twice the limit and many policies cut linked charges such as doctors' fees in proportion, leaving you about half of them to pay. A **co-payment** makes you pay a fixed share of every claim, say 20%, for a lower premium; it is common in senior-citizen policies. **Sub-limits** cap payouts for particular treatments. A **no-claim bonus** rewards a claim-free year with a higher sum insured or a lower premium.",
    "At a **network hospital**, one tied up with your insurer or its third-party administrator, you can get **cashless** treatment: the insurer settles the bill directly. IRDAI's May 2024 master circular asks insurers to decide cashless requests within one hour and approve discharge within three hours. Elsewhere you pay first and claim **reimbursement**. **Portability** lets you move to another insurer at renewal while keeping the waiting time already served; never let the old policy lapse.",
    "Health insurers are regulated by the **Insurance Regulatory and Development Authority of India (IRDAI)**. The cost is the premium, which rises as you age. Since **22 September 2025**, individual health policies, including family floaters, are exempt from GST (earlier 18%); group policies are still taxed at 18%.",
    "Premiums cut tax only under the **old tax regime**. Section 126 of the Income-tax Act, 2025 (old section 80D) allows up to {{fact:deduction-health-self}} a year for yourself, spouse and children ({{fact:deduction-health-senior}} if any of you is 60 or older), and a separate {{fact:deduction-health-self}} for parents ({{fact:deduction-health-senior}} if a parent is 60+); preventive check-ups count up to ₹5,000 inside these limits. Arun (fictional) pays ₹22,000 for a family floater and ₹45,000 for his parents, aged 68 and 65: he deducts ₹67,000, saving ₹20,904 in the 30% slab with {{fact:cess-rate}} cess. The **new regime**, the default for tax year 2026-27, gives no deduction. See our [income tax guide](/resources/income-tax) and [tax calculator](/calculators/tax).",
    "Common mistakes: relying only on employer cover, buying too small a sum insured, adding elderly parents to the floater, hiding an illness in the proposal form, and letting a policy lapse. Buy early, when premiums are low and waiting periods pass while you are healthy. Keep your emergency fund for deductibles and co-payments, then start investing, as our [beginner's guide](/guides/beginners) explains.",
  ].join("\n\n"),
  tagline: "Protect your savings from hospital bills",
  icon: "heart-pulse",
  minInvestment: "₹200 per month and up (premium depends on age, sum insured, city and health)",
  riskLevel: "Low",
  riskDescription:
    "Buying a policy puts none of your money at risk in the market; what health insurance removes is the risk of a large hospital bill. The risks that remain are under-insurance, claims cut by room-rent limits, co-payments, sub-limits or exclusions, and losing cover if you miss a renewal or rely only on an employer's group policy.",
  returns: { oneYear: "protection", threeYear: "protection", fiveYear: "protection", tenYear: "protection" },
  returnsBasis:
    "Protection, not an investment: a health policy pays hospital bills up to the sum insured and pays nothing back if you do not claim, so it has no return to show. Its value is the bills it covers, not growth. A no-claim bonus raises your sum insured or lowers the premium; it does not add to your savings. Compare policies on cover, exclusions, waiting periods and claim service, never on returns.",
  taxImplications:
    "For tax year 2026-27, health insurance premiums are deductible only under the old tax regime, in section 126 of the Income-tax Act, 2025 (old section 80D). You can deduct up to {{fact:deduction-health-self}} a year for yourself, your spouse and dependent children ({{fact:deduction-health-senior}} if any of you is 60 or older), plus a separate {{fact:deduction-health-self}} for your parents ({{fact:deduction-health-senior}} if a parent is 60 or older), so the maximum is ₹1,00,000 when both you and your parents are senior citizens. Preventive health check-ups count up to ₹5,000, inside these limits, and may be paid in cash; premiums should be paid by non-cash means such as UPI, card or bank transfer. If a parent aged 60 or more has no health policy, their medical bills can be claimed up to ₹50,000 inside the senior limit. Under the new regime, the default, none of this is deductible. Separately, individual health policies have been exempt from GST since 22 September 2025 (earlier 18%); group policies are still taxed at 18%. Claim payments from a health policy are reimbursements of expenses, not income.",
  recommendedHorizon: "Lifelong: renew every year without a break",
  regulatedBy: "IRDAI (Insurance Regulatory and Development Authority of India)",
  examples: [
    "Individual health policy, with a separate sum insured for each person",
    "Family floater, with one shared sum insured for a couple and their children",
    "Senior-citizen health policy for parents, often with a co-payment",
    "Employer group health cover (ends when you leave the job or retire)",
    "Top-up and super top-up policies that pay above a deductible",
    "Critical-illness policy that pays a lump sum on diagnosis of a listed illness",
  ],
  pros: [
    "Protects your savings and investments from a large hospital bill",
    "Cashless treatment at network hospitals, so you need not arrange the money at short notice",
    "A base policy plus super top-up gives high cover at a modest premium",
    "Premiums are deductible under section 126 (old 80D) in the old regime, including separately for parents",
    "Individual policies are exempt from GST since 22 September 2025",
    "Portability lets you change insurer without losing the waiting time already served",
    "After 5 years of continuous cover, claims cannot be rejected for non-disclosure except for proven fraud",
  ],
  cons: [
    "No money back if you do not claim; it is a cost, not an investment",
    "Waiting periods: pre-existing diseases can be excluded for up to 36 months",
    "Room-rent limits, co-payments and sub-limits can leave part of a bill unpaid",
    "Premiums rise with age and can be high for parents over 60",
    "No tax deduction under the new regime, the default for most taxpayers",
    "Outpatient costs such as routine doctor visits and medicines are often not covered",
  ],
  strategies: [
    {
      title: "Build cover in two layers",
      description:
        "Buy a base policy big enough for common hospital stays, then add a super top-up with a deductible equal to the base sum insured. You get high cover for a serious illness at a much lower premium than one large base policy.",
    },
    {
      title: "Insure parents separately",
      description:
        "A family floater is priced on its oldest member, so adding parents over 60 raises the premium for everyone and lets their claims use up the family's cover. Give them their own policy, and claim its premium separately under section 126 (old 80D) if you use the old regime.",
    },
    {
      title: "Keep a personal policy alongside group cover",
      description:
        "Employer cover ends with the job. A personal policy bought while you are young and healthy serves its waiting periods in the background and is still there after a job change or retirement.",
    },
    {
      title: "Buy early and never let it lapse",
      description:
        "Waiting periods and the 5-year moratorium count only continuous cover. Pay renewals on time, use portability instead of lapsing if you want a new insurer, and increase the sum insured as your family and costs grow.",
    },
  ],
  importance: "high",
  howToStart: {
    documents: [
      "PAN and Aadhaar (or another valid ID) for KYC",
      "Proof of age for each person to be covered",
      "Your medical history: diagnoses, prescriptions and recent test reports, for honest disclosure",
      "Details of any existing policy, including group cover, if you are porting or adding a top-up",
      "A bank account, UPI or card to pay the premium (non-cash payment is needed for the tax deduction)",
      "Nominee details",
    ],
    platforms: [
      "Health and general insurers' own websites and apps",
      "IRDAI-registered insurance brokers and web aggregators",
      "Licensed insurance agents",
      "Banks that sell insurance as corporate agents",
    ],
    steps: [
      "List who needs cover and what your employer already gives you, and decide between individual policies and a family floater, with parents on their own policy.",
      "Choose a sum insured based on hospital costs in your city and your family's age and health, and consider a super top-up for higher cover.",
      "Compare policies on waiting periods, room-rent limits, co-payment, sub-limits, no-claim bonus and network hospitals near you, using each policy's Customer Information Sheet.",
      "Fill in the proposal form fully and honestly, including every existing illness and medicine, and take any medical tests the insurer asks for.",
      "Pay the premium by a non-cash method, read the policy document during the free-look period, and save the insurer's or TPA's claim helpline.",
      "Renew every year before the due date, and review the sum insured when your family grows, you move city or a parent turns 60.",
    ],
  },
  faqs: [
    {
      question: "My employer gives me health cover. Do I still need my own policy?",
      answer:
        "Yes, for most people. Group cover ends when you resign, are laid off or retire, and its amount is chosen by the employer. A personal policy bought early serves its waiting periods while you are healthy and stays with you. Many people keep a modest personal base policy and a super top-up alongside the group cover.",
    },
    {
      question: "Should I buy a family floater or individual policies?",
      answer:
        "A floater is usually cheaper for a young couple and their children, because everyone shares one sum insured. Choose a sum insured large enough for a bad year in which more than one person needs hospital care. Parents over 60 are usually better on a separate policy, since the floater premium is based on the oldest member.",
    },
    {
      question: "What is the difference between a top-up and a super top-up?",
      answer:
        "Both pay only above a deductible. A top-up applies the deductible to each claim separately, so several medium bills may never cross it. A super top-up adds up all your bills in the policy year: once the total crosses the deductible, it pays the rest up to its own sum insured.",
    },
    {
      question: "What are waiting periods and the moratorium period?",
      answer:
        "A waiting period is the time after buying during which some illnesses are not covered: usually the first 30 days for illnesses (not accidents), and up to 36 months for disclosed pre-existing diseases under IRDAI's rules since 1 April 2024 (earlier 48 months). The moratorium period is 5 years of continuous cover (earlier 8), after which the insurer cannot reject a claim for non-disclosure except in proven fraud.",
    },
    {
      question: "Can I claim the premium as a tax deduction in the new regime?",
      answer:
        "No. The section 126 (old 80D) deduction, {{fact:deduction-health-self}} for your family and {{fact:deduction-health-self}} for parents ({{fact:deduction-health-senior}} each where someone is 60 or older), is available only if you choose the old regime. Buy health insurance for protection; treat any tax saving as a bonus.",
    },
    {
      question: "Is cashless better than reimbursement?",
      answer:
        "Cashless is more convenient, because the insurer pays a network hospital directly and you do not need to arrange a large sum quickly. It is available only at network hospitals. At other hospitals you pay first and claim reimbursement, which is why an [emergency fund](/investments/emergency-fund) still matters.",
    },
    {
      question: "Can I switch insurers without losing my waiting-period credit?",
      answer:
        "Yes. Portability lets you move to another insurer at renewal, and the time already served counts towards waiting periods for your existing sum insured; any extra cover you add may have fresh waiting periods. Apply well before renewal, disclose your health fully, and keep the old policy in force until the new one is issued.",
    },
    {
      question: "Do I get money back if I never make a claim?",
      answer:
        "No. A health policy is protection, not savings. If you stay claim-free, a no-claim bonus may raise your sum insured or lower your premium, but the premium itself is not returned.",
    },
  ],
  sources: [
    {
      title: "IRDAI master circular on health insurance business (IRDAI/HLT/CIR/PRO/84/5/2024, 29 May 2024)",
      url: "https://irdai.gov.in/document-detail?documentId=4942918",
    },
    {
      title: "Income Tax Department: text of the Income-tax Act",
      url: "https://incometaxindia.gov.in/pages/acts/income-tax-act.aspx",
    },
    { title: "The Finvia: section 80D deduction limits", url: "https://www.thefinvia.com/section80d.html" },
    {
      title: "Livemint: 0% GST on individual life and health insurance from 22 September 2025",
      url: "https://www.livemint.com/economy/new-gst-rates-key-changes-announced-0-per-cent-gst-on-individual-life-insurance-health-policies-fm-sitharaman-said/amp-11756917977451.html",
    },
    { title: "Income Tax e-filing portal", url: "https://www.incometax.gov.in/iec/foportal/" },
  ],
  lastReviewed: "2026-11-22",
  relatedCalculators: ["tax", "goal", "inflation"],
  relatedCategories: [
    "term-life-insurance",
    "emergency-fund",
    "senior-citizens-savings-scheme",
    "fixed-deposits",
  ],
  aliases: ["mediclaim", "health cover", "health bima", "medical insurance", "health policy"],
};
