// Rent vs buy: month-by-month comparison of two households with the same cash each month.
// The model is spelled out in `modelNotes` so the page can show it word for word.
import { emiFor } from "./amortization.ts";
import { monthlyRateFromAnnualPercent } from "./compounding.ts";
import type { InputSpec } from "./input-spec.ts";
import { roundRupees } from "./money.ts";
import { type FinanceResult, firstFailure, ok } from "./result.ts";
import { checkPercent, checkRupees, checkYears } from "./validate.ts";

export interface RentVsBuyInput {
  propertyPrice: number;
  /** Percent of the price paid upfront; the rest is borrowed. */
  downPaymentPercent: number;
  loanRate: number;
  loanTenureYears: number;
  /** Stamp duty, registration and other buying costs, percent of the price. */
  purchaseCostPercent: number;
  /** Yearly maintenance, property tax and insurance, percent of the home's value at the start of each year. */
  maintenancePercent: number;
  /** Yearly rise in the home's value, percent. */
  appreciation: number;
  monthlyRent: number;
  /** Yearly rise in rent, percent, applied every 12 months. */
  rentIncrease: number;
  /** Yearly return on money invested instead, percent. */
  investmentReturn: number;
  horizonYears: number;
  /** Brokerage and other costs of selling, percent of the home's value (0 = ignore). */
  sellingCostPercent: number;
}

export interface RentVsBuyYearRow {
  year: number;
  homeValue: number;
  loanBalance: number;
  /** Home value − selling costs − loan outstanding + the buyer's own investments. */
  buyNetWorth: number;
  /** The renter's investments. */
  rentNetWorth: number;
  /** Buy minus rent; positive when buying is ahead. */
  difference: number;
  rentPaid: number;
  /** EMIs and maintenance paid this year. */
  ownershipCost: number;
}

export interface RentVsBuyResult {
  downPayment: number;
  purchaseCosts: number;
  loanAmount: number;
  emi: number;
  rows: RentVsBuyYearRow[];
  /** First year in which buying's net worth is at least renting's; null if never within the horizon. */
  breakEvenYear: number | null;
  finalBuyNetWorth: number;
  finalRentNetWorth: number;
  totalRentPaid: number;
  totalOwnershipCost: number;
}

export const modelNotes: readonly string[] = [
  "Both households start with the same money: the buyer spends it on the down payment plus stamp duty and registration; the renter invests the same amount.",
  "The buyer pays the home-loan EMI (reducing balance, monthly) and maintenance; the renter pays rent, which rises once a year.",
  "Each month, whoever pays less invests the difference, so both spend the same cash every month.",
  "Investments grow at the chosen return, compounded monthly at one-twelfth of the yearly rate, with money added at the start of each month.",
  "The home's value grows at the appreciation rate, compounded yearly. Maintenance each year is a percent of the home's value at the start of that year.",
  "Buyer's net worth = home value − selling costs − loan still outstanding + the buyer's own investments. Renter's net worth = the renter's investments.",
  "The break-even year is the first year-end at which the buyer's net worth is at least the renter's.",
  "Not included: tax on investment gains, home-loan tax deductions, rent deposits, and changes in interest rates. Treat the result as a way to see which assumptions matter, not a forecast.",
];

export const rentVsBuyInputs: readonly InputSpec<keyof RentVsBuyInput>[] = [
  {
    name: "propertyPrice",
    label: "Home price",
    unit: "rupees",
    min: 500_000,
    max: 500_000_000,
    step: 100_000,
    defaultValue: 8_000_000,
  },
  {
    name: "downPaymentPercent",
    label: "Down payment",
    unit: "percent",
    min: 0,
    max: 100,
    step: 1,
    defaultValue: 20,
  },
  {
    name: "loanRate",
    label: "Home-loan rate",
    unit: "percent",
    min: 5,
    max: 20,
    step: 0.05,
    defaultValue: 8.5,
  },
  {
    name: "loanTenureYears",
    label: "Loan tenure",
    unit: "years",
    min: 1,
    max: 30,
    step: 1,
    defaultValue: 20,
  },
  {
    name: "purchaseCostPercent",
    label: "Stamp duty and registration",
    unit: "percent",
    min: 0,
    max: 15,
    step: 0.5,
    defaultValue: 7,
  },
  {
    name: "maintenancePercent",
    label: "Yearly maintenance and property tax",
    unit: "percent",
    min: 0,
    max: 5,
    step: 0.1,
    defaultValue: 0.5,
    help: "Percent of the home's value each year.",
  },
  {
    name: "appreciation",
    label: "Home price growth (yearly)",
    unit: "percent",
    min: 0,
    max: 15,
    step: 0.5,
    defaultValue: 5,
  },
  {
    name: "monthlyRent",
    label: "Rent for a similar home (monthly)",
    unit: "rupees",
    min: 1_000,
    max: 1_000_000,
    step: 500,
    defaultValue: 25_000,
  },
  {
    name: "rentIncrease",
    label: "Rent increase (yearly)",
    unit: "percent",
    min: 0,
    max: 15,
    step: 0.5,
    defaultValue: 5,
  },
  {
    name: "investmentReturn",
    label: "Return on investments",
    unit: "percent",
    min: 0,
    max: 20,
    step: 0.5,
    defaultValue: 10,
  },
  {
    name: "horizonYears",
    label: "Years to compare",
    unit: "years",
    min: 1,
    max: 40,
    step: 1,
    defaultValue: 20,
  },
  {
    name: "sellingCostPercent",
    label: "Cost of selling the home",
    unit: "percent",
    min: 0,
    max: 10,
    step: 0.5,
    defaultValue: 1,
  },
];

