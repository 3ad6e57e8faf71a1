import { calculateIncomeTax, formatINR, incomeTaxInputs, type RegimeTaxResult } from "~/finance/index.ts";
import { defineCalculator, type ViewTable } from "./view.ts";

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

function computationTable(newRegime: RegimeTaxResult, oldRegime: RegimeTaxResult): ViewTable {
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
      line("Rebate", (regime) => regime.rebate),
      line("Surcharge (after marginal relief)", (regime) => regime.surcharge),
      line("Health and education cess (4%)", (regime) => regime.cess),
      line("Total tax", (regime) => regime.totalTax),
    ],
  };
}

export const incomeTaxCalculator = defineCalculator({
  slug: "tax",
  inputs: incomeTaxInputs,
  inputGroups: [
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
      tables: [computationTable(newRegime, oldRegime), slabTable(newRegime), slabTable(oldRegime)],
      notes: result.notes,
    };
  },
});
