import { calculateLoanEmi } from "#app/finance/index.ts";
import { rate, rupees, tenure } from "#app/forms/fields.ts";
import { defineCalculator } from "../define.ts";
import { presentLoan } from "../loan-view.ts";
import { guide } from "./guide.ts";

export const calculator = defineCalculator({
  fields: {
    loanAmount: rupees({
      label: "Loan amount",
      min: 1,
      sliderMin: 100_000,
      sliderMax: 100_000_000,
      step: 50_000,
      defaultValue: 5_000_000,
    }),
    annualRate: rate({
      label: "Interest rate (yearly)",
      sliderMin: 5,
      sliderMax: 20,
      step: 0.05,
      defaultValue: 8.5,
      help: "0% works too: a zero-interest scheme repays the loan in equal parts.",
    }),
    // A tenure field holds whole months; its URL name stays `tenureYears` so older links keep working.
    tenureYears: tenure({ label: "Loan tenure", maxYears: 40, sliderMaxYears: 30, defaultYears: 20 }),
  },
  calculate: (input) => calculateLoanEmi({ ...input, tenureMonths: input.tenureYears }),
  present: (result, input) => presentLoan(result, { ...input, tenureMonths: input.tenureYears }, "home"),
  guide,
});
