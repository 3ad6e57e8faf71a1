import { describe, expect, test } from "vitest";
import { calculateAveraging } from "./averaging.ts";
import { calculateGoal } from "./goal.ts";
import { calculateIncomeTax } from "./income-tax.ts";
import { calculateInflation } from "./inflation.ts";
import {
  type CalculatorInputs,
  type CalculatorSlug,
  calculatorInputSpecs,
  calculatorSlugs,
  defaultCalculatorInputs,
  isCalculatorSlug,
  parseCalculatorInputs,
} from "./inputs.ts";
import { calculateLoanEmi } from "./loan-emi.ts";
import { calculatePrepayment } from "./loan-prepayment.ts";
import { calculateLumpsum } from "./lumpsum.ts";
import { compareRentVsBuy } from "./rent-vs-buy.ts";
import type { FinanceResult } from "./result.ts";
import { calculateReturns } from "./returns.ts";
import { scoreRiskProfile } from "./risk-tolerance.ts";
import { calculateSip } from "./sip.ts";

const calculators: { [S in CalculatorSlug]: (input: CalculatorInputs[S]) => FinanceResult<unknown> } = {
  sip: calculateSip,
  lumpsum: calculateLumpsum,
  goal: calculateGoal,
  tax: calculateIncomeTax,
  averaging: calculateAveraging,
  return: calculateReturns,
  inflation: calculateInflation,
  "risk-tolerance": scoreRiskProfile,
  "home-emi": calculateLoanEmi,
  "car-emi": calculateLoanEmi,
  "loan-repayment": calculatePrepayment,
  "rent-vs-buy": compareRentVsBuy,
};

function runDefaults<S extends CalculatorSlug>(slug: S): FinanceResult<unknown> {
  return calculators[slug](defaultCalculatorInputs(slug));
}

describe("input specs", () => {
  test("all twelve calculators have specs", () => {
    expect([...calculatorSlugs].sort()).toEqual(
      [
        "averaging",
        "car-emi",
        "goal",
        "home-emi",
        "inflation",
        "lumpsum",
        "loan-repayment",
        "rent-vs-buy",
        "return",
        "risk-tolerance",
        "sip",
        "tax",
      ].sort(),
    );
  });

  test.each(calculatorSlugs)(
    "%s: names are unique and defaults sit inside their ranges or options",
    (slug) => {
      const specs = calculatorInputSpecs[slug];
      const names = specs.map((spec) => spec.name);
      expect(new Set(names).size).toBe(names.length);
      for (const spec of specs) {
        if (spec.unit === "choice") {
          expect(spec.options.map((option) => option.value)).toContain(spec.defaultValue);
        } else {
          expect(spec.min).toBeLessThanOrEqual(spec.defaultValue);
          expect(spec.defaultValue).toBeLessThanOrEqual(spec.max);
          expect(spec.step).toBeGreaterThan(0);
        }
      }
    },
  );

  // Also proves every field a calculator reads has a spec: a missing one would arrive as undefined and fail validation.
  test.each(calculatorSlugs)("%s: the defaults run through the calculator", (slug) => {
    const result = runDefaults(slug);
    expect(result.ok ? "ok" : result.error.message).toBe("ok");
  });

  test("sensible Indian defaults", () => {
    expect(defaultCalculatorInputs("sip")).toEqual({
      monthlyInvestment: 10_000,
      annualReturn: 12,
      years: 10,
      annualStepUp: 0,
      inflation: 6,
    });
    expect(defaultCalculatorInputs("tax")).toMatchObject({ taxYear: "2026-27", ageBand: "below60" });
    expect(defaultCalculatorInputs("rent-vs-buy")).toMatchObject({ purchaseCostPercent: 7 });
  });
});

describe("parseCalculatorInputs", () => {
  test("coerces query-string text and fills missing values with defaults", () => {
    const result = parseCalculatorInputs("sip", {
      monthlyInvestment: "5,000",
      annualReturn: "12.5",
      years: "",
      extra: "ignored",
    });
    expect(result).toEqual({
      ok: true,
      value: { monthlyInvestment: 5_000, annualReturn: 12.5, years: 10, annualStepUp: 0, inflation: 6 },
    });
  });

  test("accepts lakh/crore shorthand and choices", () => {
    const result = parseCalculatorInputs("tax", {
      salaryIncome: "18.5L",
      taxYear: "2025-26",
      ageBand: "60to79",
    });
    expect(result.ok && result.value).toMatchObject({
      salaryIncome: 1_850_000,
      taxYear: "2025-26",
      ageBand: "60to79",
    });
  });

  test.each([
    ["sip", { years: "60" }, "years", "Investment period must be between 1 and 40 years"],
    [
      "sip",
      { monthlyInvestment: "20L" },
      "monthlyInvestment",
      "Monthly investment must be between ₹100 and ₹10 lakh",
    ],
    ["sip", { annualReturn: "abc" }, "annualReturn", "Expected annual return must be a number"],
    ["sip", { annualReturn: "-1" }, "annualReturn", "Expected annual return must be between 0% and 30%"],
    ["home-emi", { loanAmount: "50" }, "loanAmount", "Loan amount must be between ₹1 lakh and ₹10 crore"],
    [
      "tax",
      { taxYear: "2031-32" },
      "taxYear",
      "Tax year must be one of: Tax year 2026-27 (Income-tax Act, 2025), FY 2025-26 (AY 2026-27)",
    ],
    [
      "loan-repayment",
      { mode: "faster" },
      "mode",
      "After prepaying must be one of: Keep the EMI, finish sooner, Keep the end date, lower the EMI",
    ],
    ["risk-tolerance", { age: "17" }, "age", "Please answer: How old are you?"],
  ] as const)("%s %o → error on %s", (slug, record, field, message) => {
    expect(parseCalculatorInputs(slug, record)).toEqual({ ok: false, error: { field, message } });
  });

  test("parsed values feed the calculator", () => {
    const parsed = parseCalculatorInputs("sip", {
      monthlyInvestment: "5000",
      years: "10",
      annualReturn: "12",
      inflation: "0",
    });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const result = calculateSip(parsed.value);
    expect(result.ok && result.value.futureValue).toBe(1_161_695);
  });

  test("isCalculatorSlug", () => {
    expect(isCalculatorSlug("rent-vs-buy")).toBe(true);
    expect(isCalculatorSlug("toString")).toBe(false);
    expect(isCalculatorSlug("__proto__")).toBe(false);
  });
});
