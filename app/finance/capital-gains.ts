// Capital gains taxed at special rates, for a resident individual (fact sheet §1.9 step 4, §2.1,
// §2.2): this year's losses set off first (short-term losses against any gain, long-term losses
// only against long-term gains), the ₹1.25 lakh yearly exemption on listed-equity LTCG, then any
// basic exemption the normal income leaves unused, and the rates. Rates and the exemption are
// the rebalancing tool's selling rules, which the facts registry also reads.
import { sellingTaxRules } from "./rebalancing.ts";

export interface CapitalGainsInput {
  /** Listed shares and equity funds held 12 months or less, STT paid (s.196, was 111A). */
  equityStcg: number;
  /** Listed shares and equity funds held more than 12 months, before the exemption (s.198, was 112A). */
  equityLtcg: number;
  /** Other long-term gains taxed at 12.5% without indexation: property, gold, bonds (s.197, was 112). */
  otherLtcg: number;
  /** Short-term capital losses of the year. */
  shortTermLoss: number;
  /** Long-term capital losses of the year. */
  longTermLoss: number;
}

export type GainKind = "equityStcg" | "otherLtcg" | "equityLtcg";

export interface GainRow {
  kind: GainKind;
  /** The gain as entered. */
  gain: number;
  /** Losses of the year set off against it. */
  lossSetOff: number;
  /** The yearly exemption used (listed-equity LTCG only). */
  exemption: number;
  /** Unused basic exemption of the normal income used against it (residents). */
  basicExemptionUsed: number;
  taxable: number;
  rate: number;
  tax: number;
}

export interface CapitalGainsTax {
  rows: GainRow[];
  /** Gains after this year's losses: the part of total income they make up. */
  netGains: number;
  /** Tax on the gains, before rebate, surcharge and cess. */
  tax: number;
  /** Tax on gains the old-regime rebate may reduce (all but listed-equity LTCG). */
  rebatableTax: number;
  /** Losses left after set-off, carried forward (eight years, if the return is filed on time). */
  shortTermLossCarried: number;
  longTermLossCarried: number;
}

export const noCapitalGains: CapitalGainsInput = {
  equityStcg: 0,
  equityLtcg: 0,
  otherLtcg: 0,
  shortTermLoss: 0,
  longTermLoss: 0,
};

export function hasCapitalGains(input: CapitalGainsInput): boolean {
  const { equityStcg, equityLtcg, otherLtcg, shortTermLoss, longTermLoss } = input;
  return [equityStcg, equityLtcg, otherLtcg, shortTermLoss, longTermLoss].some((amount) => amount > 0);
}

// Losses and the unused basic exemption go first where they save the most: the 20% gains, then
// long-term gains with no exemption of their own, then listed-equity LTCG (whose first ₹1.25 lakh
// is exempt anyway).
const setOffOrder: readonly GainKind[] = ["equityStcg", "otherLtcg", "equityLtcg"];

function rateOf(kind: GainKind): number {
  return kind === "equityStcg" ? sellingTaxRules.equityShortTermRate : sellingTaxRules.equityLongTermRate;
}

/** Takes up to `amount` from `available`, returning what was taken and what is left. */
function take(available: number, amount: number): [taken: number, left: number] {
  const taken = Math.min(available, amount);
  return [taken, available - taken];
}

/**
 * Tax on special-rate capital gains. `unusedBasicExemption` is how far the normal taxable income
 * falls short of the regime's basic exemption limit (zero when it does not).
 */
export function capitalGainsTax(input: CapitalGainsInput, unusedBasicExemption: number): CapitalGainsTax {
  let shortTermLoss = input.shortTermLoss;
  let longTermLoss = input.longTermLoss;
  let basicExemption = Math.max(0, unusedBasicExemption);
  const rows: GainRow[] = [];
  for (const kind of setOffOrder) {
    let remaining = input[kind];
    let lossSetOff = 0;
    let taken: number;
    if (kind !== "equityStcg") {
      [taken, longTermLoss] = take(longTermLoss, remaining);
      lossSetOff += taken;
      remaining -= taken;
    }
    [taken, shortTermLoss] = take(shortTermLoss, remaining);
    lossSetOff += taken;
    remaining -= taken;
    const exemption =
      kind === "equityLtcg" ? Math.min(remaining, sellingTaxRules.equityLongTermExemption) : 0;
    remaining -= exemption;
    let basicExemptionUsed: number;
    [basicExemptionUsed, basicExemption] = take(basicExemption, remaining);
    const taxable = remaining - basicExemptionUsed;
    const rate = rateOf(kind);
    rows.push({
      kind,
      gain: input[kind],
      lossSetOff,
      exemption,
      basicExemptionUsed,
      taxable,
      rate,
      tax: (taxable * rate) / 100,
    });
  }
  const tax = rows.reduce((sum, row) => sum + row.tax, 0);
  return {
    rows,
    netGains: rows.reduce((sum, row) => sum + row.gain - row.lossSetOff, 0),
    tax,
    rebatableTax: rows.filter((row) => row.kind !== "equityLtcg").reduce((sum, row) => sum + row.tax, 0),
    shortTermLossCarried: shortTermLoss,
    longTermLossCarried: longTermLoss,
  };
}
