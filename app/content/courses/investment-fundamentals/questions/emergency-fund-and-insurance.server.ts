import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Emergency fund and insurance come first".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const emergencyFundAndInsuranceQuestions: LessonQuestions = {
  lessonId: "emergency-fund-and-insurance",
  practice: [],
  assessment: [
    {
      id: "if-12",
      kind: "single",
      text: "Arun has ₹3,00,000 in savings and a ₹4,00,000 FD in Bank A, and a ₹2,00,000 FD in Bank B. How much is covered by DICGC deposit insurance in all?",
      options: [
        { id: "a", text: "₹5,00,000", correct: false },
        { id: "b", text: "₹7,00,000", correct: true },
        { id: "c", text: "₹9,00,000", correct: false },
        { id: "d", text: "₹10,00,000", correct: false },
      ],
      explanation:
        "The cover is ₹5 lakh per depositor per bank, adding up all accounts in the same bank. Bank A holds ₹7,00,000, of which ₹5,00,000 is covered; Bank B's ₹2,00,000 is fully covered: ₹7,00,000 in all. The answer ₹9,00,000 wrongly treats each account separately, and ₹5,00,000 wrongly applies one limit across banks.",
    },
    {
      id: "if-13",
      kind: "single",
      text: "A single-income freelancer has essential expenses of ₹30,000 a month. Which emergency fund target follows the guideline in the course?",
      options: [
        { id: "a", text: "₹30,000, one month of expenses", correct: false },
        { id: "b", text: "₹1,80,000 to ₹3,60,000, six to twelve months of essentials", correct: true },
        { id: "c", text: "A year's income in a small-cap fund, for growth", correct: false },
        { id: "d", text: "Nothing, because a credit card limit can cover emergencies", correct: false },
      ],
      explanation:
        "Irregular and single incomes call for six to twelve months of essentials: 6 × ₹30,000 = ₹1,80,000 to 12 × ₹30,000 = ₹3,60,000. One month is only a starter fund. An emergency fund must be safe and reachable, not in shares that can be down when needed, and a credit card is a costly loan, not savings.",
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
        "Term cover has no maturity value, so the premium buys pure protection, and individual policies became GST-free on 22 September 2025 (earlier 18%). The 80D deduction (section 126 of the new Act) exists only in the old regime. Group cover usually ends with the job, which is why many people buy their own policy. Liquid funds are mutual funds, not deposits, so DICGC does not cover them.",
    },
  ],
};
