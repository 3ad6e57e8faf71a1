import MiniSearch, { type SearchResult } from "minisearch";

// The site's search engine: one MiniSearch index over every page, glossary term, calculator
// and course. Pure (no I/O), so the server, the search page and the chat assistant share it.
export interface SearchDocument {
  id: string;
  url: string;
  title: string;
  /** Short label shown with a result, e.g. "Guide", "Glossary", "Calculator". */
  kind: string;
  /** Extra words people search with: abbreviations, aliases, Hindi-English terms. */
  keywords: string;
  /** Plain text of the page, used for matching and snippets. */
  text: string;
}

export interface SearchHit {
  /** The document's id: a page path, or "term:{slug}" for a glossary entry. */
  id: string;
  url: string;
  title: string;
  kind: string;
  snippet: string;
  /** Query terms that matched, for highlighting. */
  terms: string[];
  score: number;
}

// Words that carry no meaning in a search, in English and in Hinglish questions such as
// 'sip kya hai' or 'ppf kaise khole'.
const stopWords = new Set(
  `a an and are as at be by can do does for from how i in is it me my of on or should the to what when where which who why with you your
  kya hai hain kaise kaisa kaun kab kahan ka ki ke ko me mein se par aur ya kare karein karna karen kitna kitni kitne hota hoti hote chahiye
  explain meaning means define definition about vs versus best`
    .split(/\s+/)
    .filter(Boolean),
);

// Expansions for abbreviations and everyday (including Hindi) words, applied to queries and
// documents alike so either form finds the other.
const synonyms: Record<string, string[]> = {
  ltcg: ["long", "term", "capital", "gains"],
  stcg: ["short", "term", "capital", "gains"],
  fd: ["fixed", "deposit"],
  fds: ["fixed", "deposits"],
  rd: ["recurring", "deposit"],
  mf: ["mutual", "fund"],
  mfs: ["mutual", "funds"],
  emi: ["emi", "loan", "instalment"],
  ppf: ["ppf", "public", "provident"],
  nps: ["nps", "pension"],
  scss: ["senior", "citizens", "savings", "scheme"],
  sgb: ["sovereign", "gold", "bond"],
  etf: ["exchange", "traded", "fund"],
  ulip: ["ulip", "unit", "linked", "insurance"],
  elss: ["elss", "tax", "saving"],
  itr: ["income", "tax", "return"],
  tds: ["tds", "deducted", "source"],
  pe: ["price", "earnings"],
  cagr: ["cagr", "compound", "annual", "growth"],
  xirr: ["xirr", "irr", "return"],
  kar: ["tax"],
  tax: ["tax", "kar"],
  bachat: ["savings", "save"],
  nivesh: ["invest", "investment"],
  sona: ["gold"],
  bima: ["insurance"],
  karz: ["loan"],
  ghar: ["home", "house"],
  makan: ["home", "house"],
  shares: ["shares", "stocks", "share"],
  share: ["share", "stocks"],
  crypto: ["crypto", "cryptocurrency"],
  bitcoin: ["bitcoin", "cryptocurrency"],
  retirement: ["retirement", "pension"],
  sip: ["sip", "systematic"],
};

export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Words that carry no meaning in a search (English and Hinglish). */
export function isStopWord(word: string): boolean {
  return stopWords.has(word);
}

export function processTerm(term: string): string | string[] | null {
  const lower = term.toLowerCase();
  if (stopWords.has(lower)) return null;
  // Own keys only: a query such as "constructor" must not find Object.prototype's members.
  return Object.hasOwn(synonyms, lower) ? (synonyms[lower] ?? lower) : lower;
}

/**
 * A query's cost is bounded whatever is typed: each word once, at most 24 words, and no bare one-
 * or two-digit numbers (each would be a prefix of thousands of terms).
 */
export function boundedQuery(query: string): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const word of tokenize(query.slice(0, 400))) {
    if (seen.has(word) || /^\d{1,2}$/.test(word)) continue;
    seen.add(word);
    kept.push(word);
    if (kept.length === 24) break;
  }
  return kept.join(" ");
}

export function createSearchIndex(documents: readonly SearchDocument[]) {
  const index = new MiniSearch<SearchDocument>({
    fields: ["title", "keywords", "text"],
    storeFields: ["url", "title", "kind", "text"],
    tokenize,
    processTerm,
    searchOptions: {
      boost: { title: 4, keywords: 3, text: 1 },
      prefix: (term) => term.length > 2,
      fuzzy: (term) => (term.length > 4 ? 0.2 : term.length > 3 ? 1 : false),
      combineWith: "OR",
      // A page that covers a topic outranks a glossary entry that defines one word of it (the
      // glossaries hold over 450 short entries, so pages need a clear lead).
      // Lessons rank between the two: the reference pages (guides, categories) stay first for a
      // topic, and a lesson that teaches it comes next.
      boostDocument: (id) =>
        String(id).startsWith("term:") ? 1 : String(id).includes("/lessons/") ? 2 : 2.6,
      // Pages whose title holds every query word rank above ones that only mention them.
      weights: { fuzzy: 0.3, prefix: 0.6 },
    },
  });
  index.addAll(documents as SearchDocument[]);
  return {
    size: documents.length,
    search(query: string, limit = 10): SearchHit[] {
      const cleaned = boundedQuery(query);
      if (!cleaned) return [];
      return index
        .search(cleaned)
        .slice(0, limit)
        .map((result) => toHit(result));
    },
    suggest(query: string, limit = 5): string[] {
      return index
        .autoSuggest(query.trim().slice(0, 200))
        .slice(0, limit)
        .map((suggestion) => suggestion.suggestion);
    },
  };
}
export type SearchIndex = ReturnType<typeof createSearchIndex>;

function toHit(result: SearchResult): SearchHit {
  const text = String(result.text ?? "");
  return {
    id: String(result.id),
    url: String(result.url),
    title: String(result.title),
    kind: String(result.kind),
    snippet: snippetAround(text, result.terms),
    terms: result.terms,
    score: result.score,
  };
}

/** About 180 characters of text around the first matched term. */
export function snippetAround(text: string, terms: readonly string[], length = 180): string {
  const lower = text.toLowerCase();
  const positions = terms
    .map((term) => lower.indexOf(term.toLowerCase()))
    .filter((position) => position >= 0);
  const first = positions.length ? Math.min(...positions) : 0;
  const start = Math.max(0, first - 60);
  const slice = text.slice(start, start + length).trim();
  return `${start > 0 ? "…" : ""}${slice}${start + length < text.length ? "…" : ""}`;
}

/** Splits text into plain and highlighted parts for the matched terms. */
export function highlightParts(text: string, terms: readonly string[]): { text: string; match: boolean }[] {
  const words = terms
    .filter((term) => term.length > 1)
    .map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  if (words.length === 0) return [{ text, match: false }];
  const splitter = new RegExp(`(${words.join("|")})`, "gi");
  const whole = new RegExp(`^(?:${words.join("|")})$`, "i");
  return text
    .split(splitter)
    .filter(Boolean)
    .map((part) => ({ text: part, match: whole.test(part) }));
}
