import type { Passage, SiteIndex } from "#app/features/search/index.ts";
import { isStopWord, processTerm, type SearchHit, stem, tokenize } from "#app/features/search/index.ts";
import type { Subject } from "./lexicon.ts";

// Answering from the site: the site search ranks the pages for the question, and the passage
// within the top pages that covers most of the question (its rarest words counting most) is
// quoted. When the question is about a product, only passages about that product qualify.

/** Words of a chat question that say nothing about its subject. */
const chatStopWords = new Set(
  "much many applies apply get got tell know want need please thing things also really actually any some there this that these those it its is are was were will would should could can may might must be been being have has had do does did done i me my we our you your he she they them their if then so than just about into over under after before while during more most less very too same such other".split(
    " ",
  ),
);

// Word families: "taxable" and "taxation" are about tax, "withdrawal" about withdrawing,
// "deductible" and "deduction" about deducting. Both the question's words and the passages'
// are folded the same way, so a passage saying "tax-free" answers "is it taxable?".
const familyEndings: [RegExp, string][] = [
  [/^(.{3,})(?:ability|ibility|able|ible|ation)$/, ""],
  [/^(.{4,}c)tion$/, "t"],
  [/^(.{2,}mp)tion$/, "t"],
  [/^(.{5,})al$/, ""],
  [/^(.{6,})ment$/, ""],
];

/** A stemmed word's base, when it ends in a derivational ending ("taxabl" has none: see stem). */
export function familyOf(word: string): string | undefined {
  for (const [ending, suffix] of familyEndings) {
    const match = ending.exec(word);
    if (match?.[1]) return `${match[1]}${suffix}`;
  }
  return undefined;
}

function withFamilies(words: readonly string[]): string[] {
  const all = [...words];
  for (const word of words) {
    const base = familyOf(word);
    if (base) all.push(base);
  }
  return all;
}

export interface Concept {
  forms: string[];
  weight: number;
}

/** The question as concepts: each meaningful word with its other forms, weighted by rarity. */
export function concepts(index: SiteIndex, query: string): Concept[] {
  const total = index.passages.length;
  const seen = new Set<string>();
  const list: Concept[] = [];
  // Repeated words count once, and a message's cost is bounded: its first 60 words, of which at
  // most 24 concepts (and 6 bare numbers) are weighed.
  let numbers = 0;
  for (const word of tokenize(query).slice(0, 60)) {
    if (list.length >= 24) break;
    if (/^\d+$/.test(word) && ++numbers > 6) continue;
    if (chatStopWords.has(word) || isStopWord(word) || seen.has(word)) continue;
    seen.add(word);
    const processed = processTerm(word);
    const forms = [
      ...new Set(
        withFamilies(
          [word, ...(processed === null ? [] : Array.isArray(processed) ? processed : [processed])].map(stem),
        ),
      ),
    ];
    // Weighed by the word as written: a rare synonym ("kar" for tax) must not make it weigh more.
    // A word the site never uses (a name, a slip, a Hinglish word) says little about which page answers.
    const frequency = index.passageFrequency(forms[0] ?? word);
    const weight = frequency === 0 ? 0.5 : Math.log(1 + total / (1 + frequency));
    list.push({ forms, weight });
  }
  return list;
}

