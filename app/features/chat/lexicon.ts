import { calculatorList } from "#app/content/calculators/index.ts";
import { categories } from "#app/content/categories/index.ts";
import { coursePath, courses } from "#app/content/courses/index.ts";
import { allGlossaryTerms } from "#app/content/glossary/index.ts";
import { sitePages } from "#app/content/site-pages.ts";
import type { SiteIndex } from "#app/features/search/index.ts";
import { stem, tokenize } from "#app/features/search/index.ts";

// What a question can be about, read from the content itself: every investment category, page,
// glossary term, calculator, tool and course, with the names, abbreviations and aliases that
// content gives it (one place each, next to the thing they name). The engine holds no list of
// products or pages of its own: a new glossary term or page is a new subject.

export interface Subject {
  id: string;
  /** How a reply names it. */
  label: string;
  /** Its own page (or glossary entry). */
  url: string;
  /** Search documents that are about it as a whole. */
  documentIds: string[];
  /** Names as stemmed words joined by spaces ("public provident fund", "ppf"). */
  names: string[];
  kind: "category" | "page" | "term" | "calculator" | "course";
  /** For a page: its section of the site ("account", "about", "courses"...). */
  section?: string;
  /** Subjects it is a kind of, or closely tied to (a glossary term's related terms). */
  related: string[];
  /** In how many passages its rarest-used name appears: a rare subject says more about a question. */
  spread: number;
}

export interface SubjectMention {
  subjects: Subject[];
  /** In how many passages the name as written appears (its rarest word's count): rare names are specific. */
  spread: number;
  /** Word positions in the question (stemmed words). */
  start: number;
  end: number;
}

export interface Lexicon {
  subjects: readonly Subject[];
  get(id: string): Subject | undefined;
  /**
   * The subjects named in a text, longest names first, without overlaps. A one-word name the
   * site mostly uses in another sense ("put", "call") names its subject only when `loose`: when
   * the whole question is that word ("what is a put?").
   */
  find(text: string, options?: { loose?: boolean }): SubjectMention[];
  /** Words the site writes with a capital (names of banks, brokers, places, people) that name no subject. */
  isProperName(word: string): boolean;
  /** Every stemmed word that is part of some subject's name. */
  isSubjectWord(word: string): boolean;
}

/** "Long-term capital gains (LTCG)" -> ["long term capital gain", "ltcg"]. */
// Little words a name can be written with or without ("forgot my password", "the PPF").
const fillerWords = new Set(["my", "the", "a", "an", "your", "our"]);

function namesOf(text: string, shortName = true): string[] {
  const names: string[] = [];
  const bracketed = /\(([^)]+)\)/g;
  // "(LTCG)", "(P/E)", "(NPS)": an abbreviation in brackets is a name; "(India)" or "(was 80C)" is not.
  for (const match of text.matchAll(bracketed))
    if (/^[A-Z][A-Z0-9/&.\s-]*$/.test(match[1] ?? "")) names.push(match[1] ?? "");
  names.push(text.replace(bracketed, " "));
  // "SIP vs Lumpsum: Which Way to Invest?" is named by the part before the colon; "P/E ratio"
  // is typed "pe ratio" as often as "p/e ratio".
  return names
    .flatMap((name) => (shortName ? [name, name.split(":")[0] ?? ""] : [name]))
    .flatMap((name) =>
      /\b\p{L}\/\p{L}\b/u.test(name) ? [name, name.replace(/\b(\p{L})\/(\p{L})\b/gu, "$1$2")] : [name],
    )
    .map((name) => {
      const all = tokenize(name);
      // "my account" stays two words: a filler is dropped only when two or more words remain.
      const kept = all.filter((word) => !fillerWords.has(word));
      return (kept.length >= 2 || all.length === 1 ? kept : all).map(stem).join(" ");
    })
    .filter((name) => name.length >= 2);
}

