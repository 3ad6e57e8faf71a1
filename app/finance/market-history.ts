// Return series derived from the sourced market history (market-history-data.ts), for the
// asset-allocation tools and the SIP simulation. Derivations follow market-history.md:
// debt returns are modelled from year-end 10-year G-sec yields exactly as its
// market_history_stats.py does, and rolling windows use only runs of years with a value.
import { type AnnualMarketRow, annualMarketHistory, nifty50MonthEndCloses } from "./market-history-data.ts";

export type AnnualSeriesKey = Exclude<keyof AnnualMarketRow, "year">;

/** Percent per calendar year for the years that have a value. */
export type YearlySeries = ReadonlyMap<number, number>;

export function annualSeries(key: AnnualSeriesKey): YearlySeries {
  const series = new Map<number, number>();
  for (const row of annualMarketHistory) {
    const value = row[key];
    if (value !== null) series.set(row.year, value);
  }
  return series;
}

/** Price per 1 of face value of a bond paying `coupon` (a fraction a year) half-yearly, at yield `yld`. */
function bondPrice(coupon: number, yld: number, years: number): number {
  const periods = Math.round(years * 2);
  const perPeriodCoupon = coupon / 2;
  const perPeriodYield = yld / 2;
  if (perPeriodYield === 0) return perPeriodCoupon * periods + 1;
  const discount = (1 + perPeriodYield) ** -periods;
  return (perPeriodCoupon * (1 - discount)) / perPeriodYield + discount;
}

/**
 * One year's modelled 10-year G-sec total return, percent: a par bond bought at the previous
 * year-end yield is repriced a year later as a 9-year bond at the new yield, plus the two
 * half-yearly coupons. An approximation of a constant-maturity G-sec return, not an index.
 */
export function modelledGsecReturn(startYieldPct: number, endYieldPct: number): number {
  const coupon = startYieldPct / 100;
  return (bondPrice(coupon, endYieldPct / 100, 9) - 1 + coupon) * 100;
}

/** Modelled debt returns for every year whose own and previous year-end yields are known (2002-2025). */
export function gsecModelledReturns(): YearlySeries {
  const yields = annualSeries("gsec10yYield");
  const returns = new Map<number, number>();
  for (const [year, endYield] of yields) {
    const startYield = yields.get(year - 1);
    if (startYield !== undefined) returns.set(year, modelledGsecReturn(startYield, endYield));
  }
  return returns;
}

/** The Nifty 50 month-end close for "YYYY-MM", or undefined outside the series. */
export function nifty50Close(year: number, month: number): number | undefined {
  const [firstYear = 0, firstMonth = 0] = nifty50MonthEndCloses.firstMonth.split("-").map(Number);
  const index = year * 12 + month - (firstYear * 12 + firstMonth);
  return nifty50MonthEndCloses.closes[index];
}

/** The twelve month-on-month Nifty 50 price returns (fractions) of a calendar year, or null if any close is missing. */
export function nifty50MonthlyPriceReturns(year: number): number[] | null {
  const returns: number[] = [];
  for (let month = 1; month <= 12; month++) {
    const previous = month === 1 ? nifty50Close(year - 1, 12) : nifty50Close(year, month - 1);
    const current = nifty50Close(year, month);
    if (previous === undefined || current === undefined) return null;
    returns.push(current / previous - 1);
  }
  return returns;
}

/** One window of consecutive calendar years and its compound annual return, percent. */
export interface YearWindow {
  cagr: number;
  from: number;
  to: number;
}

/** Compound annual return over every run of `years` consecutive years in the series (overlapping windows), oldest first. */
export function rollingWindows(series: YearlySeries, years: number): YearWindow[] {
  const windows: YearWindow[] = [];
  for (const end of [...series.keys()].sort((a, b) => a - b)) {
    let growth = 1;
    let complete = true;
    for (let year = end - years + 1; year <= end; year++) {
      const value = series.get(year);
      if (value === undefined) {
        complete = false;
        break;
      }
      growth *= 1 + value / 100;
    }
    if (complete) windows.push({ cagr: (growth ** (1 / years) - 1) * 100, from: end - years + 1, to: end });
  }
  return windows;
}

export interface WindowStats {
  years: number;
  /** Number of n-year windows of consecutive years with a value. */
  windows: number;
  /** Windows whose compound annual return was below zero. */
  losingWindows: number;
  /** Worst and best compound annual return, percent, with the window's first and last years. */
  worst: YearWindow | null;
  best: YearWindow | null;
  /** Median compound annual return, percent (the mean of the middle two for an even count). */
  median: number | null;
}

export function rollingWindowStats(series: YearlySeries, years: number): WindowStats {
  const windows = rollingWindows(series, years);
  const sorted = windows.map((window) => window.cagr).sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median =
    sorted.length === 0
      ? null
      : sorted.length % 2 === 1
        ? (sorted[Math.floor(middle)] ?? null)
        : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  // The first window wins a tie, as the earliest occurrence is the one pages name.
  const pick = (better: (a: number, b: number) => boolean) =>
    windows.reduce<YearWindow | null>(
      (found, window) => (!found || better(window.cagr, found.cagr) ? window : found),
      null,
    );
  return {
    years,
    windows: windows.length,
    losingWindows: windows.filter((window) => window.cagr < 0).length,
    worst: pick((a, b) => a < b),
    best: pick((a, b) => a > b),
    median,
  };
}

/** Chain-linked compound annual return of a series over the given years, percent. */
export function compoundAnnualReturn(returnsPct: readonly number[]): number {
  if (returnsPct.length === 0) return 0;
  const growth = returnsPct.reduce((product, value) => product * (1 + value / 100), 1);
  return (growth ** (1 / returnsPct.length) - 1) * 100;
}
