import type { CalculatorGuide } from "#app/forms/view.ts";

// "How it is calculated": must describe exactly what the calculation does.
export const guide: CalculatorGuide = {
  formula: [
    "EMI = P × i × (1 + i)^n ÷ ((1 + i)^n − 1), where P is the loan, i the monthly rate (annual rate ÷ 12) and n the number of months.",
    "Each month interest = outstanding balance × i; the rest of the EMI repays principal, so early EMIs are mostly interest.",
  ],
  assumptions: [
    "The rate stays the same for the whole tenure. Most home loans in India are floating-rate and move with the lender's benchmark (often the RBI repo rate).",
    "Tax notes are for a self-occupied home under tax year 2026-27 rules; compare both regimes in the [income tax calculator](/calculators/tax).",
  ],
  related: [
    "/calculators/rent-vs-buy",
    "/calculators/loan-repayment",
    "/investments/real-estate",
    "/resources/income-tax",
  ],
};
