import type { CalculatorSlug } from "./calculators.ts";
import type { RichText } from "./types.ts";

// "How it is calculated" for each calculator page: the formula in words and symbols, the
// assumptions a reader should know, and pages to read next. The arithmetic itself lives in
// app/finance; these notes must describe exactly what that code does.
export interface CalculatorGuide {
  formula: RichText[];
  assumptions: RichText[];
  related: string[];
}

export const calculatorGuides: Record<CalculatorSlug, CalculatorGuide> = {
  sip: {
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
  },
  lumpsum: {
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
  },
  return: {
    formula: [
      "Absolute return = (current value − amount invested) ÷ amount invested × 100.",
      "CAGR = (current value ÷ amount invested)^(1 ÷ years) − 1.",
      "XIRR finds the single yearly rate r at which the dated cash flows sum to zero: Σ amount ÷ (1 + r)^(days from the first flow ÷ 365) = 0, the same definition as a spreadsheet's XIRR.",
    ],
    assumptions: [
      "Use CAGR for one investment held for a period; use XIRR when money went in or came out at different dates (a SIP, top-ups, withdrawals).",
      "Money you put in is entered as a negative amount in XIRR and money you received or the current value as a positive amount.",
    ],
    related: [
      "/resources/stock-fundamentals",
      "/guides/picking-mutual-funds",
      "/resources/mutual-fund-terminologies",
    ],
  },
  averaging: {
    formula: [
      "Average price = total cost of all lots ÷ total quantity.",
      "Quantity to reach a target average T when you hold Q at average A and can buy at price P (P < T < A, or A < T < P): q = Q × (A − T) ÷ (T − P), rounded up to a whole share.",
    ],
    assumptions: ["Brokerage, STT, stamp duty and other charges are not included in the cost."],
    related: ["/guides/picking-stocks", "/resources/investment-losses", "/investments/stocks"],
  },
  "car-emi": {
    formula: [
      "EMI = P × i × (1 + i)^n ÷ ((1 + i)^n − 1), where P is the loan, i the monthly rate (annual rate ÷ 12) and n the number of months.",
      "Each month interest = outstanding balance × i; the rest of the EMI repays principal.",
    ],
    assumptions: [
      "A fixed rate for the whole tenure and no processing fee, insurance or other charges in the loan.",
      "Banks round EMIs slightly differently, so your lender's figure may differ by a few rupees.",
    ],
    related: ["/calculators/loan-repayment", "/investments/emergency-fund", "/guides/beginners"],
  },
  "home-emi": {
    formula: [
      "EMI = P × i × (1 + i)^n ÷ ((1 + i)^n − 1), where P is the loan, i the monthly rate (annual rate ÷ 12) and n the number of months.",
      "Each month interest = outstanding balance × i; the rest of the EMI repays principal, so early EMIs are mostly interest.",
    ],
    assumptions: [
      "The rate stays the same for the whole tenure. Most home loans in India are floating-rate and move with the lender's benchmark (often the RBI repo rate).",
      "Tax notes are for a self-occupied home under tax year 2026-27 rules; compare both regimes in the [income tax calculator](/calculators/tax).",
    ],
    related: [
      "/calculators/rent-vs-buy",
      "/calculators/loan-repayment",
      "/investments/real-estate",
      "/resources/income-tax",
    ],
  },
  "loan-repayment": {
    formula: [
      "The loan is amortised month by month: interest = balance × monthly rate; principal = EMI − interest.",
      "A one-time prepayment is paid at the end of the chosen month, after that month's EMI; an extra monthly payment is paid with every EMI.",
      "Shorter tenure keeps the EMI and ends the loan earlier; lower EMI keeps the end date and recomputes the EMI on the remaining balance after the prepayment.",
      "Interest saved = total interest without prepaying − total interest with prepaying.",
    ],
    assumptions: ["A fixed rate throughout and no prepayment charge."],
    related: ["/calculators/home-emi", "/calculators/car-emi", "/investments/emergency-fund"],
  },
  "risk-tolerance": {
    formula: [
      "Ten questions, 0 to 4 points each, add up to a score out of 40. The score falls into one of five bands, from Conservative to Aggressive, each with an educational asset mix.",
      "If you need the money within three years, the profile is capped at a cautious band whatever the score, because equity can fall sharply over short periods.",
    ],
    assumptions: [
      "This is a self-assessment for learning, not a suitability assessment by a SEBI-registered investment adviser.",
      "Risk capacity (what you can afford to lose) and risk appetite (what you are comfortable losing) can differ; a plan should respect the lower of the two.",
    ],
    related: [
      "/tools/asset-allocation",
      "/diversification",
      "/guides/beginners",
      "/investments/emergency-fund",
    ],
  },
  goal: {
    formula: [
      "Future cost = cost today × (1 + inflation)^years.",
      "Existing savings grow to savings × (1 + return)^years, compounded yearly; the shortfall is the future cost minus that.",
      "Monthly SIP needed = shortfall × i ÷ [((1 + i)^n − 1) × (1 + i)], with i = return ÷ 12 and n = months (instalments at the start of each month).",
      "Lumpsum needed today = shortfall ÷ (1 + return)^years.",
    ],
    assumptions: [
      "Steady inflation and returns. For goals less than five years away, use a lower expected return: money for near goals belongs mostly in debt.",
    ],
    related: ["/calculators/sip", "/calculators/inflation", "/guides/beginners", "/tools/asset-allocation"],
  },
  inflation: {
    formula: [
      "Future cost = amount × (1 + inflation)^years.",
      "Today's value of a future amount = amount ÷ (1 + inflation)^years.",
      "Purchasing power lost = 1 − 1 ÷ (1 + inflation)^years.",
    ],
    assumptions: [
      "A steady inflation rate; real prices rise unevenly and some costs (education, health) rise faster.",
    ],
    related: ["/calculators/goal", "/diversification", "/investments/fixed-deposits"],
  },
  tax: {
    formula: [
      "Gross income − deductions (standard deduction; in the old regime also HRA exemption, home-loan interest and chapter VI-A deductions) = taxable income, rounded to the nearest ₹10.",
      "Slab tax − rebate (section 156 of the 2025 Act, old 87A; with marginal relief just above ₹12 lakh in the new regime) + surcharge (with marginal relief; capped at 25% in the new regime) + 4% health and education cess = tax, rounded to the nearest ₹10.",
    ],
    assumptions: [
      "For resident individuals with salary, pension and other normal-rate income. Capital gains taxed at special rates, agricultural income and business income are out of scope.",
      "Tax year 2026-27 follows the Income-tax Act, 2025; the slabs and rebate are the same as FY 2025-26. Read more on our [income tax page](/resources/income-tax).",
    ],
    related: [
      "/resources/income-tax",
      "/investments/nps",
      "/investments/ppf",
      "/investments/health-insurance",
    ],
  },
  "rent-vs-buy": {
    formula: [
      "Buying: net worth = home value − loan balance − selling costs. Renting: net worth = value of the investments made with the money not spent on the home.",
      "The break-even year is the first year in which buying's net worth is at least renting's.",
    ],
    assumptions: [
      "Stamp duty and registration vary by state; enter your state's rate in the purchase costs.",
      "Tax on gains, tax benefits on the home loan and the emotional value of owning are left out.",
    ],
    related: ["/calculators/home-emi", "/investments/real-estate", "/calculators/sip"],
  },
};
