import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Psychology, a written trading plan and a journal: knowing when to stop".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const tradingPlanAndJournalQuestions: LessonQuestions = {
  lessonId: "trading-plan-and-journal",
  practice: [],
  assessment: [
    {
      id: "ats-31",
      kind: "single",
      text: "Your journal shows 30 trades: 12 winners averaging ₹3,000 and 18 losers averaging ₹2,000, with costs of ₹50 per round trip. What is your expectancy per trade?",
      options: [
        { id: "a", text: "+₹1,000", correct: false },
        { id: "b", text: "+₹50", correct: false },
        { id: "c", text: "₹0", correct: false },
        { id: "d", text: "−₹50", correct: true },
      ],
      explanation:
        "Gross: 12 × ₹3,000 − 18 × ₹2,000 = ₹36,000 − ₹36,000 = ₹0. Costs: 30 × ₹50 = ₹1,500. Net −₹1,500 over 30 trades = −₹50 per trade. Bigger average wins than losses (₹1,000 more) do not help when winners are fewer; expectancy combines both, after costs.",
    },
    {
      id: "ats-32",
      kind: "multiple",
      text: "Under a sound trading plan, which of these are reasons to stop trading and review? Select all that apply.",
      options: [
        { id: "a", text: "Your account reaches the overall loss limit you set in advance", correct: true },
        { id: "b", text: "You borrow money or pledge long-term holdings to keep trading", correct: true },
        { id: "c", text: "After many trades, your expectancy after costs is negative", correct: true },
        { id: "d", text: "One losing day that stayed within your daily loss limit", correct: false },
        { id: "e", text: "Three winning trades in a row", correct: false },
      ],
      explanation:
        "Stopping rules are set before trading: hitting the overall limit, a negative expectancy over a large sample, and borrowing or pledging to continue are all signs the plan has failed. A single loss inside your limits is the plan working, and a short winning run proves nothing either way.",
    },
    {
      id: "ats-33",
      kind: "single",
      text: "After a loss, a trader immediately doubles the size of the next trade to win the money back. What is this habit called?",
      options: [
        { id: "a", text: "Revenge trading", correct: true },
        { id: "b", text: "The disposition effect", correct: false },
        { id: "c", text: "Diversification", correct: false },
        { id: "d", text: "Rupee cost averaging", correct: false },
      ],
      explanation:
        "Revenge trading is taking a bigger or faster trade to recover a loss, usually against your own rules. The disposition effect is different: selling winners early and holding losers. A written plan with a fixed risk per trade and a daily loss limit is the defence.",
    },
  ],
};
