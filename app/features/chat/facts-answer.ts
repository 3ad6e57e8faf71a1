import { asOfLabel } from "#app/content/facts/status.ts";
import type { Fact } from "#app/content/facts/types.ts";
import type { SiteIndex } from "#app/features/search/index.ts";
import { stem, tokenize } from "#app/features/search/index.ts";
import type { Lexicon, SubjectMention } from "./lexicon.ts";
import { concepts } from "./retrieve.ts";

// A question that asks for a figure the site keeps in its facts registry ("SCSS interest
// rate", "standard deduction in the new regime") is answered with the registry's figure, its
// date and label, before any quoted passage. Facts are found by their own labels: a new fact
// in the registry is found without a rule.

const asksForFigure =
  /\b(rate|rates|interest|how much|limit|limits|maximum|max|minimum|min|cap|threshold|exemption|exempt|deduction|rebate|tax|taxed|taxes|taxation|tds|tcs|cess|stt|cover|insured|percent|percentage|%)\b/;

// What a figure is: a rate, a limit, a tax... A question asking one is not answered by another.
const aspectWords: [string, RegExp][] = [
  ["tax", /\b(tax|taxed|taxes|taxable|taxation|cess|tds|tcs|stt)\b/],
  ["rate", /\b(rate|rates|interest|pays?|return|returns)\b/],
  ["limit", /\b(limit|limits|maximum|max|cap|capped|ceiling|threshold|up to|upto|how much can)\b/],
  ["minimum", /\b(minimum|min|at least|least)\b/],
  ["deduction", /\b(deduction|deduct|deductible|exemption|exempt|rebate|claim)\b/],
];

function aspects(text: string): Set<string> {
  const lower = text.toLowerCase();
  const found = new Set(aspectWords.filter(([, pattern]) => pattern.test(lower)).map(([name]) => name));
  // A deduction or exemption figure is the most that may be claimed: a limit.
  if (found.has("deduction")) found.add("limit");
  return found;
}

function hasName(words: readonly string[], name: string): boolean {
  const parts = name.split(" ");
  for (let start = 0; start + parts.length <= words.length; start++)
    if (parts.every((part, offset) => words[start + offset] === part)) return true;
  return false;
}

export interface FactMatcher {
  /** Registry facts that answer the question, best first (several when they tie). */
  match(text: string, mentions: readonly SubjectMention[], context?: string): Fact[];
}

export function createFactMatcher(index: SiteIndex, lexicon: Lexicon, facts: readonly Fact[]): FactMatcher {
  // Each label's words, with the other names of the subjects it names ("SCSS" for "Senior
  // Citizens' Savings Scheme").
  const labels = facts
    .filter((fact) => typeof fact.value === "number" || fact.display.length <= 40)
    .map((fact) => {
      const words = tokenize(fact.label).map(stem);
      // A label is written in the registry's own sense: its "premium" is the option premium.
      const named = lexicon
        .find(fact.label, { loose: true })
        .flatMap((mention) => mention.subjects.flatMap((subject) => subject.names));
      return { fact, words, all: new Set([...words, ...named.flatMap((name) => name.split(" "))]) };
    });

  return {
    match(text, mentions, context = "") {
      if (!asksForFigure.test(text)) return [];
      // Years and other numbers in a question ("slabs for 2026-27") do not pick a fact.
      const wanted = concepts(index, `${text} ${context}`).filter(
        (concept) => !/^\d+$/.test(concept.forms[0] ?? ""),
      );
      // What the asker typed says what they want; the conversation's subject only narrows it.
      const typed = new Set(concepts(index, text).map((concept) => concept.forms[0]));
      const askedAbout = aspects(text);
      const telling = wanted
        .filter((concept) => typed.has(concept.forms[0]))
        .sort((a, b) => b.weight - a.weight)
        .slice(0, 2);
      const total = wanted.reduce((sum, concept) => sum + concept.weight, 0);
      if (total === 0) return [];
      const scored = labels.flatMap(({ fact, words, all }) => {
        // Every product the question names must be the label's.
        const sameSubjects = mentions.every((mention) =>
          mention.subjects.some((subject) =>
            subject.names.some(
              // A long name may lose a word in a label ("Sukanya Samriddhi" for "... Yojana").
              (name) => {
                const parts = name.split(" ");
                const missing = parts.filter((part) => !all.has(part)).length;
                return hasName(words, name) || missing === 0 || (parts.length >= 3 && missing === 1);
              },
            ),
          ),
        );
        if (!sameSubjects) return [];
        const covered = wanted.reduce(
          (sum, concept) => sum + (concept.forms.some((form) => all.has(form)) ? concept.weight : 0),
          0,
        );
        const share = covered / total;
        // The question's most telling word must be the label's, and most of the rest.
        // One of the question's two most telling words must be the label's.
        const tells = telling.some((concept) => concept.forms.some((form) => all.has(form)));
        // "Is PPF interest taxable?" asks about tax, not the interest rate.
        const labelAspects = aspects(fact.label);
        const sameAspect = [...askedAbout].every((aspect) => labelAspects.has(aspect));
        return tells && sameAspect && share >= 0.5 ? [{ fact, share }] : [];
      });
      scored.sort((a, b) => b.share - a.share);
      const top = scored[0]?.share ?? 0;
      return scored
        .filter((item) => item.share >= top - 0.08)
        .slice(0, 3)
        .map((item) => item.fact);
    },
  };
}

/** "- PPF interest rate: **7.1%** a year (as of Jan–Mar 2026)". */
/**
 * A question about how a figure was or changed: the fact's earlier value belongs in the answer.
 * "Will the bank cut TDS?" is about deducting it, not about a cut in a rate.
 */
export const asksAboutChange =
  /\b(before|earlier|previous|previously|old (rate|limit|rule)s?|used to|was|were|until|till|history|changed?|revised|raised|cut(?! (any |my |the )?(tds|tax))|since when)\b/;

/** A fact as one line; its earlier value only when asked about (a quick answer gives today's). */
export function factLine(fact: Fact, withEarlier = true): string {
  const earlier = withEarlier && fact.earlier ? `; earlier ${fact.earlier}` : "";
  return `- ${fact.label}: **${fact.display}** (as of ${asOfLabel(fact)}${earlier})`;
}
