import { describe, expect, test } from "vitest";
import { calculateGoal, type GoalInput } from "./goal.ts";

const base: GoalInput = {
  goalCostToday: 2_500_000,
  years: 10,
  inflation: 6,
  annualReturn: 12,
  existingSavings: 0,
};

function run(overrides: Partial<GoalInput>) {
  const result = calculateGoal({ ...base, ...overrides });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe("calculateGoal", () => {
  // References (Python, 50-digit Decimal): future cost = 25 L × 1.06^10 = 44,77,119.24;
  // SIP = cost / (((1.01^120 − 1)/0.01) × 1.01) = 19,269.76; lumpsum = cost / 1.12^10 = 14,41,512.57.
  test("25 lakh in 10 years at 6% inflation and 12% return", () => {
    const result = run({});
    expect(result.futureGoalCost).toBe(4_477_119);
    expect(result.shortfall).toBe(4_477_119);
    expect(result.monthlySipNeeded).toBe(19_270);
    expect(result.lumpsumNeeded).toBe(1_441_513);
    expect(result.totalSipInvestment).toBe(19_270 * 120);
  });

  // Savings 5 L × 1.12^10 = 15,52,924.10; shortfall 29,24,195.14; SIP 12,585.89; lumpsum 9,41,512.57.
  test("existing savings grown at the expected return reduce what is needed", () => {
    const result = run({ existingSavings: 500_000 });
    expect(result.existingSavingsFutureValue).toBe(1_552_924);
    expect(result.shortfall).toBe(2_924_195);
    expect(result.monthlySipNeeded).toBe(12_586);
    expect(result.lumpsumNeeded).toBe(941_513);
  });

  test("savings that already cover the goal need nothing more", () => {
    const result = run({ existingSavings: 5_000_000 });
    expect(result.shortfall).toBe(0);
    expect(result.monthlySipNeeded).toBe(0);
    expect(result.lumpsumNeeded).toBe(0);
  });

  test("zero return and zero inflation: 10 lakh over 60 months is 16,666.67 a month, rounded up", () => {
    const result = run({ goalCostToday: 1_000_000, years: 5, inflation: 0, annualReturn: 0 });
    expect(result.monthlySipNeeded).toBe(16_667);
    expect(result.lumpsumNeeded).toBe(1_000_000);
  });

  test("the projected corpus meets the inflated cost in the goal year", () => {
    const result = run({ existingSavings: 500_000 });
    const last = result.rows[result.rows.length - 1];
    expect(last?.goalCost).toBe(4_477_119);
    expect(last?.projectedCorpus).toBe(4_477_119);
    expect(result.rows[0]?.goalCost).toBe(2_650_000);
  });
});
