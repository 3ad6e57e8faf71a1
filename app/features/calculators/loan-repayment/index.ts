import { calculatePrepayment, formatINR } from "#app/finance/index.ts";
import { choice, months, rate, rupees, tenure } from "#app/forms/fields.ts";
import { defineCalculator } from "../define.ts";
import { guide } from "./guide.ts";

export const calculator = defineCalculator({
  fields: {
    loanAmount: rupees({
      label: "Loan amount",
      min: 1,
      sliderMin: 100_000,
      sliderMax: 100_000_000,
      step: 50_000,
      defaultValue: 5_000_000,
    }),
    annualRate: rate({
      label: "Interest rate (yearly)",
      sliderMin: 5,
      sliderMax: 20,
      step: 0.05,
      defaultValue: 8.5,
    }),
    // A tenure field holds whole months; its URL name stays `tenureYears` so older links keep working.
    tenureYears: tenure({ label: "Loan tenure", maxYears: 40, sliderMaxYears: 30, defaultYears: 20 }),
    prepaymentAmount: rupees({
      label: "One-time prepayment",
      sliderMin: 0,
      sliderMax: 100_000_000,
      step: 10_000,
      defaultValue: 500_000,
    }),
    prepaymentMonth: months({
      label: "Prepay after month",
      max: 480,
      sliderMin: 1,
      sliderMax: 360,
      step: 1,
      defaultValue: 24,
    }),
    extraMonthlyPayment: rupees({
      label: "Extra every month",
      sliderMin: 0,
      sliderMax: 1_000_000,
      step: 500,
      defaultValue: 0,
    }),
    mode: choice({
      label: "After prepaying",
      defaultValue: "reduce-tenure",
      options: [
        { value: "reduce-tenure", label: "Keep the EMI, finish sooner" },
        { value: "reduce-emi", label: "Keep the end date, lower the EMI" },
      ],
    }),
  },
  calculate: (input) => calculatePrepayment({ ...input, tenureMonths: input.tenureYears }),
  present(result, input) {
    const { original, revised } = result;
    const years = Math.max(original.yearly.length, revised.yearly.length);
    const shorter = input.mode === "reduce-tenure";
    return {
      headline: `Prepaying saves ${formatINR(result.interestSaved)} of interest${
        shorter
          ? ` and ends the loan ${result.monthsSaved} months earlier.`
          : `; the EMI falls from ${formatINR(original.emi)} to ${formatINR(result.newEmi)}.`
      }`,
      summary: [
        { label: "Interest saved", value: result.interestSaved, kind: "rupees", highlight: true },
        shorter
          ? { label: "Months saved", value: result.monthsSaved, kind: "months", highlight: true }
          : { label: "New EMI", value: result.newEmi, kind: "rupees", highlight: true },
        { label: "Original EMI", value: original.emi, kind: "rupees" },
        { label: "Interest without prepaying", value: original.totalInterest, kind: "rupees" },
        { label: "Interest with prepaying", value: revised.totalInterest, kind: "rupees" },
        {
          label: "Loan ends after",
          value: revised.months,
          kind: "months",
          detail: `instead of ${original.months} months`,
        },
      ],
      chart: {
        kind: "line",
        title: "Outstanding balance at the end of each year",
        labels: Array.from({ length: years }, (_, index) => `Y${index + 1}`),
        series: [
          { name: "Without prepayment", values: original.yearly.map((row) => row.balance) },
          {
            name: "With prepayment",
            values: Array.from({ length: years }, (_, index) => revised.yearly[index]?.balance ?? 0),
          },
        ],
        valueKind: "rupees",
      },
      tables: [
        {
          caption: "Schedule with prepayment, by loan year",
          columns: [
            { label: "Year", kind: "number" },
            { label: "EMIs paid", kind: "rupees" },
            { label: "Prepaid", kind: "rupees" },
            { label: "Interest", kind: "rupees" },
            { label: "Balance at year end", kind: "rupees" },
            { label: "Balance without prepaying", kind: "rupees" },
          ],
          rows: revised.yearly.map((row, index) => [
            row.year,
            row.payment,
            row.prepayment,
            row.interest,
            row.balance,
            original.yearly[index]?.balance ?? 0,
          ]),
        },
      ],
      notes: [
        "Banks may not charge a prepayment penalty on floating-rate loans to individuals (RBI rules); fixed-rate loans and business loans may carry one, so check your loan agreement.",
        "Before prepaying, keep your emergency fund intact and compare the loan rate (after any tax benefit) with what the money could safely earn.",
      ],
    };
  },
  guide,
});
