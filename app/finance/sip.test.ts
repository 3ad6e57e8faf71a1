import { describe, expect, test } from "vitest";
import { calculateSip, type SipInput } from "./sip.ts";

const base: SipInput = {
  monthlyInvestment: 5_000,
  annualReturn: 12,
  months: 120,
  annualStepUp: 0,
  inflation: 0,
};

function run(overrides: Partial<SipInput>) {
  const result = calculateSip({ ...base, ...overrides });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe("calculateSip", () => {
  // References from the closed-form annuity-due formula P·((1+r)^n − 1)/r·(1+r), evaluated with
  // 50-digit Decimal arithmetic in a separate Python script (the module loops month by month).
  test.each([
    { input: {}, futureValue: 1_161_695, invested: 600_000, note: "5,000 × 120 months at 1%: 11,61,695.38" },
    {
      input: { monthlyInvestment: 10_000 },
      futureValue: 2_323_391,
      invested: 1_200_000,
      note: "23,23,390.76",
    },
    {
      input: { monthlyInvestment: 2_500, annualReturn: 8, months: 240 },
      futureValue: 1_482_368,
      invested: 600_000,
      note: "14,82,368.05",
    },
    { input: { months: 12 }, futureValue: 64_047, invested: 60_000, note: "64,046.64" },
    { input: { annualReturn: 0 }, futureValue: 600_000, invested: 600_000, note: "no growth" },
    // Step-up: sum over years of 12-month annuity-due blocks, each grown to the end (Python): 33,74,326.26; invested 19,12,490.95.
    {
      input: { monthlyInvestment: 10_000, annualStepUp: 10 },
      futureValue: 3_374_326,
      invested: 1_912_491,
      note: "10% step-up",
    },
  ])("$note", ({ input, futureValue, invested }) => {
    const result = run(input);
    expect(result.futureValue).toBe(futureValue);
    expect(result.totalInvested).toBe(invested);
    expect(result.totalGains).toBe(futureValue - invested);
  });

  test("5,000 a month at 12% for 10 years is about ₹11,61,695", () => {
    expect(run({}).futureValue).toBe(1_161_695);
  });

  test("inflation-adjusted value: 23,23,390.76 / 1.06^10 = 12,97,369.27 (Python)", () => {
    const result = run({ monthlyInvestment: 10_000, inflation: 6 });
    expect(result.futureValue).toBe(2_323_391);
    expect(result.realFutureValue).toBe(1_297_369);
  });

  test("yearly rows track the monthly amount, totals and gains", () => {
    const result = run({ monthlyInvestment: 10_000, annualStepUp: 10, months: 36 });
    expect(result.rows.map((row) => row.monthlyInvestment)).toEqual([10_000, 11_000, 12_100]);
    expect(result.rows.map((row) => row.invested)).toEqual([120_000, 252_000, 397_200]);
    // Year 1 is a plain 12-month SIP: 10,000 × ((1.01^12 − 1)/0.01) × 1.01 = 1,28,093.28.
    expect(result.rows[0]).toMatchObject({ year: 1, value: 128_093, gains: 8_093 });
    expect(result.rows).toHaveLength(3);
  });

  test("without inflation the real value equals the nominal value", () => {
    const result = run({});
    expect(result.realFutureValue).toBe(result.futureValue);
  });
});
