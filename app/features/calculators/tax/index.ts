import { calculateIncomeTax, formatINR, type GainKind, type RegimeTaxResult } from "#app/finance/index.ts";
import { choice, rupees } from "#app/forms/fields.ts";
import type { ViewTable } from "#app/forms/view.ts";
import { defineCalculator } from "../define.ts";
import { guide } from "./guide.ts";

const yesNo = [
  { value: "no", label: "No" },
  { value: "yes", label: "Yes" },
] as const;

function slabTable(regime: RegimeTaxResult): ViewTable {
  return {
    caption: `${regime.label}: tax slab by slab`,
    columns: [
      { label: "Slab", kind: "text" },
      { label: "Rate", kind: "percent" },
      { label: "Income in slab", kind: "rupees" },
      { label: "Tax", kind: "rupees" },
    ],
    rows: regime.slabs.map((slab) => [
      slab.to === null ? `Above ${formatINR(slab.from)}` : `${formatINR(slab.from)} to ${formatINR(slab.to)}`,
      slab.rate,
      slab.income,
      slab.tax,
    ]),
  };
}

const gainLabels: Record<GainKind, string> = {
  equityStcg: "Short-term, listed shares and equity funds",
  otherLtcg: "Long-term, other assets",
  equityLtcg: "Long-term, listed shares and equity funds",
};

/** How each kind of gain was taxed under one regime (only the unused basic exemption differs between regimes). */
function gainsTable(regime: RegimeTaxResult): ViewTable {
  return {
    caption: `${regime.label}: capital gains at special rates`,
    columns: [
      { label: "Gain", kind: "text" },
      { label: "Amount", kind: "rupees" },
      { label: "Losses set off", kind: "rupees" },
      { label: "Exempt", kind: "rupees" },
      { label: "Taxable", kind: "rupees" },
      { label: "Rate", kind: "percent" },
      { label: "Tax", kind: "rupees" },
    ],
    rows: regime.capitalGains.rows
      .filter((row) => row.gain > 0)
      .map((row) => [
        gainLabels[row.kind],
        row.gain,
        row.lossSetOff,
        row.exemption + row.basicExemptionUsed,
        row.taxable,
        row.rate,
        row.tax,
      ]),
  };
}

function computationTable(newRegime: RegimeTaxResult, oldRegime: RegimeTaxResult): ViewTable {
  const withGains = newRegime.capitalGains.rows.some((row) => row.gain > 0);
  const line = (label: string, pick: (regime: RegimeTaxResult) => number) => [
    label,
    pick(newRegime),
    pick(oldRegime),
  ];
  return {
    caption: "Tax computation under both regimes",
    columns: [
      { label: "Step", kind: "text" },
      { label: newRegime.label, kind: "rupees" },
      { label: oldRegime.label, kind: "rupees" },
    ],
    rows: [
      line("Gross income", (regime) => regime.grossIncome),
      line("Deductions and exemptions", (regime) => regime.totalDeductions),
      line("Taxable income", (regime) => regime.taxableIncome),
      line("Tax on slabs", (regime) => regime.slabTax),
      ...(withGains
        ? [
            line("Capital gains after losses", (regime) => regime.capitalGains.netGains),
            line("Tax on capital gains", (regime) => regime.capitalGains.tax),
          ]
        : []),
      line("Rebate", (regime) => regime.rebate),
      line("Surcharge (after marginal relief)", (regime) => regime.surcharge),
      line("Health and education cess (4%)", (regime) => regime.cess),
      line("Total tax", (regime) => regime.totalTax),
    ],
  };
}

