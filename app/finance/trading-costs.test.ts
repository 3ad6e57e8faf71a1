import { describe, expect, test } from "vitest";
import { type BrokerageStructure, calculateTradeCosts, type TradeInput } from "./trading-costs.ts";
import { allTradingRates, exchangeRates, sttRates } from "./trading-rates.ts";

// Worked examples. References: scripts/reference/trading-costs.py, which applies the same
// published rates with Python's Decimal arithmetic, line by line, independently of this module.

const flat: BrokerageStructure = { model: "flat", flatFee: 20, percent: 0.5, cap: 0 };

function run(overrides: Partial<TradeInput>) {
  const result = calculateTradeCosts({
    segment: "delivery",
    exchange: "NSE",
    buyPrice: 1_000,
    sellPrice: 1_100,
    quantity: 10,
    brokerage: flat,
    dpCharge: 15,
    ...overrides,
  });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const line = (costs: ReturnType<typeof run>, id: string) => costs.charges.find((charge) => charge.id === id);

describe("calculateTradeCosts", () => {
  test("₹10,000 delivery buy sold at ₹11,000 with a ₹20 flat fee: ₹85.46 of charges, 8.55% of the profit", () => {
    const costs = run({});
    expect(line(costs, "brokerage")?.total).toBe(40);
    expect(line(costs, "stt")).toMatchObject({ buy: 10, sell: 11, total: 21 });
    expect(line(costs, "exchange")?.total).toBeCloseTo(0.62, 2);
    expect(line(costs, "sebi")?.total).toBeCloseTo(0.02, 2);
    expect(line(costs, "stampDuty")).toMatchObject({ buy: 1.5, sell: 0 });
    expect(line(costs, "gst")?.total).toBeCloseTo(7.32, 2);
    expect(line(costs, "dp")).toMatchObject({ buy: 0, sell: 15 });
    expect(costs.totalCharges).toBe(85.46);
    expect(costs.netProfit).toBe(914.54);
    expect(costs.breakEvenMove).toBe(8.5461);
    expect(costs.shareOfProfit).toBeCloseTo(8.5461, 4);
  });

  test("₹1 lakh intraday round trip (100 at ₹1,000, sold at ₹1,002): ₹82.50, 41% of a ₹200 profit", () => {
    const costs = run({ segment: "intraday", quantity: 100, sellPrice: 1_002 });
    expect(line(costs, "stt")).toMatchObject({ buy: 0, sell: 25.05 });
    expect(line(costs, "stampDuty")?.buy).toBe(3);
    expect(line(costs, "dp")?.total).toBe(0);
    expect(costs.totalCharges).toBe(82.5);
    expect(costs.breakEvenMove).toBe(0.825);
    expect(costs.shareOfProfit).toBeCloseTo(41.2512, 4);
  });

  test("one options lot of 75 bought at ₹100 premium and sold at ₹110: STT at the 1 April 2026 rate of 0.15%", () => {
    const costs = run({ segment: "options", quantity: 75, buyPrice: 100, sellPrice: 110 });
    expect(sttRates.options).toMatchObject({ percent: 0.15, effectiveFrom: "2026-04-01" });
    expect(line(costs, "stt")?.sell).toBe(12.38); // 0.15% × ₹8,250 = ₹12.375, shown to the paisa
    expect(costs.totalCharges).toBe(66.33);
    expect(costs.netProfit).toBe(683.67);
    expect(costs.breakEvenMove).toBe(0.8844);
  });

  test("futures: STT 0.05% of the sell value (from 1 April 2026)", () => {
    const costs = run({ segment: "futures", quantity: 75, buyPrice: 25_000, sellPrice: 25_100 });
    expect(line(costs, "stt")?.sell).toBe(941.25);
    expect(costs.totalCharges).toBe(1_107.09);
  });

  test("brokerage structures: 0.5% with no cap, zero on delivery, 0.05% capped at ₹20", () => {
    expect(run({ brokerage: { ...flat, model: "percent" } }).totalCharges).toBe(162.16);
    expect(run({ brokerage: { ...flat, model: "zero-delivery" } }).totalCharges).toBe(38.26);
    const capped = run({
      segment: "intraday",
      quantity: 100,
      sellPrice: 1_002,
      brokerage: { model: "percent", flatFee: 0, percent: 0.05, cap: 20 },
    });
    expect(line(capped, "brokerage")?.total).toBe(40);
    expect(capped.totalCharges).toBe(82.5);
    const custom = run({ brokerage: { model: "custom", flatFee: 5, percent: 0.1, cap: 12 } });
    // 5 + 0.1% × 10,000 = 15, capped at 12; sell side likewise 16 → 12.
    expect(line(custom, "brokerage")?.total).toBe(24);
  });

  test("BSE charges: ₹85.65 on the delivery example (0.00375%), ₹65.86 on the options lot (0.0325%); a loss has no profit share", () => {
    expect(run({ exchange: "BSE" }).totalCharges).toBe(85.65);
    expect(
      run({ segment: "options", exchange: "BSE", quantity: 75, buyPrice: 100, sellPrice: 110 }).totalCharges,
    ).toBe(65.86);
    const loss = run({ sellPrice: 900 });
    expect(loss.shareOfProfit).toBeNull();
    expect(loss.netProfit).toBeLessThan(loss.grossProfit);
  });
});

describe("statutory rates", () => {
  test("delivery and intraday pay the same exchange rate (the broker guide shows them as one row)", () => {
    for (const exchange of ["NSE", "BSE"] as const) {
      expect(exchangeRates[exchange].delivery.percent).toBe(exchangeRates[exchange].intraday.percent);
    }
  });

  test("every rate has dates, an official page and a status; unconfirmed ones say what they stand on", () => {
    for (const { id, rate } of allTradingRates()) {
      expect(rate.lastConfirmed, id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (rate.effectiveFrom !== null) expect(rate.effectiveFrom, id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(rate.officialPage.url, id).toMatch(/^https:\/\/[^/]+\/.+/);
      if (rate.status === "estimate") expect(rate.basis, id).toBeTruthy();
    }
  });
});
