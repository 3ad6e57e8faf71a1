import MiniSearch from "minisearch";
import { processTerm as siteProcessTerm, tokenize } from "~/content/search/engine.ts";

// The assistant answers from passages: a paragraph, list or table of a page, one FAQ, one
// glossary entry. Small pieces let it quote the sentences that answer a question and link to
// the exact section, instead of a whole page.

export interface Passage {
  /** Unique, e.g. "/investments/nps#overview/2". */
  id: string;
  /** Where the passage lives, with the section anchor when there is one. */
  url: string;
  /** The page's title, used as the link text. */
  pageTitle: string;
  /** The section heading, FAQ question or glossary term. */
  heading: string;
  /** Plain text (no link or bold markup). */
  text: string;
  /** Other names of the passage's subject, comma-separated (aliases, abbreviations). */
  keywords: string;
  kind: "page" | "faq" | "glossary" | "calculator" | "lesson" | "tool";
  /** For a table: its rows as short lines, quoted as a list instead of sentences. */
  lines?: string[];
}

export interface PassageHit {
  passage: Passage;
  /** MiniSearch's relevance score. */
  score: number;
  /** How much of the question the best one or two sentences cover (weighted by rarity). */
  coverage: number;
  /** The share of the question's weight those sentences cover, 0 to 1. */
  coverageShare: number;
  /** Those sentences. */
  extract: string;
}

// Chat questions need a little more than the site search: plurals and tenses folded
// ("tiers", "taxed") and a few everyday words mapped to the words pages use.
const chatSynonyms: Record<string, string[]> = {
  limit: ["limit", "maximum", "cap", "ceiling"],
  limits: ["limit", "maximum", "cap", "ceiling"],
  max: ["maximum", "limit"],
  min: ["minimum"],
  withdraw: ["withdraw", "withdrawal"],
  lockin: ["lock"],
  "lock-in": ["lock"],
  safe: ["safe", "safety", "risk"],
  risky: ["risk", "risky"],
  charges: ["charge", "cost", "fee"],
  tax: ["tax", "taxation"],
  taxes: ["tax", "taxation"],
  taxed: ["tax", "taxation"],
  taxation: ["tax", "taxation"],
  taxable: ["tax", "taxable"],
  fees: ["fee", "cost", "charge"],
};

/** Folds common English endings so "tiers" finds "tier" and "taxed" finds "tax". */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith("sses")) return word.slice(0, -2);
  if (word.endsWith("xes") || word.endsWith("ches") || word.endsWith("shes")) return word.slice(0, -2);
  if (word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us") && !word.endsWith("is"))
    return word.slice(0, -1);
  if (word.endsWith("ed") && word.length > 4 && !word.endsWith("eed")) return word.slice(0, -2);
  if (word.endsWith("ing") && word.length > 6) return word.slice(0, -3);
  return word;
}

/** Site search's stop words and synonyms, then chat synonyms and stemming. */
// Words that carry no meaning in a chat question (the site search's stop words cover the rest).
const chatStopWords = new Set(
  "much many applies apply get tell know want need please thing things also really actually any some there".split(
    " ",
  ),
);

export function chatTerms(word: string): string[] {
  const lower = word.toLowerCase();
  if (chatStopWords.has(lower)) return [];
  const extra = chatSynonyms[lower];
  const base = extra ?? siteProcessTerm(lower);
  if (base === null) return [];
  const list = Array.isArray(base) ? base : [base];
  return [...new Set(list.map(stem))];
}

function processTerm(term: string): string[] | null {
  const terms = chatTerms(term);
  return terms.length ? terms : null;
}

interface Concept {
  forms: string[];
  weight: number;
}

