// Fund cost rules the tools compute with. The facts registry (app/content/facts/rates-and-limits.ts)
// reads the figure from here and adds its label, dates and source, so the tools' defaults and
// the pages quoting the rule cannot drift apart.

/**
 * The most an index fund or ETF may charge as its base expense ratio, percent a year, under
 * the SEBI (Mutual Funds) Regulations, 2026, in force from 1 April 2026 (statutory and
 * regulatory levies are charged on top). A ceiling, not a typical charge.
 */
export const indexFundExpenseRatioCap = 0.9;

/**
 * The rebalancer's default exit load on equity funds: 1% on units sold within 12 months, a
 * common scheme term (each scheme sets its own, and SEBI does not cap it; index funds often
 * charge none). An assumption the learner can change, not a rule, so it is not a registry fact.
 */
export const typicalEquityExitLoad = { percent: 1, withinMonths: 12 } as const;
