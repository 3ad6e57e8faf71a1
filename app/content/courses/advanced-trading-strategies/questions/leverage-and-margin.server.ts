import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Leverage and margin: SPAN, exposure, peak margin and margin calls".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const leverageAndMarginQuestions: LessonQuestions = {
  lessonId: "leverage-and-margin",
  practice: [],
  assessment: [
    {
      id: "ats-16",
      kind: "single",
      text: "A futures position worth ₹16,00,000 needs ₹2,00,000 of margin. The price moves 3% against you. What share of your margin have you lost?",
      options: [
        { id: "a", text: "3%", correct: false },
        { id: "b", text: "8%", correct: false },
        { id: "c", text: "24%", correct: true },
        { id: "d", text: "48%", correct: false },
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
        { id: "a", text: "Nothing", correct: false },
        { id: "b", text: "₹15,000", correct: true },
        { id: "c", text: "₹30,000", correct: false },
        { id: "d", text: "₹45,000", correct: false },
      ],
      explanation:
        "After the loss the account holds ₹3,00,000 − ₹45,000 = ₹2,55,000. The new requirement is ₹2,70,000, so the shortfall is ₹15,000. At the old requirement of ₹2,40,000 you would have needed nothing: the rise in margin is what triggered the call.",
    },
  ],
};
