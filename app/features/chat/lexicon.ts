import { calculatorList } from "~/calculators/registry.ts";
import { categories } from "~/content/categories/index.ts";
import { coursePath, courses } from "~/content/courses/index.ts";
import { allGlossaryTerms } from "~/content/glossary/index.ts";
import { tokenize } from "~/content/search/engine.ts";
import type { SiteIndex } from "~/content/search/site-index.ts";
import { stem } from "~/content/search/stem.ts";
import { sitePages } from "~/content/site-pages.ts";

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
  /** The subjects named in a text, longest names first, without overlaps. */
  find(text: string): SubjectMention[];
  /** Words the site writes with a capital (names of banks, brokers, places, people) that name no subject. */
  isProperName(word: string): boolean;
  /** Every stemmed word that is part of some subject's name. */
  isSubjectWord(word: string): boolean;
}

/** "Long-term capital gains (LTCG)" -> ["long term capital gain", "ltcg"]. */
// Little words a name can be written with or without ("forgot my password", "the PPF").
const fillerWords = new Set(["my", "the", "a", "an", "your", "our", "of"]);

function namesOf(text: string): string[] {
  const names: string[] = [];
  const bracketed = /\(([^)]+)\)/g;
  // "(LTCG)", "(P/E)", "(NPS)": an abbreviation in brackets is a name; "(India)" or "(was 80C)" is not.
  for (const match of text.matchAll(bracketed))
    if (/^[A-Z][A-Z0-9/&.\s-]*$/.test(match[1] ?? "")) names.push(match[1] ?? "");
  names.push(text.replace(bracketed, " "));
  // "SIP vs Lumpsum: Which Way to Invest?" is named by the part before the colon.
  return names
    .flatMap((name) => [name, name.split(":")[0] ?? ""])
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
        ...(category.aliases ?? []).flatMap(namesOf),
      ],
      kind: "category",
      related: category.relatedCategories.map((id) => `category:${id}`),
    });
  }
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
    add({
      id: `page:${page.path}`,
      label: page.title,
      url: page.path,
      documentIds: [page.path],
      names: [...namesOf(page.title), ...(page.aliases ?? []).flatMap(namesOf)],
      kind: "page",
      section: page.section,
      related: [],
    });
  }
  for (const { term, glossary } of allGlossaryTerms()) {
    add({
      id: `term:${term.slug}`,
      label: term.term,
      url: `${glossary.path}#term-${term.slug}`,
      documentIds: [`term:${term.slug}`],
      names: [...namesOf(term.term), ...(term.aliases ?? []).flatMap(namesOf)],
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
  const properNames = new Set<string>();
  for (const [word, count] of capitalised)
    if (count > 0 && (lower.get(word) ?? 0) === 0 && !subjectWords.has(stem(word))) properNames.add(word);

  return {
    subjects,
    get: (id) => byId.get(id),
    isProperName: (word) => properNames.has(word.toLowerCase()),
    isSubjectWord: (word) => subjectWords.has(stem(word.toLowerCase())),
    find(text) {
      const stems = tokenize(text)
        .slice(0, 200)
        .filter((word) => !fillerWords.has(word))
        .map(stem);
      const found: SubjectMention[] = [];
      for (let start = 0; start < stems.length; ) {
        let matched = false;
        for (let size = Math.min(longest, stems.length - start); size >= 1; size--) {
          const name = stems.slice(start, start + size);
          const list = byName.get(name.join(" "));
          if (!list) continue;
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
