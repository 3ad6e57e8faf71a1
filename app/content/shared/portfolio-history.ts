import { annualSeries, compoundAnnualReturn } from "#app/finance/market-history.ts";
import { formatINR } from "#app/finance/money.ts";

// Figures the portfolio course computes from the sourced market history
// (finance/market-history-data.ts), so the lessons print what the data gives and a test
// (courses/portfolio-management/examples.test.ts) recomputes it independently.

const tri = annualSeries("nifty50TriReturn");
const gold = annualSeries("goldInrReturn");
const gsecYield = annualSeries("gsec10yYield");

function years(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

function valueIn(series: ReadonlyMap<number, number>, year: number): number {
  const value = series.get(year);
  if (value === undefined) throw new Error(`No value for ${year}`);
  return value;
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Sample standard deviation (n − 1), as spreadsheets' STDEV.S computes it. */
function sampleDeviation(values: readonly number[]): number {
  const average = mean(values);
  return Math.sqrt(values.reduce((sum, value) => sum + (value - average) ** 2, 0) / (values.length - 1));
}

export interface SharpeRow {
  label: string;
  /** Arithmetic mean of the calendar-year returns, percent. */
  meanReturn: number;
  /** Mean of the risk-free proxy over the same years, percent. */
  riskFree: number;
  /** Sample standard deviation of the calendar-year returns, percent. */
  deviation: number;
  sharpe: number;
}

/** The Sharpe lesson's period: the years the Nifty 50 TRI covers. */
export const sharpeYears = { from: 2006, to: 2025 } as const;

/**
 * Sharpe ratios from calendar-year returns, 2006-2025. The risk-free proxy for each year is the
 * 10-year G-sec yield at the end of the year before, the rate a saver could lock in on 1 January.
 */
export function historicalSharpe(): SharpeRow[] {
  const span = years(sharpeYears.from, sharpeYears.to);
  const riskFree = mean(span.map((year) => valueIn(gsecYield, year - 1)));
  return [
    { label: "Nifty 50 TRI", series: tri },
    { label: "Gold in rupees", series: gold },
  ].map(({ label, series }) => {
    const returns = span.map((year) => valueIn(series, year));
    const meanReturn = mean(returns);
    const deviation = sampleDeviation(returns);
    return { label, meanReturn, riskFree, deviation, sharpe: (meanReturn - riskFree) / deviation };
  });
}

export interface SequenceRun {
  /** The years in the order the returns were applied. */
  order: number[];
  /** Value at the end of each year, after that year's withdrawal at its start. */
  yearEnd: number[];
  final: number;
  /** The year (1-based) the money ran out, if it did. */
  ranOutInYear: number | null;
}

/** The sequence-of-returns illustration: ₹1 crore, ₹8 lakh taken at the start of every year. */
export const sequenceCase = { from: 2008, to: 2017, start: 1_00_00_000, withdrawal: 8_00_000 } as const;

export function withdrawalRun(order: readonly number[], start: number, withdrawal: number): SequenceRun {
  let value = start;
  const yearEnd: number[] = [];
  let ranOutInYear: number | null = null;
  order.forEach((year, index) => {
    if (ranOutInYear !== null) return;
    value -= withdrawal;
    if (value <= 0) {
      value = 0;
      ranOutInYear = index + 1;
    }
    value *= 1 + valueIn(tri, year) / 100;
    yearEnd.push(value);
  });
  return { order: [...order], yearEnd, final: value, ranOutInYear };
}

export function sequenceIllustration() {
  const { from, to, start, withdrawal } = sequenceCase;
  const asHappened = years(from, to);
  const reversed = [...asHappened].reverse();
  const returns = asHappened.map((year) => valueIn(tri, year));
  const cagr = compoundAnnualReturn(returns);
  return {
    cagr,
    returns,
    noWithdrawals: start * (1 + cagr / 100) ** asHappened.length,
    asHappened: withdrawalRun(asHappened, start, withdrawal),
    reversed: withdrawalRun(reversed, start, withdrawal),
  };
}

/** 1234567.8 -> "₹12,34,568". */
export function rupees(value: number): string {
  return formatINR(Math.round(value));
}

/** 12.4193 -> "12.42%", −51.27 -> "−51.27%". */
export function percentText(value: number, digits = 2): string {
  return `${value < 0 ? "−" : ""}${Math.abs(value).toFixed(digits)}%`;
}
