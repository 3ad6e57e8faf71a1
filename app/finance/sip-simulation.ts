// SIP market simulation: a monthly SIP (with a yearly step-up) split across equity, debt and
// gold, run through thousands of market histories drawn from Indian history by a block
// bootstrap of calendar years. Each simulated year draws one observed calendar year and uses
// that year's returns for all three assets together (so their correlation survives), with
// equity following the year's twelve observed Nifty 50 months. The page (server render and
// Web Worker), GET /api/tools/sip-simulation and the chat assistant (simulateSip) all call
// runSipSimulation here, with inputs parsed by app/features/tools/sip-simulation/sip-simulation.ts.
//
// Data (market-history-data.ts, 2006-2025: the years in which every series has a value):
// - Equity: Nifty 50 TRI. The month-by-month path is the Nifty 50 price index's twelve month
//   returns of the drawn year, each scaled by the same factor so that the year compounds to
//   exactly that year's TRI return (the dividends spread evenly over the year).
// - Debt: the modelled 10-year G-sec total return of the year (market-history.ts), spread
//   evenly over its months. The SBI FD series is too sparse (12 scattered years) to use.
// - Gold: gold in rupees, the year's return spread evenly over its months.
// The portfolio is rebalanced to the mix at the end of every simulated year. Each asset's
// expense ratio (percent a year) is taken monthly, a twelfth of it from that month's value.
// Figures are in nominal rupees and, deflated by inflation (each drawn year's own CPI, or a
// fixed rate), in today's rupees; before tax.
import {
  annualSeries,
  compoundAnnualReturn,
  gsecModelledReturns,
  nifty50MonthlyPriceReturns,
} from "./market-history.ts";
import { roundRupees, roundTo } from "./money.ts";
import { createRandomSource, randomIndex } from "./random.ts";
import {
  type LongWindowModel,
  longWindowScenarios,
  type MarketScenarios,
  type SimulationWindow,
} from "./sip-simulation-windows.ts";

export type { MarketScenarios };

/**
 * A simulation's inputs, as app/features/tools/sip-simulation/sip-simulation.ts parses them from a URL or from code:
 * within their ranges, whole where they must be, and a mix that adds up to 100.
 */
export interface SipSimulationInput {
  /** Rupees invested at the start of every month in year 1. */
  monthlyInvestment: number;
  /** Whole years, 1 to 40. */
  years: number;
  /** Yearly increase of the monthly amount, percent. */
  annualStepUp: number;
  /** Percent of every instalment and of the portfolio in each asset class (adds up to 100). */
  equity: number;
  debt: number;
  gold: number;
  /** Number of simulated market histories. */
  paths: number;
  /** Seed of the random draws: the same seed gives the same figures. */
  seed: number;
  /** Target amount at the end, or null for none. */
  goal: number | null;
  /** Whether the goal is in today's rupees (deflated) or in rupees of the final year. */
  goalIn: "today" | "future";
  /** Inflation a year, percent, or "cpi": each drawn year's own CPI inflation. */
  inflation: number | "cpi";
  /** Expense ratios, percent a year, taken monthly (a twelfth a month). */
  equityCost: number;
  debtCost: number;
  goldCost: number;
  /**
   * The years drawn from: 2006-2025 (every series observed; the default) or 1980-2025 (equity
   * the Sensex plus a dividend yield, debt modelled before 2002: sip-simulation-windows.ts).
   */
  window?: SimulationWindow;
}

export interface PercentileBand {
  p10: number;
  p25: number;
  p50: number;
  p75: number;
  p90: number;
}

export interface SimulationYear extends PercentileBand {
  year: number;
  /** Total put in by the end of this year. */
  invested: number;
  /** The median in today's rupees (each path deflated by its own inflation). */
  realP50: number;
}

/** What the sample of years can and cannot say, stated beside the result. */
export interface SampleFacts {
  /** The calendar years drawn from. */
  from: number;
  to: number;
  count: number;
  /** Arithmetic mean of the equity (Nifty 50 TRI) yearly returns, percent. */
  equityMeanReturn: number;
  /** Standard error of that mean: sample standard deviation / √count, percentage points. */
  equityStandardError: number;
  /** Gold's compound yearly return over the sample, and over the earlier years with data. */
  goldReturn: number;
  goldEarlier: { from: number; to: number; annualReturn: number } | null;
  /** CPI inflation compounded over the sample, percent a year. */
  inflation: number;
}

