// Shapes of the site's typed content. Content modules are plain data: no React, no server
// code, so routes, the search index and the chat assistant can all read them.

/** A source a page relies on. Official links (incometax.gov.in, rbi.org.in, sebi.gov.in...) preferred. */
export interface Source {
  title: string;
  url: string;
}

/** Inline text may contain links written as [text](/path) (internal) or [text](https://...) and **bold**. */
export type RichText = string;

export type Block =
  | { type: "p"; text: RichText }
  | { type: "list"; items: RichText[]; ordered?: boolean }
  | { type: "table"; caption: string; columns: string[]; rows: RichText[][]; note?: RichText }
  | { type: "callout"; tone: "info" | "warning" | "tip"; title?: string; text: RichText }
  | { type: "example"; title: string; lines: RichText[] }
  | FigureBlock;

export type {
  ChartData,
  ChartValueFormat,
  LineChartData,
  PayoffChartData,
  PayoffLeg,
} from "#app/lib/chart-geometry.ts";

import type { ChartData } from "#app/lib/chart-geometry.ts";

/**
 * A chart drawn on the server as SVG from its data (never an image), with the figures as a
 * table beside it. The numbers are computed in code from the page's worked example, a formula
 * or the market-history data, never typed (app/content/courses/figures/).
 */
export interface FigureBlock {
  type: "figure";
  /** kebab-case, unique within the page: the anchor and the prefix of the chart's ids. */
  id: string;
  title: string;
  /** What the chart shows and what to notice; shown under the title. */
  caption: RichText;
  /** The chart in words for screen readers: the shape and the figures that matter. */
  alt: string;
  chart: ChartData;
}

export interface ArticleSection {
  /** Stable anchor, kebab-case, unique within the page. */
  id: string;
  heading: string;
  blocks: Block[];
}

export interface Faq {
  question: string;
  answer: RichText;
}

/**
 * The body of a content page (guide, resource, strategy, legal page, sub-page). The page's
 * title, meta description and summary live in the page table (app/content/site-pages.ts);
 * the body is keyed by the same path.
 */
export interface ArticleBody {
  path: string;
  /** ISO date (YYYY-MM-DD) the facts on the page were last checked. */
  lastReviewed: string;
  sources: Source[];
  sections: ArticleSection[];
  faqs?: Faq[];
  /** Internal paths worth reading next. */
  related?: string[];
}

export type RiskLevel = "Low" | "Moderate" | "High";

export const categoryIds = [
  "emergency-fund",
  "term-life-insurance",
  "health-insurance",
  "stocks",
  "mutual-funds",
  "bonds",
  "real-estate",
  "gold",
  "nps",
  "etfs",
  "fixed-deposits",
  "certificate-of-deposit",
  "ppf",
  "ulip",
  "senior-citizens-savings-scheme",
  "us-stocks",
  "cryptocurrency",
] as const;
export type CategoryId = (typeof categoryIds)[number];

/** Icon names the UI maps to lucide-react icons. */
export type IconName =
  | "shield"
  | "heart-pulse"
  | "umbrella"
  | "trending-up"
  | "pie-chart"
  | "landmark"
  | "home"
  | "coins"
  | "piggy-bank"
  | "layers"
  | "banknote"
  | "file-text"
  | "lock"
  | "briefcase"
  | "users"
  | "globe"
  | "bitcoin"
  | "calculator"
  | "target"
  | "percent"
  | "car"
  | "repeat"
  | "scale"
  | "gauge"
  | "book-open"
  | "graduation-cap";

/** A range in percent a year written 'a-b', e.g. '8-12'; a negative lower bound is written '-5-20'. */
export type ReturnRangeText = `${number}-${number}` | `-${number}-${number}`;

/** No sourced series to compute the range from: cards say so, the page explains why (returnsBasis). */
export const noReliableSeries = "no-series";
/** Insurance: the premium buys cover, not growth, so there is no return to show. */
export const protectionNotInvestment = "protection";

export type ReturnRange = ReturnRangeText | typeof noReliableSeries | typeof protectionNotInvestment;

export interface ReturnRanges {
  oneYear: ReturnRange;
  threeYear: ReturnRange;
  fiveYear: ReturnRange;
  tenYear: ReturnRange;
}

export interface InvestmentCategory {
  id: CategoryId;
  title: string;
  /** One or two sentences for cards and meta descriptions (<= 160 characters). */
  description: string;
  /** At least 600 words for a beginner; paragraphs separated by a blank line ("\n\n"). */
  detailedDescription: string;
  tagline: string;
  icon: IconName;
  minInvestment: string;
  riskLevel: RiskLevel;
  riskDescription: string;
  returns: ReturnRanges;
  /** What the return ranges are (e.g. rolling returns of the Nifty 50 TRI, 2000-2025) and where they come from. */
  returnsBasis: string;
  taxImplications: string;
  recommendedHorizon: string;
  regulatedBy: string;
  examples: string[];
  pros: string[];
  cons: string[];
  strategies: { title: string; description: string }[];
  importance?: "high";
  howToStart: { documents: string[]; platforms: string[]; steps: string[] };
  faqs: Faq[];
  sources: Source[];
  lastReviewed: string;
  /** Calculator slugs, e.g. "sip", "tax". */
  relatedCalculators: string[];
  relatedCategories: CategoryId[];
  /**
   * Other names people use for it: abbreviations, everyday and Hinglish words ("FD", "sona").
   * The chat assistant and search read them; nothing else needs a list of product names.
   */
  aliases?: string[];
}

export interface GlossaryTerm {
  /** kebab-case, unique across all three glossaries; used as the anchor #term-{slug}. */
  slug: string;
  term: string;
  /** Other names and abbreviations, e.g. ["P/E", "PE ratio"]. */
  aliases?: string[];
  /** One line. */
  definition: string;
  /** Two to four sentences for a beginner. */
  explanation: string;
  /** A worked example with rupee figures where it helps. */
  example?: string;
  /** Slugs of related terms; each must exist in one of the glossaries. */
  related: string[];
  /** Internal pages that explain more, as paths. */
  links?: string[];
}
