import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Asset classes in India and their main instruments".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const assetClassesInIndiaQuestions: LessonQuestions = {
  lessonId: "asset-classes-in-india",
  practice: [
    {
      id: "ifp-13",
      kind: "single",
      text: "Which asset class is a loan to a government, a bank or a company?",
      options: [
        { id: "a", text: "Debt (fixed income)", correct: true },
        { id: "b", text: "Equity", correct: false },
        { id: "c", text: "Gold", correct: false },
        { id: "d", text: "Real estate", correct: false },
      ],
      explanation:
        "Debt instruments (deposits, small savings, bonds, debt funds, PPF, EPF) are loans that pay interest and return your money at a set time. Equity is a share of companies' profits.",
    },
    {
      id: "ifp-14",
      kind: "single",
      text: "From when does a PPF account allow partial withdrawals?",
      options: [
        { id: "a", text: "From the 7th year", correct: true },
        { id: "b", text: "At any time, with a small penalty", correct: false },
        { id: "c", text: "After 3 years, like an ELSS instalment", correct: false },
        { id: "d", text: "Only at maturity, after 15 years", correct: false },
      ],
      explanation:
        "PPF runs for 15 financial years, allows loans in years 3 to 6 and partial withdrawals from year 7. That is why it suits long goals and not money needed sooner.",
    },
    {
      id: "ifp-15",
      kind: "single",
      text: "Why does the lesson call real estate lumpy and slow as an investment?",
      options: [
        {
          id: "a",
          text: "It needs lakhs or crores, usually a loan and registration costs, and selling can take months",
          correct: true,
        },
        { id: "b", text: "Its prices never change from year to year", correct: false },
        { id: "c", text: "It can only be owned through a REIT", correct: false },
        { id: "d", text: "The law locks property in for 15 years", correct: false },
      ],
      explanation:
        "A home is a large, concentrated, illiquid purchase with upkeep and transaction costs. REITs offer a slice of rent-earning property through exchange-traded units, but direct property stays lumpy.",
    },
  ],
  assessment: [
    {
      id: "if-15",
      kind: "multiple",
      text: "Which of these run for five years or more, so that money needed sooner can come out only within limits, with a penalty, or not at all? Select all that apply.",
      options: [
        { id: "a", text: "PPF", correct: true },
        { id: "b", text: "National Savings Certificate (NSC)", correct: true },
        { id: "c", text: "An ELSS fund instalment", correct: false },
        { id: "d", text: "Senior Citizens' Savings Scheme (SCSS)", correct: true },
        { id: "e", text: "Gold ETF units", correct: false },
      ],
      explanation:
        "PPF runs for 15 financial years (loans from year 3, partial withdrawals from the 7th). NSC and SCSS run for 5 years, and early closure is limited and penalised where it is allowed: SCSS can be closed early, but with a penalty. Each ELSS instalment is locked for 3 years, and gold ETFs can be sold on any trading day.",
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
        {
          id: "c",
          text: "By buying them at any bank branch, which sells them every working day at that day's gold price",
          correct: false,
        },
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
          text: "PPF interest is tax-free, so the full 7.1% compounds, while the deposit grows at about 4.9% after tax",
          correct: true,
        },
        {
          id: "b",
          text: "PPF pays a higher rate than the deposit, because the government adds a bonus every year",
          correct: false,
        },
        {
          id: "c",
          text: "PPF compounds every day, while a deposit compounds once a year and only on the money first put in",
          correct: false,
        },
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
    {
      id: "if-63",
      kind: "single",
      text: "To which asset class does a unit of a REIT belong?",
      options: [
        { id: "a", text: "Real estate", correct: true },
        { id: "b", text: "Equity, because REIT units trade on the exchange like shares", correct: false },
        { id: "c", text: "Debt", correct: false },
        { id: "d", text: "Cash", correct: false },
      ],
      explanation:
        "A REIT unit is a slice of rent-earning office and retail property. How it is bought (on the exchange) does not change what you own, and the class tells you what to expect.",
    },
    {
      id: "if-64",
      kind: "single",
      text: "Which small savings scheme can be opened only for a girl under 10?",
      options: [
        { id: "a", text: "Sukanya Samriddhi (SSY)", correct: true },
        { id: "b", text: "Kisan Vikas Patra (KVP)", correct: false },
        { id: "c", text: "Senior Citizens' Savings Scheme (SCSS)", correct: false },
        { id: "d", text: "Monthly Income Scheme", correct: false },
      ],
      explanation:
        "Sukanya Samriddhi is for a girl under 10: up to ₹1,50,000 a year for 15 years, maturing 21 years after opening. SCSS is for people aged 60 and over (55 to 60 if retired), and KVP and the Monthly Income Scheme are open to any adult.",
    },
    {
      id: "if-65",
      kind: "single",
      text: "You bought a Sovereign Gold Bond at its original issue and hold it until maturity. How is the redemption taxed from tax year 2026-27?",
      options: [
        { id: "a", text: "It is tax-free, because you bought at issue and held to maturity", correct: true },
        {
          id: "b",
          text: "At {{fact:asset-ltcg-rate|short}} as a long-term gain, the same as gold ETF units sold after a year",
          correct: false,
        },
        { id: "c", text: "At your slab rate, like deposit interest", correct: false },
        { id: "d", text: "As a short-term gain, however long it was held", correct: false },
      ],
      explanation:
        "From 2026-27 redemption is tax-free only for someone who bought at the original issue and held until maturity; a buyer on the exchange pays capital gains tax. The 2.5% yearly interest the bonds paid was always taxable.",
    },
    {
      id: "if-66",
      kind: "single",
      text: "Gold jewellery bought 18 months ago is sold at a profit. Is the gain short term or long term?",
      options: [
        { id: "a", text: "Short term: physical gold becomes long term only after 24 months", correct: true },
        {
          id: "b",
          text: "Long term: all gold counts as long term after 12 months, the same as gold ETF units",
          correct: false,
        },
        { id: "c", text: "Neither: gains on jewellery are never taxed", correct: false },
        { id: "d", text: "Long term, because jewellery is a personal asset", correct: false },
      ],
      explanation:
        "Jewellery, coins and bars count as long term after 24 months; gold ETFs after 12 months. Both are then taxed at {{fact:asset-ltcg-rate}}.",
    },
    {
      id: "if-67",
      kind: "multiple",
      text: "Which of these have no lock-in? Select all that apply.",
      options: [
        { id: "a", text: "Gold ETF units", correct: true },
        { id: "b", text: "An open-ended debt mutual fund", correct: true },
        { id: "c", text: "An ELSS fund instalment", correct: false },
        { id: "d", text: "A PPF account", correct: false },
      ],
      explanation:
        "Gold ETFs and open-ended funds can be sold on any working day, at the market price or NAV (which may be lower than you paid). Each ELSS instalment is locked for 3 years and PPF runs for 15.",
    },
    {
      id: "if-68",
      kind: "multiple",
      text: "Which statements about the small savings schemes are true? Select all that apply.",
      options: [
        { id: "a", text: "The government sets their rates every quarter", correct: true },
        { id: "b", text: "NSC interest compounds yearly and is paid at maturity", correct: true },
        { id: "c", text: "SCSS pays its interest every quarter", correct: true },
        { id: "d", text: "PPF and SSY follow each quarter's rate", correct: true },
        { id: "e", text: "KVP has an upper limit of ₹9 lakh per person", correct: false },
      ],
      explanation:
        "Rates are reset each quarter; NSC, KVP, SCSS, time deposits and MIS lock the rate on the day you invest, while PPF and SSY follow each quarter's rate. KVP has no upper limit; ₹9 lakh is the single-account limit of the Monthly Income Scheme.",
    },
  ],
};
