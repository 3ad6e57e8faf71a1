import { calculateLumpsum, formatINR, lumpsumInputs } from "~/finance/index.ts";
import { defineCalculator } from "./view.ts";

export const lumpsumCalculator = defineCalculator({
  slug: "lumpsum",
  inputs: lumpsumInputs,
  calculate: calculateLumpsum,
  present(result, input) {
    return {
      headline: `${formatINR(input.amount)} invested once for ${input.years} years at ${input.annualReturn}% a year grows to about ${formatINR(result.futureValue)}.`,
      summary: [
        { label: "Amount invested", value: result.invested, kind: "rupees" },
        { label: "Estimated gains", value: result.totalGains, kind: "rupees" },
        { label: "Future value", value: result.futureValue, kind: "rupees", highlight: true },
        {
          label: "In today's rupees",
          value: result.realFutureValue,
          kind: "rupees",
          detail: `At ${input.inflation}% inflation a year`,
        },
      ],
      chart: {
        kind: "stacked",
        title: "Amount invested and gains at the end of each year",
        labels: result.rows.map((row) => `Y${row.year}`),
        series: [
          { name: "Invested", values: result.rows.map(() => result.invested) },
          { name: "Gains", values: result.rows.map((row) => row.gains) },
        ],
        valueKind: "rupees",
      },
      tables: [
        {
          caption: "Year-by-year growth of the investment",
          columns: [
            { label: "Year", kind: "number" },
            { label: "Gains so far", kind: "rupees" },
            { label: "Value at year end", kind: "rupees" },
            { label: "Value in today's rupees", kind: "rupees" },
          ],
          rows: result.rows.map((row) => [row.year, row.gains, row.value, row.realValue]),
        },
      ],
      notes: [],
    };
  },
});
