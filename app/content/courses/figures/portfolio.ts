import { growthFactor } from "#app/finance/compounding.ts";
import { annualSeries, gsecModelledReturns, nifty50Close } from "#app/finance/market-history.ts";
import { formatINR } from "#app/finance/money.ts";
import type { FigureBlock } from "../../types.ts";

// Charts for the portfolio management course: the glide path and cost drag from their lessons'
// examples, and the drawdown, drift and sequence-of-returns charts from the sourced Nifty 50
// TRI and modelled G-sec returns (finance/market-history.ts). figures.test.ts recomputes them.

const range = (count: number) => Array.from({ length: count }, (_, index) => index);
const tri = annualSeries("nifty50TriReturn");
const gsec = gsecModelledReturns();
const triYears = [...tri.keys()].sort((a, b) => a - b);
const firstYear = triYears[0] ?? 0;
const lastYear = triYears[triYears.length - 1] ?? 0;
const percent = (value: number) => `${value < 0 ? "−" : ""}${Math.abs(value).toFixed(1)}%`;

// ---- what-history-says: drawdown of the Nifty 50 TRI ------------------------------------

/** Fall from the highest year-end value so far, percent (0 at a new high), at the start and each year-end. */
export function drawdowns(returnsPct: readonly number[]): number[] {
  let value = 1;
  let peak = 1;
  const result = [0];
  for (const r of returnsPct) {
    value *= 1 + r / 100;
    peak = Math.max(peak, value);
    result.push((value / peak - 1) * 100);
  }
  return result;
}

/** The Nifty 50's fall from its December 2019 to its March 2020 month-end close, percent. */
export const covidFall = (1 - (nifty50Close(2020, 3) ?? 0) / (nifty50Close(2019, 12) ?? 1)) * 100;
const drawdownYears = [firstYear - 1, ...triYears];
const triDrawdowns = drawdowns(triYears.map((year) => tri.get(year) ?? 0));
const worstDrawdown = Math.min(...triDrawdowns);
const worstDrawdownYear = drawdownYears[triDrawdowns.indexOf(worstDrawdown)];
export const drawdownFigure: FigureBlock = {
  type: "figure",
  id: "nifty-tri-drawdown",
  title: `Nifty 50 TRI: how far below its previous high at each year-end, ${firstYear - 1}-${lastYear}`,
  caption: `Computed from the calendar-year returns in our market-history data (${firstYear - 1} = the start). Year-end figures hide falls within a year: the Nifty 50's month-end close fell ${covidFall.toFixed(1)}% from December 2019 to March 2020, yet 2020 shows no fall here.`,
  alt: `The line sits at zero at each new high. It drops to ${percent(-worstDrawdown)} below the previous high at the end of ${worstDrawdownYear}, is still ${percent(-(triDrawdowns[drawdownYears.indexOf(2009)] ?? 0))} below it at the end of 2009, and falls again to ${percent(-(triDrawdowns[drawdownYears.indexOf(2011)] ?? 0))} below at the end of 2011; after that the year-end dips are small.`,
  chart: {
    kind: "line",
    x: { label: "Year-end", format: "year", values: drawdownYears },
    y: { label: "Below the previous high (%)", format: "percent" },
    series: [{ name: "Nifty 50 TRI", values: triDrawdowns }],
  },
};

// ---- what-history-says: sequence of returns with withdrawals ----------------------------

export const sequence = { from: 2008, start: 1_00_00_000, withdrawal: 6_00_000 };
const sequenceReturns = triYears.filter((year) => year >= sequence.from).map((year) => tri.get(year) ?? 0);

/** Value at the start and after each year when `withdrawal` is taken at the start of every year. */
export function withdrawalPath(returnsPct: readonly number[], start: number, withdrawal: number): number[] {
  const path = [start];
  let value = start;
  for (const r of returnsPct) {
    value = Math.max(value - withdrawal, 0) * (1 + r / 100);
    path.push(value);
  }
  return path;
}

const inOrder = withdrawalPath(sequenceReturns, sequence.start, sequence.withdrawal);
const reversed = withdrawalPath([...sequenceReturns].reverse(), sequence.start, sequence.withdrawal);
const sequenceYears = range(sequenceReturns.length + 1);
export const sequenceFigure: FigureBlock = {
  type: "figure",
  id: "sequence-of-returns",
  title: `₹1 crore, ₹6 lakh taken out each year: the Nifty 50 TRI's ${sequence.from}-${lastYear} returns in two orders`,
  caption: `The same ${sequenceReturns.length} yearly returns, so with no withdrawals both orders would end at the same value. Taking money out while the crash comes first leaves far less to recover with. Before costs and tax; withdrawals at the start of each year.`,
  alt: `Two lines from ₹1,00,00,000. In the real order, with the 2008 crash first, the money falls to ${formatINR(Math.round(Math.min(...inOrder)))} in the first year and ends at ${formatINR(Math.round(inOrder[inOrder.length - 1] ?? 0))}. In the reversed order, with the crash last, it ends at ${formatINR(Math.round(reversed[reversed.length - 1] ?? 0))}.`,
  chart: {
    kind: "line",
    x: { label: "Years of withdrawals", format: "number", values: sequenceYears },
    y: { label: "Money left (₹)", format: "rupees" },
    series: [
      { name: `Real order (${sequence.from} first)`, values: inOrder },
      { name: `Reversed (${lastYear} first)`, values: reversed },
    ],
  },
};

