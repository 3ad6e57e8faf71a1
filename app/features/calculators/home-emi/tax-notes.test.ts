import { describe, expect, test } from "vitest";
import { homeLoanTaxNotes } from "./tax-notes.ts";

describe("homeLoanTaxNotes", () => {
  test("old regime, tax year 2026-27, with first-year interest and principal", () => {
    expect(
      homeLoanTaxNotes({
        regime: "old",
        taxYear: "2026-27",
        yearlyInterest: 421_182,
        yearlyPrincipal: 99_511,
      }),
    ).toEqual([
      "Interest on a loan for a self-occupied home is deductible up to ₹2,00,000 a year under section 22 (was 24(b)).",
      "Of ₹4,21,182 interest paid in the year, ₹2,00,000 counts toward this deduction.",
      "Principal repaid counts within the ₹1,50,000 section 123 (was 80C) limit, shared with PPF, ELSS, EPF, life insurance and other items.",
      "Principal repaid in the year: ₹99,511.",
      "The interest limit falls to ₹30,000 if the loan is for repairs, or if construction is not finished within 5 years.",
    ]);
  });

  test("old regime, FY 2025-26 uses the 1961-Act section names", () => {
    const lines = homeLoanTaxNotes({ regime: "old", taxYear: "2025-26", yearlyInterest: 150_000 });
    expect(lines[0]).toContain("section 24(b)");
    expect(lines[1]).toBe("Of ₹1,50,000 interest paid in the year, ₹1,50,000 counts toward this deduction.");
    expect(lines[2]).toContain("section 80C");
  });

  test("new regime: no deduction for a self-occupied home", () => {
    const lines = homeLoanTaxNotes({ regime: "new", taxYear: "2026-27", yearlyInterest: 421_182 });
    expect(lines[0]).toBe(
      "The new regime gives no deduction for the interest or principal of a loan on a self-occupied home.",
    );
    expect(lines).toHaveLength(3);
  });
});
