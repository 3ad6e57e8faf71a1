import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "How futures work: lots, mark-to-market, basis and expiry".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const howFuturesWorkQuestions: LessonQuestions = {
  lessonId: "how-futures-work",
  practice: [],
  assessment: [
    {
      id: "ats-04",
      kind: "single",
      text: "An index future trades at 22,500 and its lot size is 75. What is the value of one contract?",
      options: [
        { id: "a", text: "₹22,575", correct: false },
        { id: "b", text: "₹1,68,750", correct: false },
        { id: "c", text: "₹16,87,500", correct: true },
        { id: "d", text: "₹3,00,000", correct: false },
      ],
      explanation:
        "Contract value = futures price × lot size = 22,500 × 75 = ₹16,87,500. That sits inside the ₹15 lakh to ₹20 lakh band SEBI set for index derivatives from 20 November 2024, which is why one lot is a large position for most individuals. The margin is only a fraction of this, but your gains and losses are on the full value.",
    },
    {
      id: "ats-05",
      kind: "single",
      text: "You are long one lot of a stock future (lot size 1,000) bought at ₹1,500. Today it settles at ₹1,470. What happens this evening?",
      options: [
        { id: "a", text: "Nothing until you sell; it is a paper loss", correct: false },
        { id: "b", text: "₹3,000 is debited from your account", correct: false },
        { id: "c", text: "₹30,000 is debited from your account", correct: true },
        { id: "d", text: "₹30,000 is credited to your account", correct: false },
      ],
      explanation:
        "Futures are marked to market daily: (₹1,470 − ₹1,500) × 1,000 = −₹30,000 is settled in cash that evening. Unlike a delivery share purchase, a falling futures position must be paid for as it falls, and if your margin runs short the broker can close it.",
    },
    {
      id: "ats-06",
      kind: "multiple",
      text: "Which statements about futures expiry and settlement are true? Select all that apply.",
      options: [
        { id: "a", text: "Index futures are settled in cash", correct: true },
        {
          id: "b",
          text: "A stock futures position held to expiry requires delivery, so a long must pay the full contract value",
          correct: true,
        },
        { id: "c", text: "The basis tends to shrink towards zero as expiry approaches", correct: true },
        { id: "d", text: "A futures position can be closed only on expiry day", correct: false },
        {
          id: "e",
          text: "Daily mark-to-market changes the total profit or loss of a trade between entry and exit",
          correct: false,
        },
      ],
      explanation:
        "Index futures settle in cash; stock futures end in physical delivery; and because the cost of carry falls as time runs out, the futures price converges to spot. You can square off at any time before expiry. Mark-to-market changes when you pay or receive money, not the total: the daily amounts add up to (exit − entry) × lot size.",
    },
    {
      id: "ats-07",
      kind: "single",
      text: "The index is at 20,000, the interest rate is 6% a year, 30 days remain to expiry and no dividends are due. Roughly where would a fair futures price be?",
      options: [
        { id: "a", text: "About 19,901", correct: false },
        { id: "b", text: "About 20,010", correct: false },
        { id: "c", text: "About 20,099", correct: true },
        { id: "d", text: "About 21,200", correct: false },
      ],
      explanation:
        "Cost of carry = 20,000 × 6% × 30 ÷ 365 ≈ 98.6 points, so fair value ≈ 20,099. The 21,200 answer applies a full year's interest; the future is priced above spot (not below) because holding it instead of the shares lets you keep your money earning interest.",
    },
  ],
};
