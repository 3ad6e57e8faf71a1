import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "The debt side: duration, credit risk and where to hold it".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const theDebtSideQuestions: LessonQuestions = {
  lessonId: "the-debt-side",
  practice: [],
  assessment: [
    {
      id: "pm-15",
      kind: "single",
      text: "A debt fund has a modified duration of 6. Yields rise by 1.5 percentage points. Roughly what happens to the price of a ₹3,00,000 holding, before interest earned?",
      options: [
        { id: "a", text: "It falls by about ₹4,500", correct: false },
        { id: "b", text: "It falls by about ₹18,000", correct: false },
        { id: "c", text: "It falls by about ₹27,000", correct: true },
        { id: "d", text: "It rises by about ₹27,000", correct: false },
      ],
      explanation:
        "Price change ≈ − modified duration × change in yield = −6 × 1.5% = −9%, and 9% of ₹3,00,000 is ₹27,000. Prices move opposite to yields, so a rise in yields means a fall in price; ₹18,000 uses the duration without the 1.5-point size of the move.",
    },
    {
      id: "pm-16",
      kind: "single",
      text: "You need ₹4 lakh for a house payment in 10 months. Where does the course suggest that money belongs?",
      options: [
        { id: "a", text: "A gilt fund, because government bonds cannot default", correct: false },
        { id: "b", text: "A credit risk fund, for the higher yield", correct: false },
        { id: "c", text: "A liquid or money market fund, or an FD that matures in time", correct: true },
        { id: "d", text: "PPF, because it is tax-free", correct: false },
      ],
      explanation:
        "Match duration to the date: money needed within a year belongs in instruments that mature within the year. A gilt fund has no default risk but high rate risk (it lost about 10% in 2009 on the modelled bond), a credit risk fund can fall overnight on a default, and PPF is locked for years.",
    },
    {
      id: "pm-17",
      kind: "single",
      text: "An FD pays 7.5% and you are in the 30% slab, with {{fact:cess-rate}} cess. Roughly what do you keep after tax?",
      options: [
        { id: "a", text: "5.25%", correct: false },
        { id: "b", text: "About 5.16%", correct: true },
        { id: "c", text: "7.5%, because FD interest is tax-free", correct: false },
        { id: "d", text: "4.5%", correct: false },
      ],
      explanation:
        "Tax is 30% plus 4% cess on the tax = 31.2%, so you keep 7.5% × (1 − 0.312) = 5.16%. 5.25% forgets the cess. FD interest is taxed at slab every year, which is why PPF's tax-free rate compares well for long-term money.",
    },
    {
      id: "pm-18",
      kind: "multiple",
      text: "Which statements about the debt side are correct? Select all that apply.",
      options: [
        {
          id: "a",
          text: "PPF takes up to ₹1,50,000 a year for 15 years and its interest is tax-free",
          correct: true,
        },
        {
          id: "b",
          text: "Debt funds bought on or after 1 April 2023 are taxed at slab rate however long they are held",
          correct: true,
        },
        {
          id: "c",
          text: "DICGC insures deposits up to {{fact:dicgc-cover}} per depositor per bank, principal and interest together",
          correct: true,
        },
        { id: "d", text: "A gilt fund's main risk is default", correct: false },
        {
          id: "e",
          text: "PPF's interest rate is fixed for all 15 years on the day you open the account",
          correct: false,
        },
      ],
      explanation:
        "A gilt fund holds government securities, so its main risk is interest rates, not default. PPF's rate is reset by the government every quarter ({{fact:ppf-rate}}), unlike NSC or SCSS, which lock the rate on the day you invest.",
    },
  ],
};
