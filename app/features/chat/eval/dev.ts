import { ppf } from "#app/content/categories/ppf.ts";
import { seniorCitizensSavingsScheme } from "#app/content/categories/senior-citizens-savings-scheme.ts";
import { requireFact } from "#app/content/facts/index.ts";
import type { InvestmentCategory } from "#app/content/types.ts";
import { type Calculator, loadCalculator } from "#app/features/calculators/index.ts";
import { chatSimulationPaths, simulateSip } from "#app/features/tools/index.ts";
import {
  CRORE,
  cagr,
  calculateGoal,
  calculateIncomeTax,
  calculateInflation,
  calculateLoanEmi,
  calculateLumpsum,
  calculateSip,
  type FinanceResult,
  formatINR,
  formatPercent,
  type GoalInput,
  type IncomeTaxInput,
  type InflationInput,
  LAKH,
  type LumpsumInput,
  type SipInput,
} from "#app/finance/index.ts";
import { noIncomeTaxInput } from "#app/finance/test-fixtures.ts";
import type { ChatEvalCase } from "./types.ts";

// The calculators whose defaults the expected answers start from.
const carEmiCalculator = await loadCalculator("car-emi");
const goalCalculator = await loadCalculator("goal");
const homeEmiCalculator = await loadCalculator("home-emi");
const inflationCalculator = await loadCalculator("inflation");
const lumpsumCalculator = await loadCalculator("lumpsum");
const sipCalculator = await loadCalculator("sip");

// The assistant's evaluation set (`npm run eval:chat`): what real visitors ask, and what a
// correct answer must contain. It is written from the site's content and the finance library,
// not from the engine, so the engine can be tuned against it. A second set with other
// phrasings is kept outside the repository to catch overfitting.
//
// - `links`: every site path that answers the question; the reply must link to one of them.
// - `contains`: the key fact as the site writes it ("₹1.25 lakh", "12.5%"), or a figure
//   computed below by the site's own calculators, never typed by hand.
// - `intent`: only where the kind of reply is the point (declines, small talk).

/** Unwraps a calculator result; a rejected input means the case itself is wrong, so stop loudly. */
function must<T>(result: FinanceResult<T>): T {
  if (!result.ok) throw new Error(`Chat eval input rejected: ${result.error.field}: ${result.error.message}`);
  return result.value;
}

/** The calculator page's own defaults, overridden by what the question states. */
/** A calculator page's default for a field: its number, or a tenure in years. */
function fieldDefault(calculator: Calculator, name: string): number {
  const spec = calculator.fields[name];
  if (spec?.kind === "number") return spec.defaultValue;
  if (spec?.kind === "tenure") return spec.defaultMonths / 12;
  throw new Error(`No numeric default for ${name}`);
}

function defaultsOf<T extends string>(calculator: Calculator, names: readonly T[]): Record<T, number> {
  return Object.fromEntries(names.map((name) => [name, fieldDefault(calculator, name)])) as Record<T, number>;
}

// Defaults used when a question leaves an input out: the calculator pages' own defaults
// (SIP and lumpsum 12% a year for 10 years, no step-up; goal 6% inflation, 12% return, nothing
// saved; inflation 6% for 10 years; home loan 8.5% for 20 years; car loan 9% for 5 years).
// Periods are stated in years here and converted to the months the finance library takes.
type SipStated = Partial<Omit<SipInput, "months">> & { years?: number };
const sipDefaults = defaultsOf(sipCalculator, [
  "monthlyInvestment",
  "annualReturn",
  "years",
  "annualStepUp",
  "inflation",
]);
/** The simulation's median final value as the reply writes it (the page's defaults for the rest). */
/** The median the page shows for the reply's link, which carries the chat's path count. */
function simulationMedian(query: Record<string, number>): string {
  const outcome = simulateSip({ paths: chatSimulationPaths, ...query });
  if (!outcome.ok) throw new Error("simulation inputs out of range");
  return formatINR(outcome.value.result.final.p50);
}

const sipValue = (stated: SipStated) => {
  const { years, ...input } = { ...sipDefaults, ...stated };
  return formatINR(must(calculateSip({ ...input, months: Math.round(years * 12) })).futureValue);
};
const lumpsumValue = (stated: Partial<LumpsumInput>) =>
  formatINR(
    must(
      calculateLumpsum({
        ...defaultsOf(lumpsumCalculator, ["amount", "annualReturn", "years", "inflation"]),
        ...stated,
      }),
    ).futureValue,
  );
const goalDefaults = defaultsOf(goalCalculator, [
  "goalCostToday",
  "years",
  "inflation",
  "annualReturn",
  "existingSavings",
]);
const goalMonthlySip = (stated: Partial<GoalInput>) =>
  formatINR(must(calculateGoal({ ...goalDefaults, ...stated })).monthlySipNeeded);
const goalLumpsum = (stated: Partial<GoalInput>) =>
  formatINR(must(calculateGoal({ ...goalDefaults, ...stated })).lumpsumNeeded);
const inflationDefaults = defaultsOf(inflationCalculator, ["amount", "inflation", "years"]);
/** What something costing `amount` today will cost later. */
const futureCost = (stated: Partial<InflationInput>) =>
  formatINR(must(calculateInflation({ ...inflationDefaults, ...stated })).futureCost);
/** What `amount` received later is worth in today's money. */
const todaysValue = (stated: Partial<InflationInput>) =>
  formatINR(must(calculateInflation({ ...inflationDefaults, ...stated })).presentValue);
interface LoanStated {
  loanAmount?: number;
  annualRate?: number;
  tenureYears?: number;
}
function loan(calculator: Calculator, stated: LoanStated) {
  const { tenureYears, ...input } = {
    ...defaultsOf(calculator, ["loanAmount", "annualRate", "tenureYears"]),
    ...stated,
  };
  return must(calculateLoanEmi({ ...input, tenureMonths: Math.round(tenureYears * 12) }));
}
const homeLoan = (stated: LoanStated) => loan(homeEmiCalculator, stated);
const carLoan = (stated: LoanStated) => loan(carEmiCalculator, stated);
const homeEmi = (stated: LoanStated) => formatINR(homeLoan(stated).emi);
const carEmi = (stated: LoanStated) => formatINR(carLoan(stated).emi);
const cagrText = (invested: number, finalValue: number, years: number) =>
  formatPercent(must(cagr(invested, finalValue, years)));

// Tax: tax year 2026-27, age below 60, everything not stated in the question at zero.
const tax = (stated: Partial<IncomeTaxInput>) => must(calculateIncomeTax({ ...noIncomeTaxInput, ...stated }));
const newRegimeTax = (stated: Partial<IncomeTaxInput>) => formatINR(tax(stated).newRegime.totalTax);
const oldRegimeTax = (stated: Partial<IncomeTaxInput>) => formatINR(tax(stated).oldRegime.totalTax);
const TAX_YEAR = "2026-27";

/** A registry figure as the site shows it ("8.2%", "₹1.25 lakh"). */
const fact = (id: string) => requireFact(id).display;

/** The maximum an investment page states in its "minimum investment" line ("₹30 lakh"). */
function statedMaximum(category: InvestmentCategory): string {
  const maximum = /maximum (₹[\d,.]+(?: lakh)?)/.exec(category.minInvestment)?.[1];
  if (!maximum) throw new Error(`No maximum stated on the ${category.id} page`);
  return maximum;
}
/** Both holding periods' rules: every answer on equity tax must give them. */
const equityGainsTax = [fact("equity-stcg-rate"), fact("equity-ltcg-rate"), fact("equity-ltcg-exemption")];

// Site addresses used by several cases.
const stockTerm = (slug: string) => `/resources/stock-terminologies#term-${slug}`;
const fundTerm = (slug: string) => `/resources/mutual-fund-terminologies#term-${slug}`;
const investTerm = (slug: string) => `/resources/investment-terminologies#term-${slug}`;

const incomeTaxGuide = "/resources/income-tax";
const taxCalculator = "/calculators/tax";
const ppfPages = ["/investments/ppf", "/investments/fixed-income/ppf", investTerm("ppf")];
const ppfRatePages = [...ppfPages, "/investments/fixed-income"];
const scssPages = [
  "/investments/senior-citizens-savings-scheme",
  "/investments/fixed-income/senior-citizens-savings-scheme",
  investTerm("scss"),
  "/investments/fixed-income",
];
const npsPages = ["/investments/nps", investTerm("nps")];
const npsTierPages = ["/investments/nps", investTerm("nps-tier-1"), investTerm("nps-tier-2")];
/** Pages that state the tax on listed shares and equity funds (both rates). */
const equityTaxPages = [
  incomeTaxGuide,
  stockTerm("capital-gains-on-shares"),
  fundTerm("equity-fund-taxation"),
  "/investments/stocks",
  "/investments/mutual-funds",
  "/funds/equity-funds",
];
const ltcgPages = [...equityTaxPages, investTerm("ltcg")];
const stcgPages = [...equityTaxPages, investTerm("stcg")];
const capitalGainsPages = [
  ...equityTaxPages,
  investTerm("ltcg"),
  investTerm("stcg"),
  investTerm("capital-gains"),
];
const debtFundTaxPages = [
  "/funds/debt-funds",
  fundTerm("debt-fund-taxation"),
  fundTerm("specified-mutual-fund"),
  fundTerm("indexation-removal-debt-funds"),
  "/investments/mutual-funds",
  incomeTaxGuide,
];
const fdPages = ["/investments/fixed-deposits", investTerm("fixed-deposit")];
const fdTdsPages = [...fdPages, investTerm("tds")];
const depositInsurancePages = [investTerm("deposit-insurance"), "/investments/fixed-deposits"];
const cryptoTaxPages = ["/investments/cryptocurrency", investTerm("cryptocurrency"), incomeTaxGuide];
const emergencyFundPages = ["/investments/emergency-fund", investTerm("emergency-fund")];
const elssPages = [fundTerm("elss"), "/investments/mutual-funds", "/funds/equity-funds"];
const sipPages = [fundTerm("sip"), "/funds/sip-vs-lumpsum", "/investments/mutual-funds"];
const mutualFundPages = ["/investments/mutual-funds", fundTerm("mutual-fund")];
const rebatePages = [investTerm("rebate-87a"), incomeTaxGuide];
const standardDeductionPages = [investTerm("standard-deduction"), incomeTaxGuide];
const section80cPages = [investTerm("section-80c"), incomeTaxGuide];
const sgbPages = [investTerm("sgb"), "/investments/gold"];
const emiCalculators = ["/calculators/home-emi", "/calculators/car-emi"];
const learnStockMarketPages = [
  "/guides/beginners",
  "/courses",
  "/courses/investment-fundamentals",
  "/investments/stocks",
  "/guides/picking-stocks",
  "/resources/stock-terminologies",
];

// ---------------------------------------------------------------------------------------------
// Definitions: "what is X". The glossary entry or the page that explains X.

