// One-time investment compounded once a year.
import { growthFactor } from "./compounding.ts";
import type { InputSpec } from "./input-spec.ts";
import { roundRupees } from "./money.ts";
import { type FinanceResult, firstFailure, ok } from "./result.ts";
import { checkPercent, checkRupees, checkYears } from "./validate.ts";

export interface LumpsumInput {
  amount: number;
  /** Expected annual return, percent, compounded yearly. */
  annualReturn: number;
  years: number;
  /** Yearly inflation for the "in today's rupees" value, percent. */
  inflation: number;
}

export interface LumpsumYearRow {
  year: number;
  value: number;
  gains: number;
  realValue: number;
}

export interface LumpsumResult {
  invested: number;
  futureValue: number;
  totalGains: number;
  realFutureValue: number;
  rows: LumpsumYearRow[];
}

export const lumpsumInputs: readonly InputSpec<keyof LumpsumInput>[] = [
  {
    name: "amount",
    label: "Amount invested",
    unit: "rupees",
    min: 1_000,
    max: 100_000_000,
    step: 1_000,
    defaultValue: 100_000,
  },
  {
    name: "annualReturn",
    label: "Expected annual return",
    unit: "percent",
    min: 0,
    max: 30,
    step: 0.5,
    defaultValue: 12,
  },
  { name: "years", label: "Investment period", unit: "years", min: 1, max: 40, step: 1, defaultValue: 10 },
  { name: "inflation", label: "Inflation", unit: "percent", min: 0, max: 15, step: 0.5, defaultValue: 6 },
];

function validateLumpsumInput(input: LumpsumInput) {
  return firstFailure([
    checkRupees("amount", "Amount invested", input.amount, 1),
    checkPercent("annualReturn", "Annual return", input.annualReturn),
    checkYears("years", "Investment period", input.years),
    checkPercent("inflation", "Inflation", input.inflation),
  ]);
}

export function calculateLumpsum(input: LumpsumInput): FinanceResult<LumpsumResult> {
  const failure = validateLumpsumInput(input);
  if (failure) return failure;

  const invested = roundRupees(input.amount);
  const rows: LumpsumYearRow[] = [];
  for (let year = 1; year <= input.years; year++) {
    const value = input.amount * growthFactor(input.annualReturn, year);
    rows.push({
      year,
      value: roundRupees(value),
      gains: roundRupees(value) - invested,
      realValue: roundRupees(value / growthFactor(input.inflation, year)),
    });
  }
  const last = rows[rows.length - 1];
  return ok({
    invested,
    futureValue: last?.value ?? invested,
    totalGains: last?.gains ?? 0,
    realFutureValue: last?.realValue ?? invested,
    rows,
  });
}
