import { factIdsIn, factTokenPattern } from "../rich-text-tokens.ts";
import { requireFact } from "./index.ts";
import { asOfLabel, type FactPanelRow, factPanelRow } from "./status.ts";
import type { Fact, FactVariant } from "./types.ts";

// Turns the {{fact:id}} tokens content writes into the resolved form renderers read
// ({{fact:id|display|note}}), or into plain words for fields shown as plain text.

const variants: readonly FactVariant[] = ["default", "short", "digits", "asof", "dated"];

function parseVariant(text: string | undefined, token: string): FactVariant {
  const variant = (text ?? "default") as FactVariant;
  if (!variants.includes(variant))
    throw new Error(`Unknown fact variant in ${token}: use ${variants.join(", ")}`);
  return variant;
}

/** The "as of" note a token shows inline: by default only for facts that move often. */
function inlineNote(fact: Fact, variant: FactVariant): string {
  if (variant === "short" || variant === "digits") return "";
  if (variant === "dated" || fact.inlineNote) return `as of ${asOfLabel(fact)}`;
  return "";
}

export type FactMode = "rich" | "plain";

/** Resolves every fact token in a text. Already resolved tokens are left as they are. */
export function resolveFacts(text: string, mode: FactMode = "rich"): string {
  if (!text.includes("{{fact:")) return text;
  return text.replace(factTokenPattern, (token, id: string, variantText?: string, resolvedNote?: string) => {
    if (resolvedNote !== undefined) return token;
    const fact = requireFact(id);
    const variant = parseVariant(variantText, token);
    if (variant === "asof") return asOfLabel(fact);
    const display = variant === "digits" ? (fact.digits ?? fact.display) : fact.display;
    const note = inlineNote(fact, variant);
    if (mode === "plain") return note ? `${display} (${note})` : display;
    return `{{fact:${id}|${display}|${note}}}`;
  });
}

/** Keys whose text is shown as plain text (titles, card fields, table headings), never as rich text. */
const plainKeys = new Set([
  "title",
  "description",
  "summary",
  "tagline",
  "minInvestment",
  "recommendedHorizon",
  "regulatedBy",
  "examples",
  "documents",
  "platforms",
  "caption",
  "columns",
  "heading",
  "question",
  "term",
  "definition",
  "aliases",
  "name",
]);

/** A copy of content data with every fact token resolved (plain in plain fields, rich elsewhere). */
export function withFacts<T>(value: T, mode: FactMode = "rich"): T {
  if (typeof value === "string") return resolveFacts(value, mode) as T;
  if (Array.isArray(value)) return value.map((item) => withFacts(item, mode)) as T;
  if (value && typeof value === "object" && !(value instanceof RegExp)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withFacts(item, plainKeys.has(key) ? "plain" : mode)]),
    ) as T;
  }
  return value;
}

/** The panel rows for every fact a piece of content uses (it may be raw or resolved). */
export function factPanelRowsFor(content: unknown, today: string): FactPanelRow[] {
  return factIdsIn(JSON.stringify(content)).map((id) => factPanelRow(requireFact(id), today));
}
