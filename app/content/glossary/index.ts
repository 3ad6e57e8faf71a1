import type { GlossaryTerm, Source } from "../types.ts";
import { investmentTerms } from "./investment-terms.ts";
import { mutualFundTerms } from "./mutual-fund-terms.ts";
import { stockTerms } from "./stock-terms.ts";

// The three glossaries and their pages. Term slugs are unique across all of them, so
// /resources/{glossary}#term-{slug} is a stable address for every term.
export interface Glossary {
  path: string;
  /** Short name for results and breadcrumbs. */
  name: string;
  terms: readonly GlossaryTerm[];
  lastReviewed: string;
  sources: Source[];
}

const reviewed = "2026-11-22";

export const glossaries: readonly Glossary[] = [
  {
    path: "/resources/stock-terminologies",
    name: "Stock market terms",
    terms: stockTerms,
    lastReviewed: reviewed,
    sources: [
      { title: "SEBI investor education website", url: "https://investor.sebi.gov.in/" },
      { title: "NSE: Investor education", url: "https://www.nseindia.com/learn" },
      { title: "BSE: Investor protection", url: "https://www.bseindia.com/investors" },
      { title: "Income Tax Department", url: "https://incometaxindia.gov.in/" },
    ],
  },
  {
    path: "/resources/mutual-fund-terminologies",
    name: "Mutual fund terms",
    terms: mutualFundTerms,
    lastReviewed: reviewed,
    sources: [
      { title: "AMFI: Investor corner", url: "https://www.amfiindia.com/investor-corner" },
      { title: "SEBI: Mutual funds", url: "https://www.sebi.gov.in/" },
      { title: "SEBI investor education website", url: "https://investor.sebi.gov.in/" },
      { title: "Income Tax Department", url: "https://incometaxindia.gov.in/" },
    ],
  },
  {
    path: "/resources/investment-terminologies",
    name: "Investment terms",
    terms: investmentTerms,
    lastReviewed: reviewed,
    sources: [
      { title: "Reserve Bank of India", url: "https://www.rbi.org.in/" },
      { title: "SEBI investor education website", url: "https://investor.sebi.gov.in/" },
      { title: "Income Tax Department", url: "https://incometaxindia.gov.in/" },
      { title: "National Savings Institute: small savings schemes", url: "https://www.nsiindia.gov.in/" },
      { title: "PFRDA: National Pension System", url: "https://www.pfrda.org.in/" },
    ],
  },
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
