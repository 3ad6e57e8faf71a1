import { calculateSip, formatINR } from "#app/finance/index.ts";
import { describeMonths, inflationRate, percent, rate, rupees, tenure } from "#app/forms/fields.ts";
import { defineCalculator } from "../define.ts";
import { guide } from "./guide.ts";

export const calculator = defineCalculator({
  fields: {
    monthlyInvestment: rupees({
      label: "Monthly investment",
      min: 1,
      sliderMin: 100,
      sliderMax: 1_000_000,
      step: 100,
      defaultValue: 10_000,
    }),
    annualReturn: rate({ label: "Expected annual return", sliderMax: 30, step: 0.5, defaultValue: 12 }),
    years: tenure({ label: "Investment period", maxYears: 40, sliderMaxYears: 40, defaultYears: 10 }),
    annualStepUp: percent({
      label: "Yearly step-up",
      min: 0,
      max: 50,
      sliderMin: 0,
      sliderMax: 50,
      step: 1,
      defaultValue: 0,
      help: "Raise the monthly amount by this much every year, e.g. with your salary.",
    }),
    inflation: inflationRate({
      label: "Inflation",
      sliderMax: 15,
      step: 0.5,
      defaultValue: 6,
      help: "Used only to show what the final amount is worth in today's rupees.",
    }),
  },
  // A tenure field holds whole months; its URL name stays `years` so older links keep working.
  calculate: (input) => calculateSip({ ...input, months: input.years }),
  present(result, input) {
    const stepUp = input.annualStepUp > 0;
    const period = describeMonths(input.years);
    const label = (row: (typeof result.rows)[number]) =>
      row.months % 12 === 0 ? `Y${row.year}` : `M${row.months}`;
    return {
      headline: `Investing ${formatINR(input.monthlyInvestment)} a month for ${period} at ${input.annualReturn}% a year grows to about ${formatINR(result.futureValue)}.`,
      summary: [
        { label: "Total invested", value: result.totalInvested, kind: "rupees" },
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
        title: "Invested amount and gains at the end of each year",
        labels: result.rows.map(label),
        series: [
          { name: "Invested", values: result.rows.map((row) => row.invested) },
          { name: "Gains", values: result.rows.map((row) => row.gains) },
        ],
        valueKind: "rupees",
      },
      tables: [
        {
          caption: "Year-by-year growth of the SIP",
          columns: [
            { label: "Year", kind: "number" },
            ...(stepUp ? [{ label: "Monthly SIP", kind: "rupees" as const }] : []),
            { label: "Invested so far", kind: "rupees" },
            { label: "Gains", kind: "rupees" },
            { label: "Value at year end", kind: "rupees" },
            { label: "Value in today's rupees", kind: "rupees" },
          ],
          rows: result.rows.map((row) => [
            row.year,
            ...(stepUp ? [row.monthlyInvestment] : []),
            row.invested,
            row.gains,
            row.value,
            row.realValue,
          ]),
        },
      ],
      notes: [
        ...(input.years % 12 === 0
          ? []
          : [
              `The last row ends after month ${input.years}, part-way through year ${Math.ceil(input.years / 12)}.`,
            ]),
        "Returns on equity funds are not steady: real SIP values swing with the market, and the final figure depends on the order of good and bad years.",
      ],
    };
  },
  guide,
});