export const calculator = defineCalculator({
  fields: {
    taxYear: choice({
      label: "No",
      defaultValue: "2026-27",
      options: [
        { value: "2026-27", label: "Tax year 2026-27 (Income-tax Act, 2025)" },
        { value: "2025-26", label: "FY 2025-26 (AY 2026-27)" },
      ],
    }),
    ageBand: choice({
      label: "Your age",
      defaultValue: "below60",
      options: [
        { value: "below60", label: "Below 60" },
        { value: "60to79", label: "60 to 79" },
        { value: "80plus", label: "80 or above" },
      ],
    }),
    salaryIncome: rupees({
      label: "Gross salary or pension (yearly)",
      sliderMin: 0,
      sliderMax: 100_000_000,
      step: 10_000,
      defaultValue: 1_500_000,
      help: "Include your employer's NPS contribution if it is part of your salary.",
    }),
    otherIncome: rupees({
      label: "Other income (interest, rent…)",
      sliderMin: 0,
      sliderMax: 100_000_000,
      step: 1_000,
      defaultValue: 0,
    }),
    hraExemption: rupees({
      label: "HRA exemption (old regime)",
      sliderMin: 0,
      sliderMax: 10_000_000,
      step: 1_000,
      defaultValue: 0,
    }),
    deduction80C: rupees({
      label: "80C investments: PPF, ELSS, EPF… (old regime)",
      sliderMin: 0,
      sliderMax: 10_000_000,
      step: 1_000,
      defaultValue: 150_000,
      help: "Counted up to ₹1,50,000.",
    }),
    healthInsuranceSelf: rupees({
      label: "Health insurance: self and family (old regime)",
      sliderMin: 0,
      sliderMax: 1_000_000,
      step: 1_000,
      defaultValue: 0,
    }),
    healthInsuranceParents: rupees({
      label: "Health insurance: parents (old regime)",
      sliderMin: 0,
      sliderMax: 1_000_000,
      step: 1_000,
      defaultValue: 0,
    }),
    parentsSenior: choice({ label: "Is a parent aged 60 or more?", defaultValue: "no", options: yesNo }),
    npsOwnContribution: rupees({
      label: "Own extra NPS, 80CCD(1B) (old regime)",
      sliderMin: 0,
      sliderMax: 1_000_000,
      step: 1_000,
      defaultValue: 0,
      help: "Counted up to ₹50,000.",
    }),
    homeLoanInterest: rupees({
      label: "Home-loan interest, self-occupied (old regime)",
      sliderMin: 0,
      sliderMax: 10_000_000,
      step: 1_000,
      defaultValue: 0,
      help: "Counted up to ₹2,00,000.",
    }),
    depositInterest: rupees({
      label: "Bank interest eligible for 80TTA/80TTB (old regime)",
      sliderMin: 0,
      sliderMax: 100_000_000,
      step: 1_000,
      defaultValue: 0,
      help: "Under 60: savings-account interest only (up to ₹10,000). 60+: all deposit interest (up to ₹50,000). Must be part of other income.",
    }),
    otherDeductions: rupees({
      label: "Other deductions: 80E, 80G… (old regime)",
      sliderMin: 0,
      sliderMax: 100_000_000,
      step: 1_000,
      defaultValue: 0,
    }),
    employerNps: rupees({
      label: "Employer's NPS contribution",
      sliderMin: 0,
      sliderMax: 10_000_000,
      step: 1_000,
      defaultValue: 0,
      help: "Deductible in both regimes, up to 14% of basic + DA (10% for private employers in the old regime).",
    }),
    basicSalary: rupees({
      label: "Basic pay + DA (yearly)",
      sliderMin: 0,
      sliderMax: 100_000_000,
      step: 10_000,
      defaultValue: 0,
      help: "Needed only for the employer NPS limit.",
    }),
    employerType: choice({
      label: "Employer",
      defaultValue: "private",
      options: [
        { value: "private", label: "Private sector" },
        { value: "government", label: "Government" },
      ],
    }),
    equityStcg: rupees({
      label: "Short-term gains: listed shares and equity funds",
      sliderMin: 0,
      sliderMax: 100_000_000,
      step: 1_000,
      defaultValue: 0,
      help: "Sold within 12 months of buying; taxed at 20%. Short-term gains on other assets and debt funds go in other income.",
    }),
    equityLtcg: rupees({
      label: "Long-term gains: listed shares and equity funds",
      sliderMin: 0,
      sliderMax: 100_000_000,
      step: 1_000,
      defaultValue: 0,
      help: "Held more than 12 months; 12.5% on gains above ₹1,25,000 a year.",
    }),
    otherLtcg: rupees({
      label: "Other long-term gains: property, gold, bonds",
      sliderMin: 0,
      sliderMax: 100_000_000,
      step: 1_000,
      defaultValue: 0,
      help: "Taxed at 12.5% without indexation (held over 24 months; 12 for listed bonds and gold ETFs).",
    }),
    shortTermLoss: rupees({
      label: "Short-term capital losses this year",
      sliderMin: 0,
      sliderMax: 100_000_000,
      step: 1_000,
      defaultValue: 0,
      help: "Set off against any of the gains above.",
    }),
    longTermLoss: rupees({
      label: "Long-term capital losses this year",
      sliderMin: 0,
      sliderMax: 100_000_000,
      step: 1_000,
      defaultValue: 0,
      help: "Set off against long-term gains only.",
    }),
  },
  groups: [
    { title: "You and your income", names: ["taxYear", "ageBand", "salaryIncome", "otherIncome"] },
    {
      title: "Old-regime deductions and exemptions",
      names: [
        "hraExemption",
        "deduction80C",
        "healthInsuranceSelf",
        "healthInsuranceParents",
        "parentsSenior",
        "npsOwnContribution",
        "homeLoanInterest",
        "depositInterest",
        "otherDeductions",
      ],
    },
    { title: "Employer NPS (both regimes)", names: ["employerNps", "basicSalary", "employerType"] },
    {
      title: "Capital gains at special rates (both regimes)",
      names: ["equityStcg", "equityLtcg", "otherLtcg", "shortTermLoss", "longTermLoss"],
    },
  ],
  calculate: calculateIncomeTax,
  present(result) {
    const { newRegime, oldRegime } = result;
    const cheaper =
      result.cheaperRegime === "same"
        ? "Both regimes cost the same."
        : `The ${result.cheaperRegime} regime costs ${formatINR(result.saving)} less.`;
    return {
      headline: `${result.yearLabel}: tax of ${formatINR(newRegime.totalTax)} under the new regime and ${formatINR(oldRegime.totalTax)} under the old. ${cheaper}`,
      summary: [
        { label: "Tax under the new regime", value: newRegime.totalTax, kind: "rupees", highlight: true },
        { label: "Tax under the old regime", value: oldRegime.totalTax, kind: "rupees", highlight: true },
        {
          label: "Lower-cost regime",
          value:
            result.cheaperRegime === "same"
              ? "Same"
              : result.cheaperRegime === "new"
                ? "New regime"
                : "Old regime",
          kind: "text",
          detail: result.cheaperRegime === "same" ? undefined : `Saves ${formatINR(result.saving)}`,
        },
        { label: "Effective rate, new regime", value: newRegime.effectiveRate, kind: "percent" },
        { label: "Effective rate, old regime", value: oldRegime.effectiveRate, kind: "percent" },
      ],
      chart: {
        kind: "grouped",
        title: "Total tax under each regime",
        labels: [newRegime.label, oldRegime.label],
        series: [{ name: "Total tax", values: [newRegime.totalTax, oldRegime.totalTax] }],
        valueKind: "rupees",
      },
      tables: [
        computationTable(newRegime, oldRegime),
        ...(newRegime.capitalGains.rows.some((row) => row.gain > 0)
          ? [gainsTable(newRegime), gainsTable(oldRegime)]
          : []),
        slabTable(newRegime),
        slabTable(oldRegime),
      ],
      notes: result.notes,
    };
  },
  guide,
});
