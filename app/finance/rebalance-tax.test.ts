import { describe, expect, it } from "vitest";
import { planLotSales } from "./lot-sales.ts";
import { newMoneyToReachTarget, type TaxAwareRebalanceInput, taxAwareRebalance } from "./rebalance-tax.ts";
import { rebalance } from "./rebalancing.ts";

// Every expected figure below was worked by hand from the 2026-27 rules (equity short-term
// 20%, long-term 12.5% above ₹1.25 lakh a year after 12 months, gold ETFs 12.5% after 12
// months and gold funds of funds after 24, debt funds at the slab rate, 4% cess), with the
// steps in the comments. Sale date 27 November 2026.
const saleDate = "2026-11-27";

const base: TaxAwareRebalanceInput = {
  holdings: { equity: 700_000, debt: 200_000, gold: 50_000, cash: 50_000 },
  target: { equity: 60, debt: 25, gold: 10, cash: 5 },
  flow: 100_000,
  mode: "full",
  lots: {
    equity: [
      // A: long term (bought April 2021), gain 80% of its value.
      { invested: 80_000, bought: "2021-04-15", value: 400_000 },
      // B: short term (bought March 2026, 8 months), gain 20% of its value, inside the exit-load period.
      { invested: 120_000, bought: "2026-03-10", value: 150_000 },
      // C: long term (June 2025 + 12 months = June 2026, before the sale), a ₹10,000 loss.
      { invested: 160_000, bought: "2025-06-20", value: 150_000 },
    ],
  },
  saleDate,
  slabRate: 30,
  goldLongTermAfterMonths: 12,
  exitLoad: { percent: 1, withinMonths: 12, classes: ["equity"] },
};

describe("tax-aware rebalancing", () => {
  it("sells the loss, then the long-term lot, and taxes the long-term gain above the exemption", () => {
    // Target 30/55/10/5 of ₹11 lakh: equity ₹3,30,000, so sell ₹3,70,000 of equity.
    // C first (all ₹1,50,000, −₹10,000), then ₹2,20,000 of A (80%: +₹1,76,000); B untouched.
    // Long-term ₹1,76,000 − the ₹10,000 long-term loss = ₹1,66,000; above ₹1,25,000: ₹41,000.
    // 12.5% = ₹5,125; cess 4% = ₹205; tax ₹5,330; no exit load (no short-term lot sold).
    const result = taxAwareRebalance({ ...base, target: { equity: 30, debt: 55, gold: 10, cash: 5 } });
    const cost = result.chosen.cost;
    expect(result.chosen.plan.rows[0]?.trade).toBe(-370_000);
    expect(cost?.sales.equity?.map((sale) => [sale.lot, sale.sold, Math.round(sale.gain)])).toEqual([
      [2, 150_000, -10_000],
      [0, 220_000, 176_000],
    ]);
    // A's gain passes ₹1,25,000 on its own, so it is not inside the exemption.
    expect(cost?.sales.equity?.[1]?.withinExemption).toBe(false);
    expect(cost?.tax.equityLongTerm).toBe(166_000);
    expect(cost?.tax.equityLongTermTaxable).toBe(41_000);
    expect(cost?.tax.taxBeforeCess).toBe(5_125);
    expect(cost?.tax.cess).toBe(205);
    expect(cost?.tax.tax).toBe(5_330);
    expect(cost?.tax.exitLoads).toBe(0);
    expect(cost?.total).toBe(5_330);
    expect(cost?.withoutLots).toEqual({});
  });

  it("sells short-term lots last, with the exit load out of the proceeds and off the gain", () => {
    // Target 0/85/10/5: sell all ₹7,00,000 of equity. C −₹10,000 (long-term loss); A all,
    // +₹3,20,000 long term; B all: exit load 1% of ₹1,50,000 = ₹1,500, gain ₹30,000 − ₹1,500 =
    // ₹28,500 short term. Long-term loss only against long-term gains: ₹3,10,000; taxable
    // ₹1,85,000 at 12.5% = ₹23,125. Short-term ₹28,500 at 20% = ₹5,700. Before cess ₹28,825;
    // cess ₹1,153; tax ₹29,978; with the exit load ₹31,478.
    const result = taxAwareRebalance({ ...base, target: { equity: 0, debt: 85, gold: 10, cash: 5 } });
    const cost = result.chosen.cost;
    expect(cost?.sales.equity?.map((sale) => [sale.lot, sale.term, sale.exitLoad])).toEqual([
      [2, "long", 0],
      [0, "long", 0],
      [1, "short", 1_500],
    ]);
    expect(cost?.tax.equityShortTerm).toBe(28_500);
    expect(cost?.tax.equityLongTermTaxable).toBe(185_000);
    expect(cost?.tax.taxBeforeCess).toBe(28_825);
    expect(cost?.tax.cess).toBe(1_153);
    expect(cost?.tax.tax).toBe(29_978);
    expect(cost?.tax.exitLoads).toBe(1_500);
    expect(cost?.total).toBe(31_478);
    // Equity held with a 0% target: only a sale empties it.
    expect(result.newMoneyToReachTarget).toBeNull();
    // New money only sells nothing.
    expect(result.other.mode).toBe("newMoneyOnly");
    expect(result.other.plan.sold).toBe(0);
    expect(result.other.cost).toBeNull();
  });

  it("a long-term gain within the exemption is marked so, and pays nothing", () => {
    // Default target 60/25/10/5 of ₹11 lakh: sell ₹40,000 of equity from one old lot.
    const result = taxAwareRebalance({
      ...base,
      lots: { equity: [{ invested: 20_000, bought: "2020-01-01", value: 700_000 }] },
    });
    // ₹40,000 of a lot whose gain is 68/70 of its value: ₹38,857.14, inside ₹1,25,000.
    const sale = result.chosen.cost?.sales.equity?.[0];
    expect(sale?.gain).toBeCloseTo(38_857.14, 2);
    expect(sale?.withinExemption).toBe(true);
    expect(result.chosen.cost?.tax.tax).toBe(0);
  });

  it("says which sales have no lots behind them", () => {
    // Only ₹3,00,000 of the ₹3,70,000 sold is in lots: ₹70,000 has no tax figure.
    const result = taxAwareRebalance({
      ...base,
      target: { equity: 30, debt: 55, gold: 10, cash: 5 },
      lots: { equity: [{ invested: 250_000, bought: "2022-01-01", value: 300_000 }] },
    });
    expect(result.chosen.cost?.withoutLots).toEqual({ equity: 70_000 });
    // The ₹3,00,000 lot: +₹50,000 long term, inside the exemption: no tax.
    expect(result.chosen.cost?.tax.tax).toBe(0);
  });

  it("without lots there is no tax figure", () => {
    expect(taxAwareRebalance({ ...base, lots: {} }).chosen.cost).toBeNull();
  });
});

