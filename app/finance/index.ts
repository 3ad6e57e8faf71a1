// Public API of the finance library: pure calculations and rule data for the calculator pages.
// Import from "./index.ts"; modules not re-exported here are internal helpers.
// Inputs are trusted: the calculators' parse step (app/features/calculators) checks them first.

export type { MonthRow, YearRow } from "./amortization.ts";
export type {
  AverageResult,
  Lot,
  LotsInput,
  LotsResult,
  TargetAverageInput,
  TargetAverageResult,
} from "./averaging.ts";
export { averageBuyPrice, calculateLots, quantityForTargetAverage } from "./averaging.ts";
export type { CapitalGainsInput, CapitalGainsTax, GainKind, GainRow } from "./capital-gains.ts";
export type { GoalInput, GoalResult, GoalYearRow } from "./goal.ts";
export { calculateGoal } from "./goal.ts";
export type {
  DeductionLine,
  IncomeTaxInput,
  IncomeTaxResult,
  RegimeTaxResult,
  SlabRow,
} from "./income-tax.ts";
export { calculateIncomeTax } from "./income-tax.ts";
export type { InflationInput, InflationResult, InflationYearRow } from "./inflation.ts";
export { calculateInflation, futureCost, presentValue } from "./inflation.ts";
export type { LoanEmiInput, LoanEmiResult } from "./loan-emi.ts";
export { calculateLoanEmi } from "./loan-emi.ts";
export type {
  PrepaymentInput,
  PrepaymentMode,
  PrepaymentResult,
  ScheduleSummary,
} from "./loan-prepayment.ts";
export { calculatePrepayment, prepaymentModes } from "./loan-prepayment.ts";
export type { LumpsumInput, LumpsumResult, LumpsumYearRow } from "./lumpsum.ts";
export { calculateLumpsum } from "./lumpsum.ts";
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
export { compareRentVsBuy } from "./rent-vs-buy.ts";
export type { FinanceError, FinanceResult } from "./result.ts";
export { fail, ok } from "./result.ts";
export type { AbsoluteReturnResult, CashFlow, ReturnInput, ReturnResult } from "./returns.ts";
export { absoluteReturn, cagr, calculateReturns, dayNumber, xirr, xirrRoots } from "./returns.ts";
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
  scoreRiskProfile,
  scoringNotes,
} from "./risk-tolerance.ts";
export type { SipInput, SipResult, SipYearRow } from "./sip.ts";
export { calculateSip } from "./sip.ts";
export type { AgeBand, TaxRegime, TaxRuleSet, TaxYear } from "./tax-rules.ts";
export { ageBands, taxRuleSets, taxYears } from "./tax-rules.ts";
export type {
  BrokerageModel,
  BrokerageStructure,
  ChargeLine,
  TradeCosts,
  TradeInput,
} from "./trading-costs.ts";
export { brokerageForOrder, calculateTradeCosts } from "./trading-costs.ts";
export type { Exchange, SourceLink, StatutoryRate, TradeSegment } from "./trading-rates.ts";
export {
  allTradingRates,
  exchangeRates,
  gstOnCharges,
  sebiTurnoverFee,
  stampDutyRates,
  sttOptionsExercised,
  sttRates,
} from "./trading-rates.ts";
