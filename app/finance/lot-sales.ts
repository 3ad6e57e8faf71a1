// Which lots a rebalance should sell, and the capital-gains tax the sales would cost, under the
// rules for transfers from 23 July 2024 (tax year 2026-27, unchanged by Budget 2026; the rates
// are sellingTaxRules in rebalancing.ts, which the facts registry reads). Groundwork for the
// rebalancer's tax-aware mode (issue 27, item 5): not yet wired into its page or API.
//
// Stated simplifications, each shown with the result:
// - Equity lots are listed shares or equity funds (STT paid). Gold lots are gold ETFs (listed:
//   long term after 12 months). Debt lots are debt funds bought on or after 1 April 2023, taxed
//   at the slab rate however long they are held. Cash is not taxed on sale.
// - No other capital gains in the year, so the whole equity exemption is available.
// - Tax is the rate on the gain plus 4% health and education cess; no surcharge, no exit loads.
import { type AssetClass, assetClasses } from "./allocation-rules.ts";
import { roundTo } from "./money.ts";
import { sellingTaxRules } from "./rebalancing.ts";
import { dayNumber } from "./returns.ts";

export interface HoldingLot {
  /** Rupees put in. */
  invested: number;
  /** ISO date bought (YYYY-MM-DD), on or before the sale date. */
  bought: string;
  /** Rupees the lot is worth now. */
  value: number;
}

export interface LotSale {
  lot: number;
  /** Rupees of the lot's value sold (a part of a lot sells in proportion). */
  sold: number;
  /** Gain (negative: loss) on the part sold. */
  gain: number;
  term: "short" | "long";
}

export interface LotSalesInput {
  /** Rupees to sell from each class (0 or missing: none). */
  sells: Partial<Record<AssetClass, number>>;
  lots: Partial<Record<AssetClass, readonly HoldingLot[]>>;
  /** ISO date of the sale. */
  today: string;
  /** The seller's income-tax slab rate, percent (0 to 30). */
  slabRate: number;
}

export interface LotSalesResult {
  sales: Partial<Record<AssetClass, LotSale[]>>;
  /** Gains after setting losses off, rupees, by how they are taxed. */
  equityShortTerm: number;
  equityLongTerm: number;
  /** Equity long-term gains left after the yearly exemption. */
  equityLongTermTaxable: number;
  otherLongTerm: number;
  slabShortTerm: number;
  /** Tax before cess, cess, and the total, rupees. */
  taxBeforeCess: number;
  cess: number;
  tax: number;
}

export const healthAndEducationCessRate = 4;

function monthsHeldMoreThan(bought: string, today: string, months: number): boolean {
  const [year = 0, month = 0, day = 0] = bought.split("-").map(Number);
  const total = month - 1 + months;
  const limitYear = year + Math.floor(total / 12);
  const limitMonth = (total % 12) + 1;
  const leap = (limitYear % 4 === 0 && limitYear % 100 !== 0) || limitYear % 400 === 0;
  const lastDay = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][limitMonth - 1] ?? 31;
  const limit = `${limitYear}-${String(limitMonth).padStart(2, "0")}-${String(Math.min(day, lastDay)).padStart(2, "0")}`;
  return (dayNumber(today) ?? 0) > (dayNumber(limit) ?? 0);
}

function termOf(assetClass: AssetClass, lot: HoldingLot, today: string): "short" | "long" {
  if (assetClass === "debt" || assetClass === "cash") return "short";
  return monthsHeldMoreThan(lot.bought, today, sellingTaxRules.equityLongTermAfterMonths) ? "long" : "short";
}

/**
 * Sells `amount` from a class's lots: losses first (the largest loss per rupee first), then
 * long-term gains, then short-term gains (the smallest gain per rupee first in each), taking
 * a part of the last lot in proportion.
 */
