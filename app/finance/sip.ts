// SIP (systematic investment plan): a fixed monthly investment at the START of each month,
// monthly rate = annual rate / 12, with an optional yearly step-up and an inflation-adjusted view.
import { monthlyRateFromAnnualPercent } from "./compounding.ts";
import type { InputSpec } from "./input-spec.ts";
import { roundRupees } from "./money.ts";
import { type FinanceResult, firstFailure, ok } from "./result.ts";
import { checkPercent, checkRupees, checkYears } from "./validate.ts";

export interface SipInput {
  /** Rupees invested at the start of every month in year 1. */
  monthlyInvestment: number;
  /** Expected annual return, percent. */
  annualReturn: number;
  years: number;
  /** Yearly increase of the monthly amount, percent (0 = flat SIP). */
  annualStepUp: number;
  /** Yearly inflation used for the "in today's rupees" value, percent (0 = none). */
  inflation: number;
}

export interface SipYearRow {
  year: number;
  /** Monthly amount paid during this year. */
  monthlyInvestment: number;
  /** Total invested up to the end of this year. */
  invested: number;
  value: number;
  gains: number;
  /** Value at the end of this year in today's rupees. */
  realValue: number;
}

export interface SipResult {
  totalInvested: number;
  futureValue: number;
  totalGains: number;
  /** Future value deflated by inflation to today's rupees. */
  realFutureValue: number;
  rows: SipYearRow[];
}

export const sipInputs: readonly InputSpec<keyof SipInput>[] = [
  {
    name: "monthlyInvestment",
    label: "Monthly investment",
    unit: "rupees",
    min: 100,
    max: 1_000_000,
    step: 100,
    defaultValue: 10_000,
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
  {
    name: "annualStepUp",
    label: "Yearly step-up",
    unit: "percent",
    min: 0,
    max: 50,
    step: 1,
    defaultValue: 0,
    help: "Raise the monthly amount by this much every year, e.g. with your salary.",
  },
  {
    name: "inflation",
    label: "Inflation",
    unit: "percent",
    min: 0,
    max: 15,
    step: 0.5,
    defaultValue: 6,
    help: "Used only to show what the final amount is worth in today's rupees.",
  },
];

function validateSipInput(input: SipInput) {
  return firstFailure([
    checkRupees("monthlyInvestment", "Monthly investment", input.monthlyInvestment, 1),
    checkPercent("annualReturn", "Annual return", input.annualReturn),
    checkYears("years", "Investment period", input.years),
    checkPercent("annualStepUp", "Yearly step-up", input.annualStepUp),
    checkPercent("inflation", "Inflation", input.inflation),
  ]);
}

/** Month-by-month: add the instalment, then grow for the month (start-of-month payments). */
export function calculateSip(input: SipInput): FinanceResult<SipResult> {
  const failure = validateSipInput(input);
  if (failure) return failure;

  const rate = monthlyRateFromAnnualPercent(input.annualReturn);
  const rows: SipYearRow[] = [];
  let value = 0;
  let invested = 0;
  for (let year = 1; year <= input.years; year++) {
    const monthly = input.monthlyInvestment * (1 + input.annualStepUp / 100) ** (year - 1);
    for (let month = 0; month < 12; month++) {
      value = (value + monthly) * (1 + rate);
      invested += monthly;
    }
    const realValue = value / (1 + input.inflation / 100) ** year;
    rows.push({
      year,
      monthlyInvestment: roundRupees(monthly),
      invested: roundRupees(invested),
      value: roundRupees(value),
      gains: roundRupees(value) - roundRupees(invested),
      realValue: roundRupees(realValue),
    });
  }

  const last = rows[rows.length - 1];
  return ok({
    totalInvested: last?.invested ?? 0,
    futureValue: last?.value ?? 0,
    totalGains: last?.gains ?? 0,
    realFutureValue: last?.realValue ?? 0,
    rows,
  });
}
