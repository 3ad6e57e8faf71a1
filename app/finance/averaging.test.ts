import { describe, expect, test } from "vitest";
import { averageBuyPrice, calculateAveraging, quantityForTargetAverage } from "./averaging.ts";

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
    [
      [
        { quantity: 1, price: 10 },
        { quantity: -2, price: 10 },
      ],
      "lots.1.quantity",
      "Purchase 2 quantity must be between 0 and 1,00,00,00,000",
    ],
    [[{ quantity: 1, price: -10 }], "lots.0.price", "Purchase 1 price must be between ₹0 and ₹10,000 crore"],
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
      "A target average of ₹380.00 cannot be reached by buying at ₹400.00: it must lie between ₹400.00 and ₹500.00",
    ],
    [
      520,
      "A target average of ₹520.00 cannot be reached by buying at ₹400.00: it must lie between ₹400.00 and ₹500.00",
    ],
    [
      400,
      "A target average of ₹400.00 cannot be reached by buying at ₹400.00: it must lie between ₹400.00 and ₹500.00",
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

describe("calculateAveraging", () => {
  test("100 at 500 plus 50 at 400 → 466.67 (70,000 / 150), and 100 more needed for a 450 average", () => {
    const result = calculateAveraging({
      heldQuantity: 100,
      heldAveragePrice: 500,
      buyQuantity: 50,
      buyPrice: 400,
      targetAverage: 450,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.afterPurchase).toEqual({
      totalQuantity: 150,
      totalCost: 70_000,
      averagePrice: 466.67,
    });
    expect(result.value.averageChange).toBe(-33.33);
    expect(result.value.target).toMatchObject({ ok: true, value: { wholeQuantity: 100 } });
  });

  test("no target: target is null; an impossible target does not hide the new average", () => {
    const none = calculateAveraging({
      heldQuantity: 10,
      heldAveragePrice: 100,
      buyQuantity: 10,
      buyPrice: 80,
      targetAverage: 0,
    });
    expect(none.ok && none.value.target).toBeNull();
    const impossible = calculateAveraging({
      heldQuantity: 10,
      heldAveragePrice: 100,
      buyQuantity: 10,
      buyPrice: 80,
      targetAverage: 70,
    });
    expect(impossible.ok && impossible.value.afterPurchase.averagePrice).toBe(90);
    expect(impossible.ok && impossible.value.target?.ok).toBe(false);
  });

  test("rejects an empty holding and negative prices", () => {
    expect(
      calculateAveraging({
        heldQuantity: 0,
        heldAveragePrice: 0,
        buyQuantity: 0,
        buyPrice: 10,
        targetAverage: 0,
      }).ok,
    ).toBe(false);
    const negative = calculateAveraging({
      heldQuantity: 1,
      heldAveragePrice: 10,
      buyQuantity: 1,
      buyPrice: -1,
      targetAverage: 0,
    });
    expect(negative.ok || negative.error.field).toBe("buyPrice");
  });
});
