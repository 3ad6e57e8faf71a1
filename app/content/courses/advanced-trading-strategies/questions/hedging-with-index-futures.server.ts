import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Hedging a share portfolio with index futures: beta and the number of lots".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const hedgingWithIndexFuturesQuestions: LessonQuestions = {
  lessonId: "hedging-with-index-futures",
  practice: [
    {
      id: "atsp-37",
      kind: "single",
      text: "What does a beta of 1.2 mean for a portfolio?",
      options: [
        { id: "a", text: "It returns 1.2% a month more than the index", correct: false },
        { id: "b", text: "It has tended to move about 1.2% for each 1% move in the index", correct: true },
        { id: "c", text: "It holds 1.2 times as many shares as the index", correct: false },
        { id: "d", text: "It carries 20% less risk than the index", correct: false },
      ],
      explanation:
        "Beta measures past sensitivity to the index: about 1.2% on average for each 1% index move. It is estimated from history and changes over time.",
    },
    {
      id: "atsp-38",
      kind: "single",
      text: "How many lots hedge a ₹50,00,000 portfolio with beta 1.2, with Nifty futures at 24,000 and a lot of 65?",
      options: [
        { id: "a", text: "About 3.2, so 3 lots", correct: false },
        { id: "b", text: "About 3.85, so 4 lots", correct: true },
        { id: "c", text: "About 2.1, so 2 lots", correct: false },
        { id: "d", text: "About 4.6, so 5 lots", correct: false },
      ],
      explanation:
        "Lots = 1.2 × ₹50,00,000 ÷ (24,000 × 65) = ₹60,00,000 ÷ ₹15,60,000 = 3.85; 4 lots is slightly over-hedged and 3 lots would hedge only 78%.",
    },
    {
      id: "atsp-39",
      kind: "single",
      text: "What does a fully hedged share portfolio earn, roughly, while the hedge is on?",
      options: [
        { id: "a", text: "The equity return plus the futures premium", correct: false },
        { id: "b", text: "Twice the index return", correct: false },
        { id: "c", text: "About what a deposit pays, less costs", correct: true },
        { id: "d", text: "Nothing at all, guaranteed", correct: false },
      ],
      explanation:
        "The hedge removes the market's move both ways, and the short future gives up its premium over the index as it converges, so the result is roughly a deposit-like return, less costs, plus any stock-specific gain or loss.",
    },
  ],
  assessment: [
    {
      id: "ats-121",
      kind: "single",
      text: "A portfolio holds ₹20,00,000 with beta 1.4, ₹17,50,000 with beta 1.0 and ₹12,50,000 with beta 1.16. What is its beta?",
      options: [
        { id: "a", text: "1.19, the simple average of the three betas", correct: false },
        { id: "b", text: "1.40, the highest beta", correct: false },
        { id: "c", text: "1.20, the value-weighted average", correct: true },
        { id: "d", text: "3.56, the sum of the betas", correct: false },
      ],
      explanation:
        "Weights are 40%, 35% and 25%: 0.40 × 1.4 + 0.35 × 1.0 + 0.25 × 1.16 = 0.56 + 0.35 + 0.29 = 1.20. A portfolio's beta is the value-weighted average of its holdings' betas.",
    },
    {
      id: "ats-122",
      kind: "single",
      text: "Which formula gives the number of index futures lots to hedge a portfolio?",
      options: [
        { id: "a", text: "Portfolio value ÷ (beta × index futures price × lot size)", correct: false },
        { id: "b", text: "Beta × portfolio value ÷ (index futures price × lot size)", correct: true },
        { id: "c", text: "Beta × index futures price × lot size ÷ portfolio value", correct: false },
        { id: "d", text: "Portfolio value × lot size ÷ index futures price", correct: false },
      ],
      explanation:
        "The beta-weighted exposure (beta × value) divided by the value of one contract (futures price × lot size) gives the lots, rounded to a whole number.",
    },
    {
      id: "ats-123",
      kind: "single",
      text: "A ₹50,00,000 portfolio with beta 1.2 is hedged with 4 short lots (65 each) at 24,000. The index falls 8% to 22,080 and the portfolio falls as beta predicts. What is the net result before costs?",
      options: [
        { id: "a", text: "A loss of ₹4,80,000", correct: false },
        { id: "b", text: "A gain of ₹4,99,200", correct: false },
        { id: "c", text: "A gain of ₹19,200", correct: true },
        { id: "d", text: "Exactly zero", correct: false },
      ],
      explanation:
        "The portfolio falls 9.6%, or ₹4,80,000; the futures gain 1,920 × 65 × 4 = ₹4,99,200. Net +₹19,200, because 4 lots slightly over-hedge the 3.85 lots needed.",
    },
    {
      id: "ats-124",
      kind: "single",
      text: "The same hedged portfolio (4 short lots, expected beta 1.2) sees the index fall 8%, but your shares fall 12% because of bad news in one holding. What is the net result before costs?",
      options: [
        { id: "a", text: "A gain of ₹19,200", correct: false },
        { id: "b", text: "A loss of ₹1,00,800", correct: true },
        { id: "c", text: "A loss of ₹6,00,000", correct: false },
        { id: "d", text: "A loss of ₹4,99,200", correct: false },
      ],
      explanation:
        "The portfolio loses 12% of ₹50,00,000 = ₹6,00,000 and the futures still gain ₹4,99,200: net −₹1,00,800. An index hedge covers market risk, not the risk of your particular shares.",
    },
    {
      id: "ats-125",
      kind: "single",
      text: "What STT is charged on selling 4 lots of Nifty futures at 24,000 with a lot of 65, at the rate in force from 1 April 2026?",
      options: [
        { id: "a", text: "₹3,120", correct: true },
        { id: "b", text: "₹1,248", correct: false },
        { id: "c", text: "₹9,360", correct: false },
        { id: "d", text: "₹31,200", correct: false },
      ],
      explanation:
        "Contract value 24,000 × 65 × 4 = ₹62,40,000; STT on futures sold is {{fact:stt-futures}}, so 0.0005 × ₹62,40,000 = ₹3,120. A hedge rolled every month pays it again on each roll.",
    },
    {
      id: "ats-126",
      kind: "single",
      text: "In a rising market your short futures hedge loses ₹4,99,200 while your shares gain about as much but are not sold. How is this treated for tax?",
      options: [
        { id: "a", text: "The two cancel, so nothing is reported", correct: false },
        {
          id: "b",
          text: "The futures loss is a capital loss set off against the share gain",
          correct: false,
        },
        {
          id: "c",
          text: "The futures loss is a business loss of the year; the share gain is taxed only when sold",
          correct: true,
        },
        { id: "d", text: "The futures loss can be set off against salary", correct: false },
      ],
      explanation:
        "Futures results are non-speculative business income, recognised when closed; the shares' gain is a capital gain taxed on sale. The business loss can be set off against other income except salary or carried forward, if the return is filed on time.",
    },
    {
      id: "ats-127",
      kind: "single",
      text: "A trader with a ₹20 lakh portfolio of beta 1.0 sells 3 lots of Nifty futures (₹15,60,000 each). What is this position?",
      options: [
        { id: "a", text: "A precise hedge, because 3 is a whole number", correct: false },
        { id: "b", text: "An under-hedge that leaves most of the risk", correct: false },
        { id: "c", text: "A hedge plus a large short bet on the market", correct: true },
        { id: "d", text: "A protective put", correct: false },
      ],
      explanation:
        "The hedge needs ₹20,00,000 ÷ ₹15,60,000 ≈ 1.3 lots. Three lots are ₹46,80,000 of short futures, so more than half of the position is a bet that the market falls, with losses if it rises.",
    },
    {
      id: "ats-128",
      kind: "multiple",
      text: "Which risks remain after hedging a share portfolio with the beta-based number of index futures lots? Select all that apply.",
      options: [
        { id: "a", text: "A sharp fall in one of your shares on its own news", correct: true },
        { id: "b", text: "Beta turning out different from its historical estimate", correct: true },
        { id: "c", text: "Margin calls when the market rises", correct: true },
        { id: "d", text: "The whole market's move, in full", correct: false },
        { id: "e", text: "Nothing at all, since the hedge is exact", correct: false },
      ],
      explanation:
        "The hedge offsets the market's move, but not stock-specific news or an error in beta, and the short futures need margin and cash for daily losses when the market rises.",
    },
    {
      id: "ats-129",
      kind: "multiple",
      text: "Which are costs or frictions of holding a futures hedge for a year? Select all that apply.",
      options: [
        { id: "a", text: "STT and charges on each monthly roll", correct: true },
        { id: "b", text: "Margin blocked for as long as the hedge runs", correct: true },
        { id: "c", text: "A premium paid upfront, as for a put", correct: false },
        { id: "d", text: "Giving up the market's gains while hedged", correct: true },
        { id: "e", text: "Rounding to whole lots of ₹15 lakh or more", correct: true },
      ],
      explanation:
        "A futures hedge has no upfront premium, unlike a put, but it must be rolled monthly with charges and STT, blocks margin, gives away gains, and can only be sized in whole lots.",
    },
    {
      id: "ats-130",
      kind: "multiple",
      text: "Which are simpler alternatives to a futures hedge that the lesson mentions for a temporary worry? Select all that apply.",
      options: [
        { id: "a", text: "Buying a protective put, which keeps the upside for a premium", correct: true },
        { id: "b", text: "Selling part of the portfolio and holding the money in a deposit", correct: true },
        { id: "c", text: "Selling more futures lots than the beta calculation gives", correct: false },
        { id: "d", text: "Adding a short strangle to collect premium", correct: false },
      ],
      explanation:
        "A protective put caps the loss for a premium, and selling part of the holding avoids margin and rollover. Extra futures lots and short options add market bets; they do not reduce risk.",
    },
  ],
};
