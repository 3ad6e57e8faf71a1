// Average buy price across purchases, and how many units to buy at today's price to reach a
// target average. Quantities may be fractional (mutual-fund units).
import type { InputSpec } from "./input-spec.ts";
import { formatINR, roundTo } from "./money.ts";
import { type FinanceResult, fail, firstFailure, ok } from "./result.ts";
import { checkRange, MAX_RUPEES } from "./validate.ts";

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

const MAX_QUANTITY = 1_000_000_000;

function checkLot(lot: Lot, index: number) {
  const prefix = `Purchase ${index + 1}`;
  return firstFailure([
    checkRange(`lots.${index}.quantity`, `${prefix} quantity`, lot.quantity, 0, MAX_QUANTITY, "count"),
    checkRange(`lots.${index}.price`, `${prefix} price`, lot.price, 0, MAX_RUPEES, "rupees"),
  ]);
}

/** Weighted average price of all lots (Σ quantity × price ÷ Σ quantity). */
export function averageBuyPrice(lots: readonly Lot[]): FinanceResult<AverageResult> {
  if (lots.length === 0) return fail("lots", "Add at least one purchase");
  for (const [index, lot] of lots.entries()) {
    const failure = checkLot(lot, index);
    if (failure) return failure;
  }
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
  const failure = firstFailure([
    checkRange("heldQuantity", "Quantity held", input.heldQuantity, 0, MAX_QUANTITY, "count"),
    checkRange(
      "heldAveragePrice",
      "Current average price",
      input.heldAveragePrice,
      0.01,
      MAX_RUPEES,
      "rupees",
    ),
    checkRange("buyPrice", "Buy price", input.buyPrice, 0.01, MAX_RUPEES, "rupees"),
    checkRange("targetAverage", "Target average", input.targetAverage, 0.01, MAX_RUPEES, "rupees"),
  ]);
  if (failure) return failure;

  const { heldQuantity: held, heldAveragePrice: average, buyPrice: price, targetAverage: target } = input;
  if (target === average)
    return ok({ exactQuantity: 0, wholeQuantity: 0, amountNeeded: 0, resultingAverage: average });
  if (held === 0) return fail("heldQuantity", "Enter the quantity you already hold");
  const between = (target - price) * (average - target) > 0;
  if (!between) {
    const low = formatINR(Math.min(price, average), { decimals: 2 });
    const high = formatINR(Math.max(price, average), { decimals: 2 });
    return fail(
      "targetAverage",
      `A target average of ${formatINR(target, { decimals: 2 })} cannot be reached by buying at ${formatINR(price, { decimals: 2 })}: it must lie between ${low} and ${high}`,
    );
  }
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

/** Flat inputs for the averaging calculator page. */
export interface AveragingInput {
  heldQuantity: number;
  heldAveragePrice: number;
  buyQuantity: number;
  buyPrice: number;
  /** 0 skips the target calculation. */
  targetAverage: number;
}

export interface AveragingResult {
  /** Holding after buying `buyQuantity` at `buyPrice`. */
  afterPurchase: AverageResult;
  /** Change in average price, rupees (negative when averaging down). */
  averageChange: number;
  /** Null when no target was given; otherwise its own result, so an unreachable target does not hide the rest. */
  target: FinanceResult<TargetAverageResult> | null;
}

export const averagingInputs: readonly InputSpec<keyof AveragingInput>[] = [
  {
    name: "heldQuantity",
    label: "Shares or units you hold",
    unit: "count",
    min: 0,
    max: 1_000_000,
    step: 1,
    defaultValue: 100,
  },
  {
    name: "heldAveragePrice",
    label: "Your average buy price",
    unit: "rupees",
    min: 0.01,
    max: 1_000_000,
    step: 0.01,
    defaultValue: 500,
  },
  {
    name: "buyQuantity",
    label: "Quantity to buy now",
    unit: "count",
    min: 0,
    max: 1_000_000,
    step: 1,
    defaultValue: 50,
  },
  {
    name: "buyPrice",
    label: "Current price",
    unit: "rupees",
    min: 0.01,
    max: 1_000_000,
    step: 0.01,
    defaultValue: 400,
  },
  {
    name: "targetAverage",
    label: "Target average price (optional)",
    unit: "rupees",
    min: 0,
    max: 1_000_000,
    step: 0.01,
    defaultValue: 450,
    help: "Leave at 0 to skip.",
  },
];

export function calculateAveraging(input: AveragingInput): FinanceResult<AveragingResult> {
  const failure = firstFailure([
    checkRange("heldQuantity", "Quantity held", input.heldQuantity, 0, MAX_QUANTITY, "count"),
    checkRange("heldAveragePrice", "Current average price", input.heldAveragePrice, 0, MAX_RUPEES, "rupees"),
    checkRange("buyQuantity", "Quantity to buy", input.buyQuantity, 0, MAX_QUANTITY, "count"),
    checkRange("buyPrice", "Current price", input.buyPrice, 0, MAX_RUPEES, "rupees"),
    checkRange("targetAverage", "Target average", input.targetAverage, 0, MAX_RUPEES, "rupees"),
  ]);
  if (failure) return failure;
  if (input.heldQuantity + input.buyQuantity === 0) {
    return fail("heldQuantity", "Enter the quantity you hold or plan to buy");
  }

  const after = averageBuyPrice([
    { quantity: input.heldQuantity, price: input.heldAveragePrice },
    { quantity: input.buyQuantity, price: input.buyPrice },
  ]);
  if (!after.ok) return after;
  return ok({
    afterPurchase: after.value,
    averageChange: input.heldQuantity > 0 ? roundTo(after.value.averagePrice - input.heldAveragePrice, 2) : 0,
    target:
      input.targetAverage > 0
        ? quantityForTargetAverage({
            heldQuantity: input.heldQuantity,
            heldAveragePrice: input.heldAveragePrice,
            buyPrice: input.buyPrice,
            targetAverage: input.targetAverage,
          })
        : null,
  });
}