export function createLexicon(index: SiteIndex): Lexicon {
  const subjects: Subject[] = [];
  const add = (subject: Omit<Subject, "spread">) => {
    const names = [...new Set(subject.names)].filter(Boolean);
    if (names.length > 0) subjects.push({ ...subject, names, spread: 0 });
  };

  for (const category of categories) {
    const url = `/investments/${category.id}`;
    add({
      id: `category:${category.id}`,
      label: category.title,
      url,
      documentIds: [url],
      names: [
        ...namesOf(category.title),
        ...namesOf(category.id.replaceAll("-", " ")),
        ...(category.aliases ?? []).flatMap((alias) => namesOf(alias)),
      ],
      kind: "category",
      related: category.relatedCategories.map((id) => `category:${id}`),
    });
  }
  const shortNames: { id: string; names: string[] }[] = [];
  const categoryPaths = new Set(categories.map((category) => `/investments/${category.id}`));
  const calculatorPaths = new Set<string>(calculatorList.map((calculator) => calculator.path));
  for (const page of sitePages) {
    // Categories and calculators are added with their own names; the home page names nothing.
    if (
      categoryPaths.has(page.path) ||
      calculatorPaths.has(page.path) ||
      page.canonicalPath ||
      page.path === "/"
    )
      continue;
    const fullNames = namesOf(page.title, false);
    add({
      id: `page:${page.path}`,
      label: page.title,
      url: page.path,
      documentIds: [page.path],
      names: [...fullNames, ...(page.aliases ?? []).flatMap((alias) => namesOf(alias))],
      kind: "page",
      section: page.section,
      related: [],
    });
    // "SIP vs Lumpsum: Which Way to Invest?" is also named by the part before the colon, unless
    // that part is another subject's name: "Index funds: tracking difference and tracking error"
    // is a lesson, not what "index funds" names.
    const short = namesOf(page.title).filter((name) => !fullNames.includes(name));
    if (short.length > 0) shortNames.push({ id: `page:${page.path}`, names: short });
  }
  for (const { term, glossary } of allGlossaryTerms()) {
    add({
      id: `term:${term.slug}`,
      label: term.term,
      url: `${glossary.path}#term-${term.slug}`,
      documentIds: [`term:${term.slug}`],
      names: [...namesOf(term.term), ...(term.aliases ?? []).flatMap((alias) => namesOf(alias))],
      kind: "term",
      related: term.related.map((slug) => `term:${slug}`),
    });
  }
  for (const calculator of calculatorList) {
    add({
      id: `calculator:${calculator.slug}`,
      label: calculator.title,
      url: calculator.path,
      documentIds: [calculator.path],
      names: namesOf(calculator.title),
      kind: "calculator",
      related: [],
    });
  }
  for (const course of courses) {
    add({
      id: `course:${course.id}`,
      label: course.title,
      url: coursePath(course.id),
      documentIds: [coursePath(course.id)],
      names: namesOf(course.title),
      kind: "course",
      related: [],
    });
  }

  const taken = new Set(subjects.flatMap((subject) => subject.names));
  for (const { id, names } of shortNames) {
    const subject = subjects.find((candidate) => candidate.id === id);
    if (subject) subject.names.push(...names.filter((name) => !taken.has(name)));
  }

  // One name can belong to several subjects ("PPF" the category and the glossary term).
  const byName = new Map<string, Subject[]>();
  let longest = 1;
  for (const subject of subjects) {
    for (const name of subject.names) {
      const list = byName.get(name);
      if (list) list.push(subject);
      else byName.set(name, [subject]);
      longest = Math.max(longest, name.split(" ").length);
    }
    // A name's spread is bounded by its rarest word's.
    subject.spread = Math.min(
      ...subject.names.map((name) =>
        Math.min(...name.split(" ").map((word) => index.passageFrequency(word))),
      ),
    );
  }
  const subjectWords = new Set([...byName.keys()].flatMap((name) => name.split(" ")));
  const byId = new Map(subjects.map((subject) => [subject.id, subject]));

  // Proper names: words the site always writes with a capital, other than subjects' names.
  const capitalised = new Map<string, number>();
  const lower = new Map<string, number>();
  for (const passage of index.passages) {
    // Web addresses ("zerodha.com") are written in lower case whatever the name.
    const prose = passage.text.replace(/\b[\w-]+(\.[\w-]+)*\.(com|in|org|net|co|gov|nic|io)\b\S*/gi, " ");
    for (const sentence of prose.split(/(?<=[.!?:])\s+/)) {
      sentence
        .split(/[^\p{L}\p{N}&]+/u)
        .filter(Boolean)
        .forEach((word) => {
          // Sentence-initial words count too (a table row starts with "Zerodha"): a word
          // written in lower case anywhere on the site is not a name.
          if (/\d/.test(word)) return;
          const key = word.toLowerCase();
          const map = /^\p{Lu}/u.test(word) ? capitalised : lower;
          map.set(key, (map.get(key) ?? 0) + 1);
        });
    }
  }
  // A one-word name that the site mostly writes in another sense is not a sign of its subject:
  // "How much can I put in?" is not about put options (see ambiguousNames).
  const looseByName = new Map<string, Subject[]>();
  const ambiguous = ambiguousNames(
    index,
    subjects,
    (word) => (lower.get(word) ?? 0) > (capitalised.get(word) ?? 0),
  );
  for (const [name, owners] of ambiguous) {
    const remaining = (byName.get(name) ?? []).filter((subject) => !owners.has(subject));
    if (remaining.length > 0) byName.set(name, remaining);
    else byName.delete(name);
    looseByName.set(name, [...owners]);
    for (const subject of owners) {
      subject.names = subject.names.filter((other) => other !== name);
      subject.spread = Math.min(
        ...subject.names.map((other) =>
          Math.min(...other.split(" ").map((word) => index.passageFrequency(word))),
        ),
      );
    }
  }
  const properNames = new Set<string>();
  for (const [word, count] of capitalised)
    if (count > 0 && (lower.get(word) ?? 0) === 0 && !subjectWords.has(stem(word))) properNames.add(word);

  return {
    subjects,
    get: (id) => byId.get(id),
    isProperName: (word) => properNames.has(word.toLowerCase()),
    isSubjectWord: (word) => subjectWords.has(stem(word.toLowerCase())),
    find(text, options = {}) {
      const stems = tokenize(text)
        .slice(0, 200)
        .filter((word) => !fillerWords.has(word))
        .map(stem);
      const found: SubjectMention[] = [];
      for (let start = 0; start < stems.length; ) {
        let matched = false;
        for (let size = Math.min(longest, stems.length - start); size >= 1; size--) {
          const name = stems.slice(start, start + size);
          const key = name.join(" ");
          const list = [...(byName.get(key) ?? []), ...(options.loose ? (looseByName.get(key) ?? []) : [])];
          if (list.length === 0) continue;
          const spread = Math.min(...name.map((word) => index.passageFrequency(word)));
          found.push({ subjects: list, spread, start, end: start + size });
          start += size;
          matched = true;
          break;
        }
        if (!matched) start += 1;
      }
      return found;
    },
  };
}