export interface SipSimulationResult {
  years: SimulationYear[];
  /** Final values in nominal rupees. */
  final: PercentileBand & { mean: number };
  /** Final values in today's rupees: each path deflated by the inflation of its own years. */
  real: PercentileBand & { mean: number };
  /** Whole percent of paths reaching the goal as stated (`goalIn`); null without a goal. */
  goalProbability: number | null;
  /** The same, read both ways (whole percent); null without a goal. */
  goalProbabilities: { today: number; future: number } | null;
  /** Whole percent of paths ending below the total invested (nominal rupees). */
  belowInvestedShare: number;
  /** Median over paths of the worst peak-to-trough fall of the portfolio's value per unit, percent. */
  medianMaxDrawdown: number;
  /**
   * The same SIP at one steady rate: the mix's compound annual return over the data years
   * (after costs), and that value deflated at the inflation assumed (for `cpi`, the sample's
   * compound CPI inflation).
   */
  fixedRate: { annualReturn: number; futureValue: number; inflation: number; realFutureValue: number };
  /**
   * The same draws with every equity year's return lowered by one standard error of the
   * sample mean (`sample.equityStandardError` points): how much the answer leans on 20 years.
   */
  lowerReturns: {
    equityReturnCut: number;
    final: { p50: number };
    real: { p50: number };
    goalProbability: number | null;
  };
  sample: SampleFacts;
  /** How the 1980-2025 window models what the data lack; null for 2006-2025 (all observed). */
  windowModel: {
    dividendYield: number;
    debtBefore: { from: number; to: number; annualReturn: number };
    monthlyFrom: number;
  } | null;
  /** The same inputs and draws (same seed) over the other window: how the answer leans on the years chosen. */
  otherWindow: {
    window: SimulationWindow;
    final: { p50: number };
    real: { p50: number };
    goalProbability: number | null;
  };
}

/** The response of GET /api/tools/sip-simulation and of simulateSip() (app/features/tools/sip-simulation/simulate-sip.ts). */
export interface SipSimulationResponse {
  inputs: SipSimulationInput;
  result: SipSimulationResult;
}

export interface HistogramBin {
  from: number;
  to: number;
  count: number;
}

/** What the page shows: the API response plus the distribution of final values. */
export interface SipSimulationView extends SipSimulationResponse {
  histogram: HistogramBin[];
  /** Calendar years the draws come from. */
  dataYears: { from: number; to: number; count: number };
}

/** Builds the scenarios from years in which the Nifty 50 TRI, its monthly closes, debt and gold all have a value. */
export function historicalScenarios(): MarketScenarios {
  const tri = annualSeries("nifty50TriReturn");
  const gold = annualSeries("goldInrReturn");
  const cpi = annualSeries("cpiInflation");
  const debt = gsecModelledReturns();
  const years = [...tri.keys()].filter(
    (year) => gold.has(year) && debt.has(year) && cpi.has(year) && nifty50MonthlyPriceReturns(year) !== null,
  );
  const first = years[0] ?? 0;
  const goldBefore = [...gold.entries()].filter(([year]) => year < first);
  const scenarios: MarketScenarios = {
    years,
    equity: new Float64Array(years.length * 12),
    debt: new Float64Array(years.length),
    gold: new Float64Array(years.length),
    cpi: new Float64Array(years.map((year) => cpi.get(year) ?? 0)),
    goldEarlier:
      goldBefore.length === 0
        ? null
        : {
            from: goldBefore[0]?.[0] ?? 0,
            to: goldBefore[goldBefore.length - 1]?.[0] ?? 0,
            annualReturn: compoundAnnualReturn(goldBefore.map(([, value]) => value)),
          },
  };
  years.forEach((year, index) => {
    const months = nifty50MonthlyPriceReturns(year) ?? [];
    const priceGrowth = months.reduce((product, value) => product * (1 + value), 1);
    const dividendFactor = ((1 + (tri.get(year) ?? 0) / 100) / priceGrowth) ** (1 / 12);
    months.forEach((value, month) => {
      scenarios.equity[index * 12 + month] = (1 + value) * dividendFactor;
    });
    scenarios.debt[index] = (1 + (debt.get(year) ?? 0) / 100) ** (1 / 12);
    scenarios.gold[index] = (1 + (gold.get(year) ?? 0) / 100) ** (1 / 12);
  });
  return scenarios;
}

