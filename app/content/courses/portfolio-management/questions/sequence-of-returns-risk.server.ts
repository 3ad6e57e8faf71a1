import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Sequence-of-returns risk: why the order of good and bad years matters".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const sequenceOfReturnsRiskQuestions: LessonQuestions = {
  lessonId: "sequence-of-returns-risk",
  practice: [
    {
      id: "pmp-40",
      kind: "single",
      text: "A lump sum is left alone for ten years with no money added or taken out. Does the order of the yearly returns change its end value?",
      options: [
        { id: "a", text: "Yes, a crash in the first year always leaves less", correct: false },
        { id: "b", text: "No, the growth factors multiply to the same result in any order", correct: true },
        {
          id: "c",
          text: "Only if the returns include a year that lost more than half of the portfolio's value",
          correct: false,
        },
      ],
      explanation: "1.10 × 0.80 equals 0.80 × 1.10: without withdrawals or additions, order does not matter.",
    },
    {
      id: "pmp-41",
      kind: "single",
      text: "When does a large market fall do the most damage to a retiree's withdrawals?",
      options: [
        { id: "a", text: "In the first years of withdrawals, when the balance is largest", correct: true },
        {
          id: "b",
          text: "In the very last year of a thirty-year retirement, when only a small balance remains invested",
          correct: false,
        },
        { id: "c", text: "Timing makes no difference once withdrawals start", correct: false },
      ],
      explanation:
        "Early losses hit the largest balance and the withdrawals that follow lock them in; units sold cheaply are not there for the recovery.",
    },
    {
      id: "pmp-42",
      kind: "single",
      text: "Start with ₹50,00,000, withdraw ₹4,00,000 at the start of each year, and earn −20% then +25%. What is left after two years?",
      options: [
        { id: "a", text: "₹42,80,000", correct: false },
        { id: "b", text: "₹41,00,000", correct: true },
        { id: "c", text: "₹50,00,000", correct: false },
        { id: "d", text: "₹46,00,000", correct: false },
      ],
      explanation:
        "(₹50,00,000 − ₹4,00,000) × 0.80 = ₹36,80,000; (₹36,80,000 − ₹4,00,000) × 1.25 = ₹41,00,000. The reverse order leaves ₹42,80,000.",
    },
  ],
  assessment: [
    {
      id: "pm-125",
      kind: "single",
      text: "What is sequence-of-returns risk?",
      options: [
        { id: "a", text: "The risk that a fund's NAV is published late", correct: false },
        {
          id: "b",
          text: "The danger that poor returns arrive early in the years of withdrawals",
          correct: true,
        },
        {
          id: "c",
          text: "The risk that the average return over a whole retirement turns out lower than assumed",
          correct: false,
        },
        { id: "d", text: "The risk of buying units in the wrong order", correct: false },
      ],
      explanation:
        "It is about order, not average: with the same average return, bad years early in withdrawals leave far less than bad years late.",
    },
    {
      id: "pm-126",
      kind: "single",
      text: "In the lesson, ₹1 crore with ₹8 lakh withdrawn each year ran through the Nifty 50 TRI's 2008-2017 returns as they happened. About what was left?",
      options: [
        { id: "a", text: "About ₹1.00 crore", correct: false },
        { id: "b", text: "About ₹32.3 lakh", correct: true },
        { id: "c", text: "About ₹1.93 crore", correct: false },
        { id: "d", text: "Nothing: it ran out in year 6", correct: false },
      ],
      explanation:
        "₹32,26,719 was left in the order as it happened; the reversed order left ₹1,00,15,129; with no withdrawals it would have grown to about ₹1.93 crore either way.",
    },
    {
      id: "pm-127",
      kind: "single",
      text: "In that illustration, what was the same in both orders?",
      options: [
        { id: "a", text: "The value at the end of every year", correct: false },
        { id: "b", text: "The compound return, 6.78% a year, and the withdrawals", correct: true },
        {
          id: "c",
          text: "The year in which the balance was at its lowest point over the whole ten years",
          correct: false,
        },
        { id: "d", text: "Nothing at all: even the returns were different", correct: false },
      ],
      explanation:
        "The same ten returns compound to 6.78% a year in any order, and ₹8 lakh was taken every year in both; only the timing of the 2008 crash differed.",
    },
    {
      id: "pm-128",
      kind: "single",
      text: "Why did the 77.59% gain of 2009 not restore the portfolio in the order as it happened?",
      options: [
        {
          id: "a",
          text: "The gain applied to a balance that had halved and lost two withdrawals",
          correct: true,
        },
        {
          id: "b",
          text: "Index funds do not take part in market recoveries that follow a crash of that size",
          correct: false,
        },
        { id: "c", text: "The lesson used the price index, not the TRI", correct: false },
        { id: "d", text: "The withdrawals stopped in 2009", correct: false },
      ],
      explanation:
        "Percentage gains work on what is left. After 2008's −51.27% and two withdrawals, even a 77.59% gain left the balance below its start.",
    },
    {
      id: "pm-129",
      kind: "single",
      text: "How is a saver making monthly SIPs affected by sequence, compared with a retiree?",
      options: [
        { id: "a", text: "Exactly the same way: early crashes hurt both", correct: false },
        { id: "b", text: "An early crash helps the saver, who buys cheap units", correct: true },
        {
          id: "c",
          text: "Savers are never affected by the order of returns, whatever the length of the plan",
          correct: false,
        },
        { id: "d", text: "Only savers are affected; retirees are not", correct: false },
      ],
      explanation:
        "For a saver adding money, an early crash buys cheap units, and a crash just before the goal, when the balance is largest, hurts most.",
    },
    {
      id: "pm-130",
      kind: "multiple",
      text: "Which ways of managing sequence risk does the lesson give? Select all that apply.",
      options: [
        { id: "a", text: "Keep the next two or three years of withdrawals out of equity", correct: true },
        { id: "b", text: "Hold a balanced mix rather than all equity", correct: true },
        { id: "c", text: "Move everything into small cap funds after a crash", correct: false },
        { id: "d", text: "Skip the inflation increase or trim withdrawals after a big fall", correct: true },
        { id: "e", text: "Withdraw a sensible rate", correct: true },
      ],
      explanation:
        "A spending bucket outside equity, a balanced mix, flexibility after falls and a sensible rate all reduce the damage of a bad early sequence. Concentrating into small caps does the opposite.",
    },
    {
      id: "pm-131",
      kind: "multiple",
      text: "Which statements about the lesson's illustration are right? Select all that apply.",
      options: [
        {
          id: "a",
          text: "It uses calendar-year Nifty 50 TRI returns from our market-history data",
          correct: true,
        },
        { id: "b", text: "It is a forecast of returns for the next ten years", correct: false },
        { id: "c", text: "Withdrawals are taken at the start of each year", correct: true },
        { id: "d", text: "It includes fund costs and tax", correct: false },
      ],
      explanation:
        "The method: calendar-year Nifty 50 TRI returns, ₹8 lakh taken on 1 January, before costs and tax. It illustrates order and forecasts nothing.",
    },
    {
      id: "pm-132",
      kind: "multiple",
      text: "A 60/40 mix fell about 20% in 2008 against the index's 51%. Why does that help a retiree? Select all that apply.",
      options: [
        { id: "a", text: "Less is lost early, on the largest balance", correct: true },
        {
          id: "b",
          text: "Withdrawals can come from the debt side instead of selling shares low",
          correct: true,
        },
        { id: "c", text: "More units remain to recover when shares rise", correct: true },
        { id: "d", text: "It guarantees the money can never run out", correct: false },
      ],
      explanation:
        "A balanced mix loses less early, can pay withdrawals from debt, and keeps more equity units for the recovery; it guarantees nothing.",
    },
  ],
};
