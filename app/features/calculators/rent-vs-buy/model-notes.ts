// The rent-vs-buy model in words, shown under the result; it must describe exactly what
// compareRentVsBuy in app/finance/rent-vs-buy.ts does.
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