let cachedScenarios: MarketScenarios | null = null;
function defaultScenarios(): MarketScenarios {
  cachedScenarios ??= historicalScenarios();
  return cachedScenarios;
}

let cachedLongWindow: LongWindowModel | null = null;
function longWindow(): LongWindowModel {
  cachedLongWindow ??= longWindowScenarios();
  return cachedLongWindow;
}

/** The observed scenarios of a window (the data never change, so each is built once). */
export function windowScenarios(window: SimulationWindow = "2006-2025"): MarketScenarios {
  return window === "1980-2025" ? longWindow().scenarios : defaultScenarios();
}

/** Scenarios in which every asset returns `annualPercent` and CPI is `cpiPercent` every year (for tests and comparisons). */
export function fixedRateScenarios(annualPercent: number, cpiPercent = 0): MarketScenarios {
  const factor = (1 + annualPercent / 100) ** (1 / 12);
  return {
    years: [0],
    equity: new Float64Array(12).fill(factor),
    debt: new Float64Array([factor]),
    gold: new Float64Array([factor]),
    cpi: new Float64Array([cpiPercent]),
  };
}

/** Each scenario's equity return over its year, percent. */
function equityYearReturns(scenarios: MarketScenarios): number[] {
  return scenarios.years.map((_, index) => {
    let growth = 1;
    for (let month = 0; month < 12; month++) growth *= scenarios.equity[index * 12 + month] ?? 1;
    return (growth - 1) * 100;
  });
}

/** The sample's figures for the notes beside the result: equity's mean and its standard error, gold, CPI. */
export function sampleFacts(scenarios: MarketScenarios): SampleFacts {
  const equity = equityYearReturns(scenarios);
  const count = equity.length;
  const mean = equity.reduce((sum, value) => sum + value, 0) / count;
  const variance = count > 1 ? equity.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (count - 1) : 0;
  const gold = Array.from(scenarios.gold, (factor) => (factor ** 12 - 1) * 100);
  return {
    from: scenarios.years[0] ?? 0,
    to: scenarios.years[count - 1] ?? 0,
    count,
    equityMeanReturn: roundTo(mean, 2),
    equityStandardError: roundTo(Math.sqrt(variance / count), 2),
    goldReturn: roundTo(compoundAnnualReturn(gold), 2),
    goldEarlier: scenarios.goldEarlier
      ? { ...scenarios.goldEarlier, annualReturn: roundTo(scenarios.goldEarlier.annualReturn, 2) }
      : null,
    inflation: roundTo(compoundAnnualReturn(Array.from(scenarios.cpi)), 2),
  };
}

/**
 * The scenarios after costs, with every equity year's return lowered by `equityCut` points
 * (each month scaled by the same factor, so the year compounds to exactly that much less).
 * Costs come off monthly: a twelfth of the yearly expense ratio of each month-end value.
 */
export function adjustedScenarios(
  scenarios: MarketScenarios,
  {
    equityCut = 0,
    equityCost = 0,
    debtCost = 0,
    goldCost = 0,
  }: {
    equityCut?: number;
    equityCost?: number;
    debtCost?: number;
    goldCost?: number;
  },
): MarketScenarios {
  const yearReturns = equityYearReturns(scenarios);
  const equity = new Float64Array(scenarios.equity.length);
  yearReturns.forEach((percent, index) => {
    const shift = ((1 + (percent - equityCut) / 100) / (1 + percent / 100)) ** (1 / 12);
    for (let month = 0; month < 12; month++) {
      equity[index * 12 + month] =
        (scenarios.equity[index * 12 + month] ?? 1) * shift * (1 - equityCost / 1200);
    }
  });
  return {
    ...scenarios,
    equity,
    debt: scenarios.debt.map((factor) => factor * (1 - debtCost / 1200)),
    gold: scenarios.gold.map((factor) => factor * (1 - goldCost / 1200)),
  };
}

