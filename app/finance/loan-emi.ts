// Home and car loan EMI on a reducing balance, with the monthly and yearly schedule, and the
// home-loan tax position under each regime as short text lines.
import {
  amortize,
  emiFor,
  type MonthRow,
  roundMonthRow,
  roundYearRow,
  type YearRow,
  yearlySummary,
} from "./amortization.ts";
import type { InputSpec } from "./input-spec.ts";
import { formatINR, roundRupees } from "./money.ts";
import { type FinanceResult, fail, firstFailure, ok } from "./result.ts";
import { type TaxRegime, type TaxYear, taxRuleSets } from "./tax-rules.ts";
import { checkPercent, checkRange, checkRupees, MAX_YEARS } from "./validate.ts";

export interface LoanEmiInput {
  loanAmount: number;
  /** Yearly interest rate, percent. */
  annualRate: number;
  /** Whole months allowed, e.g. 2.5 years. */
  tenureYears: number;
}

export interface LoanEmiResult {
  /** Monthly instalment rounded to the rupee (the schedule uses the exact figure). */
  emi: number;
  tenureMonths: number;
  totalInterest: number;
  totalPayment: number;
  /** Principal and interest as percents of the total paid. */
  principalShare: number;
  interestShare: number;
  monthly: MonthRow[];
  yearly: YearRow[];
}

export const homeLoanInputs: readonly InputSpec<keyof LoanEmiInput>[] = [
  {
    name: "loanAmount",
    label: "Loan amount",
    unit: "rupees",
    min: 100_000,
    max: 100_000_000,
    step: 50_000,
    defaultValue: 5_000_000,
  },
  {
    name: "annualRate",
    label: "Interest rate (yearly)",
    unit: "percent",
    min: 5,
    max: 20,
    step: 0.05,
    defaultValue: 8.5,
  },
  { name: "tenureYears", label: "Loan tenure", unit: "years", min: 1, max: 30, step: 1, defaultValue: 20 },
];

export const carLoanInputs: readonly InputSpec<keyof LoanEmiInput>[] = [
  {
    name: "loanAmount",
    label: "Loan amount",
    unit: "rupees",
    min: 50_000,
    max: 10_000_000,
    step: 10_000,
    defaultValue: 800_000,
  },
  {
    name: "annualRate",
    label: "Interest rate (yearly)",
    unit: "percent",
    min: 5,
    max: 20,
    step: 0.05,
    defaultValue: 9,
  },
  { name: "tenureYears", label: "Loan tenure", unit: "years", min: 1, max: 8, step: 1, defaultValue: 5 },
];

export function validateLoanInput(input: LoanEmiInput) {
  const failure = firstFailure([
    checkRupees("loanAmount", "Loan amount", input.loanAmount, 1),
    checkPercent("annualRate", "Interest rate", input.annualRate),
    checkRange("tenureYears", "Loan tenure", input.tenureYears, 1, MAX_YEARS, "years"),
  ]);
  if (failure) return failure;
  if (Math.abs(input.tenureYears * 12 - Math.round(input.tenureYears * 12)) > 1e-9) {
    return fail("tenureYears", "Loan tenure must be a whole number of months, such as 2.5 years");
  }
  return null;
}

export function calculateLoanEmi(input: LoanEmiInput): FinanceResult<LoanEmiResult> {
  const failure = validateLoanInput(input);
  if (failure) return failure;

  const tenureMonths = Math.round(input.tenureYears * 12);
  const monthlyRate = input.annualRate / 1200;
  const schedule = amortize({ principal: input.loanAmount, monthlyRate, tenureMonths });
  const totalPayment = input.loanAmount + schedule.totalInterest;
  return ok({
    emi: roundRupees(emiFor(input.loanAmount, monthlyRate, tenureMonths)),
    tenureMonths,
    totalInterest: roundRupees(schedule.totalInterest),
    totalPayment: roundRupees(totalPayment),
    principalShare: (input.loanAmount / totalPayment) * 100,
    interestShare: (schedule.totalInterest / totalPayment) * 100,
    monthly: schedule.rows.map(roundMonthRow),
    yearly: yearlySummary(schedule.rows).map(roundYearRow),
  });
}

export interface HomeLoanTaxNoteInput {
  regime: TaxRegime;
  taxYear: TaxYear;
  /** Interest paid in a year (e.g. year 1 of the schedule), to show how much counts. */
  yearlyInterest?: number;
  /** Principal repaid in the same year. */
  yearlyPrincipal?: number;
}

/** Short lines on what a self-occupied home loan saves in tax under the chosen regime. */
export function homeLoanTaxNotes(input: HomeLoanTaxNoteInput): string[] {
  const rules = taxRuleSets[input.taxYear];
  const interestCap = rules.limits.homeLoanInterestSelfOccupied;
  const basket = rules.limits.basket80C;
  if (input.regime === "new") {
    return [
      "The new regime gives no deduction for the interest or principal of a loan on a self-occupied home.",
      "If the home is let out, the interest is still deductible against the rent it earns.",
      "With large home-loan interest and 80C investments the old regime can cost less; compare both in the income-tax calculator.",
    ];
  }
  const lines = [
    `Interest on a loan for a self-occupied home is deductible up to ${formatINR(interestCap)} a year under ${rules.sections.homeLoanInterest}.`,
  ];
  if (input.yearlyInterest !== undefined && input.yearlyInterest > 0) {
    const counted = Math.min(input.yearlyInterest, interestCap);
    lines.push(
      `Of ${formatINR(input.yearlyInterest)} interest paid in the year, ${formatINR(counted)} counts toward this deduction.`,
    );
  }
  lines.push(
    `Principal repaid counts within the ${formatINR(basket)} ${rules.sections.basket80C} limit, shared with PPF, ELSS, EPF, life insurance and other items.`,
  );
  if (input.yearlyPrincipal !== undefined && input.yearlyPrincipal > 0) {
    lines.push(`Principal repaid in the year: ${formatINR(input.yearlyPrincipal)}.`);
  }
  lines.push(
    `The interest limit falls to ${formatINR(30_000)} if the loan is for repairs, or if construction is not finished within 5 years.`,
  );
  return lines;
}
