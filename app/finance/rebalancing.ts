// Rebalancing calculator: current holdings by asset class, a target mix, and optional new
// money (or a withdrawal). "Buy and sell" reaches the target exactly;
// "new money only" never sells (or, for a withdrawal, never buys): it fills the largest gaps
// first, so the rupee gaps left over are equal. Amounts are whole rupees; the buys and sells
// always add up to the new money (or to zero).
import { type AssetClass, assetClasses } from "./allocation-rules.ts";

export type RebalanceMode = "full" | "newMoneyOnly";

/**
 * Parsed by app/features/tools/rebalancing/rebalancing.ts: amounts are within the domain, the target adds up to
 * 100, something is held or added, and a withdrawal is no more than the holdings.
 */
export interface RebalanceInput {
  holdings: Record<AssetClass, number>;
  /** Target percent per class; adds up to 100. */
  target: Record<AssetClass, number>;
  /** New money to invest (positive) or a withdrawal (negative). */
  flow: number;
  mode: RebalanceMode;
}

export interface RebalanceRow {
  assetClass: AssetClass;
  current: number;
  /** Percent of the current total. */
  currentShare: number;
  targetShare: number;
  /** Target share of the total after the new money or withdrawal, rupees. */
  targetAmount: number;
  /** Rupees to buy (positive) or sell (negative). */
  trade: number;
  after: number;
  afterShare: number;
}

export interface RebalanceResult {
  rows: RebalanceRow[];
  totalBefore: number;
  totalAfter: number;
  bought: number;
  sold: number;
  /** Every class within half a percentage point of its target afterwards. */
  reachesTarget: boolean;
  /** Largest gap between a class's share and its target, percentage points, before and after. */
  driftBefore: number;
  driftAfter: number;
}

/**
 * Amounts to move into (positive) or out of each class, moving only in one direction: the
 * largest gaps are filled first until the total is used (a water-filling solution, which
 * leaves the remaining rupee gaps equal). `gaps` sum to `total` or more.
 */
function fillLargestGaps(gaps: readonly number[], total: number): number[] {
  const order = gaps.map((gap, index) => ({ gap, index })).sort((a, b) => b.gap - a.gap);
  const amounts = gaps.map(() => 0);
  let sum = 0;
  for (let count = 1; count <= order.length; count++) {
    sum += order[count - 1]?.gap ?? 0;
    const level = (total - sum) / count;
    const next = order[count]?.gap;
    if (next === undefined || next + level <= 0) {
      for (const { gap, index } of order.slice(0, count)) amounts[index] = Math.max(0, gap + level);
      return amounts;
    }
  }
  return amounts;
}

/** Rounds to whole rupees keeping the exact total (largest remainders take the extra rupees). */
function roundKeepingTotal(values: readonly number[], total: number): number[] {
  const floors = values.map((value) => Math.floor(value) + 0); // + 0 turns -0 into 0
  let remaining = total - floors.reduce((sum, value) => sum + value, 0);
  const order = values.map((value, index) => ({ index, fraction: value - Math.floor(value) }));
  order.sort((a, b) => b.fraction - a.fraction);
  for (const { index } of order) {
    if (remaining <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    remaining--;
  }
  return floors;
}

function share(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 10_000) / 100 : 0;
}

export function rebalance(input: RebalanceInput): RebalanceResult {
  const current = assetClasses.map((name) => Math.round(input.holdings[name]));
  const flow = Math.round(input.flow);
  const totalBefore = current.reduce((sum, value) => sum + value, 0);
  const totalAfter = totalBefore + flow;
  const targets = assetClasses.map((name) => (totalAfter * input.target[name]) / 100);
  const gaps = targets.map((target, index) => target - (current[index] ?? 0));
  let exact: number[];
  if (input.mode === "full") exact = gaps;
  else if (flow >= 0) exact = fillLargestGaps(gaps, flow);
  else
    exact = fillLargestGaps(
      gaps.map((gap) => -gap),
      -flow,
    ).map((amount) => -amount);
  const trades = roundKeepingTotal(exact, flow);
  const rows = assetClasses.map((assetClass, index): RebalanceRow => {
    const before = current[index] ?? 0;
    const trade = trades[index] ?? 0;
    return {
      assetClass,
      current: before,
      currentShare: share(before, totalBefore),
      targetShare: input.target[assetClass],
      targetAmount: Math.round(targets[index] ?? 0),
      trade,
      after: before + trade,
      afterShare: share(before + trade, totalAfter),
    };
  });
  const drift = (key: "currentShare" | "afterShare") =>
    Math.round(Math.max(...rows.map((row) => Math.abs(row[key] - row.targetShare))) * 100) / 100;
  const driftAfter = drift("afterShare");
  return {
    rows,
    totalBefore,
    totalAfter,
    bought: trades.reduce((sum, trade) => (trade > 0 ? sum + trade : sum), 0),
    sold: trades.reduce((sum, trade) => (trade < 0 ? sum - trade : sum), 0),
    reachesTarget: driftAfter <= 0.5,
    driftBefore: totalBefore > 0 ? drift("currentShare") : 0,
    driftAfter,
  };
}

/**
 * Tax on selling, tax year 2026-27 (transfers from 23 July 2024; unchanged by Budget 2026):
 * sections 196, 197 and 198 of the Income-tax Act, 2025. The site's facts registry reads its
 * capital-gains rates from here.
 */
export const sellingTaxRules = {
  equityShortTermRate: 20,
  equityLongTermRate: 12.5,
  equityLongTermExemption: 125_000,
  equityLongTermAfterMonths: 12,
  listedLongTermRate: 12.5,
  goldFundLongTermAfterMonths: 24,
  debtFundSlabSince: "1 April 2023",
} as const;
