import { calculateSip, formatINR, sipInputs } from "~/finance/index.ts";
import { defineCalculator } from "./view.ts";

export const sipCalculator = defineCalculator({
  slug: "sip",
  inputs: sipInputs,
  calculate: calculateSip,
  present(result, input) {
    const stepUp = input.annualStepUp > 0;
    return {
      headline: `Investing ${formatINR(input.monthlyInvestment)} a month for ${input.years} years at ${input.annualReturn}% a year grows to about ${formatINR(result.futureValue)}.`,
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
        labels: result.rows.map((row) => `Y${row.year}`),
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
        "Returns on equity funds are not steady: real SIP values swing with the market, and the final figure depends on the order of good and bad years.",
      ],
    };
  },
});
