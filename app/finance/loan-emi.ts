// Home and car loan EMI on a reducing balance, with the monthly and yearly schedule.
import {
  amortize,
  emiFor,
  type MonthRow,
  roundMonthRow,
  roundYearRow,
  type YearRow,
  yearlySummary,
} from "./amortization.ts";
import { roundRupees } from "./money.ts";
import { type FinanceResult, ok } from "./result.ts";

export interface LoanEmiInput {
  loanAmount: number;
  /** Yearly interest rate, percent; 0 gives an EMI of principal ÷ months. */
  annualRate: number;
  /** Whole months. */
  tenureMonths: number;
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

/** Inputs are trusted: the calculators' parse step checks every field against its domain. */
export function calculateLoanEmi(input: LoanEmiInput): FinanceResult<LoanEmiResult> {
  const { tenureMonths } = input;
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
