import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Taxes every investor should know (tax year 2026-27)".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const taxesForInvestorsQuestions: LessonQuestions = {
  lessonId: "taxes-for-investors",
  practice: [
    {
      id: "ifp-25",
      kind: "single",
      text: "Which Act governs income earned from 1 April 2026?",
      options: [
        { id: "a", text: "The Income-tax Act, 2025", correct: true },
        { id: "b", text: "The Income-tax Act, 1961, with new slab rates", correct: false },
        { id: "c", text: "The Finance Act, 1994", correct: false },
        { id: "d", text: "The SEBI Act", correct: false },
      ],
      explanation:
        "From 1 April 2026 the Income-tax Act, 2025 replaced the 1961 Act and the year you earn income is called the tax year. Section numbers changed; the rates and slabs for 2026-27 did not.",
    },
    {
      id: "ifp-26",
      kind: "single",
      text: "You sell shares held for 14 months at a gain of ₹80,000, your only long-term gain this year. What tax is due on it?",
      options: [
        {
          id: "a",
          text: "None: it is within the {{fact:equity-ltcg-exemption}} yearly exemption",
          correct: true,
        },
        { id: "b", text: "{{fact:equity-stcg-rate}} of the gain", correct: false },
        { id: "c", text: "{{fact:equity-ltcg-rate}} of the whole gain", correct: false },
        { id: "d", text: "Your slab rate on the gain", correct: false },
      ],
      explanation:
        "Held more than 12 months, the gain is long term: {{fact:equity-ltcg-rate}} applies only to long-term equity gains above {{fact:equity-ltcg-exemption}} in the year, so ₹80,000 pays nothing.",
    },
    {
      id: "ifp-27",
      kind: "single",
      text: "What is TDS on deposit interest?",
      options: [
        { id: "a", text: "An advance payment of tax, not the final tax", correct: true },
        { id: "b", text: "The final tax on that interest", correct: false },
        { id: "c", text: "A penalty for breaking a deposit early", correct: false },
        { id: "d", text: "A fee the bank keeps for itself", correct: false },
      ],
      explanation:
        "TDS is tax collected in advance. In the 30% slab you still owe the difference; if your total tax is nil, Form 15G or 15H asks the bank not to deduct.",
    },
  ],
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
        {
          id: "d",
          text: "It becomes tax-free once the units have been held for more than three years",
          correct: false,
        },
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
    {
      id: "if-88",
      kind: "single",
      text: "Which period is tax year 2026-27?",
      options: [
        { id: "a", text: "1 April 2026 to 31 March 2027", correct: true },
        {
          id: "b",
          text: "The last year of the Income-tax Act, 1961, before the new Act begins in 2027",
          correct: false,
        },
        { id: "c", text: "1 January to 31 December 2026", correct: false },
        { id: "d", text: "The year after the one in which you earn the income", correct: false },
      ],
      explanation:
        "Under the Income-tax Act, 2025, in force from 1 April 2026, the year in which you earn income is the tax year: 2026-27 runs from 1 April 2026 to 31 March 2027.",
    },
    {
      id: "if-89",
      kind: "single",
      text: "In the new regime, what tax does a person pay whose only income is a salary of ₹12.75 lakh?",
      options: [
        {
          id: "a",
          text: "None, after the {{fact:standard-deduction-new}} standard deduction",
          correct: true,
        },
        {
          id: "b",
          text: "Tax on the part above {{fact:rebate-limit-new}}, because the rebate applies to the salary before any deduction",
          correct: false,
        },
        { id: "c", text: "30% of the whole salary", correct: false },
        { id: "d", text: "A flat 10% of the salary", correct: false },
      ],
      explanation:
        "₹12.75 lakh minus the {{fact:standard-deduction-new}} standard deduction is {{fact:rebate-limit-new}}, and the section 156 rebate cancels the slab tax on total income up to that figure.",
    },
    {
      id: "if-90",
      kind: "single",
      text: "Ananya's salary and interest are covered by the rebate, yet her ₹1,00,000 short-term gain on equity fund units costs her ₹20,800. Why?",
      options: [
        {
          id: "a",
          text: "The rebate cannot be used against tax on special-rate income such as capital gains",
          correct: true,
        },
        {
          id: "b",
          text: "Because any capital gain cancels the whole rebate, so her salary and interest are taxed as well",
          correct: false,
        },
        { id: "c", text: "Because equity fund units are taxed at the 30% slab", correct: false },
        { id: "d", text: "Because she forgot to claim the exemption", correct: false },
      ],
      explanation:
        "Her salary and interest stay tax-free under the rebate, but the short-term gain is special-rate income: {{fact:equity-stcg-rate}} of ₹1,00,000 plus {{fact:cess-rate}} cess = ₹20,800. Waiting past 12 months would have made it a long-term gain within the yearly exemption.",
    },
    {
      id: "if-91",
      kind: "single",
      text: "A fund house pays you ₹15,000 of dividends in a year. How are they taxed?",
      options: [
        { id: "a", text: "At your slab rate, with 10% TDS because they exceed ₹10,000", correct: true },
        { id: "b", text: "Tax-free, because the fund already paid tax on its profits", correct: false },
        {
          id: "c",
          text: "At {{fact:equity-ltcg-rate|short}} as a long-term gain on the fund's shares, after the yearly exemption",
          correct: false,
        },
        { id: "d", text: "At a flat 4%", correct: false },
      ],
      explanation:
        "Dividends are slab-rate income. A company or fund house deducts 10% TDS when it pays you more than ₹10,000 in a year; TDS is an advance, not the final tax.",
    },
    {
      id: "if-92",
      kind: "multiple",
      text: "Which of these are taxed at your slab rate? Select all that apply.",
      options: [
        { id: "a", text: "Interest on a fixed deposit", correct: true },
        { id: "b", text: "The gain on a debt fund bought in 2024", correct: true },
        { id: "c", text: "Dividends", correct: true },
        { id: "d", text: "A long-term gain on listed shares", correct: false },
      ],
      explanation:
        "Interest, dividends and gains on debt funds bought on or after 1 April 2023 are added to your income. Long-term gains on listed shares are special-rate income: {{fact:equity-ltcg-rate}} above {{fact:equity-ltcg-exemption}} a year.",
    },
    {
      id: "if-93",
      kind: "multiple",
      text: "In the old regime, which of these count towards the section 123 (old 80C) limit of {{fact:deduction-80c-limit}}? Select all that apply.",
      options: [
        { id: "a", text: "ELSS fund investments", correct: true },
        { id: "b", text: "PPF deposits", correct: true },
        { id: "c", text: "Life insurance premiums", correct: true },
        { id: "d", text: "Home-loan principal repaid", correct: true },
        { id: "e", text: "Health insurance premiums", correct: false },
      ],
      explanation:
        "ELSS, PPF, EPF, life premiums, NSC, the 5-year tax-saving deposit, Sukanya Samriddhi and home-loan principal share the limit. Health insurance premiums have their own deduction (section 126, old 80D), also old regime only.",
    },
  ],
};
