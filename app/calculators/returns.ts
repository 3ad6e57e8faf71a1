import { calculateReturns, formatINR, formatPercent, returnInputs } from "~/finance/index.ts";
import { defineCalculator } from "./view.ts";

export const returnCalculator = defineCalculator({
  slug: "return",
  inputs: returnInputs,
  calculate: calculateReturns,
  present(result, input) {
    return {
      headline: `${formatINR(input.amountInvested)} growing to ${formatINR(input.currentValue)} in ${input.years} years is an absolute return of ${formatPercent(result.absoluteReturn)} and a CAGR of ${formatPercent(result.cagr)} a year.`,
      summary: [
        { label: "Gain or loss", value: result.gain, kind: "rupees" },
        { label: "Absolute return", value: result.absoluteReturn, kind: "percent", highlight: true },
        { label: "CAGR (annualised)", value: result.cagr, kind: "percent", highlight: true },
      ],
      chart: {
        kind: "grouped",
        title: "Amount invested and current value",
        labels: ["Invested", "Current value"],
        series: [{ name: "Amount", values: [input.amountInvested, input.currentValue] }],
        valueKind: "rupees",
      },
      tables: [
        {
          caption: "Growth path at the CAGR",
          columns: [
            { label: "Year", kind: "number" },
            { label: "Value at that CAGR", kind: "rupees" },
          ],
          rows: Array.from({ length: Math.floor(input.years) }, (_, index) => [
            index + 1,
            Math.round(input.amountInvested * (1 + result.cagr / 100) ** (index + 1)),
          ]),
        },
      ],
      notes: [
        "CAGR assumes one investment at the start and one value at the end. When you invested in instalments (a SIP, top-ups, withdrawals), use XIRR below with the date and amount of each flow.",
      ],
    };
  },
});
