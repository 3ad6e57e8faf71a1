import { calculateGoal, formatINR, goalInputs } from "~/finance/index.ts";
import { defineCalculator } from "./view.ts";

export const goalCalculator = defineCalculator({
  slug: "goal",
  inputs: goalInputs,
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
});
