import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Spreads beyond the basics: bear, credit, butterfly, calendar and ratio spreads".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const spreadsBeyondTheBasicsQuestions: LessonQuestions = {
  lessonId: "spreads-beyond-the-basics",
  practice: [
    {
      id: "atsp-40",
      kind: "single",
      text: "What is the maximum loss of a credit spread at expiry?",
      options: [
        { id: "a", text: "The credit received", correct: false },
        { id: "b", text: "The gap between the strikes minus the credit", correct: true },
        { id: "c", text: "Unlimited, as for any sold option", correct: false },
        { id: "d", text: "Zero, since money was received to open it", correct: false },
      ],
      explanation:
        "The bought option caps the loss at the strike gap; the credit received reduces it. In the lesson's bull put spread: (300 − 30) × 65 = ₹17,550.",
    },
    {
      id: "atsp-41",
      kind: "single",
      text: "What does a long call butterfly need to make its maximum gain?",
      options: [
        { id: "a", text: "A large move in either direction", correct: false },
        { id: "b", text: "A rise in implied volatility", correct: false },
        { id: "c", text: "The index to end at the middle strike", correct: true },
        { id: "d", text: "The index to end above the highest strike", correct: false },
      ],
      explanation:
        "The butterfly pays most when the index finishes exactly at the middle strike, where the two sold calls expire worthless and the lower call is worth the strike gap.",
    },
    {
      id: "atsp-42",
      kind: "single",
      text: "A calendar spread sells a near-expiry option and buys a later one at the same strike. What helps it most?",
      options: [
        {
          id: "a",
          text: "The index staying near the strike and implied volatility holding up",
          correct: true,
        },
        { id: "b", text: "A very large move soon after opening", correct: false },
        { id: "c", text: "A fall in implied volatility", correct: false },
        { id: "d", text: "The near option ending deep in the money", correct: false },
      ],
      explanation:
        "The near option decays faster than the far one when the index sits still, and the far option keeps more value if IV holds; large moves or a fall in IV hurt it.",
    },
  ],
  assessment: [
    {
      id: "ats-131",
      kind: "single",
      text: "You buy the 24,000 put at ₹150 and sell the 23,700 put at ₹85, one lot of 65. What are the maximum loss and break-even at expiry, before costs?",
      options: [
        { id: "a", text: "₹4,225 and 23,935", correct: true },
        { id: "b", text: "₹9,750 and 23,850", correct: false },
        { id: "c", text: "₹15,275 and 23,935", correct: false },
        { id: "d", text: "₹4,225 and 24,065", correct: false },
      ],
      explanation:
        "Net debit 150 − 85 = ₹65, so the maximum loss is ₹65 × 65 = ₹4,225 (index at or above 24,000). Break-even for a bear put spread is the higher strike minus the debit: 24,000 − 65 = 23,935. ₹15,275 is the maximum gain.",
    },
    {
      id: "ats-132",
      kind: "single",
      text: "You sell the 23,400 put at ₹55 and buy the 23,100 put at ₹25, one lot of 65. What is the maximum loss at expiry, before costs?",
      options: [
        { id: "a", text: "₹1,950", correct: false },
        { id: "b", text: "₹19,500", correct: false },
        { id: "c", text: "₹17,550", correct: true },
        { id: "d", text: "Unlimited", correct: false },
      ],
      explanation:
        "It is a bull put spread with a credit of ₹30. Maximum loss = (300 − 30) × 65 = ₹17,550, at or below 23,100; the bought put caps it. You risk about ₹9 to make ₹1.",
    },
    {
      id: "ats-133",
      kind: "single",
      text: "You sell the 24,300 call at ₹70 and buy the 24,900 call at ₹25, one lot of 65. Where is the break-even at expiry?",
      options: [
        { id: "a", text: "24,255", correct: false },
        { id: "b", text: "24,345", correct: true },
        { id: "c", text: "24,855", correct: false },
        { id: "d", text: "24,945", correct: false },
      ],
      explanation:
        "A bear call spread's break-even is the sold strike plus the credit: 24,300 + 45 = 24,345. Above it the loss grows until 24,900, where it reaches (600 − 45) × 65 = ₹36,075.",
    },
    {
      id: "ats-134",
      kind: "single",
      text: "A butterfly buys the 23,700 call at ₹340, sells two 24,000 calls at ₹180 and buys the 24,300 call at ₹70. What is its maximum gain per lot of 65, before costs?",
      options: [
        { id: "a", text: "₹3,250", correct: false },
        { id: "b", text: "₹19,500", correct: false },
        { id: "c", text: "₹13,000", correct: false },
        { id: "d", text: "₹16,250", correct: true },
      ],
      explanation:
        "Net debit = 340 − 360 + 70 = ₹50. At 24,000 the 23,700 call is worth ₹300 and the others nothing, so the gain is (300 − 50) × 65 = ₹16,250. The debit, ₹3,250, is the maximum loss.",
    },
    {
      id: "ats-135",
      kind: "single",
      text: "A 24,000 call calendar costs a net ₹227 a unit. When the near call expires, the index is at 24,000 but implied volatility has fallen from 16% to 13%, and the far call is worth about ₹312. What is the result per lot of 65?",
      options: [
        { id: "a", text: "About +₹10,270", correct: false },
        { id: "b", text: "About −₹14,755", correct: false },
        { id: "c", text: "About +₹20,280", correct: false },
        { id: "d", text: "About +₹5,525", correct: true },
      ],
      explanation:
        "(312 − 227) × 65 = ₹5,525. With IV unchanged the far call would be about ₹385, for about ₹10,270: the fall in volatility took about half the gain, because the longer option has more vega.",
    },
    {
      id: "ats-136",
      kind: "single",
      text: "A 1×2 call ratio spread buys the 24,000 call at ₹180 and sells two 24,300 calls at ₹70. What is the result at expiry with the index at 25,000, per lot of 65?",
      options: [
        { id: "a", text: "A loss of ₹2,600", correct: false },
        { id: "b", text: "A gain of ₹16,900", correct: false },
        { id: "c", text: "A loss of ₹28,600", correct: true },
        { id: "d", text: "A loss of ₹45,500", correct: false },
      ],
      explanation:
        "The long call is worth 1,000 and the two short calls cost 2 × 700 = 1,400; with the ₹40 debit the result is (1,000 − 1,400 − 40) × 65 = −₹28,600. One sold call is uncovered, so the loss keeps growing as the index rises.",
    },
    {
      id: "ats-137",
      kind: "single",
      text: "What did SEBI's circular of 1 October 2024 change for calendar spreads?",
      options: [
        { id: "a", text: "Calendar spreads were banned for individual traders", correct: false },
        { id: "b", text: "The margin benefit is not given on the expiry day of the near leg", correct: true },
        { id: "c", text: "Calendar spreads pay no STT", correct: false },
        { id: "d", text: "Both legs must now have the same expiry", correct: false },
      ],
      explanation:
        "The offsetting-margin treatment is removed on expiry day for positions whose near leg expires that day, so margin can jump just when the near option is most volatile.",
    },
    {
      id: "ats-138",
      kind: "multiple",
      text: "Which of these spreads have a maximum loss that is capped at expiry? Select all that apply.",
      options: [
        { id: "a", text: "Bear put spread", correct: true },
        { id: "b", text: "Bull put spread", correct: true },
        { id: "c", text: "Long call butterfly", correct: true },
        { id: "d", text: "1×2 call ratio spread", correct: false },
      ],
      explanation:
        "Vertical spreads and butterflies buy as many options as they sell on each side, so a bought option caps every loss. The 1×2 ratio spread has one uncovered sold call and no cap on the upside loss.",
    },
    {
      id: "ats-139",
      kind: "multiple",
      text: "Which statements about debit and credit spreads are correct? Select all that apply.",
      options: [
        { id: "a", text: "A debit spread's maximum loss is the debit paid", correct: true },
        { id: "b", text: "A credit spread's maximum gain is the credit received", correct: true },
        { id: "c", text: "Credit spreads win more often and so are the better choice", correct: false },
        {
          id: "d",
          text: "Each spread means separate orders, each with brokerage and charges",
          correct: true,
        },
        { id: "e", text: "STT is charged on the premium of each option sold", correct: true },
      ],
      explanation:
        "Debit spreads risk the debit; credit spreads keep at most the credit. Credit spreads win more often but lose more when they lose: the market prices the trade-off, so neither is better. Every leg is an order with its own costs, and STT applies to options sold.",
    },
    {
      id: "ats-140",
      kind: "multiple",
      text: "Which can make a long call calendar spread lose money? Select all that apply.",
      options: [
        { id: "a", text: "The index rising far above the strike", correct: true },
        { id: "b", text: "The index falling far below the strike", correct: true },
        { id: "c", text: "The index staying exactly at the strike with IV unchanged", correct: false },
        { id: "d", text: "A fall in implied volatility large enough to outweigh the decay", correct: true },
      ],
      explanation:
        "In the lesson's example the calendar lost about ₹9,620 at 25,000 and ₹10,205 at 23,000, and gained ₹10,270 with the index unchanged; a fall in IV cuts the far option's value and can turn the gain into a loss.",
    },
  ],
};
