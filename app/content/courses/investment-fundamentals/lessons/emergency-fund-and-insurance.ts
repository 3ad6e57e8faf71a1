import type { CourseLesson } from "../../types.ts";

export const emergencyFundAndInsuranceLesson: CourseLesson = {
  id: "emergency-fund-and-insurance",
  title: "Emergency fund and insurance come first",
  description:
    "Size an emergency fund, keep it safe within DICGC's {{fact:dicgc-cover}} per-bank cover, and buy health and term cover before investing for growth.",
  lastReviewed: "2026-11-27",
  sections: [
    {
      id: "protection-first",
      heading: "Why protection comes before investing",
      blocks: [
        {
          type: "p",
          text: "The biggest threat to a young investor's plan is rarely a bad year in the market. It is an event that forces you to sell investments at the worst moment or to borrow at a high rate: a job loss, a hospital bill, or the death of the person whose income the family depends on. Three defences deal with these, and they come before any investment for growth:",
        },
        {
          type: "list",
          ordered: true,
          items: [
            "An **emergency fund** for job loss and surprise bills.",
            "**Health insurance** for hospital costs bigger than any emergency fund.",
            "**Term life insurance**, if anyone depends on your income.",
          ],
        },
        {
          type: "p",
          text: "With these in place, a market fall is something you can wait out. Without them, the worst years in [risk and return](/courses/investment-fundamentals/lessons/risk-and-return) could arrive on the same day as a personal crisis, and you would be forced to sell.",
        },
      ],
    },
    {
      id: "emergency-fund-size",
      heading: "The emergency fund: how big",
      blocks: [
        {
          type: "p",
          text: "An [emergency fund](/resources/investment-terminologies#term-emergency-fund) is money kept only for genuine emergencies: urgent, necessary and unexpected. Size it in **essential expenses**, not salary: rent or home-loan EMI, other EMIs, groceries, utilities, school fees, transport, medicines and insurance premiums. There is no official figure. The guideline we use across this site is {{fact:emergency-fund-rule}}.",
        },
        {
          type: "example",
          title: "Sizing and placing Kavya's emergency fund",
          lines: [
            "Kavya (fictional) is the only earner in her household. Essentials each month: rent ₹16,000 + groceries and utilities ₹11,000 + two-wheeler EMI ₹6,000 + insurance premiums ₹2,000 + transport and medicines ₹5,000 = **₹40,000**.",
            "Single income, so she aims for nine months: ₹40,000 × 9 = **₹3,60,000**.",
            "Layer 1, one month in her savings account for same-day access: ₹40,000.",
            "Layer 2, two months in a sweep-in FD or a liquid fund: ₹80,000.",
            "Layer 3, six months in a few small fixed deposits: ₹2,40,000. Check: ₹40,000 + ₹80,000 + ₹2,40,000 = ₹3,60,000.",
            "If all her deposits sit in one bank, they are insured up to ₹5,00,000. If she also held another ₹3,40,000 of FDs there (₹7,00,000 in all), ₹2,00,000 would be outside the cover; moving part to a second bank would bring it all under cover.",
          ],
        },
        {
          type: "p",
          text: "You do not need the whole fund before doing anything else. Build a starter fund of one month, then three, then the full target, alongside your first small SIP if you like. Refill it after you use it, and raise the target when your expenses grow. The [emergency fund page](/investments/emergency-fund) has more on building it.",
        },
      ],
    },
    {
      id: "where-to-keep-it",
      heading: "Where to keep it, and what deposit insurance covers",
      blocks: [
        {
          type: "p",
          text: "Judge the home for this money by safety first, then how fast you can get it, and only then by return. Savings accounts, sweep-in FDs, small FDs that can be broken early, and liquid or overnight mutual funds are the usual choices. Shares and equity funds are not: they can be down 20% or more on the day you need them.",
        },
        {
          type: "callout",
          tone: "info",
          title: "DICGC deposit insurance in brief",
          text: "[Deposit insurance](/resources/investment-terminologies#term-deposit-insurance) from the DICGC, a subsidiary of the RBI, covers up to **{{fact:dicgc-cover}} per depositor per bank**, principal and interest together, across all your savings, current, fixed and recurring deposits in that bank. It covers commercial banks, small finance banks, regional rural banks, local area banks and co-operative banks. The limit has been {{fact:dicgc-cover}} since 4 February 2020 (₹1 lakh before). From 1 April 2026 banks pay a risk-based premium for it; the cover itself did not change. Mutual funds, including liquid funds, are not deposits and are not covered.",
        },
      ],
    },
    {
      id: "health-insurance",
      heading: "Health insurance",
      blocks: [
        {
          type: "p",
          text: "A single hospital stay can cost more than a year of savings, which is why [health insurance](/investments/health-insurance) comes before investing. Cover from an employer is useful but usually ends when the job ends, and it may be small for a family. Many people therefore buy their own individual or [family floater](/resources/investment-terminologies#term-family-floater) policy while they are young and healthy, when premiums are lower and fewer conditions are excluded. Read the [waiting periods](/resources/investment-terminologies#term-waiting-period) for existing illnesses, any co-payment and room-rent limits before you buy.",
        },
        {
          type: "list",
          items: [
            "**GST**: since 22 September 2025, individual health and life insurance policies, including family floaters and senior-citizen policies, are exempt from GST (earlier 18%). Group policies bought by employers are still taxed at 18%.",
            "**Tax deduction**: only in the old tax regime, premiums can be deducted under section 126 of the Income-tax Act, 2025 (old section 80D): up to {{fact:deduction-health-self}} for yourself, spouse and children ({{fact:deduction-health-senior}} if any of them is 60 or older) and a further {{fact:deduction-health-self}} for parents ({{fact:deduction-health-senior}} if a parent is 60 or older). The default new regime gives no deduction.",
          ],
        },
      ],
    },
    {
      id: "term-insurance",
      heading: "Term life insurance",
      blocks: [
        {
          type: "p",
          text: "[Term insurance](/resources/investment-terminologies#term-term-insurance) pays a fixed sum, the [sum assured](/resources/investment-terminologies#term-sum-assured), to your family if you die during the policy term, and nothing if you survive it. Because there is no maturity value, it gives the largest cover for the premium. You need it if a spouse, children or parents depend on your income, or if a loan would fall on your family; a single person with no dependants and no loans may not need it yet. Choose a term that lasts until your dependants are independent or your planned retirement. More on the [term life insurance page](/investments/term-life-insurance).",
        },
        {
          type: "example",
          title: "How much term cover? A rule-of-thumb estimate",
          lines: [
            "Annual income: ₹9,00,000. A common rule of thumb is cover of 10 to 15 times income: ₹90,00,000 to ₹1,35,00,000 (₹90 lakh to ₹1.35 crore).",
            "Add loans your family would have to repay: a home loan with ₹25,00,000 outstanding.",
            "Estimate: ₹1,15,00,000 to ₹1,60,00,000 (₹1.15 crore to ₹1.6 crore). This is guidance, not a rule: a fuller estimate adds future goals such as children's education and subtracts investments already in place.",
          ],
        },
      ],
    },
    {
      id: "keep-them-separate",
      heading: "Keep insurance and investment separate",
      blocks: [
        {
          type: "callout",
          tone: "warning",
          title: "Be careful with policies that promise both",
          text: "Endowment plans, money-back policies and many [ULIPs](/investments/ulip) combine a small life cover with a savings or investment part. They typically give far less cover for the same premium than a term plan, lock money in for years, and carry charges that are hard to compare. A common alternative is to buy term cover for protection and invest the difference separately. Tax-free maturity has also been narrowed: maturity proceeds are taxable for non-ULIP policies issued from 1 April 2023 with annual premium above ₹5 lakh, and for ULIPs issued from 1 February 2021 with annual premium above ₹2.5 lakh (death benefits stay exempt).",
        },
        {
          type: "p",
          text: "One more step belongs here: clear expensive debt. Paying off a credit-card balance or a costly personal loan gives a certain return equal to its interest rate, which no investment can promise. With an emergency fund, health cover, term cover if needed and no expensive debt, you are ready to invest.",
        },
      ],
    },
  ],
  keyPoints: [
    "Protect before you invest: emergency fund, health insurance and, if anyone depends on you, term life insurance.",
    "Size the emergency fund in months of essential expenses, {{fact:emergency-fund-rule}}, and keep it safe and reachable, not in shares.",
    "DICGC insures bank deposits up to {{fact:dicgc-cover}} per depositor per bank, principal and interest together; mutual funds are not covered.",
    "Individual health and life policies have been GST-free since 22 September 2025; premium deductions exist only in the old tax regime.",
    "Buy term cover for protection and invest separately, rather than mixing the two in one policy.",
  ],
  checkYourself: {
    question:
      "You keep a ₹4,00,000 emergency fund and a ₹4,50,000 fixed deposit in the same bank. How much of it is covered by DICGC if the bank fails, and what could you do about the rest?",
    answer:
      "{{fact:dicgc-cover|digits}}, because the cover is per depositor per bank and all accounts in that bank are added together (₹8,50,000 in all). The other ₹3,50,000 is uninsured; spreading deposits across two or more banks would bring all of it under cover.",
  },
  sources: [
    {
      title: "DICGC: frequently asked questions on deposit insurance",
      url: "https://www.dicgc.org.in/FAQs",
    },
    {
      title: "Mint: 0% GST on individual life and health insurance from 22 September 2025",
      url: "https://www.livemint.com/economy/new-gst-rates-key-changes-announced-0-per-cent-gst-on-individual-life-insurance-health-policies-fm-sitharaman-said/amp-11756917977451.html",
    },
    {
      title: "Income Tax Department: the Income-tax Act (2025 Act and the 1961 Act)",
      url: "https://incometaxindia.gov.in/pages/acts/income-tax-act.aspx",
    },
  ],
};
