import { type BucketId, bucketDefinitions, type GoalBucketsInput } from "#app/finance/goal-buckets.ts";
import { inflationRate, rate, rupees, years } from "#app/forms/fields.ts";
import { type ParseResult, parseInputs } from "#app/forms/parse.ts";
import type { InputGroup } from "#app/forms/view.ts";

// The goal bucket planner on /tools/asset-allocation-tools: for each bucket the goal's cost
// today, its years away (within the bucket's range) and the bucket's expected return.

function bucket(id: BucketId) {
  const found = bucketDefinitions.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No goal bucket ${id}`);
  return found;
}

function cost(id: BucketId, defaultValue: number) {
  return rupees({
    label: `${bucket(id).name} goal: cost today`,
    max: 500_000_000,
    sliderMin: 0,
    sliderMax: 500_000_000,
    step: 10_000,
    defaultValue,
  });
}

function yearsAway(id: BucketId, defaultValue: number) {
  const { name, minYears, maxYears } = bucket(id);
  return years({
    label: `${name} goal: years away`,
    min: minYears,
    max: maxYears,
    sliderMin: minYears,
    sliderMax: maxYears,
    defaultValue,
  });
}

function expectedReturn(id: BucketId, defaultValue: number) {
  return rate({
    label: `${bucket(id).name} goal: expected return`,
    max: 20,
    sliderMax: 20,
    step: 0.5,
    defaultValue,
  });
}

export const goalBucketFields = {
  shortCost: cost("short", 200_000),
  shortYears: yearsAway("short", 2),
  shortReturn: expectedReturn("short", 6),
  mediumCost: cost("medium", 1_000_000),
  mediumYears: yearsAway("medium", 6),
  mediumReturn: expectedReturn("medium", 8),
  longCost: cost("long", 5_000_000),
  longYears: yearsAway("long", 18),
  longReturn: expectedReturn("long", 11),
  inflation: inflationRate({
    label: "Yearly rise in the goals' costs",
    max: 15,
    sliderMax: 15,
    step: 0.5,
    defaultValue: 6,
  }),
};

export const goalBucketGroups: readonly InputGroup<keyof typeof goalBucketFields>[] = [
  ...bucketDefinitions.map(({ id, name, minYears, maxYears }) => ({
    title: `${name} (${minYears}-${maxYears} years)`,
    names: [`${id}Cost`, `${id}Years`, `${id}Return`] as const,
  })),
  { title: "For all goals", names: ["inflation"] },
];

export function parseGoalBuckets(params: URLSearchParams): ParseResult<GoalBucketsInput> {
  const parsed = parseInputs(goalBucketFields, params);
  if (!parsed.ok) return parsed;
  const values = parsed.value;
  return {
    ok: true,
    value: {
      inflation: values.inflation,
      buckets: [
        {
          id: "short",
          costToday: values.shortCost,
          years: values.shortYears,
          annualReturn: values.shortReturn,
        },
        {
          id: "medium",
          costToday: values.mediumCost,
          years: values.mediumYears,
          annualReturn: values.mediumReturn,
        },
        { id: "long", costToday: values.longCost, years: values.longYears, annualReturn: values.longReturn },
      ],
    },
  };
}
