import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "How futures work: lots, mark-to-market, basis and expiry".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const howFuturesWorkQuestions: LessonQuestions = {
  lessonId: "how-futures-work",
  practice: [
    {
      id: "atsp-04",
      kind: "single",
      text: "Who is the buyer to every seller and the seller to every buyer on Indian exchanges?",
      options: [
        { id: "a", text: "The exchange's clearing corporation", correct: true },
        { id: "b", text: "SEBI", correct: false },
        { id: "c", text: "Your broker", correct: false },
        { id: "d", text: "The company whose shares are traded", correct: false },
      ],
      explanation:
        "The clearing corporation guarantees settlement and protects itself by collecting margin from both sides and settling gains and losses every day.",
    },
    {
      id: "atsp-05",
      kind: "single",
      text: "What does the basis of a futures contract mean?",
      options: [
        { id: "a", text: "The gap between the futures price and the current (spot) price", correct: true },
        { id: "b", text: "The margin the broker blocks", correct: false },
        { id: "c", text: "The lot size", correct: false },
        { id: "d", text: "The exchange's fee", correct: false },
      ],
      explanation:
        "The futures price usually sits a little above spot by roughly the cost of carry, and the basis shrinks to zero at expiry.",
    },
    {
      id: "atsp-06",
      kind: "single",
      text: "How are index futures settled at expiry?",
      options: [
        { id: "a", text: "In cash, at the final settlement price", correct: true },
        { id: "b", text: "By delivery of every share in the index", correct: false },
        { id: "c", text: "They cannot expire", correct: false },
        { id: "d", text: "By rolling over automatically", correct: false },
      ],
      explanation:
        "Index futures are cash-settled. Stock futures held to expiry are settled by physical delivery, so a long must pay the full contract value.",
    },
  ],
  assessment: [
    {
      id: "ats-04",
      kind: "single",
      text: "An index future trades at 22,500 and its lot size is 75. What is the value of one contract?",
      options: [
        { id: "a", text: "₹22,575", correct: false },
        { id: "b", text: "₹1,68,750", correct: false },
        { id: "c", text: "₹16,87,500", correct: true },
        { id: "d", text: "₹3,00,000, the margin a broker might block", correct: false },
      ],
      explanation:
        "Contract value = futures price × lot size = 22,500 × 75 = ₹16,87,500. That sits inside the ₹15 lakh to ₹20 lakh band SEBI set for index derivatives from 20 November 2024, which is why one lot is a large position for most individuals. The margin is only a fraction of this, but your gains and losses are on the full value.",
    },
    {
      id: "ats-05",
      kind: "single",
      text: "You are long one lot of a stock future (lot size 1,000) bought at ₹1,500. Today it settles at ₹1,470. What happens this evening?",
      options: [
        {
          id: "a",
          text: "Nothing until you sell: it stays a paper loss, as with shares bought for delivery",
          correct: false,
        },
        { id: "b", text: "₹3,000 is debited from your account", correct: false },
        { id: "c", text: "₹30,000 is debited from your account", correct: true },
        { id: "d", text: "₹30,000 is credited to your account", correct: false },
      ],
      explanation:
        "Futures are marked to market daily: (₹1,470 − ₹1,500) × 1,000 = −₹30,000 is settled in cash that evening. Unlike a delivery share purchase, a falling futures position must be paid for as it falls, and if your margin runs short the broker can close it.",
    },
    {
      id: "ats-06",
      kind: "multiple",
      text: "Which statements about futures expiry and settlement are true? Select all that apply.",
      options: [
        { id: "a", text: "Index futures are settled in cash", correct: true },
        {
          id: "b",
          text: "A stock futures position held to expiry requires delivery, so a long must pay the full contract value",
          correct: true,
        },
        { id: "c", text: "The basis tends to shrink towards zero as expiry approaches", correct: true },
        { id: "d", text: "A futures position can be closed only on expiry day", correct: false },
        {
          id: "e",
          text: "Daily mark-to-market changes the total profit or loss of a trade between entry and exit",
          correct: false,
        },
      ],
      explanation:
        "Index futures settle in cash; stock futures end in physical delivery; and because the cost of carry falls as time runs out, the futures price converges to spot. You can square off at any time before expiry. Mark-to-market changes when you pay or receive money, not the total: the daily amounts add up to (exit − entry) × lot size.",
    },
    {
      id: "ats-07",
      kind: "single",
      text: "The index is at 20,000, the interest rate is 6% a year, 30 days remain to expiry and no dividends are due. Roughly where would a fair futures price be?",
      options: [
        { id: "a", text: "About 19,901", correct: false },
        { id: "b", text: "About 20,010", correct: false },
        { id: "c", text: "About 20,099", correct: true },
        { id: "d", text: "About 21,200, a year of interest added at once", correct: false },
      ],
      explanation:
        "Cost of carry = 20,000 × 6% × 30 ÷ 365 ≈ 98.6 points, so fair value ≈ 20,099. The 21,200 answer applies a full year's interest; the future is priced above spot (not below) because holding it instead of the shares lets you keep your money earning interest.",
    },
    {
      id: "ats-44",
      kind: "single",
      text: "Under SEBI's circular of 1 October 2024, what is the minimum value of an index derivative contract introduced from 20 November 2024?",
      options: [
        { id: "a", text: "₹15 lakh", correct: true },
        { id: "b", text: "₹5 lakh, as in the band used before that date", correct: false },
        { id: "c", text: "₹1 lakh", correct: false },
        { id: "d", text: "₹50 lakh", correct: false },
      ],
      explanation:
        "New index contracts must be worth at least ₹15 lakh, and exchanges revise lot sizes to keep values in a band of roughly ₹15 lakh to ₹20 lakh (earlier ₹5 lakh to ₹10 lakh).",
    },
    {
      id: "ats-45",
      kind: "single",
      text: "How many benchmark indices may each exchange offer weekly expiries on since 20 November 2024?",
      options: [
        { id: "a", text: "One", correct: true },
        { id: "b", text: "All of its indices, every week, as many as it chooses to list", correct: false },
        { id: "c", text: "Three", correct: false },
        { id: "d", text: "None", correct: false },
      ],
      explanation:
        "Since 20 November 2024 each exchange may offer weekly expiries on only one benchmark index. Expiry weekdays have changed, so use the exchange's calendar.",
    },
    {
      id: "ats-46",
      kind: "single",
      text: "How do you keep a futures position open beyond its expiry?",
      options: [
        { id: "a", text: "Sell the expiring contract and buy the next month's: a rollover", correct: true },
        {
          id: "b",
          text: "Nothing: futures contracts never expire and can be held for as long as you like",
          correct: false,
        },
        { id: "c", text: "Ask the exchange for an extension", correct: false },
        { id: "d", text: "Convert it into shares", correct: false },
      ],
      explanation: "A rollover pays the difference between the two contracts' prices and two sets of costs.",
    },
    {
      id: "ats-47",
      kind: "single",
      text: "Why do brokers raise margins or close stock futures positions in the last days before expiry?",
      options: [
        {
          id: "a",
          text: "A long held to expiry must pay the full contract value and take delivery",
          correct: true,
        },
        { id: "b", text: "Because the exchange closes all positions a week early", correct: false },
        { id: "c", text: "Because MTM stops in expiry week", correct: false },
        { id: "d", text: "Because the basis becomes negative", correct: false },
      ],
      explanation:
        "A trader with ₹2 lakh of margin on a ₹15 lakh contract cannot pay for delivery. Index futures settle in cash, but stock futures end in delivery.",
    },
    {
      id: "ats-48",
      kind: "multiple",
      text: "You are short one lot of index futures. Which statements are true? Select all that apply.",
      options: [
        { id: "a", text: "You gain if the price falls", correct: true },
        { id: "b", text: "A rise in the price is debited from your account that evening", correct: true },
        {
          id: "c",
          text: "You can walk away if the price moves against you, like an option buyer",
          correct: false,
        },
        { id: "d", text: "Your loss is limited to the margin blocked", correct: false },
      ],
      explanation:
        "Both sides of a future are bound. MTM settles the loss in cash every evening, and the loss can exceed the margin.",
    },
    {
      id: "ats-49",
      kind: "multiple",
      text: "Which terms does the exchange's contract specification for a future set? Select all that apply.",
      options: [
        { id: "a", text: "The lot size", correct: true },
        { id: "b", text: "The expiry", correct: true },
        { id: "c", text: "The tick size and price limits", correct: true },
        { id: "d", text: "Whether it settles in cash or by delivery", correct: true },
        { id: "e", text: "The profit the contract will make", correct: false },
      ],
      explanation:
        "Specifications are standardised and revised by the exchange: underlying, lot size, expiry, tick size and price limits, and settlement. Nothing in them tells you the result of a trade.",
    },
  ],
};
