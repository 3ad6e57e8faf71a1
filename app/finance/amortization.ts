// Reducing-balance amortisation shared by the EMI and prepayment calculators. Works on exact
// (unrounded) amounts; callers round rows to the rupee for display.
import { roundRupees } from "./money.ts";

/** EMI for a reducing-balance loan: P·r·(1+r)^n / ((1+r)^n − 1), or P/n at a zero rate. */
export function emiFor(principal: number, monthlyRate: number, months: number): number {
  if (months <= 0) return principal;
  if (monthlyRate === 0) return principal / months;
  const growth = (1 + monthlyRate) ** months;
  return (principal * monthlyRate * growth) / (growth - 1);
}

export type PrepaymentMode = "reduce-tenure" | "reduce-emi";

export interface AmortizationPlan {
  principal: number;
  monthlyRate: number;
  tenureMonths: number;
  /** One-time part-payment made at the end of `month`, after that month's EMI. */
  prepayment?: { amount: number; month: number };
  /** Paid on top of every EMI. */
  extraMonthly?: number;
  /** After a part-payment keep the EMI (shorter loan) or keep the end date (smaller EMI). */
  mode?: PrepaymentMode;
}

export interface MonthRow {
  month: number;
  /** EMI in force this month. */
  emi: number;
  /** Interest + principal actually paid (the last one may be smaller than the EMI). */
  payment: number;
  interest: number;
  principal: number;
  /** Extra and one-time part-payments this month. */
  prepayment: number;
  /** Outstanding after this month. */
  balance: number;
}

export interface YearRow {
  /** Loan year (12-month blocks from the first EMI), not the financial year. */
  year: number;
  payment: number;
  interest: number;
  principal: number;
  prepayment: number;
  balance: number;
}

export interface Amortization {
  rows: MonthRow[];
  months: number;
  totalInterest: number;
  totalPrepaid: number;
}

// Below a paisa the balance is float noise, not money owed.
const CLEARED = 0.005;

export function amortize(plan: AmortizationPlan): Amortization {
  const { principal, monthlyRate, tenureMonths } = plan;
  const extraMonthly = plan.extraMonthly ?? 0;
  let emi = emiFor(principal, monthlyRate, tenureMonths);
  let balance = principal;
  const rows: MonthRow[] = [];
  for (let month = 1; month <= tenureMonths && balance > CLEARED; month++) {
    const interest = balance * monthlyRate;
    const scheduled = emi - interest;
    // The last month clears whatever is left, including rounding residue.
    const principalPaid = month === tenureMonths || scheduled >= balance - CLEARED ? balance : scheduled;
    balance -= principalPaid;
    const extra = Math.min(extraMonthly, balance);
    balance -= extra;
    const lump =
      plan.prepayment && month === plan.prepayment.month ? Math.min(plan.prepayment.amount, balance) : 0;
    balance -= lump;
    rows.push({
      month,
      emi,
      payment: interest + principalPaid,
      interest,
      principal: principalPaid,
      prepayment: extra + lump,
      balance,
    });
    if (plan.mode === "reduce-emi" && extra + lump > 0 && balance > CLEARED) {
      emi = emiFor(balance, monthlyRate, tenureMonths - month);
    }
  }
  return {
    rows,
    months: rows.length,
    totalInterest: rows.reduce((sum, row) => sum + row.interest, 0),
    totalPrepaid: rows.reduce((sum, row) => sum + row.prepayment, 0),
  };
}

/** Sums months into loan years; the balance is the one at the end of each year. */
export function yearlySummary(rows: readonly MonthRow[]): YearRow[] {
  const years: YearRow[] = [];
  for (const row of rows) {
    const year = Math.ceil(row.month / 12);
    let current = years[years.length - 1];
    if (!current || current.year !== year) {
      current = { year, payment: 0, interest: 0, principal: 0, prepayment: 0, balance: 0 };
      years.push(current);
    }
    current.payment += row.payment;
    current.interest += row.interest;
    current.principal += row.principal;
    current.prepayment += row.prepayment;
    current.balance = row.balance;
  }
  return years;
}

export function roundMonthRow(row: MonthRow): MonthRow {
  return {
    month: row.month,
    emi: roundRupees(row.emi),
    payment: roundRupees(row.payment),
    interest: roundRupees(row.interest),
    principal: roundRupees(row.principal),
    prepayment: roundRupees(row.prepayment),
    balance: roundRupees(row.balance),
  };
}

export function roundYearRow(row: YearRow): YearRow {
  return {
    year: row.year,
    payment: roundRupees(row.payment),
    interest: roundRupees(row.interest),
    principal: roundRupees(row.principal),
    prepayment: roundRupees(row.prepayment),
    balance: roundRupees(row.balance),
  };
}
