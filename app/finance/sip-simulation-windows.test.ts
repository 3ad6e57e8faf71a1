import { describe, expect, it } from "vitest";
import { runSipSimulation, sampleFacts } from "./sip-simulation.ts";
import { longWindowScenarios, niftyDividendContribution } from "./sip-simulation-windows.ts";

// Expected values computed separately with Python from the reference CSVs
// (/work/shared/reference/market-history-annual.csv and -monthly.csv) and the yearly debt
// returns printed by market_history_stats.py --debt.
const model = longWindowScenarios();
const { scenarios } = model;
const at = (year: number) => scenarios.years.indexOf(year);
const yearGrowth = (year: number) =>
  Array.from(scenarios.equity.subarray(at(year) * 12, at(year) * 12 + 12)).reduce((a, b) => a * b, 1);

describe("the 1980-2025 window", () => {
  it("covers the 46 years with a Sensex, gold and CPI value", () => {
    expect(scenarios.years.length).toBe(46);
    expect(scenarios.years[0]).toBe(1980);
    expect(scenarios.years.at(-1)).toBe(2025);
  });

  it("adds the Nifty 50's mean TRI-over-price gap as the dividend yield", () => {
    // Mean of (TRI − price) over the 20 years 2006-2025: 1.404 points.
    expect(niftyDividendContribution()).toBeCloseTo(1.404, 6);
    expect(model.dividendYield).toBeCloseTo(1.404, 6);
    // 1985: Sensex +93.98% + 1.404 = 95.384%, spread evenly (no monthly series before 1996).
    expect(yearGrowth(1985)).toBeCloseTo(1.95384, 6);
    const month = scenarios.equity[at(1985) * 12] ?? 0;
    expect(month ** 12).toBeCloseTo(1.95384, 6);
  });

  it("follows the Nifty's months from 1996, scaled to the Sensex year", () => {
    expect(model.monthlyFrom).toBe(1996);
    // 1996: Sensex −0.81% + 1.404 = +0.594%. January and February keep the Nifty's shape:
    // (848.42 / 908.53) ÷ (992.51 / 848.42) between their factors.
    expect(yearGrowth(1996)).toBeCloseTo(1.00594, 6);
    const january = scenarios.equity[at(1996) * 12] ?? 0;
    const february = scenarios.equity[at(1996) * 12 + 1] ?? 0;
    expect(january / february).toBeCloseTo(848.42 / 908.53 / (992.51 / 848.42), 9);
  });

  it("debt: the modelled G-sec from 2002, its 2002-2025 compound return before", () => {
    // The 24 modelled returns 2002-2025 compound to 7.40% a year (7.4028% from the two-decimal
    // yearly figures; the reference's stats table also says 7.40).
    expect(model.debtBeforeSeries.from).toBe(1980);
    expect(model.debtBeforeSeries.to).toBe(2001);
    expect(model.debtBeforeSeries.annualReturn).toBeCloseTo(7.4028, 2);
    expect((scenarios.debt[at(1990)] ?? 0) ** 12).toBeCloseTo(1.074028, 3);
    // 2010: 6.19% in the stats script's table.
    expect((scenarios.debt[at(2010)] ?? 0) ** 12).toBeCloseTo(1.0619, 4);
    // Gold and CPI are the year's own: 1985 gold +3.60%, CPI 5.56%.
    expect((scenarios.gold[at(1985)] ?? 0) ** 12).toBeCloseTo(1.036, 9);
    expect(scenarios.cpi[at(1985)]).toBe(5.56);
  });

  it("runs through the simulation: the sample is 46 years with a mean equity year of 20.57%", () => {
    // Mean of Sensex + 1.404 over 1980-2025: 20.5725%; standard error (stdev ÷ √46) 4.4374 points.
    const facts = sampleFacts(scenarios);
    expect(facts).toMatchObject({ from: 1980, to: 2025, count: 46 });
    expect(facts.equityMeanReturn).toBeCloseTo(20.57, 2);
    expect(facts.equityStandardError).toBeCloseTo(4.44, 2);
    const view = runSipSimulation(
      {
        monthlyInvestment: 10_000,
        years: 10,
        annualStepUp: 0,
        equity: 70,
        debt: 20,
        gold: 10,
        paths: 500,
        seed: 7,
        goal: null,
        goalIn: "today",
        inflation: "cpi",
        equityCost: 0,
        debtCost: 0,
        goldCost: 0,
      },
      { scenarios },
    );
    expect(view.dataYears).toEqual({ from: 1980, to: 2025, count: 46 });
    expect(view.result.final.p50).toBeGreaterThan(view.result.final.p10);
  });
});
