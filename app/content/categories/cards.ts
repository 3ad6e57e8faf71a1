import {
  type InvestmentCategory,
  noReliableSeries,
  protectionNotInvestment,
  type ReturnRange,
} from "../types.ts";

// What a category card needs: a small slice of the category, sent with the home page. The
// quick-view modal's longer text (CategoryQuickView) is fetched when a card is opened, so
// the home page does not carry seventeen categories' worth of prose.
export interface CategoryCardData {
  id: InvestmentCategory["id"];
  title: string;
  description: string;
  icon: InvestmentCategory["icon"];
  regulatedBy: string;
  riskLevel: InvestmentCategory["riskLevel"];
  returns: { fiveYear: ReturnRange };
  recommendedHorizon: string;
  minInvestment: string;
  importance?: "high";
  detailsPath: string;
}

/** The quick-view modal's text: GET /api/categories/{id}/quick-view. */
export interface CategoryQuickView {
  overview: string;
  pros: string[];
  cons: string[];
  taxImplications: string;
  examples: string[];
}

/** Details link of a card: the category page, except the brief's stock-terminologies link. */
export function categoryDetailsPath(id: string): string {
  return id === "stock-terminologies" ? "/resources/stock-fundamentals" : `/investments/${id}`;
}

export function toCategoryCard(category: InvestmentCategory): CategoryCardData {
  return {
    id: category.id,
    title: category.title,
    description: category.description,
    icon: category.icon,
    regulatedBy: category.regulatedBy,
    riskLevel: category.riskLevel,
    returns: { fiveYear: category.returns.fiveYear },
    recommendedHorizon: category.recommendedHorizon,
    minInvestment: category.minInvestment,
    ...(category.importance ? { importance: category.importance } : {}),
    detailsPath: categoryDetailsPath(category.id),
  };
}

export function toCategoryQuickView(category: InvestmentCategory): CategoryQuickView {
  const overview =
    category.detailedDescription
      .split(/\n\s*\n/)
      .slice(0, 2)
      .join("\n\n") || category.description;
  return {
    overview,
    pros: category.pros,
    cons: category.cons,
    taxImplications: category.taxImplications,
    examples: category.examples,
  };
}

/** Tailwind classes for a risk level: Low green, Moderate yellow, otherwise red (brief). */
export function riskTone(riskLevel: string): string {
  if (riskLevel === "Low")
    return "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100";
  if (riskLevel === "Moderate")
    return "bg-yellow-100 text-yellow-900 dark:bg-yellow-900/60 dark:text-yellow-100";
  return "bg-red-100 text-red-900 dark:bg-red-900/60 dark:text-red-100";
}

const noRangeKeys = {
  [noReliableSeries]: "returns.noSeries",
  [protectionNotInvestment]: "returns.protection",
} as const;

/** "8-12" -> "8% to 12%"; "no-series" and "protection" -> the words `translate` gives their keys. */
export function formatReturnRange(
  range: ReturnRange,
  translate: (key: (typeof noRangeKeys)[keyof typeof noRangeKeys]) => string,
): string {
  if (range === noReliableSeries || range === protectionNotInvestment) return translate(noRangeKeys[range]);
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*-\s*(-?\d+(?:\.\d+)?)\s*$/.exec(range);
  return match ? `${match[1]}% to ${match[2]}%` : range;
}