export function createPassageIndex(passages: readonly Passage[]) {
  const byId = new Map(passages.map((passage) => [passage.id, passage]));
  const index = new MiniSearch<Passage>({
    fields: ["heading", "pageTitle", "keywords", "text"],
    storeFields: [],
    tokenize,
    processTerm,
    searchOptions: {
      boost: { heading: 2.5, pageTitle: 1.5, keywords: 2, text: 1 },
      prefix: (term) => term.length > 4,
      fuzzy: (term) => (term.length > 6 ? 0.2 : false),
      combineWith: "OR",
      weights: { fuzzy: 0.3, prefix: 0.5 },
    },
  });
  index.addAll(passages as Passage[]);

  // How many passages use each word: rare words say more about what a question is after.
  const documentFrequency = new Map<string, number>();
  for (const passage of passages) {
    const seen = new Set(tokenize(`${passage.heading} ${passage.text}`).map(stem));
    for (const word of seen) documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
  }
  const weightOf = (term: string) => Math.log(1 + passages.length / (1 + (documentFrequency.get(term) ?? 0)));

  /** The question as concepts: each word with its alternatives and a weight by rarity. */
  function concepts(query: string): Concept[] {
    const seen = new Set<string>();
    const list: Concept[] = [];
    for (const word of tokenize(query)) {
      const forms = chatTerms(word);
      const key = forms.join("|");
      if (forms.length === 0 || seen.has(key)) continue;
      seen.add(key);
      list.push({ forms, weight: Math.max(...forms.map(weightOf)) });
    }
    return list;
  }

  return {
    size: passages.length,
    /** Passages ranked by how well their best sentences cover the question, then by score. */
    search(query: string, limit = 8, filter?: (passage: Passage) => boolean): PassageHit[] {
      const cleaned = query.trim().slice(0, 300);
      if (!cleaned) return [];
      const wanted = concepts(cleaned);
      // "What is the rate / how much / the limit" wants a figure: prefer sentences that have one.
      const wantsFigure =
        /\b(tax|taxed|taxation|rates?|how much|limits?|minimum|maximum|percent|amount|cap|costs?|charges?|fees?|interest)\b/.test(
          cleaned,
        );
      const total = wanted.reduce((sum, concept) => sum + concept.weight, 0) || 1;
      const candidates: PassageHit[] = [];
      const seen = new Set<string>();
      const consider = (results: ReturnType<typeof index.search>, limit: number) => {
        let taken = 0;
        for (const result of results) {
          if (taken >= limit) break;
          const passage = byId.get(String(result.id));
          if (!passage || seen.has(passage.id) || (filter && !filter(passage))) continue;
          seen.add(passage.id);
          taken += 1;
          const { coverage, extract } = bestWindow(passage, wanted, wantsFigure);
          candidates.push({
            passage,
            score: result.score,
            coverage,
            coverageShare: Math.min(1, coverage / total),
            extract,
          });
        }
      };
      consider(index.search(cleaned), 30);
      // Common words can crowd out the passages with the question's rarest word ("dicgc limit").
      const rarest = [...wanted].sort((a, b) => b.weight - a.weight)[0];
      if (rarest && wanted.length > 1) consider(index.search(rarest.forms.join(" ")), 10);
      const topScore = candidates[0]?.score ?? 1;
      return candidates
        .map((hit) => {
          const { headingWords } = analyse(hit.passage);
          const headingShare =
            wanted.reduce(
              (sum, concept) =>
                sum + (concept.forms.some((form) => headingWords.has(form)) ? concept.weight : 0),
              0,
            ) / total;
          const figure = wantsFigure && hasFigure(hit.extract) ? 0.15 : 0;
          return {
            hit,
            rank: hit.coverage / total + 0.35 * (hit.score / topScore) + 0.1 * headingShare + figure,
          };
        })
        .sort((a, b) => b.rank - a.rank)
        .slice(0, limit)
        .map(({ hit }) => hit);
    },
  };
}
export type PassageIndex = ReturnType<typeof createPassageIndex>;

