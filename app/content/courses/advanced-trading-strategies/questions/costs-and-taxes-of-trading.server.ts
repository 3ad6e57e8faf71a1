import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Costs and taxes of trading: STT, charges, business income and losses".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const costsAndTaxesOfTradingQuestions: LessonQuestions = {
  lessonId: "costs-and-taxes-of-trading",
  practice: [],
  assessment: [
    {
      id: "ats-27",
      kind: "single",
      text: "In tax year 2026-27 you sell one lot (75) of index futures at 22,000. How much STT is charged on the sale?",
      options: [
        { id: "a", text: "₹330", correct: false },
        { id: "b", text: "₹825", correct: true },
        { id: "c", text: "₹1,650", correct: false },
        { id: "d", text: "₹2,475", correct: false },
      ],
      explanation:
        "Sale value = 22,000 × 75 = ₹16,50,000. STT on futures sold is 0.05% from 1 April 2026: 0.0005 × ₹16,50,000 = ₹825. ₹330 uses the earlier 0.02% rate; ₹2,475 wrongly applies the 0.15% options rate to a future.",
    },
    {
      id: "ats-28",
      kind: "single",
      text: "A resident earns a salary of ₹12,75,000 and makes an F&O profit of ₹2,00,000 (after trading expenses) in tax year 2026-27, under the new regime. What is the total tax, including cess?",
      options: [
        { id: "a", text: "₹0, because of the rebate", correct: false },
        { id: "b", text: "₹41,600", correct: false },
        { id: "c", text: "₹90,000", correct: false },
        { id: "d", text: "₹93,600", correct: true },
      ],
      explanation:
        "F&O profit is business income taxed at slab rates. Total income = ₹12,00,000 (salary after the ₹75,000 standard deduction) + ₹2,00,000 = ₹14,00,000. Slab tax = ₹20,000 + ₹40,000 + 15% × ₹2,00,000 = ₹90,000; no rebate above ₹12 lakh, and marginal relief does not apply because the ₹2,00,000 above ₹12 lakh exceeds the tax. Cess 4% = ₹3,600, total ₹93,600. ₹41,600 wrongly treats the profit as short-term capital gains at {{fact:equity-stcg-rate}}; ₹90,000 forgets the cess.",
    },
    {
      id: "ats-29",
      kind: "multiple",
      text: "Which statements about trading losses are correct? Select all that apply.",
      options: [
        {
          id: "a",
          text: "An F&O loss can be set off against bank interest income in the same year",
          correct: true,
        },
        { id: "b", text: "An F&O loss cannot reduce your taxable salary", correct: true },
        {
          id: "c",
          text: "An intraday share-trading loss can be set off only against speculative income and carried forward for 4 years",
          correct: true,
        },
        {
          id: "d",
          text: "A trading loss can be carried forward even if the return is filed after the due date",
          correct: false,
        },
        {
          id: "e",
          text: "A carried-forward F&O loss can be set off against salary in a later year",
          correct: false,
        },
      ],
      explanation:
        "F&O losses are non-speculative business losses: in the same year they can reduce other income except salary, and the rest is carried forward for 8 years against business income only. Intraday losses are speculative: only against speculative income, for 4 years. Carry-forward is allowed only if the return for the loss year is filed by the due date.",
    },
    {
      id: "ats-30",
      kind: "single",
      text: "How are an individual's intraday share-trading profits and F&O profits taxed?",
      options: [
        {
          id: "a",
          text: "Intraday: speculative business income; F&O: non-speculative business income; both at slab rates",
          correct: true,
        },
        { id: "b", text: "Both as short-term capital gains at {{fact:equity-stcg-rate}}", correct: false },
        { id: "c", text: "F&O: speculative business income; intraday: capital gains", correct: false },
        {
          id: "d",
          text: "Both tax-free up to {{fact:equity-ltcg-exemption}} a year, then {{fact:equity-ltcg-rate}}",
          correct: false,
        },
      ],
      explanation:
        "Intraday share trades without delivery are speculative business; derivatives traded on a recognised exchange are non-speculative business. Both are added to your income and taxed at slab rates with cess. The {{fact:equity-stcg-rate}} and {{fact:equity-ltcg-rate}} capital gains rates, and the {{fact:equity-ltcg-exemption}} exemption, apply to shares and equity funds held for delivery.",
    },
  ],
};