const definitions: ChatEvalCase[] = [
  { id: "def-01", category: "definition", question: "What is a SIP?", links: sipPages },
  {
    id: "def-02",
    category: "definition",
    question: "Can you explain what a mutual fund is in simple words?",
    links: mutualFundPages,
  },
  {
    id: "def-03",
    category: "definition",
    question: "What does NAV mean in mutual funds?",
    links: [fundTerm("nav"), "/investments/mutual-funds"],
  },
  {
    id: "def-04",
    category: "definition",
    question: "What is diversification and why is everyone talking about it?",
    links: ["/diversification", investTerm("diversification")],
  },
  {
    id: "def-05",
    category: "definition",
    question: "what is an index fund",
    links: [fundTerm("index-fund"), "/strategies/index-investing"],
  },
  {
    id: "def-06",
    category: "definition",
    question: "What's an ETF and how is it different from a normal fund?",
    links: ["/investments/etfs", fundTerm("etf")],
  },
  {
    id: "def-07",
    category: "definition",
    question: "What is a demat account? Do I need one to buy shares?",
    links: [stockTerm("demat-account"), "/investments/stocks", stockTerm("three-in-one-account")],
  },
  {
    id: "def-08",
    category: "definition",
    question: "What is the P/E ratio of a stock?",
    links: [stockTerm("pe-ratio"), "/resources/stock-fundamentals"],
  },
  {
    id: "def-09",
    category: "definition",
    question: "What is expense ratio?",
    links: [fundTerm("expense-ratio"), fundTerm("base-expense-ratio")],
  },
  {
    id: "def-10",
    category: "definition",
    question: "What does CAGR mean?",
    links: [investTerm("cagr"), "/calculators/return"],
  },
  {
    id: "def-11",
    category: "definition",
    question: "What is XIRR and when should I use it instead of CAGR?",
    links: [investTerm("xirr"), "/calculators/return"],
  },
  {
    id: "def-12",
    category: "definition",
    question: "Explain the power of compounding",
    links: [investTerm("compounding")],
  },
  {
    id: "def-13",
    category: "definition",
    question: "What is inflation and how does it affect my savings?",
    links: [investTerm("inflation"), investTerm("purchasing-power"), "/calculators/inflation"],
  },
  {
    id: "def-14",
    category: "definition",
    question: "What is asset allocation?",
    links: [investTerm("asset-allocation"), "/tools/asset-allocation"],
  },
  {
    id: "def-15",
    category: "definition",
    question: "What is an IPO?",
    links: [stockTerm("ipo")],
  },
  {
    id: "def-16",
    category: "definition",
    question: "What exactly is a bond?",
    links: [investTerm("bond"), "/investments/bonds"],
  },
  {
    id: "def-17",
    category: "definition",
    question: "What is the Nifty 50?",
    links: [stockTerm("nifty-50")],
  },
  {
    id: "def-18",
    category: "definition",
    question: "What is Sensex?",
    links: [stockTerm("sensex")],
  },
  {
    id: "def-19",
    category: "definition",
    question: "What do people mean by a bull market?",
    links: [stockTerm("bull-market")],
  },
  {
    id: "def-20",
    category: "definition",
    question: "What is an exit load?",
    links: [fundTerm("exit-load")],
  },
  {
    id: "def-21",
    category: "definition",
    question: "Difference between direct plan and regular plan of a mutual fund?",
    links: [fundTerm("direct-plan"), fundTerm("regular-plan")],
  },
  {
    id: "def-22",
    category: "definition",
    question: "What is the National Pension System?",
    links: npsPages,
  },
  {
    id: "def-23",
    category: "definition",
    question: "What is a ULIP?",
    links: ["/investments/ulip", "/investments/fixed-income/ulip", investTerm("ulip")],
  },
  {
    id: "def-24",
    category: "definition",
    question: "What is rupee cost averaging?",
    links: [fundTerm("rupee-cost-averaging"), "/funds/sip-vs-lumpsum"],
  },
  {
    id: "def-25",
    category: "definition",
    question: "What is STT on shares?",
    links: [stockTerm("stt")],
  },
  {
    id: "def-26",
    category: "definition",
    question: "Define market capitalisation.",
    links: [stockTerm("market-capitalisation")],
  },
  {
    id: "def-27",
    category: "definition",
    question: "What are large-cap stocks?",
    links: ["/stocks/large-cap", stockTerm("large-cap"), fundTerm("large-cap-fund")],
  },
  {
    id: "def-28",
    category: "definition",
    question: "What is a dividend?",
    links: [stockTerm("dividend"), "/strategies/dividend-investing"],
  },
  {
    id: "def-29",
    category: "definition",
    question: "What is term insurance?",
    links: ["/investments/term-life-insurance", investTerm("term-insurance")],
  },
  {
    id: "def-30",
    category: "definition",
    question: "What is a REIT?",
    links: [investTerm("reit"), "/investments/real-estate"],
  },
  {
    id: "def-31",
    category: "definition",
    question: "What is value investing?",
    links: ["/strategies/value-investing", fundTerm("value-fund")],
  },
  {
    id: "def-32",
    category: "definition",
    question: "What does rebalancing a portfolio mean?",
    links: [investTerm("rebalancing"), "/diversification"],
  },
  {
    id: "def-33",
    category: "definition",
    question: "What is a liquid fund?",
    links: [fundTerm("liquid-fund")],
  },
  {
    id: "def-34",
    category: "definition",
    question: "What is the new tax regime?",
    links: [investTerm("new-tax-regime"), incomeTaxGuide],
  },
  {
    id: "def-35",
    category: "definition",
    question: "What is an emergency fund?",
    links: emergencyFundPages,
  },
];

// ---------------------------------------------------------------------------------------------
// Facts: rules and rates in force for tax year 2026-27, as the site states them.