/** Sentences of a text, split after full stops that end a sentence (not "Rs." or "1.5"). */
export function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, " ")
    .split(/(?<=[.!?])\s+(?=[A-Z₹("'])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/**
 * The one to three neighbouring sentences that answer the question best: the sentence that
 * covers most of its concepts, plus a neighbour when it adds concepts the first lacks.
 */
function hasFigure(text: string): boolean {
  return /(\d%|₹\s?\d|\d\s?(lakh|crore))/.test(text);
}

interface Analysis {
  sentences: string[];
  /** Each sentence's words, stemmed, in order. */
  sequences: string[][];
  wordSets: Set<string>[];
  headingWords: Set<string>;
}

// Splitting and stemming a passage is the costly part of ranking; each passage is analysed once.
const analyses = new WeakMap<Passage, Analysis>();

function analyse(passage: Passage): Analysis {
  let analysis = analyses.get(passage);
  if (!analysis) {
    const all = sentences(passage.text);
    const sequences = all.map((sentence) => tokenize(sentence).map(stem));
    analysis = {
      sentences: all,
      sequences,
      wordSets: sequences.map((words) => new Set(words)),
      headingWords: new Set(tokenize(passage.heading).map(stem)),
    };
    analyses.set(passage, analysis);
  }
  return analysis;
}

function bestWindow(passage: Passage, wanted: Concept[], wantsFigure: boolean) {
  if (passage.lines) {
    // A question about one row ("Sukanya rate") gets that row, not the whole table.
    const rare = wanted.filter((concept) => concept.weight >= 4);
    const matching = passage.lines.filter((line) => {
      const words = new Set(tokenize(line).map(stem));
      return rare.some((concept) => concept.forms.some((form) => words.has(form)));
    });
    const shown =
      matching.length > 0 && matching.length < passage.lines.length ? matching : passage.lines.slice(0, 9);
    const words = new Set(tokenize(`${passage.heading} ${shown.join(" ")}`).map(stem));
    const coverage = wanted.reduce(
      (sum, concept) => sum + (concept.forms.some((form) => words.has(form)) ? concept.weight : 0),
      0,
    );
    const more = shown.length < passage.lines.length && shown !== matching ? ["- …"] : [];
    return {
      coverage,
      extract: [`${passage.heading}:`, ...shown.map((line) => `- ${line}`), ...more].join("\n"),
    };
  }
  const { sentences: all, sequences, wordSets, headingWords } = analyse(passage);
  const covered = (words: Set<string> | undefined, forms: string[]) =>
    !!words && forms.some((form) => words.has(form));
  const inHeading = (forms: string[]) => forms.some((form) => headingWords.has(form));
  // Words of the question that stand side by side in a sentence ("interest rate") count extra.
  const pairBonus = (index: number) => {
    const words = sequences[index] ?? [];
    let bonus = 0;
    for (let i = 0; i + 1 < wanted.length; i++) {
      const first = wanted[i];
      const second = wanted[i + 1];
      if (!first || !second) continue;
      for (let j = 0; j + 1 < words.length; j++) {
        if (first.forms.includes(words[j] ?? "") && second.forms.includes(words[j + 1] ?? "")) {
          bonus += 0.5 * Math.min(first.weight, second.weight);
          break;
        }
      }
    }
    return bonus;
  };
  const sentenceScore = (index: number, skip: (forms: string[]) => boolean) =>
    wanted.reduce(
      (sum, concept) =>
        sum + (!skip(concept.forms) && covered(wordSets[index], concept.forms) ? concept.weight : 0),
      0,
    );

  let bestIndex = 0;
  let bestScore = -1;
  for (let index = 0; index < all.length; index++) {
    const score = sentenceScore(index, inHeading) + pairBonus(index);
    if (score > bestScore) {
      bestScore = score;
      bestIndex = index;
    }
  }
  // Concepts already answered by the heading or the main sentence; neighbours must add others.
  const main = wordSets[bestIndex];
  const answered = (forms: string[]) => inHeading(forms) || covered(main, forms);
  let start = bestIndex;
  let end = bestIndex + 1;
  let extra = 0;
  for (const neighbour of [bestIndex + 1, bestIndex - 1, bestIndex + 2]) {
    if (neighbour < 0 || neighbour >= all.length || end - start >= 3) continue;
    if (neighbour !== end && neighbour !== start - 1) continue;
    const gain = sentenceScore(neighbour, answered);
    if (gain <= 0) continue;
    extra += gain;
    if (neighbour === end) end += 1;
    else start -= 1;
  }
  const headingCoverage = wanted.reduce(
    (sum, concept) => sum + (inHeading(concept.forms) ? concept.weight : 0),
    0,
  );
  // Asked for a figure: bring in the neighbouring sentence that states it.
  if (wantsFigure && !hasFigure(all.slice(start, end).join(" "))) {
    if (end < all.length && hasFigure(all[end] ?? "")) end += 1;
    else if (start > 0 && hasFigure(all[start - 1] ?? "")) start -= 1;
  }
  let extract = all.slice(start, end).join(" ");
  // A very short answer reads better with the sentence that follows it.
  if (extract.length < 120 && end < all.length) extract = all.slice(start, end + 1).join(" ");
  if (extract.length > 560) extract = `${extract.slice(0, 540).replace(/\s+\S*$/, "")}…`;
  // A heading that names the question's subject ("How PPF is taxed") marks the passage that answers it.
  return { coverage: Math.max(bestScore, 0) + extra * 0.6 + headingCoverage * 1.3, extract };
}
