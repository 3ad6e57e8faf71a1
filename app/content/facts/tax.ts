import { sellingTaxRules } from "#app/finance/rebalancing.ts";
import { taxRuleSets } from "#app/finance/tax-rules.ts";
import { percentFact, rupeeFact } from "./define.ts";
import { incomeTaxAct, ltcgTutorial } from "./sources.ts";
import type { Fact } from "./types.ts";

// Income-tax figures for tax year 2026-27. The slab tables, deductions and rebate live in the
// finance library (app/finance/tax-rules.ts), which the calculators use; these facts read and
// describe those values, so the calculator and the prose cannot disagree. Capital-gains rates
// are read from the rules the rebalancing tool computes its selling tax with.

const rules = taxRuleSets["2026-27"];
const confirmedOn = "2026-11-22";
const yearly = { confirmedOn, review: "year", source: incomeTaxAct } as const;

export const taxFacts: Fact[] = [
  rupeeFact({
    ...yearly,
    id: "deduction-80c-limit",
    label: `Deduction for PPF, ELSS, EPF, life cover and similar (old regime), ${rules.sections.basket80C}`,
    value: rules.limits.basket80C,
    context: /\b80C\b|section 123/i,
    contextScope: "sentence",
    effectiveFrom: "2014-04-01",
  }),
  rupeeFact({
    ...yearly,
    id: "deduction-nps-additional",
    label: "Extra deduction for your own NPS contribution (old regime), old section 80CCD(1B)",
    value: rules.limits.npsAdditional,
    context: /80CCD\(1B\)|\b1B\b|\bNPS\b.*\b(extra|additional|own)\b|\b(extra|additional)\b.*\bNPS\b/i,
    effectiveFrom: "2015-04-01",
  }),
  rupeeFact({
    ...yearly,
    id: "standard-deduction-new",
    label: "Standard deduction for salary and pension, new regime",
    value: rules.regimes.new.standardDeduction,
    context: /standard deduction/i,
    effectiveFrom: "2024-04-01",
    earlier: "₹50,000 until FY 2023-24",
  }),
  rupeeFact({
    ...yearly,
    id: "rebate-limit-new",
    label: `Income up to which the new regime's rebate applies (${rules.sections.rebate})`,
    value: rules.regimes.new.rebate.incomeLimit,
    context: /rebate|zero tax|no tax|pays no/i,
    contextScope: "sentence",
    effectiveFrom: "2025-04-01",
    earlier: "₹7 lakh in FY 2023-24 and 2024-25",
  }),
  rupeeFact({
    ...yearly,
    id: "rebate-max-new",
    label: `Largest rebate in the new regime (${rules.sections.rebate})`,
    value: rules.regimes.new.rebate.maxRebate,
    context: /rebate/i,
    contextScope: "sentence",
    effectiveFrom: "2025-04-01",
    earlier: "₹25,000 in FY 2023-24 and 2024-25",
  }),
  rupeeFact({
    ...yearly,
    id: "rebate-limit-old",
    label: `Income up to which the old regime's rebate applies (${rules.sections.rebate}, was 87A)`,
    value: rules.regimes.old.rebate.incomeLimit,
    context: /\bold regime\b.*\b(rebate|zero tax|no tax)|\b(rebate|zero tax|no tax)\b.*\bold regime\b/i,
    contextScope: "sentence",
    effectiveFrom: "2019-04-01",
  }),
  rupeeFact({
    ...yearly,
    id: "rebate-max-old",
    label: `Largest rebate in the old regime (${rules.sections.rebate}, was 87A)`,
    value: rules.regimes.old.rebate.maxRebate,
    context: /rebate/i,
    contextScope: "sentence",
    effectiveFrom: "2019-04-01",
  }),
  rupeeFact({
    ...yearly,
    id: "standard-deduction-old",
    label: "Standard deduction for salary and pension, old regime",
    value: rules.regimes.old.standardDeduction,
    context: /\bold regime\b.*\bstandard deduction|\bstandard deduction\b.*\bold regime/i,
    contextScope: "sentence",
    effectiveFrom: "2019-04-01",
  }),
  rupeeFact({
    ...yearly,
    id: "deduction-health-self",
    label: `Deduction for health insurance for yourself, spouse and children, below 60 (old regime), ${rules.sections.health}`,
    value: rules.limits.healthSelf,
    context: /\b80D\b|section 126|health insurance premium/i,
    contextScope: "sentence",
    effectiveFrom: "2015-04-01",
  }),
  rupeeFact({
    ...yearly,
    id: "deduction-health-senior",
    label: `Deduction for health insurance for a person aged 60 or over, yourself or your parents (old regime), ${rules.sections.health}`,
    value: rules.limits.healthParentsSenior,
    context: /\b80D\b|section 126/i,
    contextScope: "sentence",
    effectiveFrom: "2018-04-01",
  }),
  rupeeFact({
    ...yearly,
    id: "deduction-home-loan-interest",
    label: `Deduction for interest on a loan for a self-occupied home (old regime), ${rules.sections.homeLoanInterest}`,
    value: rules.limits.homeLoanInterestSelfOccupied,
    context: /24\(b\)|section 22\b|home[- ]loan interest/i,
    contextScope: "sentence",
    effectiveFrom: "2014-04-01",
  }),
  rupeeFact({
    ...yearly,
    id: "deduction-savings-interest",
    label: `Deduction for savings-account interest, below 60 (old regime), ${rules.sections.depositInterest}`,
    value: rules.limits.savingsInterestBelow60,
    context: /\b80TTA\b|section 153/i,
    contextScope: "sentence",
    effectiveFrom: "2012-04-01",
  }),
  rupeeFact({
    ...yearly,
    id: "deduction-deposit-interest-senior",
    label: `Deduction for all deposit interest, 60 and over (old regime), ${rules.sections.depositInterest}`,
    value: rules.limits.depositInterestSenior,
    context: /\b80TTB\b|section 153/i,
    contextScope: "sentence",
    effectiveFrom: "2018-04-01",
  }),
  percentFact({
    ...yearly,
    id: "cess-rate",
    label: "Health and education cess on tax plus surcharge",
    value: rules.cessPercent,
    context: /\bcess\b/i,
    effectiveFrom: "2018-04-01",
  }),
  percentFact({
    ...yearly,
    id: "equity-stcg-rate",
    label:
      "Tax on short-term capital gains (STCG) from listed shares and equity funds (held 12 months or less), section 196",
    value: sellingTaxRules.equityShortTermRate,
    // "20% if held up to 12 months": the holding period says which 20% it is.
    context:
      /short[- ]term|\bSTCG\b|(up to|within|or less than|less than|or less)\W+12 months|12 months or less/i,
    contextScope: "sentence",
    effectiveFrom: "2024-07-23",
    earlier: "15% before 23 July 2024",
    source: ltcgTutorial,
  }),
  percentFact({
    ...yearly,
    id: "equity-ltcg-rate",
    label:
      "Tax on long-term capital gains (LTCG) from listed shares and equity funds above the yearly exemption, section 198",
    value: sellingTaxRules.equityLongTermRate,
    context: /long[- ]term|\bLTCG\b|above ₹1\.25 lakh|(more than|over|after) 12 months|held longer/i,
    effectiveFrom: "2024-07-23",
    earlier: "10% before 23 July 2024",
    source: ltcgTutorial,
  }),
  percentFact({
    ...yearly,
    id: "asset-ltcg-rate",
    label:
      "Tax on long-term capital gains (LTCG) from other assets (property, gold, unlisted and foreign shares, listed bonds), no indexation, section 197",
    value: sellingTaxRules.listedLongTermRate,
    context: /long[- ]term|\bLTCG\b/i,
    effectiveFrom: "2024-07-23",
    earlier: "20% with indexation (10% for listed bonds) before 23 July 2024",
  }),
  rupeeFact({
    ...yearly,
    id: "equity-ltcg-exemption",
    label:
      "Yearly tax exemption for long-term capital gains (LTCG) on listed shares and equity funds, section 198",
    value: sellingTaxRules.equityLongTermExemption,
    // "₹1.25 lakh" is this figure wherever gains or their tax are the subject.
    context: /long[- ]term|\bLTCG\b|exempt|\bgains?\b|\btax/i,
    effectiveFrom: "2024-07-23",
    earlier: "₹1 lakh before 23 July 2024",
    source: ltcgTutorial,
  }),
  percentFact({
    ...yearly,
    id: "crypto-tax-rate",
    label: "Tax on gains from crypto and other virtual digital assets",
    value: 30,
    context: /crypto|virtual digital|\bVDA\b/i,
    effectiveFrom: "2022-04-01",
  }),
  percentFact({
    ...yearly,
    id: "crypto-tds-rate",
    label: "TDS on transfers of crypto and other virtual digital assets",
    value: 1,
    context: /\bTDS\b/,
    contextScope: "sentence",
    effectiveFrom: "2022-07-01",
  }),
];
