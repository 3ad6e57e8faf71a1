import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Filing your return as a trader: ITR-3, turnover, tax audit and losses".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const filingTaxReturnsAsATraderQuestions: LessonQuestions = {
  lessonId: "filing-tax-returns-as-a-trader",
  practice: [
    {
      id: "atsp-43",
      kind: "single",
      text: "A salaried person made a few option trades during the year. Which return form did the lesson say is needed for FY 2025-26?",
      options: [
        { id: "a", text: "ITR-1, because the trades were few", correct: false },
        { id: "b", text: "ITR-2, because options are capital assets", correct: false },
        { id: "c", text: "ITR-3, because F&O is business income", correct: true },
        { id: "d", text: "No return, since F&O income is taxed by STT", correct: false },
      ],
      explanation:
        "Even a handful of F&O trades is non-speculative business income, which ITR-1 and ITR-2 have no place for. ITR-3 is the form for individuals with business income.",
    },
    {
      id: "atsp-44",
      kind: "single",
      text: "How is F&O turnover worked out for the tax-audit test?",
      options: [
        { id: "a", text: "The total contract value on the contract notes", correct: false },
        { id: "b", text: "The sum of the absolute profit or loss on each trade", correct: true },
        { id: "c", text: "The net profit for the year", correct: false },
        { id: "d", text: "The total premium paid on options bought", correct: false },
      ],
      explanation:
        "Under ICAI's guidance, turnover is the total of favourable and unfavourable differences: a ₹4,000 profit and a ₹3,000 loss make ₹7,000 of turnover.",
    },
    {
      id: "atsp-45",
      kind: "single",
      text: "What happens to a trading loss if the return for that year is filed after the due date?",
      options: [
        { id: "a", text: "It is carried forward as usual", correct: false },
        { id: "b", text: "It can be set off against salary instead", correct: false },
        { id: "c", text: "It is carried forward for 4 years instead of 8", correct: false },
        { id: "d", text: "It cannot be carried forward", correct: true },
      ],
      explanation:
        "Business and speculative losses can be carried forward only if the loss year's return is filed by the due date. A belated return throws the loss away.",
    },
  ],
  assessment: [
    {
      id: "ats-141",
      kind: "single",
      text: "How is profit from trading Nifty options on NSE classified for income tax?",
      options: [
        { id: "a", text: "Short-term capital gain", correct: false },
        { id: "b", text: "Speculative business income", correct: false },
        { id: "c", text: "Non-speculative business income", correct: true },
        { id: "d", text: "Income from other sources", correct: false },
      ],
      explanation:
        "The law excludes derivatives traded on a recognised exchange from speculative transactions, so F&O results are non-speculative business income, taxed at slab rates with cess.",
    },
    {
      id: "ats-142",
      kind: "single",
      text: "A trader's F&O trades give ₹6,40,000 of profits on winning trades and ₹7,80,000 of losses on losing trades. What is the F&O turnover for the tax-audit test?",
      options: [
        { id: "a", text: "₹1,40,000", correct: false },
        { id: "b", text: "₹14,20,000", correct: true },
        { id: "c", text: "₹7,80,000", correct: false },
        { id: "d", text: "The contract value of all trades, in crores", correct: false },
      ],
      explanation:
        "Turnover is the sum of absolute differences: 6,40,000 + 7,80,000 = ₹14,20,000. The net result, −₹1,40,000 before charges, is a different figure.",
    },
    {
      id: "ats-143",
      kind: "single",
      text: "Above what turnover does a trader whose cash receipts and payments are each within 5% of the total need a tax audit under the turnover test (section 63 of the 2025 Act, earlier 44AB)?",
      options: [
        { id: "a", text: "₹1 crore", correct: false },
        { id: "b", text: "₹50 lakh", correct: false },
        { id: "c", text: "₹2 crore", correct: false },
        { id: "d", text: "₹10 crore", correct: true },
      ],
      explanation:
        "The ₹1 crore threshold rises to ₹10 crore when cash receipts and cash payments are each no more than 5% of the total. Trading runs through bank accounts, so this limit usually applies. ₹50 lakh is the threshold for professions.",
    },
    {
      id: "ats-144",
      kind: "single",
      text: "A salaried trader has an F&O loss of ₹1,70,000, interest of ₹30,000 and a short-term gain on shares of ₹50,000 in the same year. How much F&O loss is carried forward?",
      options: [
        { id: "a", text: "₹1,70,000", correct: false },
        { id: "b", text: "₹1,40,000", correct: false },
        { id: "c", text: "₹90,000", correct: true },
        { id: "d", text: "Nothing, since it is set off against salary", correct: false },
      ],
      explanation:
        "The business loss absorbs the interest and the capital gain (1,70,000 − 30,000 − 50,000 = ₹90,000) but cannot be set off against salary. The ₹90,000 carries forward for up to 8 years against business income.",
    },
    {
      id: "ats-145",
      kind: "single",
      text: "How long can an intraday equity (speculative) loss be carried forward, and against what?",
      options: [
        { id: "a", text: "8 years, against any business income", correct: false },
        { id: "b", text: "4 years, against speculative income only", correct: true },
        { id: "c", text: "4 years, against any income except salary", correct: false },
        { id: "d", text: "It cannot be carried forward at all", correct: false },
      ],
      explanation:
        "Speculative losses can be set off only against speculative income, in the same year or in the next 4 years, and only if the return is filed on time.",
    },
    {
      id: "ats-146",
      kind: "single",
      text: "In the lesson's example, how much tax did a ₹1,70,000 F&O loss save by absorbing ₹30,000 of interest and a ₹50,000 short-term gain, for a person in the 15% slab?",
      options: [
        { id: "a", text: "₹15,080", correct: true },
        { id: "b", text: "₹25,500", correct: false },
        { id: "c", text: "₹1,70,000", correct: false },
        { id: "d", text: "₹53,040", correct: false },
      ],
      explanation:
        "Interest at 15% (₹4,500) plus the gain at 20% (₹10,000) is ₹14,500, plus 4% cess = ₹15,080. The loss itself cost ₹1,70,000 of real money: a tax saving is never a reason to lose.",
    },
    {
      id: "ats-147",
      kind: "single",
      text: "A trader brings forward a ₹90,000 F&O loss and makes ₹1,20,000 of F&O profit the next year. What business income is taxed that year?",
      options: [
        { id: "a", text: "₹1,20,000", correct: false },
        { id: "b", text: "₹2,10,000", correct: false },
        { id: "c", text: "₹30,000", correct: true },
        { id: "d", text: "Nothing, until the loss is four years old", correct: false },
      ],
      explanation:
        "The brought-forward business loss is set off against the year's business income: 1,20,000 − 90,000 = ₹30,000, provided the loss year's return was filed on time.",
    },
    {
      id: "ats-148",
      kind: "multiple",
      text: "Which of these can an F&O (non-speculative business) loss be set off against in the same year? Select all that apply.",
      options: [
        { id: "a", text: "Interest from deposits", correct: true },
        { id: "b", text: "Salary", correct: false },
        { id: "c", text: "A short-term capital gain on shares", correct: true },
        { id: "d", text: "Nothing: it must be carried forward", correct: false },
      ],
      explanation:
        "A business loss can be set off against income under any other head except salary, so interest and capital gains can absorb it; what is left is carried forward.",
    },
    {
      id: "ats-149",
      kind: "multiple",
      text: "Which schedules of ITR-3 deal with losses? Select all that apply.",
      options: [
        { id: "a", text: "Schedule CYLA, for this year's set-off", correct: true },
        { id: "b", text: "Schedule CFL, for losses carried forward", correct: true },
        { id: "c", text: "Schedule 80C, for trading losses", correct: false },
        { id: "d", text: "Form 16, for business losses", correct: false },
      ],
      explanation:
        "CYLA sets off the current year's losses, BFLA applies losses brought forward and CFL records what is left to carry forward. Form 16 is the employer's salary certificate, not part of the return.",
    },
    {
      id: "ats-150",
      kind: "multiple",
      text: "Which steps does the lesson list for a trader's return? Select all that apply.",
      options: [
        { id: "a", text: "Collect the broker's profit-and-loss and tax statements", correct: true },
        { id: "b", text: "Reconcile the figures with AIS and Form 26AS", correct: true },
        { id: "c", text: "Report F&O and intraday results separately", correct: true },
        { id: "d", text: "File by the due date so losses can be carried forward", correct: true },
        { id: "e", text: "Leave out loss-making trades to keep the return short", correct: false },
      ],
      explanation:
        "Gather statements, reconcile with AIS, classify F&O as non-speculative and intraday as speculative, and file on time. Leaving out trades invites a notice and loses the carry-forward.",
    },
  ],
};
