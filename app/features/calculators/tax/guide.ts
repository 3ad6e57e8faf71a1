import type { CalculatorGuide } from "#app/forms/view.ts";

// "How it is calculated": must describe exactly what the calculation does.
export const guide: CalculatorGuide = {
  formula: [
    "Gross income − deductions (standard deduction; in the old regime also HRA exemption, home-loan interest and chapter VI-A deductions) = taxable income, rounded to the nearest ₹10.",
    "Capital gains at special rates are taxed beside the slabs: this year's losses are set off first (a short-term loss against any gain, a long-term loss against long-term gains), then the yearly exemption on listed-equity long-term gains, then any basic exemption the other income leaves unused; what is left pays the rates in the result's notes (sections 196, 198 and 197 of the 2025 Act; 111A, 112A and 112 before; see [capital gains](/resources/income-tax#capital-gains)).",
    "Slab tax + tax on capital gains − rebate (section 156 of the 2025 Act, old 87A; with marginal relief just above ₹12 lakh in the new regime; in the new regime never against the gains, in the old never against listed-equity long-term gains; the limit is tested on total income with the gains) + surcharge (with marginal relief; capped at 25% in the new regime and at 15% on the gains) + 4% health and education cess = tax, rounded to the nearest ₹10.",
  ],
  assumptions: [
    "For resident individuals with salary, pension, other normal-rate income and capital gains. Short-term gains on assets other than listed equity, and gains on debt funds bought from April 2023, are normal income: enter them as other income. Agricultural income, business income and crypto are out of scope; for land or buildings bought before 23 July 2024 the 20%-with-indexation option is not compared.",
    "Tax year 2026-27 follows the Income-tax Act, 2025; the slabs and rebate are the same as FY 2025-26. Read more on our [income tax page](/resources/income-tax).",
  ],
  related: ["/resources/income-tax", "/investments/nps", "/investments/ppf", "/investments/health-insurance"],
};
