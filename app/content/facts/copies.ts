import { factTokenPattern } from "../rich-text-tokens.ts";
import type { Fact } from "./types.ts";

// Finds registry figures typed into content instead of written as {{fact:id}} tokens. A copy is
// one of a fact's spellings ("7.1%", "₹5 lakh", "₹5,00,000") in a sentence that is about the fact
// (its `context`, e.g. "PPF", in the sentence or the one before or after). Used by the copy test
// (copies.test.ts), whose allow-list (allowed-copies.ts) names the historical mentions to keep.

export interface TextUnit {
  /** Where the text lives: module and key path. */
  where: string;
  text: string;
  /** What the text is about when it does not say so itself: the glossary term or category it belongs to. */
  subject?: string;
}

export interface Copy {
  factId: string;
  where: string;
  spelling: string;
  sentence: string;
  /** In a worked example (see isWorkedExample): it computes with the figure. */
  workedExample: boolean;
}

/**
 * A worked example: a calculation line ("12.5% × ₹25,000 = ₹3,125") or a glossary example or
 * example-block line. It computes with the figures in force, so it is not a copy to replace with
 * a token. When a figure changes, its old value is what to search the examples for.
 */
export function isWorkedExample(where: string, sentence: string): boolean {
  return /[×÷]|\s=\s/.test(sentence) || /\.example$|\.lines\[\d+\]$/.test(where);
}

/**
 * Every string in a content value; a table row is one line, read with its column headings. Text
 * inside a glossary term or a category carries the term's or category's name as its subject,
 * since "It pays 8.2%" in the SCSS entry is about SCSS without naming it.
 */
export function textUnits(value: unknown, where: string, subject?: string): TextUnit[] {
  if (typeof value === "string") return [{ where, text: value, ...(subject ? { subject } : {}) }];
  if (Array.isArray(value))
    return value.flatMap((item, index) => textUnits(item, `${where}[${index}]`, subject));
  if (value && typeof value === "object" && !(value instanceof RegExp)) {
    const named = value as { term?: unknown; title?: unknown; aliases?: unknown };
    if (
      typeof named.term === "string" ||
      (typeof named.title === "string" && "detailedDescription" in value)
    ) {
      const aliases = Array.isArray(named.aliases) ? named.aliases.join(" ") : "";
      subject = `${String(named.term ?? named.title)} ${aliases}`;
    }
    // A page section's heading says what its paragraphs are about ("The emergency fund: how
    // big"), so "three to six months" two sentences later is still about the emergency fund.
    const section = value as { heading?: unknown; blocks?: unknown };
    if (typeof section.heading === "string" && Array.isArray(section.blocks))
      subject = [subject, section.heading].filter(Boolean).join(" ");
    // A table row is read with its column headings, which often say what its figures are.
    const table = value as { columns?: unknown; rows?: unknown };
    if (Array.isArray(table.columns) && Array.isArray(table.rows)) {
      const headings = table.columns.join(" | ");
      const rows = (table.rows as unknown[][]).map((row, index) => ({
        where: `${where}.rows[${index}]`,
        text: `${headings}: ${row.join(" | ")}`,
        ...(subject ? { subject } : {}),
      }));
      const rest = Object.entries(value).filter(([key]) => key !== "rows");
      return [...rows, ...rest.flatMap(([key, item]) => textUnits(item, `${where}.${key}`, subject))];
    }
    return Object.entries(value).flatMap(([key, item]) => textUnits(item, `${where}.${key}`, subject));
  }
  return [];
}

function sentences(text: string): string[] {
  return text
    .replace(factTokenPattern, "⟨fact⟩")
    .split(/(?<=[.!?;])\s+(?=[A-Z*[(₹0-9])|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A spelling as a whole figure: "7.1%" not inside "17.1%", "₹5 lakh" not inside "₹15 lakh". */
function spellingSource(spelling: string): string {
  const before = /^[\d₹$]/.test(spelling) ? "(?<![\\d.,₹$])" : "(?<![\\w])";
  const after = /[\d]$/.test(spelling) ? "(?![\\d]|,\\d)" : /\w$/.test(spelling) ? "(?!\\w)" : "";
  return `${before}(${escapeRegExp(spelling)})${after}`;
}

export function findCopies(units: readonly TextUnit[], facts: readonly Fact[]): Copy[] {
  // One pattern per fact (its spellings as alternatives), so each sentence is tested once per fact.
  const patterns = facts
    .filter((fact) => fact.spellings.length > 0)
    .map((fact) => ({ fact, pattern: new RegExp(fact.spellings.map(spellingSource).join("|"), "i") }));
  const copies: Copy[] = [];
  const seen = new Set<string>();
  for (const unit of units) {
    if (!unit.text) continue;
    const list = sentences(unit.text);
    list.forEach((sentence, index) => {
      const nearby = [list[index - 1] ?? "", sentence, list[index + 1] ?? "", unit.subject ?? ""].join(" ");
      for (const { fact, pattern } of patterns) {
        const match = pattern.exec(sentence);
        const found = match
          ? { spelling: match.slice(1).find((group) => group !== undefined) ?? match[0] }
          : null;
        // The same sentence reached twice (a page module and the index that lists it) counts once.
        const key = `${fact.id} ${sentence}`;
        const about =
          fact.contextScope === "sentence" ? fact.context.test(sentence) : fact.context.test(nearby);
        if (found && about && !seen.has(key)) {
          seen.add(key);
          copies.push({
            factId: fact.id,
            where: unit.where,
            spelling: found.spelling,
            sentence,
            workedExample: isWorkedExample(unit.where, sentence),
          });
        }
      }
    });
  }
  return copies;
}
