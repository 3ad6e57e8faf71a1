import { describe, expect, test } from "vitest";
import { averageBuyPrice, calculateLots, quantityForTargetAverage } from "./averaging.ts";

// References worked by hand or with Python's exact Fraction arithmetic.
describe("averageBuyPrice", () => {
  test.each([
    // 10×100 + 20×130 + 30×90 = 6,300 over 60 shares = 105
    {
      lots: [
        { quantity: 10, price: 100 },
        { quantity: 20, price: 130 },
        { quantity: 30, price: 90 },
      ],
      quantity: 60,
      cost: 6_300,
      average: 105,
    },
    // Mutual-fund units: 1,029.26615 / 21.245 = 48.4474535… (Fraction)
    {
      lots: [
        { quantity: 12.345, price: 45.67 },
        { quantity: 8.9, price: 52.3 },
      ],
      quantity: 21.245,
      cost: 1_029.27,
      average: 48.45,
    },
    {
      lots: [
        { quantity: 5, price: 0 },
        { quantity: 5, price: 10 },
      ],
      quantity: 10,
      cost: 50,
      average: 5,
    },
  ])("average $average", ({ lots, quantity, cost, average }) => {
    expect(averageBuyPrice(lots)).toEqual({
      ok: true,
      value: { totalQuantity: quantity, totalCost: cost, averagePrice: average },
    });
  });

  test.each([
    [[], "lots", "Add at least one purchase"],
    [[{ quantity: 0, price: 10 }], "lots", "Total quantity must be more than zero"],
  ])("rejects %j", (lots, field, message) => {
    expect(averageBuyPrice(lots)).toEqual({ ok: false, error: { field, message } });
  });
});

describe("quantityForTargetAverage", () => {
  // q = Q·(A − T) / (T − P)
  test.each([
    {
      held: 100,
      average: 500,
      price: 400,
      target: 450,
      exact: 100,
      whole: 100,
      amount: 40_000,
      resulting: 450,
    },
    {
      held: 100,
      average: 500,
      price: 400,
      target: 480,
      exact: 25,
      whole: 25,
      amount: 10_000,
      resulting: 480,
    },
    {
      held: 50,
      average: 1_200,
      price: 950,
      target: 1_000,
      exact: 200,
      whole: 200,
      amount: 190_000,
      resulting: 1_000,
    },
    // 37 × 112.4 / 60 = 69.3133; 70 units → (30,058.80 + 44,800) / 107 = 699.61495…
    {
      held: 37,
      average: 812.4,
      price: 640,
      target: 700,
      exact: 69.3133,
      whole: 70,
      amount: 44_800,
      resulting: 699.61,
    },
    // Averaging up: buying above the average raises it.
    {
      held: 100,
      average: 200,
      price: 300,
      target: 250,
      exact: 100,
      whole: 100,
      amount: 30_000,
      resulting: 250,
    },
    { held: 100, average: 500, price: 400, target: 500, exact: 0, whole: 0, amount: 0, resulting: 500 },
  ])("hold $held at $average, buy at $price, target $target → $whole", (row) => {
    const result = quantityForTargetAverage({
      heldQuantity: row.held,
      heldAveragePrice: row.average,
      buyPrice: row.price,
      targetAverage: row.target,
    });
    expect(result).toEqual({
      ok: true,
      value: {
        exactQuantity: row.exact,
        wholeQuantity: row.whole,
        amountNeeded: row.amount,
        resultingAverage: row.resulting,
      },
    });
  });

  test.each([
    [
      380,
      "A target average of ₹380.00 cannot be reached by buying at ₹400.00: new units pull the average toward ₹400.00 but never reach or pass it, so it must lie between ₹400.00 and ₹500.00",
    ],
    [
      520,
      "A target average of ₹520.00 cannot be reached by buying at ₹400.00: to average up you must buy above your average of ₹500.00, and it must lie between ₹400.00 and ₹500.00",
    ],
    [
      400,
      "A target average of ₹400.00 cannot be reached by buying at ₹400.00: new units pull the average toward ₹400.00 but never reach or pass it, so it must lie between ₹400.00 and ₹500.00",
    ],
  ])("target %d is impossible", (target, message) => {
    const result = quantityForTargetAverage({
      heldQuantity: 100,
      heldAveragePrice: 500,
      buyPrice: 400,
      targetAverage: target,
    });
    expect(result).toEqual({ ok: false, error: { field: "targetAverage", message } });
  });

  test("buying at the current average cannot move it", () => {
    const result = quantityForTargetAverage({
      heldQuantity: 10,
      heldAveragePrice: 100,
      buyPrice: 100,
      targetAverage: 90,
    });
    expect(result.ok).toBe(false);
  });

  test("needs a holding to average", () => {
    const result = quantityForTargetAverage({
      heldQuantity: 0,
      heldAveragePrice: 100,
      buyPrice: 80,
      targetAverage: 90,
    });
    expect(result).toEqual({
      ok: false,
      error: { field: "heldQuantity", message: "Enter the quantity you already hold" },
    });
  });
});

