import { describe, expect, test } from "vitest";
import { formatINR } from "~/finance/money.ts";
import { simulateSip } from "~/tools/simulate-sip.ts";
import { buildSimulation, describeSimulation, isSimulationRequest } from "./simulation.ts";
import { normalise } from "./text.ts";

function reply(question: string): string {
  const request = buildSimulation(normalise(question));
  return describeSimulation(request, simulateSip(request.values));
}

describe("SIP market simulation in the chat", () => {
  test("questions about the range of outcomes run the simulation; definitions and steady-rate sums do not", () => {
    for (const question of [
      "what are the chances my 10000 SIP for 15 years reaches 50 lakh",
      "simulate a sip of 5k per month for 20 years",
      "worst case for a 10k monthly sip over 10 years",
      "run the sip simulation",
      "what's the range of outcomes for a 5000 SIP over 20 years",
      "best and worst case for 10k monthly SIP for 15 years",
      "lowest and highest my 10000 sip could be after 15 years",
    ])
      expect(isSimulationRequest(normalise(question)), question).toBe(true);
    for (const question of [
      "what is monte carlo simulation",
      "sip 5000 per month 10 years 12% return",
      "where is the simulation",
      "chances of losing money in a fixed deposit",
      "what's the best return for a 5000 sip at 12% for 10 years",
    ])
      expect(isSimulationRequest(normalise(question)), question).toBe(false);
  });

  test("reads the instalment, goal, years, step-up and mix", () => {
    expect(
      buildSimulation(
        normalise("probability that sip of 2000 a month for 30 years crosses 1 crore with 10% step up"),
      ).values,
    ).toEqual({ monthlyInvestment: "2000", goal: "10000000", years: "30", annualStepUp: "10" });
    const mix = buildSimulation(normalise("worst case for a 10k monthly sip over 10 years with 60% equity"));
    expect(mix.values).toMatchObject({ equity: "60", debt: "40", gold: "0" });
    expect(mix.assumptions).toEqual(["the remaining 40% in debt"]);
  });

  test("the link reproduces the reply's figures exactly (same inputs, same seed)", () => {
    const text = reply("what are the chances my 10000 SIP for 15 years reaches 50 lakh");
    const link = text.match(/\((\/tools\/sip-simulation\?[^)]+)\)/)?.[1] ?? "";
    const params = new URL(link, "https://example.org").searchParams;
    expect(Object.fromEntries(params)).toMatchObject({
      monthlyInvestment: "10000",
      years: "15",
      goal: "5000000",
      seed: "2026",
      paths: "10000",
    });
    const again = simulateSip(params);
    if (!again.ok) throw new Error("the link's inputs do not parse");
    const { final, goalProbability } = again.value.result;
    expect(text).toContain(formatINR(final.p50));
    expect(text).toContain(formatINR(final.p10));
    expect(text).toContain(formatINR(final.p90));
    expect(text).toContain(`**${Math.round(goalProbability ?? -1)}%** of histories`);
    expect(text).toMatch(/not a forecast/);
  });

  test("inputs outside the tool's ranges get its own messages and a link to adjust them", () => {
    const text = reply("chances of my sip of 50 crore per month");
    expect(text).toContain("Monthly investment must be between ₹100 and ₹1 crore");
    expect(text).toContain("(/tools/sip-simulation?monthlyInvestment=500000000)");
  });
});
