import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Mutual funds and SIPs".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const mutualFundsAndSipsQuestions: LessonQuestions = {
  lessonId: "mutual-funds-and-sips",
  practice: [],
  assessment: [
    {
      id: "if-19",
      kind: "single",
      text: "You invest ₹20,000 in a fund at a NAV of ₹40. Later the NAV is ₹46. What is your investment worth?",
      options: [
        { id: "a", text: "₹20,600", correct: false },
        { id: "b", text: "₹23,000", correct: true },
        { id: "c", text: "₹26,000", correct: false },
        { id: "d", text: "₹9,20,000", correct: false },
      ],
      explanation:
        "₹20,000 ÷ ₹40 = 500 units; 500 × ₹46 = ₹23,000, a 15% gain matching the NAV's 15% rise. The value is always units × NAV; multiplying the amount invested by the NAV (₹9,20,000) confuses rupees with units.",
    },
    {
      id: "if-20",
      kind: "multiple",
      text: "Which statements about direct and regular plans of the same scheme are true? Select all that apply.",
      options: [
        { id: "a", text: "They hold the same portfolio", correct: true },
        {
          id: "b",
          text: "The regular plan pays the distributor's commission through a higher expense ratio",
          correct: true,
        },
        { id: "c", text: "Over time the direct plan's NAV grows a little faster", correct: true },
        {
          id: "d",
          text: "A direct plan is guaranteed to beat every regular plan of every other scheme",
          correct: false,
        },
      ],
      explanation:
        "Both plans own the same investments; the regular plan's higher expense ratio pays for distribution, so the direct plan's NAV compounds slightly faster. That is a comparison within one scheme only: a direct plan of one fund can still do worse than a regular plan of a different fund with a better or different portfolio.",
    },
    {
      id: "if-21",
      kind: "single",
      text: "A SIP invests ₹6,000 a month for three months at NAVs of ₹30, ₹20 and ₹40. What is the average cost per unit?",
      options: [
        { id: "a", text: "₹30.00, the average of the three NAVs", correct: false },
        { id: "b", text: "About ₹27.69", correct: true },
        { id: "c", text: "₹20.00, the lowest NAV", correct: false },
        { id: "d", text: "₹40.00, the latest NAV", correct: false },
      ],
      explanation:
        "Units bought: 200 + 300 + 150 = 650 for ₹18,000, so the average cost is ₹18,000 ÷ 650 ≈ ₹27.69. It is below the ₹30 average NAV because the fixed amount bought more units when the price was low: rupee cost averaging.",
    },
    {
      id: "if-22",
      kind: "single",
      text: "₹10,000 a month for 20 years grows to about ₹99,91,479 at 12% a year and ₹87,35,731 at 11%. If a plan of the same fund costs one percentage point more a year, roughly how much less could it leave you?",
      options: [
        { id: "a", text: "About ₹2,400", correct: false },
        { id: "b", text: "About ₹24,000", correct: false },
        { id: "c", text: "About ₹12.6 lakh", correct: true },
        {
          id: "d",
          text: "Nothing, because costs are taken out of the NAV, not your account",
          correct: false,
        },
      ],
      explanation:
        "₹99,91,479 − ₹87,35,731 = ₹12,55,748. A 1% cost looks small each year, but it compounds over 20 years on a growing pot. Costs being deducted from the NAV daily does not make them free; it only makes them invisible.",
    },
  ],
};
