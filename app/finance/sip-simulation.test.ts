import { describe, expect, it } from "vitest";
import { annualSeries, gsecModelledReturns, nifty50MonthlyPriceReturns } from "./market-history.ts";
import { createRandomSource, randomIndex } from "./random.ts";
import {
  fixedRateScenarios,
  fixedRateSipValue,
  historicalScenarios,
  type MarketScenarios,
  mixCompoundReturn,
  percentileOfSorted,
  runSimulationPaths,
  runSipSimulation,
  type SipSimulationInput,
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
    expect(view.result.fixedRate).toEqual({ annualReturn: 12, futureValue: 1_120_179 });
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
