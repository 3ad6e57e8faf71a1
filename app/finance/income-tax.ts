// Income tax on salary and other normal-rate income for a resident individual, both regimes,
// in the order of the fact sheet §1.9: income → deductions → round to ₹10 → slab tax →
// rebate (with new-regime marginal relief) → surcharge (with marginal relief) → 4% cess →
// round to ₹10. Capital gains at special rates (capital-gains.ts) are taxed beside the slabs:
// they count in total income for the rebate and surcharge tests, the rebate never reduces tax on
// them in the new regime, and their surcharge stops at 15%.
import {
  type CapitalGainsInput,
  type CapitalGainsTax,
  capitalGainsTax,
  hasCapitalGains,
} from "./capital-gains.ts";
import { formatINR, roundRupees, roundToNearestTen } from "./money.ts";
import { sellingTaxRules } from "./rebalancing.ts";
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

export interface IncomeTaxInput extends CapitalGainsInput {
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
  /** Capital gains at special rates: set-off, exemptions, tax (before rebate, surcharge, cess). */
  capitalGains: CapitalGainsTax;
  /** Normal taxable income plus the gains after this year's losses: the test for rebate and surcharge. */
  totalIncome: number;
  taxAfterRebate: number;
  surchargeRate: number;
  surcharge: number;
  surchargeMarginalRelief: number;
  cess: number;
  /** Tax + surcharge + cess, rounded to the nearest ₹10. */
  totalTax: number;
  /** Total tax as a percent of gross income plus capital gains after losses. */
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

// The surcharge on tax on capital gains stops at this rate (fact sheet §1.6).
const gainsSurchargeCapPercent = 15;

/**
 * Surcharge when capital gains are part of total income: the band is set by total income, the
 * gains' share is charged at most 15%. Marginal relief at a band's threshold is not worked out
 * here (the notes say so): with gains in the income it depends on which income is cut back.
 */
function surchargeWithGains(rules: RegimeRules, totalIncome: number, normalTax: number, gainsTax: number) {
  const band = rules.surcharge.findLast((candidate) => totalIncome > candidate.above);
  if (!band) return { rate: 0, surcharge: 0, relief: 0 };
  const surcharge =
    (normalTax * band.rate) / 100 + (gainsTax * Math.min(band.rate, gainsSurchargeCapPercent)) / 100;
  return { rate: band.rate, surcharge, relief: 0 };
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
  // Residents may use the basic exemption the normal income leaves unused against the gains.
  const basicExemption = slabs[0]?.rate === 0 ? (slabs[0].to ?? 0) : 0;
  const gains = capitalGainsTax(input, basicExemption - taxableIncome);
  const totalIncome = taxableIncome + gains.netGains;
  const rebatable = slabTax + (rules.rebate.coversCapitalGains ? gains.rebatableTax : 0);
  const { rebate, marginal } = rebateFor(rules, totalIncome, rebatable);
  const taxAfterRebate = slabTax + gains.tax - rebate;
  const surcharge = hasCapitalGains(input)
    ? surchargeWithGains(rules, totalIncome, taxAfterRebate - gains.tax, gains.tax)
    : surchargeFor(rules, slabs, taxableIncome, taxAfterRebate);
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
    capitalGains: {
      ...gains,
      rows: gains.rows.map((row) => ({ ...row, tax: roundRupees(row.tax) })),
      tax: roundRupees(gains.tax),
      rebatableTax: roundRupees(gains.rebatableTax),
    },
    totalIncome: roundRupees(totalIncome),
    taxAfterRebate: roundRupees(taxAfterRebate),
    surchargeRate: surcharge.rate,
    surcharge: roundRupees(surcharge.surcharge),
    surchargeMarginalRelief: roundRupees(surcharge.relief),
    cess: roundRupees(cess),
    totalTax,
    // Gains are income too: the rate is of everything earned, after this year's losses.
    effectiveRate: grossIncome + gains.netGains > 0 ? (totalTax / (grossIncome + gains.netGains)) * 100 : 0,
  };
}

function capitalGainsNotes(ruleSet: TaxRuleSet, input: IncomeTaxInput, newRegime: RegimeTaxResult): string[] {
  if (!hasCapitalGains(input)) return [];
  const { sections } = ruleSet;
  const { shortTermLossCarried, longTermLossCarried } = newRegime.capitalGains;
  const notes = [
    `Capital gains at special rates: short-term gains on listed shares and equity funds at ${sellingTaxRules.equityShortTermRate}%, ${sections.equityStcg}; long-term gains on them at ${sellingTaxRules.equityLongTermRate}% above ${formatINR(sellingTaxRules.equityLongTermExemption)} a year, ${sections.equityLtcg}; other long-term gains at ${sellingTaxRules.listedLongTermRate}% without indexation, ${sections.otherLtcg}. Cess 4% as on the rest. Short-term gains on other assets, and on debt funds bought from April 2023, are taxed at your slab rate: add them to other income.`,
    "This year's losses are set off first: a short-term loss against any gain, a long-term loss only against long-term gains, where each saves the most tax. Losses never reduce salary or other income.",
    "In the new regime the rebate does not reduce tax on these gains. The gains count toward the ₹12 lakh rebate limit here; some commentators read the rule otherwise, so near the limit other calculators may show less tax.",
  ];
  if (shortTermLossCarried > 0 || longTermLossCarried > 0) {
    notes.push(
      `Left after set-off: ${formatINR(shortTermLossCarried)} of short-term and ${formatINR(longTermLossCarried)} of long-term loss, which can be carried forward for eight years if the return is filed by its due date.`,
    );
  }
  if (newRegime.totalIncome > 5_000_000) {
    notes.push(
      "Surcharge on the tax on capital gains is at most 15%. With gains in the income, marginal relief on the surcharge is not worked out here.",
    );
  }
  notes.push(
    "Land or buildings bought before 23 July 2024 and sold by a resident individual: tax may instead be 20% with indexation if that is lower; this calculator uses 12.5% without indexation.",
  );
  return notes;
}

function notesFor(ruleSet: TaxRuleSet, input: IncomeTaxInput, newRegime: RegimeTaxResult): string[] {
  // With gains, their rates come first: the note a short summary (the chat's reply) quotes.
  return [
    ...capitalGainsNotes(ruleSet, input, newRegime),
    `${ruleSet.yearLabel}, ${ruleSet.sections.act}. For a resident individual.`,
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
    notes: notesFor(ruleSet, input, newRegime),
  });
}
