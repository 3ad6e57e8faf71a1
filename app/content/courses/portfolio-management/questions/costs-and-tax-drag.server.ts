import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Costs and tax drag: expense ratios, loads and harvesting".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const costsAndTaxDragQuestions: LessonQuestions = {
  lessonId: "costs-and-tax-drag",
  practice: [],
  assessment: [
    {
      id: "pm-23",
      kind: "single",
      text: "Two investors put ₹5,00,000 each into funds earning 11% a year before costs. One pays 1% a year in costs, the other 0%. Roughly how much more does the cheaper one have after 10 years?",
      options: [
        { id: "a", text: "About ₹5,000", correct: false },
        { id: "b", text: "About ₹50,000", correct: false },
        { id: "c", text: "About ₹1,22,839", correct: true },
        { id: "d", text: "About ₹5,00,000", correct: false },
      ],
      explanation:
        "₹5,00,000 × 1.11^10 ≈ ₹14,19,710 against ₹5,00,000 × 1.10^10 ≈ ₹12,96,871, a gap of about ₹1,22,839. Costs compound like returns, so 1% a year is far more than 1% of the money over a decade (which would be ₹5,000 once).",
    },
    {
      id: "pm-24",
      kind: "multiple",
      text: "Which statements about harvesting long-term equity gains are correct? Select all that apply.",
      options: [
        {
          id: "a",
          text: "The {{fact:equity-ltcg-exemption}} exemption is one yearly allowance shared by all your listed-equity and equity-fund long-term gains",
          correct: true,
        },
        {
          id: "b",
          text: "Units bought back after a sale start a new 12-month holding period",
          correct: true,
        },
        { id: "c", text: "ELSS units can be sold and rebought at any time for harvesting", correct: false },
        { id: "d", text: "Harvesting raises your cost, so less gain is taxed later", correct: true },
        {
          id: "e",
          text: "An unused {{fact:equity-ltcg-exemption}} exemption carries forward to the next year",
          correct: false,
        },
      ],
      explanation:
        "Harvesting books gains inside the yearly exemption and resets your cost higher. ELSS units are locked for three years from each instalment, and the exemption is a yearly allowance: what you do not use in a year is lost.",
    },
    {
      id: "pm-25",
      kind: "single",
      text: "This year you have a ₹50,000 long-term capital loss on an equity fund, salary income and no capital gains. What happens to the loss?",
      options: [
        { id: "a", text: "It reduces your taxable salary by ₹50,000", correct: false },
        { id: "b", text: "It can be set off against short-term gains only", correct: false },
        {
          id: "c",
          text: "It can be carried forward for up to 8 years against long-term gains, if you file your return by the due date",
          correct: true,
        },
        { id: "d", text: "It is lost at the end of the year", correct: false },
      ],
      explanation:
        "A long-term capital loss can only be set against long-term gains, never against salary, and unused losses carry forward for 8 years provided the return is filed on time. It is a short-term loss that can be set against both short- and long-term gains.",
    },
    {
      id: "pm-26",
      kind: "single",
      text: "What is the difference between the direct plan and the regular plan of the same scheme?",
      options: [
        { id: "a", text: "They hold different portfolios run by different managers", correct: false },
        {
          id: "b",
          text: "Same portfolio; the regular plan's higher expense ratio pays the distributor's commission",
          correct: true,
        },
        { id: "c", text: "The direct plan is taxed at a lower rate", correct: false },
        { id: "d", text: "The regular plan is safer because a distributor is involved", correct: false },
      ],
      explanation:
        "Both plans own the same shares or bonds. The regular plan's NAV compounds a little slower because its expense ratio includes commission. Tax is the same, and the distributor does not change the portfolio's risk; choosing direct means doing the work yourself or paying an adviser a fee.",
    },
  ],
};