const facts: ChatEvalCase[] = [
  {
    id: "fact-01",
    category: "fact",
    question: "What is the difference between NPS Tier 1 and Tier 2?",
    links: npsTierPages,
    contains: ["no tax benefit"],
  },
  {
    id: "fact-02",
    category: "fact",
    question: "What is the minimum yearly contribution to keep an NPS Tier I account active?",
    links: npsTierPages,
    contains: ["₹1,000"],
  },
  {
    id: "fact-03",
    category: "fact",
    question: "Can I withdraw money from my NPS Tier II account whenever I want?",
    links: npsTierPages,
    contains: ["any time"],
  },
  {
    id: "fact-04",
    category: "fact",
    question: "Can I claim the extra 50,000 NPS deduction under 80CCD(1B) in the new tax regime?",
    links: ["/investments/nps", investTerm("section-80ccd-1b"), incomeTaxGuide],
    contains: ["₹50,000", "old regime"],
  },
  {
    id: "fact-05",
    category: "fact",
    question: "How much of my NPS corpus can I take out as a lump sum when I retire?",
    links: npsPages,
    contains: ["80%"],
  },
  {
    id: "fact-06",
    category: "fact",
    question: "How is long-term capital gain on equity mutual funds taxed?",
    links: ltcgPages,
    contains: ["12.5%", "₹1.25 lakh"],
  },
  {
    id: "fact-07",
    category: "fact",
    question: "What is the short-term capital gains tax rate on shares?",
    links: stcgPages,
    contains: ["20%"],
  },
  {
    id: "fact-08",
    category: "fact",
    question: "How are debt mutual funds taxed now?",
    links: debtFundTaxPages,
    contains: ["slab"],
  },
  {
    id: "fact-09",
    category: "fact",
    question: "What is the current PPF interest rate?",
    links: ppfRatePages,
    contains: ["7.1%"],
  },
  {
    id: "fact-10",
    category: "fact",
    question: "What is the maximum amount I can deposit in PPF in a financial year?",
    links: ppfRatePages,
    contains: ["₹1.5 lakh"],
  },
  {
    id: "fact-11",
    category: "fact",
    question: "What is the lock-in period of PPF?",
    links: ppfRatePages,
    contains: ["15"],
  },
  {
    id: "fact-12",
    category: "fact",
    question: "Is the interest I earn on PPF taxable?",
    links: [...ppfPages, incomeTaxGuide],
    contains: ["tax-free"],
  },
  {
    id: "fact-13",
    category: "fact",
    question: "What is the maximum I can invest in the Senior Citizens' Savings Scheme?",
    links: scssPages,
    contains: ["₹30 lakh"],
  },
  {
    id: "fact-14",
    category: "fact",
    question: "What interest does SCSS pay these days?",
    links: scssPages,
    contains: ["8.2%"],
  },
  {
    id: "fact-15",
    category: "fact",
    question: "Who is eligible to open a Senior Citizens' Savings Scheme account?",
    links: scssPages,
    contains: ["60"],
  },
  {
    id: "fact-16",
    category: "fact",
    question: "What is the Sukanya Samriddhi Yojana interest rate?",
    links: [investTerm("sukanya-samriddhi"), "/investments/fixed-income"],
    contains: ["8.2%"],
  },
  {
    id: "fact-17",
    category: "fact",
    question: "What interest rate does NSC give?",
    links: [investTerm("nsc"), "/investments/fixed-income"],
    contains: ["7.7%"],
  },
  {
    id: "fact-18",
    category: "fact",
    question: "In how many months does Kisan Vikas Patra double the money?",
    links: [investTerm("kvp"), "/investments/fixed-income"],
    contains: ["115 months"],
  },
  {
    id: "fact-19",
    category: "fact",
    question: "Up to what income is there no tax because of the 87A rebate in the new regime?",
    links: rebatePages,
    contains: ["₹12 lakh"],
  },
  {
    id: "fact-20",
    category: "fact",
    question: "How much is the standard deduction for salaried people in the new regime?",
    links: standardDeductionPages,
    contains: ["₹75,000"],
  },
  {
    id: "fact-21",
    category: "fact",
    question: "What's the standard deduction if I choose the old regime?",
    links: standardDeductionPages,
    contains: ["₹50,000"],
  },
  {
    id: "fact-22",
    category: "fact",
    question: "What are the new regime income tax slabs for 2026-27?",
    links: [incomeTaxGuide, investTerm("new-tax-regime"), investTerm("tax-slab")],
    contains: ["30%"],
  },
  {
    id: "fact-23",
    category: "fact",
    question: "When does the bank deduct TDS on fixed deposit interest?",
    links: fdTdsPages,
    contains: ["₹50,000"],
  },
  {
    id: "fact-24",
    category: "fact",
    question: "How much of my money in a bank is insured if the bank fails?",
    links: depositInsurancePages,
    contains: ["₹5 lakh"],
  },
  {
    id: "fact-25",
    category: "fact",
    question: "How is crypto taxed in India?",
    links: cryptoTaxPages,
    contains: ["30%", "1%"],
  },
  {
    id: "fact-26",
    category: "fact",
    question: "Can I set off my crypto losses against other gains?",
    links: cryptoTaxPages,
    contains: ["cannot"],
  },
  {
    id: "fact-27",
    category: "fact",
    question: "What is the lock-in period of ELSS funds?",
    // The site writes both "3-year" and "three-year", so only the page is required.
    links: elssPages,
  },
  {
    id: "fact-28",
    category: "fact",
    question: "How many months of expenses should my emergency fund cover?",
    links: emergencyFundPages,
    contains: ["months"],
  },
  {
    id: "fact-29",
    category: "fact",
    question: "Is the government still issuing Sovereign Gold Bonds?",
    links: sgbPages,
    contains: ["2024"],
  },
  {
    id: "fact-30",
    category: "fact",
    question: "How much long-term gain on shares is exempt from tax every year?",
    links: ltcgPages,
    contains: ["₹1.25 lakh"],
  },
  {
    id: "fact-31",
    category: "fact",
    question: "Are dividends taxable in India?",
    links: [stockTerm("dividend"), "/strategies/dividend-investing", incomeTaxGuide, "/investments/stocks"],
    contains: ["slab"],
  },
  {
    id: "fact-32",
    category: "fact",
    question: "After how long does a gain on equity shares become long term?",
    links: capitalGainsPages,
    contains: ["12 months"],
  },
  {
    id: "fact-33",
    category: "fact",
    question: "What is the maximum deduction under section 80C?",
    links: section80cPages,
    contains: ["₹1.5 lakh"],
  },
  {
    id: "fact-34",
    category: "fact",
    question: "How much health insurance premium can I deduct under 80D for my family?",
    links: [investTerm("section-80d"), incomeTaxGuide, "/investments/health-insurance"],
    contains: ["₹25,000"],
  },
  {
    id: "fact-35",
    category: "fact",
    question: "Is home loan interest deductible in the new regime for a house I live in?",
    // The site writes the cap as both "₹2 lakh" and "₹2,00,000"; the point is the regime.
    links: [investTerm("section-24b"), incomeTaxGuide],
    contains: ["old regime"],
  },
  {
    id: "fact-36",
    category: "fact",
    question: "How much money can I send abroad in a year under LRS to buy US stocks?",
    links: [investTerm("lrs"), "/investments/us-stocks"],
    contains: ["2,50,000"],
  },
  {
    id: "fact-37",
    category: "fact",
    question: "What are the stock market timings in India?",
    links: ["/investments/stocks", stockTerm("nse")],
    contains: ["9:15", "3:30"],
  },
  {
    id: "fact-38",
    category: "fact",
    question: "How much life cover should a term insurance policy have?",
    links: ["/investments/term-life-insurance"],
    contains: ["15 times"],
  },
  {
    id: "fact-39",
    category: "fact",
    question: "What is the health and education cess on income tax?",
    links: [investTerm("cess"), incomeTaxGuide],
    contains: ["4%"],
  },
  {
    id: "fact-40",
    category: "fact",
    question: "What interest does the Post Office Monthly Income Scheme pay?",
    links: [investTerm("pomis"), "/investments/fixed-income"],
    contains: ["7.4%"],
  },
  {
    id: "fact-41",
    category: "fact",
    question: "For how many years can I carry forward a capital loss?",
    // The site writes "8 years" and "8 tax years"; only the pages are required.
    links: ["/resources/investment-losses", investTerm("capital-loss-set-off"), incomeTaxGuide],
  },
  {
    id: "fact-42",
    category: "fact",
    question: "What surcharge applies if my income is above 50 lakh?",
    links: [investTerm("surcharge"), incomeTaxGuide],
    contains: ["10%"],
  },
  // Two questions in one: both parts answered.
  {
    id: "fact-43",
    category: "fact",
    question: "What interest does SCSS give, and how much can I put in it?",
    links: scssPages,
    contains: [fact("scss-rate"), statedMaximum(seniorCitizensSavingsScheme)],
  },
  {
    id: "fact-44",
    category: "fact",
    question: "PPF interest rate and maximum yearly deposit?",
    links: ppfRatePages,
    contains: [fact("ppf-rate"), statedMaximum(ppf)],
  },
  {
    id: "fact-45",
    category: "fact",
    question: "how are equity mutual fund gains taxed?",
    links: equityTaxPages,
    contains: equityGainsTax,
  },
  {
    id: "fact-46",
    category: "fact",
    question: "What tax do I pay if I sell shares I held for two years?",
    links: ltcgPages,
    contains: equityGainsTax,
  },
  // Tax on the interest itself (slab rate), not the tax-saver FD's deduction.
  {
    id: "fact-product-tax-01",
    category: "fact",
    // The fund's own glossary entry says nothing of tax: the debt funds it is related to do.
    question: "how is a credit risk fund taxed?",
    contains: ["slab rate", "1 April 2023"],
  },
  {
    id: "fact-product-tax-02",
    category: "fact",
    history: [
      { role: "user", content: "how are equity funds taxed after a year?" },
      { role: "assistant", content: "12.5% on gains above ₹1.25 lakh a year." },
    ],
    // The same question of another product: its own rule, not the equity one.
    question: "what about silver ETF units held 8 months?",
    links: ["/investments/etfs"],
    contains: ["slab rate"],
  },
  {
    id: "follow-up-named-thing-01",
    category: "fact",
    history: [
      { role: "user", content: "what happens to my NPS money at 60?" },
      {
        role: "assistant",
        content: "You can take up to 80% as a lump sum and must buy an annuity with at least 20%.",
      },
    ],
    // "lump sum" names a glossary entry of its own, but the question is still about NPS.
    question: "is that lump sum tax free?",
    links: ["/investments/nps"],
    contains: ["60%"],
  },
  {
    id: "fact-47",
    category: "fact",
    question: "is the interest on my FD taxable?",
    links: ["/investments/fixed-deposits#taxation"],
    contains: ["slab rate", fact("tds-interest-threshold")],
  },
  {
    id: "fact-48",
    category: "fact",
    question: "how is fixed deposit interest taxed",
    links: ["/investments/fixed-deposits#taxation"],
    contains: ["added to your income", "slab rate"],
  },
  {
    id: "fact-49",
    category: "fact",
    question: "Do I have to pay tax on interest from bank deposits?",
    links: ["/investments/fixed-deposits#taxation"],
    contains: ["slab rate"],
    excludes: ["tax-saver FD qualifies"],
  },
  // "taxed" is a word of its own, not a slip for "taxes" (the spelling corrector once read it so).
  {
    id: "fact-50",
    category: "fact",
    question: "how are profits from index funds taxed?",
    links: equityTaxPages,
    contains: equityGainsTax,
  },
  {
    id: "fact-51",
    category: "fact",
    question: "my ELSS gains, how are they taxed",
    links: equityTaxPages,
    contains: equityGainsTax,
  },
  // An amount beside a question about a rule is not a goal to invest for.
  {
    id: "fact-52",
    category: "fact",
    question: "I have a 6 lakh FD in a cooperative bank. If it collapses how much do I get back?",
    links: depositInsurancePages,
    contains: [fact("dicgc-cover")],
  },
  {
    id: "fact-53",
    category: "fact",
    question: "we have an 9 lakh deposit in one bank, how much of it is covered by insurance?",
    links: depositInsurancePages,
    contains: [fact("dicgc-cover")],
  },
];

// ---------------------------------------------------------------------------------------------
// Income tax with numbers: the tax calculator's figure for tax year 2026-27.

const taxCases: ChatEvalCase[] = [
  {
    id: "tax-01",
    category: "tax",
    question: "tax on 15 lakh salary in new regime",
    links: [taxCalculator],
    contains: [newRegimeTax({ salaryIncome: 15 * LAKH }), TAX_YEAR],
  },
  {
    id: "tax-02",
    category: "tax",
    question: "How much income tax will I pay on a salary of ₹20 lakh under the new regime?",
    links: [taxCalculator],
    contains: [newRegimeTax({ salaryIncome: 20 * LAKH }), TAX_YEAR],
  },
  {
    id: "tax-03",
    category: "tax",
    question: "Do I have to pay any tax on a 12 lakh salary in the new regime?",
    links: [taxCalculator],
    contains: [newRegimeTax({ salaryIncome: 12 * LAKH }), TAX_YEAR],
  },
  {
    id: "tax-04",
    category: "tax",
    // No regime named: the new regime is the default, so its figure must be there.
    question: "What will be my income tax on a salary of 13 lakh?",
    links: [taxCalculator],
    contains: [newRegimeTax({ salaryIncome: 13 * LAKH }), TAX_YEAR],
  },
  {
    id: "tax-05",
    category: "tax",
    question: "new regime tax for 25 lakh salary?",
    links: [taxCalculator],
    contains: [newRegimeTax({ salaryIncome: 25 * LAKH }), TAX_YEAR],
  },
  {
    id: "tax-06",
    category: "tax",
    question: "My salary is 30 LPA. How much tax do I pay in the new regime?",
    links: [taxCalculator],
    contains: [newRegimeTax({ salaryIncome: 30 * LAKH }), TAX_YEAR],
  },
  {
    id: "tax-07",
    category: "tax",
    question: "Income tax on a 60 lakh salary under the new regime, including surcharge?",
    links: [taxCalculator],
    contains: [newRegimeTax({ salaryIncome: 60 * LAKH }), TAX_YEAR],
  },
  {
    id: "tax-08",
    category: "tax",
    question: "What is the old regime tax on a 12 lakh salary if I claim 1.5 lakh under 80C?",
    links: [taxCalculator],
    contains: [oldRegimeTax({ salaryIncome: 12 * LAKH, deduction80C: 1.5 * LAKH }), TAX_YEAR],
  },
  {
    id: "tax-09",
    category: "tax",
    question: "old vs new for 12 lakh with 1.5 lakh 80C",
    links: [taxCalculator],
    contains: [
      newRegimeTax({ salaryIncome: 12 * LAKH, deduction80C: 1.5 * LAKH }),
      oldRegimeTax({ salaryIncome: 12 * LAKH, deduction80C: 1.5 * LAKH }),
      TAX_YEAR,
    ],
  },
  {
    id: "tax-10",
    category: "tax",
    question:
      "Compare old and new regime for an 18 lakh salary: 80C 1.5 lakh, 80D 25,000 and home loan interest 2 lakh.",
    links: [taxCalculator],
    contains: [
      newRegimeTax({
        salaryIncome: 18 * LAKH,
        deduction80C: 1.5 * LAKH,
        healthInsuranceSelf: 25_000,
        homeLoanInterest: 2 * LAKH,
      }),
      oldRegimeTax({
        salaryIncome: 18 * LAKH,
        deduction80C: 1.5 * LAKH,
        healthInsuranceSelf: 25_000,
        homeLoanInterest: 2 * LAKH,
      }),
      TAX_YEAR,
    ],
  },
  {
    id: "tax-11",
    category: "tax",
    question:
      "I am 65 and get a pension of 9 lakh a year. What is my tax in the old regime with no deductions?",
    links: [taxCalculator],
    contains: [oldRegimeTax({ ageBand: "60to79", salaryIncome: 9 * LAKH }), TAX_YEAR],
  },
  {
    id: "tax-12",
    category: "tax",
    question: "Tax on 8 lakh salary in the old regime without any deductions",
    links: [taxCalculator],
    contains: [oldRegimeTax({ salaryIncome: 8 * LAKH }), TAX_YEAR],
  },
  {
    id: "tax-13",
    category: "tax",
    question:
      "My father is 82 and has a pension of ₹7 lakh. How much tax in the old regime if he has no deductions?",
    links: [taxCalculator],
    contains: [oldRegimeTax({ ageBand: "80plus", salaryIncome: 7 * LAKH }), TAX_YEAR],
  },
  {
    id: "tax-14",
    category: "tax",
    question: "how much tax on 16 lakh salary new regime",
    links: [taxCalculator],
    contains: [newRegimeTax({ salaryIncome: 16 * LAKH }), TAX_YEAR],
  },
  {
    id: "tax-15",
    category: "tax",
    question:
      "I earn a salary of 14 lakh and also get 80,000 FD interest. What's my tax under the new regime?",
    links: [taxCalculator],
    contains: [newRegimeTax({ salaryIncome: 14 * LAKH, otherIncome: 80_000 }), TAX_YEAR],
  },
  {
    id: "tax-16",
    category: "tax",
    question: "Calculate income tax for FY 2026-27 on a salary of ₹50,00,000 in the new regime.",
    links: [taxCalculator],
    contains: [newRegimeTax({ salaryIncome: 50 * LAKH }), TAX_YEAR],
  },
  {
    id: "tax-17",
    category: "tax",
    question: "What's the tax on a 1.2 crore salary in the new regime?",
    links: [taxCalculator],
    contains: [newRegimeTax({ salaryIncome: 1.2 * CRORE }), TAX_YEAR],
  },
  {
    id: "tax-18",
    category: "tax",
    question: "Old regime tax on 20 lakh salary with 80C of 1.5 lakh and 80D of 25000?",
    links: [taxCalculator],
    contains: [
      oldRegimeTax({ salaryIncome: 20 * LAKH, deduction80C: 1.5 * LAKH, healthInsuranceSelf: 25_000 }),
      TAX_YEAR,
    ],
  },
  {
    id: "tax-19",
    category: "tax",
    question:
      "Which regime is better for me? Salary 15 lakh, 1.5 lakh in 80C, 50k in NPS and 2 lakh home loan interest.",
    links: [taxCalculator],
    contains: [
      newRegimeTax({
        salaryIncome: 15 * LAKH,
        deduction80C: 1.5 * LAKH,
        npsOwnContribution: 50_000,
        homeLoanInterest: 2 * LAKH,
      }),
      oldRegimeTax({
        salaryIncome: 15 * LAKH,
        deduction80C: 1.5 * LAKH,
        npsOwnContribution: 50_000,
        homeLoanInterest: 2 * LAKH,
      }),
      TAX_YEAR,
    ],
  },
  {
    id: "tax-20",
    category: "tax",
    question: "tax for 7 lakh salary under old regime, no deductions",
    links: [taxCalculator],
    contains: [oldRegimeTax({ salaryIncome: 7 * LAKH }), TAX_YEAR],
  },
];

