import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Goals and time horizon".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const goalsAndTimeHorizonQuestions: LessonQuestions = {
  lessonId: "goals-and-time-horizon",
  practice: [],
  assessment: [
    {
      id: "if-05",
      kind: "single",
      text: "A course costs ₹10,00,000 today. If its cost rises 6% a year, about what will it cost in 15 years?",
      options: [
        { id: "a", text: "₹10,00,000", correct: false },
        { id: "b", text: "₹16,00,000", correct: false },
        { id: "c", text: "₹19,00,000", correct: false },
        { id: "d", text: "₹23,96,558", correct: true },
      ],
      explanation:
        "Future cost = ₹10,00,000 × 1.06¹⁵ = ₹10,00,000 × 2.39656 = ₹23,96,558. The tempting ₹19,00,000 adds 6% of today's cost for 15 years (simple growth), but each year's rise is on the already higher price. Planning with today's ₹10,00,000 would leave a large shortfall.",
    },
    {
      id: "if-06",
      kind: "single",
      text: "You need ₹2,50,000 for a family wedding in two years and cannot afford to be short. Which home for the money fits best?",
      options: [
        { id: "a", text: "A small-cap equity fund, for the highest growth", correct: false },
        { id: "b", text: "A recurring or fixed deposit whose term ends before the date", correct: true },
        { id: "c", text: "A PPF account, because it is tax-free", correct: false },
        { id: "d", text: "Gold ETFs, because gold rose sharply in 2025", correct: false },
      ],
      explanation:
        "Money needed in under three years should not depend on a market recovering in time, so a deposit matching the date fits. Small-cap funds and gold can fall sharply in a single year (gold lost 18.04% in 2013). PPF is safe but runs for 15 years, with partial withdrawals only from the 7th year.",
    },
    {
      id: "if-07",
      kind: "multiple",
      text: "Your goals need more money each month than you can save. Which of these are sound ways to make the plan fit? Select all that apply.",
      options: [
        { id: "a", text: "Push a less important goal's date back", correct: true },
        { id: "b", text: "Start with a smaller SIP and raise it every year with your salary", correct: true },
        { id: "c", text: "Assume a higher return until the monthly figure looks affordable", correct: false },
        { id: "d", text: "Skip the emergency fund so more money goes to the goals", correct: false },
      ],
      explanation:
        "Changing the date, the cost or the amount (including a yearly step-up) are real levers. Assuming a higher return only changes the spreadsheet, not the market: the lesson's college example needs ₹4,750 a month at 12% but ₹6,287 at 9%. Skipping protection means the first emergency can force you to sell investments at a bad time.",
    },
    {
      id: "if-08",
      kind: "single",
      text: "Your child's college fund has been in an equity index fund for 12 years, and the fees are due in 3 years. What does a glide path suggest now?",
      options: [
        {
          id: "a",
          text: "Move the money step by step into deposits or debt funds over the remaining years",
          correct: true,
        },
        {
          id: "b",
          text: "Switch to a small-cap fund to grow the fund faster before the date",
          correct: false,
        },
        { id: "c", text: "Keep everything in equity until the day the fees are due", correct: false },
        { id: "d", text: "Stop investing, because the goal is too close to matter", correct: false },
      ],
      explanation:
        "As a goal comes within about three years, its money should move gradually out of equity so that a late fall cannot derail it; life cycle funds do this automatically. Adding risk or staying fully in equity leaves the goal exposed to a year like 2011 (−23.81% for the Nifty 50 TRI) with no time to recover.",
    },
  ],
};
