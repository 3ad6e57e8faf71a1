import { describe, expect, test } from "vitest";
import { calculateInflation, futureCost, presentValue } from "./inflation.ts";

describe("inflation", () => {
  // References (Python Decimal): 1 lakh × 1.06^10 = 1,79,084.77; 1 lakh / 1.06^10 = 55,839.48;
  // purchasing power lost = 1 − 1/1.06^10 = 44.1605223%.
  test("1 lakh at 6% over 10 years", () => {
    const result = calculateInflation({ amount: 100_000, inflation: 6, years: 10 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.futureCost).toBe(179_085);
    expect(result.value.presentValue).toBe(55_839);
    expect(result.value.purchasingPowerLost).toBeCloseTo(44.1605223, 6);
    expect(result.value.rows[0]).toEqual({ year: 1, futureCost: 106_000, presentValue: 94_340 }); // 1,00,000/1.06 = 94,339.62
    expect(result.value.rows).toHaveLength(10);
  });

  test.each([
    [50_000, 5, 2, 55_125], // 50,000 × 1.05² = 55,125 exactly
    [100_000, 0, 10, 100_000],
    [1_000_000, 7, 20, 3_869_684], // 10 L × 1.07^20 = 38,69,684.46 (Python)
  ])("futureCost(%d, %d%%, %d y) = %d", (amount, rate, years, expected) => {
    expect(futureCost(amount, rate, years)).toEqual({ ok: true, value: expected });
  });

  test("presentValue inverts futureCost: 55,125 in 2 years at 5% is worth 50,000 today", () => {
    expect(presentValue(55_125, 5, 2)).toEqual({ ok: true, value: 50_000 });
  });
});