// ---------------------------------------------------------------------------------------------
// Other calculations: SIP, lumpsum, goal, inflation, loan EMI and CAGR.

const calculations: ChatEvalCase[] = [
  {
    id: "calc-averaging-01",
    category: "calculation",
    // Two purchases, the second with words between its quantity and price: 1,16,000 / 100.
    question:
      "Bought 40 units at 1,250 and then another 60 units of it for 1,100 each. What is my average cost?",
    links: ["/calculators/averaging"],
    contains: ["₹1,160", "100"],
  },
  {
    id: "calc-averaging-target-01",
    category: "calculation",
    // A holding by its average price, today's price and a target: (450 − 420) × 200 ÷ (420 − 380).
    question:
      "I hold 200 shares at an average of 450. The stock is now at 380. How many should I buy to bring my average to 420?",
    links: ["/calculators/averaging"],
    contains: ["150"],
  },
  {
    id: "calc-prepay-after-emis-01",
    category: "calculation",
    // 24 EMIs paid: the prepayment falls in month 24.
    question:
      "Home loan 25 lakh at 9% for 15 years, 24 EMIs paid already. If I prepay 3 lakh now, how much interest do I save?",
    links: ["/calculators/loan-repayment"],
    calc: {
      path: "/calculators/loan-repayment",
      params: {
        loanAmount: 2_500_000,
        annualRate: 9,
        tenureYears: 15,
        prepaymentAmount: 300_000,
        prepaymentMonth: 24,
      },
      figure: "Interest saved",
    },
  },
  {
    id: "calc-prepay-extra-01",
    category: "calculation",
    question:
      "Loan of 20 lakh at 9% for 15 years, no lump sum, but 2,000 extra with each EMI: how many months sooner will it close?",
    links: ["/calculators/loan-repayment"],
    calc: {
      path: "/calculators/loan-repayment",
      params: {
        loanAmount: 2_000_000,
        annualRate: 9,
        tenureYears: 15,
        prepaymentAmount: 0,
        extraMonthlyPayment: 2_000,
      },
      figure: "Months saved",
    },
  },
  {
    id: "calc-sip-01",
    category: "calculation",
    question: "SIP of 5000 a month for 10 years at 12%",
    links: ["/calculators/sip"],
    contains: [sipValue({ monthlyInvestment: 5_000, annualReturn: 12, years: 10 })],
  },
  {
    id: "calc-sip-02",
    category: "calculation",
    question: "If I invest ₹10,000 per month for 20 years at 12%, how much will I have?",
    links: ["/calculators/sip"],
    contains: [sipValue({ monthlyInvestment: 10_000, annualReturn: 12, years: 20 })],
  },
  {
    id: "calc-sip-03",
    category: "calculation",
    question: "3000 monthly sip for 15 years at 10 percent return",
    links: ["/calculators/sip"],
    contains: [sipValue({ monthlyInvestment: 3_000, annualReturn: 10, years: 15 })],
  },
  {
    id: "calc-sip-04",
    category: "calculation",
    question: "What will a SIP of 25k per month become in 25 years at 11%?",
    links: ["/calculators/sip"],
    contains: [sipValue({ monthlyInvestment: 25_000, annualReturn: 11, years: 25 })],
  },
  {
    id: "calc-sip-05",
    category: "calculation",
    question: "How much does a 2,000 rupee monthly SIP grow to in 30 years at 12%?",
    links: ["/calculators/sip"],
    contains: [sipValue({ monthlyInvestment: 2_000, annualReturn: 12, years: 30 })],
  },
  {
    id: "calc-sip-06",
    category: "calculation",
    question: "SIP of 10000 with a 10% yearly step-up for 15 years at 12%",
    links: ["/calculators/sip"],
    contains: [sipValue({ monthlyInvestment: 10_000, annualReturn: 12, years: 15, annualStepUp: 10 })],
  },
  {
    id: "calc-sip-07",
    category: "calculation",
    // No return given: the SIP calculator's default 12% a year.
    question: "How much will I get if I do a SIP of 1500 for 5 years?",
    links: ["/calculators/sip"],
    contains: [sipValue({ monthlyInvestment: 1_500, years: 5 })],
  },
  {
    id: "calc-sip-08",
    category: "calculation",
    question: "monthly investment 7,500, 14% return, 12 years - final amount?",
    links: ["/calculators/sip"],
    contains: [sipValue({ monthlyInvestment: 7_500, annualReturn: 14, years: 12 })],
  },
  {
    id: "calc-lump-01",
    category: "calculation",
    question: "1 lakh lumpsum for 10 years at 12%",
    links: ["/calculators/lumpsum"],
    contains: [lumpsumValue({ amount: LAKH, annualReturn: 12, years: 10 })],
  },
  {
    id: "calc-lump-02",
    category: "calculation",
    question: "If I invest 5 lakh one time for 15 years at 10%, what will it become?",
    links: ["/calculators/lumpsum"],
    contains: [lumpsumValue({ amount: 5 * LAKH, annualReturn: 10, years: 15 })],
  },
  {
    id: "calc-lump-03",
    category: "calculation",
    question: "₹2,50,000 invested today at 8% a year for 7 years",
    links: ["/calculators/lumpsum"],
    contains: [lumpsumValue({ amount: 2.5 * LAKH, annualReturn: 8, years: 7 })],
  },
  {
    id: "calc-lump-04",
    category: "calculation",
    question: "What will 10 lakh grow to in 20 years if it earns 12% a year?",
    links: ["/calculators/lumpsum"],
    contains: [lumpsumValue({ amount: 10 * LAKH, annualReturn: 12, years: 20 })],
  },
  {
    id: "calc-lump-05",
    category: "calculation",
    question: "one-time investment of 50k for 5 yrs @ 9%",
    links: ["/calculators/lumpsum"],
    contains: [lumpsumValue({ amount: 50_000, annualReturn: 9, years: 5 })],
  },
  {
    id: "calc-goal-01",
    category: "calculation",
    // Read as the calculator reads it: a goal costing ₹25 lakh today, with its default 6%
    // inflation and 12% return.
    question: "25 lakh goal in 8 years",
    links: ["/calculators/goal"],
    contains: [goalMonthlySip({ goalCostToday: 25 * LAKH, years: 8 })],
  },
  {
    id: "calc-goal-02",
    category: "calculation",
    question:
      "I want to buy a car that costs 10 lakh today, in 5 years. How much SIP do I need at 10% return and 6% inflation?",
    links: ["/calculators/goal"],
    contains: [goalMonthlySip({ goalCostToday: 10 * LAKH, years: 5, annualReturn: 10, inflation: 6 })],
  },
  {
    id: "calc-goal-03",
    category: "calculation",
    question:
      "My daughter's college will cost 20 lakh in today's money and she starts in 15 years. With 8% education inflation and 12% returns, what monthly SIP do I need?",
    links: ["/calculators/goal"],
    contains: [goalMonthlySip({ goalCostToday: 20 * LAKH, years: 15, inflation: 8, annualReturn: 12 })],
  },
  {
    id: "calc-goal-04",
    category: "calculation",
    // Inflation and return not given: the goal calculator's defaults, 6% and 12%.
    question: "How much should I invest every month for a goal that costs ₹50 lakh today, 20 years from now?",
    links: ["/calculators/goal"],
    contains: [goalMonthlySip({ goalCostToday: 50 * LAKH, years: 20 })],
  },
  {
    id: "calc-goal-05",
    category: "calculation",
    question:
      "Retirement goal of 1 crore in today's rupees in 25 years. I already have 5 lakh saved. 12% return, 6% inflation. Monthly SIP needed?",
    links: ["/calculators/goal"],
    contains: [
      goalMonthlySip({
        goalCostToday: CRORE,
        years: 25,
        existingSavings: 5 * LAKH,
        annualReturn: 12,
        inflation: 6,
      }),
    ],
  },
  {
    id: "calc-goal-06",
    category: "calculation",
    question:
      "How much lump sum should I invest today for a goal costing 30 lakh today, 10 years away, at 12% return and 6% inflation?",
    links: ["/calculators/goal"],
    contains: [goalLumpsum({ goalCostToday: 30 * LAKH, years: 10, annualReturn: 12, inflation: 6 })],
  },
  // A goal stated as the amount to reach is the goal calculator's question, never a SIP of that
  // amount a month. Without an inflation figure the reply uses the calculator's reading (today's
  // cost, 6% inflation) and also gives the figure for the amount in the rupees of that year.
  {
    id: "calc-goal-07",
    category: "calculation",
    question: "I want ₹2 crore in 25 years at 12%, what SIP do I need?",
    links: ["/calculators/goal"],
    contains: [
      goalMonthlySip({ goalCostToday: 2 * CRORE, years: 25, annualReturn: 12 }),
      goalMonthlySip({ goalCostToday: 2 * CRORE, years: 25, annualReturn: 12, inflation: 0 }),
    ],
    excludes: [`Investing ${formatINR(2 * CRORE)} a month`],
    intent: "calculation",
  },
  {
    id: "calc-goal-08",
    category: "calculation",
    question: "to reach ₹75 lakh in 15 years what should my sip be",
    links: ["/calculators/goal"],
    contains: [
      goalMonthlySip({ goalCostToday: 75 * LAKH, years: 15 }),
      goalMonthlySip({ goalCostToday: 75 * LAKH, years: 15, inflation: 0 }),
    ],
    excludes: [`Investing ${formatINR(75 * LAKH)} a month`],
    intent: "calculation",
  },
  {
    id: "calc-goal-09",
    category: "calculation",
    // A calendar year: the years from now to 2045, counted as the reply counts them.
    question: "target 1 cr by 2045, monthly amount?",
    links: ["/calculators/goal"],
    contains: [goalMonthlySip({ goalCostToday: CRORE, years: 2045 - new Date().getFullYear() })],
    excludes: [`Investing ${formatINR(CRORE)} a month`],
    intent: "calculation",
  },
  {
    id: "calc-goal-10",
    category: "calculation",
    // "Not adjusting for inflation": inflation 0, said in the reply.
    question: "I want 1 crore in 20 years at 12% (not adjusting for inflation). What monthly SIP?",
    links: ["/calculators/goal"],
    contains: [
      goalMonthlySip({ goalCostToday: CRORE, years: 20, annualReturn: 12, inflation: 0 }),
      "inflation to 0%",
    ],
    excludes: [`Investing ${formatINR(CRORE)} a month`],
    intent: "calculation",
  },
  {
    id: "calc-infl-01",
    category: "calculation",
    // "Worth" = purchasing power in today's money.
    question: "what will 1 lakh be worth in 10 years at 6% inflation",
    links: ["/calculators/inflation"],
    contains: [todaysValue({ amount: LAKH, years: 10, inflation: 6 })],
  },
  {
    id: "calc-infl-hinglish",
    category: "calculation",
    question: "school fees abhi 80 hazaar saal hai, 8% mehngai maan ke 10 saal baad kitna lagega?",
    links: ["/calculators/inflation"],
    contains: [futureCost({ amount: 80_000, years: 10, inflation: 8 })],
  },
  {
    id: "calc-infl-02",
    category: "calculation",
    question: "Something that costs ₹50,000 today, what will it cost after 15 years at 7% inflation?",
    links: ["/calculators/inflation"],
    contains: [futureCost({ amount: 50_000, years: 15, inflation: 7 })],
  },
  {
    id: "calc-infl-03",
    category: "calculation",
    question: "How much is 1 crore received 20 years from now worth in today's money at 6% inflation?",
    links: ["/calculators/inflation"],
    contains: [todaysValue({ amount: CRORE, years: 20, inflation: 6 })],
  },
  {
    id: "calc-infl-04",
    category: "calculation",
    question: "Our monthly expenses are 40k now. At 6% inflation, what will they be in 25 years?",
    links: ["/calculators/inflation"],
    contains: [futureCost({ amount: 40_000, years: 25, inflation: 6 })],
  },
  {
    id: "calc-infl-05",
    category: "calculation",
    question: "With 5% inflation, what will ₹10 lakh in 12 years be worth in today's money?",
    links: ["/calculators/inflation"],
    contains: [todaysValue({ amount: 10 * LAKH, years: 12, inflation: 5 })],
  },
  {
    id: "calc-emi-01",
    category: "calculation",
    question: "50 lakh home loan at 8.5% for 20 years",
    links: ["/calculators/home-emi"],
    contains: [homeEmi({ loanAmount: 50 * LAKH, annualRate: 8.5, tenureYears: 20 })],
  },
  {
    id: "calc-emi-02",
    category: "calculation",
    question: "What's the EMI for a 30 lakh home loan at 9% for 20 years?",
    links: ["/calculators/home-emi"],
    contains: [homeEmi({ loanAmount: 30 * LAKH, annualRate: 9, tenureYears: 20 })],
  },
  {
    id: "calc-emi-03",
    category: "calculation",
    question: "EMI on a ₹75 lakh housing loan for 25 years at 8.25%?",
    links: ["/calculators/home-emi"],
    contains: [homeEmi({ loanAmount: 75 * LAKH, annualRate: 8.25, tenureYears: 25 })],
  },
  {
    id: "calc-emi-04",
    category: "calculation",
    question: "car loan 8 lakh 9% 5 years emi",
    links: ["/calculators/car-emi"],
    contains: [carEmi({ loanAmount: 8 * LAKH, annualRate: 9, tenureYears: 5 })],
  },
  {
    id: "calc-emi-05",
    category: "calculation",
    question: "I'm taking a car loan of 6 lakh for 4 years at 10.5%. What will my EMI be?",
    links: ["/calculators/car-emi"],
    contains: [carEmi({ loanAmount: 6 * LAKH, annualRate: 10.5, tenureYears: 4 })],
  },
  {
    id: "calc-emi-06",
    category: "calculation",
    question: "1 crore home loan for 30 years at 8.5% - monthly EMI?",
    links: ["/calculators/home-emi"],
    contains: [homeEmi({ loanAmount: CRORE, annualRate: 8.5, tenureYears: 30 })],
  },
  {
    id: "calc-emi-07",
    category: "calculation",
    // No rate given: the home-loan calculator's default 8.5%.
    question: "What would the EMI be on a 40 lakh home loan for 15 years?",
    links: ["/calculators/home-emi"],
    contains: [homeEmi({ loanAmount: 40 * LAKH, tenureYears: 15 })],
  },
  {
    id: "calc-emi-08",
    category: "calculation",
    question: "How much total interest will I pay on a 50 lakh home loan at 8.5% over 20 years?",
    links: ["/calculators/home-emi"],
    contains: [
      formatINR(homeLoan({ loanAmount: 50 * LAKH, annualRate: 8.5, tenureYears: 20 }).totalInterest),
    ],
  },
  {
    id: "calc-cagr-01",
    category: "calculation",
    question: "I invested 1 lakh and it became 2 lakh in 5 years. What is the CAGR?",
    links: ["/calculators/return"],
    contains: [cagrText(LAKH, 2 * LAKH, 5)],
  },
  {
    id: "calc-cagr-words",
    category: "calculation",
    question: "My mutual fund went from 2 lakh to 3 lakh in three and a half years. CAGR?",
    links: ["/calculators/return"],
    contains: [cagrText(2 * LAKH, 3 * LAKH, 3.5)],
  },
  {
    id: "calc-cagr-02",
    category: "calculation",
    question: "CAGR if 50,000 grew to 1,20,000 in 7 years?",
    links: ["/calculators/return"],
    contains: [cagrText(50_000, 1.2 * LAKH, 7)],
  },
  {
    id: "calc-cagr-03",
    category: "calculation",
    question: "My portfolio went from 3 lakh to 4.5 lakh in 3 years. What's my annual return?",
    links: ["/calculators/return"],
    contains: [cagrText(3 * LAKH, 4.5 * LAKH, 3)],
  },
  {
    id: "calc-cagr-04",
    category: "calculation",
    question: "compounded annual growth rate from 10 lakh to 25 lakh over 8 years",
    links: ["/calculators/return"],
    contains: [cagrText(10 * LAKH, 25 * LAKH, 8)],
  },
  {
    id: "calc-sim-01",
    category: "calculation",
    question: "what are the chances my 10000 SIP for 15 years reaches 50 lakh?",
    links: ["/tools/sip-simulation"],
    contains: [
      simulationMedian({ monthlyInvestment: 10_000, years: 15, goal: 50 * LAKH }),
      "reached your goal",
    ],
    intent: "calculation",
  },
  {
    id: "calc-sim-02",
    category: "calculation",
    question: "simulate a 5k monthly sip for 20 years in 100% equity",
    links: ["/tools/sip-simulation"],
    contains: [simulationMedian({ monthlyInvestment: 5_000, years: 20, equity: 100, debt: 0, gold: 0 })],
    intent: "calculation",
  },
  {
    id: "calc-sim-03",
    category: "calculation",
    question: "worst case for a sip of 3000 a month over 10 years with 10% step up",
    links: ["/tools/sip-simulation"],
    contains: ["1 in 10 histories ended below", "raised 10% every year"],
    intent: "calculation",
  },
  // The spread of outcomes asked in other words: range, best and worst, beating a sum, extremes.
  {
    id: "calc-sim-04",
    category: "calculation",
    question: "what's the range of outcomes for a 6000 SIP over 18 years",
    links: ["/tools/sip-simulation"],
    contains: [
      simulationMedian({ monthlyInvestment: 6_000, years: 18 }),
      "monthlyInvestment=6000",
      "years=18",
    ],
    intent: "calculation",
  },
  {
    id: "calc-sim-05",
    category: "calculation",
    question: "best case and worst case for a 12k monthly SIP over 10 years",
    links: ["/tools/sip-simulation"],
    contains: [simulationMedian({ monthlyInvestment: 12_000, years: 10 }), "monthlyInvestment=12000"],
    intent: "calculation",
  },
  {
    id: "calc-sim-06",
    category: "calculation",
    question: "what are my chances that a 7000 sip for 20 years beats 60 lakh?",
    links: ["/tools/sip-simulation"],
    contains: [
      simulationMedian({ monthlyInvestment: 7_000, years: 20, goal: 60 * LAKH }),
      "reached your goal",
      "goal=6000000",
    ],
    intent: "calculation",
  },
  {
    id: "calc-sim-07",
    category: "calculation",
    question: "lowest and highest my ₹4,000 a month SIP could reach in 25 years",
    links: ["/tools/sip-simulation"],
    contains: [simulationMedian({ monthlyInvestment: 4_000, years: 25 }), "years=25"],
    intent: "calculation",
  },
  // Measuring what an investment already earned, without figures: the return calculator.
  {
    id: "calc-ret-01",
    category: "calculation",
    question: "calculate the returns on my investment",
    links: ["/calculators/return"],
    contains: ["XIRR"],
  },
  {
    id: "calc-ret-02",
    category: "calculation",
    question: "How much return has my mutual fund portfolio made?",
    links: ["/calculators/return"],
  },
  {
    id: "calc-ret-03",
    category: "calculation",
    question: "how do I work out what my investments have earned?",
    links: ["/calculators/return"],
  },
];

