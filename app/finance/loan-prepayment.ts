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
import { roundRupees } from "./money.ts";
import { type FinanceResult, fail, ok } from "./result.ts";

export type { PrepaymentMode } from "./amortization.ts";

export interface PrepaymentInput {
  loanAmount: number;
  annualRate: number;
  tenureMonths: number;
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

/** The one rule between fields: a part-payment must fall within the loan's tenure. */
export function checkPrepaymentMonth(input: PrepaymentInput) {
  if (input.prepaymentAmount > 0 && input.prepaymentMonth > input.tenureMonths) {
    return fail(
      "prepaymentMonth",
      `The prepayment month must be within the loan's ${input.tenureMonths} months`,
    );
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
  const failure = checkPrepaymentMonth(input);
  if (failure) return failure;

  const { tenureMonths } = input;
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
