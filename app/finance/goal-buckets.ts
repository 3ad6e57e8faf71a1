// Goal bucket planner: money for short, medium and long-term goals kept in separate buckets,
// each in the kind of asset that suits its horizon, with the monthly SIP each bucket needs.
// The SIP for each bucket is the goal calculator's (goal.ts): inflate today's cost to the
// goal year, then find the start-of-month SIP at the bucket's expected return.
import { calculateGoal, type GoalResult } from "./goal.ts";

export type BucketId = "short" | "medium" | "long";

export interface BucketDefinition {
  id: BucketId;
  name: string;
  minYears: number;
  maxYears: number;
  /** Where money for this horizon usually goes, and why. */
  suggestion: string;
}

export const bucketDefinitions: readonly BucketDefinition[] = [
  {
    id: "short",
    name: "Short term",
    minYears: 1,
    maxYears: 3,
    suggestion:
      "Debt only: bank FDs, RDs, liquid or short-duration debt funds. The money must be there on the day, and equity can fall 20% or more in a year.",
  },
  {
    id: "medium",
    name: "Medium term",
    minYears: 4,
    maxYears: 7,
    suggestion:
      "Mostly debt with some equity, for example a conservative or balanced hybrid fund, moving to debt in the last two or three years.",
  },
  {
    id: "long",
    name: "Long term",
    minYears: 8,
    maxYears: 40,
    suggestion:
      "Mostly equity (for example a broad index fund) with some debt and gold, moving to debt over the last years before the goal.",
  },
];

/** One bucket's goal, parsed by app/features/tools/goal-buckets/goal-buckets.ts (years within the bucket's range). */
export interface BucketInput {
  id: BucketId;
  /** What the goal would cost today; 0 leaves the bucket out. */
  costToday: number;
  years: number;
  /** Expected annual return of the bucket's assets, percent. */
  annualReturn: number;
}

export interface GoalBucketsInput {
  buckets: BucketInput[];
  /** Yearly rise in the goals' costs, percent. */
  inflation: number;
}

export interface BucketPlan extends BucketDefinition {
  input: BucketInput;
  /** null when the bucket is left out (cost 0). */
  goal: GoalResult | null;
}

export interface GoalBucketsResult {
  plans: BucketPlan[];
  totalMonthly: number;
}

export function planGoalBuckets(input: GoalBucketsInput): GoalBucketsResult {
  const plans = bucketDefinitions.map((bucket): BucketPlan => {
    const bucketInput = input.buckets.find((item) => item.id === bucket.id) ?? {
      id: bucket.id,
      costToday: 0,
      years: bucket.minYears,
      annualReturn: 0,
    };
    const outcome =
      bucketInput.costToday > 0
        ? calculateGoal({
            goalCostToday: bucketInput.costToday,
            years: bucketInput.years,
            inflation: input.inflation,
            annualReturn: bucketInput.annualReturn,
            existingSavings: 0,
          })
        : null;
    return { ...bucket, input: bucketInput, goal: outcome?.ok ? outcome.value : null };
  });
  return { plans, totalMonthly: plans.reduce((sum, plan) => sum + (plan.goal?.monthlySipNeeded ?? 0), 0) };
}
