import type { RichText } from "../types.ts";

// The tax rules for listed shares and equity-oriented funds (tax year 2026-27, sales from
// 23 July 2024), as table rows shared by the pages that summarise them, so a change in the
// rules is made once. Source: india-finance-facts.md §2.1 and §2.4.
export const equityTaxRows: RichText[][] = [
  ["Short-term gains (held 12 months or less)", "**20%**, section 196 (old 111A); 15% before 23 July 2024"],
  [
    "Long-term gains (held more than 12 months)",
    "**12.5%** on total equity gains above **₹1.25 lakh a year**, section 198 (old 112A); 10% above ₹1 lakh before 23 July 2024",
  ],
  ["Dividends", "Added to income and taxed at your slab rate; 10% TDS above ₹10,000 a year per company"],
];
