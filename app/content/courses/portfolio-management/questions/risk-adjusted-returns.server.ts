import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Risk-adjusted return: the Sharpe ratio".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const riskAdjustedReturnsQuestions: LessonQuestions = {
  lessonId: "risk-adjusted-returns",
  practice: [
    {
      id: "pmp-31",
      kind: "single",
      text: "What does the Sharpe ratio divide by the standard deviation?",
      options: [
        { id: "a", text: "The return minus the risk-free rate", correct: true },
        { id: "b", text: "The return plus the inflation rate for the same years", correct: false },
        { id: "c", text: "The expense ratio of the fund", correct: false },
        { id: "d", text: "The fund's assets under management", correct: false },
      ],
      explanation:
        "Sharpe ratio = (return − risk-free rate) ÷ standard deviation: the extra return earned for each unit of swing.",
    },
    {
      id: "pmp-32",
      kind: "single",
      text: "A fund returned 15% with a standard deviation of 20% while the risk-free rate was 7%. What is its Sharpe ratio?",
      options: [
        { id: "a", text: "0.75", correct: false },
        { id: "b", text: "0.40", correct: true },
        { id: "c", text: "1.10", correct: false },
        { id: "d", text: "0.35", correct: false },
      ],
      explanation:
        "(15 − 7) ÷ 20 = 8 ÷ 20 = 0.40. Dividing the whole return, 15 ÷ 20, would give 0.75 and forget the risk-free rate.",
    },
    {
      id: "pmp-33",
      kind: "single",
      text: "Which comparison of Sharpe ratios does the lesson call meaningful?",
      options: [
        {
          id: "a",
          text: "A small cap fund's against a liquid fund's, each over its own best three years",
          correct: false,
        },
        {
          id: "b",
          text: "Two large cap funds over the same period with the same risk-free rate",
          correct: true,
        },
        { id: "c", text: "A fund's ratio this year against gold's ratio last decade", correct: false },
      ],
      explanation:
        "Compare like with like: the same category, the same period and the same risk-free rate. Different periods or categories make the ratio meaningless.",
    },
  ],
  assessment: [
    {
      id: "pm-101",
      kind: "single",
      text: "Fund A returned 14% a year with a standard deviation of 20%; Fund B 12% with 12%. The risk-free rate was 7%. Which statement is right?",
      options: [
        { id: "a", text: "A has the higher Sharpe ratio because its return is higher", correct: false },
        { id: "b", text: "B has the higher Sharpe ratio: 0.42 against 0.35", correct: true },
        {
          id: "c",
          text: "They have the same ratio, since both beat the risk-free rate by a wide margin",
          correct: false,
        },
        { id: "d", text: "Neither has a ratio, because their returns differ", correct: false },
      ],
      explanation:
        "A: (14 − 7) ÷ 20 = 0.35. B: (12 − 7) ÷ 12 = 0.42. B earned less but more for each unit of swing.",
    },
    {
      id: "pm-102",
      kind: "single",
      text: "What does a negative Sharpe ratio tell you?",
      options: [
        { id: "a", text: "The fund's standard deviation was below zero", correct: false },
        {
          id: "b",
          text: "The investment earned less than the risk-free rate over the period",
          correct: true,
        },
        {
          id: "c",
          text: "The fund had a very smooth ride with almost no swings in any month of the period",
          correct: false,
        },
        { id: "d", text: "The calculation used the wrong currency", correct: false },
      ],
      explanation:
        "Standard deviation is never negative, so a negative ratio means the excess return (return − risk-free rate) was negative.",
    },
    {
      id: "pm-103",
      kind: "single",
      text: "In the lesson's 2006-2025 table, what risk-free rate is used for each year?",
      options: [
        { id: "a", text: "The 10-year G-sec yield at the end of the year before", correct: true },
        {
          id: "b",
          text: "The inflation rate of the same calendar year, as published by the World Bank",
          correct: false,
        },
        { id: "c", text: "The Nifty 50 dividend yield", correct: false },
        { id: "d", text: "Zero, for simplicity", correct: false },
      ],
      explanation:
        "The proxy is the previous December's 10-year government bond yield, what a saver could lock in on 1 January, averaged over the twenty years.",
    },
    {
      id: "pm-104",
      kind: "single",
      text: "Over 2006-2025, gold's Sharpe ratio from calendar-year returns came out higher than the Nifty 50 TRI's. What does the lesson conclude?",
      options: [
        { id: "a", text: "Gold is the better investment and should replace equity", correct: false },
        { id: "b", text: "The ratio is only as good as the period it was measured over", correct: true },
        { id: "c", text: "The Nifty 50 TRI's figures must contain an error", correct: false },
        { id: "d", text: "Sharpe ratios cannot be computed for gold at all", correct: false },
      ],
      explanation:
        "The period ends with gold's 75.85% rise in 2025 and gold had long flat spells in other decades. The two assets also had bad years at different times, which is why holding both helped.",
    },
    {
      id: "pm-105",
      kind: "single",
      text: "Why can the standard deviation under-describe the risk of equity?",
      options: [
        { id: "a", text: "It ignores all the years with positive returns", correct: false },
        {
          id: "b",
          text: "Rare large falls such as 2008's are poorly captured by a spread measure",
          correct: true,
        },
        {
          id: "c",
          text: "It is computed from monthly dividends only, leaving out every change in price",
          correct: false,
        },
        { id: "d", text: "SEBI caps it at 10% for equity funds", correct: false },
      ],
      explanation:
        "Standard deviation summarises typical swings and treats gains and losses alike; rare crashes like the Nifty 50 TRI's −{{fact:nifty-tri-2008}} in 2008 are what it under-describes, so look at the worst year too.",
    },
    {
      id: "pm-106",
      kind: "multiple",
      text: "Which are limits of the Sharpe ratio named in the lesson? Select all that apply.",
      options: [
        { id: "a", text: "It treats upward swings as risk just like falls", correct: true },
        { id: "b", text: "It depends heavily on the period measured", correct: true },
        { id: "c", text: "It cannot be computed for mutual funds", correct: false },
        { id: "d", text: "It says nothing about the costs and tax you will pay from here", correct: true },
      ],
      explanation:
        "Standard deviation penalises gains and losses alike, the ratio changes with the period, and it says nothing about future costs or tax. Factsheets print it for equity funds, so it can be computed.",
    },
    {
      id: "pm-107",
      kind: "multiple",
      text: "For a one-standard-deviation bad year in the lesson's example, which statements are right? Select all that apply.",
      options: [
        { id: "a", text: "Fund A (14%, standard deviation 20%) would return about −6%", correct: true },
        { id: "b", text: "Fund B (12%, standard deviation 12%) would return about 0%", correct: true },
        { id: "c", text: "Both funds would lose exactly the same amount", correct: false },
        { id: "d", text: "On ₹10,00,000, Fund A would fall about ₹6,00,000", correct: false },
      ],
      explanation:
        "A: 14% − 20% = −6%, a ₹60,000 fall on ₹10,00,000. B: 12% − 12% = 0%. That difference is what the higher Sharpe ratio of B reflects.",
    },
    {
      id: "pm-108",
      kind: "multiple",
      text: "Which of these does computing a Sharpe ratio need? Select all that apply.",
      options: [
        { id: "a", text: "The investment's return over the period", correct: true },
        { id: "b", text: "A risk-free rate for the same period", correct: true },
        { id: "c", text: "The standard deviation of the same period's returns", correct: true },
        { id: "d", text: "A stated period, the same for every fund compared", correct: true },
        { id: "e", text: "The fund manager's personal holdings", correct: false },
      ],
      explanation:
        "Return, risk-free rate and standard deviation make up the formula, and the period (how many years of returns) must be stated and the same for every fund compared. The manager's holdings play no part.",
    },
  ],
};
