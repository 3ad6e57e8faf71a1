import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Getting started: PAN, KYC, accounts and nomination".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const openingYourAccountsQuestions: LessonQuestions = {
  lessonId: "opening-your-accounts",
  practice: [],
  assessment: [
    {
      id: "if-23",
      kind: "multiple",
      text: "Which of these need a demat account? Select all that apply.",
      options: [
        { id: "a", text: "Buying shares of a listed company", correct: true },
        { id: "b", text: "Buying gold ETF units on the exchange", correct: true },
        { id: "c", text: "A SIP in an index fund bought directly from the fund house", correct: false },
        { id: "d", text: "Buying an existing Sovereign Gold Bond on the exchange", correct: true },
        { id: "e", text: "Opening a bank fixed deposit", correct: false },
      ],
      explanation:
        "Securities traded on an exchange (shares, ETFs, listed bonds, existing SGBs) are held in a demat account and bought through a trading account. Mutual fund units bought from the fund house are held in a folio in your name, and bank deposits are held with the bank, so neither needs demat.",
    },
    {
      id: "if-24",
      kind: "single",
      text: "You sell shares on a Wednesday in a normal week with no holidays. Under T+1 settlement, when does the sale money reach your broker account?",
      options: [
        { id: "a", text: "Wednesday", correct: false },
        { id: "b", text: "Thursday", correct: true },
        { id: "c", text: "Friday", correct: false },
        { id: "d", text: "The following Wednesday", correct: false },
      ],
      explanation:
        "T+1 means settlement one working day after the trade day, so Thursday. Friday would be T+2, the cycle India used before moving fully to T+1 in January 2023. Same-day (T+0) settlement exists only as an option for some shares.",
    },
    {
      id: "if-25",
      kind: "single",
      text: "Why does the course ask you to add a nominee to every bank account, demat account and mutual fund folio?",
      options: [
        {
          id: "a",
          text: "So your investments pass to the person you chose without your family having to prove their claim through lengthy transmission paperwork",
          correct: true,
        },
        { id: "b", text: "Because a nominee reduces the tax on your investments", correct: false },
        {
          id: "c",
          text: "Because the nominee can trade in your account while you are alive",
          correct: false,
        },
        { id: "d", text: "Because KYC cannot be completed without one", correct: false },
      ],
      explanation:
        "A nominee receives the investments if you die; without one, your family must go through transmission with legal documents, which can take months. A nominee has no effect on tax and no right to operate your account while you are alive.",
    },
  ],
};
