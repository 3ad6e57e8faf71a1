// Loan part-payment: a one-time prepayment and/or a fixed extra amount every month, either
// keeping the EMI (shorter loan) or keeping the end date (smaller EMI, recalculated over the
// months left after each part-payment). Compared with the same loan without prepayment.
import {
  type Amortization,
  amortize,
  emiFor,
  type MonthRow,
  type PrepaymentMode,
  roundMonthRow,
  roundYearRow,
  type YearRow,
  yearlySummary,
} from "./amortization.ts";
import type { InputSpec } from "./input-spec.ts";
import { validateLoanInput } from "./loan-emi.ts";
import { roundRupees } from "./money.ts";
import { type FinanceResult, fail, firstFailure, ok } from "./result.ts";
import { checkRange, checkRupees } from "./validate.ts";

export type { PrepaymentMode } from "./amortization.ts";

export interface PrepaymentInput {
  loanAmount: number;
  annualRate: number;
  tenureYears: number;
  /** One-time part-payment (0 = none). */
  prepaymentAmount: number;
  /** Month of the loan (1 = first EMI) at whose end the part-payment is made. */
  prepaymentMonth: number;
  /** Paid on top of every EMI from the first month (0 = none). */
  extraMonthlyPayment: number;
  mode: PrepaymentMode;
}

export interface ScheduleSummary {
  emi: number;
  months: number;
  totalInterest: number;
  totalPrepaid: number;
  /** Everything paid: EMIs plus part-payments. */
  totalPaid: number;
  monthly: MonthRow[];
  yearly: YearRow[];
}

export interface PrepaymentResult {
  original: ScheduleSummary;
  revised: ScheduleSummary;
  /** EMI after the one-time prepayment (or after the first extra payment). Equals the old EMI when reducing tenure. */
  newEmi: number;
  interestSaved: number;
  monthsSaved: number;
}

export const prepaymentModes: readonly PrepaymentMode[] = ["reduce-tenure", "reduce-emi"];

export const prepaymentInputs: readonly InputSpec<keyof PrepaymentInput>[] = [
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
  {
    name: "prepaymentAmount",
    label: "One-time prepayment",
    unit: "rupees",
    min: 0,
    max: 100_000_000,
    step: 10_000,
    defaultValue: 500_000,
  },
  {
    name: "prepaymentMonth",
    label: "Prepay after month",
    unit: "months",
    min: 1,
    max: 360,
    step: 1,
    defaultValue: 24,
  },
  {
    name: "extraMonthlyPayment",
    label: "Extra every month",
    unit: "rupees",
    min: 0,
    max: 1_000_000,
    step: 500,
    defaultValue: 0,
  },
  {
    name: "mode",
    label: "After prepaying",
    unit: "choice",
    defaultValue: "reduce-tenure",
    options: [
      { value: "reduce-tenure", label: "Keep the EMI, finish sooner" },
      { value: "reduce-emi", label: "Keep the end date, lower the EMI" },
    ],
  },
];

function validatePrepaymentInput(input: PrepaymentInput) {
  const loanFailure = validateLoanInput(input);
  if (loanFailure) return loanFailure;
  const tenureMonths = Math.round(input.tenureYears * 12);
  const failure = firstFailure([
    checkRupees("prepaymentAmount", "One-time prepayment", input.prepaymentAmount),
    input.prepaymentAmount > 0
      ? checkRange("prepaymentMonth", "Prepayment month", input.prepaymentMonth, 1, tenureMonths, "months", {
          integer: true,
        })
      : null,
    checkRupees("extraMonthlyPayment", "Extra monthly payment", input.extraMonthlyPayment),
  ]);
  if (failure) return failure;
  if (!prepaymentModes.includes(input.mode)) {
    return fail("mode", "Choose whether to reduce the tenure or the EMI");
  }
  return null;
}

function summarise(schedule: Amortization, principal: number): ScheduleSummary {
  return {
    emi: roundRupees(schedule.rows[0]?.emi ?? 0),
    months: schedule.months,
    totalInterest: roundRupees(schedule.totalInterest),
    totalPrepaid: roundRupees(schedule.totalPrepaid),
    totalPaid: roundRupees(principal + schedule.totalInterest),
    monthly: schedule.rows.map(roundMonthRow),
    yearly: yearlySummary(schedule.rows).map(roundYearRow),
  };
}

export function calculatePrepayment(input: PrepaymentInput): FinanceResult<PrepaymentResult> {
  const failure = validatePrepaymentInput(input);
  if (failure) return failure;

  const tenureMonths = Math.round(input.tenureYears * 12);
  const monthlyRate = input.annualRate / 1200;
  const base = { principal: input.loanAmount, monthlyRate, tenureMonths };
  const original = amortize(base);
  const revised = amortize({
    ...base,
    prepayment:
      input.prepaymentAmount > 0
        ? { amount: input.prepaymentAmount, month: input.prepaymentMonth }
        : undefined,
    extraMonthly: input.extraMonthlyPayment,
    mode: input.mode,
  });

  const firstChangedMonth = input.prepaymentAmount > 0 ? input.prepaymentMonth + 1 : 2;
  const emiAfter = revised.rows.find((row) => row.month === firstChangedMonth)?.emi;
  const originalEmi = emiFor(input.loanAmount, monthlyRate, tenureMonths);
  return ok({
    original: summarise(original, input.loanAmount),
    revised: summarise(revised, input.loanAmount),
    // A loan closed by the prepayment has no EMI left to pay.
    newEmi: roundRupees(emiAfter ?? (revised.months < firstChangedMonth ? 0 : originalEmi)),
    interestSaved: roundRupees(original.totalInterest - revised.totalInterest),
    monthsSaved: original.months - revised.months,
  });
}
