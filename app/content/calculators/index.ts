import { card as averaging } from "./averaging.ts";
import { card as brokerage } from "./brokerage.ts";
import { card as carEmi } from "./car-emi.ts";
import type { CalculatorCard } from "./card.ts";
import { card as goal } from "./goal.ts";
import { card as homeEmi } from "./home-emi.ts";
import { card as inflation } from "./inflation.ts";
import { card as loanRepayment } from "./loan-repayment.ts";
import { card as lumpsum } from "./lumpsum.ts";
import { card as rentVsBuy } from "./rent-vs-buy.ts";
import { card as returnCard } from "./return.ts";
import { card as riskTolerance } from "./risk-tolerance.ts";
import { card as sip } from "./sip.ts";
import { card as tax } from "./tax.ts";

export type { CalculatorCard } from "./card.ts";

// The calculators' catalog: slug -> card, in menu order. Cards are content (titles, descriptions,
// search words), so the page table, menus, search and sitemap read them here; each calculator's
// code lives in app/features/calculators/<slug>/ and the registry there loads it by the same slug.
export const calculatorCards = {
  sip: sip,
  lumpsum: lumpsum,
  return: returnCard,
  averaging: averaging,
  "car-emi": carEmi,
  "home-emi": homeEmi,
  "loan-repayment": loanRepayment,
  "risk-tolerance": riskTolerance,
  goal: goal,
  inflation: inflation,
  tax: tax,
  "rent-vs-buy": rentVsBuy,
  brokerage: brokerage,
} satisfies Record<string, CalculatorCard>;

export type CalculatorSlug = keyof typeof calculatorCards;

export interface CalculatorListing extends CalculatorCard {
  slug: CalculatorSlug;
  path: `/calculators/${CalculatorSlug}`;
}

export function isCalculatorSlug(value: string): value is CalculatorSlug {
  return Object.hasOwn(calculatorCards, value);
}

/** Every calculator's card with its slug and path, in catalog order. */
export const calculatorList: readonly CalculatorListing[] = Object.entries(calculatorCards).flatMap(
  ([slug, card]) =>
    isCalculatorSlug(slug) ? [{ ...card, slug, path: `/calculators/${slug}` as const }] : [],
);

export function getCalculatorListing(slug: string): CalculatorListing | undefined {
  return calculatorList.find((listing) => listing.slug === slug);
}
