import { describe, expect, it } from "vitest";
import { createRandomSource } from "./random.ts";
import { type RebalanceInput, rebalance } from "./rebalancing.ts";

const example: RebalanceInput = {
  holdings: { equity: 700_000, debt: 200_000, gold: 50_000, cash: 50_000 },
  target: { equity: 60, debt: 25, gold: 10, cash: 5 },
  flow: 100_000,
  mode: "full",
};

function trades(input: RebalanceInput) {
  return rebalance(input).rows.map((row) => row.trade);
}

describe("rebalancing", () => {
  it("buy and sell: reaches the target of the new total exactly", () => {
    // Total after = ₹11,00,000 → targets 6,60,000 / 2,75,000 / 1,10,000 / 55,000.
    const result = rebalance(example);
    expect(result.rows.map((row) => row.trade)).toEqual([-40_000, 75_000, 60_000, 5_000]);
    expect(result.rows.map((row) => row.after)).toEqual([660_000, 275_000, 110_000, 55_000]);
    expect(result).toMatchObject({ bought: 140_000, sold: 40_000, reachesTarget: true, driftAfter: 0 });
    expect(result.driftBefore).toBe(10); // equity 70% against 60%
  });

  it("new money only: never sells and fills the largest gaps first", () => {
    // Gaps +75,000 (debt) and +60,000 (gold) exceed the ₹1,00,000: both are filled to an
    // equal remaining gap of 17,500 → buy 57,500 and 42,500; equity and cash untouched.
    const result = rebalance({ ...example, mode: "newMoneyOnly" });
    expect(result.rows.map((row) => row.trade)).toEqual([0, 57_500, 42_500, 0]);
    expect(result.sold).toBe(0);
    expect(result.reachesTarget).toBe(false);
  });

  it("new money only reaches the target when the money covers every gap", () => {
    const result = rebalance({ ...example, flow: 1_000_000, mode: "newMoneyOnly" });
    // Total ₹20,00,000: equity's target 12,00,000 is above its 7,00,000, so every class buys.
    expect(result.rows.map((row) => row.after)).toEqual([1_200_000, 500_000, 200_000, 100_000]);
    expect(result.reachesTarget).toBe(true);
  });

  it("a withdrawal without buying sells only what is above target", () => {
    const result = rebalance({ ...example, flow: -100_000, mode: "newMoneyOnly" });
    expect(result.rows.map((row) => row.trade)).toEqual([-100_000, 0, 0, 0]);
    const full = rebalance({ ...example, flow: -100_000 });
    expect(full.rows.map((row) => row.after)).toEqual([540_000, 225_000, 90_000, 45_000]);
  });

  it("with no new money, buy-and-sell amounts cancel out", () => {
    expect(trades({ ...example, flow: 0 }).reduce((sum, trade) => sum + trade, 0)).toBe(0);
    expect(trades({ ...example, flow: 0, mode: "newMoneyOnly" })).toEqual([0, 0, 0, 0]);
  });

  it("for random portfolios, trades add up to the new money and the direction rule holds", () => {
    const next = createRandomSource(11);
    const amount = () => Math.floor((next() / 2 ** 32) * 1_000_000);
    for (let sample = 0; sample < 500; sample++) {
      const equity = next() % 101;
      const debt = next() % (101 - equity);
      const gold = next() % (101 - equity - debt);
      const target = { equity, debt, gold, cash: 100 - equity - debt - gold };
      const holdings = { equity: amount(), debt: amount(), gold: amount(), cash: amount() };
      const held = holdings.equity + holdings.debt + holdings.gold + holdings.cash;
      const flow = sample % 3 === 0 ? -Math.floor(held * (next() / 2 ** 32)) : amount();
      for (const mode of ["full", "newMoneyOnly"] as const) {
        const result = rebalance({ holdings, target, flow, mode });
        const sum = result.rows.reduce((acc, row) => acc + row.trade, 0);
        expect(sum).toBe(flow);
        for (const row of result.rows) {
          expect(row.after).toBeGreaterThanOrEqual(0);
          if (mode === "newMoneyOnly")
            expect(Math.sign(row.trade) * Math.sign(flow)).toBeGreaterThanOrEqual(0);
          if (mode === "full")
            expect(Math.abs(row.after - (result.totalAfter * row.targetShare) / 100)).toBeLessThan(1);
        }
      }
    }
  });
});
