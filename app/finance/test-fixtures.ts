import { noCapitalGains } from "./capital-gains.ts";
import type { IncomeTaxInput } from "./income-tax.ts";

/** An income-tax input with no income and no deductions, for tests to override. */
export const noIncomeTaxInput: IncomeTaxInput = {
  taxYear: "2026-27",
  ageBand: "below60",
  salaryIncome: 0,
  otherIncome: 0,
  hraExemption: 0,
  deduction80C: 0,
  healthInsuranceSelf: 0,
  healthInsuranceParents: 0,
  parentsSenior: "no",
  npsOwnContribution: 0,
  homeLoanInterest: 0,
  depositInterest: 0,
  otherDeductions: 0,
  employerNps: 0,
  basicSalary: 0,
  employerType: "private",
  ...noCapitalGains,
};
