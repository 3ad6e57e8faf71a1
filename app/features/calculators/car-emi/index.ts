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
      sliderMin: 50_000,
      sliderMax: 10_000_000,
      step: 10_000,
      defaultValue: 800_000,
    }),
    annualRate: rate({
      label: "Interest rate (yearly)",
      sliderMin: 5,
      sliderMax: 20,
      step: 0.05,
      defaultValue: 9,
      help: "0% works too: a zero-interest scheme repays the loan in equal parts.",
    }),
    // A tenure field holds whole months; its URL name stays `tenureYears` so older links keep working.
    tenureYears: tenure({ label: "Loan tenure", maxYears: 10, sliderMaxYears: 8, defaultYears: 5 }),
  },
  calculate: (input) => calculateLoanEmi({ ...input, tenureMonths: input.tenureYears }),
  present: (result, input) => presentLoan(result, { ...input, tenureMonths: input.tenureYears }, "car"),
  guide,
});
