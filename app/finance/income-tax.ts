// Income tax on salary and other normal-rate income for a resident individual, both regimes,
// in the order of the fact sheet §1.9: income → deductions → round to ₹10 → slab tax →
// rebate (with new-regime marginal relief) → surcharge (with marginal relief) → 4% cess →
// round to ₹10. Special-rate capital gains are out of scope.
import { roundRupees, roundToNearestTen } from "./money.ts";
import { type FinanceResult, fail, ok } from "./result.ts";
import {
  type AgeBand,
  ageBands,
  type RegimeRules,
  type TaxRegime,
  type TaxRuleSet,
  type TaxSlab,
  type TaxYear,
  taxRuleSets,
  taxYears,
} from "./tax-rules.ts";

export interface IncomeTaxInput {
  taxYear: TaxYear;
  ageBand: AgeBand;
  /** Gross salary or employer pension for the year, including any employer NPS contribution. */
  salaryIncome: number;
  /** Interest, rent after its own deductions, and other normal-rate income. */
  otherIncome: number;
  /** Old regime: exempt part of HRA, worked out separately. */
  hraExemption: number;
  /** Old regime: 80C / s.123 basket (PPF, ELSS, EPF, life cover, principal…). */
  deduction80C: number;
  /** Old regime: health insurance for self, spouse and children (80D / s.126). */
  healthInsuranceSelf: number;
  /** Old regime: health insurance for parents. */
  healthInsuranceParents: number;
  parentsSenior: "yes" | "no";
  /** Old regime: own extra NPS contribution, 80CCD(1B). */
  npsOwnContribution: number;
  /** Old regime: interest on a loan for a self-occupied home. */
  homeLoanInterest: number;
  /** Old regime: interest inside other income that 80TTA (under 60) or 80TTB (60+) covers. */
  depositInterest: number;
  /** Old regime: any other deduction (80E, 80G…), taken as entered. */
  otherDeductions: number;
  /** Employer's NPS contribution (80CCD(2)); deductible in both regimes up to a % of basic + DA. */
  employerNps: number;
  /** Basic pay + DA, needed for the employer NPS limit. */
  basicSalary: number;
  employerType: "private" | "government";
}

export interface DeductionLine {
  key: string;
  label: string;
  claimed: number;
  allowed: number;
}

export interface SlabRow {
  from: number;
  to: number | null;
  rate: number;
  /** Part of taxable income that falls in this slab. */
  income: number;
  tax: number;
}

export interface RegimeTaxResult {
  regime: TaxRegime;
  label: string;
  grossIncome: number;
  /** Standard deduction, HRA exemption, home-loan interest and chapter VI-A deductions actually used. */
  deductions: DeductionLine[];
  totalDeductions: number;
  taxableIncome: number;
  slabs: SlabRow[];
  slabTax: number;
  rebate: number;
  /** True when the new regime's relief just above ₹12 lakh set the rebate. */
  rebateMarginalRelief: boolean;
  taxAfterRebate: number;
  surchargeRate: number;
  surcharge: number;
  surchargeMarginalRelief: number;
  cess: number;
  /** Tax + surcharge + cess, rounded to the nearest ₹10. */
  totalTax: number;
  /** Total tax as a percent of gross income. */
  effectiveRate: number;
}

export interface IncomeTaxResult {
  taxYear: TaxYear;
  yearLabel: string;
  newRegime: RegimeTaxResult;
  oldRegime: RegimeTaxResult;
  cheaperRegime: TaxRegime | "same";
  /** How much less the cheaper regime costs. */
  saving: number;
  notes: string[];
}

function validateIncomeTaxInput(input: IncomeTaxInput) {
  if (!taxYears.includes(input.taxYear)) {
    return fail("taxYear", `Tax year must be one of ${taxYears.join(", ")}`);
  }
  if (!ageBands.includes(input.ageBand))
    return fail("ageBand", "Age must be below 60, 60 to 79, or 80 or above");
  if (input.parentsSenior !== "yes" && input.parentsSenior !== "no") {
    return fail("parentsSenior", "Say whether a parent is aged 60 or more");
  }
  if (input.employerType !== "private" && input.employerType !== "government") {
    return fail("employerType", "Employer must be private sector or government");
  }
  if (input.hraExemption > input.salaryIncome) {
    return fail("hraExemption", "HRA exemption cannot be more than your gross salary");
  }
  if (input.basicSalary > input.salaryIncome) {
    return fail("basicSalary", "Basic pay + DA cannot be more than your gross salary");
  }
  if (input.employerNps > input.salaryIncome) {
    return fail(
      "employerNps",
      "Employer NPS contribution is part of your salary, so it cannot be more than gross salary",
    );
  }
  if (input.employerNps > 0 && input.basicSalary === 0) {
    return fail("basicSalary", "Enter basic pay + DA to work out the employer NPS limit");
  }
  if (input.depositInterest > input.otherIncome) {
    return fail("depositInterest", "Interest for 80TTA/80TTB must be included in other income");
  }
  return null;
}

