import { calculateLumpsum, formatINR } from "#app/finance/index.ts";
import { inflationRate, rate, rupees, years } from "#app/forms/fields.ts";
import { defineCalculator } from "../define.ts";
import { guide } from "./guide.ts";

export const calculator = defineCalculator({
  fields: {
    amount: rupees({
      label: "Amount invested",
      min: 1,
      sliderMin: 1_000,
      sliderMax: 100_000_000,
      step: 1_000,
      defaultValue: 100_000,
    }),
    annualReturn: rate({ label: "Expected annual return", sliderMax: 30, step: 0.5, defaultValue: 12 }),
    years: years({ label: "Investment period", sliderMin: 1, sliderMax: 40, defaultValue: 10 }),
    inflation: inflationRate({ label: "Inflation", sliderMax: 15, step: 0.5, defaultValue: 6 }),
  },
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
  guide,
});
