import { describe, expect, it } from "vitest";
import type { AllocationInput } from "#app/finance/asset-allocation.ts";
import { riskQuestions } from "#app/finance/risk-tolerance.ts";
import { allocationFields, parseAllocation } from "./asset-allocation.ts";

const parse = (query: string) => parseAllocation(new URLSearchParams(query));

describe("asset allocation inputs", () => {
  it("take defaults and reject answers that are not options", () => {
    const typical: AllocationInput = {
      age: 30,
      yearsToGoal: 15,
      goal: "longGoal",
      incomeStability: "salaried",
      emergencyFund: "3to6",
      insurance: "full",
      lossReaction: "continue",
    };
    expect(parse("")).toEqual({ ok: true, value: typical });
    expect(parse("age=12&goal=lottery")).toEqual({
      ok: false,
      issues: [
        { field: "age", message: "Your age must be between 18 years and 80 years" },
        { field: "goal", message: "Please answer: What is this money mainly for?" },
      ],
    });
    expect(parse("yearsToGoal=2.5").ok).toBe(false);
    expect(parse("insurance=none&yearsToGoal=40")).toMatchObject({
      ok: true,
      value: { insurance: "none", yearsToGoal: 40 },
    });
  });

  it("ask the risk quiz's questions with its options, so the planner can score them with its points", () => {
    for (const id of ["goal", "incomeStability", "emergencyFund", "lossReaction"] as const) {
      const question = riskQuestions.find((candidate) => candidate.id === id);
      expect(allocationFields[id].label).toBe(question?.question);
      expect(allocationFields[id].options).toEqual(
        question?.options.map(({ value, label }) => ({ value, label })),
      );
    }
  });
});
