import type { Course } from "../types.ts";
import { assetAllocationByGoalLesson } from "./lessons/asset-allocation-by-goal.ts";
import { costsAndTaxDragLesson } from "./lessons/costs-and-tax-drag.ts";
import { diversificationAndOverlapLesson } from "./lessons/diversification-and-overlap.ts";
import { indexFundTrackingLesson } from "./lessons/index-fund-tracking.ts";
import { investmentPolicyStatementLesson } from "./lessons/investment-policy-statement.ts";
import { measuringReturnsLesson } from "./lessons/measuring-returns.ts";
import { rebalancingLesson } from "./lessons/rebalancing.ts";
import { reviewingAndBehaviourLesson } from "./lessons/reviewing-and-behaviour.ts";
import { riskAdjustedReturnsLesson } from "./lessons/risk-adjusted-returns.ts";
import { sequenceOfReturnsRiskLesson } from "./lessons/sequence-of-returns-risk.ts";
import { swpRetirementIncomeLesson } from "./lessons/swp-retirement-income.ts";
import { theDebtSideLesson } from "./lessons/the-debt-side.ts";
import { whatAPortfolioIsForLesson } from "./lessons/what-a-portfolio-is-for.ts";
import { whatHistorySaysLesson } from "./lessons/what-history-says.ts";

export const course: Course = {
  id: "portfolio-management",
  title: "Portfolio Management",
  level: "Intermediate",
  description:
    "Build and look after a portfolio in India: allocation, diversification, rebalancing, costs and tax, XIRR and Sharpe ratio, and a retirement income by SWP.",
  overview:
    "For investors who already have a SIP or two and want to manage the whole of their money well. You will organise your savings around goals, set and test an asset allocation against 20 years of Indian market history, spread equity sensibly and understand the debt side, rebalance without needless tax, cut costs under SEBI's 2026 rules, judge index funds by tracking difference, measure returns with CAGR, XIRR and the Sharpe ratio against the right benchmark, draw a retirement income with an SWP while managing sequence-of-returns risk, and write an investment policy statement that keeps you on course when markets fall. Tax rules are those in force for tax year 2026-27, and every historical figure states its series, years and method.",
  estimatedHours: 8,
  outcomes: [
    "See all your holdings, including EPF, PPF and FDs, as one portfolio and work out its real asset allocation.",
    "Set a strategic allocation and glide path for each goal, and explain what Indian history says about mixing equity, debt and gold.",
    "Measure fund overlap and single-company exposure, and choose debt instruments by duration, credit risk and tax.",
    "Rebalance with calendar or threshold rules, using new money first and counting the 2026-27 tax and exit-load cost of selling.",
    "Compare costs under SEBI's 2026 expense caps, and use gains and loss harvesting within the rules.",
    "Calculate absolute return, CAGR, XIRR and the Sharpe ratio, compare with a TRI benchmark, and rank index funds by tracking difference.",
    "Plan an SWP, work out the tax on each withdrawal under the 2026-27 rules, and explain why the order of returns matters once you withdraw.",
    "Write an investment policy statement that keeps you on course when markets fall.",
  ],
  modules: [
    {
      id: "goals-and-allocation",
      title: "Goals and asset allocation",
      lessons: [whatAPortfolioIsForLesson, assetAllocationByGoalLesson, whatHistorySaysLesson],
    },
    {
      id: "building-the-parts",
      title: "Building the parts: equity and debt",
      lessons: [diversificationAndOverlapLesson, theDebtSideLesson],
    },
    {
      id: "looking-after-it",
      title: "Looking after it: rebalancing, costs and tax",
      lessons: [rebalancingLesson, costsAndTaxDragLesson, indexFundTrackingLesson],
    },
    {
      id: "measuring-and-reviewing",
      title: "Measuring and reviewing",
      lessons: [measuringReturnsLesson, riskAdjustedReturnsLesson, reviewingAndBehaviourLesson],
    },
    {
      id: "drawing-an-income",
      title: "Drawing an income in retirement",
      lessons: [swpRetirementIncomeLesson, sequenceOfReturnsRiskLesson],
    },
    {
      id: "staying-the-course",
      title: "Staying the course",
      lessons: [investmentPolicyStatementLesson],
    },
  ],
};
