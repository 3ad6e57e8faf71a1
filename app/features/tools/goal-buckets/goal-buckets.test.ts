import { describe, expect, it } from "vitest";
import { bucketDefinitions } from "#app/finance/goal-buckets.ts";
import { goalBucketFields, goalBucketGroups, parseGoalBuckets } from "./goal-buckets.ts";

const parse = (query: string) => parseGoalBuckets(new URLSearchParams(query));

describe("goal bucket inputs", () => {
  it("take the planner's defaults and leave out a bucket whose cost is 0", () => {
    expect(parse("")).toEqual({
      ok: true,
      value: {
        inflation: 6,
        buckets: [
          { id: "short", costToday: 200_000, years: 2, annualReturn: 6 },
          { id: "medium", costToday: 1_000_000, years: 6, annualReturn: 8 },
          { id: "long", costToday: 5_000_000, years: 18, annualReturn: 11 },
        ],
      },
    });
    expect(parse("mediumCost=0")).toMatchObject({
      ok: true,
      value: { buckets: [{ costToday: 200_000 }, { costToday: 0 }, { costToday: 5_000_000 }] },
    });
  });

  it("keep each bucket's years within its range", () => {
    expect(parse("shortYears=5&longYears=7")).toEqual({
      ok: false,
      issues: [
        { field: "shortYears", message: "Short term goal: years away must be between 1 year and 3 years" },
        { field: "longYears", message: "Long term goal: years away must be between 8 years and 40 years" },
      ],
    });
    for (const bucket of bucketDefinitions) {
      const field = goalBucketFields[`${bucket.id}Years`];
      expect([field.min, field.max]).toEqual([bucket.minYears, bucket.maxYears]);
    }
  });

  it("show every field once, under its bucket's heading", () => {
    const shown = goalBucketGroups.flatMap((group) => group.names);
    expect([...shown].sort()).toEqual(Object.keys(goalBucketFields).sort());
  });
});
