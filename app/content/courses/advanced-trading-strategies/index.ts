import type { Course } from "../types.ts";
import { costsAndTaxesOfTradingLesson } from "./lessons/costs-and-taxes-of-trading.ts";
import { filingTaxReturnsAsATraderLesson } from "./lessons/filing-tax-returns-as-a-trader.ts";
import { hedgingWithIndexFuturesLesson } from "./lessons/hedging-with-index-futures.ts";
import { howFuturesWorkLesson } from "./lessons/how-futures-work.ts";
import { leverageAndMarginLesson } from "./lessons/leverage-and-margin.ts";
import { optionChainOpenInterestAndSkewLesson } from "./lessons/option-chain-open-interest-and-skew.ts";
import { optionPricingAndGreeksLesson } from "./lessons/option-pricing-and-greeks.ts";
import { optionStrategiesExplainedLesson } from "./lessons/option-strategies-explained.ts";
import { optionsBasicsLesson } from "./lessons/options-basics.ts";
import { positionSizingAndRiskLesson } from "./lessons/position-sizing-and-risk.ts";
import { putCallParityLesson } from "./lessons/put-call-parity.ts";
import { spreadsBeyondTheBasicsLesson } from "./lessons/spreads-beyond-the-basics.ts";
import { tipsAdvisersAndProtectionLesson } from "./lessons/tips-advisers-and-protection.ts";
import { tradingPlanAndJournalLesson } from "./lessons/trading-plan-and-journal.ts";
import { tradingVsInvestingEvidenceLesson } from "./lessons/trading-vs-investing-evidence.ts";

export const course: Course = {
  id: "advanced-trading-strategies",
  title: "Advanced Trading Strategies",
  level: "Advanced",
  description:
    "Derivatives, margin, position sizing, costs and tax explained honestly, with what SEBI's studies show: about nine in ten individual F&O traders lose money.",
  overview:
    "This course explains how futures and options work, how they are priced and margined, how leverage and position size decide what a bad week costs, and what every trade costs in charges and tax. It starts with the evidence: SEBI's own studies found that about nine in ten individual traders in futures and options lost money in every period studied. Every strategy is shown with its payoff, its maximum loss, its costs and the market in which it loses, with worked rupee examples. It is education, not a signal service: it names no shares to trade, gives no tips and does not suggest that you should trade derivatives at all. If you are new to investing, start with the Investment Fundamentals course.",
  estimatedHours: 13,
  outcomes: [
    "Explain why futures and options are zero-sum before costs and summarise what SEBI's studies found about individual traders' results",
    "Work out a futures position's contract value, daily mark-to-market and the effect of leverage on your margin",
    "Read an option's premium as intrinsic and time value, draw its payoff at expiry and explain delta, gamma, theta, vega and implied volatility",
    "Check a call and put against put-call parity, read an option chain's open interest and explain the volatility skew",
    "Size a position from a fixed risk per trade and explain why stop-losses fail in gaps and why losing streaks are normal",
    "State the maximum loss, break-even, costs and losing scenario of covered calls, protective puts, vertical, butterfly, calendar and ratio spreads, straddles and strangles",
    "Size an index futures hedge for a share portfolio from its beta, and say what risks the hedge leaves",
    "Work out STT and other charges on a trade, explain how F&O and intraday income is taxed, and walk through a trader's ITR-3: turnover, tax audit and loss set-off",
    "Write a trading plan with loss limits, keep a journal, decide when to stop, and tell a registered adviser from an unregistered tip service",
  ],
  modules: [
    {
      id: "evidence-and-futures",
      title: "The evidence, and how futures work",
      lessons: [tradingVsInvestingEvidenceLesson, howFuturesWorkLesson],
    },
    {
      id: "options",
      title: "Options: payoffs, pricing, parity and the option chain",
      lessons: [
        optionsBasicsLesson,
        optionPricingAndGreeksLesson,
        putCallParityLesson,
        optionChainOpenInterestAndSkewLesson,
      ],
    },
    {
      id: "leverage-and-risk-control",
      title: "Leverage, margin and risk control",
      lessons: [leverageAndMarginLesson, positionSizingAndRiskLesson],
    },
    {
      id: "strategies-and-hedging",
      title: "Strategies, spreads and hedging",
      lessons: [optionStrategiesExplainedLesson, spreadsBeyondTheBasicsLesson, hedgingWithIndexFuturesLesson],
    },
    {
      id: "strategies-costs-and-conduct",
      title: "Costs, tax and conduct",
      lessons: [
        costsAndTaxesOfTradingLesson,
        filingTaxReturnsAsATraderLesson,
        tradingPlanAndJournalLesson,
        tipsAdvisersAndProtectionLesson,
      ],
    },
  ],
};
