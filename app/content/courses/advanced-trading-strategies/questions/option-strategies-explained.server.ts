import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Common option strategies explained honestly: payoff, cost and risk".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const optionStrategiesExplainedQuestions: LessonQuestions = {
  lessonId: "option-strategies-explained",
  practice: [
    {
      id: "atsp-16",
      kind: "single",
      text: "Which four questions does the lesson say to ask of any option strategy?",
      options: [
        {
          id: "a",
          text: "Most I can lose, break-even, cost to open and close, and the market in which it loses",
          correct: true,
        },
        { id: "b", text: "Who recommends it, how popular it is, its win rate and its name", correct: false },
        { id: "c", text: "Only its maximum gain", correct: false },
        { id: "d", text: "Which broker offers it", correct: false },
      ],
      explanation:
        "A strategy whose seller cannot answer these is not worth hearing about. Every leg is a separate order with its own costs.",
    },
    {
      id: "atsp-17",
      kind: "single",
      text: "What does a bull call spread do?",
      options: [
        {
          id: "a",
          text: "Buys one call and sells another at a higher strike, limiting both loss and gain",
          correct: true,
        },
        { id: "b", text: "Sells a call and a put at the same strike", correct: false },
        { id: "c", text: "Buys a put to protect shares", correct: false },
        { id: "d", text: "Buys shares on margin", correct: false },
      ],
      explanation:
        "In the lesson's example the net cost of ₹7,150 is the maximum loss and ₹12,350 the maximum gain; the sold call makes the trade cheaper but caps the gain.",
    },
    {
      id: "atsp-18",
      kind: "single",
      text: "What does the lesson call the usually cheaper protection for a long-term investor than buying puts?",
      options: [
        {
          id: "a",
          text: "An asset allocation with enough debt and gold, plus an emergency fund",
          correct: true,
        },
        { id: "b", text: "Selling strangles every month", correct: false },
        { id: "c", text: "Buying calls", correct: false },
        { id: "d", text: "Trading more often", correct: false },
      ],
      explanation:
        "A mix that can ride out a fall, and an emergency fund so nothing has to be sold in a crash, protect without a premium that adds up month after month.",
    },
  ],
  assessment: [
    {
      id: "ats-23",
      kind: "single",
      text: "You hold an index fund worth ₹15,60,000 that moves exactly with the index at 24,000, and buy one lot (65) of a 23,000 put at ₹90. What is the most you can lose at expiry, before costs?",
      options: [
        { id: "a", text: "₹5,850", correct: false },
        { id: "b", text: "₹65,000", correct: false },
        { id: "c", text: "₹70,850", correct: true },
        { id: "d", text: "There is no limit, because the index fund can fall to zero", correct: false },
      ],
      explanation:
        "Below 23,000 the put offsets further falls, so the worst case is the fall to the strike plus the premium: (24,000 − 23,000) × 65 + ₹90 × 65 = ₹65,000 + ₹5,850 = ₹70,850. Insurance limits the loss but does not remove it, and the premium is paid whether or not it is needed.",
    },
    {
      id: "ats-24",
      kind: "single",
      text: "You sell a 24,500 call at ₹50 and a 23,500 put at ₹45 (one lot of 65 each). At expiry the index is at 25,200. What is your result before costs?",
      options: [
        { id: "a", text: "A gain of ₹6,175, the premiums collected", correct: false },
        { id: "b", text: "A loss of ₹39,325", correct: true },
        { id: "c", text: "A loss of ₹45,500", correct: false },
        { id: "d", text: "A loss of ₹3,250", correct: false },
      ],
      explanation:
        "The call is worth 25,200 − 24,500 = ₹700 and the put nothing. You received ₹50 + ₹45 = ₹95, so the loss is (₹700 − ₹95) × 65 = ₹39,325, more than six times the ₹6,175 collected. ₹45,500 forgets the premiums received. This is the 'coins in front of a steamroller' pattern of short strangles.",
    },
    {
      id: "ats-25",
      kind: "multiple",
      text: "Which statements about a covered call (owning shares and selling a call on them) are true? Select all that apply.",
      options: [
        { id: "a", text: "It caps your gain if the share rises above the strike", correct: true },
        {
          id: "b",
          text: "You keep almost all the loss if the share falls; the premium only cushions it slightly",
          correct: true,
        },
        {
          id: "c",
          text: "If a stock call you sold ends in the money, your shares are delivered at the strike, which may create capital gains tax",
          correct: true,
        },
        { id: "d", text: "It removes the risk of losing money on the shares", correct: false },
        {
          id: "e",
          text: "Selling the same call without owning the shares carries the same risk",
          correct: false,
        },
      ],
      explanation:
        "A covered call trades the upside above the strike for a small premium; the downside of the shares stays with you. Stock options end in physical delivery, so an in-the-money call means selling your shares. Selling a call without the shares (a naked call) has unlimited loss if the price keeps rising.",
    },
    {
      id: "ats-26",
      kind: "single",
      text: "You buy a 24,000 call at ₹200 and a 24,000 put at ₹160 (a long straddle). Between which index levels at expiry do you lose money, before costs?",
      options: [
        { id: "a", text: "Between 23,800 and 24,200", correct: false },
        { id: "b", text: "Between 23,640 and 24,360", correct: true },
        { id: "c", text: "Below 23,640 or above 24,360, where the index has moved far", correct: false },
        { id: "d", text: "Only if the index ends exactly at 24,000", correct: false },
      ],
      explanation:
        "Total premium = ₹200 + ₹160 = ₹360, so the break-evens are 24,000 − 360 = 23,640 and 24,000 + 360 = 24,360. Anywhere between them the options are worth less than you paid, and at 24,000 you lose the whole ₹360 a unit. A straddle needs a large move, not just any move.",
    },
    {
      id: "ats-69",
      kind: "single",
      text: "In the lesson's protective put example (₹15,60,000 index fund, 23,500 put at ₹120), what is the most you can lose at expiry, before costs?",
      options: [
        { id: "a", text: "₹40,300", correct: true },
        {
          id: "b",
          text: "₹7,800, the premium, because the put covers every rupee of the fall",
          correct: false,
        },
        { id: "c", text: "₹1,95,000", correct: false },
        { id: "d", text: "Nothing", correct: false },
      ],
      explanation:
        "The portfolio can fall to the strike (500 points × 65 = ₹32,500) plus the ₹7,800 premium: ₹40,300. Below 23,500 the put pays for the rest.",
    },
    {
      id: "ats-70",
      kind: "single",
      text: "A short strangle (24,600 call at ₹60, 23,400 put at ₹55, lot 65) is open when the index falls 6% to 22,560. What is the loss at expiry?",
      options: [
        { id: "a", text: "₹47,125", correct: true },
        { id: "b", text: "₹7,475, the credit received, which caps the loss", correct: false },
        { id: "c", text: "₹3,575", correct: false },
        { id: "d", text: "Nothing: the call expires worthless", correct: false },
      ],
      explanation:
        "The put is worth ₹840; the loss is (840 − 115) × 65 = ₹47,125, more than six times the credit. A short strangle's loss has no cap.",
    },
    {
      id: "ats-71",
      kind: "single",
      text: "In the lesson's iron condor, you risk about how much to make 1?",
      options: [
        { id: "a", text: "About 3.6 rupees", correct: true },
        {
          id: "b",
          text: "About 1 rupee, because gains and losses are balanced in an iron condor",
          correct: false,
        },
        { id: "c", text: "Nothing: it has no risk", correct: false },
        { id: "d", text: "About 36 rupees", correct: false },
      ],
      explanation:
        "Net credit ₹4,225 against a maximum loss of ₹15,275, and it wins only if the index stays inside a range.",
    },
    {
      id: "ats-72",
      kind: "single",
      text: "Why is a long straddle expensive just before an event such as a budget?",
      options: [
        {
          id: "a",
          text: "High implied volatility before events raises both options' premiums",
          correct: true,
        },
        {
          id: "b",
          text: "Because SEBI doubles margins for buyers in the week of any announced event",
          correct: false,
        },
        { id: "c", text: "Because lot sizes rise", correct: false },
        { id: "d", text: "It is cheaper before events", correct: false },
      ],
      explanation:
        "Straddles seem most tempting when a big move is expected, which is exactly when implied volatility, and so their price, is highest.",
    },
    {
      id: "ats-73",
      kind: "multiple",
      text: "Which statements about selling options match the lesson? Select all that apply.",
      options: [
        { id: "a", text: "It wins often and loses rarely, which feels like skill", correct: true },
        { id: "b", text: "Its income is payment for taking the risk of sudden large moves", correct: true },
        { id: "c", text: "Sellers post no margin", correct: false },
        { id: "d", text: "A short strangle's loss is capped at twice the credit", correct: false },
      ],
      explanation:
        "Sellers post large margins, an extra 2% on expiry day for short options expiring that day, and face margin calls when markets turn; a short strangle's loss has no cap.",
    },
    {
      id: "ats-74",
      kind: "multiple",
      text: "Which strategies in the lesson's table have a limited maximum loss? Select all that apply.",
      options: [
        { id: "a", text: "Bull call spread", correct: true },
        { id: "b", text: "Iron condor", correct: true },
        { id: "c", text: "Protective put", correct: true },
        { id: "d", text: "Long straddle", correct: true },
        { id: "e", text: "Short strangle", correct: false },
      ],
      explanation:
        "The spread, condor and straddle risk the net premium or spread width; the protective put caps the loss at ₹40,300. The short strangle's maximum loss is unlimited.",
    },
  ],
};
