import type { Passage, PassageIndex } from "./passages.ts";
import { sentences } from "./passages.ts";

// "What is X?" answered from the glossary: the subject is cut out of the question, then looked
// up by the term's name, the abbreviation in its brackets or an alias.

/** Lower case, no punctuation: "P/E ratio" and "pe-ratio" both read "pe ratio". */
export function simplifyName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[/'’.-]/g, "")
    .replace(/[^a-z0-9&]+/g, " ")
    .trim();
}

function namesOf(passage: Passage): string[] {
  const bracketed = [...passage.heading.matchAll(/\(([^)]+)\)/g)].map((match) => match[1] ?? "");
  const plain = passage.heading.replace(/\([^)]*\)/g, " ");
  return [plain, ...bracketed, ...passage.keywords.split(",")]
    .flatMap((name) => name.split(/\s+\/\s+|\s+or\s+/))
    .map(simplifyName)
    .filter((name) => name.length >= 2);
}

export function createGlossaryNames(passages: readonly Passage[]) {
  const byName = new Map<string, Passage>();
  for (const passage of passages) {
    if (passage.kind !== "glossary") continue;
    for (const name of namesOf(passage)) {
      if (!byName.has(name)) byName.set(name, passage);
      if (!name.endsWith("s") && !byName.has(`${name}s`)) byName.set(`${name}s`, passage);
    }
  }
  const longestFirst = [...byName.keys()]
    .filter((name) => name.length >= 3)
    .sort((a, b) => b.length - a.length);
  return {
    /** The glossary entry named exactly by `subject` (plural or singular). */
    exact(subject: string): Passage | undefined {
      return byName.get(simplifyName(subject));
    },
    /** The entry whose name is the longest whole-word phrase inside `text`. */
    within(text: string): Passage | undefined {
      const simple = ` ${simplifyName(text)} `;
      const name = longestFirst.find((candidate) => simple.includes(` ${candidate} `));
      return name ? byName.get(name) : undefined;
    },
  };
}
export type GlossaryNames = ReturnType<typeof createGlossaryNames>;

// Ways of asking what something is, with the subject in the first group.
const definitionQuestions: RegExp[] = [
  /^(?:can you |could you |please )?(?:explain|tell me)(?: me)? (?:what|about) (?:an? |the )?(.+?)(?: is| are| means?)?(?: in (?:simple|plain|easy) (?:words|terms|english|language))?$/,
  /^(?:what|wat|wht)(?:'s| is| are| r)(?: an?| the)?(?: exactly| actually)?(?: an?| the)? (.+?)(?: exactly| actually)?(?: in (?:investing|finance|india|the stock market|stock market|mutual funds?|simple words|simple terms))?$/,
  /^whats (?:an? |the )?(.+)$/,
  /^what (?:exactly|actually) (?:is|are) (?:an? |the )?(.+)$/,
  /^what (?:does|do) (?:an? |the )?(.+?) (?:mean|stand for|do)$/,
  /^(?:define|definition of|meaning of|explain) (?:an? |the )?(.+)$/,
  /^(.+?) (?:meaning|definition|means|matlab)$/,
  /^what is meant by (?:an? |the )?(.+)$/,
];

/** The thing a definition question asks about, or null when it is not such a question. */
export function definitionSubject(text: string): string | null {
  const first = text.split(/[?!]\s*/)[0]?.trim() ?? "";
  for (const pattern of definitionQuestions) {
    const subject = pattern.exec(first)?.[1]?.trim();
    if (subject && subject.split(" ").length <= 12) return subject;
  }
  return null;
}

/** "difference between direct and regular plans" → the two subjects, or null. */
export function comparedSubjects(text: string): [string, string] | null {
  const match =
    /\b(?:difference|differences|diff) (?:between|b\/w|bw) (?:an? |the )?(.+?) (?:and|vs\.?|versus|&) (?:an? |the )?(.+?)\??$/.exec(
      text.replace(/[?!.]+$/, ""),
    );
  if (!match?.[1] || !match[2]) return null;
  return [match[1], match[2]];
}

/** A glossary entry as a short answer: its definition line, then the sentences that explain it. */
export function describeTerm(passage: Passage, extract: string): string {
  const [definition = ""] = sentences(passage.text);
  if (passage.text.length <= 460) return passage.text;
  return extract.startsWith(definition) ? extract : `${definition} ${extract}`;
}

// Words that can follow a term without changing what is asked: "rebalancing a portfolio",
// "a demat account in India". Anything else ("PPF interest rate") is a question about the term.
const looseEnds = new Set(
  "a an the of in for my your our portfolio portfolios india indian investing investment investments finance market markets stock share mutual fund funds scheme plan account accounts concept term word".split(
    " ",
  ),
);

export function findTerm(
  names: GlossaryNames,
  _passages: PassageIndex,
  subject: string,
): Passage | undefined {
  const simple = simplifyName(subject);
  const exact = names.exact(simple);
  if (exact) return exact;
  const words = simple.split(" ");
  // "XIRR and when should I use it": the term, then a second question about it.
  const joined = /^(.+?) (and|or|vs|versus|compared|when|why|how|which|in simple|with an example)\b/.exec(
    simple,
  )?.[1];
  if (joined) {
    const found = names.exact(joined);
    if (found) return found;
  }
  for (let end = words.length - 1; end >= 1; end--) {
    if (!words.slice(end).every((word) => looseEnds.has(word))) continue;
    const found = names.exact(words.slice(0, end).join(" "));
    if (found) return found;
  }
  for (let start = 1; start < words.length; start++) {
    if (!words.slice(0, start).every((word) => looseEnds.has(word))) break;
    const found = names.exact(words.slice(start).join(" "));
    if (found) return found;
  }
  return undefined;
}
