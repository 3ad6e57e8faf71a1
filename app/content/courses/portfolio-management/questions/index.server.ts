import type { LessonQuestions } from "../../types.ts";
import { assetAllocationByGoalQuestions } from "./asset-allocation-by-goal.server.ts";
import { costsAndTaxDragQuestions } from "./costs-and-tax-drag.server.ts";
import { diversificationAndOverlapQuestions } from "./diversification-and-overlap.server.ts";
import { indexFundTrackingQuestions } from "./index-fund-tracking.server.ts";
import { investmentPolicyStatementQuestions } from "./investment-policy-statement.server.ts";
import { measuringReturnsQuestions } from "./measuring-returns.server.ts";
import { rebalancingQuestions } from "./rebalancing.server.ts";
import { reviewingAndBehaviourQuestions } from "./reviewing-and-behaviour.server.ts";
import { riskAdjustedReturnsQuestions } from "./risk-adjusted-returns.server.ts";
import { sequenceOfReturnsRiskQuestions } from "./sequence-of-returns-risk.server.ts";
import { swpRetirementIncomeQuestions } from "./swp-retirement-income.server.ts";
import { theDebtSideQuestions } from "./the-debt-side.server.ts";
import { whatAPortfolioIsForQuestions } from "./what-a-portfolio-is-for.server.ts";
import { whatHistorySaysQuestions } from "./what-history-says.server.ts";

// The course's questions, one file per lesson in reading order (a new lesson adds its file and a line here).
export const courseQuestions: readonly LessonQuestions[] = [
  whatAPortfolioIsForQuestions,
  assetAllocationByGoalQuestions,
  whatHistorySaysQuestions,
  diversificationAndOverlapQuestions,
  theDebtSideQuestions,
  rebalancingQuestions,
  costsAndTaxDragQuestions,
  indexFundTrackingQuestions,
  measuringReturnsQuestions,
  riskAdjustedReturnsQuestions,
  reviewingAndBehaviourQuestions,
  swpRetirementIncomeQuestions,
  sequenceOfReturnsRiskQuestions,
  investmentPolicyStatementQuestions,
];
