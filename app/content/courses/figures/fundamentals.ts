import { annuityDueFactor, growthFactor, monthlyRateFromAnnualPercent } from "#app/finance/compounding.ts";
import { annualSeries, rollingWindows } from "#app/finance/market-history.ts";
import { formatINR } from "#app/finance/money.ts";
import { niftyWindows } from "../../shared/nifty-history.ts";
import type { FigureBlock } from "../../types.ts";

// Charts for the investment fundamentals course. Each is computed from its lesson's worked
// example (the same amounts, rates and conventions) or from the sourced market history;
// figures.test.ts checks them against the lessons' own tables and examples.

const range = (count: number) => Array.from({ length: count }, (_, index) => index);

// ---- why-invest: ₹1,00,000 at 10%, simple versus compound -------------------------------

const compoundingYears = range(31);
export const compoundingFigure: FigureBlock = {
  type: "figure",
  id: "simple-versus-compound",
  title: "₹1,00,000 at 10% a year for 30 years: simple versus compound",
  caption:
    "Simple interest adds the same ₹10,000 every year; compounding adds more each year because the returns earn returns. 10% is an illustration, not a forecast.",
  alt: `A straight line for simple interest rising to ${formatINR(100_000 * (1 + 0.1 * 30))} after 30 years, and a curve for compounding that starts beside it and bends upwards to ${formatINR(Math.round(100_000 * growthFactor(10, 30)))}.`,
  chart: {
    kind: "line",
    x: { label: "Years", format: "number", values: compoundingYears },
    y: { label: "Value (₹)", format: "rupees" },
    series: [
      {
        name: "Compounded once a year",
        values: compoundingYears.map((year) => 100_000 * growthFactor(10, year)),
      },
      { name: "Simple interest", values: compoundingYears.map((year) => 100_000 * (1 + 0.1 * year)) },
    ],
  },
};

// ---- goals-and-time-horizon: the college fund -------------------------------------------

export const collegeFund = {
  costToday: 10_00_000,
  inflation: 6,
  years: 15,
  monthly: 4_750,
  assumedReturn: 12,
};
const collegeYears = range(collegeFund.years + 1);
const sipValue = (monthly: number, annualPercent: number, years: number) =>
  monthly * annuityDueFactor(monthlyRateFromAnnualPercent(annualPercent), years * 12);

export const collegeFundFigure: FigureBlock = {
  type: "figure",
  id: "college-fund-path",
  title: "The college fund: ₹4,750 a month against a cost rising 6% a year",
  caption:
    "The course's price climbs from ₹10 lakh to about ₹24 lakh; the SIP, at an assumed 12% a year, reaches it only at the very end, and most of its value is growth, not the money put in.",
  alt: `Three rising lines over 15 years. The cost of the course grows from ₹10,00,000 to ${formatINR(Math.round(collegeFund.costToday * growthFactor(6, 15)))}. The money put in rises in a straight line to ${formatINR(4_750 * 180)}. The SIP's value curves upwards from zero and ends at ${formatINR(Math.round(sipValue(4_750, 12, 15)))}, just above the cost.`,
  chart: {
    kind: "line",
    x: { label: "Years from now", format: "number", values: collegeYears },
    y: { label: "Rupees", format: "rupees" },
    series: [
      {
        name: "Cost of the course",
        values: collegeYears.map((year) => collegeFund.costToday * growthFactor(collegeFund.inflation, year)),
      },
      {
        name: "SIP value at 12%",
        values: collegeYears.map((year) => sipValue(collegeFund.monthly, collegeFund.assumedReturn, year)),
      },
      { name: "Money put in", values: collegeYears.map((year) => collegeFund.monthly * 12 * year) },
    ],
  },
};

// ---- mutual-funds-and-sips: ₹10,000 a month for 20 years --------------------------------

export const sipRates = [12, 11, 10] as const;
const sipYears = range(21);
export const sipGrowthFigure: FigureBlock = {
  type: "figure",
  id: "sip-twenty-years",
  title: "₹10,000 a month for 20 years at 12%, 11% and 10% a year",
  caption:
    "The three lines stay close for a decade and then spread apart: one percentage point a year is worth more than ₹12 lakh by year 20. Assumptions, not a forecast.",
  alt: `Three curves rising from zero, close together for about ten years and then fanning out. After 20 years: ${sipRates
    .map((rate) => `${formatINR(Math.round(sipValue(10_000, rate, 20)))} at ${rate}%`)
    .join(", ")}, against ₹24,00,000 put in.`,
  chart: {
    kind: "line",
    x: { label: "Years", format: "number", values: sipYears },
    y: { label: "Value (₹)", format: "rupees" },
    series: sipRates.map((rate) => ({
      name: `${rate}% a year`,
      values: sipYears.map((year) => sipValue(10_000, rate, year)),
    })),
  },
};

