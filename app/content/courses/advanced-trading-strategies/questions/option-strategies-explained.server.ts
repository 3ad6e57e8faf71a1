import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Common option strategies explained honestly: payoff, cost and risk".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const optionStrategiesExplainedQuestions: LessonQuestions = {
  lessonId: "option-strategies-explained",
  practice: [],
  assessment: [
    {
      id: "ats-23",
      kind: "single",
      text: "You hold an index fund worth ₹15,60,000 that moves exactly with the index at 24,000, and buy one lot (65) of a 23,000 put at ₹90. What is the most you can lose at expiry, before costs?",
      options: [
        { id: "a", text: "₹5,850", correct: false },
        { id: "b", text: "₹65,000", correct: false },
        { id: "c", text: "₹70,850", correct: true },
        { id: "d", text: "There is no limit", correct: false },
      ],
      explanation:
        "Below 23,000 the put offsets further falls, so the worst case is the fall to the strike plus the premium: (24,000 − 23,000) × 65 + ₹90 × 65 = ₹65,000 + ₹5,850 = ₹70,850. Insurance limits the loss but does not remove it, and the premium is paid whether or not it is needed.",
    },
    {
      id: "ats-24",
      kind: "single",
      text: "You sell a 24,500 call at ₹50 and a 23,500 put at ₹45 (one lot of 65 each). At expiry the index is at 25,200. What is your result before costs?",
      options: [
        { id: "a", text: "A gain of ₹6,175", correct: false },
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
        { id: "c", text: "Below 23,640 or above 24,360", correct: false },
        { id: "d", text: "Only if the index ends exactly at 24,000", correct: false },
      ],
      explanation:
        "Total premium = ₹200 + ₹160 = ₹360, so the break-evens are 24,000 − 360 = 23,640 and 24,000 + 360 = 24,360. Anywhere between them the options are worth less than you paid, and at 24,000 you lose the whole ₹360 a unit. A straddle needs a large move, not just any move.",
    },
  ],
};
