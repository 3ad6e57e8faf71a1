// The rebalancer's tax-aware mode (issue 27, item 5): the trades of rebalancing.ts, the lots
// each sale would take (lot-sales.ts: losses first, then long-term lots, short-term last) and
// what the sales cost in capital-gains tax and exit loads under the 2026-27 rules, beside the
// other method ("buy and sell" against "new money only") and the new money that would reach
// the target without selling anything.
import { type AssetClass, assetClasses } from "./allocation-rules.ts";
import {
  type ExitLoadRule,
  type HoldingLot,
  type LotSale,
  type LotSalesResult,
  planLotSales,
} from "./lot-sales.ts";
import { roundTo } from "./money.ts";
import { type RebalanceInput, type RebalanceMode, type RebalanceResult, rebalance } from "./rebalancing.ts";

/** The classes whose sales are taxed as capital gains (cash is not). */
export type LotClass = Exclude<AssetClass, "cash">;
export const lotClasses: readonly LotClass[] = ["equity", "debt", "gold"];

export interface TaxAwareRebalanceInput extends RebalanceInput {
  /** The lots of each class; a class without lots is sold without a tax figure. */
  lots: Partial<Record<LotClass, readonly HoldingLot[]>>;
  /** ISO date of the sale. */
  saleDate: string;
  /** The seller's income-tax slab rate, percent. */
  slabRate: number;
  /** 12 for gold ETFs, 24 for gold funds of funds. */
  goldLongTermAfterMonths: number;
  exitLoad: ExitLoadRule;
}

export interface SellingCost {
  /** Rupees sold from each class (cash included), as the plan says. */
  sold: Partial<Record<AssetClass, number>>;
  /** The lots sold in each class, in the order they are sold. */
  sales: Partial<Record<LotClass, LotSale[]>>;
  /** Rupees sold from each class beyond the lots entered: their tax is not in the figures. */
  withoutLots: Partial<Record<LotClass, number>>;
  tax: Omit<LotSalesResult, "sales">;
  /** Tax and exit loads together, rupees. */
  total: number;
}

export interface MethodOutcome {
  mode: RebalanceMode;
  plan: RebalanceResult;
  /** null when nothing is sold, or no lots were entered. */
  cost: SellingCost | null;
}

export interface TaxAwareRebalanceResult {
  chosen: MethodOutcome;
  other: MethodOutcome;
  /**
   * New money (in all, rupees, rounded up) that reaches the target without selling; null when
   * a class with a 0% target is held (only a sale can empty it).
   */
  newMoneyToReachTarget: number | null;
}

/** What the sales of a plan cost, from the lots entered. */
export function sellingCost(plan: RebalanceResult, input: TaxAwareRebalanceInput): SellingCost | null {
  const hasLots = lotClasses.some((name) => (input.lots[name]?.length ?? 0) > 0);
  const sold: Partial<Record<AssetClass, number>> = {};
  for (const row of plan.rows) if (row.trade < 0) sold[row.assetClass] = -row.trade;
  if (!hasLots || lotClasses.every((name) => !sold[name])) return null;
  const { sales, ...tax } = planLotSales({
    sells: sold,
    lots: input.lots,
    today: input.saleDate,
    slabRate: input.slabRate,
    rules: { goldLongTermAfterMonths: input.goldLongTermAfterMonths, exitLoad: input.exitLoad },
  });
  const withoutLots: Partial<Record<LotClass, number>> = {};
  for (const name of lotClasses) {
    const amount = sold[name] ?? 0;
    if (amount <= 0) continue;
    const covered = (sales[name] ?? []).reduce((sum, sale) => sum + sale.sold, 0);
    // Half a rupee: lots are in rupees, the plan in whole rupees.
    if (amount - covered > 0.5) withoutLots[name] = Math.round(amount - covered);
  }
  // Rupees to the paisa, as the tax totals are.
  const rounded: Partial<Record<LotClass, LotSale[]>> = {};
  for (const name of lotClasses) {
    const list = sales[name];
    if (list) {
      rounded[name] = list.map((sale) => ({
        ...sale,
        sold: roundTo(sale.sold, 2),
        gain: roundTo(sale.gain, 2),
        exitLoad: roundTo(sale.exitLoad, 2),
      }));
    }
  }
  return {
    sold,
    sales: rounded,
    withoutLots,
    tax,
    total: Math.round((tax.tax + tax.exitLoads) * 100) / 100,
  };
}

/** New money that brings every class to its target share without a sale (see the result's field). */
export function newMoneyToReachTarget(input: RebalanceInput): number | null {
  let totalNeeded = 0;
  let totalNow = 0;
  for (const name of assetClasses) {
    const held = Math.round(input.holdings[name]);
    const share = input.target[name];
    totalNow += held;
    if (share <= 0) {
      if (held > 0) return null;
      continue;
    }
    totalNeeded = Math.max(totalNeeded, (held * 100) / share);
  }
  // A hair below the exact figure so floating error never asks for an extra rupee.
  return Math.max(0, Math.ceil(totalNeeded - totalNow - 1e-6));
}

export function taxAwareRebalance(input: TaxAwareRebalanceInput): TaxAwareRebalanceResult {
  const outcome = (mode: RebalanceMode): MethodOutcome => {
    const plan = rebalance({ ...input, mode });
    return { mode, plan, cost: sellingCost(plan, input) };
  };
  return {
    chosen: outcome(input.mode),
    other: outcome(input.mode === "full" ? "newMoneyOnly" : "full"),
    newMoneyToReachTarget: newMoneyToReachTarget(input),
  };
}
