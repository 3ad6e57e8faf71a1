import type { CalculatorGuide } from "#app/forms/view.ts";

// "How it is calculated": must describe exactly what the calculation does.
export const guide: CalculatorGuide = {
  formula: [
    "Buying: net worth = home value − loan balance − selling costs. Renting: net worth = value of the investments made with the money not spent on the home.",
    "The break-even year is the first year in which buying's net worth is at least renting's.",
  ],
  assumptions: [
    "Stamp duty and registration vary by state; enter your state's rate in the purchase costs.",
    "Tax on gains, tax benefits on the home loan and the emotional value of owning are left out.",
  ],
  related: ["/calculators/home-emi", "/investments/real-estate", "/calculators/sip"],
};