// ---- rebalancing: how a 60/40 mix drifts ------------------------------------------------

/** Equity share at each year-end of a mix left alone, and of one reset to `target` every January. */
export function equityDrift(years: readonly number[], target: number): { never: number[]; yearly: number[] } {
  let equity = target;
  let debt = 100 - target;
  const never = [target];
  const yearly = [target];
  for (const year of years) {
    const e = 1 + (tri.get(year) ?? 0) / 100;
    const d = 1 + (gsec.get(year) ?? 0) / 100;
    equity *= e;
    debt *= d;
    never.push((equity / (equity + debt)) * 100);
    yearly.push(((target * e) / (target * e + (100 - target) * d)) * 100);
  }
  return { never, yearly };
}

const driftYears = triYears.filter((year) => gsec.has(year));
const drift = equityDrift(driftYears, 60);
export const driftFigure: FigureBlock = {
  type: "figure",
  id: "sixty-forty-drift",
  title: `Equity share of a 60/40 mix, ${driftYears[0]}-${driftYears[driftYears.length - 1]}: left alone or rebalanced every January`,
  caption:
    "Nifty 50 TRI and modelled 10-year G-sec returns from our market-history data. Left alone, the mix drifted far from 60% and ended mostly in equity. Rebalanced, it went back to 60% every January; its line shows where each year left it before the reset, and a year like 2008 still moved it a long way.",
  alt: `Left alone, the equity share climbed to ${percent(drift.never[2] ?? 0)} by the end of ${driftYears[1]}, fell to ${percent(drift.never[3] ?? 0)} after 2008, and ended ${driftYears[driftYears.length - 1]} at ${percent(drift.never[drift.never.length - 1] ?? 0)}. Rebalanced every January, the year-end share stayed between ${percent(Math.min(...drift.yearly))} and ${percent(Math.max(...drift.yearly))}.`,
  chart: {
    kind: "line",
    x: {
      label: `Year-end (${(driftYears[0] ?? 0) - 1} = the start)`,
      format: "year",
      values: [(driftYears[0] ?? 0) - 1, ...driftYears],
    },
    y: { label: "Equity share (%)", format: "percent" },
    series: [
      { name: "Never rebalanced", values: drift.never },
      { name: "Rebalanced every January", values: drift.yearly },
    ],
  },
};

// ---- asset-allocation-by-goal: the glide path -------------------------------------------

/** The lesson's glide path for a goal twelve years away: equity %, by whole years left. */
export function glideEquity(yearsLeft: number): number {
  if (yearsLeft >= 6) return 70;
  return ([0, 0, 10, 25, 40, 55] as const)[yearsLeft] ?? 0;
}
const glideYears = range(13);
export const glidePathFigure: FigureBlock = {
  type: "figure",
  id: "glide-path",
  title: "A glide path for a goal twelve years away",
  caption:
    "Equity stays at 70% until six years before the date, then steps down each year to nothing in the final year; the rest moves to debt. An illustration of writing a schedule down, not a recommended mix.",
  alt: "Read from left to right as the goal approaches: the equity line is flat at 70% from twelve years out to six, then falls to 55%, 40%, 25% and 10% and reaches 0% with one year left, while the debt line rises from 30% to 100%.",
  chart: {
    kind: "line",
    x: { label: "Years left before the goal", format: "number", values: glideYears, reversed: true },
    y: { label: "Share of the fund (%)", format: "percent" },
    series: [
      { name: "Equity", values: glideYears.map(glideEquity) },
      { name: "Debt", values: glideYears.map((years) => 100 - glideEquity(years)) },
    ],
  },
};

// ---- costs-and-tax-drag: one percentage point over twenty years -------------------------

export const costDrag = { amount: 10_00_000, gross: 12, costs: [0.6, 1.6] as const, years: 20 };
const dragYears = range(costDrag.years + 1);
export const costDragFigure: FigureBlock = {
  type: "figure",
  id: "cost-drag",
  title: "₹10 lakh for 20 years at 12% before costs: 0.6% against 1.6% a year in costs",
  caption:
    "The lines barely differ for the first few years; the gap then grows every year because the cost is taken from a bigger pot each time. 12% is an assumption, not a forecast.",
  alt: `Two curves rising from ₹10,00,000. After 20 years the fund costing 0.6% a year is worth ${formatINR(Math.round(costDrag.amount * growthFactor(costDrag.gross - 0.6, 20)))} and the one costing 1.6% ${formatINR(Math.round(costDrag.amount * growthFactor(costDrag.gross - 1.6, 20)))}.`,
  chart: {
    kind: "line",
    x: { label: "Years", format: "number", values: dragYears },
    y: { label: "Value (₹)", format: "rupees" },
    series: costDrag.costs.map((cost) => ({
      name: `${cost}% a year in costs`,
      values: dragYears.map((year) => costDrag.amount * growthFactor(costDrag.gross - cost, year)),
    })),
  },
};