describe("calculateLots", () => {
  // Three lots: 10×101.50 + 2.5×98.25 + 7.75×104.10 = 1,015 + 245.625 + 806.775 = 2,067.40 over
  // 20.25 units = 102.0938… (Python Fraction). Target 101 buying at 95: q = 20.25 × (102.0938 − 101)
  // / (101 − 95) = 3.69167 → 4 whole units, average (2,067.40 + 380) / 24.25 = 100.9237 → 100.92.
  test("several lots with fractional units and paise, and the units for a lower target", () => {
    const result = calculateLots({
      lots: [
        { quantity: 10, price: 101.5 },
        { quantity: 2.5, price: 98.25 },
        { quantity: 7.75, price: 104.1 },
      ],
      buyPrice: 95,
      targetAverage: 101,
    });
    expect(result.ok && result.value.holding).toEqual({
      totalQuantity: 20.25,
      totalCost: 2_067.4,
      averagePrice: 102.09,
    });
    expect(result.ok && result.value.target).toEqual({
      ok: true,
      value: { exactQuantity: 3.6917, wholeQuantity: 4, amountNeeded: 380, resultingAverage: 100.92 },
    });
  });

  // Averaging up: 100 at 500 + 50 at 400 = 466.67; target 480 buying at 520:
  // q = 150 × (466.667 − 480) / (480 − 520) = 50 exactly → average (70,000 + 26,000) / 200 = 480.
  test("averaging up", () => {
    const result = calculateLots({
      lots: [
        { quantity: 100, price: 500 },
        { quantity: 50, price: 400 },
      ],
      buyPrice: 520,
      targetAverage: 480,
    });
    expect(result.ok && result.value.target).toMatchObject({
      ok: true,
      value: { wholeQuantity: 50, amountNeeded: 26_000, resultingAverage: 480 },
    });
  });

  test("no target: target is null; an unreachable target is explained and does not hide the average", () => {
    const lots = [
      { quantity: 10, price: 100 },
      { quantity: 10, price: 80 },
    ];
    const none = calculateLots({ lots, buyPrice: 80, targetAverage: 0 });
    expect(none.ok && none.value.target).toBeNull();
    const below = calculateLots({ lots, buyPrice: 80, targetAverage: 70 });
    expect(below.ok && below.value.holding.averagePrice).toBe(90);
    expect(below.ok && below.value.target).toEqual({
      ok: false,
      error: {
        field: "targetAverage",
        message:
          "A target average of ₹70.00 cannot be reached by buying at ₹80.00: new units pull the average toward ₹80.00 but never reach or pass it, so it must lie between ₹80.00 and ₹90.00",
      },
    });
    const wrongSide = calculateLots({ lots, buyPrice: 95, targetAverage: 85 });
    expect(wrongSide.ok && !wrongSide.value.target?.ok && wrongSide.value.target?.error.message).toBe(
      "A target average of ₹85.00 cannot be reached by buying at ₹95.00: to average down you must buy below your average of ₹90.00, and it must lie between ₹90.00 and ₹95.00",
    );
  });

  test("an empty list of lots is refused", () => {
    expect(calculateLots({ lots: [], buyPrice: 10, targetAverage: 0 }).ok).toBe(false);
  });
});
