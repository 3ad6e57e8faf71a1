// One-time investment compounded once a year.
import { growthFactor } from "./compounding.ts";
import { roundRupees } from "./money.ts";
import { type FinanceResult, ok } from "./result.ts";

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

export function calculateLumpsum(input: LumpsumInput): FinanceResult<LumpsumResult> {
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
