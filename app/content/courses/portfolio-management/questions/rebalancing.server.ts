import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Rebalancing: rules, new money first and the cost of selling".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const rebalancingQuestions: LessonQuestions = {
  lessonId: "rebalancing",
  practice: [],
  assessment: [
    {
      id: "pm-19",
      kind: "single",
      text: "Your target is 60% equity with a ±5-point band. Your ₹25,00,000 portfolio now holds ₹17,00,000 in equity. What should you do?",
      options: [
        { id: "a", text: "Nothing: 68% is inside the band", correct: false },
        { id: "b", text: "Move ₹1,00,000 from equity to debt", correct: false },
        { id: "c", text: "Move ₹2,00,000 from equity to debt, using new money first", correct: true },
        { id: "d", text: "Move ₹3,00,000 from equity to debt", correct: false },
      ],
      explanation:
        "Equity is ₹17 lakh ÷ ₹25 lakh = 68%, outside the 55-65% band. Target equity is 60% × ₹25 lakh = ₹15 lakh, so ₹2 lakh should move. Redirecting SIPs and lump sums first, and selling only what remains, keeps tax and loads down.",
    },
    {
      id: "pm-20",
      kind: "single",
      text: "To rebalance, you sell equity fund units held for 8 months with a gain of ₹40,000. What tax do you pay in 2026-27, ignoring surcharge?",
      options: [
        { id: "a", text: "₹0, because of the {{fact:equity-ltcg-exemption}} exemption", correct: false },
        { id: "b", text: "₹5,000", correct: false },
        { id: "c", text: "₹8,320", correct: true },
        { id: "d", text: "₹12,480", correct: false },
      ],
      explanation:
        "Units held 12 months or less give a short-term gain taxed at 20%: ₹8,000, plus 4% cess of ₹320 = ₹8,320. The {{fact:equity-ltcg-exemption}} exemption applies only to long-term gains, and ₹5,000 wrongly uses the {{fact:equity-ltcg-rate}} long-term rate. An exit load may also apply within a year.",
    },
    {
      id: "pm-21",
      kind: "multiple",
      text: "Which of these rebalance a portfolio without selling anything? Select all that apply.",
      options: [
        { id: "a", text: "Redirecting SIPs to the underweight asset for a few months", correct: true },
        { id: "b", text: "Putting a bonus into whatever is below target", correct: true },
        { id: "c", text: "Taking money for a goal from the asset that is above target", correct: true },
        {
          id: "d",
          text: "Switching units from an equity fund to a debt fund of the same fund house",
          correct: false,
        },
      ],
      explanation:
        "New money and withdrawals can restore the mix with no capital gains. A switch, even within one fund house, is a redemption from one scheme and a purchase in another, so it can trigger capital gains tax and exit loads.",
    },
    {
      id: "pm-22",
      kind: "single",
      text: "What is the main purpose of rebalancing?",
      options: [
        { id: "a", text: "To earn a higher return than never rebalancing, every time", correct: false },
        { id: "b", text: "To keep the portfolio's risk at the level you chose", correct: true },
        { id: "c", text: "To time the market by selling before crashes", correct: false },
        { id: "d", text: "To use up the year's exemption on debt fund gains", correct: false },
      ],
      explanation:
        "Left alone, a 60/40 portfolio started in 2006 drifted to about 81% equity by 2025. Rebalancing restores the risk you chose. It added return in the 2008-2009 test, but in a long steady rise it can lower returns; it is a risk tool, not a timing tool. There is no yearly exemption for debt fund gains.",
    },
  ],
};
