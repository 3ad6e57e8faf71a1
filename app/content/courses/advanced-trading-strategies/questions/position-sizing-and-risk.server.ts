import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Position sizing and risk control: how much to risk on one trade".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const positionSizingAndRiskQuestions: LessonQuestions = {
  lessonId: "position-sizing-and-risk",
  practice: [],
  assessment: [
    {
      id: "ats-19",
      kind: "single",
      text: "Your trading capital is ₹4,00,000 and you risk 1% per trade. You want to buy a share at ₹600 with a stop-loss at ₹580. How many shares should you buy?",
      options: [
        { id: "a", text: "20", correct: false },
        { id: "b", text: "200", correct: true },
        { id: "c", text: "666", correct: false },
        { id: "d", text: "2,000", correct: false },
      ],
      explanation:
        "Risk budget = 1% × ₹4,00,000 = ₹4,000. Loss per share at the stop = ₹600 − ₹580 = ₹20. Size = ₹4,000 ÷ ₹20 = 200 shares (₹1,20,000 invested). 666 shares would use all your capital and risk ₹13,320 if the stop were hit.",
    },
    {
      id: "ats-20",
      kind: "single",
      text: "You hold 200 shares bought at ₹600 with a stop-loss at ₹580. After bad news overnight, the share opens at ₹540 and your stop fills at the open. What is your loss before costs?",
      options: [
        { id: "a", text: "₹4,000", correct: false },
        { id: "b", text: "₹8,000", correct: false },
        { id: "c", text: "₹12,000", correct: true },
        { id: "d", text: "Nothing, the stop protects you", correct: false },
      ],
      explanation:
        "A gap jumps over the stop, so the order fills near the open: 200 × (₹600 − ₹540) = ₹12,000, three times the planned ₹4,000. Stop-losses limit planned losses, not losses from gaps.",
    },
    {
      id: "ats-21",
      kind: "single",
      text: "A trader risks 5% of remaining capital on each trade and has ten losses in a row. Roughly how much capital is left, and what gain is needed to get back?",
      options: [
        { id: "a", text: "50% left; a 100% gain", correct: false },
        { id: "b", text: "About 60% left; about a 67% gain", correct: true },
        { id: "c", text: "95% left; a 5% gain", correct: false },
        { id: "d", text: "About 60% left; a 40% gain", correct: false },
      ],
      explanation:
        "Capital left = 0.95^10 ≈ 59.9%, a fall of about 40%. To recover you need 1 ÷ 0.599 − 1 ≈ 67%, not 40%, because the gain is earned on a smaller base. At 1% a trade, the same streak would leave about 90.4%.",
    },
    {
      id: "ats-22",
      kind: "multiple",
      text: "Which are sound position-sizing and stop-loss practices? Select all that apply.",
      options: [
        {
          id: "a",
          text: "Place the stop where the trade idea is proved wrong, then size the position to fit it",
          correct: true,
        },
        { id: "b", text: "Risk a fixed, small share of capital on each trade", correct: true },
        {
          id: "c",
          text: "Plan for losing streaks, because they are a normal part of any record",
          correct: true,
        },
        { id: "d", text: "Widen the stop when the price gets close to it", correct: false },
        { id: "e", text: "Trade larger after a loss to recover it faster", correct: false },
      ],
      explanation:
        "Size follows from the risk you accept and the distance to a stop set by the trade idea. Even a 50% win rate produces long streaks over hundreds of trades, so the risk per trade must survive them. Widening stops and sizing up after losses turn planned small losses into large unplanned ones.",
    },
  ],
};
