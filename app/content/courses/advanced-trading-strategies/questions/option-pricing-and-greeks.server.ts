import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Option pricing and the Greeks, without heavy maths".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const optionPricingAndGreeksQuestions: LessonQuestions = {
  lessonId: "option-pricing-and-greeks",
  practice: [
    {
      id: "atsp-13",
      kind: "single",
      text: "What does delta measure?",
      options: [
        { id: "a", text: "The change in premium for a 1-point move in the underlying", correct: true },
        { id: "b", text: "The change in premium for one day passing", correct: false },
        { id: "c", text: "The change in premium for a 1-point change in implied volatility", correct: false },
        { id: "d", text: "How fast the premium melts at expiry", correct: false },
      ],
      explanation:
        "Delta runs from 0 (far out of the money) through about 0.5 (at the money) to 1 (deep in the money) for calls. Theta is time decay and vega sensitivity to implied volatility.",
    },
    {
      id: "atsp-14",
      kind: "single",
      text: "What is the 'IV crush' the lesson describes?",
      options: [
        {
          id: "a",
          text: "A fall in implied volatility after an event, which lowers option premiums",
          correct: true,
        },
        { id: "b", text: "A crash in the index", correct: false },
        { id: "c", text: "A cut in lot sizes", correct: false },
        { id: "d", text: "A margin call", correct: false },
      ],
      explanation:
        "Implied volatility rises before events such as results or budgets and falls after them. The fall can take value off an option even if the underlying moved the buyer's way.",
    },
    {
      id: "atsp-15",
      kind: "single",
      text: "Why does an option's time value melt fastest in its last days?",
      options: [
        {
          id: "a",
          text: "It shrinks with the square root of the time left, not in a straight line",
          correct: true,
        },
        { id: "b", text: "Because SEBI cuts premiums in expiry week", correct: false },
        { id: "c", text: "Because brokers charge more near expiry", correct: false },
        { id: "d", text: "It does not: it melts at a steady rate", correct: false },
      ],
      explanation:
        "At the money, 7 of 30 days still cost about half the 30-day premium, and the last days melt fastest: about ₹7 a day at 30 days, ₹16 a day at 7 days.",
    },
  ],
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
        { id: "b", text: "Gamma, which measures how fast delta changes", correct: false },
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
        { id: "d", text: "₹300, since nothing else changed", correct: false },
      ],
      explanation:
        "Time value shrinks with the square root of time: √(9 ÷ 36) = 0.5, so about ₹300 × 0.5 = ₹150. A straight-line guess (a quarter of the time, so a quarter of the price) gives ₹75 and underestimates how much a short-dated option still costs.",
    },
    {
      id: "ats-63",
      kind: "single",
      text: "By the lesson's rule of thumb, premium ≈ 0.4 × price × volatility × √(days ÷ 365). About what does an at-the-money option cost with the index at 24,000, 16% volatility and 30 days left?",
      options: [
        { id: "a", text: "About ₹440", correct: true },
        { id: "b", text: "About ₹3,840, the index times the volatility", correct: false },
        { id: "c", text: "About ₹44", correct: false },
        { id: "d", text: "About ₹1,100", correct: false },
      ],
      explanation:
        "0.4 × 24,000 × 0.16 × √(30 ÷ 365) = 0.4 × 24,000 × 0.16 × 0.2867 ≈ ₹440. The square root of time is the key.",
    },
    {
      id: "ats-64",
      kind: "single",
      text: "For which options is gamma highest, according to the lesson?",
      options: [
        { id: "a", text: "At-the-money options close to expiry", correct: true },
        {
          id: "b",
          text: "Far out-of-the-money options with many months left, because their prices move the least",
          correct: false,
        },
        { id: "c", text: "Deep in-the-money options", correct: false },
        { id: "d", text: "Every option equally", correct: false },
      ],
      explanation:
        "High gamma near expiry is why expiry-day options can double or go to zero within an hour, and why sellers of such options can be hurt so fast.",
    },
    {
      id: "ats-65",
      kind: "single",
      text: "India VIX is 16 and the index is at 24,000. Roughly what range does the market expect over the next 30 days, about two times in three?",
      options: [
        { id: "a", text: "About 1,101 points (4.6%) either way", correct: true },
        { id: "b", text: "About 3,840 points: the index times 16%", correct: false },
        { id: "c", text: "Exactly 16 points", correct: false },
        { id: "d", text: "About 100 points", correct: false },
      ],
      explanation:
        "24,000 × 0.16 × √(30 ÷ 365) ≈ 1,101 points, if moves followed a bell curve. They do not quite: large falls come more often than a bell curve suggests.",
    },
    {
      id: "ats-66",
      kind: "single",
      text: "An at-the-money call costs ₹439 with 30 days left. In the lesson's table, about what does it cost with 7 days left, all else unchanged?",
      options: [
        { id: "a", text: "About ₹212, roughly half", correct: true },
        { id: "b", text: "About ₹102, in proportion to the days left", correct: false },
        { id: "c", text: "₹439, since nothing else changed", correct: false },
        { id: "d", text: "About ₹80", correct: false },
      ],
      explanation:
        "A quarter of the time still costs about half the premium, because time value shrinks with the square root of time; the last days melt fastest.",
    },
    {
      id: "ats-67",
      kind: "multiple",
      text: "Which statements about theta match the lesson? Select all that apply.",
      options: [
        { id: "a", text: "It is the daily rent an option buyer pays and a seller collects", correct: true },
        {
          id: "b",
          text: "For a seller it is payment for carrying gamma risk, not free money",
          correct: true,
        },
        { id: "c", text: "It makes an option gain value each day", correct: false },
        { id: "d", text: "It is zero in expiry week", correct: false },
      ],
      explanation:
        "Theta takes value off an option every day, faster as expiry nears: about −₹16 a day for the lesson's 7-day at-the-money call.",
    },
    {
      id: "ats-68",
      kind: "multiple",
      text: "What does an option's premium depend on, according to the lesson? Select all that apply.",
      options: [
        { id: "a", text: "Where the underlying trades compared with the strike", correct: true },
        { id: "b", text: "The time left to expiry", correct: true },
        { id: "c", text: "The volatility the market expects", correct: true },
        { id: "d", text: "Interest rates and expected dividends", correct: true },
        { id: "e", text: "Why the buyer wants to trade", correct: false },
      ],
      explanation:
        "The first three do almost all the work; interest and dividends matter little for short-dated index options. A buyer's reasons do not enter the price.",
    },
  ],
};