/** Monthly amount paid in each year (index 0 = year 1). */
function monthlyAmounts(input: SipSimulationInput): Float64Array {
  const amounts = new Float64Array(input.years);
  for (let year = 0; year < input.years; year++) {
    amounts[year] = input.monthlyInvestment * (1 + input.annualStepUp / 100) ** year;
  }
  return amounts;
}

/** Compound inflation a year the run assumes, percent: the fixed rate, or the scenarios' CPI over their years. */
export function assumedInflation(input: SipSimulationInput, scenarios: MarketScenarios): number {
  return input.inflation === "cpi" ? compoundAnnualReturn(Array.from(scenarios.cpi)) : input.inflation;
}

/**
 * Future value of the SIP at one steady annual rate, with the simulation's conventions:
 * instalments at the start of each month, monthly growth (1 + rate)^(1/12), so a year at
 * r% grows by exactly r%. (The SIP calculator uses rate/12 a month, which compounds to a
 * little more.)
 */
export function fixedRateSipValue(input: SipSimulationInput, annualPercent: number): number {
  const factor = (1 + annualPercent / 100) ** (1 / 12);
  const amounts = monthlyAmounts(input);
  let value = 0;
  for (let year = 0; year < input.years; year++) {
    for (let month = 0; month < 12; month++) value = (value + (amounts[year] ?? 0)) * factor;
  }
  return value;
}

/** The mix's compound annual return over the scenario years, rebalanced every year, percent. */
export function mixCompoundReturn(input: SipSimulationInput, scenarios: MarketScenarios): number {
  const yearly = scenarios.years.map((_, index) => {
    let equityGrowth = 1;
    for (let month = 0; month < 12; month++) equityGrowth *= scenarios.equity[index * 12 + month] ?? 1;
    const debtGrowth = (scenarios.debt[index] ?? 1) ** 12;
    const goldGrowth = (scenarios.gold[index] ?? 1) ** 12;
    const growth = (input.equity * equityGrowth + input.debt * debtGrowth + input.gold * goldGrowth) / 100;
    return (growth - 1) * 100;
  });
  return compoundAnnualReturn(yearly);
}

/** Linear-interpolation percentile (the spreadsheet PERCENTILE.INC rule) of sorted values. */
export function percentileOfSorted(sorted: ArrayLike<number>, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const position = (sorted.length - 1) * fraction;
  const lower = Math.floor(position);
  const upper = Math.min(lower + 1, sorted.length - 1);
  const low = sorted[lower] ?? Number.NaN;
  const high = sorted[upper] ?? Number.NaN;
  return low + (high - low) * (position - lower);
}

function band(sorted: Float64Array): PercentileBand {
  return {
    p10: roundRupees(percentileOfSorted(sorted, 0.1)),
    p25: roundRupees(percentileOfSorted(sorted, 0.25)),
    p50: roundRupees(percentileOfSorted(sorted, 0.5)),
    p75: roundRupees(percentileOfSorted(sorted, 0.75)),
    p90: roundRupees(percentileOfSorted(sorted, 0.9)),
  };
}

export interface SimulationRun {
  /** Year-end portfolio values, year-major: values[year * paths + path] (year 0 = end of year 1). */
  yearEndValues: Float64Array;
  /** The same in today's rupees: each divided by its path's price level at that year end. */
  realYearEndValues: Float64Array;
  /** Worst peak-to-trough fall of each path's value per unit, as a fraction. */
  maxDrawdowns: Float64Array;
  /** Total invested by the end of each year. */
  invested: Float64Array;
}

export interface RunOptions {
  scenarios?: MarketScenarios;
  /** Called every 1,000 paths (and at the end) with the number of paths done. */
  onProgress?: (done: number, total: number) => void;
  /** When given (length paths × years), receives the scenario index drawn for each path-year. */
  drawnScenarios?: Int32Array;
  /** Skip the month-by-month drawdown (the lower-returns rerun needs only values): most of the loop's time. */
  skipDrawdown?: boolean;
}

