import { percentFact, textFact } from "./define.ts";
import { niftyIndices } from "./sources.ts";
import type { Fact } from "./types.ts";

// Figures computed from the sourced market-history series (app/finance/market-history-sources.ts
// lists them: Nifty 50 Total Returns Index year-ends from NSE Indices exports). They change only when a
// calendar year's data is added, so they are reviewed yearly.

const common = {
  effectiveFrom: "2025-12-31",
  since: "data to",
  confirmedOn: "2026-11-22",
  review: "year",
  source: niftyIndices,
} as const;

export const marketHistoryFacts: Fact[] = [
  percentFact({
    ...common,
    id: "nifty-tri-cagr",
    label: "Nifty 50 Total Returns Index, yearly growth over calendar years 2006-2025",
    value: 13.1,
    spellings: ["13.10%"],
    context: /Nifty|\bTRI\b|Total Returns? Index/i,
  }),
  percentFact({
    ...common,
    id: "nifty-tri-2008",
    label: "Nifty 50 Total Returns Index, fall in calendar year 2008 (its worst year since 2006)",
    value: 51.27,
    spellings: ["51.3%"],
    context: /Nifty|\bTRI\b|Total Returns? Index/i,
  }),
  percentFact({
    ...common,
    id: "nifty-tri-2009",
    label: "Nifty 50 Total Returns Index, gain in calendar year 2009 (its best year since 2006)",
    value: 77.59,
    spellings: ["77.6%"],
    context: /Nifty|\bTRI\b|Total Returns? Index/i,
  }),
  textFact({
    ...common,
    id: "nifty-tri-10y-range",
    label:
      "Nifty 50 Total Returns Index, lowest and highest 10-year yearly returns, windows ending 2015-2025",
    value: "about 6.8% to 15.6% a year",
    spellings: ["6.8% to 15.6%"],
    context: /./,
  }),
];