// ---------------------------------------------------------------------------------------------
// Follow-ups: the question only makes sense with the conversation before it.

const sip5000 = { monthlyInvestment: 5_000, annualReturn: 12, years: 10 };
const sip5000Turns = [
  { role: "user" as const, content: "SIP of 5000 a month for 10 years at 12%" },
  {
    role: "assistant" as const,
    content: `Investing ₹5,000 a month for 10 years at 12% a year grows to about ${sipValue(sip5000)}. [Open the SIP calculator](/calculators/sip) to change the inputs.`,
  },
];
const homeLoan50 = { loanAmount: 50 * LAKH, annualRate: 8.5, tenureYears: 20 };
const homeLoan50Turns = [
  { role: "user" as const, content: "EMI for a 50 lakh home loan at 8.5% for 20 years?" },
  {
    role: "assistant" as const,
    content: `The EMI on a ₹50,00,000 loan at 8.5% for 20 years is ${homeEmi(homeLoan50)}. See the [home loan EMI calculator](/calculators/home-emi).`,
  },
];
const salary15With80c = { salaryIncome: 15 * LAKH, deduction80C: 1.5 * LAKH };
const sip10k = { monthlyInvestment: 10_000, annualReturn: 12, years: 15 };
const sip10kTurns = [
  { role: "user" as const, content: "10k monthly SIP for 15 years at 12%" },
  {
    role: "assistant" as const,
    content: `Investing ₹10,000 a month for 15 years at 12% a year grows to about ${sipValue(sip10k)}. [Open the SIP calculator](/calculators/sip) to change the inputs.`,
  },
];

