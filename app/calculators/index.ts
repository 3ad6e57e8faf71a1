import type { CalculatorSlug } from "~/finance/index.ts";
import { averagingCalculator } from "./averaging.ts";
import { goalCalculator } from "./goal.ts";
import { incomeTaxCalculator } from "./income-tax.ts";
import { inflationCalculator } from "./inflation.ts";
import { carEmiCalculator, homeEmiCalculator } from "./loan-emi.ts";
import { loanRepaymentCalculator } from "./loan-repayment.ts";
import { lumpsumCalculator } from "./lumpsum.ts";
import { rentVsBuyCalculator } from "./rent-vs-buy.ts";
import { returnCalculator } from "./returns.ts";
import { riskToleranceCalculator } from "./risk-tolerance.ts";
import { sipCalculator } from "./sip.ts";
import type { CalculatorDefinition } from "./view.ts";

// Every calculator, for the API and tests. Pages import their own definition only, so each
// page's bundle carries one calculator.
export const calculatorDefinitions: Record<CalculatorSlug, CalculatorDefinition> = {
  sip: sipCalculator,
  lumpsum: lumpsumCalculator,
  goal: goalCalculator,
  tax: incomeTaxCalculator,
  averaging: averagingCalculator,
  return: returnCalculator,
  inflation: inflationCalculator,
  "risk-tolerance": riskToleranceCalculator,
  "home-emi": homeEmiCalculator,
  "car-emi": carEmiCalculator,
  "loan-repayment": loanRepaymentCalculator,
  "rent-vs-buy": rentVsBuyCalculator,
} as unknown as Record<CalculatorSlug, CalculatorDefinition>;
