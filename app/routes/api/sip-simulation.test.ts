import { RouterContextProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { simulateSip } from "#app/features/tools/sip-simulation/simulate-sip.ts";
import {
  createSimulationService,
  inProcessRunner,
} from "#app/features/tools/sip-simulation/sip-simulation.server.ts";
import type { AppServices } from "#app/platform/context.server.ts";
import { requestInfoContext, servicesContext } from "#app/platform/context.server.ts";
import { createMemoryStore } from "#app/platform/rate-limit.server.ts";
import { loader } from "./sip-simulation.ts";

const simulations = createSimulationService(inProcessRunner, createMemoryStore());
let address = 0;

async function call(query: string, ip = `203.0.113.${++address}`) {
  const url = new URL(`http://localhost/api/tools/sip-simulation${query}`);
  const context = new RouterContextProvider();
  context.set(servicesContext, { simulations } as AppServices);
  context.set(requestInfoContext, { requestId: "simulation-test", clientIp: ip });
  const response = (await loader({ url, context } as never)) as Response;
  return { status: response.status, headers: response.headers, body: JSON.parse(await response.text()) };
}

describe("GET /api/tools/sip-simulation", () => {
  test("answers with exactly the documented shape, the same figures as simulateSip()", async () => {
    const { status, headers, body } = await call(
      "?monthlyInvestment=5000&years=10&annualStepUp=5&equity=60&debt=30&gold=10&paths=500&seed=42&goal=1500000",
    );
    expect(status).toBe(200);
    expect(headers.get("content-type")).toContain("application/json");
    expect(Object.keys(body)).toEqual(["inputs", "result"]);
    expect(body.inputs).toEqual({
      monthlyInvestment: 5000,
      years: 10,
      annualStepUp: 5,
      equity: 60,
      debt: 30,
      gold: 10,
      paths: 500,
      seed: 42,
      goal: 1_500_000,
      goalIn: "today",
      equityCost: 0.9,
      debtCost: 0.9,
      goldCost: 0.9,
      window: "2006-2025",
      inflation: "cpi",
    });
    expect(Object.keys(body.result)).toEqual([
      "years",
      "final",
      "real",
      "goalProbability",
      "goalProbabilities",
      "belowInvestedShare",
      "medianMaxDrawdown",
      "fixedRate",
      "lowerReturns",
      "sample",
      "windowModel",
      "otherWindow",
    ]);
    expect(body.result.years).toHaveLength(10);
    expect(Object.keys(body.result.years[0])).toEqual([
      "year",
      "invested",
      "p10",
      "p25",
      "p50",
      "p75",
      "p90",
      "realP50",
    ]);
    expect(Object.keys(body.result.final)).toEqual(["p10", "p25", "p50", "p75", "p90", "mean"]);
    expect(Object.keys(body.result.real)).toEqual(Object.keys(body.result.final));
    expect(Object.keys(body.result.fixedRate)).toEqual([
      "annualReturn",
      "futureValue",
      "inflation",
      "realFutureValue",
    ]);
    expect(Object.keys(body.result.lowerReturns)).toEqual([
      "equityReturnCut",
      "final",
      "real",
      "goalProbability",
    ]);
    // Whole percents, the goal read as stated (today's rupees by default).
    expect(Number.isInteger(body.result.goalProbability)).toBe(true);
    expect(body.result.goalProbability).toBe(body.result.goalProbabilities.today);
    const direct = simulateSip(body.inputs);
    expect(direct.ok && direct.value).toEqual(body);
  });

  test("missing inputs take their defaults and no goal gives a null probability", async () => {
    const { status, body } = await call("?paths=100");
    expect(status).toBe(200);
    expect(body.inputs).toMatchObject({ monthlyInvestment: 10000, years: 15, seed: 2026, goal: null });
    expect(body.result.goalProbability).toBeNull();
  });

  test("answers 400 with a message for every bad field", async () => {
    const { status, body } = await call(
      "?monthlyInvestment=50&years=0&equity=abc&paths=20001&seed=-1&colour=red",
    );
    expect(status).toBe(400);
    expect(body.error).toBe("Invalid input");
    expect(body.issues).toEqual([
      { field: "monthlyInvestment", message: "Monthly investment must be between ₹100 and ₹1 crore" },
      { field: "years", message: "Years must be between 1 year and 40 years" },
      { field: "equity", message: "Equity must be a number" },
      { field: "paths", message: "Number of paths must be between 100 and 20,000" },
      { field: "seed", message: "Seed must be between 0 and 4,29,49,67,295" },
      {
        field: "colour",
        message:
          "Unknown input 'colour'. Inputs: monthlyInvestment, years, annualStepUp, equity, debt, gold, paths, seed, goal, goalIn, equityCost, debtCost, goldCost, window, inflation",
      },
    ]);
  });

  test("inflation, the goal's rupees and expense ratios outside their ranges get a 400 naming the field", async () => {
    const { status, body } = await call("?inflation=31&goalIn=later&equityCost=5&debtCost=-1&goldCost=abc");
    expect(status).toBe(400);
    expect(body.issues).toEqual([
      {
        field: "goalIn",
        message: "Goal measured in must be today (today's rupees) or future (rupees of the final year)",
      },
      { field: "equityCost", message: "Equity fund expense ratio must be between 0% and 3%" },
      { field: "debtCost", message: "Debt fund expense ratio must be between 0% and 3%" },
      { field: "goldCost", message: "Gold fund expense ratio must be a number" },
      {
        field: "inflation",
        message:
          "Inflation must be cpi (each drawn year's own CPI inflation) or a percent between 0% and 30%",
      },
    ]);
    const fixed = await call("?paths=100&inflation=6&goalIn=future");
    expect(fixed.status).toBe(200);
    expect(fixed.body.inputs).toMatchObject({ inflation: 6, goalIn: "future" });
    expect(fixed.body.result.fixedRate.inflation).toBe(6);
  });

  test("a visitor's uncached runs are limited to ten a minute (429 with Retry-After); cached ones and other visitors are not", async () => {
    const ip = "198.51.100.7";
    for (let seed = 1; seed <= 10; seed++)
      expect((await call(`?paths=100&seed=${seed}`, ip)).status).toBe(200);
    const limited = await call("?paths=100&seed=11", ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.body.error).toBe(
      "Too many simulations from your connection. Please wait a moment and try again.",
    );
    // A result already computed (a shared link) costs nothing and is still served.
    expect((await call("?paths=100&seed=3", ip)).status).toBe(200);
    expect((await call("?paths=100&seed=11")).status).toBe(200);
  });

  test("a mix that does not add up to 100 is refused", async () => {
    const { status, body } = await call("?equity=80&debt=30&gold=0");
    expect(status).toBe(400);
    expect(body.issues).toEqual([
      { field: "equity", message: "Equity, debt and gold must add up to 100% (they add up to 110%)" },
    ]);
  });
});
