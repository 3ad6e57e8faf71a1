import type { CalculatorGuide } from "#app/forms/view.ts";

// "How it is calculated": must describe exactly what the calculation does.
export const guide: CalculatorGuide = {
  formula: [
    "The loan is amortised month by month: interest = balance × monthly rate; principal = EMI − interest.",
    "A one-time prepayment is paid at the end of the chosen month, after that month's EMI; an extra monthly payment is paid with every EMI.",
    "Shorter tenure keeps the EMI and ends the loan earlier; lower EMI keeps the end date and recomputes the EMI on the remaining balance after the prepayment.",
    "Interest saved = total interest without prepaying − total interest with prepaying.",
  ],
  assumptions: ["A fixed rate throughout and no prepayment charge."],
  related: ["/calculators/home-emi", "/calculators/car-emi", "/investments/emergency-fund"],
};
