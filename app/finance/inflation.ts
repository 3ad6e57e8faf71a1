// What today's money costs later, and what a future amount is worth today, at a steady
// yearly inflation rate (compounded once a year).
import { growthFactor } from "./compounding.ts";
import type { InputSpec } from "./input-spec.ts";
import { roundRupees } from "./money.ts";
import { type FinanceResult, firstFailure, ok } from "./result.ts";
import { checkPercent, checkRupees, checkYears } from "./validate.ts";

export interface InflationInput {
  amount: number;
  /** Yearly inflation, percent. */
  inflation: number;
  years: number;
}

export interface InflationYearRow {
  year: number;
  /** What `amount` worth of today's goods costs in this year. */
  futureCost: number;
  /** What `amount` received in this year is worth in today's rupees. */
  presentValue: number;
}

export interface InflationResult {
  futureCost: number;
  presentValue: number;
  /** Share of purchasing power lost over the period, percent. */
  purchasingPowerLost: number;
  rows: InflationYearRow[];
}

export const inflationInputs: readonly InputSpec<keyof InflationInput>[] = [
  {
    name: "amount",
    label: "Amount",
    unit: "rupees",
    min: 100,
    max: 1_000_000_000,
    step: 100,
    defaultValue: 100_000,
  },
  {
    name: "inflation",
    label: "Yearly inflation",
    unit: "percent",
    min: 0,
    max: 20,
    step: 0.5,
    defaultValue: 6,
  },
  { name: "years", label: "Years", unit: "years", min: 1, max: 50, step: 1, defaultValue: 10 },
];

function validateInflationInput(input: InflationInput) {
  return firstFailure([
    checkRupees("amount", "Amount", input.amount),
    checkPercent("inflation", "Inflation", input.inflation),
    checkYears("years", "Number of years", input.years),
  ]);
}

/** amount × (1 + inflation)^years. */
export function futureCost(amount: number, inflation: number, years: number): FinanceResult<number> {
  const failure = validateInflationInput({ amount, inflation, years });
  if (failure) return failure;
  return ok(roundRupees(amount * growthFactor(inflation, years)));
}

/** amount ÷ (1 + inflation)^years. */
export function presentValue(futureAmount: number, inflation: number, years: number): FinanceResult<number> {
  const failure = validateInflationInput({ amount: futureAmount, inflation, years });
  if (failure) return failure;
  return ok(roundRupees(futureAmount / growthFactor(inflation, years)));
}

export function calculateInflation(input: InflationInput): FinanceResult<InflationResult> {
  const failure = validateInflationInput(input);
  if (failure) return failure;
  const rows: InflationYearRow[] = [];
  for (let year = 1; year <= input.years; year++) {
    const factor = growthFactor(input.inflation, year);
    rows.push({
      year,
      futureCost: roundRupees(input.amount * factor),
      presentValue: roundRupees(input.amount / factor),
    });
  }
  const factor = growthFactor(input.inflation, input.years);
  return ok({
    futureCost: roundRupees(input.amount * factor),
    presentValue: roundRupees(input.amount / factor),
    purchasingPowerLost: (1 - 1 / factor) * 100,
    rows,
  });
}