/** Slab-by-slab tax on a taxable income. */
export function slabBreakdown(slabs: readonly TaxSlab[], taxableIncome: number): SlabRow[] {
  return slabs.map((slab) => {
    const top = slab.to ?? Number.POSITIVE_INFINITY;
    const income = Math.max(0, Math.min(taxableIncome, top) - slab.from);
    return { from: slab.from, to: slab.to, rate: slab.rate, income, tax: (income * slab.rate) / 100 };
  });
}

function slabTaxOn(slabs: readonly TaxSlab[], taxableIncome: number): number {
  return slabBreakdown(slabs, taxableIncome).reduce((sum, row) => sum + row.tax, 0);
}

/** Rebate (87A / s.156). New regime: above the limit, tax may not exceed the income above it. */
function rebateFor(
  rules: RegimeRules,
  taxableIncome: number,
  tax: number,
): { rebate: number; marginal: boolean } {
  const { incomeLimit, maxRebate, marginalRelief } = rules.rebate;
  if (taxableIncome <= incomeLimit) return { rebate: Math.min(tax, maxRebate), marginal: false };
  const excess = taxableIncome - incomeLimit;
  if (marginalRelief && tax > excess) return { rebate: tax - excess, marginal: true };
  return { rebate: 0, marginal: false };
}

function taxAfterRebateOn(rules: RegimeRules, slabs: readonly TaxSlab[], income: number): number {
  const tax = slabTaxOn(slabs, income);
  return tax - rebateFor(rules, income, tax).rebate;
}

/**
 * Surcharge with marginal relief: just above a threshold, tax + surcharge may not exceed
 * the tax + surcharge at the threshold plus the income above it.
 */
function surchargeFor(rules: RegimeRules, slabs: readonly TaxSlab[], taxableIncome: number, tax: number) {
  const bandIndex = rules.surcharge.findLastIndex((band) => taxableIncome > band.above);
  const band = rules.surcharge[bandIndex];
  if (!band) return { rate: 0, surcharge: 0, relief: 0 };
  const rateBelow = rules.surcharge[bandIndex - 1]?.rate ?? 0;
  const atThreshold = taxAfterRebateOn(rules, slabs, band.above) * (1 + rateBelow / 100);
  const full = (tax * band.rate) / 100;
  const capped = Math.max(0, atThreshold + (taxableIncome - band.above) - tax);
  const surcharge = Math.min(full, capped);
  return { rate: band.rate, surcharge, relief: full - surcharge };
}

/** Chapter VI-A style deductions for one regime, each capped at its legal limit. */
function chapterDeductions(ruleSet: TaxRuleSet, rules: RegimeRules, input: IncomeTaxInput): DeductionLine[] {
  const { limits, sections } = ruleSet;
  const senior = input.ageBand !== "below60";
  const npsPercent = rules.employerNpsPercent[input.employerType];
  const employerNps: DeductionLine = {
    key: "employerNps",
    label: `Employer NPS, ${sections.nps}`,
    claimed: input.employerNps,
    allowed: Math.min(input.employerNps, (input.basicSalary * npsPercent) / 100),
  };
  if (!rules.allowsDeductions) return [employerNps];
  const line = (key: string, label: string, claimed: number, limit: number): DeductionLine => ({
    key,
    label,
    claimed,
    allowed: Math.min(claimed, limit),
  });
  return [
    line("deduction80C", `Investments, ${sections.basket80C}`, input.deduction80C, limits.basket80C),
    line(
      "healthInsuranceSelf",
      `Health insurance (self), ${sections.health}`,
      input.healthInsuranceSelf,
      senior ? limits.healthSelfSenior : limits.healthSelf,
    ),
    line(
      "healthInsuranceParents",
      `Health insurance (parents), ${sections.health}`,
      input.healthInsuranceParents,
      input.parentsSenior === "yes" ? limits.healthParentsSenior : limits.healthParents,
    ),
    line(
      "npsOwnContribution",
      `Own NPS 80CCD(1B), ${sections.nps}`,
      input.npsOwnContribution,
      limits.npsAdditional,
    ),
    line(
      "depositInterest",
      `Deposit interest, ${sections.depositInterest}`,
      input.depositInterest,
      senior ? limits.depositInterestSenior : limits.savingsInterestBelow60,
    ),
    employerNps,
    line("otherDeductions", "Other deductions", input.otherDeductions, Number.POSITIVE_INFINITY),
  ];
}

