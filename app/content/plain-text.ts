import { factTokenPattern } from "./fact-token.ts";
import type { ArticleBody, Block } from "./types.ts";

// Plain text of content, for search, word counts and structured data.

/** Content text without [link](...) and **bold** markup; resolved facts read "7.1% (as of Jan–Mar 2026)". */
export function plainText(text: string): string {
  return text
    .replace(factTokenPattern, (token, _id: string, display: string | undefined, note: string | undefined) =>
      note === undefined || display === undefined ? token : note ? `${display} (${note})` : display,
    )
    .replace(/\[([^\]]+)\]\([^)\s]+\)/g, "$1")
    .replace(/\*\*([^*]+)\*\*/g, "$1");
}

export function blockText(block: Block): string {
  switch (block.type) {
    case "p":
    case "callout":
      return block.text;
    case "list":
      return block.items.join(" ");
    case "table":
      return `${block.caption} ${block.columns.join(" ")} ${block.rows.flat().join(" ")} ${block.note ?? ""}`;
    case "example":
      return `${block.title} ${block.lines.join(" ")}`;
    case "figure":
      // The words, not the plotted numbers: those are in the table the reader can open.
      return `${block.title} ${block.caption} ${block.alt}`;
  }
}

/** Words with at least one letter or digit (so "₹" or "-" alone do not count). */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Every heading, block and FAQ of an article as one plain string. */
export function articlePlainText(body: ArticleBody): string {
  return plainText(
    [
      ...body.sections.flatMap((section) => [section.heading, ...section.blocks.map(blockText)]),
      ...(body.faqs ?? []).flatMap((faq) => [faq.question, faq.answer]),
    ].join(" "),
  );
}
