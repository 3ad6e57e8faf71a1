import { formatINR, type LoanEmiInput, type LoanEmiResult } from "#app/finance/index.ts";
import { describeMonths } from "#app/forms/fields.ts";
import type { CalculatorView } from "#app/forms/view.ts";
import { homeLoanTaxNotes } from "./home-emi/tax-notes.ts";

// What the home-loan and car-loan EMI pages show; they differ only in the tax notes.

export function presentLoan(
  result: LoanEmiResult,
  input: LoanEmiInput,
  kind: "home" | "car",
): CalculatorView {
  const firstYear = result.yearly[0];
  const taxNotes =
    kind === "home"
      ? [
          ...homeLoanTaxNotes({
            regime: "old",
            taxYear: "2026-27",
            yearlyInterest: firstYear?.interest,
            yearlyPrincipal: firstYear?.principal,
          }).map((line) => `Old regime: ${line}`),
          ...homeLoanTaxNotes({ regime: "new", taxYear: "2026-27" }).map((line) => `New regime: ${line}`),
        ]
      : [
          "A car bought for personal use gives no tax deduction on the loan. Business owners may claim interest and depreciation on a car used for the business; ask a tax adviser.",
        ];
  return {
    headline: `A ${kind} loan of ${formatINR(input.loanAmount)} at ${input.annualRate}% for ${describeMonths(input.tenureMonths)} costs ${formatINR(result.emi)} a month, with ${formatINR(result.totalInterest)} paid as interest in all.`,
    summary: [
      { label: "Monthly EMI", value: result.emi, kind: "rupees", highlight: true },
      { label: "Total interest", value: result.totalInterest, kind: "rupees" },
      { label: "Total payment", value: result.totalPayment, kind: "rupees" },
      { label: "Interest share of payments", value: result.interestShare, kind: "percent" },
    ],
    chart: {
      kind: "stacked",
      title: "Principal and interest paid each year",
      labels: result.yearly.map((row) => `Y${row.year}`),
      series: [
        { name: "Principal", values: result.yearly.map((row) => row.principal) },
        { name: "Interest", values: result.yearly.map((row) => row.interest) },
      ],
      valueKind: "rupees",
    },
    tables: [
      {
        caption: "Amortisation schedule by loan year",
        columns: [
          { label: "Year", kind: "number" },
          { label: "Paid", kind: "rupees" },
          { label: "Principal", kind: "rupees" },
          { label: "Interest", kind: "rupees" },
          { label: "Balance at year end", kind: "rupees" },
        ],
        rows: result.yearly.map((row) => [row.year, row.payment, row.principal, row.interest, row.balance]),
      },
      {
        caption: "Amortisation schedule by month",
        columns: [
          { label: "Month", kind: "number" },
          { label: "EMI", kind: "rupees" },
          { label: "Principal", kind: "rupees" },
          { label: "Interest", kind: "rupees" },
          { label: "Balance", kind: "rupees" },
        ],
        rows: result.monthly.map((row) => [row.month, row.payment, row.principal, row.interest, row.balance]),
      },
    ],
    notes: taxNotes,
  };
}
