import { describe, expect, test } from "vitest";
import { calculateLumpsum, type LumpsumInput } from "./lumpsum.ts";

const base: LumpsumInput = { amount: 100_000, annualReturn: 12, years: 10, inflation: 0 };

function run(overrides: Partial<LumpsumInput>) {
  const result = calculateLumpsum({ ...base, ...overrides });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe("calculateLumpsum", () => {
  // References: amount × (1 + r)^n with 50-digit Decimal in Python.
  test.each([
    { input: {}, futureValue: 310_585, note: "1 lakh at 12% for 10 years: 3,10,584.82" },
    { input: { amount: 50_000, annualReturn: 7.5, years: 3 }, futureValue: 62_115, note: "62,114.84" },
    { input: { annualReturn: 0 }, futureValue: 100_000, note: "no growth" },
  ])("$note", ({ input, futureValue }) => {
    const result = run(input);
    expect(result.futureValue).toBe(futureValue);
    expect(result.totalGains).toBe(futureValue - result.invested);
  });

  test("real value at 6% inflation: 3,10,584.82 / 1.06^10 = 1,73,428.94", () => {
    expect(run({ inflation: 6 }).realFutureValue).toBe(173_429);
  });

  test("yearly rows: 1,12,000 then 1,25,440 then 1,40,493 (1.12^3 × 1 lakh = 1,40,492.80)", () => {
    const rows = run({ years: 3 }).rows;
    expect(rows.map((row) => row.value)).toEqual([112_000, 125_440, 140_493]);
    expect(rows.map((row) => row.gains)).toEqual([12_000, 25_440, 40_493]);
  });
});
