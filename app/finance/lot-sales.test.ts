import { describe, expect, it } from "vitest";
import { chooseLots, type HoldingLot, planLotSales } from "./lot-sales.ts";

// References worked by hand and checked with a separate Python script (2026-27 rules: equity
// short-term 20%, long-term 12.5% above ₹1.25 lakh a year, listed long-term 12.5%, slab 30%
// here, 4% cess). Sale date 27 Nov 2026.
const today = "2026-11-27";
const equityLots: HoldingLot[] = [
  { invested: 100_000, bought: "2024-01-10", value: 250_000 }, // long term, gain 60% of value
  { invested: 100_000, bought: "2026-06-01", value: 90_000 }, // short term, a loss
  { invested: 50_000, bought: "2023-05-05", value: 80_000 }, // long term, gain 37.5% of value
  { invested: 60_000, bought: "2026-09-01", value: 66_000 }, // short term, gain 9.1% of value
];

describe("lots to sell first", () => {
  it("sells losses, then long-term lots with the least gain, before any short-term gain", () => {
    const sales = chooseLots("equity", equityLots, 200_000, today);
    // ₹90,000 of the loss lot (−₹10,000), all ₹80,000 of lot 3 (+₹30,000), then ₹30,000 of
    // lot 1 (+60% of it: ₹18,000); the short-term gain (lot 4) is untouched.
    expect(sales.map((sale) => [sale.lot, sale.sold, Math.round(sale.gain), sale.term])).toEqual([
      [1, 90_000, -10_000, "short"],
      [2, 80_000, 30_000, "long"],
      [0, 30_000, 18_000, "long"],
    ]);
  });

  it("held exactly 12 months is short term; a day more is long term", () => {
    const lot = [{ invested: 100, bought: "2025-11-27", value: 150 }];
    expect(chooseLots("equity", lot, 150, "2026-11-27")[0]?.term).toBe("short");
    expect(chooseLots("equity", lot, 150, "2026-11-28")[0]?.term).toBe("long");
  });
});

describe("tax on the sales", () => {
  it("within the ₹1.25 lakh exemption after setting off the short-term loss, no tax", () => {
    // Long-term gains ₹48,000 less the ₹10,000 short-term loss: ₹38,000, all exempt.
    const result = planLotSales({
      sells: { equity: 200_000 },
      lots: { equity: equityLots },
      today,
      slabRate: 30,
    });
    expect(result.equityLongTerm).toBe(38_000);
    expect(result.tax).toBe(0);
  });

  it("above the exemption, 12.5% on the rest plus 4% cess", () => {
    // Sell ₹4 lakh: −₹10,000, +₹30,000 and ₹2,30,000 of lot 1 (+₹1,38,000). Long-term
    // ₹1,68,000 − ₹10,000 = ₹1,58,000; taxable ₹33,000; tax ₹4,125 + cess ₹165 = ₹4,290.
    const result = planLotSales({
      sells: { equity: 400_000 },
      lots: { equity: equityLots },
      today,
      slabRate: 30,
    });
    expect(result.equityLongTermTaxable).toBe(33_000);
    expect(result.taxBeforeCess).toBe(4_125);
    expect(result.cess).toBe(165);
    expect(result.tax).toBe(4_290);
  });

  it("debt at the slab rate however long it was held; gold ETFs long term after 12 months", () => {
    // Debt: ₹60,000 of a lot worth ₹1,20,000 with ₹20,000 gain → ₹10,000 at 30% = ₹3,000.
    // Gold: all of the long-term lot (₹60,000, +₹20,000 at 12.5% = ₹2,500), then ₹10,000 of
    // the short-term one (2/7 of it gain, ₹2,857.14 at 30% = ₹857.14). ₹6,357.14 + 4% cess
    // ₹254.29 = ₹6,611.43.
    const result = planLotSales({
      sells: { debt: 60_000, gold: 70_000, cash: 10_000 },
      lots: {
        debt: [{ invested: 100_000, bought: "2024-01-01", value: 120_000 }],
        gold: [
          { invested: 50_000, bought: "2025-12-01", value: 70_000 },
          { invested: 40_000, bought: "2024-06-01", value: 60_000 },
        ],
      },
      today,
      slabRate: 30,
    });
    expect(result.slabShortTerm).toBeCloseTo(12_857.14, 2);
    expect(result.otherLongTerm).toBe(20_000);
    expect(result.taxBeforeCess).toBeCloseTo(6_357.14, 2);
    expect(result.cess).toBeCloseTo(254.29, 2);
    expect(result.tax).toBeCloseTo(6_611.43, 2);
  });
});
