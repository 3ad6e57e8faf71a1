import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Measuring returns: absolute, CAGR, XIRR and the right benchmark".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const measuringReturnsQuestions: LessonQuestions = {
  lessonId: "measuring-returns",
  practice: [],
  assessment: [
    {
      id: "pm-27",
      kind: "single",
      text: "Why is XIRR a better measure than absolute return for a SIP?",
      options: [
        { id: "a", text: "It always shows a higher number", correct: false },
        {
          id: "b",
          text: "It counts each instalment only for the time it was actually invested",
          correct: true,
        },
        { id: "c", text: "It removes the effect of inflation", correct: false },
        { id: "d", text: "It compares the fund with its benchmark", correct: false },
      ],
      explanation:
        "A SIP's instalments are invested for different lengths of time, so the absolute return understates the yearly rate (6.67% against an XIRR of about 12.5% in the lesson's example). XIRR is not always higher: with losses it can be more negative. It does not remove inflation or compare with a benchmark.",
    },
    {
      id: "pm-28",
      kind: "single",
      text: "₹4,00,000 invested once grows to ₹5,32,400 in exactly three years. What is the CAGR?",
      options: [
        { id: "a", text: "33.1% a year", correct: false },
        { id: "b", text: "11.03% a year", correct: false },
        { id: "c", text: "10% a year", correct: true },
        { id: "d", text: "9.1% a year", correct: false },
      ],
      explanation:
        "₹5,32,400 ÷ ₹4,00,000 = 1.331, and 1.331^(1/3) = 1.10, so CAGR = 10%. 33.1% is the absolute return; 11.03% divides it by three, which ignores compounding. With one investment and no withdrawals, XIRR gives the same 10%.",
    },
    {
      id: "pm-29",
      kind: "multiple",
      text: "Which statements about benchmarks and rolling returns are correct? Select all that apply.",
      options: [
        { id: "a", text: "Compare a fund with the total return index (TRI) of its benchmark", correct: true },
        {
          id: "b",
          text: "SEBI has required TRI benchmarking for mutual fund schemes since 1 February 2018",
          correct: true,
        },
        { id: "c", text: "A mid cap fund is best judged against the Nifty 50 price index", correct: false },
        {
          id: "d",
          text: "Rolling returns show the range of results across many windows, not just one trailing period",
          correct: true,
        },
      ],
      explanation:
        "The price index leaves out dividends (the Nifty 50 TRI beat it by about 1.4 points a year over 2006-2025), and a mid cap fund should be compared with a mid cap benchmark's TRI. Rolling returns reveal consistency: Nifty 50 TRI three-year windows since 2006 ran from 1.05% to 22.96% a year.",
    },
    {
      id: "pm-30",
      kind: "single",
      text: "A portfolio returned 11% in a year when inflation was 5%. What was the real return?",
      options: [
        { id: "a", text: "6% exactly", correct: false },
        { id: "b", text: "About 5.71%", correct: true },
        { id: "c", text: "About 16.55%", correct: false },
        { id: "d", text: "2.2%", correct: false },
      ],
      explanation:
        "Real return = (1 + nominal) ÷ (1 + inflation) − 1 = 1.11 ÷ 1.05 − 1 ≈ 5.71%. Simply subtracting gives 6%, a close but slightly high shortcut; 16.55% multiplies instead of divides.",
    },
  ],
};
