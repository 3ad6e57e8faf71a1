// Public API of the finance library: pure calculators for the site's 12 calculator pages.
// Import from "~/finance/index.ts"; modules not re-exported here are internal helpers.

export type { MonthRow, YearRow } from "./amortization.ts";
export type {
  AverageResult,
  AveragingInput,
  AveragingResult,
  Lot,
  TargetAverageInput,
  TargetAverageResult,
} from "./averaging.ts";
export {
  averageBuyPrice,
  averagingInputs,
  calculateAveraging,
  quantityForTargetAverage,
} from "./averaging.ts";
export type { GoalInput, GoalResult, GoalYearRow } from "./goal.ts";
export { calculateGoal, goalInputs } from "./goal.ts";
export type {
  DeductionLine,
  IncomeTaxInput,
  IncomeTaxResult,
  RegimeTaxResult,
  SlabRow,
} from "./income-tax.ts";
export { calculateIncomeTax, incomeTaxInputs } from "./income-tax.ts";
export type { InflationInput, InflationResult, InflationYearRow } from "./inflation.ts";
export { calculateInflation, futureCost, inflationInputs, presentValue } from "./inflation.ts";
export type {
  CalculatorInputs,
  CalculatorSlug,
  ChoiceInputSpec,
  ChoiceOption,
  InputSpec,
  NumberInputSpec,
  NumericUnit,
} from "./inputs.ts";
export {
  calculatorInputSpecs,
  calculatorSlugs,
  defaultCalculatorInputs,
  isCalculatorSlug,
  parseCalculatorInputs,
} from "./inputs.ts";
export type { HomeLoanTaxNoteInput, LoanEmiInput, LoanEmiResult } from "./loan-emi.ts";
export { calculateLoanEmi, carLoanInputs, homeLoanInputs, homeLoanTaxNotes } from "./loan-emi.ts";
export type {
  PrepaymentInput,
  PrepaymentMode,
  PrepaymentResult,
  ScheduleSummary,
} from "./loan-prepayment.ts";
export { calculatePrepayment, prepaymentInputs, prepaymentModes } from "./loan-prepayment.ts";
export type { LumpsumInput, LumpsumResult, LumpsumYearRow } from "./lumpsum.ts";
export { calculateLumpsum, lumpsumInputs } from "./lumpsum.ts";
export type { CompactFormatOptions, NumberFormatOptions } from "./money.ts";
export {
  amountInWords,
  CRORE,
  formatINR,
  formatINRCompact,
  formatIndianNumber,
  formatPercent,
  LAKH,
  parseAmount,
  roundRupees,
  roundTo,
  roundToNearestTen,
} from "./money.ts";
export type { RentVsBuyInput, RentVsBuyResult, RentVsBuyYearRow } from "./rent-vs-buy.ts";
export { compareRentVsBuy, modelNotes, rentVsBuyInputs } from "./rent-vs-buy.ts";
export type { FinanceError, FinanceResult } from "./result.ts";
export type { AbsoluteReturnResult, CashFlow, ReturnInput, ReturnResult } from "./returns.ts";
export { absoluteReturn, cagr, calculateReturns, returnInputs, xirr } from "./returns.ts";
export type {
  AssetMix,
  RiskAnswers,
  RiskOption,
  RiskProfile,
  RiskProfileId,
  RiskQuestion,
  RiskQuestionId,
  RiskResult,
} from "./risk-tolerance.ts";
export {
  maxRiskScore,
  riskProfiles,
  riskQuestions,
  riskToleranceInputs,
  scoreRiskProfile,
  scoringNotes,
} from "./risk-tolerance.ts";
export type { SipInput, SipResult, SipYearRow } from "./sip.ts";
export { calculateSip, sipInputs } from "./sip.ts";
export type { AgeBand, TaxRegime, TaxRuleSet, TaxYear } from "./tax-rules.ts";
export { ageBands, taxRuleSets, taxYears } from "./tax-rules.ts";
