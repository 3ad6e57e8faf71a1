import { describe, expect, it } from "vitest";
import { annualSeries, gsecModelledReturns, nifty50MonthlyPriceReturns } from "./market-history.ts";
import { createRandomSource, randomIndex } from "./random.ts";
import {
  adjustedScenarios,
  fixedRateScenarios,
  fixedRateSipValue,
  historicalScenarios,
  type MarketScenarios,
  mixCompoundReturn,
  percentileOfSorted,
  runSimulationPaths,
  runSipSimulation,
  type SipSimulationInput,
  sampleFacts,
} from "./sip-simulation.ts";

const base: SipSimulationInput = {
  monthlyInvestment: 10_000,
  years: 15,
  annualStepUp: 0,
  equity: 70,
  debt: 20,
  gold: 10,
  paths: 2_000,
  seed: 7,
  goal: 5_000_000,
  // Nominal goal, no costs: the cases below check the market model itself.
  goalIn: "future",
  inflation: "cpi",
  equityCost: 0,
  debtCost: 0,
  goldCost: 0,
};

describe("historical scenarios", () => {
  const scenarios = historicalScenarios();

  it("are the calendar years 2006-2025, where every series has a value", () => {
    expect(scenarios.years).toEqual(Array.from({ length: 20 }, (_, index) => 2006 + index));
  });

  it("use each year's own twelve Nifty months, scaled so the year compounds to its TRI return", () => {
    const tri = annualSeries("nifty50TriReturn");
    scenarios.years.forEach((year, index) => {
      const observed = nifty50MonthlyPriceReturns(year) ?? [];
      const factors = Array.from(scenarios.equity.subarray(index * 12, index * 12 + 12));
      // The same scale on every month: ratio of factor to observed (1 + price return) is constant.
      const ratios = factors.map((factor, month) => factor / (1 + (observed[month] ?? 0)));
      for (const ratio of ratios) expect(ratio).toBeCloseTo(ratios[0] ?? 0, 12);
      expect(ratios[0]).toBeGreaterThan(1); // dividends only add
      const yearGrowth = factors.reduce((product, factor) => product * factor, 1);
      expect((yearGrowth - 1) * 100).toBeCloseTo(tri.get(year) ?? Number.NaN, 9);
    });
  });

  it("spread each year's debt and gold return evenly over its months", () => {
    const debt = gsecModelledReturns();
    const gold = annualSeries("goldInrReturn");
    scenarios.years.forEach((year, index) => {
      expect(((scenarios.debt[index] ?? 0) ** 12 - 1) * 100).toBeCloseTo(debt.get(year) ?? Number.NaN, 9);
      expect(((scenarios.gold[index] ?? 0) ** 12 - 1) * 100).toBeCloseTo(gold.get(year) ?? Number.NaN, 9);
    });
  });
});

describe("block bootstrap", () => {
  it("draws only observed years and uses one drawn year for all three assets together", () => {
    // Synthetic years whose assets all differ, so mixing one year's equity with another's
    // debt or gold would change the values.
    const scenarios: MarketScenarios = {
      years: [1, 2, 3],
      equity: Float64Array.from({ length: 36 }, (_, index) => 1 + ((index % 7) - 3) / 100 + index / 1000),
      debt: Float64Array.from([1.004, 1.006, 0.998]),
      gold: Float64Array.from([1.01, 0.99, 1.002]),
      cpi: Float64Array.from([4, 7, 5]),
    };
    const input = { ...base, paths: 50, years: 6, equity: 50, debt: 30, gold: 20 };
    const drawn = new Int32Array(input.paths * input.years);
    const run = runSimulationPaths(input, { scenarios, drawnScenarios: drawn });
    expect(new Set(drawn)).toEqual(new Set([0, 1, 2]));
    for (let path = 0; path < input.paths; path++) {
      let equity = 0;
      let debt = 0;
      let gold = 0;
      for (let year = 0; year < input.years; year++) {
        const scenario = drawn[path * input.years + year] ?? -1;
        for (let month = 0; month < 12; month++) {
          equity = (equity + 5_000) * (scenarios.equity[scenario * 12 + month] ?? Number.NaN);
          debt = (debt + 3_000) * (scenarios.debt[scenario] ?? Number.NaN);
          gold = (gold + 2_000) * (scenarios.gold[scenario] ?? Number.NaN);
        }
        const value = equity + debt + gold;
        const simulated = run.yearEndValues[year * input.paths + path] ?? 0;
        expect(Math.abs(simulated - value) / value).toBeLessThan(1e-12);
        [equity, debt, gold] = [value * 0.5, value * 0.3, value * 0.2];
      }
    }
  });

  it("draws the observed years about equally often", () => {
    const next = createRandomSource(99);
    const counts = new Array(20).fill(0);
    for (let draw = 0; draw < 200_000; draw++) counts[randomIndex(next, 20)]++;
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });
});

