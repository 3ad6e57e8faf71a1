import { factTokenPattern } from "./fact-token.ts";

// Content text may hold [label](/path) links, [label](https://...) links and **bold**, which
// may itself hold links (**[PPF](/investments/ppf)**), and fact tokens. One tokenizer serves the
// React renderer (components/content/rich-text.tsx), the static HTML renderer (glossaries) and,
// through plain-text.ts, search and structured data.
//
// Fact tokens: content writes {{fact:ppf-rate}} (optionally {{fact:ppf-rate|short}}); the facts
// registry (content/facts/) resolves it, before rendering, to {{fact:ppf-rate|7.1%|as of Jan–Mar 2026}}:
// id, display and an optional "as of" note. Renderers only read the resolved form, so they do not
// need the registry (and browsers never download it).

export { factTokenPattern };

/** `at` is the token's offset in its source text (a stable key for renderers). */
export type RichToken =
  | { kind: "text"; at: number; text: string }
  | { kind: "bold"; at: number; children: RichToken[] }
  | { kind: "link"; at: number; label: string; href: string }
  | { kind: "fact"; at: number; id: string; children: RichToken[]; note: string };

const tokenPattern = new RegExp(
  `${factTokenPattern.source}|\\[([^\\]]+)\\]\\(([^)\\s]+)\\)|\\*\\*([^*]+)\\*\\*`,
  "g",
);

export function tokenizeRichText(text: string): RichToken[] {
  const tokens: RichToken[] = [];
  let last = 0;
  for (const match of text.matchAll(tokenPattern)) {
    const index = match.index ?? 0;
    if (index > last) tokens.push({ kind: "text", at: last, text: text.slice(last, index) });
    const [, factId, display, note, label, href, bold] = match;
    if (factId !== undefined) {
      if (note === undefined || display === undefined)
        throw new Error(`Unresolved fact token ${match[0]}: content must pass through the facts registry`);
      tokens.push({ kind: "fact", at: index, id: factId, children: tokenizeRichText(display), note });
    } else if (bold !== undefined) tokens.push({ kind: "bold", at: index, children: tokenizeRichText(bold) });
    else if (label !== undefined && href !== undefined) tokens.push({ kind: "link", at: index, label, href });
    last = index + match[0].length;
  }
  if (last < text.length) tokens.push({ kind: "text", at: last, text: text.slice(last) });
  return tokens;
}

/** The ids of the fact tokens in a text (resolved or not), in order of first appearance. */
export function factIdsIn(text: string): string[] {
  return [...new Set([...text.matchAll(factTokenPattern)].map((match) => match[1] ?? ""))];
}

/** Internal links are site paths; everything else opens in a new tab. */
export function isInternalHref(href: string): boolean {
  return href.startsWith("/");
}
