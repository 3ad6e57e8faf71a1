import { annualSeries, rollingWindowStats, type YearWindow } from "#app/finance/market-history.ts";
import type { Block } from "../types.ts";

// The Nifty 50 Total Returns Index's record over rolling windows, computed once from the
// sourced market history (finance/market-history-data.ts), so every page that shows it shows
// the same figures, and adding a year of data updates them all.

const tri = annualSeries("nifty50TriReturn");
const triYears = [...tri.keys()];
/** "2006-2025": the years the series covers. */
export const niftyTriPeriod = `${Math.min(...triYears)}-${Math.max(...triYears)}`;

/** 12.4193 -> "12.42%", -51.27 -> "−51.27%" (a true minus sign, as the site's tables write it). */
function percent(value: number): string {
  return `${value < 0 ? "−" : ""}${Math.abs(value).toFixed(2)}%`;
}

function windowYears(window: YearWindow): string {
  return window.from === window.to ? `${window.from}` : `${window.from}-${window.to}`;
}

/** A window's return with its years: "6.78% (2008-2017)". */
function windowText(window: YearWindow | null): string {
  return window ? `${percent(window.cagr)} (${windowYears(window)})` : "n/a";
}

export interface NiftyWindowSummary {
  years: number;
  worst: string;
  median: string;
  best: string;
  /** Share of windows that lost money: "15%". */
  losing: string;
}

/** Worst, median and best compound yearly return over every `years`-year window, formatted. */
export function niftyWindows(years: number): NiftyWindowSummary {
  const stats = rollingWindowStats(tri, years);
  return {
    years,
    worst: windowText(stats.worst),
    median: stats.median === null ? "n/a" : percent(stats.median),
    best: windowText(stats.best),
    losing: `${stats.windows ? Math.round((stats.losingWindows / stats.windows) * 100) : 0}%`,
  };
}

/** The rolling-window table: 1, 3, 5 and 10-year holding periods. */
export function niftyRollingWindowsTable(options: {
  caption?: string;
  note: string;
  firstColumn?: string;
}): Block {
  return {
    type: "table",
    caption:
      options.caption ??
      `Nifty 50 Total Returns Index: compound yearly return over every rolling window, ${niftyTriPeriod}`,
    columns: [options.firstColumn ?? "Held for", "Worst", "Median", "Best", "Windows with a loss"],
    rows: [1, 3, 5, 10].map((years) => {
      const row = niftyWindows(years);
      return [years === 1 ? "1 year" : `${years} years`, row.worst, row.median, row.best, row.losing];
    }),
    note: options.note,
  };
}