describe("fixed returns", () => {
  it("with every return fixed at r, every path equals the fixed-rate SIP at r", () => {
    const input = { ...base, monthlyInvestment: 5_000, years: 10, paths: 300 };
    const view = runSipSimulation(input, { scenarios: fixedRateScenarios(12) });
    // Closed form, computed separately: 5000 × f × (1.12^10 − 1) / (f − 1), f = 1.12^(1/12).
    expect(fixedRateSipValue(input, 12)).toBeCloseTo(1_120_179.4478, 3);
    const { final } = view.result;
    for (const value of [final.p10, final.p25, final.p50, final.p75, final.p90, final.mean]) {
      expect(value).toBe(1_120_179);
    }
    expect(view.result.medianMaxDrawdown).toBe(0);
    expect(view.result.fixedRate).toEqual({
      annualReturn: 12,
      futureValue: 1_120_179,
      inflation: 0,
      realFutureValue: 1_120_179,
    });
  });

  it("a step-up raises each year's instalments (reference from a closed form per year)", () => {
    const input = { ...base, monthlyInvestment: 10_000, years: 5, annualStepUp: 10 };
    // Σ_y 10000 × 1.1^y × f(f^12 − 1)/(f − 1) × 1.08^(4 − y), f = 1.08^(1/12).
    expect(fixedRateSipValue(input, 8)).toBeCloseTo(883_367.28, 2);
    const view = runSipSimulation({ ...input, paths: 100 }, { scenarios: fixedRateScenarios(8) });
    expect(view.result.years.map((row) => row.invested)).toEqual([
      120_000, 252_000, 397_200, 556_920, 732_612,
    ]);
    expect(view.result.final.p50).toBe(883_367);
  });
});

describe("seeds and percentiles", () => {
  it("the same seed gives identical output; a different seed differs", () => {
    const first = runSipSimulation(base);
    expect(runSipSimulation(base)).toEqual(first);
    const other = runSipSimulation({ ...base, seed: 8 });
    expect(other.result.final).not.toEqual(first.result.final);
  });

  it("percentiles are ordered in every year and the final row matches the summary", () => {
    const { result } = runSipSimulation({ ...base, years: 30, annualStepUp: 5 });
    for (const row of result.years) {
      expect(row.p10).toBeLessThanOrEqual(row.p25);
      expect(row.p25).toBeLessThanOrEqual(row.p50);
      expect(row.p50).toBeLessThanOrEqual(row.p75);
      expect(row.p75).toBeLessThanOrEqual(row.p90);
    }
    const last = result.years[result.years.length - 1];
    expect(result.final).toMatchObject({ p10: last?.p10, p50: last?.p50, p90: last?.p90 });
    expect(result.goalProbability).toBeGreaterThan(0);
    expect(result.goalProbability).toBeLessThanOrEqual(100);
  });

  it("percentiles interpolate like PERCENTILE.INC", () => {
    expect(percentileOfSorted([1, 2, 3, 4], 0.25)).toBe(1.75);
    expect(percentileOfSorted([10, 20, 30], 0.5)).toBe(20);
    expect(percentileOfSorted([5], 0.9)).toBe(5);
  });

  it("goal and loss shares follow their definitions", () => {
    const low = runSipSimulation({ ...base, goal: 1_000 });
    expect(low.result.goalProbability).toBe(100);
    const high = runSipSimulation({ ...base, goal: 100_000_000_000 });
    expect(high.result.goalProbability).toBe(0);
    expect(runSipSimulation({ ...base, goal: null }).result.goalProbability).toBeNull();
    const losing = runSipSimulation({ ...base, paths: 200 }, { scenarios: fixedRateScenarios(-5) });
    expect(losing.result.belowInvestedShare).toBe(100);
    expect(losing.histogram.reduce((sum, bin) => sum + bin.count, 0)).toBe(200);
  });

  it("the histogram counts every path once", () => {
    const view = runSipSimulation(base);
    expect(view.histogram.reduce((sum, bin) => sum + bin.count, 0)).toBe(base.paths);
    for (let index = 1; index < view.histogram.length; index++) {
      expect(view.histogram[index]?.from).toBe(view.histogram[index - 1]?.to);
    }
  });

  it("an all-equity mix's fixed rate is the Nifty 50 TRI's 2006-2025 CAGR", () => {
    // market_history_stats.py --check: Nifty 50 TRI 2006-2025 chain-linked CAGR 13.10%.
    const allEquity = { ...base, equity: 100, debt: 0, gold: 0 };
    expect(mixCompoundReturn(allEquity, historicalScenarios())).toBeCloseTo(13.1, 2);
  });
});

