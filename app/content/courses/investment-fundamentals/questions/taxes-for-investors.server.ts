import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Taxes every investor should know (tax year 2026-27)".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const taxesForInvestorsQuestions: LessonQuestions = {
  lessonId: "taxes-for-investors",
  practice: [],
  assessment: [
    {
      id: "if-30",
      kind: "single",
      text: "In tax year 2026-27 you redeem equity fund units held for two years at a gain of ₹2,00,000, your only capital gain. Your other income is above the basic exemption limit. What tax, including {{fact:cess-rate}} cess, do you pay on the gain?",
      options: [
        { id: "a", text: "₹0, because long-term gains are tax-free", correct: false },
        { id: "b", text: "₹9,750", correct: true },
        { id: "c", text: "₹26,000", correct: false },
        { id: "d", text: "₹41,600", correct: false },
      ],
      explanation:
        "Held more than 12 months, so it is long-term: (₹2,00,000 − ₹1,25,000) × 12.5% = ₹9,375, plus 4% cess of ₹375 = ₹9,750. Only the first {{fact:equity-ltcg-exemption}} a year is exempt. ₹41,600 would apply the {{fact:equity-stcg-rate}} short-term rate to the whole gain, and ₹26,000 taxes the whole gain at 12.5% without the exemption.",
    },
    {
      id: "if-31",
      kind: "single",
      text: "You bought a debt mutual fund in June 2024 and sell it after four years at a gain. How is the gain taxed?",
      options: [
        { id: "a", text: "At {{fact:equity-ltcg-rate}} as a long-term gain", correct: false },
        { id: "b", text: "At 20% with indexation", correct: false },
        { id: "c", text: "At your slab rate, however long you held it", correct: true },
        { id: "d", text: "It is tax-free after three years", correct: false },
      ],
      explanation:
        "Debt fund units bought on or after 1 April 2023 never become long-term: gains are added to your income and taxed at your slab rate. 20% with indexation was the old treatment for debt fund units held more than 36 months; it is not available for units bought on or after 1 April 2023.",
    },
    {
      id: "if-32",
      kind: "multiple",
      text: "Which statements about TDS on bank deposit interest from 1 April 2025 are correct? Select all that apply.",
      options: [
        {
          id: "a",
          text: "A 40-year-old earning ₹48,000 of interest from one bank in a year has no TDS deducted",
          correct: true,
        },
        { id: "b", text: "Once TDS is deducted, no further tax is due on that interest", correct: false },
        {
          id: "c",
          text: "For depositors aged 60 or more the threshold is ₹1,00,000 a year per bank",
          correct: true,
        },
        { id: "d", text: "Banks deduct TDS on any interest above ₹10,000 a year", correct: false },
      ],
      explanation:
        "Banks, co-operative banks and post offices deduct 10% only when their interest to you exceeds ₹50,000 in a year (₹1,00,000 for seniors), so ₹48,000 attracts none. TDS is an advance: someone in the 30% slab still owes the difference. The ₹10,000 threshold applies to other payers such as company deposits, not to banks.",
    },
    {
      id: "if-33",
      kind: "single",
      text: "Which of these deductions can a salaried person claim under the default new tax regime in 2026-27?",
      options: [
        { id: "a", text: "ELSS investments under 80C (section 123)", correct: false },
        { id: "b", text: "Health insurance premiums under 80D (section 126)", correct: false },
        { id: "c", text: "Own extra NPS contribution under 80CCD(1B)", correct: false },
        { id: "d", text: "The employer's NPS contribution under section 124 (old 80CCD(2))", correct: true },
      ],
      explanation:
        '80C, 80D and 80CCD(1B) are old-regime deductions. The employer\'s NPS contribution is one of the few deductions the new regime allows, up to 14% of basic plus dearness allowance. So buying ELSS or insurance "to save tax" helps only if you actually choose the old regime.',
    },
  ],
};
