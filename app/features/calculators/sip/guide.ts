import type { CalculatorGuide } from "#app/forms/view.ts";

// "How it is calculated": must describe exactly what the calculation does.
export const guide: CalculatorGuide = {
  formula: [
    "Each instalment P is invested at the start of the month and grows at the monthly rate i = annual return ÷ 12.",
    "Future value after n months: FV = P × [((1 + i)^n − 1) ÷ i] × (1 + i).",
    "With a yearly step-up, the instalment rises by the step-up percent at the start of every year and each year's twelve instalments are compounded the same way.",
    "Value in today's rupees = FV ÷ (1 + inflation)^years.",
  ],
  assumptions: [
    "The return is the same every month. Real market returns vary, so treat the result as an illustration, not a forecast.",
    "This is the convention used by the large Indian platforms: ₹5,000 a month at 12% for 10 years gives about ₹11,61,695.",
    "Taxes, exit loads and expense ratios are not deducted; a fund's NAV is already net of its expenses.",
  ],
  related: [
    "/funds/sip-vs-lumpsum",
    "/investments/mutual-funds",
    "/guides/picking-mutual-funds",
    "/calculators/goal",
  ],
};
