import { describe, expect, it } from "vitest";
import { type GoalBucketsInput, planGoalBuckets } from "./goal-buckets.ts";

/** The planner's defaults (app/features/tools/goal-buckets/goal-buckets.test.ts checks that the untouched form parses to them). */
const defaultBuckets: GoalBucketsInput = {
  inflation: 6,
  buckets: [
    { id: "short", costToday: 200_000, years: 2, annualReturn: 6 },
    { id: "medium", costToday: 1_000_000, years: 6, annualReturn: 8 },
    { id: "long", costToday: 5_000_000, years: 18, annualReturn: 11 },
  ],
};

describe("goal bucket planner", () => {
  it("gives each bucket the goal calculator's SIP (references computed separately)", () => {
    const { plans, totalMonthly } = planGoalBuckets(defaultBuckets);
    // Future cost = cost × 1.06^years; SIP = future cost ÷ (((1 + i)^n − 1) ÷ i × (1 + i)), i = return ÷ 12,
    // computed with 40-digit decimals: 8,792.17 → 8,793; 15,312.36 → 15,313; 20,984.41 → 20,985.
    expect(plans.map((plan) => plan.goal?.futureGoalCost)).toEqual([224_720, 1_418_519, 14_271_696]);
    expect(plans.map((plan) => plan.goal?.monthlySipNeeded)).toEqual([8_793, 15_313, 20_985]);
    expect(totalMonthly).toBe(8_793 + 15_313 + 20_985);
  });

  it("leaves out a bucket with no cost", () => {
    const [short, medium, long] = defaultBuckets.buckets;
    if (!short || !medium || !long) throw new Error("three buckets");
    const result = planGoalBuckets({
      ...defaultBuckets,
      buckets: [short, { ...medium, costToday: 0 }, long],
    });
    expect(result.plans[1]?.goal).toBeNull();
    expect(result.totalMonthly).toBe(8_793 + 20_985);
  });
});
