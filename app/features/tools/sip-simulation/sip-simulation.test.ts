import { describe, expect, it } from "vitest";
import { requireFact } from "#app/content/facts/index.ts";
import { runSipSimulation } from "#app/finance/sip-simulation.ts";
import { simulateSip } from "./simulate-sip.ts";
import {
  parseSipSimulation,
  parseSipSimulationQuery,
  sipSimulationFields,
  sipSimulationGroups,
} from "./sip-simulation.ts";

const defaults = {
  monthlyInvestment: 10_000,
  years: 15,
  annualStepUp: 0,
  equity: 70,
  debt: 20,
  gold: 10,
  paths: 10_000,
  seed: 2026,
  goal: null,
  goalIn: "today",
  equityCost: 0.9,
  debtCost: 0.9,
  goldCost: 0.9,
  window: "2006-2025",
  inflation: "cpi",
};

describe("SIP simulation inputs", () => {
  it("take defaults, accept Indian amounts and an empty goal for none", () => {
    expect(parseSipSimulation(new URLSearchParams("monthlyInvestment=5,000&goal=1.5 crore"))).toEqual({
      ok: true,
      value: { ...defaults, monthlyInvestment: 5_000, goal: 15_000_000 },
    });
    expect(parseSipSimulation(new URLSearchParams("goal="))).toEqual({ ok: true, value: defaults });
    expect(parseSipSimulation(new URLSearchParams())).toEqual({ ok: true, value: defaults });
  });

  it("take inflation as cpi or a percent, and the defaults' expense ratio is SEBI's index fund cap", () => {
    const parse = (query: string) => parseSipSimulation(new URLSearchParams(query));
    expect(parse("inflation=CPI")).toEqual({ ok: true, value: defaults });
    expect(parse("inflation=5.5&goalIn=future")).toEqual({
      ok: true,
      value: { ...defaults, inflation: 5.5, goalIn: "future" },
    });
    expect(parse("inflation=0")).toMatchObject({ ok: true, value: { inflation: 0 } });
    expect(parse("inflation=-1")).toMatchObject({ ok: false, issues: [{ field: "inflation" }] });
    // The registry's fact and the default are one figure (0.90% from 1 April 2026).
    expect(requireFact("mf-index-ber-cap").value).toBe(sipSimulationFields.equityCost.defaultValue);
  });

  it("report every problem at once, the mix total with the fields' own", () => {
    expect(simulateSip({ years: 41, paths: "50", equity: "60", seed: "1.5" })).toEqual({
      ok: false,
      issues: [
        { field: "years", message: "Years must be between 1 year and 40 years" },
        { field: "paths", message: "Number of paths must be between 100 and 20,000" },
        { field: "seed", message: "Seed must be a whole number" },
        { field: "equity", message: "Equity, debt and gold must add up to 100% (they add up to 90%)" },
      ],
    });
  });

  it("the page ignores other URL parameters; the API and simulateSip name them", () => {
    const params = new URLSearchParams("paths=100&utm_source=mail");
    expect(parseSipSimulation(params).ok).toBe(true);
    expect(parseSipSimulationQuery(params)).toEqual({
      ok: false,
      issues: [
        {
          field: "utm_source",
          message:
            "Unknown input 'utm_source'. Inputs: monthlyInvestment, years, annualStepUp, equity, debt, gold, paths, seed, goal, goalIn, equityCost, debtCost, goldCost, window, inflation",
        },
      ],
    });
  });

  it("show every field but the seed under a heading (the seed has its own field)", () => {
    const shown = sipSimulationGroups.flatMap((group) => group.names);
    expect([...shown, "seed"].sort()).toEqual(Object.keys(sipSimulationFields).sort());
  });
});

describe("simulateSip", () => {
  it("returns exactly the API's shape, from the module the worker and the API run", () => {
    const outcome = simulateSip({ paths: 100, years: 3 });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(Object.keys(outcome.value)).toEqual(["inputs", "result"]);
    expect(Object.keys(outcome.value.result).sort()).toEqual(
      [
        "belowInvestedShare",
        "final",
        "real",
        "fixedRate",
        "goalProbability",
        "goalProbabilities",
        "lowerReturns",
        "medianMaxDrawdown",
        "sample",
        "windowModel",
        "otherWindow",
        "years",
      ].sort(),
    );
    expect(Object.keys(outcome.value.result.years[0] ?? {})).toEqual([
      "year",
      "invested",
      "p10",
      "p25",
      "p50",
      "p75",
      "p90",
      "realP50",
    ]);
    expect(Object.keys(outcome.value.result.final)).toEqual(["p10", "p25", "p50", "p75", "p90", "mean"]);
    expect(outcome.value.result).toEqual(runSipSimulation(outcome.value.inputs).result);
  });

  it("takes the API's query parameters as text or as numbers, with the same figures", () => {
    const fromText = simulateSip(new URLSearchParams("monthlyInvestment=5k&years=4&paths=200&seed=9&goal="));
    const fromNumbers = simulateSip({ monthlyInvestment: 5_000, years: 4, paths: 200, seed: 9, goal: null });
    expect(fromText.ok).toBe(true);
    expect(fromNumbers).toEqual(fromText);
  });
});

describe("the window of years (issue 27, item 4)", () => {
  it("2006-2025 by default; 1980-2025 on request, with its modelling and the other window beside", () => {
    const short = simulateSip({ paths: 200, years: 5, goal: 500_000 });
    const long = simulateSip({ paths: 200, years: 5, goal: 500_000, window: "1980-2025" });
    if (!short.ok || !long.ok) throw new Error("valid inputs");
    expect(short.value.inputs.window).toBe("2006-2025");
    expect(short.value.result.sample).toMatchObject({ from: 2006, to: 2025, count: 20 });
    expect(short.value.result.windowModel).toBeNull();
    expect(short.value.result.otherWindow.window).toBe("1980-2025");
    expect(long.value.result.sample).toMatchObject({ from: 1980, to: 2025, count: 46 });
    // Each run's "other window" is the other run's own figure (same inputs, same seed).
    expect(long.value.result.otherWindow).toEqual({
      window: "2006-2025",
      final: { p50: short.value.result.final.p50 },
      real: { p50: short.value.result.real.p50 },
      goalProbability: short.value.result.goalProbability,
    });
    expect(short.value.result.otherWindow.final.p50).toBe(long.value.result.final.p50);
    // Values from sip-simulation-windows.test.ts: 1.40 points of dividends, debt 7.40% in 1980-2001.
    expect(long.value.result.windowModel).toEqual({
      dividendYield: 1.4,
      debtBefore: { from: 1980, to: 2001, annualReturn: 7.4 },
      monthlyFrom: 1996,
    });
    expect(parseSipSimulationQuery({ window: "1990-2025" })).toEqual({
      ok: false,
      issues: [
        {
          field: "window",
          message:
            "Years drawn from must be one of: 2006-2025 (all three observed), 1980-2025 (equity and gold; debt partly modelled)",
        },
      ],
    });
  });
});
