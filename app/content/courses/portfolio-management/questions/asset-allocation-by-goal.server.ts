import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Asset allocation by goal and horizon".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const assetAllocationByGoalQuestions: LessonQuestions = {
  lessonId: "asset-allocation-by-goal",
  practice: [
    {
      id: "pmp-04",
      kind: "single",
      text: "What is a strategic asset allocation?",
      options: [
        {
          id: "a",
          text: "The long-term target mix for a pot of money, held through ups and downs",
          correct: true,
        },
        { id: "b", text: "A bet on next year's best sector", correct: false },
        { id: "c", text: "A list of the funds you own", correct: false },
        { id: "d", text: "The fees your funds charge", correct: false },
      ],
      explanation:
        "The strategic allocation (for example 60% equity, 30% debt, 10% gold) is restored by rebalancing. Shifting it on a market view is tactical allocation, which most individuals do better without.",
    },
    {
      id: "pmp-05",
      kind: "single",
      text: "Which three inputs decide an allocation, according to the lesson?",
      options: [
        { id: "a", text: "Horizon, risk capacity and risk tolerance", correct: true },
        { id: "b", text: "Age, salary and the city you live in", correct: false },
        { id: "c", text: "Last year's returns, fund ratings and the news", correct: false },
        { id: "d", text: "Your tax slab, your bank and your broker", correct: false },
      ],
      explanation:
        "Horizon is when the money is needed; capacity is how big a loss your finances can absorb; tolerance is how big a loss you can live through without selling. Respect whichever of the last two is lower.",
    },
    {
      id: "pmp-06",
      kind: "single",
      text: "In the lesson's college fund example, how much damage does the glide path save in a 2008-sized fall three years before the fees?",
      options: [
        { id: "a", text: "About ₹4,15,287", correct: true },
        { id: "b", text: "Nothing: both funds fall by the same amount", correct: false },
        { id: "c", text: "About ₹6,46,002", correct: false },
        { id: "d", text: "The whole ₹18,00,000", correct: false },
      ],
      explanation:
        "At 70% equity the fall costs ₹6,46,002; at 25% equity it costs ₹2,30,715. The difference, ₹4,15,287, is damage avoided with only three years left to recover.",
    },
  ],
  assessment: [
    {
      id: "pm-04",
      kind: "single",
      text: "What is the main weakness of the '100 minus your age' rule for equity?",
      options: [
        {
          id: "a",
          text: "It gives young people too little equity for every goal, even retirement decades away",
          correct: false,
        },
        {
          id: "b",
          text: "It ignores each goal's horizon and what you already hold, such as EPF or a pension",
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
        { id: "a", text: "₹6,00,000, since the whole fund falls by 40%", correct: false },
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
          text: "Target-date funds with a glide path that cuts equity as the date nears",
          correct: true,
        },
        {
          id: "b",
          text: "Funds that guarantee a fixed return on the target date, backed by the fund house's capital",
          correct: false,
        },
        { id: "c", text: "Funds that hold 60% equity and 40% debt for their whole life", correct: false },
        {
          id: "d",
          text: "Funds with no exit load, designed for parking money for a few weeks",
          correct: false,
        },
      ],
      explanation:
        "Life Cycle Funds carry the target year in their name and reduce equity as it approaches; a fund house may run at most six. Nothing is guaranteed, the mix changes over time rather than staying fixed, and their exit loads in the first three years make them unsuitable for parking money.",
    },
    {
      id: "pm-44",
      kind: "single",
      text: "What is a tactical allocation?",
      options: [
        { id: "a", text: "Shifting the mix because of a view on where markets are heading", correct: true },
        {
          id: "b",
          text: "The long-term target mix you hold through ups and downs and restore by rebalancing",
          correct: false,
        },
        { id: "c", text: "A mix set by SEBI for each age", correct: false },
        { id: "d", text: "Holding only index funds", correct: false },
      ],
      explanation:
        "Tactical allocation changes the mix on a market view; the view is often wrong, and acting on it costs tax and exit loads. The long-term target mix is the strategic allocation.",
    },
    {
      id: "pm-45",
      kind: "single",
      text: "By the lesson's starting points, what equity share suits money for a goal four years away?",
      options: [
        { id: "a", text: "20-40%", correct: true },
        { id: "b", text: "0-10%", correct: false },
        { id: "c", text: "60-80% or more, since four years is long enough to recover", correct: false },
        { id: "d", text: "40-60%", correct: false },
      ],
      explanation:
        "Three to five years: 20-40%, some growth while most of the money must be there on the date. These ranges are the course's teaching convention; move down for low capacity or tolerance.",
    },
    {
      id: "pm-46",
      kind: "single",
      text: "Retirement money of ₹20 lakh sits at 75% equity, a ₹6 lakh flat fund at 30% and a ₹4 lakh education fund at 70%. What is the overall equity share?",
      options: [
        { id: "a", text: "About 65%", correct: true },
        { id: "b", text: "About 58%, the simple average of the three mixes", correct: false },
        { id: "c", text: "75%", correct: false },
        { id: "d", text: "30%", correct: false },
      ],
      explanation:
        "Weight each goal by its rupee size: ₹15 lakh + ₹1.8 lakh + ₹2.8 lakh = ₹19.6 lakh of ₹30 lakh, about 65%. That single figure is what you rebalance to.",
    },
    {
      id: "pm-47",
      kind: "single",
      text: "What was the worst calendar year of a 60/40 mix over 2006-2025, according to the lesson?",
      options: [
        { id: "a", text: "−20.46%", correct: true },
        { id: "b", text: "−{{fact:nifty-tri-2008}}, the same as all equity", correct: false },
        { id: "c", text: "0%, because the debt part offsets every fall", correct: false },
        { id: "d", text: "−5%", correct: false },
      ],
      explanation:
        "60/40 returned 12.04% a year with a worst year of −20.46%, against 13.10% and −{{fact:nifty-tri-2008}} for all equity. Its limits: one mix for every goal, and it does not say which debt.",
    },
    {
      id: "pm-48",
      kind: "multiple",
      text: "What does the lesson advise when moving along a glide path? Select all that apply.",
      options: [
        { id: "a", text: "Move in steps", correct: true },
        { id: "b", text: "Use new money first", correct: true },
        { id: "c", text: "Shift mostly after falls, when prices are low", correct: false },
        { id: "d", text: "Wait until the final month and move everything at once", correct: false },
      ],
      explanation:
        "Move in steps, use new money first and prefer shifting after good years rather than after falls. Each shift out of equity is a sale, with tax and exit-load costs.",
    },
    {
      id: "pm-49",
      kind: "multiple",
      text: "Which statements about the Sensex record of 1980-2025 in the lesson are true? Select all that apply.",
      options: [
        { id: "a", text: "It fell in 10 of the 46 calendar years", correct: true },
        { id: "b", text: "3 of its 42 five-year windows ended with a loss", correct: true },
        { id: "c", text: "None of its ten-year windows lost money", correct: true },
        {
          id: "d",
          text: "Its worst ten-year window gained only 2.59% a year, below inflation",
          correct: true,
        },
        { id: "e", text: "Its worst five-year window was 2008-2012", correct: false },
      ],
      explanation:
        "The worst five-year window was 1994-1998 (−1.80% a year) and the worst ten-year window 1993-2002 (2.59% a year against about 7.25% inflation): even ten years can leave you poorer in real terms.",
    },
  ],
};
