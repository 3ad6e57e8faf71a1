// Average buy price across purchases (lots), and how many units to buy at a given price to
// reach a target average, averaging down or up. Quantities may be fractional (mutual-fund
// units) and prices may have paise. Lot values are trusted (the parse step checks each one).
import { formatINR, roundTo } from "./money.ts";
import { type FinanceResult, fail, ok } from "./result.ts";

export interface Lot {
  quantity: number;
  price: number;
}

export interface AverageResult {
  totalQuantity: number;
  /** Rupees spent, to the paisa. */
  totalCost: number;
  /** Weighted average price, to the paisa. */
  averagePrice: number;
}

/** Weighted average price of all lots (Σ quantity × price ÷ Σ quantity). */
export function averageBuyPrice(lots: readonly Lot[]): FinanceResult<AverageResult> {
  if (lots.length === 0) return fail("lots", "Add at least one purchase");
  const totalQuantity = lots.reduce((sum, lot) => sum + lot.quantity, 0);
  if (totalQuantity === 0) return fail("lots", "Total quantity must be more than zero");
  const totalCost = lots.reduce((sum, lot) => sum + lot.quantity * lot.price, 0);
  return ok({
    totalQuantity: roundTo(totalQuantity, 6),
    totalCost: roundTo(totalCost, 2),
    averagePrice: roundTo(totalCost / totalQuantity, 2),
  });
}

export interface TargetAverageInput {
  heldQuantity: number;
  heldAveragePrice: number;
  /** Price you can buy at now. */
  buyPrice: number;
  targetAverage: number;
}

export interface TargetAverageResult {
  /** Exact quantity (may be fractional) that lands exactly on the target. */
  exactQuantity: number;
  /** Whole units to buy so the average reaches the target (rounded up). */
  wholeQuantity: number;
  /** Money needed for the whole units. */
  amountNeeded: number;
  /** Average after buying the whole units. */
  resultingAverage: number;
}

/**
 * Solves (Q·A + q·P) / (Q + q) = T for q: q = Q·(A − T) / (T − P).
 * Only possible when the target lies between the buy price and the current average.
 */
export function quantityForTargetAverage(input: TargetAverageInput): FinanceResult<TargetAverageResult> {
  const { heldQuantity: held, heldAveragePrice: average, buyPrice: price, targetAverage: target } = input;
  if (target === average)
    return ok({ exactQuantity: 0, wholeQuantity: 0, amountNeeded: 0, resultingAverage: roundTo(average, 2) });
  if (held === 0) return fail("heldQuantity", "Enter the quantity you already hold");
  const between = (target - price) * (average - target) > 0;
  if (!between) return fail("targetAverage", unreachableReason(average, price, target));
  const exact = (held * (average - target)) / (target - price);
  // Buying more moves the average further toward the buy price, so rounding up always reaches the target.
  const whole = Math.ceil(roundTo(exact, 6));
  return ok({
    exactQuantity: roundTo(exact, 4),
    wholeQuantity: whole,
    amountNeeded: roundTo(whole * price, 2),
    resultingAverage: roundTo((held * average + whole * price) / (held + whole), 2),
  });
}

const rupees = (value: number) => formatINR(value, { decimals: 2 });

/** Why a target cannot be reached: new units pull the average toward their price and never past it. */
function unreachableReason(average: number, price: number, target: number): string {
  const range = `it must lie between ${rupees(Math.min(price, average))} and ${rupees(Math.max(price, average))}`;
  const start = `A target average of ${rupees(target)} cannot be reached by buying at ${rupees(price)}`;
  if (price === average) return `${start}: buying at your average price leaves the average where it is`;
  const direction = target < average ? "down" : "up";
  const side = target < average ? "below" : "above";
  if ((target < average && price >= average) || (target > average && price <= average)) {
    return `${start}: to average ${direction} you must buy ${side} your average of ${rupees(average)}, and ${range}`;
  }
  return `${start}: new units pull the average toward ${rupees(price)} but never reach or pass it, so ${range}`;
}

/** Several purchases, and optionally the units to buy at `buyPrice` to reach `targetAverage`. */
export interface LotsInput {
  lots: readonly Lot[];
  /** Price you can buy at now. */
  buyPrice: number;
  /** 0 skips the target calculation. */
  targetAverage: number;
}

export interface LotsResult {
  holding: AverageResult;
  /** Null when no target was given; otherwise its own result, so an unreachable target does not hide the rest. */
  target: FinanceResult<TargetAverageResult> | null;
}

export function calculateLots(input: LotsInput): FinanceResult<LotsResult> {
  const holding = averageBuyPrice(input.lots);
  if (!holding.ok) return holding;
  const exactQuantity = input.lots.reduce((sum, lot) => sum + lot.quantity, 0);
  const exactCost = input.lots.reduce((sum, lot) => sum + lot.quantity * lot.price, 0);
  return ok({
    holding: holding.value,
    target:
      input.targetAverage > 0
        ? quantityForTargetAverage({
            heldQuantity: exactQuantity,
            heldAveragePrice: exactCost / exactQuantity,
            buyPrice: input.buyPrice,
            targetAverage: input.targetAverage,
          })
        : null,
  });
}