const followUps: ChatEvalCase[] = [
  {
    id: "fu-01",
    category: "follow-up",
    history: sip5000Turns,
    question: "and for 15 years?",
    links: ["/calculators/sip"],
    contains: [sipValue({ ...sip5000, years: 15 })],
  },
  {
    id: "fu-02",
    category: "follow-up",
    history: sip5000Turns,
    question: "what if I make it 10000 a month?",
    links: ["/calculators/sip"],
    contains: [sipValue({ ...sip5000, monthlyInvestment: 10_000 })],
  },
  {
    id: "fu-03",
    category: "follow-up",
    history: sip5000Turns,
    question: "at 9%?",
    links: ["/calculators/sip"],
    contains: [sipValue({ ...sip5000, annualReturn: 9 })],
  },
  {
    id: "fu-04",
    category: "follow-up",
    history: sip5000Turns,
    question: "And with a 10% step-up every year?",
    links: ["/calculators/sip"],
    contains: [sipValue({ ...sip5000, annualStepUp: 10 })],
  },
  {
    id: "fu-05",
    category: "follow-up",
    history: [
      { role: "user", content: "Salary 15 lakh, I have 1.5 lakh in 80C. Tax in the new regime?" },
      {
        role: "assistant",
        content: `For tax year ${TAX_YEAR}, the new regime tax on a ₹15,00,000 salary is ${newRegimeTax(salary15With80c)} (80C does not count in the new regime). Try the [income tax calculator](/calculators/tax).`,
      },
    ],
    question: "what about the old regime?",
    links: [taxCalculator],
    contains: [oldRegimeTax(salary15With80c), TAX_YEAR],
  },
  {
    id: "fu-06",
    category: "follow-up",
    history: [
      { role: "user", content: "tax on 20 lakh salary new regime" },
      {
        role: "assistant",
        content: `For tax year ${TAX_YEAR}, the new regime tax on a ₹20,00,000 salary is ${newRegimeTax({ salaryIncome: 20 * LAKH })}. See the [income tax calculator](/calculators/tax).`,
      },
    ],
    question: "and for 25 lakh?",
    links: [taxCalculator],
    contains: [newRegimeTax({ salaryIncome: 25 * LAKH }), TAX_YEAR],
  },
  {
    id: "fu-07",
    category: "follow-up",
    history: homeLoan50Turns,
    question: "and for 30 years?",
    links: ["/calculators/home-emi"],
    contains: [homeEmi({ ...homeLoan50, tenureYears: 30 })],
  },
  {
    id: "fu-08",
    category: "follow-up",
    history: homeLoan50Turns,
    question: "What if the rate goes up to 9.25%?",
    links: ["/calculators/home-emi"],
    contains: [homeEmi({ ...homeLoan50, annualRate: 9.25 })],
  },
  {
    id: "fu-09",
    category: "follow-up",
    history: [
      { role: "user", content: "1 lakh lumpsum for 10 years at 12%" },
      {
        role: "assistant",
        content: `₹1,00,000 invested for 10 years at 12% a year grows to about ${lumpsumValue({ amount: LAKH, annualReturn: 12, years: 10 })}. See the [lumpsum calculator](/calculators/lumpsum).`,
      },
    ],
    question: "and if I leave it for 20 years?",
    links: ["/calculators/lumpsum"],
    contains: [lumpsumValue({ amount: LAKH, annualReturn: 12, years: 20 })],
  },
  {
    id: "fu-10",
    category: "follow-up",
    history: [
      { role: "user", content: "what will 1 lakh be worth in 10 years at 6% inflation" },
      {
        role: "assistant",
        content: `At 6% inflation a year, ₹1,00,000 received in 10 years is worth about ${todaysValue({ amount: LAKH, years: 10, inflation: 6 })} in today's money. See the [inflation calculator](/calculators/inflation).`,
      },
    ],
    question: "what about after 20 years?",
    links: ["/calculators/inflation"],
    contains: [todaysValue({ amount: LAKH, years: 20, inflation: 6 })],
  },
  {
    id: "fu-11",
    category: "follow-up",
    history: [
      { role: "user", content: "car loan 8 lakh at 9% for 5 years" },
      {
        role: "assistant",
        content: `The EMI on a ₹8,00,000 car loan at 9% for 5 years is ${carEmi({ loanAmount: 8 * LAKH, annualRate: 9, tenureYears: 5 })}. See the [car EMI calculator](/calculators/car-emi).`,
      },
    ],
    question: "and for 7 years?",
    links: ["/calculators/car-emi"],
    contains: [carEmi({ loanAmount: 8 * LAKH, annualRate: 9, tenureYears: 7 })],
  },
  {
    id: "fu-12",
    category: "follow-up",
    history: [
      { role: "user", content: "How much SIP do I need for a goal costing 25 lakh today in 8 years?" },
      {
        role: "assistant",
        content: `At 6% inflation the goal will cost more in 8 years; at a 12% return you need a monthly SIP of about ${goalMonthlySip({ goalCostToday: 25 * LAKH, years: 8 })}. See the [goal calculator](/calculators/goal).`,
      },
    ],
    question: "What if I only get 10% returns?",
    links: ["/calculators/goal"],
    contains: [goalMonthlySip({ goalCostToday: 25 * LAKH, years: 8, annualReturn: 10 })],
  },
  {
    id: "fu-13",
    category: "follow-up",
    history: [
      { role: "user", content: "What are NPS tiers?" },
      {
        role: "assistant",
        content:
          "NPS has two accounts. Tier I is the retirement account, locked until exit. Tier II is an optional account you can withdraw from at any time. See [NPS](/investments/nps).",
      },
    ],
    question: "which one gives me a tax deduction?",
    links: npsTierPages,
  },
  {
    id: "fu-14",
    category: "follow-up",
    history: [
      { role: "user", content: "what is the PPF interest rate?" },
      {
        role: "assistant",
        content:
          "PPF paid 7.1% a year for January–March 2026, compounded yearly. See [PPF](/investments/ppf).",
      },
    ],
    question: "and how much can I put in every year?",
    links: ppfRatePages,
    contains: ["₹1.5 lakh"],
  },
  {
    id: "fu-15",
    category: "follow-up",
    history: [
      { role: "user", content: "What is ELSS?" },
      {
        role: "assistant",
        content:
          "ELSS is an equity fund with a three-year lock-in whose investment qualifies for the 80C deduction in the old tax regime. See [ELSS](/resources/mutual-fund-terminologies#term-elss).",
      },
    ],
    question: "How are the gains taxed when I sell?",
    links: ltcgPages,
    contains: ["12.5%"],
  },
  // No product named: the one the conversation is about.
  {
    id: "fu-16",
    category: "follow-up",
    history: [
      { role: "user", content: "what is PPF?" },
      {
        role: "assistant",
        content:
          "The Public Provident Fund is a government-backed savings scheme with tax-free interest. See [PPF](/investments/ppf).",
      },
    ],
    question: "how long is my money locked in?",
    links: ppfPages,
    excludes: ["ULIP"],
  },
  {
    id: "fu-17",
    category: "follow-up",
    history: [
      { role: "user", content: "tell me about the senior citizens savings scheme" },
      {
        role: "assistant",
        content:
          "SCSS is a 5-year government deposit for people aged 60 and over that pays interest every quarter. See [SCSS](/investments/senior-citizens-savings-scheme).",
      },
    ],
    question: "How much can I put in?",
    links: scssPages,
    contains: [statedMaximum(seniorCitizensSavingsScheme)],
  },
  {
    id: "fu-18",
    category: "follow-up",
    history: [
      { role: "user", content: "What is the Sukanya Samriddhi Yojana?" },
      {
        role: "assistant",
        content:
          "A government savings scheme for a girl child, opened by a parent before she turns 10. See [Sukanya Samriddhi](/resources/investment-terminologies#term-sukanya-samriddhi).",
      },
    ],
    question: "what interest rate do I get?",
    links: [investTerm("sukanya-samriddhi"), "/investments/fixed-income"],
    contains: [fact("ssy-rate")],
  },
  {
    id: "fu-19",
    category: "follow-up",
    // The product was named two turns back; the last question named none.
    history: [
      { role: "user", content: "what is PPF?" },
      {
        role: "assistant",
        content: "A 15-year government savings scheme with tax-free interest. See [PPF](/investments/ppf).",
      },
      { role: "user", content: "what is the interest rate?" },
      {
        role: "assistant",
        content: `PPF pays ${fact("ppf-rate")} a year. See [PPF](/investments/ppf).`,
      },
    ],
    question: "can I take money out early?",
    links: ppfPages,
  },
  // A yearly rise of the SIP keeps the conversation's return and period; the percentage is the
  // step-up, never the return.
  {
    id: "fu-20",
    category: "follow-up",
    history: sip10kTurns,
    question: "what if I increase the SIP by 10% every year?",
    links: ["/calculators/sip"],
    contains: [sipValue({ ...sip10k, annualStepUp: 10 })],
    excludes: [sipValue({ ...sip10k, annualReturn: 10 })],
  },
  {
    id: "fu-21",
    category: "follow-up",
    history: sip10kTurns,
    question: "and if I raise it 5% yearly?",
    links: ["/calculators/sip"],
    contains: [sipValue({ ...sip10k, annualStepUp: 5 })],
    excludes: [sipValue({ ...sip10k, annualReturn: 5 })],
  },
  {
    id: "fu-22",
    category: "follow-up",
    history: sip10kTurns,
    question: "what if i top up 15% each year",
    links: ["/calculators/sip"],
    contains: [sipValue({ ...sip10k, annualStepUp: 15 })],
    excludes: [sipValue({ ...sip10k, annualReturn: 15 })],
  },
  {
    id: "fu-23",
    category: "follow-up",
    history: sip10kTurns,
    question: "hike the sip by 8 percent annually",
    links: ["/calculators/sip"],
    contains: [sipValue({ ...sip10k, annualStepUp: 8 })],
    excludes: [sipValue({ ...sip10k, annualReturn: 8 })],
  },
];

// ---------------------------------------------------------------------------------------------
// Navigation: where things are on the site.