export function chooseLots(
  assetClass: AssetClass,
  lots: readonly HoldingLot[],
  amount: number,
  today: string,
): LotSale[] {
  const ranked = lots
    .map((lot, index) => ({
      index,
      lot,
      term: termOf(assetClass, lot, today),
      ratio: lot.value > 0 ? (lot.value - lot.invested) / lot.value : 0,
    }))
    .filter((entry) => entry.lot.value > 0)
    .sort((a, b) => {
      const group = (entry: typeof a) => (entry.ratio < 0 ? 0 : entry.term === "long" ? 1 : 2);
      return group(a) - group(b) || a.ratio - b.ratio;
    });
  const sales: LotSale[] = [];
  let left = amount;
  for (const { index, lot, term, ratio } of ranked) {
    if (left <= 0) break;
    const sold = Math.min(left, lot.value);
    sales.push({ lot: index, sold, gain: sold * ratio, term });
    left -= sold;
  }
  return sales;
}

/** The lots sold in every class and the tax on the year's resulting gains. */
export function planLotSales(input: LotSalesInput): LotSalesResult {
  const sales: Partial<Record<AssetClass, LotSale[]>> = {};
  let equityShort = 0;
  let equityLong = 0;
  let otherLong = 0;
  let slabShort = 0;
  let shortLoss = 0;
  let longLoss = 0;
  for (const assetClass of assetClasses) {
    const amount = input.sells[assetClass] ?? 0;
    const lots = input.lots[assetClass];
    if (amount <= 0 || !lots || assetClass === "cash") continue;
    const chosen = chooseLots(assetClass, lots, amount, input.today);
    sales[assetClass] = chosen;
    for (const sale of chosen) {
      if (sale.gain < 0) {
        if (sale.term === "short") shortLoss -= sale.gain;
        else longLoss -= sale.gain;
      } else if (assetClass === "equity") {
        if (sale.term === "short") equityShort += sale.gain;
        else equityLong += sale.gain;
      } else if (sale.term === "short") slabShort += sale.gain;
      else otherLong += sale.gain;
    }
  }
  const slab = input.slabRate;
  const rules = sellingTaxRules;
  // Set-off: short-term losses against any gain, long-term losses against long-term gains
  // only; each loss goes first where it saves the most tax.
  const setOff = (loss: number, buckets: { value: number; rate: number }[]) => {
    let remaining = loss;
    for (const bucket of [...buckets].sort((a, b) => b.rate - a.rate)) {
      const used = Math.min(remaining, bucket.value);
      bucket.value -= used;
      remaining -= used;
    }
  };
  const buckets = {
    equityShort: { value: equityShort, rate: rules.equityShortTermRate },
    slabShort: { value: slabShort, rate: slab },
    otherLong: { value: otherLong, rate: rules.listedLongTermRate },
    // Below otherLong: the exemption shelters part of equity's long-term gains.
    equityLong: { value: equityLong, rate: rules.equityLongTermRate - 0.01 },
  };
  setOff(longLoss, [buckets.otherLong, buckets.equityLong]);
  setOff(shortLoss, [buckets.equityShort, buckets.slabShort, buckets.otherLong, buckets.equityLong]);
  const equityLongTermTaxable = Math.max(0, buckets.equityLong.value - rules.equityLongTermExemption);
  const taxBeforeCess =
    (buckets.equityShort.value * rules.equityShortTermRate +
      buckets.slabShort.value * slab +
      buckets.otherLong.value * rules.listedLongTermRate +
      equityLongTermTaxable * rules.equityLongTermRate) /
    100;
  const cess = (taxBeforeCess * healthAndEducationCessRate) / 100;
  return {
    sales,
    equityShortTerm: roundTo(buckets.equityShort.value, 2),
    equityLongTerm: roundTo(buckets.equityLong.value, 2),
    equityLongTermTaxable: roundTo(equityLongTermTaxable, 2),
    otherLongTerm: roundTo(buckets.otherLong.value, 2),
    slabShortTerm: roundTo(buckets.slabShort.value, 2),
    taxBeforeCess: roundTo(taxBeforeCess, 2),
    cess: roundTo(cess, 2),
    tax: roundTo(taxBeforeCess + cess, 2),
  };
}
