import { type CategoryId, categoryIds, type InvestmentCategory } from "../types.ts";

// TEMPORARY stub while the category files are written.
const titles: Record<CategoryId, string> = {
  "emergency-fund": "Emergency Fund",
  "term-life-insurance": "Term Life Insurance",
  "health-insurance": "Health Insurance",
  stocks: "Stocks",
  "mutual-funds": "Mutual Funds",
  bonds: "Bonds",
  "real-estate": "Real Estate",
  gold: "Gold",
  nps: "National Pension System",
  etfs: "ETFs",
  "fixed-deposits": "Fixed Deposits",
  "certificate-of-deposit": "Certificate of Deposit",
  ppf: "Public Provident Fund",
  ulip: "ULIPs",
  "senior-citizens-savings-scheme": "Senior Citizens' Savings Scheme",
  "us-stocks": "US Stocks",
  cryptocurrency: "Cryptocurrency",
};

export const categories: readonly InvestmentCategory[] = categoryIds.map((id) => ({
  id,
  title: titles[id],
  description: `${titles[id]} explained for Indian investors.`,
  detailedDescription: "",
  tagline: "",
  icon: "coins",
  minInvestment: "₹1,000",
  riskLevel: "Moderate",
  riskDescription: "",
  returns: { oneYear: "0-10", threeYear: "0-10", fiveYear: "0-10", tenYear: "0-10" },
  returnsBasis: "",
  taxImplications: "",
  recommendedHorizon: "",
  color: "from-emerald-500 to-teal-600",
  regulatedBy: "",
  examples: [],
  pros: [],
  cons: [],
  strategies: [],
  howToStart: { documents: [], platforms: [], steps: [] },
  faqs: [],
  sources: [],
  lastReviewed: "2026-11-22",
  relatedCalculators: [],
  relatedCategories: [],
  ...(id === "emergency-fund" || id === "term-life-insurance" || id === "health-insurance"
    ? { importance: "high" as const }
    : {}),
}));

export function getCategory(id: string): InvestmentCategory | undefined {
  return categories.find((category) => category.id === id);
}