const navigation: ChatEvalCase[] = [
  { id: "nav-01", category: "navigation", question: "where is the EMI calculator", links: emiCalculators },
  {
    id: "nav-02",
    category: "navigation",
    question: "how do I reset my password",
    links: ["/forgot-password"],
  },
  { id: "nav-03", category: "navigation", question: "show me the courses", links: ["/courses"] },
  {
    id: "nav-04",
    category: "navigation",
    question: "How do I create an account here?",
    links: ["/register"],
  },
  { id: "nav-05", category: "navigation", question: "I want to sign in", links: ["/login"] },
  { id: "nav-06", category: "navigation", question: "Where can I see my profile?", links: ["/account"] },
  {
    id: "nav-07",
    category: "navigation",
    question: "Where's the SIP calculator?",
    links: ["/calculators/sip"],
  },
  { id: "nav-08", category: "navigation", question: "take me to the tax calculator", links: [taxCalculator] },
  {
    id: "nav-09",
    category: "navigation",
    question: "Do you have a glossary of stock market terms?",
    links: ["/resources/stock-terminologies"],
  },
  {
    id: "nav-10",
    category: "navigation",
    question: "Where can I find mutual fund terms explained?",
    links: ["/resources/mutual-fund-terminologies"],
  },
  { id: "nav-11", category: "navigation", question: "list all your calculators", links: ["/calculators"] },
  {
    id: "nav-12",
    category: "navigation",
    question: "Is there a tool to plan my asset allocation?",
    links: ["/tools/asset-allocation", "/tools/asset-allocation-tools"],
  },
  {
    id: "nav-13",
    category: "navigation",
    question: "Where is the SIP market simulation?",
    links: ["/tools/sip-simulation"],
  },
  { id: "nav-14", category: "navigation", question: "I forgot my password", links: ["/forgot-password"] },
  {
    id: "nav-15",
    category: "navigation",
    question: "Do you have a beginner's guide to investing?",
    links: ["/guides/beginners"],
  },
  {
    id: "nav-16",
    category: "navigation",
    question: "Where can I read a comparison of stock brokers?",
    links: ["/guides/brokers-comparison"],
  },
  {
    id: "nav-17",
    category: "navigation",
    question: "Is there a calculator for planning a goal?",
    links: ["/calculators/goal"],
  },
  {
    id: "nav-story-then-ask",
    category: "navigation",
    question: "I finished the investment fundamentals lessons last week. Where do I check my progress?",
    links: ["/account"],
  },
  {
    id: "nav-18",
    category: "navigation",
    question: "Where can I check my risk profile?",
    links: ["/calculators/risk-tolerance"],
  },
  {
    id: "course-rules-01",
    category: "navigation",
    question:
      "whats the pass mark of the advanced trading strategies exam, and how many questions does it have?",
    links: ["/courses/advanced-trading-strategies/quiz"],
    contains: ["70%", "30 questions"],
  },
  {
    id: "course-rules-02",
    category: "navigation",
    question: "If I fail the final assessment twice, when can I take it again?",
    links: [
      "/courses/investment-fundamentals/quiz",
      "/courses/portfolio-management/quiz",
      "/courses/advanced-trading-strategies/quiz",
    ],
    contains: ["12 hours"],
  },
  {
    id: "nav-kind-on-topic-01",
    category: "navigation",
    question: "is there a lesson on futures?",
    links: ["/courses/advanced-trading-strategies/lessons/how-futures-work"],
  },
  {
    id: "nav-kind-on-topic-02",
    category: "navigation",
    question: "is there a calculator for sip?",
    links: ["/calculators/sip"],
  },
  {
    id: "calc-bike-emi-01",
    category: "calculation",
    question: "bike loan of 1.2 lakh at 11% for 3 years, emi kitni?",
    links: ["/calculators/car-emi"],
    contains: ["₹3,929"],
  },
  {
    id: "nav-19",
    category: "navigation",
    question: "rent vs buy calculator",
    links: ["/calculators/rent-vs-buy"],
  },
  {
    id: "nav-20",
    category: "navigation",
    question: "Where is your privacy policy?",
    links: ["/legal/privacy-policy"],
  },
  { id: "nav-21", category: "navigation", question: "How can I search the site?", links: ["/search"] },
  {
    id: "nav-22",
    category: "navigation",
    question: "Where is the quiz for the Investment Fundamentals course?",
    links: ["/courses/investment-fundamentals/quiz", "/courses/investment-fundamentals"],
  },
  {
    id: "nav-23",
    category: "navigation",
    question: "Open the income tax guide please",
    links: [incomeTaxGuide],
  },
  {
    id: "nav-24",
    category: "navigation",
    question: "Where is the loan prepayment calculator?",
    links: ["/calculators/loan-repayment"],
  },
  {
    id: "nav-25",
    category: "navigation",
    question: "Who runs this website?",
    links: ["/about"],
  },
  {
    id: "nav-26",
    category: "navigation",
    question: "how can I change my password?",
    // Signed in, the account page; otherwise the reset flow. Both are fine.
    links: ["/forgot-password", "/account"],
  },
  {
    id: "nav-27",
    category: "navigation",
    question: "help, I don't remember my password anymore",
    links: ["/forgot-password"],
    intent: "navigation",
  },
  {
    id: "nav-28",
    category: "navigation",
    question: "any course for someone just starting out with investing?",
    links: ["/courses/investment-fundamentals", "/courses"],
    intent: "navigation",
  },
  {
    id: "nav-29",
    category: "navigation",
    question: "where's the test for the advanced trading course",
    links: ["/courses/advanced-trading-strategies/quiz", "/courses/advanced-trading-strategies"],
    intent: "navigation",
  },
  {
    id: "nav-30",
    category: "navigation",
    question: "I want to take the portfolio management exam",
    links: ["/courses/portfolio-management/quiz", "/courses/portfolio-management"],
    intent: "navigation",
  },
];

// ---------------------------------------------------------------------------------------------
// Hinglish: Hindi in Latin script mixed with English, as many visitors type.

const hinglish: ChatEvalCase[] = [
  { id: "hi-01", category: "hinglish", question: "sip kya hai", links: sipPages },
  {
    id: "hi-02",
    category: "hinglish",
    question: "ppf me kitna tax lagta hai",
    links: [...ppfPages, incomeTaxGuide],
    contains: ["tax-free"],
  },
  {
    id: "hi-03",
    category: "hinglish",
    question: "emi kitni hogi 30 lakh ke loan pe 9% pe 20 saal",
    links: ["/calculators/home-emi"],
    contains: [homeEmi({ loanAmount: 30 * LAKH, annualRate: 9, tenureYears: 20 })],
  },
  { id: "hi-04", category: "hinglish", question: "mutual fund kya hota hai?", links: mutualFundPages },
  {
    id: "hi-05",
    category: "hinglish",
    question: "nps tier 1 aur tier 2 me kya fark hai",
    links: npsTierPages,
    contains: ["no tax benefit"],
  },
  {
    id: "hi-06",
    category: "hinglish",
    question: "5000 ki sip 10 saal 12% pe kitna banega",
    links: ["/calculators/sip"],
    contains: [sipValue({ monthlyInvestment: 5_000, annualReturn: 12, years: 10 })],
  },
  {
    id: "hi-07",
    category: "hinglish",
    question: "15 lakh salary pe new regime me kitna tax lagega",
    links: [taxCalculator],
    contains: [newRegimeTax({ salaryIncome: 15 * LAKH }), TAX_YEAR],
  },
  { id: "hi-08", category: "hinglish", question: "share market kaise seekhe?", links: learnStockMarketPages },
  {
    id: "hi-09",
    category: "hinglish",
    question: "emergency fund kitna hona chahiye",
    links: emergencyFundPages,
    contains: ["months"],
  },
  {
    id: "hi-10",
    category: "hinglish",
    question: "fd ke interest pe tds kab katta hai",
    links: fdTdsPages,
    contains: ["₹50,000"],
  },
  {
    id: "hi-11",
    category: "hinglish",
    question: "shares pe ltcg kitna lagta hai",
    links: ltcgPages,
    contains: ["12.5%"],
  },
  { id: "hi-12", category: "hinglish", question: "mera password bhool gaya", links: ["/forgot-password"] },
  { id: "hi-13", category: "hinglish", question: "calculators kahan milenge?", links: ["/calculators"] },
  {
    id: "hi-14",
    category: "hinglish",
    question: "mujhe kaunsa stock lena chahiye abhi?",
    intent: "advice",
  },
  {
    id: "hi-15",
    category: "hinglish",
    question: "diversification kya hota hai samjhao",
    links: ["/diversification", investTerm("diversification")],
  },
  {
    id: "hi-16",
    category: "hinglish",
    question: "scss me maximum kitna invest kar sakte hai",
    links: scssPages,
    contains: ["₹30 lakh"],
  },
  {
    id: "hi-17",
    category: "hinglish",
    question: "crypto pe kitna tax lagta hai india me",
    links: cryptoTaxPages,
    contains: ["30%"],
  },
  {
    id: "hi-18",
    category: "hinglish",
    question: "aaj 1 lakh ki cheez 10 saal baad kitne ki hogi agar inflation 6% ho",
    links: ["/calculators/inflation"],
    contains: [futureCost({ amount: LAKH, years: 10, inflation: 6 })],
  },
  {
    id: "hi-19",
    category: "hinglish",
    question: "ghar ka loan 50 lakh, 8.5% interest, 20 saal - emi batao",
    links: ["/calculators/home-emi"],
    contains: [homeEmi({ loanAmount: 50 * LAKH, annualRate: 8.5, tenureYears: 20 })],
  },
  { id: "hi-20", category: "hinglish", question: "account kaise banaye?", links: ["/register"] },
  {
    id: "hi-21",
    category: "hinglish",
    history: sip5000Turns,
    question: "aur 15 saal ke liye?",
    links: ["/calculators/sip"],
    contains: [sipValue({ ...sip5000, years: 15 })],
  },
  { id: "hi-22", category: "hinglish", question: "namaste ji", intent: "greeting" },
];

// ---------------------------------------------------------------------------------------------
// Typos and abbreviations: bare acronyms and the misspellings people really type.

