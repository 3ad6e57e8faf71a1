import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { type RichToken, tokenizeRichText } from "#app/content/rich-text-tokens.ts";

// Assistant replies are text with a little markup: paragraphs, "- " and "1. " lists, **bold**
// and [label](/path) links. Everything is rendered as React text, so a reply can never inject
// HTML; only site paths become links (they also close the widget), any other link is its label.

export function isSitePath(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//") && !href.startsWith("/\\");
}

/** Tokens of one line; a line the tokenizer refuses (a malformed fact token) stays plain text. */
function tokensOf(text: string): RichToken[] {
  try {
    return tokenizeRichText(text);
  } catch {
    return [{ kind: "text", at: 0, text }];
  }
}

function inline(tokens: RichToken[], onNavigate: () => void): ReactNode[] {
  return tokens.map((token) => {
    if (token.kind === "text") return <Fragment key={token.at}>{token.text}</Fragment>;
    if (token.kind === "bold") return <strong key={token.at}>{inline(token.children, onNavigate)}</strong>;
    if (token.kind === "fact")
      return (
        <Fragment key={token.at}>
          {inline(token.children, onNavigate)}
          {token.note ? ` (${token.note})` : null}
        </Fragment>
      );
    // A link to a section (#anchor) loads the document, so the browser scrolls to it.
    return isSitePath(token.href) ? (
      <Link
        key={token.at}
        to={token.href}
        reloadDocument={token.href.includes("#")}
        onClick={onNavigate}
        className="font-medium underline underline-offset-2"
      >
        {token.label}
      </Link>
    ) : (
      <Fragment key={token.at}>{token.label}</Fragment>
    );
  });
}

interface Line {
  /** Position in the reply: a stable key, since a reply never changes once shown. */
  id: number;
  text: string;
}
type Block = { id: number; kind: "p"; lines: Line[] } | { id: number; kind: "ul" | "ol"; items: Line[] };

/** Groups lines into paragraphs and lists; blank lines end a paragraph. */
export function chatBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .forEach((raw, id) => {
      const bullet = /^\s*[-*•]\s+(.*)$/.exec(raw);
      const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(raw);
      const last = blocks[blocks.length - 1];
      if (bullet || numbered) {
        const kind = bullet ? "ul" : "ol";
        const line = { id, text: (bullet ?? numbered)?.[1] ?? "" };
        if (last && last.kind === kind) last.items.push(line);
        else blocks.push({ id, kind, items: [line] });
      } else if (raw.trim() === "") {
        blocks.push({ id, kind: "p", lines: [] });
      } else if (last && last.kind === "p") {
        last.lines.push({ id, text: raw });
      } else {
        blocks.push({ id, kind: "p", lines: [{ id, text: raw }] });
      }
    });
  return blocks.filter((block) => (block.kind === "p" ? block.lines.length > 0 : block.items.length > 0));
}

export function ChatMarkdown({ text, onNavigate }: { text: string; onNavigate: () => void }) {
  return (
    <div className="space-y-2 [overflow-wrap:anywhere]">
      {chatBlocks(text).map((block) => {
        if (block.kind === "p")
          return (
            <p key={block.id}>
              {block.lines.map((line, position) => (
                <Fragment key={line.id}>
                  {position > 0 ? <br /> : null}
                  {inline(tokensOf(line.text), onNavigate)}
                </Fragment>
              ))}
            </p>
          );
        const List = block.kind;
        return (
          <List
            key={block.id}
            className={`${block.kind === "ul" ? "list-disc" : "list-decimal"} space-y-1 pl-5`}
          >
            {block.items.map((item) => (
              <li key={item.id}>{inline(tokensOf(item.text), onNavigate)}</li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
