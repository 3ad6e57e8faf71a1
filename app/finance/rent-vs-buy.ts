// Rent vs buy: month-by-month comparison of two households with the same cash each month.
// The page spells the model out word for word (app/features/calculators/rent-vs-buy/model-notes.ts).
import { emiFor } from "./amortization.ts";
import { monthlyRateFromAnnualPercent } from "./compounding.ts";
import { roundRupees } from "./money.ts";
import { type FinanceResult, ok } from "./result.ts";

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

export function compareRentVsBuy(input: RentVsBuyInput): FinanceResult<RentVsBuyResult> {
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
