import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Writing your investment policy statement".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const investmentPolicyStatementQuestions: LessonQuestions = {
  lessonId: "investment-policy-statement",
  practice: [
    {
      id: "pmp-28",
      kind: "single",
      text: "What is an investment policy statement (IPS)?",
      options: [
        {
          id: "a",
          text: "A short written plan of your portfolio's rules, made calmly in advance",
          correct: true,
        },
        { id: "b", text: "A fund house's annual report", correct: false },
        { id: "c", text: "A SEBI form filed with your KYC", correct: false },
        { id: "d", text: "A forecast of next year's returns", correct: false },
      ],
      explanation:
        "It sets out what the money is for, how it is split, what you will and will not buy, when you review and rebalance, and what you will do when markets fall. One or two pages is enough.",
    },
    {
      id: "pmp-29",
      kind: "single",
      text: "When does the lesson say an IPS should be changed?",
      options: [
        { id: "a", text: "When your life changes, such as a new goal, job or family member", correct: true },
        { id: "b", text: "Whenever markets move sharply", correct: false },
        { id: "c", text: "Every month", correct: false },
        { id: "d", text: "Whenever a new fund is launched", correct: false },
      ],
      explanation:
        "Read it at each annual review, change it for life changes rather than market moves, and date every version so it becomes a record of your decisions.",
    },
    {
      id: "pmp-30",
      kind: "single",
      text: "In the Sharma household's IPS, where do bonuses go?",
      options: [
        { id: "a", text: "To whatever is below target", correct: true },
        { id: "b", text: "Into the best-performing fund", correct: false },
        { id: "c", text: "Into futures and options", correct: false },
        { id: "d", text: "Into their emergency fund, always", correct: false },
      ],
      explanation:
        "Directing new money to the underweight asset rebalances without selling. Futures and options are on their 'not allowed' list.",
    },
  ],
  assessment: [
    {
      id: "pm-34",
      kind: "single",
      text: "An IPS sets 60% equity with a 55-65% band. A ₹20,00,000 portfolio holds ₹12,00,000 in equity, and equity then falls 25% while debt is unchanged. What does the rule require?",
      options: [
        { id: "a", text: "Nothing, because the band still holds", correct: false },
        { id: "b", text: "Move about ₹1,20,000 into equity", correct: true },
        { id: "c", text: "Move ₹3,00,000 into equity to replace the loss", correct: false },
        { id: "d", text: "Sell equity to protect the rest", correct: false },
      ],
      explanation:
        "Equity becomes ₹9,00,000 and the total ₹17,00,000, so equity is about 52.9%, below 55%. Target equity is 60% × ₹17,00,000 = ₹10,20,000, so ₹1,20,000 moves in (new money first). Replacing the whole ₹3,00,000 loss would overshoot the target.",
    },
    {
      id: "pm-35",
      kind: "multiple",
      text: "Which of these belong in a personal investment policy statement? Select all that apply.",
      options: [
        { id: "a", text: "The target allocation and its rebalancing bands", correct: true },
        { id: "b", text: "A list of things you have decided not to buy", correct: true },
        { id: "c", text: "What you will do after a large market fall", correct: true },
        { id: "d", text: "Your forecast of next year's Nifty 50 level", correct: false },
        { id: "e", text: "The date of the annual review", correct: true },
      ],
      explanation:
        "An IPS records decisions you control: goals, allocation, bands, exclusions, contributions, glide paths, reviews and crash rules. A market forecast is not a rule and tempts exactly the tactical moves an IPS is meant to prevent.",
    },
    {
      id: "pm-36",
      kind: "single",
      text: "Why does the sample IPS keep part of the debt in a short duration fund and FDs rather than only in EPF and PPF?",
      options: [
        {
          id: "a",
          text: "Because EPF and PPF are riskier than debt funds, having no government backing at all",
          correct: false,
        },
        {
          id: "b",
          text: "EPF and PPF are locked, so they cannot be sold to rebalance or for a nearer goal",
          correct: true,
        },
        { id: "c", text: "Because debt fund gains are tax-free", correct: false },
        { id: "d", text: "Because PPF stops paying interest after five years", correct: false },
      ],
      explanation:
        "EPF and PPF are excellent long-term debt, but their money cannot be moved into equity after a crash or used for the college fees. Debt fund gains on units bought since April 2023 are taxed at slab, and PPF pays interest for its full term.",
    },
    {
      id: "pm-94",
      kind: "single",
      text: "How does the lesson say an IPS handles a tip from a colleague or a new fund launch?",
      options: [
        {
          id: "a",
          text: "It is checked against the page: if it does not fit the plan, the answer is already written",
          correct: true,
        },
        {
          id: "b",
          text: "You buy a small amount of everything that is recommended, to avoid missing out on a winner",
          correct: false,
        },
        { id: "c", text: "You ask the fund house whether it suits you", correct: false },
        { id: "d", text: "You change the IPS to include it", correct: false },
      ],
      explanation:
        "An IPS ends a lot of noise: the decision was made calmly in advance, and a written rule is much harder to talk yourself out of.",
    },
    {
      id: "pm-95",
      kind: "single",
      text: "What is on the Sharmas' list of things not allowed?",
      options: [
        { id: "a", text: "Futures and options, crypto and stock tips, among others", correct: true },
        { id: "b", text: "Index funds and PPF", correct: false },
        { id: "c", text: "Gold ETFs, because gold pays no income", correct: false },
        { id: "d", text: "SIPs in April", correct: false },
      ],
      explanation:
        "They also rule out products mixing insurance and investment, borrowing to invest, and any fund they cannot explain in two sentences.",
    },
    {
      id: "pm-96",
      kind: "single",
      text: "The Sharmas' ₹30 lakh portfolio is 65% equity. Equity falls 30%; debt and gold are unchanged. What is the new equity share, and is the rule triggered?",
      options: [
        { id: "a", text: "About 56.5%, below the 60% floor: the rule applies", correct: true },
        {
          id: "b",
          text: "35%, so they must sell the rest of their equity and wait for the market to settle",
          correct: false,
        },
        { id: "c", text: "65%, unchanged, because only the rupee value fell", correct: false },
        { id: "d", text: "About 62%, inside the band", correct: false },
      ],
      explanation:
        "Equity becomes ₹13,65,000 of ₹24,15,000, about 56.5%. The rule moves it back to 65%: ₹2,04,750 into equity, from new money, debt funds and gold.",
    },
    {
      id: "pm-97",
      kind: "single",
      text: "How does the Sharmas' glide path treat the college money?",
      options: [
        {
          id: "a",
          text: "From 5 years before the date, equity falls about 15 points a year, to zero in the final year",
          correct: true,
        },
        {
          id: "b",
          text: "It stays at 65% equity until the fees are paid, because the rest of the portfolio is long term",
          correct: false,
        },
        { id: "c", text: "It moves all at once into gold", correct: false },
        { id: "d", text: "It is kept in EPF", correct: false },
      ],
      explanation:
        "A glide path written in the IPS decides in advance when and how each goal's money leaves equity, so a late crash cannot derail the goal.",
    },
    {
      id: "pm-98",
      kind: "single",
      text: "Who does the lesson say may not earn commission on the products it recommends?",
      options: [
        { id: "a", text: "A SEBI-registered investment adviser", correct: true },
        {
          id: "b",
          text: "A mutual fund distributor registered with AMFI and paid through regular plans",
          correct: false,
        },
        { id: "c", text: "A stock broker", correct: false },
        { id: "d", text: "An insurance agent", correct: false },
      ],
      explanation:
        "An RIA charges you a fee. A distributor is paid commission through the regular plan's higher expense ratio, so its income depends on what you buy. Both can use an IPS as a brief.",
    },
    {
      id: "pm-99",
      kind: "multiple",
      text: "Which statements about the Sharmas' crash rules are true? Select all that apply.",
      options: [
        { id: "a", text: "They keep SIPs running", correct: true },
        { id: "b", text: "They sell no equity except for a goal inside its glide path", correct: true },
        { id: "c", text: "They stop all SIPs until markets recover", correct: false },
        { id: "d", text: "They use EPF and PPF to buy equity after a fall", correct: false },
      ],
      explanation:
        "EPF and PPF cannot be sold to rebalance, which is why part of their debt sits in a fund and FDs. New money, debt funds and gold are what move into equity.",
    },
    {
      id: "pm-100",
      kind: "multiple",
      text: "Which of these are in the Sharmas' IPS? Select all that apply.",
      options: [
        { id: "a", text: "An emergency fund of 6 months' expenses", correct: true },
        { id: "b", text: "A target of 65% equity with a 60-70% band", correct: true },
        { id: "c", text: "Judging funds against their TRI on rolling 3- and 5-year returns", correct: true },
        { id: "d", text: "A forecast of where the Nifty 50 will end next year", correct: false },
      ],
      explanation:
        "Their IPS covers goals, foundations, targets and bands, holdings, what is not allowed, contributions, the glide path, the review and crash rules. Forecasts have no place in it.",
    },
  ],
};
