import type { CalculatorGuide } from "../view.ts";

// "How it is calculated": must describe exactly what the calculation does.
export const guide: CalculatorGuide = {
  formula: [
    "Gross income − deductions (standard deduction; in the old regime also HRA exemption, home-loan interest and chapter VI-A deductions) = taxable income, rounded to the nearest ₹10.",
    "Slab tax − rebate (section 156 of the 2025 Act, old 87A; with marginal relief just above ₹12 lakh in the new regime) + surcharge (with marginal relief; capped at 25% in the new regime) + 4% health and education cess = tax, rounded to the nearest ₹10.",
  ],
  assumptions: [
    "For resident individuals with salary, pension and other normal-rate income. Capital gains taxed at special rates, agricultural income and business income are out of scope.",
    "Tax year 2026-27 follows the Income-tax Act, 2025; the slabs and rebate are the same as FY 2025-26. Read more on our [income tax page](/resources/income-tax).",
  ],
  related: ["/resources/income-tax", "/investments/nps", "/investments/ppf", "/investments/health-insurance"],
};
