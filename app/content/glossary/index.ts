import { withFacts } from "../facts/resolve.ts";
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

/** The glossaries as written ({{fact:id}} tokens unresolved, for the facts copy test). */
export const glossarySources: readonly Glossary[] = [
  {
    path: "/resources/stock-terminologies",
    name: "Stock market terms",
    terms: stockTerms,
    lastReviewed: reviewed,
    sources: [
      { title: "NSE: investor learning centre", url: "https://www.nseindia.com/learn" },
      { title: "BSE: investors", url: "https://www.bseindia.com/investors" },
      {
        title: "Income Tax Department: text of the Income-tax Act",
        url: "https://incometaxindia.gov.in/pages/acts/income-tax-act.aspx",
      },
    ],
  },
  {
    path: "/resources/mutual-fund-terminologies",
    name: "Mutual fund terms",
    terms: mutualFundTerms,
    lastReviewed: reviewed,
    sources: [
      { title: "AMFI: Investor corner", url: "https://www.amfiindia.com/investor-corner" },
      {
        title: "SEBI circular of 6 Oct 2017: categorisation and rationalisation of mutual fund schemes",
        url: "https://www.sebi.gov.in/legal/circulars/oct-2017/categorization-and-rationalization-of-mutual-fund-schemes_36199.html",
      },
      {
        title: "Income Tax Department: text of the Income-tax Act",
        url: "https://incometaxindia.gov.in/pages/acts/income-tax-act.aspx",
      },
    ],
  },
  {
    path: "/resources/investment-terminologies",
    name: "Investment terms",
    terms: investmentTerms,
    lastReviewed: reviewed,
    sources: [
      {
        title: "RBI press releases (Monetary Policy Statements)",
        url: "https://www.rbi.org.in/Scripts/BS_PressReleaseDisplay.aspx",
      },
      {
        title: "Income Tax Department: text of the Income-tax Act",
        url: "https://incometaxindia.gov.in/pages/acts/income-tax-act.aspx",
      },
      {
        title: "India Post: Post Office savings schemes and current interest rates",
        url: "https://www.indiapost.gov.in/Financial/Pages/Content/Post-Office-Saving-Schemes.aspx",
      },
      {
        title: "PFRDA: active circulars on the National Pension System",
        url: "https://www.pfrda.org.in/regulatory-framework/circulars/active-circulars",
      },
    ],
  },
];

export const glossaries: readonly Glossary[] = glossarySources.map((glossary) => ({
  ...glossary,
  terms: withFacts(glossary.terms),
}));

export function getGlossary(path: string): Glossary | undefined {
  return glossaries.find((glossary) => glossary.path === path);
}

export function allGlossaryTerms(): { term: GlossaryTerm; glossary: Glossary }[] {
  return glossaries.flatMap((glossary) => glossary.terms.map((term) => ({ term, glossary })));
}

/** A glossary entry as a page shows it: related terms and pages resolved to their addresses. */
export interface GlossaryEntry extends GlossaryTerm {
  /** Related terms (they may live in another glossary). */
  relatedLinks: { slug: string; term: string; url: string }[];
  pageLinks: { path: string; title: string }[];
}

/** The letter a term is listed under ("#" for a term that starts with a digit or symbol). */
export function glossaryInitial(term: string): string {
  const letter = term.trim().charAt(0).toUpperCase();
  return /[A-Z]/.test(letter) ? letter : "#";
}