describe("new money only", () => {
  it("names the new money that reaches the target without selling", () => {
    // Equity ₹7,00,000 must be 60% of the total: ₹11,66,666.67, i.e. ₹1,66,666.67 more than
    // the ₹10 lakh held (debt needs a total of ₹8 lakh, gold ₹5 lakh, cash ₹10 lakh: less).
    expect(newMoneyToReachTarget(base)).toBe(166_667);
    expect(rebalance({ ...base, flow: 166_667, mode: "newMoneyOnly" }).reachesTarget).toBe(true);
    // Already past the target: nothing more is needed.
    expect(newMoneyToReachTarget({ ...base, holdings: { equity: 60, debt: 25, gold: 10, cash: 5 } })).toBe(0);
  });

  it("shows the drift new money alone leaves beside the sale's cost", () => {
    // ₹1,00,000 into the largest gaps (debt ₹75,000, gold ₹60,000): both lowered by ₹17,500
    // → debt +₹57,500, gold +₹42,500. Equity stays ₹7,00,000 of ₹11 lakh, 63.64%: 3.64 points over.
    const result = taxAwareRebalance(base);
    expect(result.other.plan.rows.map((row) => row.trade)).toEqual([0, 57_500, 42_500, 0]);
    expect(result.other.plan.driftAfter).toBe(3.64);
    // Buy and sell: ₹40,000 of equity from C (the loss): no tax, no exit load.
    expect(result.chosen.cost?.total).toBe(0);
  });
});

describe("gold and debt lots", () => {
  // A gold lot bought 1 June 2025 (18 months before the sale): ₹10,000 gain on ₹50,000.
  const gold = [{ invested: 40_000, bought: "2025-06-01", value: 50_000 }];
  it("gold ETFs are long term after 12 months, gold funds of funds after 24", () => {
    // ETF: 12.5% of ₹10,000 = ₹1,250 + 4% = ₹1,300. Fund of funds: short term, at the 20% slab:
    // ₹2,000 + 4% = ₹2,080.
    const sell = { sells: { gold: 50_000 }, lots: { gold }, today: saleDate, slabRate: 20 };
    expect(planLotSales(sell).tax).toBe(1_300);
    expect(planLotSales({ ...sell, rules: { goldLongTermAfterMonths: 24 } }).tax).toBe(2_080);
  });

  it("debt funds pay the slab rate; the exit load applies only to the classes named", () => {
    // ₹1,00,000 of a debt lot worth ₹2,00,000 with ₹40,000 gain → ₹20,000 gain at 10% = ₹2,000 +
    // cess ₹80 = ₹2,080; no exit load (it is set for equity only).
    const result = planLotSales({
      sells: { debt: 100_000 },
      lots: { debt: [{ invested: 160_000, bought: "2026-10-01", value: 200_000 }] },
      today: saleDate,
      slabRate: 10,
      rules: { exitLoad: { percent: 1, withinMonths: 12, classes: ["equity"] } },
    });
    expect(result.tax).toBe(2_080);
    expect(result.exitLoads).toBe(0);
  });
});