/** Per-scenario figures for one mix, so the path loop does one multiply-add a year. */
interface YearTables {
  /** Growth of the rebalanced portfolio over the year: Σ share × Π monthly factors. */
  growth: Float64Array;
  /** Year-end value of 1 rupee a month paid at the start of each month, split by the mix. */
  instalmentGrowth: Float64Array;
  /** The portfolio's value per unit at each month end, relative to the start of the year (12 a scenario). */
  unitPath: Float64Array;
}

function yearTables(scenarios: MarketScenarios, shares: readonly [number, number, number]): YearTables {
  const count = scenarios.years.length;
  const tables: YearTables = {
    growth: new Float64Array(count),
    instalmentGrowth: new Float64Array(count),
    unitPath: new Float64Array(count * 12),
  };
  const [equityShare, debtShare, goldShare] = shares;
  for (let scenario = 0; scenario < count; scenario++) {
    const debtFactor = scenarios.debt[scenario] ?? 1;
    const goldFactor = scenarios.gold[scenario] ?? 1;
    let equityUnit = 1;
    let debtUnit = 1;
    let goldUnit = 1;
    let equityPaid = 0;
    let debtPaid = 0;
    let goldPaid = 0;
    for (let month = 0; month < 12; month++) {
      const equityFactor = scenarios.equity[scenario * 12 + month] ?? 1;
      equityUnit *= equityFactor;
      debtUnit *= debtFactor;
      goldUnit *= goldFactor;
      equityPaid = (equityPaid + 1) * equityFactor;
      debtPaid = (debtPaid + 1) * debtFactor;
      goldPaid = (goldPaid + 1) * goldFactor;
      tables.unitPath[scenario * 12 + month] =
        equityShare * equityUnit + debtShare * debtUnit + goldShare * goldUnit;
    }
    tables.growth[scenario] = equityShare * equityUnit + debtShare * debtUnit + goldShare * goldUnit;
    tables.instalmentGrowth[scenario] =
      equityShare * equityPaid + debtShare * debtPaid + goldShare * goldPaid;
  }
  return tables;
}

/**
 * The Monte Carlo loop. Each path draws a scenario for every year. Instalments go in at the
 * start of each month, split by the mix, and the portfolio is rebalanced to the mix at each
 * year end, so a year moves the value by value × growth + monthly amount × instalment growth
 * (the month-by-month result, folded per scenario beforehand). The drawdown follows the value
 * per unit month by month, like the NAV of a fund holding the mix. Typed arrays and no
 * allocation inside the loop: 10,000 paths × 30 years take a few tens of milliseconds.
 */
export function runSimulationPaths(input: SipSimulationInput, options: RunOptions = {}): SimulationRun {
  const scenarios = options.scenarios ?? defaultScenarios();
  const { paths, years } = input;
  const scenarioCount = scenarios.years.length;
  const { growth, instalmentGrowth, unitPath } = yearTables(scenarios, [
    input.equity / 100,
    input.debt / 100,
    input.gold / 100,
  ]);
  const amounts = monthlyAmounts(input);
  const invested = new Float64Array(years);
  let total = 0;
  for (let year = 0; year < years; year++) {
    total += (amounts[year] ?? 0) * 12;
    invested[year] = total;
  }
  const yearEndValues = new Float64Array(paths * years);
  const realYearEndValues = new Float64Array(paths * years);
  const maxDrawdowns = new Float64Array(paths);
  // Price growth over a drawn year: that year's CPI, or the fixed rate whatever the year.
  const priceGrowth = new Float64Array(scenarioCount);
  for (let scenario = 0; scenario < scenarioCount; scenario++) {
    priceGrowth[scenario] =
      1 + (input.inflation === "cpi" ? (scenarios.cpi[scenario] ?? 0) : input.inflation) / 100;
  }
  const drawn = options.drawnScenarios;
  const drawdownMonths = options.skipDrawdown ? 0 : 12;
  const next = createRandomSource(input.seed);

  for (let path = 0; path < paths; path++) {
    let value = 0;
    let priceLevel = 1;
    let unitValue = 1;
    let peak = 1;
    let worst = 0;
    for (let year = 0; year < years; year++) {
      const scenario = randomIndex(next, scenarioCount);
      if (drawn) drawn[path * years + year] = scenario;
      const base = scenario * 12;
      for (let month = 0; month < drawdownMonths; month++) {
        const unit = unitValue * (unitPath[base + month] ?? 1);
        if (unit > peak) peak = unit;
        else if (unit < peak * (1 - worst)) worst = 1 - unit / peak;
      }
      unitValue *= growth[scenario] ?? 1;
      value = value * (growth[scenario] ?? 1) + (amounts[year] ?? 0) * (instalmentGrowth[scenario] ?? 0);
      priceLevel *= priceGrowth[scenario] ?? 1;
      yearEndValues[year * paths + path] = value;
      realYearEndValues[year * paths + path] = value / priceLevel;
    }
    maxDrawdowns[path] = worst;
    if (options.onProgress && ((path + 1) % 1000 === 0 || path + 1 === paths)) {
      options.onProgress(path + 1, paths);
    }
  }
  return { yearEndValues, realYearEndValues, maxDrawdowns, invested };
}

