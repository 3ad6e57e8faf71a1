import type { InvestmentCategory, ReturnRange } from "../types.ts";

// The home page's category filter (brief section 5).
export const categoryFilters = ["all", "popular", "high-returns", "low-risk"] as const;
export type CategoryFilter = (typeof categoryFilters)[number];

export const popularCategoryIds: readonly string[] = [
  "stocks",
  "mutual-funds",
  "fixed-deposits",
  "gold",
  "ppf",
  "ulip",
  "senior-citizens-savings-scheme",
  "certificate-of-deposit",
];

/** Bounds of a return range written 'a-b' (either bound may be negative: '-5-20'); null when there is no range ("no-series", "protection"). */
export function parseReturnRange(range: string): { low: number; high: number } | null {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*-\s*(-?\d+(?:\.\d+)?)\s*$/.exec(range);
  if (!match) return null;
  return { low: Number(match[1]), high: Number(match[2]) };
}

type Filterable = {
  id: string;
  riskLevel: InvestmentCategory["riskLevel"];
  returns: { fiveYear: ReturnRange };
};

export function matchesFilter(category: Filterable, filter: CategoryFilter): boolean {
  switch (filter) {
    case "all":
      return true;
    case "popular":
      return popularCategoryIds.includes(category.id);
    case "high-returns":
      // A category with no reliable series, or insurance, has no upper bound to compare.
      return (parseReturnRange(category.returns.fiveYear)?.high ?? 0) > 12;
    case "low-risk":
      return category.riskLevel === "Low";
  }
}

/** The Diversification card joins the grid only for these filters. */
export function showsDiversificationCard(filter: CategoryFilter): boolean {
  return filter === "all" || filter === "popular";
}