export function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, " ")
    .split(/(?<=[.!?])\s+(?=[A-Z₹("'])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

function hasFigure(text: string): boolean {
  return /(\d%|₹\s?\d|\d\s?(lakh|crore)|\d+ (years?|months?))/.test(text);
}

interface Analysis {
  sentences: string[];
  sequences: string[][];
  headingSequence: string[];
  wordSets: Set<string>[];
  headingWords: Set<string>;
  allWords: Set<string>;
}

const clockTime = /\b\d{1,2}[:.]\d{2}\s?(am|pm)\b/i;
const timeWords = ["time", "timing", "hour"];

// Splitting and stemming a passage is the costly part of ranking; each passage is analysed once.
const analyses = new WeakMap<Passage, Analysis>();

export function analyse(passage: Passage): Analysis {
  let analysis = analyses.get(passage);
  if (!analysis) {
    const all = passage.lines ? passage.lines : sentences(passage.text);
    // A clock time ("9:15 am to 3:30 pm") answers a question about times, whatever word it uses
    // for them ("timings", "hours", "what time").
    const sequences = all.map((sentence) => [
      ...tokenize(sentence).map(stem),
      ...(clockTime.test(sentence) ? timeWords : []),
    ]);
    const headingSequence = tokenize(passage.heading).map(stem);
    const headingWords = new Set(withFamilies(headingSequence));
    const allWords = new Set([
      ...headingWords,
      ...withFamilies(sequences.flat()),
      ...withFamilies(tokenize(passage.pageTitle).map(stem)),
    ]);
    analysis = {
      sentences: all,
      sequences,
      headingSequence,
      wordSets: sequences.map((words) => new Set(withFamilies(words))),
      headingWords,
      allWords,
    };
    analyses.set(passage, analysis);
  }
  return analysis;
}

// Each subject's names as lists of words, split once.
const nameParts = new WeakMap<Subject, string[][]>();
function partsOf(subject: Subject): string[][] {
  let parts = nameParts.get(subject);
  if (!parts) {
    parts = subject.names.map((name) => name.split(" "));
    nameParts.set(subject, parts);
  }
  return parts;
}

/** Whether a sentence (its stemmed words in order) names a subject by one of its names. */
function sequenceNames(words: readonly string[], subject: Subject): boolean {
  return partsOf(subject).some((parts) => {
    for (let start = 0; start + parts.length <= words.length; start++)
      if (parts.every((part, offset) => words[start + offset] === part)) return true;
    return false;
  });
}

function namesIn(passage: Passage, subject: Subject): boolean {
  const { sequences, headingSequence, allWords } = analyse(passage);
  return subject.names.some((name) => {
    const parts = name.split(" ");
    if (!parts.every((part) => allWords.has(part))) return false;
    if (parts.length === 1) return true;
    return [...sequences, headingSequence].some((words) => {
      for (let start = 0; start + parts.length <= words.length; start++)
        if (parts.every((part, offset) => words[start + offset] === part)) return true;
      return false;
    });
  });
}

// Which passages name a subject: worked out once per subject and passage, and kept.
const aboutCache = new WeakMap<Subject, WeakMap<Passage, boolean>>();

/** Whether a passage speaks of a subject: on its own page, or naming it. */
export function isAbout(passage: Passage, subject: Subject): boolean {
  if (subject.documentIds.includes(passage.documentId)) return true;
  let known = aboutCache.get(subject);
  if (!known) {
    known = new WeakMap();
    aboutCache.set(subject, known);
  }
  let answer = known.get(passage);
  if (answer === undefined) {
    answer = namesIn(passage, subject);
    known.set(passage, answer);
  }
  return answer;
}

export interface PassageAnswer {
  passage: Passage;
  extract: string;
  coverage: number;
  /** Share of the question's weight covered, 0 to 1. */
  share: number;
  rank: number;
}

/** The one to three neighbouring sentences (or table rows) that answer the question best. */
const pastSentence = /^(before|earlier|until|till|previously|up to|in the past|formerly)\b/i;
// A sentence that only tells what a figure used to be: left out of a quote about now.
const pastFigureSentence =
  /\b(the )?earlier (limits?|rates?|rules?|caps?|figures?|thresholds?) (was|were)\b|\b(was|were) (raised|increased|cut|reduced|lowered|changed|revised) from\b/i;

/**
 * An FAQ answer's "Yes." or "No." answers the FAQ's own question. Quoted for a different question
 * ("can I set a loss off against a gain?" answered from "...against my salary?") it says the
 * opposite of the truth, so it stays only when the question asks what the FAQ asks.
 */
function withoutForeignVerdict(extract: string, passage: Passage, wanted: readonly Concept[]): string {
  const verdict = /^(yes|no)\b[.,!:]?\s+/i.exec(extract);
  if (!verdict) return extract;
  const asked = new Set(wanted.flatMap((concept) => concept.forms));
  const faqWords = [...new Set(analyse(passage).headingSequence.filter((word) => !isStopWord(word)))];
  const shared = faqWords.filter((word) => asked.has(word)).length;
  if (faqWords.length > 0 && shared / faqWords.length >= 0.75) return extract;
  const rest = extract.slice(verdict[0].length);
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

/** An FAQ answer's opening: its first three sentences, at most about 600 characters. */
function faqOpening(all: readonly string[]): string {
  let extract = "";
  for (const sentence of all.slice(0, 3)) {
    if (extract && extract.length + sentence.length > 600) break;
    extract = extract ? `${extract} ${sentence}` : sentence;
  }
  return extract.length > 600 ? `${extract.slice(0, 580).replace(/\s+\S*$/, "")}…` : extract;
}

/**
 * Whether an FAQ asks what the question asks: its question covers most of the question's weight,
 * and most of its own words are the question's.
 */
function faqAsks(
  passage: Passage,
  asked: readonly Concept[],
  askedWeight: number,
  wanted: readonly Concept[],
): boolean {
  const { headingWords, headingSequence } = analyse(passage);
  const covered = asked.reduce(
    (sum, concept) => sum + (concept.forms.some((form) => headingWords.has(form)) ? concept.weight : 0),
    0,
  );
  if (covered < askedWeight * 0.5) return false;
  const forms = new Set(wanted.flatMap((concept) => concept.forms));
  const own = [...new Set(headingSequence.filter((word) => !isStopWord(word) && !chatStopWords.has(word)))];
  return own.length > 0 && own.filter((word) => forms.has(word)).length / own.length >= 0.6;
}

function bestWindow(
  passage: Passage,
  wanted: readonly Concept[],
  wantsFigure: boolean,
  asksAboutPast: boolean,
  sameQuestion = false,
  subjects: readonly Subject[] = [],
  rivals: readonly Subject[] = [],
) {
  const { sentences: all, sequences, wordSets, headingWords } = analyse(passage);
  // A sentence on another product ("Losses on crypto cannot be set off...") does not answer a
  // question about shares, however many words it shares with it, unless it names them too.
  const onRival = (index: number) => {
    if (rivals.length === 0) return false;
    const words = sequences[index] ?? [];
    const present = wordSets[index];
    // Cheap first: a name whose words are not all in the sentence is not in it.
    const names = (subject: Subject) =>
      partsOf(subject).some((parts) => parts.every((word) => present?.has(word))) &&
      sequenceNames(words, subject);
    return rivals.some(names) && !subjects.some(names);
  };
  const inHeading = (forms: string[]) => forms.some((form) => headingWords.has(form));
  const covered = (index: number, forms: string[]) => forms.some((form) => wordSets[index]?.has(form));
  const sentenceScore = (index: number, skip: (forms: string[]) => boolean) =>
    wanted.reduce(
      (sum, concept) => sum + (!skip(concept.forms) && covered(index, concept.forms) ? concept.weight : 0),
      0,
    );

  if (passage.lines) {
    // A question about one row ("Sukanya rate") gets that row, not the whole table.
    const scored = all.map((_, index) => sentenceScore(index, inHeading));
    const top = Math.max(0, ...scored);
    const rows = top > 0 ? all.filter((_, index) => (scored[index] ?? 0) >= top * 0.99) : all.slice(0, 8);
    const shown = rows.length > 8 ? rows.slice(0, 8) : rows;
    const headingCoverage = wanted.reduce(
      (sum, concept) => sum + (inHeading(concept.forms) ? concept.weight : 0),
      0,
    );
    return {
      coverage: top + headingCoverage,
      extract: [
        `${passage.heading}:`,
        ...shown.map((line) => `- ${line}`),
        ...(shown.length < all.length ? ["- …"] : []),
      ].join("\n"),
    };
  }

  let bestIndex = 0;
  let bestScore = -1;
  for (let index = 0; index < all.length; index++) {
    // A sentence on how things were ("Before that, ...") answers only a question about the past.
    const past = !asksAboutPast && pastSentence.test(all[index] ?? "");
    const figure = wantsFigure && !past && hasFigure(all[index] ?? "") ? 0.5 : 0;
    const covers = sentenceScore(index, inHeading);
    const score = (past ? 0.5 : 1) * (covers > 0 && onRival(index) ? 0.3 : 1) * covers + figure;
    if (score > bestScore) {
      bestScore = score;
      bestIndex = index;
    }
  }
  const answered = (forms: string[]) => inHeading(forms) || covered(bestIndex, forms);
  let start = bestIndex;
  let end = bestIndex + 1;
  // A sentence that opens by pointing back ("Use it to tell us...", "This means...") needs the
  // one before it to say what it points at.
  if (
    bestIndex > 0 &&
    /^(it|its|this|these|they|them|that|those|such|use it|use them)\b/i.test(all[bestIndex] ?? "")
  )
    start -= 1;
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
  if (wantsFigure && !hasFigure(all.slice(start, end).join(" "))) {
    if (end < all.length && hasFigure(all[end] ?? "")) end += 1;
    else if (start > 0 && hasFigure(all[start - 1] ?? "")) start -= 1;
  }
  let shown = all.slice(start, end);
  if (!asksAboutPast) {
    const now = shown.filter((sentence) => !pastFigureSentence.test(sentence));
    // A window of nothing but the old figure gives way to the next sentence, which usually has the new.
    shown =
      now.length > 0 ? now : all.slice(end, end + 1).filter((sentence) => !pastFigureSentence.test(sentence));
    if (shown.length === 0) shown = all.slice(start, end);
  }
  let extract = shown.join(" ");
  const next = all[end];
  // A short extract takes the next sentence too, unless that only tells what a figure used to be.
  if (
    extract.length < 120 &&
    next !== undefined &&
    !shown.includes(next) &&
    (asksAboutPast || !pastFigureSentence.test(next))
  )
    extract = `${extract} ${next}`;
  if (extract.length > 600) extract = `${extract.slice(0, 580).replace(/\s+\S*$/, "")}…`;
  if (start === 0 && passage.kind === "faq") extract = withoutForeignVerdict(extract, passage, wanted);
  // An FAQ whose own question is the question asked: its answer, from its first words, is the reply.
  if (sameQuestion)
    extract = faqOpening(asksAboutPast ? all : all.filter((sentence) => !pastFigureSentence.test(sentence)));
  const headingCoverage = wanted.reduce(
    (sum, concept) => sum + (inHeading(concept.forms) ? concept.weight : 0),
    0,
  );
  return { coverage: Math.max(bestScore, 0) + extra * 0.6 + headingCoverage * 1.2, extract };
}

const figureWords =
  /\b(tax|taxed|taxable|taxation|rates?|how much|how many|limits?|minimum|maximum|max|min|percent|amount|cap|costs?|charges?|fees?|interest|returns?|lock.?in|how long|penalty|deduction|exemption|threshold)\b/;

export const taxWords = /\b(tax|taxes|taxed|taxable|taxation|tax-free|ltcg|stcg|slab)\b/i;

export interface RankOptions {
  /** Only passages about one of these subjects qualify. */
  about?: readonly Subject[];
  /** Extra words (the conversation's subject) added to the search, not to what must be covered. */
  context?: string;
  /** How many top pages to look in. */
  pages?: number;
  /** Products a sentence may be about instead of the asked one (the investment categories). */
  rivals?: readonly Subject[];
  /**
   * The conversation's previous question: its words count a little toward what a passage should
   * cover ("does it pay interest?" then "is that taxed?" is about the interest).
   */
  previous?: string;
}

/**
 * "My father is 66 and got 40 lakh at retirement. How much can he put in SCSS?": the sentences
 * that set the scene say less about which passage answers than the question itself. Words only
 * in a statement before a question count for less.
 */
function withSetupLighter(index: SiteIndex, query: string, asked: Concept[]): Concept[] {
  // With no question mark (split off with the question), the last sentence is the question.
  const parts = query.split(/(?<=[.!?])\s+/);
  const marked = parts.some((part) => /\?\s*$/.test(part));
  const isQuestion = (part: string, position: number) =>
    marked ? /\?\s*$/.test(part) : position === parts.length - 1;
  const questions = parts.filter(isQuestion);
  const statements = parts.filter((part, position) => !isQuestion(part, position));
  if (questions.length === 0 || statements.length === 0) return asked;
  const questionForms = new Set(concepts(index, questions.join(" ")).flatMap((concept) => concept.forms));
  return asked.map((concept) =>
    concept.forms.some((form) => questionForms.has(form))
      ? concept
      : { ...concept, weight: concept.weight * 0.6 },
  );
}

/**
 * Passages that answer a question, best first: the pages the site search ranks highest (and
 * the subject's own pages) are read, and each passage scored by how much of the question its
 * best sentences cover.
 */
export function rankPassages(index: SiteIndex, query: string, options: RankOptions = {}): PassageAnswer[] {
  const asked = withSetupLighter(index, query, concepts(index, query));
  if (asked.length === 0) return [];
  const own = new Set(asked.flatMap((concept) => concept.forms));
  const earlier = options.previous
    ? concepts(index, options.previous)
        // The earlier question's amounts ("1 lakh a year") are not what this one asks about; its
        // years ("since July 2023") may be.
        .filter(
          (concept) =>
            !concept.forms.some(
              (form) => own.has(form) || (/^\d+$/.test(form) && !/^(19|20)\d\d$/.test(form)),
            ),
        )
        .map((concept) => ({ ...concept, weight: concept.weight * 0.3 }))
    : [];
  const wanted = [...asked, ...earlier];
  const askedWeight = asked.reduce((sum, concept) => sum + concept.weight, 0);
  const total = wanted.reduce((sum, concept) => sum + concept.weight, 0) || 1;
  const wantsFigure = figureWords.test(query);
  const asksTax = taxWords.test(query);
  const asksAboutPast =
    /\b(before|earlier|previous|previously|old rules?|used to|was|were|until|till|history)\b/.test(query);
  const about = options.about ?? [];
  const searchText = `${query} ${options.context ?? ""}`.slice(0, 300);
  const hits: SearchHit[] = index.pages.search(searchText, options.pages ?? 8);
  const documentRank = new Map<string, number>();
  hits.forEach((hit, position) => {
    documentRank.set(hit.id, 1 - position / (hits.length + 1));
  });
  for (const subject of about)
    for (const id of subject.documentIds) documentRank.set(id, Math.max(documentRank.get(id) ?? 0, 0.9));

  const candidates: Passage[] = [];
  for (const id of documentRank.keys()) candidates.push(...index.passagesOf(id));
  // Passages elsewhere that name the subject: a glossary entry or lesson may answer best.
  if (about.length > 0) {
    const rarest = [...about].sort((a, b) => a.spread - b.spread)[0];
    if (rarest && rarest.spread < 60)
      for (const passage of index.passages)
        if (!documentRank.has(passage.documentId) && isAbout(passage, rarest)) candidates.push(passage);
  }
  const qualifying =
    about.length > 0
      ? candidates.filter((passage) => about.some((subject) => isAbout(passage, subject)))
      : candidates;

  const answers: PassageAnswer[] = [];
  for (const passage of qualifying.slice(0, 400)) {
    const { allWords } = analyse(passage);
    // Cheap pre-check: a passage sharing no word with the question cannot answer it.
    if (!wanted.some((concept) => concept.forms.some((form) => allWords.has(form)))) continue;
    const { coverage, extract } = bestWindow(
      passage,
      wanted,
      wantsFigure,
      asksAboutPast,
      passage.kind === "faq" && faqAsks(passage, asked, askedWeight, wanted),
      about,
      about.some((subject) => subject.kind === "category")
        ? (options.rivals ?? []).filter((rival) => !about.some((subject) => subject.id === rival.id))
        : [],
    );
    const share = Math.min(1, coverage / total);
    // A table that covers a question about figures ("slabs", "rates") usually answers it best.
    const table = passage.lines && wantsFigure ? 0.1 : 0;
    // Asked for a figure ("how many months", "what is the limit"), an extract that states one.
    const figure = wantsFigure && !passage.lines && hasFigure(extract) ? 0.12 : 0;
    // Asked how something is taxed, a quote that never speaks of tax does not answer, however
    // much of the product's description it shares with the question.
    const untaxed = asksTax && !taxWords.test(extract) ? 0.3 : 0;
    const rank =
      share -
      untaxed +
      0.35 * (documentRank.get(passage.documentId) ?? 0) +
      (passage.kind === "faq" ? 0.05 : 0) +
      table +
      figure;
    answers.push({ passage, extract, coverage, share, rank });
  }
  return answers.sort((a, b) => b.rank - a.rank);
}

/** A page of the site as the page table describes it: what it is for, in its own words. */
export interface DescribedPage {
  url: string;
  title: string;
  text: string;
  section: string;
}

export interface PageMatch {
  page: DescribedPage;
  /** Share of the question's weight that the page's title, description and other names cover. */
  share: number;
}

/**
 * Pages ranked by how much of a question their own description covers: "the page where I can
 * compare old and new regime" or "anything that tells me what mix of equity and debt suits me"
 * describe a page rather than name it, and a page's description says what it is for better than
 * its full text (where every legal page mentions everything).
 */
export function createPageMatcher(index: SiteIndex, pages: readonly DescribedPage[]) {
  const described = pages.map((page) => ({
    page,
    words: new Set(withFamilies(tokenize(`${page.title} ${page.text}`).map(stem))),
  }));
  return (query: string): PageMatch[] => {
    const asked = concepts(index, query);
    const total = asked.reduce((sum, concept) => sum + concept.weight, 0);
    if (total === 0) return [];
    return described
      .map(({ page, words }) => ({
        page,
        share:
          asked.reduce(
            (sum, concept) => sum + (concept.forms.some((form) => words.has(form)) ? concept.weight : 0),
            0,
          ) / total,
      }))
      .filter((match) => match.share > 0)
      .sort((a, b) => b.share - a.share);
  };
}