/**
 * One-word aliases of glossary entries (and the entries they name) that the site's own text
 * mostly uses in another sense: a short form of a longer name ("put" for "put option", "close"
 * for "closing price") that the site writes in lower case (an ordinary word, not an abbreviation
 * such as PPF), and that fewer than half of the passages using it pair with the rest of the
 * longer name.
 */
function ambiguousNames(
  index: SiteIndex,
  subjects: readonly Subject[],
  writtenInLowerCase: (word: string) => boolean,
): Map<string, Set<Subject>> {
  // For each candidate: the rest of the longer names it shortens ("option" for "put").
  const candidates = new Map<string, { subject: Subject; rests: string[][] }[]>();
  for (const subject of subjects) {
    // Only a glossary entry's aliases: a category or page is named by what its own title says.
    if (subject.kind !== "term") continue;
    const titleNames = new Set(namesOf(subject.label));
    for (const name of subject.names) {
      if (name.includes(" ") || titleNames.has(name) || !writtenInLowerCase(name)) continue;
      if (index.passageFrequency(name) < 5) continue;
      const rests = subject.names
        .map((other) => other.split(" "))
        .filter((parts) => parts.length > 1 && parts.includes(name))
        .map((parts) => parts.filter((part) => part !== name));
      if (rests.length === 0) continue;
      const list = candidates.get(name) ?? [];
      list.push({ subject, rests });
      candidates.set(name, list);
    }
  }
  const using = new Map<string, number>();
  const paired = new Map<Subject, Map<string, number>>();
  for (const passage of index.passages) {
    const present = new Set(tokenize(`${passage.heading} ${passage.text}`).map(stem));
    for (const [name, owners] of candidates) {
      if (!present.has(name)) continue;
      using.set(name, (using.get(name) ?? 0) + 1);
      for (const { subject, rests } of owners) {
        if (!rests.some((rest) => rest.every((part) => present.has(part)))) continue;
        const counts = paired.get(subject) ?? new Map<string, number>();
        counts.set(name, (counts.get(name) ?? 0) + 1);
        paired.set(subject, counts);
      }
    }
  }
  const result = new Map<string, Set<Subject>>();
  for (const [name, owners] of candidates)
    for (const { subject } of owners)
      if ((paired.get(subject)?.get(name) ?? 0) < (using.get(name) ?? 0) * 0.5) {
        const set = result.get(name) ?? new Set<Subject>();
        set.add(subject);
        result.set(name, set);
      }
  return result;
}
