import type { Course } from "../types.ts";
import { assetAllocationByGoalLesson } from "./lessons/asset-allocation-by-goal.ts";
import { costsAndTaxDragLesson } from "./lessons/costs-and-tax-drag.ts";
import { diversificationAndOverlapLesson } from "./lessons/diversification-and-overlap.ts";
import { investmentPolicyStatementLesson } from "./lessons/investment-policy-statement.ts";
import { measuringReturnsLesson } from "./lessons/measuring-returns.ts";
import { rebalancingLesson } from "./lessons/rebalancing.ts";
import { reviewingAndBehaviourLesson } from "./lessons/reviewing-and-behaviour.ts";
import { theDebtSideLesson } from "./lessons/the-debt-side.ts";
import { whatAPortfolioIsForLesson } from "./lessons/what-a-portfolio-is-for.ts";
import { whatHistorySaysLesson } from "./lessons/what-history-says.ts";

export const course: Course = {
  id: "portfolio-management",
  title: "Portfolio Management",
  level: "Intermediate",
  description:
    "Build and look after a portfolio in India: allocation by goal, diversification, the debt side, rebalancing, costs and tax, and measuring returns with XIRR.",
  overview:
    "For investors who already have a SIP or two and want to manage the whole of their money well. You will organise your savings around goals, set and test an asset allocation against 20 years of Indian market history, spread equity sensibly and understand the debt side, rebalance without needless tax, cut costs under SEBI's 2026 rules, measure returns with CAGR and XIRR against the right benchmark, and write an investment policy statement that keeps you on course when markets fall. Tax rules are those in force for tax year 2026-27, and every historical figure states its series, years and method.",
  estimatedHours: 6,
  outcomes: [
    "See all your holdings, including EPF, PPF and FDs, as one portfolio and work out its real asset allocation.",
    "Set a strategic allocation and glide path for each goal, and explain what Indian history says about mixing equity, debt and gold.",
    "Measure fund overlap and single-company exposure, and choose debt instruments by duration, credit risk and tax.",
    "Rebalance with calendar or threshold rules, using new money first and counting the 2026-27 tax and exit-load cost of selling.",
    "Compare costs under SEBI's 2026 expense caps, and use gains and loss harvesting within the rules.",
    "Calculate absolute return, CAGR and XIRR, compare with a TRI benchmark, and write an investment policy statement.",
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
      lessons: [rebalancingLesson, costsAndTaxDragLesson],
    },
    {
      id: "measuring-and-reviewing",
      title: "Measuring, reviewing and staying the course",
      lessons: [measuringReturnsLesson, reviewingAndBehaviourLesson, investmentPolicyStatementLesson],
    },
  ],
};