describe("today's rupees, costs and the lower-returns line (issue 27)", () => {
  it("costs come off monthly and inflation deflates every path (reference computed month by month)", () => {
    // Independent reference (a separate script, asset by asset, month by month): ₹10,000 a
    // month rising 5% a year for 10 years, 70/20/10, every asset at 10% a year, expense
    // ratios 1% / 0.5% / 0.25% a year with a twelfth taken each month, rebalanced each year end:
    // ₹23,33,003; deflated at 5% a year, 23,33,003 / 1.05^10 = ₹14,32,261.
    const input: SipSimulationInput = {
      ...base,
      monthlyInvestment: 10_000,
      annualStepUp: 5,
      years: 10,
      paths: 200,
      inflation: 5,
      equityCost: 1,
      debtCost: 0.5,
      goldCost: 0.25,
    };
    const { result } = runSipSimulation(input, { scenarios: fixedRateScenarios(10) });
    for (const value of [result.final.p10, result.final.p50, result.final.p90, result.final.mean]) {
      expect(value).toBe(2_333_003);
    }
    for (const value of [result.real.p10, result.real.p50, result.real.p90, result.real.mean]) {
      expect(value).toBe(1_432_261);
    }
    expect(result.years[9]?.realP50).toBe(1_432_261);
    expect(result.fixedRate.inflation).toBe(5);
    // The same path's CPI as the inflation: scenarios whose every year has 5% CPI give the same.
    const cpi = runSipSimulation({ ...input, inflation: "cpi" }, { scenarios: fixedRateScenarios(10, 5) });
    expect(cpi.result.real.p50).toBe(1_432_261);
  });

  it("a goal is read in today's rupees unless the learner says it is in final-year rupees", () => {
    const input: SipSimulationInput = { ...base, years: 10, paths: 200, inflation: 5, goal: 2_000_000 };
    const scenarios = fixedRateScenarios(10);
    // Every path ends at ₹20,14,576 nominal (₹10,000 a month at 10%), ₹12,36,775 in today's rupees.
    const today = runSipSimulation({ ...input, goalIn: "today" }, { scenarios }).result;
    expect(today.final.p50).toBe(2_014_576);
    expect(today.real.p50).toBe(1_236_775);
    expect(today.goalProbability).toBe(0);
    expect(today.goalProbabilities).toEqual({ today: 0, future: 100 });
    const future = runSipSimulation({ ...input, goalIn: "future" }, { scenarios }).result;
    expect(future.goalProbability).toBe(100);
    expect(runSipSimulation({ ...input, goal: null }, { scenarios }).result.goalProbabilities).toBeNull();
  });

  it("with each year's own CPI, every path is deflated by the inflation of the years it drew", () => {
    const input: SipSimulationInput = { ...base, years: 8, paths: 300, equityCost: 0.5 };
    const drawn = new Int32Array(input.paths * input.years);
    const scenarios = adjustedScenarios(historicalScenarios(), { equityCost: 0.5 });
    const run = runSimulationPaths(input, { scenarios, drawnScenarios: drawn });
    const cpi = annualSeries("cpiInflation");
    for (let path = 0; path < input.paths; path++) {
      let priceLevel = 1;
      for (let year = 0; year < input.years; year++) {
        const calendarYear = scenarios.years[drawn[path * input.years + year] ?? -1] ?? 0;
        priceLevel *= 1 + (cpi.get(calendarYear) ?? Number.NaN) / 100;
        const index = year * input.paths + path;
        const real = run.realYearEndValues[index] ?? 0;
        expect(Math.abs(real - (run.yearEndValues[index] ?? 0) / priceLevel) / real).toBeLessThan(1e-12);
      }
    }
  });

  it("the sample's figures match an independent computation from the reference series", () => {
    // market-history-annual.csv, 2006-2025, computed with Python's statistics module: Nifty 50
    // TRI mean 16.5645%, sample standard deviation 27.0333, standard error 27.0333/√20 = 6.0448;
    // gold in rupees 15.201% a year (1980-2005: 6.886%); CPI 6.498% a year.
    expect(sampleFacts(historicalScenarios())).toEqual({
      from: 2006,
      to: 2025,
      count: 20,
      equityMeanReturn: 16.56,
      equityStandardError: 6.04,
      goldReturn: 15.2,
      goldEarlier: { from: 1980, to: 2005, annualReturn: 6.89 },
      inflation: 6.5,
    });
  });

  it("lowering equity by the standard error lowers every equity year by exactly that many points", () => {
    // Two synthetic years, equity +20% and 0%: mean 10%, sample sd 14.142, standard error 10 points.
    const flat = (annual: number) => new Float64Array(12).fill((1 + annual / 100) ** (1 / 12));
    const scenarios: MarketScenarios = {
      years: [1, 2],
      equity: Float64Array.from([...flat(20), ...flat(0)]),
      debt: Float64Array.from([1, 1]),
      gold: Float64Array.from([1, 1]),
      cpi: Float64Array.from([0, 0]),
    };
    expect(sampleFacts(scenarios).equityStandardError).toBe(10);
    const lowered = adjustedScenarios(scenarios, { equityCut: 10 });
    const yearGrowth = (index: number) =>
      lowered.equity.slice(index * 12, index * 12 + 12).reduce((product, factor) => product * factor, 1);
    expect(yearGrowth(0)).toBeCloseTo(1.1, 12);
    expect(yearGrowth(1)).toBeCloseTo(0.9, 12);
    // One year, all equity, ₹1,000 a month: every path ends at one of the two years' values,
    // and the lower-returns line is the same draws 10 points lower.
    const input: SipSimulationInput = {
      ...base,
      monthlyInvestment: 1_000,
      years: 1,
      equity: 100,
      debt: 0,
      gold: 0,
      paths: 101,
      goal: null,
    };
    const { result } = runSipSimulation(input, { scenarios });
    expect(result.lowerReturns.equityReturnCut).toBe(10);
    // Σ 1000 × g^(12−m) for m = 0..11, g the monthly factor: 1.2^(1/12) → ₹13,263.81;
    // 1.1^(1/12) → ₹12,640.54; 1 → ₹12,000; 0.9^(1/12) → ₹11,339.54. The median is one of the draws.
    const medians = new Map([
      [13_264, 12_641],
      [12_000, 11_340],
    ]);
    expect(medians.get(result.final.p50)).toBe(result.lowerReturns.final.p50);
  });

  it("agrees with the independent reimplementation quoted in issue 27 (within Monte Carlo error)", () => {
    // ₹10,000 a month for 20 years, all equity, ₹1 crore goal, seed 2026, 10,000 paths: the
    // issue's independent code found 57.9% nominal, about 9% in today's rupees (the drawn
    // years' own CPI), and 52% with a 1% yearly expense ratio.
    const input: SipSimulationInput = {
      ...base,
      years: 20,
      equity: 100,
      debt: 0,
      gold: 0,
      paths: 10_000,
      seed: 2026,
      goal: 10_000_000,
    };
    const plain = runSipSimulation(input).result.goalProbabilities;
    expect(Math.abs((plain?.future ?? 0) - 57.9)).toBeLessThan(2);
    expect(Math.abs((plain?.today ?? 0) - 9)).toBeLessThan(2);
    const costly = runSipSimulation({ ...input, equityCost: 1 }).result.goalProbabilities;
    expect(Math.abs((costly?.future ?? 0) - 52)).toBeLessThan(2);
  });
});
