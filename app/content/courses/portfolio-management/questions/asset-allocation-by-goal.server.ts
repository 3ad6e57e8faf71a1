import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Asset allocation by goal and horizon".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const assetAllocationByGoalQuestions: LessonQuestions = {
  lessonId: "asset-allocation-by-goal",
  practice: [],
  assessment: [
    {
      id: "pm-04",
      kind: "single",
      text: "What is the main weakness of the '100 minus your age' rule for equity?",
      options: [
        { id: "a", text: "It gives young people too little equity for every goal", correct: false },
        {
          id: "b",
          text: "It ignores each goal's horizon and what you already hold, such as EPF, PPF or a pension",
          correct: true,
        },
        { id: "c", text: "It is banned by SEBI", correct: false },
        { id: "d", text: "It increases equity as you get older", correct: false },
      ],
      explanation:
        "The rule moves in the right direction with age (equity falls as you get older) but knows nothing about goals: a 30-year-old's flat fund due in three years should not be 70% equity, and existing debt like EPF changes how much more debt you need. It is a sanity check, not an allocation method.",
    },
    {
      id: "pm-05",
      kind: "single",
      text: "A ₹10,00,000 college fund is two years from the fees and still 60% in equity. Equity then falls 40% and debt is unchanged. What is the fund worth?",
      options: [
        { id: "a", text: "₹6,00,000", correct: false },
        { id: "b", text: "₹7,60,000", correct: true },
        { id: "c", text: "₹8,40,000", correct: false },
        { id: "d", text: "₹9,60,000", correct: false },
      ],
      explanation:
        "Equity ₹6,00,000 × 0.60 = ₹3,60,000, plus debt ₹4,00,000 = ₹7,60,000. On the course's sample glide path the fund would be only 10% equity two years out: ₹1,00,000 × 0.60 + ₹9,00,000 = ₹9,60,000. That ₹2,00,000 gap is why equity is cut as a goal nears.",
    },
    {
      id: "pm-06",
      kind: "multiple",
      text: "Which statements about risk capacity and risk tolerance are correct? Select all that apply.",
      options: [
        {
          id: "a",
          text: "Risk capacity depends on facts such as income stability, dependants, loans and horizon",
          correct: true,
        },
        { id: "b", text: "Risk tolerance is about how you would behave during a large fall", correct: true },
        { id: "c", text: "The allocation should respect whichever of the two is lower", correct: true },
        { id: "d", text: "High risk tolerance means a short horizon does not matter", correct: false },
      ],
      explanation:
        "Capacity is what your finances can absorb; tolerance is what your nerves can. If either is low, the allocation must be too. A strong stomach does not make two-year money able to recover from a 50% fall, so horizon still limits equity.",
    },
    {
      id: "pm-07",
      kind: "single",
      text: "Which description fits the Life Cycle Funds created by SEBI's circular of 26 February 2026?",
      options: [
        {
          id: "a",
          text: "Target-date funds 5 to 30 years out with a glide path that cuts equity over time, and exit loads of 3%, 2% and 1% within one, two and three years",
          correct: true,
        },
        { id: "b", text: "Funds that guarantee a fixed return on the target date", correct: false },
        { id: "c", text: "Funds that hold 60% equity and 40% debt for their whole life", correct: false },
        { id: "d", text: "Funds with no exit load, designed for short-term parking", correct: false },
      ],
      explanation:
        "Life Cycle Funds carry the target year in their name and reduce equity as it approaches; a fund house may run at most six. Nothing is guaranteed, the mix changes over time rather than staying fixed, and their exit loads in the first three years make them unsuitable for parking money.",
    },
  ],
};
