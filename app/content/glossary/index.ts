import type { GlossaryTerm } from "../types.ts";
import { investmentTerms } from "./investment-terms.ts";
import { mutualFundTerms } from "./mutual-fund-terms.ts";

// The three glossaries and their pages. Term slugs are unique across all of them, so
// /resources/{glossary}#term-{slug} is a stable address for every term.
export interface Glossary {
  path: string;
  /** Short name for results and breadcrumbs. */
  name: string;
  terms: readonly GlossaryTerm[];
}

export const glossaries: readonly Glossary[] = [
  { path: "/resources/mutual-fund-terminologies", name: "Mutual fund terms", terms: mutualFundTerms },
  { path: "/resources/investment-terminologies", name: "Investment terms", terms: investmentTerms },
];

export function getGlossary(path: string): Glossary | undefined {
  return glossaries.find((glossary) => glossary.path === path);
}

export function allGlossaryTerms(): { term: GlossaryTerm; glossary: Glossary }[] {
  return glossaries.flatMap((glossary) => glossary.terms.map((term) => ({ term, glossary })));
}

/** Where a term lives: its glossary page and anchor. */
export function termUrl(slug: string): string | undefined {
  const found = allGlossaryTerms().find((entry) => entry.term.slug === slug);
  return found ? `${found.glossary.path}#term-${slug}` : undefined;
}
