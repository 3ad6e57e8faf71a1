// Content text may hold [label](/path) links, [label](https://...) links and **bold**, which
// may itself hold links (**[PPF](/investments/ppf)**). One tokenizer serves the React
// renderer (components/content/rich-text.tsx) and the static HTML renderer (glossaries).

/** `at` is the token's offset in its source text (a stable key for renderers). */
export type RichToken =
  | { kind: "text"; at: number; text: string }
  | { kind: "bold"; at: number; children: RichToken[] }
  | { kind: "link"; at: number; label: string; href: string };

const tokenPattern = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g;

export function tokenizeRichText(text: string): RichToken[] {
  const tokens: RichToken[] = [];
  let last = 0;
  for (const match of text.matchAll(tokenPattern)) {
    const index = match.index ?? 0;
    if (index > last) tokens.push({ kind: "text", at: last, text: text.slice(last, index) });
    const [, label, href, bold] = match;
    if (bold !== undefined) tokens.push({ kind: "bold", at: index, children: tokenizeRichText(bold) });
    else if (label !== undefined && href !== undefined) tokens.push({ kind: "link", at: index, label, href });
    last = index + match[0].length;
  }
  if (last < text.length) tokens.push({ kind: "text", at: last, text: text.slice(last) });
  return tokens;
}

/** Internal links are site paths; everything else opens in a new tab. */
export function isInternalHref(href: string): boolean {
  return href.startsWith("/");
}
