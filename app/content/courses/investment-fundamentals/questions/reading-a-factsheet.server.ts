import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Reading a mutual fund factsheet".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const readingAFactsheetQuestions: LessonQuestions = {
  lessonId: "reading-a-factsheet",
  practice: [
    {
      id: "ifp-34",
      kind: "single",
      text: "How often does a fund house publish a scheme's factsheet?",
      options: [
        { id: "a", text: "Every month", correct: true },
        { id: "b", text: "Only when the scheme is launched", correct: false },
        { id: "c", text: "Once every five years, when SEBI reviews the scheme", correct: false },
      ],
      explanation: "Factsheets are monthly summaries; the SID and KIM are the legal documents behind them.",
    },
    {
      id: "ifp-35",
      kind: "single",
      text: "A performance table should be read against what?",
      options: [
        { id: "a", text: "Last year's best-performing fund in any category", correct: false },
        { id: "b", text: "The scheme's benchmark TRI", correct: true },
        { id: "c", text: "The bank's savings account rate", correct: false },
      ],
      explanation:
        "Judge a fund against its benchmark total return index, over several periods, within its category.",
    },
    {
      id: "ifp-36",
      kind: "single",
      text: "₹10,000 grew at 13.2% a year for five years. About what is it worth?",
      options: [
        { id: "a", text: "₹16,600", correct: false },
        { id: "b", text: "₹18,588", correct: true },
        { id: "c", text: "₹23,200", correct: false },
      ],
      explanation:
        "₹10,000 × 1.132⁵ = ₹18,588. Adding 13.2% five times without compounding would give ₹16,600.",
    },
  ],
  assessment: [
    {
      id: "if-109",
      kind: "single",
      text: "If the factsheet and the scheme information document (SID) seem to disagree on what the fund may hold, which should you rely on?",
      options: [
        { id: "a", text: "The factsheet, because it is more recent", correct: false },
        { id: "b", text: "The SID", correct: true },
        { id: "c", text: "Whichever one your distributor or app happens to show you first", correct: false },
        { id: "d", text: "Neither; ask on social media", correct: false },
      ],
      explanation:
        "The SID is the legal document setting the scheme's objective and limits; the factsheet is a monthly summary.",
    },
    {
      id: "if-110",
      kind: "single",
      text: "In the lesson's example the direct plan returned 13.2% a year and the benchmark TRI 13.6%. What does that suggest?",
      options: [
        { id: "a", text: "The fund beat its benchmark comfortably", correct: false },
        { id: "b", text: "A low-cost index fund on the benchmark may have done as well", correct: true },
        {
          id: "c",
          text: "The regular plan must have beaten the benchmark over the same five years",
          correct: false,
        },
        { id: "d", text: "The benchmark figure is wrong", correct: false },
      ],
      explanation:
        "Even the cheaper direct plan trailed by 0.4 point a year, so an index fund on the same benchmark would have done about as well or better.",
    },
    {
      id: "if-111",
      kind: "single",
      text: "What explains the gap between a fund's direct and regular plan returns?",
      options: [
        { id: "a", text: "They hold different shares", correct: false },
        { id: "b", text: "The distributor's commission in the regular plan's expense ratio", correct: true },
        {
          id: "c",
          text: "Different fund managers run the two plans, each with their own choices of shares",
          correct: false,
        },
        { id: "d", text: "The direct plan pays no tax", correct: false },
      ],
      explanation:
        "Both plans hold the same portfolio with the same manager; the regular plan's higher expense ratio includes the distributor's commission.",
    },
    {
      id: "if-112",
      kind: "single",
      text: "A fund's beta is 1.2. What does that tell you?",
      options: [
        { id: "a", text: "It tends to move about 1.2% when its benchmark moves 1%", correct: true },
        {
          id: "b",
          text: "It returned 1.2 times the benchmark's return every single year since it was launched",
          correct: false,
        },
        { id: "c", text: "Its expense ratio is 1.2%", correct: false },
        { id: "d", text: "It holds 120 shares", correct: false },
      ],
      explanation:
        "Beta measures how much the fund moves with its benchmark; above 1 means it swings more than the index.",
    },
    {
      id: "if-113",
      kind: "single",
      text: "A 'flexi cap' fund's factsheet shows 92% of its portfolio in large companies. What should you conclude?",
      options: [
        {
          id: "a",
          text: "It is behaving like a large cap fund, so check it against what you already own",
          correct: true,
        },
        {
          id: "b",
          text: "It is breaking the law and SEBI will close it down within the month, so sell at once",
          correct: false,
        },
        { id: "c", text: "Flexi cap funds must hold only large companies", correct: false },
        { id: "d", text: "The factsheet cannot show company sizes", correct: false },
      ],
      explanation:
        "Check that the holdings match the label: a flexi cap mostly in large companies behaves like a large cap fund and may duplicate your other holdings.",
    },
    {
      id: "if-114",
      kind: "multiple",
      text: "Which of these does the top of a factsheet usually show? Select all that apply.",
      options: [
        { id: "a", text: "The scheme's category and benchmark", correct: true },
        { id: "b", text: "The riskometer level", correct: true },
        { id: "c", text: "Expense ratios of the direct and regular plans", correct: true },
        { id: "d", text: "The exit load", correct: true },
        { id: "e", text: "A guaranteed return for the next year", correct: false },
      ],
      explanation:
        "Category, benchmark, riskometer, manager, AUM, NAVs, expense ratios and exit load are at the top. No mutual fund guarantees a return.",
    },
    {
      id: "if-115",
      kind: "multiple",
      text: "Which habits make a performance table useful? Select all that apply.",
      options: [
        { id: "a", text: "Compare with the benchmark TRI", correct: true },
        { id: "b", text: "Look at several periods, not just one year", correct: true },
        { id: "c", text: "Compare funds across different categories", correct: false },
        { id: "d", text: "Treat the five-year return as a promise", correct: false },
      ],
      explanation:
        "Compare with the benchmark TRI over several periods and within one category; past returns promise nothing.",
    },
    {
      id: "if-116",
      kind: "multiple",
      text: "In the lesson's example, which figures are right? Select all that apply.",
      options: [
        {
          id: "a",
          text: "₹10,000 at the regular plan's 12.1% for five years became about ₹17,702",
          correct: true,
        },
        {
          id: "b",
          text: "₹5,00,000 at a 0.25% expense ratio pays about ₹1,250 in the first year",
          correct: true,
        },
        { id: "c", text: "At 1.20%, the same holding pays about ₹6,000", correct: true },
        { id: "d", text: "The direct plan beat the benchmark by 0.4 point a year", correct: false },
      ],
      explanation:
        "₹10,000 × 1.121⁵ = ₹17,702; 0.25% and 1.20% of ₹5,00,000 are ₹1,250 and ₹6,000. The direct plan trailed the benchmark by 0.4 point.",
    },
  ],
};
