import type { Block, RichText } from "../types.ts";

// The tax rules for listed shares and equity-oriented funds (tax year 2026-27, sales from
// 23 July 2024), kept once so a rule change is made in one place: the rates come from the facts
// registry (content/facts/tax.ts) and pages that show the rules use these rows or this table,
// or link to the income-tax page's capital-gains section instead of re-explaining them.
export const equityTaxRows: RichText[][] = [
  [
    "Short-term gains (held 12 months or less)",
    "**{{fact:equity-stcg-rate}}**, section 196 (old 111A); 15% before 23 July 2024",
  ],
  [
    "Long-term gains (held more than 12 months)",
    "**{{fact:equity-ltcg-rate}}** on total equity gains above **{{fact:equity-ltcg-exemption}} a year**, section 198 (old 112A); 10% above ₹1 lakh before 23 July 2024",
  ],
  ["Dividends", "Added to income and taxed at your slab rate; 10% TDS above ₹10,000 a year per company"],
];

/** Where the rules are explained in full, for pages that only need a sentence and a link. */
export const equityTaxPath = "/resources/income-tax#capital-gains";

/** The rules as a table block, for pages that show them. */
export function equityTaxTable(
  caption = "How gains on listed shares and equity funds are taxed (tax year 2026-27)",
): Block {
  return {
    type: "table",
    caption,
    columns: ["Gain or income", "Tax"],
    rows: equityTaxRows,
    note: `Surcharge and {{fact:cess-rate}} cess are added. The full rules, with losses and exemptions, are on the [income tax page](${equityTaxPath}).`,
  };
}
