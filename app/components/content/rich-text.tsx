import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import type { RichText as RichTextSource } from "~/content/types.ts";
import { fillSiteTokens, useSite } from "~/lib/site.ts";

// Content text may hold [label](/path) links, [label](https://...) links and **bold**, which
// may itself hold links (**[PPF](/investments/ppf)**).
const tokenPattern = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g;

export function parseRichText(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(tokenPattern)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push(text.slice(last, index));
    const [, label, href, bold] = match;
    if (bold !== undefined) {
      nodes.push(<strong key={index}>{parseRichText(bold)}</strong>);
    } else if (label !== undefined && href !== undefined) {
      nodes.push(
        href.startsWith("/") ? (
          <Link key={index} to={href}>
            {label}
          </Link>
        ) : (
          <a key={index} href={href} rel="noopener noreferrer" target="_blank">
            {label}
          </a>
        ),
      );
    }
    last = index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/** Renders a content string with its links, bold text and site-identity tokens. */
export function RichText({ text }: { text: RichTextSource }) {
  const site = useSite();
  return <Fragment>{parseRichText(fillSiteTokens(text, site))}</Fragment>;
}
