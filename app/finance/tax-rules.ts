// Income-tax rules as data, keyed by tax year: slabs, standard deduction, rebate, surcharge, cess
// and deduction limits as in force for tax year 2026-27 (Finance Act 2025, carried into the
// Income-tax Act, 2025 and left unchanged by Budget 2026; sources in the facts registry,
// app/content/facts/income-tax.ts). Adding a year means
// adding an entry here; the calculator in income-tax.ts has no year-specific branches.

export type TaxYear = "2026-27" | "2025-26";
export type TaxRegime = "new" | "old";
export type AgeBand = "below60" | "60to79" | "80plus";

export const taxYears: readonly TaxYear[] = ["2026-27", "2025-26"];
export const ageBands: readonly AgeBand[] = ["below60", "60to79", "80plus"];

/** Income above `from` and up to `to` (null = no upper end) is taxed at `rate` percent. */
export interface TaxSlab {
  readonly from: number;
  readonly to: number | null;
  readonly rate: number;
}

/** Surcharge `rate` percent of tax applies once total income exceeds `above`. */
export interface SurchargeBand {
  readonly above: number;
  readonly rate: number;
}

export interface RebateRule {
  /** Rebate only when total income is at most this. */
  readonly incomeLimit: number;
  readonly maxRebate: number;
  /** New regime: just above the limit, tax cannot exceed the income above the limit. */
  readonly marginalRelief: boolean;
  /**
   * Old regime: the rebate may also reduce tax on short-term equity gains and other long-term
   * gains (never on listed-equity LTCG, s.198). New regime: it reduces tax on normal income only.
   */
  readonly coversCapitalGains: boolean;
}

export interface RegimeRules {
  readonly name: string;
  readonly slabs: Readonly<Record<AgeBand, readonly TaxSlab[]>>;
  /** For salary and pension from an employer. */
  readonly standardDeduction: number;
  readonly rebate: RebateRule;
  readonly surcharge: readonly SurchargeBand[];
  /** Employer NPS contribution deductible, percent of basic + DA. */
  readonly employerNpsPercent: { readonly private: number; readonly government: number };
  /** Old regime only: HRA, home-loan interest and the 80C/80D/80CCD(1B)/80TTA-style deductions. */
  readonly allowsDeductions: boolean;
}

export interface DeductionLimits {
  readonly basket80C: number;
  readonly npsAdditional: number;
  readonly healthSelf: number;
  readonly healthSelfSenior: number;
  readonly healthParents: number;
  readonly healthParentsSenior: number;
  readonly homeLoanInterestSelfOccupied: number;
  /** 80TTA: savings-account interest, under 60. */
  readonly savingsInterestBelow60: number;
  /** 80TTB: all deposit interest, 60 and over. */
  readonly depositInterestSenior: number;
}

/** Section names differ between the 1961 Act (FY 2025-26) and the 2025 Act (TY 2026-27 onward). */
export interface SectionNames {
  readonly act: string;
  readonly newRegime: string;
  readonly rebate: string;
  readonly basket80C: string;
  readonly nps: string;
  readonly health: string;
  readonly homeLoanInterest: string;
  readonly depositInterest: string;
  readonly equityStcg: string;
  readonly equityLtcg: string;
  readonly otherLtcg: string;
}

export interface TaxRuleSet {
  readonly taxYear: TaxYear;
  /** "Tax year 2026-27" or "FY 2025-26 (AY 2026-27)". */
  readonly yearLabel: string;
  readonly sections: SectionNames;
  readonly cessPercent: number;
  readonly regimes: Readonly<Record<TaxRegime, RegimeRules>>;
  readonly limits: DeductionLimits;
}

// §1.2: identical in FY 2025-26 and TY 2026-27, and the same for every age.
const newRegimeSlabs: readonly TaxSlab[] = [
  { from: 0, to: 400_000, rate: 0 },
  { from: 400_000, to: 800_000, rate: 5 },
  { from: 800_000, to: 1_200_000, rate: 10 },
  { from: 1_200_000, to: 1_600_000, rate: 15 },
  { from: 1_600_000, to: 2_000_000, rate: 20 },
  { from: 2_000_000, to: 2_400_000, rate: 25 },
  { from: 2_400_000, to: null, rate: 30 },
];

