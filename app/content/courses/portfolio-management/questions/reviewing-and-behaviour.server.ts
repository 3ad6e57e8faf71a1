import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "The annual review, and what not to do after a fall".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const reviewingAndBehaviourQuestions: LessonQuestions = {
  lessonId: "reviewing-and-behaviour",
  practice: [],
  assessment: [
    {
      id: "pm-31",
      kind: "single",
      text: "In the lesson's example, Investor A stopped her ₹10,000 SIP after October 2008 and sold at the November 2008 close. What made her loss permanent?",
      options: [
        { id: "a", text: "The index falling 55.1% from its peak", correct: false },
        {
          id: "b",
          text: "Selling: had she kept her units, they were worth about ₹1,41,427 by December 2010",
          correct: true,
        },
        { id: "c", text: "Stopping the SIP alone, even without selling", correct: false },
        { id: "d", text: "The tax on her short-term gains", correct: false },
      ],
      explanation:
        "The fall was temporary for an index that recovered; selling at about ₹63,517 turned it into a ₹36,483 loss. Merely stopping the SIP cost her the cheap instalments B bought, but her existing units still recovered. She had losses, not gains, so there was no tax.",
    },
    {
      id: "pm-32",
      kind: "multiple",
      text: "At your annual review, which are good reasons to replace a fund? Select all that apply.",
      options: [
        {
          id: "a",
          text: "It has lagged its benchmark TRI over several rolling three- and five-year windows",
          correct: true,
        },
        {
          id: "b",
          text: "It was merged into a scheme with a mandate you would not have chosen",
          correct: true,
        },
        { id: "c", text: "It had one poor calendar year", correct: false },
        { id: "d", text: "A friend's fund did better last year", correct: false },
        { id: "e", text: "Its expense ratio has risen noticeably", correct: true },
      ],
      explanation:
        "Lasting underperformance, a changed mandate or merger, and higher costs are real reasons. One bad year and comparisons with a friend's fund are noise, and every switch can cost exit loads and tax.",
    },
    {
      id: "pm-33",
      kind: "single",
      text: "The Nifty 50 (month-end closes) took 70 months to recover its December 2007 peak, but only 11 months after December 2019. What does this teach?",
      options: [
        { id: "a", text: "Crashes now always recover within a year", correct: false },
        {
          id: "b",
          text: "Recovery time cannot be known in advance, so your allocation, not a guess about the fall, should decide how much equity you hold",
          correct: true,
        },
        { id: "c", text: "It is best to sell at the start of a fall and buy back after", correct: false },
        { id: "d", text: "Equity should be avoided by anyone with goals under 20 years", correct: false },
      ],
      explanation:
        "Nobody living through either fall knew which kind it was. Hold only as much equity as your horizon, capacity and tolerance allow, and keep to the plan; selling and buying back requires two correct guesses. Equity suits goals more than about seven years away, not only 20-year ones.",
    },
  ],
};