function validateRentVsBuyInput(input: RentVsBuyInput) {
  return firstFailure([
    checkRupees("propertyPrice", "Home price", input.propertyPrice, 1),
    checkPercent("downPaymentPercent", "Down payment", input.downPaymentPercent),
    checkPercent("loanRate", "Home-loan rate", input.loanRate),
    checkYears("loanTenureYears", "Loan tenure", input.loanTenureYears),
    checkPercent("purchaseCostPercent", "Stamp duty and registration", input.purchaseCostPercent),
    checkPercent("maintenancePercent", "Maintenance", input.maintenancePercent),
    checkPercent("appreciation", "Home price growth", input.appreciation),
    checkRupees("monthlyRent", "Monthly rent", input.monthlyRent),
    checkPercent("rentIncrease", "Rent increase", input.rentIncrease),
    checkPercent("investmentReturn", "Return on investments", input.investmentReturn),
    checkYears("horizonYears", "Years to compare", input.horizonYears),
    checkPercent("sellingCostPercent", "Cost of selling", input.sellingCostPercent),
  ]);
}

export function compareRentVsBuy(input: RentVsBuyInput): FinanceResult<RentVsBuyResult> {
  const failure = validateRentVsBuyInput(input);
  if (failure) return failure;

  const price = input.propertyPrice;
  const downPayment = (price * input.downPaymentPercent) / 100;
  const purchaseCosts = (price * input.purchaseCostPercent) / 100;
  const loanAmount = price - downPayment;
  const loanMonths = input.loanTenureYears * 12;
  const loanRate = input.loanRate / 1200;
  const emi = loanAmount > 0 ? emiFor(loanAmount, loanRate, loanMonths) : 0;
  const investRate = monthlyRateFromAnnualPercent(input.investmentReturn);
  const appreciation = 1 + input.appreciation / 100;

  let loanBalance = loanAmount;
  let renterPortfolio = downPayment + purchaseCosts;
  let buyerPortfolio = 0;
  let rentPaidInYear = 0;
  let ownershipCostInYear = 0;
  let totalRentPaid = 0;
  let totalOwnershipCost = downPayment + purchaseCosts;
  const rows: RentVsBuyYearRow[] = [];

  for (let month = 1; month <= input.horizonYears * 12; month++) {
    const yearIndex = Math.floor((month - 1) / 12);
    const rent = input.monthlyRent * (1 + input.rentIncrease / 100) ** yearIndex;
    const maintenance = (price * appreciation ** yearIndex * input.maintenancePercent) / 100 / 12;

    let emiPaid = 0;
    if (loanBalance > 0) {
      const interest = loanBalance * loanRate;
      const principal = month === loanMonths ? loanBalance : Math.min(emi - interest, loanBalance);
      emiPaid = interest + principal;
      loanBalance = Math.max(0, loanBalance - principal);
    }
    const ownershipCost = emiPaid + maintenance;

    // Whoever spends less this month invests the difference; both portfolios then grow for the month.
    renterPortfolio += Math.max(0, ownershipCost - rent);
    buyerPortfolio += Math.max(0, rent - ownershipCost);
    renterPortfolio *= 1 + investRate;
    buyerPortfolio *= 1 + investRate;

    rentPaidInYear += rent;
    ownershipCostInYear += ownershipCost;
    if (month % 12 === 0) {
      const year = month / 12;
      const homeValue = price * appreciation ** year;
      const buyNetWorth = homeValue * (1 - input.sellingCostPercent / 100) - loanBalance + buyerPortfolio;
      rows.push({
        year,
        homeValue: roundRupees(homeValue),
        loanBalance: roundRupees(loanBalance),
        buyNetWorth: roundRupees(buyNetWorth),
        rentNetWorth: roundRupees(renterPortfolio),
        difference: roundRupees(buyNetWorth - renterPortfolio),
        rentPaid: roundRupees(rentPaidInYear),
        ownershipCost: roundRupees(ownershipCostInYear),
      });
      totalRentPaid += rentPaidInYear;
      totalOwnershipCost += ownershipCostInYear;
      rentPaidInYear = 0;
      ownershipCostInYear = 0;
    }
  }

  const last = rows[rows.length - 1];
  return ok({
    downPayment: roundRupees(downPayment),
    purchaseCosts: roundRupees(purchaseCosts),
    loanAmount: roundRupees(loanAmount),
    emi: roundRupees(emi),
    rows,
    breakEvenYear: rows.find((row) => row.difference >= 0)?.year ?? null,
    finalBuyNetWorth: last?.buyNetWorth ?? 0,
    finalRentNetWorth: last?.rentNetWorth ?? 0,
    totalRentPaid: roundRupees(totalRentPaid),
    totalOwnershipCost: roundRupees(totalOwnershipCost),
  });
}
