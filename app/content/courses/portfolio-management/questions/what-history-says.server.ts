import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Mixing assets: what Indian market history shows".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const whatHistorySaysQuestions: LessonQuestions = {
  lessonId: "what-history-says",
  practice: [],
  assessment: [
    {
      id: "pm-08",
      kind: "single",
      text: "In the course's test over 2006-2025 (Nifty 50 TRI, modelled 10-year G-sec, rebalanced every January), how did 60/40 compare with 100% equity?",
      options: [
        { id: "a", text: "60/40 earned more and fell less", correct: false },
        {
          id: "b",
          text: "60/40 earned about one point a year less (12.04% against 13.10%) but its worst year was −20.46% instead of −51.27%",
          correct: true,
        },
        { id: "c", text: "60/40 earned half as much with the same worst year", correct: false },
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
        { id: "a", text: "−51.27%", correct: false },
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
  ],
};
