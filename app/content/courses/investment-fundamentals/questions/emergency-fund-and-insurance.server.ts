import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Emergency fund and insurance come first".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const emergencyFundAndInsuranceQuestions: LessonQuestions = {
  lessonId: "emergency-fund-and-insurance",
  practice: [
    {
      id: "ifp-10",
      kind: "single",
      text: "What should an emergency fund be sized in?",
      options: [
        { id: "a", text: "Months of essential expenses", correct: true },
        { id: "b", text: "Months of take-home salary", correct: false },
        { id: "c", text: "A fixed amount that suits every household", correct: false },
        { id: "d", text: "The size of your credit-card limit", correct: false },
      ],
      explanation:
        "Size it in essential expenses: rent or EMIs, groceries, utilities, school fees, transport, medicines and premiums. Salary includes spending you could cut in an emergency, and a card limit is a loan, not a fund.",
    },
    {
      id: "ifp-11",
      kind: "single",
      text: "Since when has DICGC deposit insurance covered {{fact:dicgc-cover}} per depositor per bank?",
      options: [
        { id: "a", text: "Since 4 February 2020", correct: true },
        { id: "b", text: "Since 1 April 2026, when banks began paying a risk-based premium", correct: false },
        { id: "c", text: "Since 22 September 2025", correct: false },
        { id: "d", text: "Since 1991", correct: false },
      ],
      explanation:
        "The limit rose from ₹1 lakh on 4 February 2020. From 1 April 2026 banks pay a risk-based premium for the insurance, but the cover itself did not change.",
    },
    {
      id: "ifp-12",
      kind: "single",
      text: "Ravi is single, has no dependants and no loans. What does the lesson say about term life insurance for him?",
      options: [
        { id: "a", text: "He may not need it yet", correct: true },
        { id: "b", text: "He needs cover of at least 15 times his income right away", correct: false },
        { id: "c", text: "He should buy an endowment plan instead", correct: false },
        { id: "d", text: "Term insurance suits only people over 50", correct: false },
      ],
      explanation:
        "Term cover replaces income that others depend on or repays a loan that would fall on the family. With no dependants and no loans, a single person may not need it yet; the need starts when someone depends on the income.",
    },
  ],
  assessment: [
    {
      id: "if-12",
      kind: "single",
      text: "Arun has ₹3,00,000 in savings and a ₹4,00,000 FD in Bank A, and a ₹2,00,000 FD in Bank B. How much is covered by DICGC deposit insurance in all?",
      options: [
        { id: "a", text: "₹5,00,000", correct: false },
        { id: "b", text: "₹7,00,000", correct: true },
        { id: "c", text: "₹9,00,000, since every rupee in both banks is covered", correct: false },
        { id: "d", text: "₹10,00,000", correct: false },
      ],
      explanation:
        "Cover is {{fact:dicgc-cover}} per depositor per bank, adding all accounts in that bank. Bank A holds ₹7,00,000, of which {{fact:dicgc-cover|digits}} is covered; Bank B's ₹2,00,000 is fully covered. Total covered: ₹7,00,000. Spreading deposits across banks would bring the rest under cover.",
    },
    {
      id: "if-13",
      kind: "single",
      text: "A single-income freelancer has essential expenses of ₹30,000 a month. Which emergency fund target follows the guideline in the course?",
      options: [
        { id: "a", text: "₹30,000, one month of expenses", correct: false },
        { id: "b", text: "₹1,80,000 to ₹3,60,000, six to twelve months of essentials", correct: true },
        {
          id: "c",
          text: "A full year's income, kept in a small-cap fund so that it can also grow",
          correct: false,
        },
        { id: "d", text: "Nothing, because a credit card limit can cover emergencies", correct: false },
      ],
      explanation:
        "Single-income households, the self-employed and anyone with irregular income should aim for six to twelve months of essential expenses: ₹30,000 × 6 to ₹30,000 × 12. It belongs somewhere safe and quick to reach, not in shares, and borrowing on a card at high interest is not a fund.",
    },
    {
      id: "if-14",
      kind: "multiple",
      text: "Which statements about insurance are correct for 2026-27? Select all that apply.",
      options: [
        {
          id: "a",
          text: "Term insurance pays nothing if you survive the term, which is why it is cheap",
          correct: true,
        },
        {
          id: "b",
          text: "Individual health and life policies have been exempt from GST since 22 September 2025",
          correct: true,
        },
        {
          id: "c",
          text: "Health insurance premiums can be deducted under 80D in the new tax regime",
          correct: false,
        },
        {
          id: "d",
          text: "An employer's group health cover continues after you leave the job",
          correct: false,
        },
        {
          id: "e",
          text: "Units of a liquid mutual fund are covered by DICGC deposit insurance",
          correct: false,
        },
      ],
      explanation:
        "Term cover has no maturity value, so it gives the largest cover for the premium. Individual policies became GST-exempt on 22 September 2025 (group policies still pay 18%). The health premium deduction (section 126 of the 2025 Act, old 80D) exists only in the old regime; group cover usually ends with the job; and mutual funds are not deposits.",
    },
    {
      id: "if-56",
      kind: "single",
      text: "Why does the lesson say health insurance comes before investing?",
      options: [
        { id: "a", text: "A single hospital stay can cost more than a year of savings", correct: true },
        {
          id: "b",
          text: "Because its premiums can be deducted in the default new tax regime",
          correct: false,
        },
        { id: "c", text: "Because it earns more than a fixed deposit", correct: false },
        { id: "d", text: "Because employers stop all cover at 60", correct: false },
      ],
      explanation:
        "A large hospital bill could otherwise force you to sell investments at the worst moment or borrow at a high rate. The premium deduction exists only in the old regime, and health insurance earns no return at all.",
    },
    {
      id: "if-57",
      kind: "single",
      text: "Which of these is not covered by DICGC deposit insurance?",
      options: [
        { id: "a", text: "Units of a liquid mutual fund", correct: true },
        { id: "b", text: "A recurring deposit in a small finance bank", correct: false },
        { id: "c", text: "A savings account in a co-operative bank", correct: false },
        { id: "d", text: "A fixed deposit in a regional rural bank", correct: false },
      ],
      explanation:
        "DICGC covers deposits in commercial, small finance, regional rural, local area and co-operative banks. Mutual funds, liquid funds included, are not deposits and are not covered.",
    },
    {
      id: "if-58",
      kind: "single",
      text: "By the lesson's rule of thumb, about how much term cover suits someone earning ₹9,00,000 a year with ₹25,00,000 still owed on a home loan?",
      options: [
        { id: "a", text: "₹1.15 crore to ₹1.6 crore", correct: true },
        { id: "b", text: "₹9 lakh, one year of income", correct: false },
        { id: "c", text: "₹25 lakh, just enough to clear the loan", correct: false },
        {
          id: "d",
          text: "₹50 lakh to ₹60 lakh: about five times income, with a little for the loan",
          correct: false,
        },
      ],
      explanation:
        "10 to 15 times income is ₹90 lakh to ₹1.35 crore; adding the ₹25 lakh loan gives ₹1.15 crore to ₹1.6 crore. It is guidance: a fuller estimate adds goals such as education and subtracts investments already in place.",
    },
    {
      id: "if-59",
      kind: "single",
      text: "Kavya's emergency fund target is ₹3,60,000. In the lesson's layers, where does the biggest part, six months of expenses, sit?",
      options: [
        { id: "a", text: "In a few small fixed deposits", correct: true },
        { id: "b", text: "In her savings account, for same-day access", correct: false },
        { id: "c", text: "In an equity index fund", correct: false },
        { id: "d", text: "In gold coins kept at home", correct: false },
      ],
      explanation:
        "One month (₹40,000) sits in the savings account, two months (₹80,000) in a sweep-in FD or liquid fund, and six months (₹2,40,000) in small FDs that can be broken early. Shares can be down 20% or more on the day you need the money.",
    },
    {
      id: "if-60",
      kind: "single",
      text: "What does a term life insurance policy pay if you are alive at the end of its term?",
      options: [
        { id: "a", text: "Nothing", correct: true },
        { id: "b", text: "The full sum assured", correct: false },
        { id: "c", text: "All the premiums back, with interest at the bank's deposit rate", correct: false },
        { id: "d", text: "Half of the premiums paid", correct: false },
      ],
      explanation:
        "Term insurance pays the sum assured only if you die during the term. Having no maturity value is why it gives the largest cover for the premium.",
    },
    {
      id: "if-61",
      kind: "multiple",
      text: "Which are reasons the lesson gives for keeping insurance and investment separate? Select all that apply.",
      options: [
        { id: "a", text: "Combined plans usually give far less cover for the same premium", correct: true },
        { id: "b", text: "They lock money in for years", correct: true },
        { id: "c", text: "Their charges are hard to compare", correct: true },
        { id: "d", text: "Term plans pay out more when you survive the term", correct: false },
      ],
      explanation:
        "Endowment, money-back plans and many ULIPs mix small cover with savings, lock money in and carry hard-to-compare charges. The common alternative is term cover for protection and separate investing. Term plans pay nothing if you survive.",
    },
    {
      id: "if-62",
      kind: "multiple",
      text: "Which of these are reasonable homes for an emergency fund, according to the lesson? Select all that apply.",
      options: [
        { id: "a", text: "A savings account", correct: true },
        { id: "b", text: "A sweep-in fixed deposit", correct: true },
        { id: "c", text: "Small fixed deposits that can be broken early", correct: true },
        { id: "d", text: "A liquid or overnight mutual fund", correct: true },
        { id: "e", text: "An equity index fund", correct: false },
      ],
      explanation:
        "Judge the home by safety first, then how fast you can reach the money, then return. Equity funds can be down 20% or more on the day you need the money.",
    },
  ],
};
