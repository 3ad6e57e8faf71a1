import { formatINR, type TaxRegime, type TaxYear, taxRuleSets } from "#app/finance/index.ts";

// What a self-occupied home loan saves in tax under each regime, as short lines for the page.
// The figures (limits, section names) come from the tax rules in app/finance.

export interface HomeLoanTaxNoteInput {
  regime: TaxRegime;
  taxYear: TaxYear;
  /** Interest paid in a year (e.g. year 1 of the schedule), to show how much counts. */
  yearlyInterest?: number;
  /** Principal repaid in the same year. */
  yearlyPrincipal?: number;
}

/** Short lines on what a self-occupied home loan saves in tax under the chosen regime. */
export function homeLoanTaxNotes(input: HomeLoanTaxNoteInput): string[] {
  const rules = taxRuleSets[input.taxYear];
  const interestCap = rules.limits.homeLoanInterestSelfOccupied;
  const basket = rules.limits.basket80C;
  if (input.regime === "new") {
    return [
      "The new regime gives no deduction for the interest or principal of a loan on a self-occupied home.",
      "If the home is let out, the interest is still deductible against the rent it earns.",
      "With large home-loan interest and 80C investments the old regime can cost less; compare both in the income-tax calculator.",
    ];
  }
  const lines = [
    `Interest on a loan for a self-occupied home is deductible up to ${formatINR(interestCap)} a year under ${rules.sections.homeLoanInterest}.`,
  ];
  if (input.yearlyInterest !== undefined && input.yearlyInterest > 0) {
    const counted = Math.min(input.yearlyInterest, interestCap);
    lines.push(
      `Of ${formatINR(input.yearlyInterest)} interest paid in the year, ${formatINR(counted)} counts toward this deduction.`,
    );
  }
  lines.push(
    `Principal repaid counts within the ${formatINR(basket)} ${rules.sections.basket80C} limit, shared with PPF, ELSS, EPF, life insurance and other items.`,
  );
  if (input.yearlyPrincipal !== undefined && input.yearlyPrincipal > 0) {
    lines.push(`Principal repaid in the year: ${formatINR(input.yearlyPrincipal)}.`);
  }
  lines.push(
    `The interest limit falls to ${formatINR(30_000)} if the loan is for repairs, or if construction is not finished within 5 years.`,
  );
  return lines;
}
