import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Mixing assets: what Indian market history shows".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const whatHistorySaysQuestions: LessonQuestions = {
  lessonId: "what-history-says",
  practice: [
    {
      id: "pmp-07",
      kind: "single",
      text: "What does correlation measure?",
      options: [
        {
          id: "a",
          text: "How two assets move together, from +1 (in lockstep) to −1 (opposite)",
          correct: true,
        },
        { id: "b", text: "The return of a mix of assets", correct: false },
        { id: "c", text: "The cost of rebalancing", correct: false },
        { id: "d", text: "The tax on a gain", correct: false },
      ],
      explanation:
        "Correlation runs from +1 to −1. It is useful but not a constant: the equity-debt figure over 2006-2025 came almost entirely from one crisis.",
    },
    {
      id: "pmp-08",
      kind: "single",
      text: "In the test, what did ₹10 lakh at the start of 2006 become in a 60/40 mix by the end of 2025, before tax and costs?",
      options: [
        { id: "a", text: "About ₹97.2 lakh", correct: true },
        { id: "b", text: "About ₹1.17 crore", correct: false },
        { id: "c", text: "About ₹41.4 lakh", correct: false },
        { id: "d", text: "About ₹35 lakh", correct: false },
      ],
      explanation:
        "60/40 reached about ₹97.2 lakh, all equity about ₹1.17 crore and all debt about ₹41.4 lakh. About ₹35 lakh was what ₹10 lakh of 2006 purchasing power needed in 2025.",
    },
    {
      id: "pmp-09",
      kind: "single",
      text: "In the lesson's test, when is each portfolio reset to its target weights?",
      options: [
        { id: "a", text: "Every 1 January", correct: true },
        { id: "b", text: "At the end of every month", correct: false },
        { id: "c", text: "Never: the weights drift", correct: false },
        { id: "d", text: "Only after a crash", correct: false },
      ],
      explanation:
        "Each mix is reset every 1 January, so each year's return is the weighted sum of the assets' returns. Costs, taxes and exit loads of rebalancing are left out.",
    },
  ],
  assessment: [
    {
      id: "pm-08",
      kind: "single",
      text: "In the course's test over 2006-2025 (Nifty 50 TRI, modelled 10-year G-sec, rebalanced every January), how did 60/40 compare with 100% equity?",
      options: [
        {
          id: "a",
          text: "60/40 earned more and fell less, because debt gained in most years",
          correct: false,
        },
        {
          id: "b",
          text: "About one point a year less, with a worst year of −20.46% instead of −{{fact:nifty-tri-2008}}",
          correct: true,
        },
        {
          id: "c",
          text: "60/40 earned only half as much as all equity, and its worst year was the very same crash",
          correct: false,
        },
        { id: "d", text: "60/40 never had a losing year", correct: false },
      ],
      explanation:
        "The trade-off was a small cost in return for a much shallower worst year. 60/40 did still lose money in two calendar years, including 2008, so it is smoother, not loss-free.",
    },
    {
      id: "pm-09",
      kind: "single",
      text: "In 2008 the Nifty 50 TRI returned −{{fact:nifty-tri-2008}}, the modelled 10-year G-sec +25.75% and gold in rupees +27.12%. What did a 60/20/20 portfolio, rebalanced on 1 January, return?",
      options: [
        { id: "a", text: "−{{fact:nifty-tri-2008|short}}, the same as equity on its own", correct: false },
        { id: "b", text: "−30.76%", correct: false },
        { id: "c", text: "About −20.19%", correct: true },
        { id: "d", text: "About +0.53%", correct: false },
      ],
      explanation:
        "0.6 × (−51.27%) + 0.2 × 25.75% + 0.2 × 27.12% = −30.762% + 5.15% + 5.424% ≈ −20.19%. −30.76% is only the equity part's contribution; averaging the three returns without weights gives +0.53%, which is wrong because the portfolio held three times as much equity as debt or gold.",
    },
    {
      id: "pm-10",
      kind: "multiple",
      text: "Which conclusions does the course's 2006-2025 history support? Select all that apply.",
      options: [
        { id: "a", text: "Correlations change: gold and equity both fell in 2015", correct: true },
        {
          id: "b",
          text: "The strongly negative equity-debt correlation came mostly from 2008 and 2009",
          correct: true,
        },
        { id: "c", text: "Gold always rises when equity falls", correct: false },
        { id: "d", text: "Much of the gold mix's lead came from gold's +75.85% in 2025", correct: true },
        { id: "e", text: "Twenty years of data prove 60/20/20 is the best mix for everyone", correct: false },
      ],
      explanation:
        "Without 2008 and 2009 the equity-debt correlation was about zero, and gold fell with equity in 2015, so diversification is not a law. Stopping the test at 2024 left 60/20/20 roughly level with all equity. Twenty years with one crash cannot prove a best mix.",
    },
    {
      id: "pm-50",
      kind: "single",
      text: "How is the debt series in the lesson's test built?",
      options: [
        {
          id: "a",
          text: "A constant-maturity 10-year government bond modelled from year-end yields",
          correct: true,
        },
        {
          id: "b",
          text: "The average return of all debt mutual funds, weighted by the assets each fund held every year",
          correct: false,
        },
        { id: "c", text: "State Bank of India's one-year deposit rate", correct: false },
        { id: "d", text: "The RBI's repo rate", correct: false },
      ],
      explanation:
        "It is bought at par at one year-end and repriced a year later as a 9-year bond at the new yield, plus the coupon: an approximation, not a fund or an index.",
    },
    {
      id: "pm-51",
      kind: "single",
      text: "Stop the lesson's test at 2024 instead of 2025. How did 60/20/20 compare with all equity?",
      options: [
        {
          id: "a",
          text: "About the same return (13.23% against 13.16%), with far smaller falls",
          correct: true,
        },
        {
          id: "b",
          text: "Far ahead, because gold beat equity in every single year from 2006 to 2024",
          correct: false,
        },
        { id: "c", text: "Far behind, at about half the return", correct: false },
        { id: "d", text: "Exactly the same in every year", correct: false },
      ],
      explanation:
        "Much of the gold mix's lead came from gold's +75.85% in 2025, the largest year in its 46-year record. To 2024 it roughly matched all equity with much smaller falls.",
    },
    {
      id: "pm-52",
      kind: "single",
      text: "What was the correlation of yearly equity and debt returns over 2006-2025, and what happens without 2008 and 2009?",
      options: [
        { id: "a", text: "About −0.62; without those two years, about 0.01", correct: true },
        { id: "b", text: "About +0.9, so the two always moved together in this period", correct: false },
        { id: "c", text: "Exactly −1", correct: false },
        {
          id: "d",
          text: "About −0.62, and the same without them, which shows it is a law of markets",
          correct: false,
        },
      ],
      explanation:
        "The strongly negative figure came almost entirely from one crisis, when rates were cut and bond prices jumped. Diversification is real, but a single correlation figure is not a promise.",
    },
    {
      id: "pm-53",
      kind: "single",
      text: "2020 ended with the Nifty 50 TRI up 16.14%. What did the Nifty 50's month-end close do from December 2019 to March 2020?",
      options: [
        { id: "a", text: "It fell 29.3%", correct: true },
        { id: "b", text: "It rose steadily, in step with the year's 16.14% return", correct: false },
        { id: "c", text: "It stayed flat", correct: false },
        { id: "d", text: "It doubled", correct: false },
      ],
      explanation:
        "From 12,168.45 in December 2019 to 8,597.75 in March 2020, a 29.3% fall, before recovering to end the year higher. Yearly data understate how deep a fall feels while you live through it.",
    },
    {
      id: "pm-54",
      kind: "single",
      text: "₹10 lakh went into a 60/40 mix on 1 January 2008. What did rebalancing on 1 January 2009 do?",
      options: [
        { id: "a", text: "Moved ₹1,84,848 from debt into equity, after the crash", correct: true },
        {
          id: "b",
          text: "Sold equity after the crash to protect what was left, and moved it into debt",
          correct: false,
        },
        { id: "c", text: "Nothing, because the mix was still 60/40", correct: false },
        { id: "d", text: "Moved everything into gold", correct: false },
      ],
      explanation:
        "After 2008 equity had shrunk to well below 60%, so resetting meant buying equity with ₹1,84,848 from debt. In this test that purchase at low prices added to 2009's result.",
    },
    {
      id: "pm-55",
      kind: "multiple",
      text: "Which of these happened in the lesson's table of difficult years? Select all that apply.",
      options: [
        { id: "a", text: "In 2015 gold and equity both fell", correct: true },
        { id: "b", text: "In 2013 gold fell 18% while inflation ran at 10%", correct: true },
        { id: "c", text: "In 2011 all three assets fell", correct: false },
        { id: "d", text: "In 2008 gold fell along with equity", correct: false },
      ],
      explanation:
        "In 2008 and 2011 gold rose strongly while equity fell, but in 2015 they fell together, and in 2013 gold fell while prices rose 10%. Correlations change.",
    },
    {
      id: "pm-56",
      kind: "multiple",
      text: "Which limits of the historical test does the lesson name? Select all that apply.",
      options: [
        { id: "a", text: "Twenty years contain one global crash and one pandemic", correct: true },
        { id: "b", text: "The debt series is a model of a long government bond, not a fund", correct: true },
        { id: "c", text: "Real portfolios pay expense ratios and tax", correct: true },
        { id: "d", text: "A SIP investor's experience differs from a lump sum's", correct: true },
        { id: "e", text: "The equity series leaves out dividends", correct: false },
      ],
      explanation:
        "A different twenty years could rank the mixes differently; costs and tax are left out. The Nifty 50 Total Return Index includes dividends reinvested.",
    },
  ],
};