// §1.3: basic exemption 2.5 L / 3 L / 5 L by age.
const oldRegimeSlabs: Readonly<Record<AgeBand, readonly TaxSlab[]>> = {
  below60: [
    { from: 0, to: 250_000, rate: 0 },
    { from: 250_000, to: 500_000, rate: 5 },
    { from: 500_000, to: 1_000_000, rate: 20 },
    { from: 1_000_000, to: null, rate: 30 },
  ],
  "60to79": [
    { from: 0, to: 300_000, rate: 0 },
    { from: 300_000, to: 500_000, rate: 5 },
    { from: 500_000, to: 1_000_000, rate: 20 },
    { from: 1_000_000, to: null, rate: 30 },
  ],
  "80plus": [
    { from: 0, to: 500_000, rate: 0 },
    { from: 500_000, to: 1_000_000, rate: 20 },
    { from: 1_000_000, to: null, rate: 30 },
  ],
};

// §1.6: the new regime stops at 25% (no 37% band).
const oldSurcharge: readonly SurchargeBand[] = [
  { above: 5_000_000, rate: 10 },
  { above: 10_000_000, rate: 15 },
  { above: 20_000_000, rate: 25 },
  { above: 50_000_000, rate: 37 },
];
const newSurcharge: readonly SurchargeBand[] = oldSurcharge.filter((band) => band.rate <= 25);

const regimes: Readonly<Record<TaxRegime, RegimeRules>> = {
  new: {
    name: "New regime",
    slabs: { below60: newRegimeSlabs, "60to79": newRegimeSlabs, "80plus": newRegimeSlabs },
    standardDeduction: 75_000,
    rebate: { incomeLimit: 1_200_000, maxRebate: 60_000, marginalRelief: true, coversCapitalGains: false },
    surcharge: newSurcharge,
    employerNpsPercent: { private: 14, government: 14 },
    allowsDeductions: false,
  },
  old: {
    name: "Old regime",
    slabs: oldRegimeSlabs,
    standardDeduction: 50_000,
    rebate: { incomeLimit: 500_000, maxRebate: 12_500, marginalRelief: false, coversCapitalGains: true },
    surcharge: oldSurcharge,
    employerNpsPercent: { private: 10, government: 14 },
    allowsDeductions: true,
  },
};

// §1.7: unchanged between the two years.
const limits: DeductionLimits = {
  basket80C: 150_000,
  npsAdditional: 50_000,
  healthSelf: 25_000,
  healthSelfSenior: 50_000,
  healthParents: 25_000,
  healthParentsSenior: 50_000,
  homeLoanInterestSelfOccupied: 200_000,
  savingsInterestBelow60: 10_000,
  depositInterestSenior: 50_000,
};

export const taxRuleSets: Readonly<Record<TaxYear, TaxRuleSet>> = {
  "2026-27": {
    taxYear: "2026-27",
    yearLabel: "Tax year 2026-27",
    sections: {
      act: "Income-tax Act, 2025",
      newRegime: "section 202",
      rebate: "section 156",
      basket80C: "section 123 (was 80C)",
      nps: "section 124 (was 80CCD)",
      health: "section 126 (was 80D)",
      homeLoanInterest: "section 22 (was 24(b))",
      depositInterest: "section 153 (was 80TTA/80TTB)",
      equityStcg: "section 196 (was 111A)",
      equityLtcg: "section 198 (was 112A)",
      otherLtcg: "section 197 (was 112)",
    },
    cessPercent: 4,
    regimes,
    limits,
  },
  "2025-26": {
    taxYear: "2025-26",
    yearLabel: "FY 2025-26 (AY 2026-27)",
    sections: {
      act: "Income-tax Act, 1961",
      newRegime: "section 115BAC",
      rebate: "section 87A",
      basket80C: "section 80C",
      nps: "section 80CCD",
      health: "section 80D",
      homeLoanInterest: "section 24(b)",
      depositInterest: "section 80TTA/80TTB",
      equityStcg: "section 111A",
      equityLtcg: "section 112A",
      otherLtcg: "section 112",
    },
    cessPercent: 4,
    regimes,
    limits,
  },
};