// ---- asset-classes-in-india: PPF against a taxable deposit ------------------------------

export const ppf = { yearly: 1_50_000, rate: 7.1, taxRate: 31.2, years: 15 };
/** Value at the end of year `year` of `ppf.yearly` paid at the start of each year at `rate`%. */
export function yearlyDepositsValue(rate: number, year: number): number {
  const growth = 1 + rate / 100;
  return year === 0 ? 0 : (ppf.yearly * growth * (growth ** year - 1)) / (rate / 100);
}
const afterTaxRate = ppf.rate * (1 - ppf.taxRate / 100);
const ppfYears = range(ppf.years + 1);
export const ppfFigure: FigureBlock = {
  type: "figure",
  id: "ppf-versus-taxable",
  title: "₹1,50,000 a year for 15 years: PPF against a taxed deposit at the same rate",
  caption:
    "Both earn the example's assumed rate, but the deposit's interest is taxed at 31.2% every year, so it compounds at about 4.9%. The gap widens each year. The rate is assumed constant; the PPF rate can change every quarter.",
  alt: `Three rising lines over 15 years. PPF ends at ${formatINR(Math.round(yearlyDepositsValue(ppf.rate, 15)))}, the taxed deposit at ${formatINR(Math.round(yearlyDepositsValue(afterTaxRate, 15)))}, and the money deposited, a straight line, at ₹22,50,000.`,
  chart: {
    kind: "line",
    x: { label: "Years", format: "number", values: ppfYears },
    y: { label: "Value (₹)", format: "rupees" },
    series: [
      { name: "PPF, tax-free", values: ppfYears.map((year) => yearlyDepositsValue(ppf.rate, year)) },
      {
        name: "Deposit taxed at 31.2%",
        values: ppfYears.map((year) => yearlyDepositsValue(afterTaxRate, year)),
      },
      { name: "Money deposited", values: ppfYears.map((year) => ppf.yearly * year) },
    ],
  },
};

// ---- risk-and-return: rolling returns of the Nifty 50 TRI -------------------------------

const tri = annualSeries("nifty50TriReturn");
const triYears = [...tri.keys()].sort((a, b) => a - b);
export const rollingHorizons = [1, 5, 10] as const;

/** Compound yearly return of the window ending in each year of the series (null before the first full window). */
export function rollingByEndYear(years: number, endYears: readonly number[] = triYears): (number | null)[] {
  const byEnd = new Map(rollingWindows(tri, years).map((window) => [window.to, window.cagr]));
  return endYears.map((year) => byEnd.get(year) ?? null);
}

function rollingFigure(id: string, horizons: readonly number[], caption: string): FigureBlock {
  const first = triYears[0];
  const last = triYears[triYears.length - 1];
  return {
    type: "figure",
    id,
    title: `Nifty 50 TRI: compound yearly return of every ${horizons.join(", ").replace(/, (\d+)$/, " and $1")}-year window, ${first}-${last}`,
    caption,
    alt: `Each point is the return of the window ending that year. ${horizons
      .map((years) => {
        const stats = niftyWindows(years);
        return `${years}-year windows: worst ${stats.worst}, best ${stats.best}`;
      })
      .join("; ")}. The longer the window, the flatter and narrower the line.`,
    chart: {
      kind: "line",
      x: { label: "Last year of the window", format: "year", values: triYears },
      y: { label: "Compound return a year (%)", format: "percent" },
      series: horizons.map((years) => ({
        name: years === 1 ? "1 year" : `${years} years`,
        values: rollingByEndYear(years),
      })),
    },
  };
}

export const riskRollingFigure = rollingFigure(
  "nifty-rolling-windows",
  rollingHorizons,
  "From our market-history data, before costs and tax. Single years swing from big losses to big gains; five- and ten-year windows swing far less. The series is short, so read it as what happened, not as odds.",
);

export const measuringRollingFigure = rollingFigure(
  "nifty-rolling-3-5",
  [3, 5],
  "Same index, same rules, different dates: the return you see depends on where the window starts and ends. From our market-history data, before costs and tax.",
);
