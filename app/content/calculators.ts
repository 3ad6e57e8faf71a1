import type { IconName } from "./types.ts";

// The calculator cards of the brief (section 3): one entry per calculator page. The page
// table, the navigation and the home page all read this list.
export const calculatorSlugs = [
  "sip",
  "lumpsum",
  "return",
  "averaging",
  "car-emi",
  "home-emi",
  "loan-repayment",
  "risk-tolerance",
  "goal",
  "inflation",
  "tax",
  "rent-vs-buy",
] as const;
export type CalculatorSlug = (typeof calculatorSlugs)[number];

export interface CalculatorCard {
  slug: CalculatorSlug;
  title: string;
  titleKey: string;
  description: string;
  descriptionKey: string;
  path: `/calculators/${CalculatorSlug}`;
  icon: IconName;
  /** Tailwind gradient classes for the card's icon tile. */
  gradient: string;
}

function card(
  slug: CalculatorSlug,
  title: string,
  description: string,
  icon: IconName,
  gradient: string,
): CalculatorCard {
  const key = slug.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
  return {
    slug,
    title,
    titleKey: `calc.${key}.title`,
    description,
    descriptionKey: `calc.${key}.description`,
    path: `/calculators/${slug}`,
    icon,
    gradient,
  };
}

export const calculators: readonly CalculatorCard[] = [
  card(
    "sip",
    "SIP Calculator",
    "See what a monthly SIP can grow to, with an optional yearly step-up and the value in today's rupees.",
    "repeat",
    "from-emerald-500 to-teal-600",
  ),
  card(
    "lumpsum",
    "Lumpsum Calculator",
    "Project the growth of a one-time investment year by year at a steady annual return.",
    "piggy-bank",
    "from-sky-500 to-blue-600",
  ),
  card(
    "return",
    "Return Calculator",
    "Work out absolute return, CAGR and XIRR for an investment with dated cash flows.",
    "percent",
    "from-violet-500 to-purple-600",
  ),
  card(
    "averaging",
    "Averaging Calculator",
    "Find your average buy price across lots and how many shares bring it to a target.",
    "scale",
    "from-amber-500 to-orange-600",
  ),
  card(
    "car-emi",
    "Car EMI Calculator",
    "Monthly instalment, total interest and the repayment schedule of a car loan.",
    "car",
    "from-rose-500 to-pink-600",
  ),
  card(
    "home-emi",
    "Home Loan EMI Calculator",
    "EMI, principal and interest split and amortisation of a home loan, with the tax note for your regime.",
    "home",
    "from-cyan-500 to-sky-600",
  ),
  card(
    "loan-repayment",
    "Loan Prepayment Calculator",
    "See the interest and months a one-time or regular prepayment saves, shorter tenure or lower EMI.",
    "banknote",
    "from-lime-500 to-green-600",
  ),
  card(
    "risk-tolerance",
    "Risk Tolerance Assessment",
    "Answer ten questions to see your risk profile and an educational asset mix for it.",
    "gauge",
    "from-red-500 to-rose-600",
  ),
  card(
    "goal",
    "Investment Goal Calculator",
    "Inflate a goal to its future cost and find the monthly SIP or lumpsum that reaches it.",
    "target",
    "from-indigo-500 to-blue-600",
  ),
  card(
    "inflation",
    "Inflation Impact Calculator",
    "What today's expenses will cost in future, and what a future sum is worth today.",
    "trending-up",
    "from-orange-500 to-red-600",
  ),
  card(
    "tax",
    "Income Tax Calculator",
    "Compare the old and new regimes for tax year 2026-27 with a slab-by-slab breakdown.",
    "file-text",
    "from-teal-500 to-emerald-600",
  ),
  card(
    "rent-vs-buy",
    "Rent vs Buy Calculator",
    "Compare the net worth of buying a home with renting and investing the difference, year by year.",
    "landmark",
    "from-fuchsia-500 to-purple-600",
  ),
];

export function getCalculator(slug: string): CalculatorCard | undefined {
  return calculators.find((calculator) => calculator.slug === slug);
}
