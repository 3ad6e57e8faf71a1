import { describe, expect, test } from "vitest";
import { calculateLoanEmi, type LoanEmiInput } from "./loan-emi.ts";

function run(input: LoanEmiInput) {
  const result = calculateLoanEmi(input);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe("calculateLoanEmi", () => {
  // References: closed-form EMI P·r·(1+r)^n/((1+r)^n − 1) and interest EMI·n − P with 50-digit
  // Decimal in Python; the module sums a month-by-month schedule instead.
  test.each([
    {
      loanAmount: 5_000_000,
      annualRate: 8.5,
      tenureMonths: 240,
      emi: 43_391,
      interest: 5_413_879,
      note: "home 50 L: EMI 43,391.16, interest 54,13,878.80",
    },
    {
      loanAmount: 1_000_000,
      annualRate: 10,
      tenureMonths: 120,
      emi: 13_215,
      interest: 585_809,
      note: "10 L: EMI 13,215.07, interest 5,85,808.84",
    },
    {
      loanAmount: 800_000,
      annualRate: 9,
      tenureMonths: 60,
      emi: 16_607,
      interest: 196_401,
      note: "car 8 L: EMI 16,606.68, interest 1,96,401.05",
    },
    {
      loanAmount: 2_500_000,
      annualRate: 7.1,
      tenureMonths: 180,
      emi: 22_611,
      interest: 1_569_927,
      note: "25 L at 7.1%: EMI 22,610.71, interest 15,69,927.22",
    },
    {
      loanAmount: 500_000,
      annualRate: 9,
      tenureMonths: 30,
      emi: 18_674,
      interest: 60_222,
      note: "30-month car loan: EMI 18,674.08, interest 60,222.41",
    },
    {
      loanAmount: 1_200_000,
      annualRate: 0,
      tenureMonths: 120,
      emi: 10_000,
      interest: 0,
      note: "zero rate: 12 L / 120",
    },
  ])("$note", ({ loanAmount, annualRate, tenureMonths, emi, interest }) => {
    const result = run({ loanAmount, annualRate, tenureMonths });
    expect(result.emi).toBe(emi);
    expect(result.totalInterest).toBe(interest);
    expect(result.totalPayment).toBe(loanAmount + interest);
    expect(result.tenureMonths).toBe(tenureMonths);
    expect(result.monthly).toHaveLength(tenureMonths);
    expect(result.principalShare + result.interestShare).toBeCloseTo(100, 10);
  });

  test("first month and year of a 50 L, 8.5%, 20-year loan (closed-form balances, Python)", () => {
    const result = run({ loanAmount: 5_000_000, annualRate: 8.5, tenureMonths: 240 });
    // Interest 50 L × 8.5%/12 = 35,416.67; principal 7,974.50; balance 49,92,025.50.
    expect(result.monthly[0]).toEqual({
      month: 1,
      emi: 43_391,
      payment: 43_391,
      interest: 35_417,
      principal: 7_974,
      prepayment: 0,
      balance: 4_992_026,
    });
    // Year 1: interest 4,21,182.48, principal 99,511.46, balance 49,00,488.54. Year 5: interest 3,81,053.02, balance 44,06,359.16.
    expect(result.yearly[0]).toEqual({
      year: 1,
      payment: 520_694,
      interest: 421_182,
      principal: 99_511,
      prepayment: 0,
      balance: 4_900_489,
    });
    expect(result.yearly[4]).toMatchObject({ year: 5, interest: 381_053, balance: 4_406_359 });
    expect(result.yearly).toHaveLength(20);
    expect(result.monthly[239]?.balance).toBe(0);
    expect(result.yearly[19]?.balance).toBe(0);
  });
});
