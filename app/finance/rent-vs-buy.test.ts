import { describe, expect, test } from "vitest";
import { compareRentVsBuy, type RentVsBuyInput } from "./rent-vs-buy.ts";

const defaults: RentVsBuyInput = {
  propertyPrice: 8_000_000,
  downPaymentPercent: 20,
  loanRate: 8.5,
  loanTenureYears: 20,
  purchaseCostPercent: 7,
  maintenancePercent: 0.5,
  appreciation: 5,
  monthlyRent: 25_000,
  rentIncrease: 5,
  investmentReturn: 10,
  horizonYears: 20,
  sellingCostPercent: 1,
};

function run(overrides: Partial<RentVsBuyInput>) {
  const result = compareRentVsBuy({ ...defaults, ...overrides });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

// References: a separate Python model (50-digit Decimal) that uses the closed-form loan balance
// P(1+r)^m − E((1+r)^m − 1)/r and values each month's contribution as c·(1 + i)^(months left)
// instead of a running balance. Rows are [year, home value, loan balance, buy net worth, rent net worth, difference].
describe("compareRentVsBuy", () => {
  test("defaults (80 L home, 20% down, 8.5% for 20 years, rent 25,000): renting stays ahead", () => {
    const result = run({});
    expect(result).toMatchObject({
      downPayment: 1_600_000,
      purchaseCosts: 560_000,
      loanAmount: 6_400_000,
      emi: 55_541,
    });
    const pick = (year: number) => {
      const row = result.rows[year - 1];
      return [
        row?.year,
        row?.homeValue,
        row?.loanBalance,
        row?.buyNetWorth,
        row?.rentNetWorth,
        row?.difference,
      ];
    };
    expect(pick(1)).toEqual([1, 8_400_000, 6_272_625, 2_043_375, 2_815_374, -771_999]);
    expect(pick(10)).toEqual([10, 13_031_157, 4_479_605, 8_421_241, 11_909_650, -3_488_409]);
    expect(pick(20)).toEqual([20, 21_226_382, 0, 21_014_118, 34_900_288, -13_886_170]);
    expect(result.breakEvenYear).toBeNull();
    expect(result.finalBuyNetWorth).toBe(21_014_118);
    expect(result.finalRentNetWorth).toBe(34_900_288);
  });

  test("high appreciation and rent growth with a modest return: buying catches up in year 2", () => {
    const result = run({
      propertyPrice: 5_000_000,
      loanRate: 8,
      appreciation: 8,
      monthlyRent: 20_000,
      rentIncrease: 7,
      investmentReturn: 7,
      horizonYears: 15,
    });
    expect(result.rows.map((row) => row.difference).slice(0, 3)).toEqual([-210_761, 11_490, 270_515]);
    expect(result.rows[14]).toMatchObject({
      buyNetWorth: 14_494_793,
      rentNetWorth: 6_255_905,
      loanBalance: 1_650_077,
    });
    expect(result.breakEvenYear).toBe(2);
  });

  test("loan shorter than the horizon (9%, 10 years, 30% down)", () => {
    const result = run({
      propertyPrice: 5_000_000,
      downPaymentPercent: 30,
      loanRate: 9,
      loanTenureYears: 10,
      purchaseCostPercent: 6,
      maintenancePercent: 1,
      appreciation: 8,
      monthlyRent: 15_000,
      rentIncrease: 6,
      investmentReturn: 12,
      horizonYears: 15,
      sellingCostPercent: 2,
    });
    expect(result.emi).toBe(44_337); // 44,336.52
    expect(result.rows[9]).toMatchObject({
      loanBalance: 0,
      buyNetWorth: 10_578_732,
      rentNetWorth: 13_202_535,
    });
    expect(result.rows[14]).toMatchObject({
      buyNetWorth: 17_152_556,
      rentNetWorth: 23_985_002,
      difference: -6_832_446,
    });
  });

  test("hand-checkable: paid in full, no costs, 10% appreciation, rent 10,000 saved at 0%", () => {
    // Buyer: home 10 L → 11 L → 12.1 L, plus the 10,000 rent saved each month (1.2 L a year). Renter: the 10 L kept aside.
    const result = run({
      propertyPrice: 1_000_000,
      downPaymentPercent: 100,
      purchaseCostPercent: 0,
      maintenancePercent: 0,
      appreciation: 10,
      monthlyRent: 10_000,
      rentIncrease: 0,
      investmentReturn: 0,
      horizonYears: 2,
      sellingCostPercent: 0,
    });
    expect(result.rows).toEqual([
      {
        year: 1,
        homeValue: 1_100_000,
        loanBalance: 0,
        buyNetWorth: 1_220_000,
        rentNetWorth: 1_000_000,
        difference: 220_000,
        rentPaid: 120_000,
        ownershipCost: 0,
      },
      {
        year: 2,
        homeValue: 1_210_000,
        loanBalance: 0,
        buyNetWorth: 1_450_000,
        rentNetWorth: 1_000_000,
        difference: 450_000,
        rentPaid: 120_000,
        ownershipCost: 0,
      },
    ]);
    expect(result.breakEvenYear).toBe(1);
    expect(result.totalRentPaid).toBe(240_000);
    expect(result.totalOwnershipCost).toBe(1_000_000);
  });

  test("rent rises once a year: 25,000 × 12 then 26,250 × 12", () => {
    const result = run({ horizonYears: 2 });
    expect(result.rows.map((row) => row.rentPaid)).toEqual([300_000, 315_000]);
  });
});