/** Tax under one regime. Input must already be valid (see calculateIncomeTax). */
function calculateRegimeTax(ruleSet: TaxRuleSet, regime: TaxRegime, input: IncomeTaxInput): RegimeTaxResult {
  const rules = ruleSet.regimes[regime];
  const slabs = rules.slabs[input.ageBand];
  const grossIncome = input.salaryIncome + input.otherIncome;

  const hra = rules.allowsDeductions ? input.hraExemption : 0;
  const standardDeduction = Math.min(rules.standardDeduction, input.salaryIncome - hra);
  const salaryIncome = input.salaryIncome - hra - standardDeduction;
  // Self-occupied home-loan interest is a house-property loss, set off against other income up to the cap.
  const homeLoan = rules.allowsDeductions
    ? Math.min(input.homeLoanInterest, ruleSet.limits.homeLoanInterestSelfOccupied)
    : 0;
  const grossTotalIncome = Math.max(0, salaryIncome + input.otherIncome - homeLoan);

  const chapter = chapterDeductions(ruleSet, rules, input);
  const chapterTotal = Math.min(
    grossTotalIncome,
    chapter.reduce((sum, line) => sum + line.allowed, 0),
  );
  const taxableIncome = roundToNearestTen(grossTotalIncome - chapterTotal);

  const deductions: DeductionLine[] = [
    {
      key: "standardDeduction",
      label: "Standard deduction",
      claimed: standardDeduction,
      allowed: standardDeduction,
    },
    ...(rules.allowsDeductions
      ? [
          { key: "hraExemption", label: "HRA exemption", claimed: input.hraExemption, allowed: hra },
          {
            key: "homeLoanInterest",
            label: `Home-loan interest, ${ruleSet.sections.homeLoanInterest}`,
            claimed: input.homeLoanInterest,
            allowed: homeLoan,
          },
        ]
      : []),
    ...chapter,
  ].map((line) => ({ ...line, claimed: roundRupees(line.claimed), allowed: roundRupees(line.allowed) }));

  const slabRows = slabBreakdown(slabs, taxableIncome);
  const slabTax = slabRows.reduce((sum, row) => sum + row.tax, 0);
  const { rebate, marginal } = rebateFor(rules, taxableIncome, slabTax);
  const taxAfterRebate = slabTax - rebate;
  const surcharge = surchargeFor(rules, slabs, taxableIncome, taxAfterRebate);
  const cess = ((taxAfterRebate + surcharge.surcharge) * ruleSet.cessPercent) / 100;
  const totalTax = roundToNearestTen(taxAfterRebate + surcharge.surcharge + cess);

  return {
    regime,
    label: regime === "new" ? `${rules.name} (${ruleSet.sections.newRegime})` : rules.name,
    grossIncome: roundRupees(grossIncome),
    deductions,
    totalDeductions: roundRupees(grossIncome - Math.max(0, grossTotalIncome - chapterTotal)),
    taxableIncome,
    slabs: slabRows.map((row) => ({ ...row, income: roundRupees(row.income), tax: roundRupees(row.tax) })),
    slabTax: roundRupees(slabTax),
    rebate: roundRupees(rebate),
    rebateMarginalRelief: marginal,
    taxAfterRebate: roundRupees(taxAfterRebate),
    surchargeRate: surcharge.rate,
    surcharge: roundRupees(surcharge.surcharge),
    surchargeMarginalRelief: roundRupees(surcharge.relief),
    cess: roundRupees(cess),
    totalTax,
    effectiveRate: grossIncome > 0 ? (totalTax / grossIncome) * 100 : 0,
  };
}

function notesFor(ruleSet: TaxRuleSet): string[] {
  return [
    `${ruleSet.yearLabel}, ${ruleSet.sections.act}. For a resident individual; capital gains taxed at special rates are not included.`,
    "The new regime is the default; salaried people without business income can choose the old regime each year when filing.",
    "Only the employer's NPS contribution is deductible in the new regime; HRA, 80C, 80D, 80CCD(1B) and self-occupied home-loan interest count only in the old regime.",
    "Employer contributions to PF, NPS and superannuation above ₹7.5 lakh a year are taxable as a perquisite; this calculator does not add that back.",
    "Figures are estimates for learning, not tax advice. Check incometax.gov.in or a tax professional before filing.",
  ];
}

/** Both regimes for one person, and which costs less. */
export function calculateIncomeTax(input: IncomeTaxInput): FinanceResult<IncomeTaxResult> {
  const failure = validateIncomeTaxInput(input);
  if (failure) return failure;

  const ruleSet = taxRuleSets[input.taxYear];
  const newRegime = calculateRegimeTax(ruleSet, "new", input);
  const oldRegime = calculateRegimeTax(ruleSet, "old", input);
  const difference = oldRegime.totalTax - newRegime.totalTax;
  return ok({
    taxYear: input.taxYear,
    yearLabel: ruleSet.yearLabel,
    newRegime,
    oldRegime,
    cheaperRegime: difference > 0 ? "new" : difference < 0 ? "old" : "same",
    saving: Math.abs(difference),
    notes: notesFor(ruleSet),
  });
}
