import { describe, expect, test } from "vitest";
import { calculateIncomeTax } from "./income-tax.ts";
import { calculateLoanEmi } from "./loan-emi.ts";
import { calculatePrepayment } from "./loan-prepayment.ts";
import type { FinanceResult } from "./result.ts";
import { calculateSip } from "./sip.ts";
import { noIncomeTaxInput } from "./test-fixtures.ts";

// Properties that must hold for any valid input, checked on seeded pseudo-random samples (the
// same samples every run, so a failure can be reproduced).

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function value<T>(result: FinanceResult<T>): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const next = random(20261123);
const between = (low: number, high: number) => low + (high - low) * next();
const wholeBetween = (low: number, high: number) => Math.round(between(low, high));

describe("loan EMI", () => {
  test("EMI x months covers principal plus interest, and the schedule repays the loan exactly", () => {
    for (let sample = 0; sample < 200; sample++) {
      const input = {
        loanAmount: wholeBetween(50_000, 2_00_00_000),
        // The whole accepted domain: 0-50% and 1 month to 40 years.
        annualRate: next() < 0.1 ? 0 : Math.round(between(0, 50) * 100) / 100,
        tenureMonths: wholeBetween(1, 480),
      };
      const loan = value(calculateLoanEmi(input));
      const paid = loan.monthly.reduce((sum, row) => sum + row.payment, 0);
      const principal = loan.monthly.reduce((sum, row) => sum + row.principal, 0);
      // Each row is its exact value rounded to the rupee (what an independent calculation
      // gives), so a column's sum may differ from the exact total by at most half a rupee a row.
      const drift = loan.tenureMonths / 2;
      expect(Math.abs(principal - input.loanAmount), JSON.stringify(input)).toBeLessThanOrEqual(drift);
      const yearlyPrincipal = loan.yearly.reduce((sum, row) => sum + row.principal, 0);
      expect(Math.abs(yearlyPrincipal - input.loanAmount)).toBeLessThanOrEqual(loan.yearly.length / 2);
      const interest = loan.monthly.reduce((sum, row) => sum + row.interest, 0);
      expect(Math.abs(interest - loan.totalInterest)).toBeLessThanOrEqual(drift + 1);
      expect(Math.abs(paid - (input.loanAmount + loan.totalInterest))).toBeLessThanOrEqual(drift + 1);
      expect(loan.monthly.at(-1)?.balance ?? -1).toBeCloseTo(0, 2);
      // The rounded EMI times the months differs from the total only by the rounding.
      expect(Math.abs(loan.emi * loan.tenureMonths - loan.totalPayment)).toBeLessThanOrEqual(
        loan.tenureMonths,
      );
    }
  });

  test("a prepayment never costs more interest or more months", () => {
    for (let sample = 0; sample < 100; sample++) {
      const loanAmount = wholeBetween(5_00_000, 1_00_00_000);
      const result = value(
        calculatePrepayment({
          loanAmount,
          annualRate: Math.round(between(6, 14) * 100) / 100,
          tenureMonths: wholeBetween(5, 30) * 12,
          prepaymentAmount: wholeBetween(0, loanAmount / 4),
          prepaymentMonth: wholeBetween(1, 48),
          extraMonthlyPayment: wholeBetween(0, 5_000),
          mode: next() < 0.5 ? "reduce-tenure" : "reduce-emi",
        }),
      );
      expect(result.interestSaved).toBeGreaterThanOrEqual(0);
      expect(result.monthsSaved).toBeGreaterThanOrEqual(0);
    }
  });
});

describe("SIP", () => {
  test("the value rises with the rate and with the tenure", () => {
    for (let sample = 0; sample < 100; sample++) {
      const base = {
        monthlyInvestment: wholeBetween(500, 1_00_000),
        annualReturn: Math.round(between(1, 20) * 10) / 10,
        months: wholeBetween(1, 39) * 12,
        annualStepUp: wholeBetween(0, 15),
        inflation: 6,
      };
      const value0 = value(calculateSip(base)).futureValue;
      expect(
        value(calculateSip({ ...base, annualReturn: base.annualReturn + 0.5 })).futureValue,
      ).toBeGreaterThan(value0);
      expect(value(calculateSip({ ...base, months: base.months + 12 })).futureValue).toBeGreaterThan(value0);
      expect(value0).toBeGreaterThanOrEqual(value(calculateSip(base)).totalInvested);
    }
  });
});

describe("income tax", () => {
  const nothing = noIncomeTaxInput;

  test.each([
    ["2026-27", "below60"],
    ["2026-27", "60to79"],
    ["2026-27", "80plus"],
    ["2025-26", "below60"],
  ] as const)("tax %s (%s) never falls as salary rises, in either regime", (taxYear, ageBand) => {
    let previous = { newTax: 0, oldTax: 0 };
    // Every ₹10,000 up to ₹60 lakh, then coarser steps to ₹6 crore (surcharge bands).
    const salaries = [
      ...Array.from({ length: 600 }, (_, index) => index * 10_000),
      ...Array.from({ length: 110 }, (_, index) => 60_00_000 + index * 5_00_000),
    ];
    for (const salaryIncome of salaries) {
      const result = value(calculateIncomeTax({ ...nothing, taxYear, ageBand, salaryIncome }));
      const current = { newTax: result.newRegime.totalTax, oldTax: result.oldRegime.totalTax };
      expect(current.newTax, `new regime at ${salaryIncome}`).toBeGreaterThanOrEqual(previous.newTax);
      expect(current.oldTax, `old regime at ${salaryIncome}`).toBeGreaterThanOrEqual(previous.oldTax);
      previous = current;
    }
  });

  test("with marginal relief, the new regime never takes more than the extra income above ₹12 lakh", () => {
    for (let taxable = 12_00_000; taxable <= 13_00_000; taxable += 1_000) {
      const result = value(calculateIncomeTax({ ...nothing, otherIncome: taxable }));
      const beforeCess = result.newRegime.taxAfterRebate;
      expect(beforeCess, `at ${taxable}`).toBeLessThanOrEqual(taxable - 12_00_000);
    }
  });
});
