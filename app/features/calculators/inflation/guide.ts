import type { CalculatorGuide } from "#app/forms/view.ts";

// "How it is calculated": must describe exactly what the calculation does.
export const guide: CalculatorGuide = {
  formula: [
    "Future cost = amount × (1 + inflation)^years.",
    "Today's value of a future amount = amount ÷ (1 + inflation)^years.",
    "Purchasing power lost = 1 − 1 ÷ (1 + inflation)^years.",
  ],
  assumptions: [
    "A steady inflation rate; real prices rise unevenly and some costs (education, health) rise faster.",
  ],
  related: ["/calculators/goal", "/diversification", "/investments/fixed-deposits"],
};
