import { en, type TranslationKey } from "./en.ts";

export const languages = ["en", "hi"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "en";
/** localStorage key holding the visitor's language. */
export const languageStorageKey = "language";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

// English ships with every page; other tables load on demand (loadLanguage) so visitors
// reading in English never download them.
const tables: Partial<Record<Language, Record<string, string>>> = { en };

export async function loadLanguage(language: Language): Promise<void> {
  if (tables[language]) return;
  if (language === "hi") {
    const { hiCategories, hiCourses, hiShell } = await import("./hi.ts");
    tables.hi = { ...hiShell, ...hiCategories, ...hiCourses };
  }
}

/** Replaces {0}, {1}... with the given parameters. */
export function formatMessage(template: string, params: readonly (string | number)[] = []): string {
  return template.replace(/\{(\d+)\}/g, (match, index: string) => {
    const value = params[Number(index)];
    return value === undefined ? match : String(value);
  });
}

/**
 * Looks a key up in the language's table, then in English, then uses the fallback, then the
 * key itself, and fills in positional parameters. Keys are typed against the English table, so
 * a key that exists in no table fails the typecheck.
 */
export function translate(
  language: Language,
  key: TranslationKey,
  fallback?: string,
  params?: readonly (string | number)[],
): string {
  const template = tables[language]?.[key] ?? en[key] ?? fallback ?? key;
  return formatMessage(template, params);
}

/**
 * Looks a key of a page's own string table up (course and quiz pages keep theirs out of the
 * shell table every page ships): the language's table, then the page table's English.
 */
export function translateFrom<K extends string>(
  language: Language,
  english: Readonly<Record<K, string>>,
  key: K,
  params?: readonly (string | number)[],
): string {
  return formatMessage(tables[language]?.[key] ?? english[key], params);
}

export interface CategoryTextSource {
  id: string;
  title: string;
  description: string;
  detailedDescription: string;
}

/**
 * Category text as the brief describes: English comes from the data; other languages look
 * up the lowercase id, id + "Desc" and id + "DetailedDesc", falling back to English.
 */
export function categoryText(
  language: Language,
  category: CategoryTextSource,
  field: "title" | "description" | "detailedDescription",
): string {
  if (language === "en") return category[field];
  const suffix = field === "title" ? "" : field === "description" ? "Desc" : "DetailedDesc";
  return tables[language]?.[`${category.id.toLowerCase()}${suffix}`] ?? category[field];
}