/** Equal-width bins from the lowest final value to the 99th percentile; the last bin also holds the rest. */
export function finalValueHistogram(sortedFinals: Float64Array, binCount = 24): HistogramBin[] {
  const count = sortedFinals.length;
  if (count === 0) return [];
  const low = sortedFinals[0] ?? 0;
  const high = Math.max(percentileOfSorted(sortedFinals, 0.99), low + 1);
  const width = (high - low) / binCount;
  const bins: HistogramBin[] = Array.from({ length: binCount }, (_, index) => ({
    from: roundRupees(low + width * index),
    to: roundRupees(index === binCount - 1 ? (sortedFinals[count - 1] ?? high) : low + width * (index + 1)),
    count: 0,
  }));
  for (let index = 0; index < count; index++) {
    const bin = Math.min(Math.floor(((sortedFinals[index] ?? 0) - low) / width), binCount - 1);
    const target = bins[bin];
    if (target) target.count++;
  }
  return bins;
}

function bandWithMean(sorted: Float64Array): PercentileBand & { mean: number } {
  let sum = 0;
  for (let index = 0; index < sorted.length; index++) sum += sorted[index] ?? 0;
  return { ...band(sorted), mean: roundRupees(sum / Math.max(sorted.length, 1)) };
}

/** Whole percent of `count` out of `total`. */
function wholePercent(count: number, total: number): number {
  return Math.round((count / Math.max(total, 1)) * 100);
}

/** Paths reaching the goal, read in today's rupees and in final-year rupees (whole percent). */
function goalShares(input: SipSimulationInput, run: SimulationRun) {
  if (input.goal === null) return null;
  const { paths, years } = input;
  const start = (years - 1) * paths;
  let today = 0;
  let future = 0;
  for (let path = 0; path < paths; path++) {
    if ((run.realYearEndValues[start + path] ?? 0) >= input.goal) today++;
    if ((run.yearEndValues[start + path] ?? 0) >= input.goal) future++;
  }
  return { today: wholePercent(today, paths), future: wholePercent(future, paths) };
}

