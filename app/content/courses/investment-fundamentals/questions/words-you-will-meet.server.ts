import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Words you will meet: a short guide before you start".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const wordsYouWillMeetQuestions: LessonQuestions = {
  lessonId: "words-you-will-meet",
  practice: [
    {
      id: "ifp-31",
      kind: "single",
      text: "What does 'being in the 30% slab' mean?",
      options: [
        { id: "a", text: "All your income is taxed at 30%", correct: false },
        { id: "b", text: "Your top rupees fall in the band taxed at 30%", correct: true },
        {
          id: "c",
          text: "You pay 30% of your salary into investments that the government chooses for you",
          correct: false,
        },
      ],
      explanation:
        "Each band is taxed at its own rate; the 30% rate applies only to the income inside the 30% band, the rupees below pay the lower rates.",
    },
    {
      id: "ifp-32",
      kind: "single",
      text: "₹1,00,000 grew to ₹1,61,051 in five years. What was its CAGR?",
      options: [
        { id: "a", text: "12.2% a year", correct: false },
        { id: "b", text: "10% a year", correct: true },
        { id: "c", text: "61% a year", correct: false },
        { id: "d", text: "6.1% a year", correct: false },
      ],
      explanation:
        "1.10⁵ = 1.61051, so the steady yearly rate is 10%. 61% is the total growth over five years, and 12.2% is that divided by five.",
    },
    {
      id: "ifp-33",
      kind: "single",
      text: "A rate rises from 7% to 8%. How is that described?",
      options: [
        { id: "a", text: "A rise of one percentage point", correct: true },
        { id: "b", text: "A rise of 1%, exactly", correct: false },
        {
          id: "c",
          text: "A rise of 8 percentage points, measured from zero rather than from the old rate",
          correct: false,
        },
      ],
      explanation:
        "From 7% to 8% is one percentage point, which is 14.3% of the old rate (1 ÷ 7). 'Point' avoids the confusion.",
    },
  ],
  assessment: [
    {
      id: "if-101",
      kind: "single",
      text: "What is the health and education cess?",
      options: [
        { id: "a", text: "A charge of {{fact:cess-rate}} added on top of the income tax", correct: true },
        {
          id: "b",
          text: "A separate tax on the interest from your savings account, charged by your bank",
          correct: false,
        },
        { id: "c", text: "A deduction from income for medical bills", correct: false },
        { id: "d", text: "A fee charged by mutual funds", correct: false },
      ],
      explanation:
        "The cess is a percentage of the tax (plus any surcharge), so the 30% slab costs 31.2% on an extra rupee.",
    },
    {
      id: "if-102",
      kind: "single",
      text: "In the new regime, Asha's taxable income is ₹10,00,000 of salary and interest. What tax does she pay for 2026-27?",
      options: [
        { id: "a", text: "₹40,000 plus cess", correct: false },
        { id: "b", text: "Nil", correct: true },
        { id: "c", text: "₹1,00,000, that is 10% of her whole income", correct: false },
        { id: "d", text: "₹41,600", correct: false },
      ],
      explanation:
        "Her slab tax is ₹40,000, but her income is within the rebate limit, so the rebate cancels it. No tax means no cess either.",
    },
    {
      id: "if-103",
      kind: "single",
      text: "Ravi's taxable income is ₹15,00,000 in the new regime. Another ₹10,000 of FD interest would add how much tax?",
      options: [
        { id: "a", text: "₹3,120, at 30% plus cess", correct: false },
        { id: "b", text: "₹1,560, at his 15% top slab plus cess", correct: true },
        { id: "c", text: "₹728, at his average rate of 7.28%", correct: false },
        { id: "d", text: "Nothing, because of the rebate that applies to every taxpayer", correct: false },
      ],
      explanation:
        "Extra income is taxed at the top slab: ₹10,000 × 15% × 1.04 = ₹1,560. His average rate is lower, but it does not apply to extra rupees.",
    },
    {
      id: "if-104",
      kind: "single",
      text: "What does a rolling five-year return show?",
      options: [
        {
          id: "a",
          text: "The CAGR of every five-year window in a period, and so the range of results",
          correct: true,
        },
        {
          id: "b",
          text: "Only the return of the most recent five calendar years, ending today, for one fund alone",
          correct: false,
        },
        { id: "c", text: "The average of the best and worst single years", correct: false },
        { id: "d", text: "A forecast of the next five years", correct: false },
      ],
      explanation:
        "Rolling returns look at every window of the same length (2006-2010, 2007-2011 ...) and report each one's CAGR, showing how much the starting date mattered.",
    },
    {
      id: "if-105",
      kind: "single",
      text: "How does a total return index (TRI) differ from the ordinary price index?",
      options: [
        { id: "a", text: "It adds back dividends as if reinvested", correct: true },
        {
          id: "b",
          text: "It covers more companies than the price index does, including small and mid-sized ones",
          correct: false,
        },
        { id: "c", text: "It is adjusted for inflation", correct: false },
        { id: "d", text: "It excludes the largest companies", correct: false },
      ],
      explanation:
        "The TRI includes dividends, so it shows what an investor actually earned and is the fair yardstick for funds. It is not adjusted for inflation.",
    },
    {
      id: "if-106",
      kind: "multiple",
      text: "Which statements about the rebate are right? Select all that apply.",
      options: [
        { id: "a", text: "It reduces the tax itself, not the income", correct: true },
        {
          id: "b",
          text: "In the new regime it covers normal income up to {{fact:rebate-limit-new}}",
          correct: true,
        },
        { id: "c", text: "It can be used against tax on capital gains at special rates", correct: false },
        { id: "d", text: "It applies only to people over 60", correct: false },
      ],
      explanation:
        "The rebate is a cut in tax, up to {{fact:rebate-max-new}} in the new regime for income up to the limit. It cannot be used against tax on gains at special rates, and it is not limited to seniors.",
    },
    {
      id: "if-107",
      kind: "multiple",
      text: "Which of these are debt (lending) rather than equity (ownership)? Select all that apply.",
      options: [
        { id: "a", text: "A fixed deposit", correct: true },
        { id: "b", text: "A recurring deposit", correct: true },
        { id: "c", text: "A government bond (G-sec)", correct: true },
        { id: "d", text: "Shares of a listed company", correct: false },
      ],
      explanation: "Deposits and bonds lend money for interest; shares are part-ownership of a company.",
    },
    {
      id: "if-108",
      kind: "multiple",
      text: "Which are true of Ravi's new-regime tax on ₹15,00,000? Select all that apply.",
      options: [
        { id: "a", text: "Slab tax is ₹20,000 + ₹40,000 + ₹45,000 = ₹1,05,000", correct: true },
        { id: "b", text: "Cess of ₹4,200 is added", correct: true },
        { id: "c", text: "He pays ₹1,09,200 in all", correct: true },
        { id: "d", text: "His average rate is about 7.3%", correct: true },
        { id: "e", text: "The rebate cancels his tax", correct: false },
      ],
      explanation:
        "5% of ₹4 lakh, 10% of ₹4 lakh and 15% of ₹3 lakh make ₹1,05,000; cess of {{fact:cess-rate}} adds ₹4,200; ₹1,09,200 ÷ ₹15,00,000 = 7.3%. He is above the rebate limit.",
    },
  ],
};
