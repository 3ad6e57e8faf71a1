import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Trading versus investing: what SEBI's studies of F&O traders found".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const tradingVsInvestingEvidenceQuestions: LessonQuestions = {
  lessonId: "trading-vs-investing-evidence",
  practice: [],
  assessment: [
    {
      id: "ats-01",
      kind: "single",
      text: "Why is futures and options trading negative-sum for traders taken together?",
      options: [
        {
          id: "a",
          text: "Every contract has a buyer and a seller, so gains and losses cancel before costs, and then brokerage, STT and other charges are taken out",
          correct: true,
        },
        { id: "b", text: "Because index prices fall more often than they rise", correct: false },
        { id: "c", text: "Because SEBI keeps a share of every trader's profit", correct: false },
        { id: "d", text: "Because option sellers win every trade", correct: false },
      ],
      explanation:
        "In F&O one side's gain is exactly the other side's loss, so before costs the total is zero. Charges on every order are paid by both sides whether they win or lose, so after costs the total is negative. It has nothing to do with the market's direction: a rising market hurts shorts as much as a falling one hurts longs.",
    },
    {
      id: "ats-02",
      kind: "multiple",
      text: "Which of these are findings of SEBI's studies of individual traders? Select all that apply.",
      options: [
        {
          id: "a",
          text: "In every period studied, about nine in ten individual F&O traders made a net loss",
          correct: true,
        },
        {
          id: "b",
          text: "Loss-making traders paid transaction costs on top of their trading losses",
          correct: true,
        },
        {
          id: "c",
          text: "Among intraday traders making more than 500 trades a year, the share of loss-makers was higher than among intraday traders overall",
          correct: true,
        },
        {
          id: "d",
          text: "After SEBI's late-2024 measures, most individual F&O traders made a profit in FY 2024-25",
          correct: false,
        },
        {
          id: "e",
          text: "Individuals made profits in F&O in FY 2023-24 while proprietary traders and foreign portfolio investors lost",
          correct: false,
        },
      ],
      explanation:
        "SEBI found about nine in ten F&O traders losing in FY 2018-19 and FY 2021-22 (its 2023 study), over FY 2021-22 to FY 2023-24 ({{fact:fo-study-loss-share}}) and in FY 2024-25 (about {{fact:fo-study-fy25-loss-share}}). Loss-makers paid extra costs (28% of their trading losses in the 2023 study; 57% for intraday traders), and 80% of very frequent intraday traders lost against 71% overall. The 2024 measures did not turn results positive, and it was proprietary traders and foreign investors, not individuals, who made profits in FY 2023-24.",
    },
    {
      id: "ats-03",
      kind: "single",
      text: "A trader makes 300 option round trips in a year. Wins and losses exactly cancel, and each round trip costs ₹66.70 in brokerage, GST and STT. What is the year's result before exchange charges and stamp duty?",
      options: [
        { id: "a", text: "₹0, because wins and losses cancel", correct: false },
        { id: "b", text: "−₹20,010", correct: true },
        { id: "c", text: "−₹6,670", correct: false },
        { id: "d", text: "+₹20,010", correct: false },
      ],
      explanation:
        "Gross result is ₹0, but costs are charged on every round trip: 300 × ₹66.70 = ₹20,010, so the trader ends ₹20,010 down. This is why a fair coin-toss record still loses money, and why frequent trading is so costly.",
    },
  ],
};