const typos: ChatEvalCase[] = [
  { id: "typo-01", category: "typo", question: "ltcg", links: ltcgPages },
  { id: "typo-02", category: "typo", question: "elss", links: elssPages },
  { id: "typo-03", category: "typo", question: "emi", links: [investTerm("emi"), ...emiCalculators] },
  {
    id: "typo-04",
    category: "typo",
    question: "fd kya hai",
    links: fdPages,
  },
  { id: "typo-05", category: "typo", question: "scss", links: scssPages },
  { id: "typo-06", category: "typo", question: "sgb", links: sgbPages },
  {
    id: "typo-07",
    category: "typo",
    question: "nps withdrawl rules at retirment",
    links: npsPages,
    contains: ["80%"],
  },
  { id: "typo-08", category: "typo", question: "what is a mutal fund", links: mutualFundPages },
  {
    id: "typo-09",
    category: "typo",
    question: "what is divercification",
    links: ["/diversification", investTerm("diversification")],
  },
  { id: "typo-10", category: "typo", question: "inflaton calculater", links: ["/calculators/inflation"] },
  { id: "typo-11", category: "typo", question: "sip calcualtor", links: ["/calculators/sip"] },
  { id: "typo-12", category: "typo", question: "ppf intrest rate", links: ppfRatePages, contains: ["7.1%"] },
  {
    id: "typo-13",
    category: "typo",
    question: "stcg tax on shres",
    links: stcgPages,
    contains: ["20%"],
  },
  { id: "typo-14", category: "typo", question: "tds on fd", links: fdTdsPages, contains: ["₹50,000"] },
  { id: "typo-15", category: "typo", question: "wat is nav", links: [fundTerm("nav")] },
  {
    id: "typo-16",
    category: "typo",
    question: "dicgc limit",
    links: depositInsurancePages,
    contains: ["₹5 lakh"],
  },
  { id: "typo-17", category: "typo", question: "pe ratio meaning", links: [stockTerm("pe-ratio")] },
  {
    id: "typo-18",
    category: "typo",
    question: "incme tax slabs new regim",
    links: [incomeTaxGuide, investTerm("new-tax-regime"), investTerm("tax-slab")],
  },
  { id: "typo-19", category: "typo", question: "crpyto tax", links: cryptoTaxPages, contains: ["30%"] },
  {
    id: "typo-20",
    category: "typo",
    question: "sukanya samridhi yojna",
    links: [investTerm("sukanya-samriddhi"), "/investments/fixed-income"],
  },
  { id: "typo-21", category: "typo", question: "80c limt", links: section80cPages, contains: ["₹1.5 lakh"] },
  {
    id: "typo-22",
    category: "typo",
    question: "demat acount kaise khole",
    links: [stockTerm("demat-account"), "/investments/stocks", "/guides/beginners"],
  },
];

// ---------------------------------------------------------------------------------------------
// Personal advice: no named product, stock, fund or broker; an educational note instead.

const advice: ChatEvalCase[] = [
  { id: "adv-01", category: "advice", question: "which fund should I buy", intent: "advice" },
  { id: "adv-02", category: "advice", question: "best stock for 2027?", intent: "advice" },
  {
    id: "adv-03",
    category: "advice",
    question: "Should I buy Reliance shares?",
    intent: "advice",
    excludes: ["Reliance"],
  },
  {
    id: "adv-04",
    category: "advice",
    question: "suggest a good broker",
    intent: "advice",
    excludes: ["Zerodha", "Groww", "Upstox", "Angel One"],
  },
  {
    id: "adv-05",
    category: "advice",
    question: "Is HDFC Flexi Cap a good fund to invest in right now?",
    intent: "advice",
    excludes: ["HDFC Flexi Cap"],
  },
  {
    id: "adv-06",
    category: "advice",
    question: "Should I sell my Tata Motors shares before the results?",
    intent: "advice",
    excludes: ["Tata Motors"],
  },
  {
    id: "adv-07",
    category: "advice",
    question: "Which is the best ELSS fund to save tax this year?",
    intent: "advice",
  },
  {
    id: "adv-08",
    category: "advice",
    question: "Tell me one multibagger penny stock that will double this year",
    intent: "advice",
  },
  {
    id: "adv-09",
    category: "advice",
    question: "Should I put all my savings in Bitcoin?",
    intent: "advice",
    excludes: ["Bitcoin"],
  },
  {
    id: "adv-10",
    category: "advice",
    question: "I have 10 lakh. Where exactly should I invest it right now?",
    intent: "advice",
  },
  {
    id: "adv-11",
    category: "advice",
    question: "Axis Bluechip or Mirae Asset Large Cap, which one should I pick?",
    intent: "advice",
    excludes: ["Axis Bluechip", "Mirae Asset"],
  },
  { id: "adv-12", category: "advice", question: "Give me a stock tip for tomorrow", intent: "advice" },
  {
    id: "adv-hinglish-index-01",
    category: "advice",
    question: "sensex agle mahine 90000 jayega kya?",
    intent: "advice",
  },
  {
    id: "off-topic-trip-01",
    category: "off-topic",
    question: "book me a weekend trip to Rishikesh under 15k",
    intent: "off-topic",
  },
  {
    id: "calc-sum-not-forecast-01",
    category: "calculation",
    // Its own rate and period: arithmetic, not a forecast of gold.
    question: "If I invest 10k a month in gold for 10 years at 10%, how much will it be?",
    links: ["/calculators/sip"],
    contains: ["₹20,65,520"],
  },
  {
    id: "adv-not-a-tip-01",
    category: "advice",
    // Tips named in the story; the question asks how to check their seller: answered, not declined.
    question: "A youtuber gives stock tips every day. Is it a scam, how can I check?",
    decline: false,
    links: [
      "/courses/advanced-trading-strategies/lessons/tips-advisers-and-protection",
      "/courses/investment-fundamentals/lessons/avoiding-frauds",
    ],
  },
  {
    id: "adv-tip-in-story-01",
    category: "advice",
    // A prediction in the story and a decision asked on it: declined.
    question: "My friend says nifty will crash next month. Should I sell everything?",
    intent: "advice",
  },
  {
    id: "adv-split-places",
    category: "advice",
    question: "My uncle gave me 2 lakh. How much should I put in PPF, gold and index funds?",
    intent: "advice",
  },
  {
    id: "adv-start-personal",
    category: "advice",
    question: "I'm 26, earn 60k a month and have never invested. Where do I start?",
    links: ["/guides/beginners"],
    contains: ["emergency fund", "not advice"],
    decline: false,
  },
  {
    id: "adv-hinglish-prediction",
    category: "advice",
    question: "silver ka price agle saal double ho jayega kya?",
    intent: "advice",
  },
  {
    id: "adv-13",
    category: "advice",
    question: "Adani shares have fallen a lot, is it a good time to buy them?",
    intent: "advice",
    excludes: ["Adani"],
  },
  {
    id: "adv-14",
    category: "advice",
    question: "Which NPS pension fund manager should I choose for the best returns?",
    intent: "advice",
  },
  {
    id: "adv-15",
    category: "advice",
    question: "Recommend the best term insurance plan for me, I am 30",
    intent: "advice",
  },
  {
    id: "adv-16",
    category: "advice",
    question: "Should I buy Nippon India Nifty BeES or the SBI Nifty Index Fund?",
    intent: "advice",
    excludes: ["Nippon", "SBI Nifty"],
  },
  // Choosing between named brokers or funds, typed in lower case.
  {
    id: "adv-17",
    category: "advice",
    question: "zerodha or upstox - where do I open my demat account?",
    intent: "advice",
    links: ["/guides/brokers-comparison"],
    contains: ["not advice"],
    excludes: ["Zerodha", "Upstox"],
  },
  {
    id: "adv-18",
    category: "advice",
    question: "groww vs angel one, which is better?",
    intent: "advice",
    links: ["/guides/brokers-comparison"],
    contains: ["not advice"],
    excludes: ["Groww", "Angel One"],
  },
  {
    id: "adv-19",
    category: "advice",
    question: "should I go with the HDFC or the SBI bluechip fund?",
    intent: "advice",
    links: ["/guides/picking-mutual-funds"],
    contains: ["not advice"],
    excludes: ["HDFC", "SBI"],
  },
  {
    id: "adv-20",
    category: "advice",
    question: "is kotak securities any good for a first demat account",
    intent: "advice",
    links: ["/guides/brokers-comparison"],
    excludes: ["Kotak"],
  },
];

// ---------------------------------------------------------------------------------------------
// Off-topic: politely declined.

const offTopic: ChatEvalCase[] = [
  {
    id: "off-msg-chore",
    category: "off-topic",
    question: "draft an sms to my landlord asking for two more days to pay rent",
    intent: "off-topic",
  },
  {
    id: "off-01",
    category: "off-topic",
    question: "What's the weather in Mumbai today?",
    intent: "off-topic",
  },
  { id: "off-02", category: "off-topic", question: "Who won yesterday's IPL match?", intent: "off-topic" },
  {
    id: "off-03",
    category: "off-topic",
    question: "Give me a recipe for paneer butter masala",
    intent: "off-topic",
  },
  {
    id: "off-04",
    category: "off-topic",
    question: "Write a Python function to reverse a string",
    intent: "off-topic",
    excludes: ["def "],
  },
  { id: "off-05", category: "off-topic", question: "Tell me a joke", intent: "off-topic" },
  {
    id: "off-06",
    category: "off-topic",
    question: "Who is the chief minister of Karnataka?",
    intent: "off-topic",
  },
  {
    id: "off-07",
    category: "off-topic",
    question: "Translate 'good morning' into French",
    intent: "off-topic",
    excludes: ["bonjour"],
  },
  {
    id: "off-08",
    category: "off-topic",
    question: "Book a train ticket from Delhi to Jaipur for Friday",
    intent: "off-topic",
  },
  {
    id: "off-09",
    category: "off-topic",
    question: "Which is the best phone under 20000?",
    intent: "off-topic",
  },
  {
    id: "off-10",
    category: "off-topic",
    question: "Solve x^2 - 5x + 6 = 0 for my homework",
    intent: "off-topic",
  },
  // Programming and computer help, even when it asks for "help".
  {
    id: "off-11",
    category: "off-topic",
    question: "help me fix this python error: TypeError: 'NoneType' object is not subscriptable",
    intent: "off-topic",
  },
  { id: "off-12", category: "off-topic", question: "sql query help", intent: "off-topic" },
  {
    id: "off-13",
    category: "off-topic",
    question: "My laptop won't start after the update, what should I do?",
    intent: "off-topic",
  },
  {
    id: "off-14",
    category: "off-topic",
    question: "can you debug my java code? it throws a NullPointerException",
    intent: "off-topic",
  },
  {
    // A spreadsheet question about a finance measure stays on topic.
    id: "off-15",
    category: "definition",
    question: "how to calculate XIRR in excel",
    links: [investTerm("xirr"), "/calculators/return"],
    intent: ["answer", "definition", "calculation"],
  },
];

// ---------------------------------------------------------------------------------------------
// Small talk.

const smallTalk: ChatEvalCase[] = [
  { id: "talk-01", category: "small-talk", question: "hi", intent: "greeting" },
  { id: "talk-02", category: "small-talk", question: "Hello there!", intent: "greeting" },
  { id: "talk-03", category: "small-talk", question: "good morning", intent: "greeting" },
  { id: "talk-04", category: "small-talk", question: "thanks", intent: "thanks" },
  {
    id: "talk-05",
    category: "small-talk",
    question: "Thank you so much, that was really helpful!",
    intent: "thanks",
  },
  { id: "talk-06", category: "small-talk", question: "what can you do?", intent: "capabilities" },
  {
    id: "talk-07",
    category: "small-talk",
    question: "What topics can you help me with?",
    intent: "capabilities",
  },
  { id: "talk-08", category: "small-talk", question: "ok bye", intent: "goodbye" },
];

export const chatEvalCases: ChatEvalCase[] = [
  ...definitions,
  ...facts,
  ...taxCases,
  ...calculations,
  ...followUps,
  ...navigation,
  ...hinglish,
  ...typos,
  ...advice,
  ...offTopic,
  ...smallTalk,
];
