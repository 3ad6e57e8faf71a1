import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Measuring returns: absolute, CAGR, XIRR and the right benchmark".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const measuringReturnsQuestions: LessonQuestions = {
  lessonId: "measuring-returns",
  practice: [
    {
      id: "pmp-22",
      kind: "single",
      text: "How is an absolute return worked out?",
      options: [
        { id: "a", text: "(Value now − amount invested) ÷ amount invested", correct: true },
        { id: "b", text: "(Value now ÷ amount invested) raised to 1 ÷ years, minus 1", correct: false },
        { id: "c", text: "Value now minus inflation", correct: false },
        { id: "d", text: "Amount invested ÷ value now", correct: false },
      ],
      explanation:
        "The absolute return ignores time, so a 48% gain sounds the same over two years or ten. The second formula is the CAGR.",
    },
    {
      id: "pmp-23",
      kind: "single",
      text: "In a spreadsheet's XIRR function, how is money you put in entered?",
      options: [
        { id: "a", text: "As a negative number", correct: true },
        { id: "b", text: "As a positive number", correct: false },
        { id: "c", text: "It is left out", correct: false },
        { id: "d", text: "Divided by 12", correct: false },
      ],
      explanation:
        "Money in is negative and money you get back, or today's value, is positive, as the XIRR function expects.",
    },
    {
      id: "pmp-24",
      kind: "single",
      text: "What blended benchmark does the lesson suggest for a portfolio with a 60/40 target?",
      options: [
        { id: "a", text: "60% Nifty 50 TRI and 40% a debt index", correct: true },
        { id: "b", text: "The Nifty 50 price index alone", correct: false },
        { id: "c", text: "Last year's best fund", correct: false },
        { id: "d", text: "The one-year FD rate", correct: false },
      ],
      explanation:
        "A blended benchmark matching your target asks whether your choices beat simply holding that mix.",
    },
  ],
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
        {
          id: "c",
          text: "It removes the effect of inflation, so the figure shows what the money can actually buy",
          correct: false,
        },
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
    {
      id: "pm-81",
      kind: "single",
      text: "₹5,00,000 grows to ₹7,40,000 in four years. What are its absolute return and CAGR?",
      options: [
        { id: "a", text: "48% absolute, about 10.3% a year CAGR", correct: true },
        {
          id: "b",
          text: "48% absolute and 12% a year CAGR, a quarter of the 48% for each year",
          correct: false,
        },
        { id: "c", text: "10.3% absolute", correct: false },
        { id: "d", text: "48% for both", correct: false },
      ],
      explanation:
        "Absolute = ₹2,40,000 ÷ ₹5,00,000 = 48%. CAGR = 1.48^(1/4) − 1 ≈ 10.3%, lower than 48 ÷ 4 because growth compounds.",
    },
    {
      id: "pm-82",
      kind: "single",
      text: "A one-year SIP of ₹10,000 a month is worth ₹1,28,000 at the end. About what is its XIRR?",
      options: [
        { id: "a", text: "About 12.5% a year", correct: true },
        {
          id: "b",
          text: "6.67% a year, the same as the absolute return, since the SIP lasted one year",
          correct: false,
        },
        { id: "c", text: "About 3% a year", correct: false },
        { id: "d", text: "About 25% a year", correct: false },
      ],
      explanation:
        "On average each rupee was invested for about 6.5 months, so the ₹8,000 gain is nearly twice as much per year as the 6.67% absolute figure suggests.",
    },
    {
      id: "pm-83",
      kind: "single",
      text: "From 2006 to 2025, how did the Nifty 50 price index compare with the Nifty 50 TRI?",
      options: [
        {
          id: "a",
          text: "The price index rose 11.74% a year, the TRI {{fact:nifty-tri-cagr}}",
          correct: true,
        },
        {
          id: "b",
          text: "They returned the same, because the price index already counts dividends",
          correct: false,
        },
        { id: "c", text: "The price index did better", correct: false },
        { id: "d", text: "The TRI lost money", correct: false },
      ],
      explanation:
        "The TRI includes dividends: ₹10 lakh grew to about ₹92.1 lakh on the price index but about ₹1.17 crore with dividends. A fund that beat the price index may still have lagged the TRI.",
    },
    {
      id: "pm-84",
      kind: "single",
      text: "Over 2006-2025, the Nifty 50 TRI's five-year windows ranged from what to what?",
      options: [
        { id: "a", text: "0.35% to 18.08% a year", correct: true },
        {
          id: "b",
          text: "From −{{fact:nifty-tri-2008|short}} to +{{fact:nifty-tri-2009|short}}, the same as single years",
          correct: false,
        },
        { id: "c", text: "11% to 13% a year", correct: false },
        { id: "d", text: "Always above 10% a year", correct: false },
      ],
      explanation:
        "Five-year windows ran from 0.35% (2008-2012) to 18.08% (2006-2010), median 13.44%. Same index, same rules: the outcome depended on the dates, which is why rolling returns matter.",
    },
    {
      id: "pm-85",
      kind: "multiple",
      text: "Which statements about CAGR are true? Select all that apply.",
      options: [
        { id: "a", text: "It annualises a single lump sum", correct: true },
        { id: "b", text: "It says nothing about how bumpy the journey was", correct: true },
        { id: "c", text: "It is the right measure for a SIP", correct: false },
        { id: "d", text: "It removes inflation", correct: false },
      ],
      explanation:
        "CAGR assumes one amount on one date, which is exactly what a SIP is not: use XIRR. Real return is a separate adjustment.",
    },
    {
      id: "pm-86",
      kind: "multiple",
      text: "Which of these are sensible ways to judge a fund, according to the lesson? Select all that apply.",
      options: [
        { id: "a", text: "Compare it with its benchmark's TRI", correct: true },
        { id: "b", text: "Look at rolling three- and five-year returns over several windows", correct: true },
        { id: "c", text: "Use an index fund that tracks the benchmark as a yardstick", correct: true },
        { id: "d", text: "Measure with XIRR when money went in on many dates", correct: true },
        { id: "e", text: "Judge it by one trailing return that starts just after a crash", correct: false },
      ],
      explanation:
        "A single trailing number depends on where its window starts and ends; rolling returns against the TRI, measured properly, show consistency.",
    },
  ],
};
