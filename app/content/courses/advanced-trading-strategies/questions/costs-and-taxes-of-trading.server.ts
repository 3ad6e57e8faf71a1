import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Costs and taxes of trading: STT, charges, business income and losses".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const costsAndTaxesOfTradingQuestions: LessonQuestions = {
  lessonId: "costs-and-taxes-of-trading",
  practice: [
    {
      id: "atsp-22",
      kind: "single",
      text: "How is STT charged on equity intraday trades?",
      options: [
        { id: "a", text: "At {{fact:stt-intraday}} on the sell value only", correct: true },
        { id: "b", text: "At {{fact:stt-delivery}} on both the buy and sell value", correct: false },
        { id: "c", text: "Not at all", correct: false },
        { id: "d", text: "On the profit", correct: false },
      ],
      explanation:
        "Intraday STT is {{fact:stt-intraday}} on the sell side; delivery trades pay {{fact:stt-delivery}} on both sides. STT is charged whether you gain or lose.",
    },
    {
      id: "atsp-23",
      kind: "single",
      text: "Can an F&O loss reduce your taxable salary in the same year?",
      options: [
        { id: "a", text: "No, though it can reduce other income such as interest", correct: true },
        { id: "b", text: "Yes, in full", correct: false },
        { id: "c", text: "Only in the old regime", correct: false },
        { id: "d", text: "Only after eight years", correct: false },
      ],
      explanation:
        "A non-speculative business loss can be set off against other income except salary; the rest carries forward for 8 years against business income, if you file on time.",
    },
    {
      id: "atsp-24",
      kind: "single",
      text: "Which income tax return is usually used to report business income from trading?",
      options: [
        { id: "a", text: "ITR-3", correct: true },
        { id: "b", text: "ITR-1", correct: false },
        { id: "c", text: "Form 15G", correct: false },
        { id: "d", text: "Form 16", correct: false },
      ],
      explanation:
        "Trading income is business income, usually reported in ITR-3. Form 16 is an employer's TDS certificate and Form 15G a declaration to avoid TDS.",
    },
  ],
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
          text: "Intraday is speculative and F&O non-speculative business income, both at slab rates",
          correct: true,
        },
        { id: "b", text: "Both as short-term capital gains at {{fact:equity-stcg-rate}}", correct: false },
        {
          id: "c",
          text: "F&O as speculative business income, and intraday share trading as short-term capital gains",
          correct: false,
        },
        {
          id: "d",
          text: "Both tax-free up to {{fact:equity-ltcg-exemption}} a year, then {{fact:equity-ltcg-rate}}",
          correct: false,
        },
      ],
      explanation:
        "Intraday share trades without delivery are speculative business; derivatives traded on a recognised exchange are non-speculative business. Both are added to your income and taxed at slab rates with cess. The {{fact:equity-stcg-rate}} and {{fact:equity-ltcg-rate}} capital gains rates, and the {{fact:equity-ltcg-exemption}} exemption, apply to shares and equity funds held for delivery.",
    },
    {
      id: "ats-81",
      kind: "single",
      text: "In tax year 2026-27, what STT is charged when you sell an option?",
      options: [
        { id: "a", text: "{{fact:stt-options}} of the premium received", correct: true },
        {
          id: "b",
          text: "{{fact:stt-futures}} of the contract value, the same as on futures",
          correct: false,
        },
        { id: "c", text: "Nothing", correct: false },
        { id: "d", text: "1% of the premium", correct: false },
      ],
      explanation:
        "Options sold pay {{fact:stt-options}} of the premium, and options exercised {{fact:stt-options}} of the intrinsic value; futures sold pay {{fact:stt-futures}} of the sale value.",
    },
    {
      id: "ats-82",
      kind: "single",
      text: "On which charges is GST at 18% levied?",
      options: [
        { id: "a", text: "Brokerage and exchange charges", correct: true },
        { id: "b", text: "STT and stamp duty, as well as brokerage and exchange charges", correct: false },
        { id: "c", text: "The option premium", correct: false },
        { id: "d", text: "Your trading profit", correct: false },
      ],
      explanation:
        "GST applies to brokerage and exchange charges, not to STT or stamp duty. Stamp duty is charged on the buy side only.",
    },
    {
      id: "ats-83",
      kind: "single",
      text: "When must a trader pay advance tax?",
      options: [
        { id: "a", text: "When the year's tax after TDS is ₹10,000 or more", correct: true },
        {
          id: "b",
          text: "Only once, when filing the return after the year ends, however large the tax",
          correct: false,
        },
        { id: "c", text: "Never, if the income comes from trading", correct: false },
        { id: "d", text: "Only when trading at a loss", correct: false },
      ],
      explanation:
        "Advance tax is paid in instalments by 15 June, 15 September, 15 December and 15 March; trading profits usually trigger it.",
    },
    {
      id: "ats-84",
      kind: "single",
      text: "For a tax audit, how is F&O 'turnover' broadly measured under the ICAI guidance?",
      options: [
        { id: "a", text: "As the total of the absolute profits and losses on each trade", correct: true },
        {
          id: "b",
          text: "As the total contract value of every future and option traded in the year, added up",
          correct: false,
        },
        { id: "c", text: "As the premiums paid", correct: false },
        { id: "d", text: "As the year's net profit", correct: false },
      ],
      explanation:
        "Turnover is not the contract value. Audit thresholds depend on turnover and sometimes on profits; confirm the current rules under the 2025 Act with a chartered accountant.",
    },
    {
      id: "ats-85",
      kind: "multiple",
      text: "What did SEBI's studies find about traders' costs? Select all that apply.",
      options: [
        {
          id: "a",
          text: "Loss-making F&O traders spent an additional 28% of their trading losses on costs",
          correct: true,
        },
        {
          id: "b",
          text: "Loss-making intraday traders spent an extra 57% of their losses on costs",
          correct: true,
        },
        { id: "c", text: "Costs were too small to matter", correct: false },
        { id: "d", text: "The most frequent traders paid the least", correct: false },
      ],
      explanation:
        "Costs are certain; profits are not. High trading frequency is the most reliable way to turn a small edge into a loss.",
    },
    {
      id: "ats-86",
      kind: "multiple",
      text: "Which records does the lesson say to keep for at least eight years? Select all that apply.",
      options: [
        { id: "a", text: "Contract notes", correct: true },
        { id: "b", text: "The broker's yearly profit-and-loss and tax statements", correct: true },
        { id: "c", text: "Ledgers", correct: true },
        { id: "d", text: "Bank statements", correct: true },
        { id: "e", text: "Screenshots from tip channels", correct: false },
      ],
      explanation:
        "Eight years is the longest carry-forward period. Reconcile the records with your AIS before filing.",
    },
  ],
};
