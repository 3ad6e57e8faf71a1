import { compareRentVsBuy, formatINR, modelNotes, rentVsBuyInputs } from "~/finance/index.ts";
import { defineCalculator } from "./view.ts";

export const rentVsBuyCalculator = defineCalculator({
  slug: "rent-vs-buy",
  inputs: rentVsBuyInputs,
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
});
