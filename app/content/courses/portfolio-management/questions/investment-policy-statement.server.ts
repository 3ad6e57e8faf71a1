import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Writing your investment policy statement".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const investmentPolicyStatementQuestions: LessonQuestions = {
  lessonId: "investment-policy-statement",
  practice: [],
  assessment: [
    {
      id: "pm-34",
      kind: "single",
      text: "An IPS sets 60% equity with a 55-65% band. A ₹20,00,000 portfolio holds ₹12,00,000 in equity, and equity then falls 25% while debt is unchanged. What does the rule require?",
      options: [
        { id: "a", text: "Nothing, because the band still holds", correct: false },
        { id: "b", text: "Move about ₹1,20,000 into equity", correct: true },
        { id: "c", text: "Move ₹3,00,000 into equity to replace the loss", correct: false },
        { id: "d", text: "Sell equity to protect the rest", correct: false },
      ],
      explanation:
        "Equity becomes ₹9,00,000 and the total ₹17,00,000, so equity is about 52.9%, below 55%. Target equity is 60% × ₹17,00,000 = ₹10,20,000, so ₹1,20,000 moves in (new money first). Replacing the whole ₹3,00,000 loss would overshoot the target.",
    },
    {
      id: "pm-35",
      kind: "multiple",
      text: "Which of these belong in a personal investment policy statement? Select all that apply.",
      options: [
        { id: "a", text: "The target allocation and its rebalancing bands", correct: true },
        { id: "b", text: "A list of things you have decided not to buy", correct: true },
        { id: "c", text: "What you will do after a large market fall", correct: true },
        { id: "d", text: "Your forecast of next year's Nifty 50 level", correct: false },
        { id: "e", text: "The date of the annual review", correct: true },
      ],
      explanation:
        "An IPS records decisions you control: goals, allocation, bands, exclusions, contributions, glide paths, reviews and crash rules. A market forecast is not a rule and tempts exactly the tactical moves an IPS is meant to prevent.",
    },
    {
      id: "pm-36",
      kind: "single",
      text: "Why does the sample IPS keep part of the debt in a short duration fund and FDs rather than only in EPF and PPF?",
      options: [
        { id: "a", text: "Because EPF and PPF are riskier than debt funds", correct: false },
        {
          id: "b",
          text: "Because EPF and PPF are locked and cannot be sold to rebalance or to meet a nearer goal",
          correct: true,
        },
        { id: "c", text: "Because debt fund gains are tax-free", correct: false },
        { id: "d", text: "Because PPF stops paying interest after five years", correct: false },
      ],
      explanation:
        "EPF and PPF are excellent long-term debt, but their money cannot be moved into equity after a crash or used for the college fees. Debt fund gains on units bought since April 2023 are taxed at slab, and PPF pays interest for its full term.",
    },
  ],
};
