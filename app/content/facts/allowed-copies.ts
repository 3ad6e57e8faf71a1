// Registry figures that may stay typed in content because they are not the current figure:
// historical values, or a figure that only coincides with a fact. Each entry names the fact, a
// piece of the sentence that identifies it, and why it stays. The copy test fails on an entry
// that no longer matches anything, so the list cannot outlive the text it excuses.

export interface AllowedCopy {
  factId: string;
  /** A piece of the sentence (case-sensitive); empty matches every sentence of `where`. */
  text: string;
  /** Only in this content module (path under app/content). */
  where?: string;
  reason: string;
}

export const allowedCopies: readonly AllowedCopy[] = [
  ...["both at 7.1%, for", "so the full 7.1% compounds", "At the same 7.1%, the difference"].map((text) => ({
    factId: "ppf-rate",
    text,
    where: "courses/investment-fundamentals/questions/",
    reason:
      "A worked quiz question: its answer (₹40,68,209 against ₹33,65,608) is computed from the 7.1% it states, so the figure is an input of the sum, not the current rate.",
  })),
  {
    factId: "repo-rate",
    text: "during 2025, to 5.25%",
    reason: "History: the 2025 cuts ended at 5.25%; a dated event that stays true whatever the rate is now.",
  },
  {
    factId: "repo-rate",
    text: "from 6.50% to 5.25% during 2025",
    reason: "History of the 2025 cuts, explaining the 2025 year-end bond yield.",
  },
  {
    factId: "repo-rate",
    text: "Repo cut to 5.25% during 2025",
    reason: "A row of a table of past year-end bond yields and what happened that year.",
  },
  {
    factId: "rebate-limit-new",
    text: "₹60,000 at ₹12 lakh",
    reason: "A checkpoint of the slab table (tax on an income of ₹12 lakh), not the rebate limit.",
  },
  {
    factId: "standard-deduction-old",
    text: "(₹50,000 until FY 2023-24)",
    reason:
      "The new regime's standard deduction before FY 2024-25, the earlier value of standard-deduction-new.",
  },
  {
    factId: "rebate-max-new",
    text: "₹60,000 at ₹12 lakh",
    reason: "A checkpoint of the slab table (tax on an income of ₹12 lakh), not the largest rebate.",
  },
  {
    factId: "equity-stcg-rate",
    text: "20% with indexation",
    reason: "The long-term rate with indexation that applied before 23 July 2024, in a 'before' column.",
  },
  {
    factId: "tds-interest-threshold",
    text: "(earlier ₹50,000)",
    reason: "The seniors' TDS threshold before April 2025: a historical value.",
  },
  {
    factId: "tds-interest-threshold",
    text: "(earlier ₹40,000 and ₹50,000)",
    reason: "The thresholds before April 2025 (₹50,000 was the seniors' one): historical values.",
  },
  {
    factId: "mf-brokerage-cap",
    text: "from about 8.59 to 6 basis points",
    reason:
      "A like-for-like comparison of the old and new brokerage caps (both excluding levies), quoting both.",
  },
  {
    factId: "ppf-rate",
    text: "7.1% in every quarter from April 2020",
    reason: "The rate history behind the computed return ranges (scripts/reference/return-ranges.py).",
  },
  {
    factId: "scss-rate",
    text: "A worked example at the rate confirmed for January-March 2026",
    reason:
      "A worked example pinned to the quarter it was computed for (its interest figures follow from that rate).",
  },
  {
    factId: "emergency-fund-rule",
    text: "months of bank and UPI statements",
    reason: "How many months of statements to gather, not how large the fund should be.",
  },
  ...["stt-delivery", "stt-intraday", "stt-futures", "stt-options"].map((factId) => ({
    factId,
    text: "Securities Transaction Tax (STT), ",
    where: "articles/guides/brokers-comparison.ts",
    reason:
      "The statutory-charges table is generated from finance/trading-rates.ts, the module the registry reads STT from: computed from the one source, not typed.",
  })),
  ...[
    ["stt-delivery", "STT: "],
    ["stt-intraday", "of the sell value intraday"],
  ].map(([factId = "", text = ""]) => ({
    factId,
    text,
    where: "../features/calculators/brokerage/guide.ts",
    reason:
      "The trading-cost calculator's formula line is generated from finance/trading-rates.ts, the module the registry reads STT from.",
  })),
];