function summarise(
  input: SipSimulationInput,
  run: SimulationRun,
  lower: SimulationRun,
  other: SimulationRun,
  scenarios: MarketScenarios,
  sample: SampleFacts,
) {
  const { paths, years } = input;
  const totalInvested = run.invested[years - 1] ?? 0;
  const last = (values: Float64Array) => values.slice((years - 1) * paths, years * paths).sort();
  const finals = last(run.yearEndValues);
  let below = 0;
  for (let index = 0; index < paths; index++) if ((finals[index] ?? 0) < totalInvested) below++;
  const rows: SimulationYear[] = [];
  for (let year = 0; year < years; year++) {
    const column = run.yearEndValues.slice(year * paths, (year + 1) * paths).sort();
    const realColumn = run.realYearEndValues.slice(year * paths, (year + 1) * paths).sort();
    rows.push({
      year: year + 1,
      invested: roundRupees(run.invested[year] ?? 0),
      ...band(column),
      realP50: roundRupees(percentileOfSorted(realColumn, 0.5)),
    });
  }
  const drawdowns = run.maxDrawdowns.slice().sort();
  const annualReturn = roundTo(mixCompoundReturn(input, scenarios), 2);
  const inflation = roundTo(assumedInflation(input, scenarios), 2);
  const futureValue = fixedRateSipValue(input, annualReturn);
  const goalProbabilities = goalShares(input, run);
  const lowerGoal = goalShares(input, lower);
  const otherGoal = goalShares(input, other);
  const window = input.window ?? "2006-2025";
  const model = window === "1980-2025" ? longWindow() : null;
  const result: SipSimulationResult = {
    years: rows,
    final: bandWithMean(finals),
    real: bandWithMean(last(run.realYearEndValues)),
    goalProbability: goalProbabilities === null ? null : goalProbabilities[input.goalIn],
    goalProbabilities,
    belowInvestedShare: wholePercent(below, paths),
    medianMaxDrawdown: roundTo(percentileOfSorted(drawdowns, 0.5) * 100, 1),
    fixedRate: {
      annualReturn,
      futureValue: roundRupees(futureValue),
      inflation,
      realFutureValue: roundRupees(futureValue / (1 + inflation / 100) ** years),
    },
    lowerReturns: {
      equityReturnCut: sample.equityStandardError,
      final: { p50: roundRupees(percentileOfSorted(last(lower.yearEndValues), 0.5)) },
      real: { p50: roundRupees(percentileOfSorted(last(lower.realYearEndValues), 0.5)) },
      goalProbability: lowerGoal === null ? null : lowerGoal[input.goalIn],
    },
    sample,
    windowModel: model
      ? {
          dividendYield: roundTo(model.dividendYield, 2),
          debtBefore: {
            ...model.debtBeforeSeries,
            annualReturn: roundTo(model.debtBeforeSeries.annualReturn, 2),
          },
          monthlyFrom: model.monthlyFrom,
        }
      : null,
    otherWindow: {
      window: window === "1980-2025" ? "2006-2025" : "1980-2025",
      final: { p50: roundRupees(percentileOfSorted(last(other.yearEndValues), 0.5)) },
      real: { p50: roundRupees(percentileOfSorted(last(other.realYearEndValues), 0.5)) },
      goalProbability: otherGoal === null ? null : otherGoal[input.goalIn],
    },
  };
  return { result, sortedFinals: finals };
}

/**
 * Runs a checked input and returns the API shape plus the histogram and data years. The run
 * uses the scenarios after costs; the "lower returns" run repeats the same draws (same seed)
 * with equity one standard error of the sample mean lower, and a third run takes the other
 * window's years (values only, no drawdown).
 */
export function runSipSimulation(input: SipSimulationInput, options: RunOptions = {}): SipSimulationView {
  const window = input.window ?? "2006-2025";
  const observed = options.scenarios ?? windowScenarios(window);
  const costs = { equityCost: input.equityCost, debtCost: input.debtCost, goldCost: input.goldCost };
  const scenarios = adjustedScenarios(observed, costs);
  // The sample's own figures, before costs.
  const sample = sampleFacts(observed);
  const equityCut = sample.equityStandardError;
  const run = runSimulationPaths(input, { ...options, scenarios });
  const lower = runSimulationPaths(input, {
    scenarios: adjustedScenarios(observed, { ...costs, equityCut }),
    skipDrawdown: true,
  });
  // The other window, same draws of random numbers (its years differ, so the paths do too).
  const other = runSimulationPaths(input, {
    scenarios: adjustedScenarios(windowScenarios(window === "1980-2025" ? "2006-2025" : "1980-2025"), costs),
    skipDrawdown: true,
  });
  const { result, sortedFinals } = summarise(input, run, lower, other, scenarios, sample);
  const dataYears = observed.years;
  return {
    inputs: input,
    result,
    histogram: finalValueHistogram(sortedFinals),
    dataYears: { from: dataYears[0] ?? 0, to: dataYears[dataYears.length - 1] ?? 0, count: dataYears.length },
  };
}
