// What today's money costs later, and what a future amount is worth today, at a steady
// yearly inflation rate (compounded once a year).
import { growthFactor } from "./compounding.ts";
import { roundRupees } from "./money.ts";
import { type FinanceResult, ok } from "./result.ts";

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

/** amount × (1 + inflation)^years. */
export function futureCost(amount: number, inflation: number, years: number): FinanceResult<number> {
  return ok(roundRupees(amount * growthFactor(inflation, years)));
}

/** amount ÷ (1 + inflation)^years. */
export function presentValue(futureAmount: number, inflation: number, years: number): FinanceResult<number> {
  return ok(roundRupees(futureAmount / growthFactor(inflation, years)));
}

export function calculateInflation(input: InflationInput): FinanceResult<InflationResult> {
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
