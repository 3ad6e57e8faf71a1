import type { CalculatorGuide } from "#app/forms/view.ts";

// "How it is calculated": must describe exactly what the calculation does.
export const guide: CalculatorGuide = {
  formula: [
    "Future value: FV = amount × (1 + r)^years, where r is the annual return, compounded once a year.",
    "Value in today's rupees = FV ÷ (1 + inflation)^years.",
  ],
  assumptions: [
    "A steady return every year; actual returns vary and can be negative in some years.",
    "No tax or withdrawal during the period.",
  ],
  related: [
    "/funds/sip-vs-lumpsum",
    "/investments/mutual-funds",
    "/investments/fixed-deposits",
    "/calculators/sip",
  ],
};
