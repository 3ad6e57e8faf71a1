// Which lots a rebalance should sell, and the capital-gains tax the sales would cost, under the
// rules for transfers from 23 July 2024 (tax year 2026-27, unchanged by Budget 2026; the rates
// are sellingTaxRules in rebalancing.ts, which the facts registry reads, and the cess of
// tax-rules.ts). The rebalancer's tax-aware mode (rebalance-tax.ts) runs it.
//
// Stated simplifications, each shown with the result:
// - Equity lots are listed shares or equity funds (STT paid). Gold lots are gold ETFs (listed:
//   long term after 12 months) unless `goldLongTermAfterMonths` says 24 (gold funds of funds).
//   Debt lots are debt funds bought on or after 1 April 2023, taxed at the slab rate however
//   long they are held. Cash is not taxed on sale.
// - No other capital gains in the year, so the whole equity exemption is available.
// - Tax is the rate on the gain plus health and education cess; no surcharge. An exit load
//   comes out of the sale proceeds, so it lowers the taxable gain.
import { type AssetClass, assetClasses } from "./allocation-rules.ts";
import { roundTo } from "./money.ts";
import { sellingTaxRules } from "./rebalancing.ts";
import { dayNumber } from "./returns.ts";
import { taxRuleSets } from "./tax-rules.ts";

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
  /** Gain (negative: loss) on the part sold, after the exit load. */
  gain: number;
  term: "short" | "long";
  /** Exit load on the part sold, rupees (0 when none applies). */
  exitLoad: number;
  /** An equity long-term gain that, with the ones sold before it, fits in the yearly exemption. */
  withinExemption: boolean;
}

/** An exit load of `percent` on units sold within `withinMonths` months of buying them. */
export interface ExitLoadRule {
  percent: number;
  withinMonths: number;
  classes: readonly AssetClass[];
}

export interface LotRules {
  /** Gold lots are long term after this many months: 12 for gold ETFs, 24 for gold funds of funds. */
  goldLongTermAfterMonths?: number;
  exitLoad?: ExitLoadRule;
}

export interface LotSalesInput {
  /** Rupees to sell from each class (0 or missing: none). */
  sells: Partial<Record<AssetClass, number>>;
  lots: Partial<Record<AssetClass, readonly HoldingLot[]>>;
  /** ISO date of the sale. */
  today: string;
  /** The seller's income-tax slab rate, percent (0 to 30). */
  slabRate: number;
  rules?: LotRules;
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
  /** Exit loads on the units sold, rupees (they come out of the proceeds). */
  exitLoads: number;
}

export const healthAndEducationCessRate = taxRuleSets["2026-27"].cessPercent;

export function monthsHeldMoreThan(bought: string, today: string, months: number): boolean {
  const [year = 0, month = 0, day = 0] = bought.split("-").map(Number);
  const total = month - 1 + months;
  const limitYear = year + Math.floor(total / 12);
  const limitMonth = (total % 12) + 1;
  const leap = (limitYear % 4 === 0 && limitYear % 100 !== 0) || limitYear % 400 === 0;
  const lastDay = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][limitMonth - 1] ?? 31;
  const limit = `${limitYear}-${String(limitMonth).padStart(2, "0")}-${String(Math.min(day, lastDay)).padStart(2, "0")}`;
  return (dayNumber(today) ?? 0) > (dayNumber(limit) ?? 0);
}

function termOf(assetClass: AssetClass, lot: HoldingLot, today: string, rules: LotRules): "short" | "long" {
  if (assetClass === "debt" || assetClass === "cash") return "short";
  const months =
    assetClass === "gold"
      ? (rules.goldLongTermAfterMonths ?? sellingTaxRules.equityLongTermAfterMonths)
      : sellingTaxRules.equityLongTermAfterMonths;
  return monthsHeldMoreThan(lot.bought, today, months) ? "long" : "short";
}

function exitLoadShare(assetClass: AssetClass, lot: HoldingLot, today: string, rules: LotRules): number {
  const load = rules.exitLoad;
  if (!load || load.percent <= 0 || !load.classes.includes(assetClass)) return 0;
  return monthsHeldMoreThan(lot.bought, today, load.withinMonths) ? 0 : load.percent / 100;
}

/**
 * Sells `amount` from a class's lots: losses first (the largest loss per rupee first), then
 * long-term gains, then short-term gains (the smallest gain per rupee first in each), taking
 * a part of the last lot in proportion. Among equity's long-term lots the smallest gain per
 * rupee goes first, so the gains stay inside the yearly exemption as long as they can.
 */
export function chooseLots(
  assetClass: AssetClass,
  lots: readonly HoldingLot[],
  amount: number,
  today: string,
  rules: LotRules = {},
): LotSale[] {
  const ranked = lots
    .map((lot, index) => ({
      index,
      lot,
      term: termOf(assetClass, lot, today, rules),
      ratio: lot.value > 0 ? (lot.value - lot.invested) / lot.value : 0,
      load: exitLoadShare(assetClass, lot, today, rules),
    }))
    .filter((entry) => entry.lot.value > 0)
    .sort((a, b) => {
      const group = (entry: typeof a) => (entry.ratio < 0 ? 0 : entry.term === "long" ? 1 : 2);
      return group(a) - group(b) || a.ratio - b.ratio;
    });
  const sales: LotSale[] = [];
  let left = amount;
  let longGains = 0;
  for (const { index, lot, term, ratio, load } of ranked) {
    if (left <= 0) break;
    const sold = Math.min(left, lot.value);
    const exitLoad = sold * load;
    const gain = sold * ratio - exitLoad;
    const exemptable = assetClass === "equity" && term === "long" && gain > 0;
    if (exemptable) longGains += gain;
    const withinExemption = exemptable && longGains <= sellingTaxRules.equityLongTermExemption + 1e-6;
    sales.push({ lot: index, sold, gain, term, exitLoad, withinExemption });
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
  let exitLoads = 0;
  for (const assetClass of assetClasses) {
    const amount = input.sells[assetClass] ?? 0;
    const lots = input.lots[assetClass];
    if (amount <= 0 || !lots || assetClass === "cash") continue;
    const chosen = chooseLots(assetClass, lots, amount, input.today, input.rules);
    sales[assetClass] = chosen;
    for (const sale of chosen) {
      exitLoads += sale.exitLoad;
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
    exitLoads: roundTo(exitLoads, 2),
  };
}
