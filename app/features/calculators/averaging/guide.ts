import type { CalculatorGuide } from "#app/forms/view.ts";

// "How it is calculated": must describe exactly what the calculation does.
export const guide: CalculatorGuide = {
  formula: [
    "Average price = total cost of all lots ÷ total quantity, where each lot costs quantity × price (fractional units and paise are kept exactly).",
    "Quantity to reach a target average T when you hold Q at average A and can buy at price P (P < T < A, or A < T < P): q = Q × (A − T) ÷ (T − P), rounded up to a whole share.",
  ],
  assumptions: [
    "New units pull the average toward their price but never reach or pass it, so a target is reachable only when it lies strictly between the buy price and your current average; otherwise the page says why not.",
    "Brokerage, STT, stamp duty and other charges are not included in the cost; the [trading cost calculator](/calculators/brokerage) works them out.",
  ],
  related: ["/guides/picking-stocks", "/resources/investment-losses", "/investments/stocks"],
};
