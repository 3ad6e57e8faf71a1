import type { CalculatorGuide } from "#app/forms/view.ts";

// "How it is calculated": must describe exactly what the calculation does.
export const guide: CalculatorGuide = {
  formula: [
    "EMI = P × i × (1 + i)^n ÷ ((1 + i)^n − 1), where P is the loan, i the monthly rate (annual rate ÷ 12) and n the number of months.",
    "Each month interest = outstanding balance × i; the rest of the EMI repays principal.",
  ],
  assumptions: [
    "A fixed rate for the whole tenure and no processing fee, insurance or other charges in the loan.",
    "Banks round EMIs slightly differently, so your lender's figure may differ by a few rupees.",
  ],
  related: ["/calculators/loan-repayment", "/investments/emergency-fund", "/guides/beginners"],
};
