import { calculateInflation, formatINR } from "#app/finance/index.ts";
import { inflationRate, rupees, years } from "#app/forms/fields.ts";
import { defineCalculator } from "../define.ts";
import { guide } from "./guide.ts";

export const calculator = defineCalculator({
  fields: {
    amount: rupees({
      label: "Amount",
      sliderMin: 100,
      sliderMax: 1_000_000_000,
      step: 100,
      defaultValue: 100_000,
    }),
    inflation: inflationRate({ label: "Yearly inflation", sliderMax: 20, step: 0.5, defaultValue: 6 }),
    years: years({ label: "Years", sliderMin: 1, sliderMax: 50, defaultValue: 10 }),
  },
  calculate: calculateInflation,
  present(result, input) {
    return {
      headline: `At ${input.inflation}% inflation, what costs ${formatINR(input.amount)} today will cost about ${formatINR(result.futureCost)} in ${input.years} years; ${formatINR(input.amount)} received then is worth ${formatINR(result.presentValue)} today.`,
      summary: [
        { label: "Future cost of today's amount", value: result.futureCost, kind: "rupees", highlight: true },
        {
          label: "Today's value of that amount received later",
          value: result.presentValue,
          kind: "rupees",
          highlight: true,
        },
        { label: "Purchasing power lost", value: result.purchasingPowerLost, kind: "percent" },
      ],
      chart: {
        kind: "line",
        title: "Future cost and today's value, year by year",
        labels: result.rows.map((row) => `Y${row.year}`),
        series: [
          { name: "Future cost", values: result.rows.map((row) => row.futureCost) },
          { name: "Today's value", values: result.rows.map((row) => row.presentValue) },
        ],
        valueKind: "rupees",
      },
      tables: [
        {
          caption: "Effect of inflation year by year",
          columns: [
            { label: "Year", kind: "number" },
            { label: "Future cost", kind: "rupees" },
            { label: "Today's value", kind: "rupees" },
          ],
          rows: result.rows.map((row) => [row.year, row.futureCost, row.presentValue]),
        },
      ],
      notes: [
        "India's consumer-price inflation averaged about 5.9% a year from 2000 to 2025 and about 7.4% from 1980, with single years of 12-14% (World Bank CPI series for India; 2025 provisional). Education and health costs have often risen faster than the overall index, so a higher rate is prudent for those goals.",
      ],
    };
  },
  guide,
});
