// SIP (systematic investment plan): a fixed monthly investment at the START of each month,
// monthly rate = annual rate / 12, with an optional yearly step-up and an inflation-adjusted view.
// Inputs are trusted: the calculators' parse step checks every field against its domain.
import { monthlyRateFromAnnualPercent } from "./compounding.ts";
import { roundRupees } from "./money.ts";
import { type FinanceResult, ok } from "./result.ts";

export interface SipInput {
  /** Rupees invested at the start of every month in year 1. */
  monthlyInvestment: number;
  /** Expected annual return, percent. */
  annualReturn: number;
  /** Length of the SIP in months (a tenure of 18 months ends halfway through year 2). */
  months: number;
  /** Yearly increase of the monthly amount, percent (0 = flat SIP). */
  annualStepUp: number;
  /** Yearly inflation used for the "in today's rupees" value, percent (0 = none). */
  inflation: number;
}

export interface SipYearRow {
  year: number;
  /** Months of the SIP up to the end of this row (12 × year, less for a final part year). */
  months: number;
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

/** Month-by-month: add the instalment, then grow for the month (start-of-month payments). */
export function calculateSip(input: SipInput): FinanceResult<SipResult> {
  const rate = monthlyRateFromAnnualPercent(input.annualReturn);
  const rows: SipYearRow[] = [];
  let value = 0;
  let invested = 0;
  const years = Math.ceil(input.months / 12);
  for (let year = 1; year <= years; year++) {
    const monthly = input.monthlyInvestment * (1 + input.annualStepUp / 100) ** (year - 1);
    const monthsSoFar = Math.min(year * 12, input.months);
    for (let month = (year - 1) * 12; month < monthsSoFar; month++) {
      value = (value + monthly) * (1 + rate);
      invested += monthly;
    }
    // Inflation compounds yearly; a part year counts by its share of twelve months.
    const realValue = value / (1 + input.inflation / 100) ** (monthsSoFar / 12);
    rows.push({
      year,
      months: monthsSoFar,
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
