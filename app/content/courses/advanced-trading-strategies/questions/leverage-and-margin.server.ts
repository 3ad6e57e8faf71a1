import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Leverage and margin: SPAN, exposure, peak margin and margin calls".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const leverageAndMarginQuestions: LessonQuestions = {
  lessonId: "leverage-and-margin",
  practice: [
    {
      id: "atsp-07",
      kind: "single",
      text: "What is leverage?",
      options: [
        { id: "a", text: "The ratio of your exposure to the money you put up", correct: true },
        { id: "b", text: "A kind of option", correct: false },
        { id: "c", text: "The exchange's fee per lot", correct: false },
        { id: "d", text: "The lot size", correct: false },
      ],
      explanation:
        "Because only margin is deposited, exposure is many times your money. Leverage works in both directions.",
    },
    {
      id: "atsp-08",
      kind: "single",
      text: "Why can pledging long-term shares for F&O margin hit you twice in a fall?",
      options: [
        { id: "a", text: "The collateral and the trade often fall together", correct: true },
        { id: "b", text: "Pledged shares stop earning dividends", correct: false },
        { id: "c", text: "Pledging is not allowed", correct: false },
        { id: "d", text: "Haircuts rise every year", correct: false },
      ],
      explanation:
        "A fall cuts the collateral margin and grows the trading loss at the same moment, and the broker may sell the pledged shares at the bottom.",
    },
    {
      id: "atsp-09",
      kind: "single",
      text: "Since 20 November 2024, what extra margin do short options expiring that day carry on expiry day?",
      options: [
        { id: "a", text: "An extra 2% extreme loss margin", correct: true },
        { id: "b", text: "None", correct: false },
        { id: "c", text: "The full contract value", correct: false },
        { id: "d", text: "10% of the premium", correct: false },
      ],
      explanation:
        "Short options expiring that day carry an extra 2% extreme loss margin, and from 1 February 2025 calendar-spread benefits are removed for contracts expiring that day.",
    },
  ],
  assessment: [
    {
      id: "ats-16",
      kind: "single",
      text: "A futures position worth ₹16,00,000 needs ₹2,00,000 of margin. The price moves 3% against you. What share of your margin have you lost?",
      options: [
        { id: "a", text: "3%", correct: false },
        { id: "b", text: "8%", correct: false },
        { id: "c", text: "24%", correct: true },
        { id: "d", text: "48%, twice the move on each side", correct: false },
      ],
      explanation:
        "Leverage = ₹16,00,000 ÷ ₹2,00,000 = 8 times. A 3% move on ₹16,00,000 is ₹48,000, which is 24% of the ₹2,00,000 margin (3% × 8). The 3% answer ignores leverage, which magnifies every move against your own money.",
    },
    {
      id: "ats-17",
      kind: "multiple",
      text: "Which statements about F&O margin are correct? Select all that apply.",
      options: [
        { id: "a", text: "Margin is a deposit that absorbs losses, not a fee", correct: true },
        {
          id: "b",
          text: "Clearing corporations check each client's margin requirement at least four times a day, and brokers are penalised for shortfalls at the peak",
          correct: true,
        },
        {
          id: "c",
          text: "Exchanges can raise margins when volatility rises, which can trigger a margin call even without a further loss",
          correct: true,
        },
        {
          id: "d",
          text: "An intraday futures position needs only a small fraction of the normal margin if it is closed before 3:30 pm",
          correct: false,
        },
        { id: "e", text: "A futures loss can never exceed the margin you deposited", correct: false },
      ],
      explanation:
        "Under SEBI's peak margin framework, fully in force from 1 September 2021, brokers must collect the peak requirement seen in intraday snapshots, so intraday positions need full margin. Margins rise with volatility. And because margin is a fraction of the contract value, a large move can cost more than the margin, leaving you owing the difference.",
    },
    {
      id: "ats-18",
      kind: "single",
      text: "Your account holds ₹3,00,000 and your positions need ₹2,40,000 of margin. You suffer a ₹45,000 mark-to-market loss, and the exchange raises the requirement to ₹2,70,000. How much must you add?",
      options: [
        { id: "a", text: "Nothing, since the account is still above the old requirement", correct: false },
        { id: "b", text: "₹15,000", correct: true },
        { id: "c", text: "₹30,000", correct: false },
        { id: "d", text: "₹45,000", correct: false },
      ],
      explanation:
        "After the loss the account holds ₹3,00,000 − ₹45,000 = ₹2,55,000. The new requirement is ₹2,70,000, so the shortfall is ₹15,000. At the old requirement of ₹2,40,000 you would have needed nothing: the rise in margin is what triggered the call.",
    },
    {
      id: "ats-50",
      kind: "single",
      text: "What is SPAN margin?",
      options: [
        {
          id: "a",
          text: "The exchange's estimate of a position's possible one-day loss, from a set of scenarios",
          correct: true,
        },
        {
          id: "b",
          text: "A fixed fee the exchange charges on every lot traded, refunded in full when the position is closed at expiry",
          correct: false,
        },
        { id: "c", text: "The premium of an option", correct: false },
        { id: "d", text: "A broker's brokerage", correct: false },
      ],
      explanation:
        "SPAN tests the position against price and volatility scenarios. Exposure (extreme loss) margin is an extra buffer on top, and both rise when markets turn volatile.",
    },
    {
      id: "ats-51",
      kind: "single",
      text: "Since 1 February 2025, what must an option buyer pay before the trade?",
      options: [
        { id: "a", text: "The full premium, upfront", correct: true },
        {
          id: "b",
          text: "Only SPAN margin, a small fraction of the premium, with the rest due at expiry",
          correct: false,
        },
        { id: "c", text: "Nothing until expiry", correct: false },
        { id: "d", text: "Exposure margin alone", correct: false },
      ],
      explanation:
        "Under SEBI's circular of 1 October 2024, brokers must collect the full premium from option buyers upfront. Sellers post SPAN plus exposure margin.",
    },
    {
      id: "ats-52",
      kind: "single",
      text: "In Nifty 50 month-end data from January 1996 to December 2025, in what share of months did the index move more than 5% up or down?",
      options: [
        { id: "a", text: "About 39% (141 of 360 months)", correct: true },
        { id: "b", text: "Almost never: moves that large happen about once in a decade", correct: false },
        { id: "c", text: "About 5%", correct: false },
        { id: "d", text: "Every month", correct: false },
      ],
      explanation:
        "It moved more than 5% in 141 of 360 months and fell more than 5% in 50 of them. With 8 times leverage, a 5% fall costs 40% of the margin.",
    },
    {
      id: "ats-53",
      kind: "single",
      text: "With 8 times leverage, what adverse move is enough to halve your margin?",
      options: [
        { id: "a", text: "6.25%", correct: true },
        { id: "b", text: "50%, the same as for shares bought outright", correct: false },
        { id: "c", text: "1%", correct: false },
        { id: "d", text: "25%", correct: false },
      ],
      explanation: "8 × 6.25% = 50% of the margin. A 12.5% move wipes it out, and losses can exceed it.",
    },
    {
      id: "ats-54",
      kind: "single",
      text: "You pledge shares worth ₹4,00,000 with a 15% haircut. What collateral margin do you get?",
      options: [
        { id: "a", text: "₹3,40,000", correct: true },
        {
          id: "b",
          text: "₹4,00,000, the full value, since shares count at their market price",
          correct: false,
        },
        { id: "c", text: "₹60,000", correct: false },
        { id: "d", text: "₹4,60,000", correct: false },
      ],
      explanation:
        "Collateral = value minus haircut. And exchanges require part of F&O margin in cash or cash-like assets, so pledged shares cannot cover everything.",
    },
    {
      id: "ats-55",
      kind: "multiple",
      text: "What can happen if you do not meet a margin call? Select all that apply.",
      options: [
        { id: "a", text: "The broker closes positions at whatever price the market offers", correct: true },
        { id: "b", text: "The broker may charge a penalty for the shortfall", correct: true },
        { id: "c", text: "The exchange waits until the market recovers", correct: false },
        { id: "d", text: "The loss is cancelled", correct: false },
      ],
      explanation:
        "A loss you meant to wait out becomes permanent when the position is closed, often near the day's low.",
    },
    {
      id: "ats-56",
      kind: "multiple",
      text: "Which statements about SEBI's peak margin framework are true? Select all that apply.",
      options: [
        { id: "a", text: "It comes from SEBI's framework of 20 July 2020", correct: true },
        { id: "b", text: "It applied in full from 1 September 2021", correct: true },
        {
          id: "c",
          text: "F&O margin is now the same whether you hold a position ten minutes or ten days",
          correct: true,
        },
        { id: "d", text: "It does not remove the leverage built into F&O contracts", correct: true },
        {
          id: "e",
          text: "It lets intraday positions closed before the end of the day go without margin",
          correct: false,
        },
      ],
      explanation:
        "Clearing corporations take at least four snapshots a day and brokers are penalised for shortfalls at the peak, so intraday leverage is far lower than before; contract leverage remains.",
    },
  ],
};
