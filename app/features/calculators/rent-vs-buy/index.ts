import { compareRentVsBuy, formatINR } from "#app/finance/index.ts";
import { inflationRate, percent, rate, rupees, years } from "#app/forms/fields.ts";
import { defineCalculator } from "../define.ts";
import { guide } from "./guide.ts";
import { modelNotes } from "./model-notes.ts";

export const calculator = defineCalculator({
  fields: {
    propertyPrice: rupees({
      label: "Home price",
      min: 1,
      sliderMin: 500_000,
      sliderMax: 500_000_000,
      step: 100_000,
      defaultValue: 8_000_000,
    }),
    downPaymentPercent: percent({
      label: "Down payment",
      min: 0,
      max: 100,
      sliderMin: 0,
      sliderMax: 100,
      step: 1,
      defaultValue: 20,
    }),
    loanRate: rate({ label: "Home-loan rate", sliderMin: 5, sliderMax: 20, step: 0.05, defaultValue: 8.5 }),
    loanTenureYears: years({ label: "Loan tenure", max: 40, sliderMin: 1, sliderMax: 30, defaultValue: 20 }),
    purchaseCostPercent: percent({
      label: "Stamp duty and registration",
      min: 0,
      max: 20,
      sliderMin: 0,
      sliderMax: 15,
      step: 0.5,
      defaultValue: 7,
    }),
    maintenancePercent: percent({
      label: "Yearly maintenance and property tax",
      min: 0,
      max: 10,
      sliderMin: 0,
      sliderMax: 5,
      step: 0.1,
      defaultValue: 0.5,
      help: "Percent of the home's value each year.",
    }),
    appreciation: rate({ label: "Home price growth (yearly)", sliderMax: 15, step: 0.5, defaultValue: 5 }),
    monthlyRent: rupees({
      label: "Rent for a similar home (monthly)",
      sliderMin: 1_000,
      sliderMax: 1_000_000,
      step: 500,
      defaultValue: 25_000,
    }),
    rentIncrease: inflationRate({
      label: "Rent increase (yearly)",
      sliderMax: 15,
      step: 0.5,
      defaultValue: 5,
    }),
    investmentReturn: rate({ label: "Return on investments", sliderMax: 20, step: 0.5, defaultValue: 10 }),
    horizonYears: years({ label: "Years to compare", sliderMin: 1, sliderMax: 40, defaultValue: 20 }),
    sellingCostPercent: percent({
      label: "Cost of selling the home",
      min: 0,
      max: 20,
      sliderMin: 0,
      sliderMax: 10,
      step: 0.5,
      defaultValue: 1,
    }),
  },
  calculate: compareRentVsBuy,
  present(result, input) {
    const buyingWins = result.finalBuyNetWorth >= result.finalRentNetWorth;
    const gap = Math.abs(result.finalBuyNetWorth - result.finalRentNetWorth);
    return {
      headline: `After ${input.horizonYears} years, ${buyingWins ? "buying" : "renting and investing"} leaves you about ${formatINR(gap)} better off${
        result.breakEvenYear
          ? `; buying catches up with renting in year ${result.breakEvenYear}.`
          : "; buying does not catch up within this horizon."
      }`,
      summary: [
        { label: "Net worth if you buy", value: result.finalBuyNetWorth, kind: "rupees", highlight: true },
        { label: "Net worth if you rent", value: result.finalRentNetWorth, kind: "rupees", highlight: true },
        {
          label: "Break-even year",
          value: result.breakEvenYear ? `Year ${result.breakEvenYear}` : "Not within the horizon",
          kind: "text",
        },
        { label: "Down payment", value: result.downPayment, kind: "rupees" },
        { label: "Stamp duty and registration", value: result.purchaseCosts, kind: "rupees" },
        { label: "Home-loan EMI", value: result.emi, kind: "rupees" },
        { label: "Total rent paid", value: result.totalRentPaid, kind: "rupees" },
        { label: "Total interest and maintenance", value: result.totalOwnershipCost, kind: "rupees" },
      ],
      chart: {
        kind: "line",
        title: "Net worth of each path at the end of each year",
        labels: result.rows.map((row) => `Y${row.year}`),
        series: [
          { name: "Buy", values: result.rows.map((row) => row.buyNetWorth) },
          { name: "Rent and invest", values: result.rows.map((row) => row.rentNetWorth) },
        ],
        valueKind: "rupees",
      },
      tables: [
        {
          caption: "Buy or rent, year by year",
          columns: [
            { label: "Year", kind: "number" },
            { label: "Home value", kind: "rupees" },
            { label: "Loan balance", kind: "rupees" },
            { label: "Net worth if you buy", kind: "rupees" },
            { label: "Net worth if you rent", kind: "rupees" },
            { label: "Buy minus rent", kind: "rupees" },
            { label: "Rent paid that year", kind: "rupees" },
          ],
          rows: result.rows.map((row) => [
            row.year,
            row.homeValue,
            row.loanBalance,
            row.buyNetWorth,
            row.rentNetWorth,
            row.difference,
            row.rentPaid,
          ]),
        },
      ],
      notes: [...modelNotes],
    };
  },
  guide,
});
