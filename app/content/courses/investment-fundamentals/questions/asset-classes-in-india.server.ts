import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Asset classes in India and their main instruments".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const assetClassesInIndiaQuestions: LessonQuestions = {
  lessonId: "asset-classes-in-india",
  practice: [],
  assessment: [
    {
      id: "if-15",
      kind: "multiple",
      text: "Which of these lock your money in for five years or more? Select all that apply.",
      options: [
        { id: "a", text: "PPF", correct: true },
        { id: "b", text: "National Savings Certificate (NSC)", correct: true },
        { id: "c", text: "An ELSS fund instalment", correct: false },
        { id: "d", text: "Senior Citizens' Savings Scheme (SCSS)", correct: true },
        { id: "e", text: "Gold ETF units", correct: false },
      ],
      explanation:
        "PPF runs for 15 financial years (partial withdrawals from the 7th), and NSC and SCSS each run for 5 years. Each ELSS instalment is locked for 3 years, which is shorter, and gold ETFs have no lock-in: you can sell them on the exchange on any trading day.",
    },
    {
      id: "if-16",
      kind: "single",
      text: "In 2026, how can a new investor get Sovereign Gold Bonds?",
      options: [
        { id: "a", text: "By subscribing to the new tranche the RBI opens every quarter", correct: false },
        {
          id: "b",
          text: "Only by buying existing bonds on a stock exchange, because no new bonds are issued",
          correct: true,
        },
        { id: "c", text: "By buying them at any bank branch at the day's gold price", correct: false },
        { id: "d", text: "They cannot be bought in any way", correct: false },
      ],
      explanation:
        "The last tranche was sold in February 2024, and the government confirmed the scheme's end after the February 2025 Budget. Existing bonds still trade on exchanges (you need a demat account). Note that from tax year 2026-27 the tax-free redemption applies only to someone who bought at the original issue and held to maturity, so an exchange buyer pays capital gains tax.",
    },
    {
      id: "if-17",
      kind: "single",
      text: "Someone in the 30% slab compares PPF with a taxable deposit, both at 7.1%, for ₹1,50,000 a year over 15 years. Why does PPF end with more?",
      options: [
        {
          id: "a",
          text: "PPF interest is tax-free, so the full 7.1% compounds, while the deposit compounds at about 4.9% after tax",
          correct: true,
        },
        { id: "b", text: "PPF pays a higher rate than the deposit", correct: false },
        { id: "c", text: "PPF compounds every day", correct: false },
        { id: "d", text: "It does not: both end with the same amount", correct: false },
      ],
      explanation:
        "At the same 7.1%, the difference is tax. PPF grows the deposits to about ₹40,68,209 tax-free; at 31.2% tax the deposit earns about 4.885% after tax and reaches about ₹33,65,608. PPF interest is compounded yearly, not daily, and its rate was the same as the deposit's in this comparison.",
    },
    {
      id: "if-18",
      kind: "single",
      text: "Under the NPS exit rules changed in December 2025, what is the largest share a non-government subscriber with a corpus above ₹12 lakh may take as a lump sum at normal exit?",
      options: [
        { id: "a", text: "40%", correct: false },
        { id: "b", text: "60%", correct: false },
        { id: "c", text: "80%", correct: true },
        { id: "d", text: "100%", correct: false },
      ],
      explanation:
        "Since December 2025 such subscribers may take up to 80% as a lump sum and must buy an annuity with at least 20% (earlier 60% and 40%). 60% is the old limit, and it still matters for tax: under current law only 60% of the corpus is tax-free at exit. 100% is allowed only for small corpuses.",
    },
  ],
};
