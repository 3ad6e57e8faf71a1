import type { LessonQuestions } from "../../types.ts";
import { costsAndTaxesOfTradingQuestions } from "./costs-and-taxes-of-trading.server.ts";
import { filingTaxReturnsAsATraderQuestions } from "./filing-tax-returns-as-a-trader.server.ts";
import { hedgingWithIndexFuturesQuestions } from "./hedging-with-index-futures.server.ts";
import { howFuturesWorkQuestions } from "./how-futures-work.server.ts";
import { leverageAndMarginQuestions } from "./leverage-and-margin.server.ts";
import { optionChainOpenInterestAndSkewQuestions } from "./option-chain-open-interest-and-skew.server.ts";
import { optionPricingAndGreeksQuestions } from "./option-pricing-and-greeks.server.ts";
import { optionStrategiesExplainedQuestions } from "./option-strategies-explained.server.ts";
import { optionsBasicsQuestions } from "./options-basics.server.ts";
import { positionSizingAndRiskQuestions } from "./position-sizing-and-risk.server.ts";
import { putCallParityQuestions } from "./put-call-parity.server.ts";
import { spreadsBeyondTheBasicsQuestions } from "./spreads-beyond-the-basics.server.ts";
import { tipsAdvisersAndProtectionQuestions } from "./tips-advisers-and-protection.server.ts";
import { tradingPlanAndJournalQuestions } from "./trading-plan-and-journal.server.ts";
import { tradingVsInvestingEvidenceQuestions } from "./trading-vs-investing-evidence.server.ts";

// The course's questions, one file per lesson in reading order (a new lesson adds its file and a line here).
export const courseQuestions: readonly LessonQuestions[] = [
  tradingVsInvestingEvidenceQuestions,
  howFuturesWorkQuestions,
  optionsBasicsQuestions,
  optionPricingAndGreeksQuestions,
  putCallParityQuestions,
  optionChainOpenInterestAndSkewQuestions,
  leverageAndMarginQuestions,
  positionSizingAndRiskQuestions,
  optionStrategiesExplainedQuestions,
  spreadsBeyondTheBasicsQuestions,
  hedgingWithIndexFuturesQuestions,
  costsAndTaxesOfTradingQuestions,
  filingTaxReturnsAsATraderQuestions,
  tradingPlanAndJournalQuestions,
  tipsAdvisersAndProtectionQuestions,
];
