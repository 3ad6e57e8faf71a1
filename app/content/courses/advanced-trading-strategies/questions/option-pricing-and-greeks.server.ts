import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Option pricing and the Greeks, without heavy maths".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const optionPricingAndGreeksQuestions: LessonQuestions = {
  lessonId: "option-pricing-and-greeks",
  practice: [],
  assessment: [
    {
      id: "ats-12",
      kind: "single",
      text: "A call has delta 0.4, theta −₹10 a day and vega ₹8. Over one day the index rises 50 points and implied volatility falls 2 points. Roughly how does its premium change?",
      options: [
        { id: "a", text: "Rises about ₹20", correct: false },
        { id: "b", text: "Rises about ₹26", correct: false },
        { id: "c", text: "Falls about ₹6", correct: true },
        { id: "d", text: "Falls about ₹36", correct: false },
      ],
      explanation:
        "Delta adds 0.4 × 50 = ₹20, theta takes ₹10, and vega takes 2 × ₹8 = ₹16: 20 − 10 − 16 = −₹6. Looking only at delta gives +₹20 and misses why buyers can be right on direction and still lose.",
    },
    {
      id: "ats-13",
      kind: "single",
      text: "An at-the-money option loses value every day even though the index and implied volatility have not changed. Which Greek measures this?",
      options: [
        { id: "a", text: "Delta", correct: false },
        { id: "b", text: "Gamma", correct: false },
        { id: "c", text: "Theta", correct: true },
        { id: "d", text: "Vega", correct: false },
      ],
      explanation:
        "Theta is the change in premium as one day passes with everything else unchanged: time decay, which speeds up near expiry. Delta and gamma describe sensitivity to price moves, and vega sensitivity to implied volatility.",
    },
    {
      id: "ats-14",
      kind: "multiple",
      text: "Which statements about implied volatility are correct? Select all that apply.",
      options: [
        {
          id: "a",
          text: "It is the volatility that makes a pricing model's value equal the option's market price",
          correct: true,
        },
        {
          id: "b",
          text: "India VIX measures the implied volatility of Nifty 50 options over the next 30 days",
          correct: true,
        },
        {
          id: "c",
          text: "A fall in implied volatility after an event can lower a premium even if the underlying moved the buyer's way",
          correct: true,
        },
        { id: "d", text: "A high India VIX tells you the market is about to fall", correct: false },
        { id: "e", text: "SEBI sets each option's implied volatility every day", correct: false },
      ],
      explanation:
        "Implied volatility is worked backwards from market prices and is the market's price for uncertainty; India VIX is NSE's 30-day measure for Nifty options. IV often falls once an event has passed (IV crush), hurting option buyers. VIX measures expected size of moves, not their direction, and it is set by trading, not by SEBI.",
    },
    {
      id: "ats-15",
      kind: "single",
      text: "An at-the-money option with 36 days to expiry costs ₹300. Using the square-root-of-time rule, with the index and implied volatility unchanged, roughly what would it cost with 9 days left?",
      options: [
        { id: "a", text: "₹75", correct: false },
        { id: "b", text: "₹150", correct: true },
        { id: "c", text: "₹225", correct: false },
        { id: "d", text: "₹300", correct: false },
      ],
      explanation:
        "Time value shrinks with the square root of time: √(9 ÷ 36) = 0.5, so about ₹300 × 0.5 = ₹150. A straight-line guess (a quarter of the time, so a quarter of the price) gives ₹75 and underestimates how much a short-dated option still costs.",
    },
  ],
};
