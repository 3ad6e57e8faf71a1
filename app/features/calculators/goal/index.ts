import { calculateGoal, formatINR } from "#app/finance/index.ts";
import { inflationRate, rate, rupees, years } from "#app/forms/fields.ts";
import { defineCalculator } from "../define.ts";
import { guide } from "./guide.ts";

export const calculator = defineCalculator({
  fields: {
    goalCostToday: rupees({
      label: "Cost of the goal today",
      min: 1,
      sliderMin: 10_000,
      sliderMax: 500_000_000,
      step: 10_000,
      defaultValue: 2_500_000,
    }),
    years: years({ label: "Years to the goal", sliderMin: 1, sliderMax: 40, defaultValue: 10 }),
    inflation: inflationRate({
      label: "Expected inflation for this goal",
      sliderMax: 15,
      step: 0.5,
      defaultValue: 6,
      help: "Education costs in India have often risen faster than general inflation.",
    }),
    annualReturn: rate({ label: "Expected annual return", sliderMax: 30, step: 0.5, defaultValue: 12 }),
    existingSavings: rupees({
      label: "Already saved for this goal",
      sliderMin: 0,
      sliderMax: 500_000_000,
      step: 10_000,
      defaultValue: 0,
    }),
  },
  calculate: calculateGoal,
  present(result, input) {
    const reached = result.shortfall <= 0;
    return {
      headline: reached
        ? `Your existing savings should cover the goal's future cost of ${formatINR(result.futureGoalCost)} on their own.`
        : `A goal that costs ${formatINR(input.goalCostToday)} today will cost about ${formatINR(result.futureGoalCost)} in ${input.years} years: a monthly SIP of ${formatINR(result.monthlySipNeeded)} or ${formatINR(result.lumpsumNeeded)} invested today gets you there.`,
      summary: [
        { label: "Future cost of the goal", value: result.futureGoalCost, kind: "rupees" },
        { label: "Existing savings will grow to", value: result.existingSavingsFutureValue, kind: "rupees" },
        { label: "Shortfall to cover", value: Math.max(result.shortfall, 0), kind: "rupees" },
        { label: "Monthly SIP needed", value: result.monthlySipNeeded, kind: "rupees", highlight: true },
        { label: "Or a lumpsum today of", value: result.lumpsumNeeded, kind: "rupees", highlight: true },
        { label: "Total you would put in by SIP", value: result.totalSipInvestment, kind: "rupees" },
      ],
      chart: {
        kind: "line",
        title: "Cost of the goal and your projected savings, year by year",
        labels: result.rows.map((row) => `Y${row.year}`),
        series: [
          { name: "Goal cost", values: result.rows.map((row) => row.goalCost) },
          { name: "Projected savings with the SIP", values: result.rows.map((row) => row.projectedCorpus) },
        ],
        valueKind: "rupees",
      },
      tables: [
        {
          caption: "Goal cost and projected savings by year",
          columns: [
            { label: "Year", kind: "number" },
            { label: "Goal cost", kind: "rupees" },
            { label: "Projected savings", kind: "rupees" },
          ],
          rows: result.rows.map((row) => [row.year, row.goalCost, row.projectedCorpus]),
        },
      ],
      notes: [
        "The SIP figure assumes you invest at the start of each month and earn the same return every year; review the plan every year and raise the SIP if returns fall short.",
      ],
    };
  },
  guide,
});
