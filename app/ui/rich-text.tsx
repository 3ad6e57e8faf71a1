import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { isInternalHref, type RichToken, tokenizeRichText } from "#app/content/rich-text-tokens.ts";
import { fillSiteTokens, useSite } from "#app/content/site.ts";
import type { RichText as RichTextSource } from "#app/content/types.ts";

function renderTokens(tokens: RichToken[]): ReactNode[] {
  return tokens.map((token) => {
    if (token.kind === "text") return <Fragment key={token.at}>{token.text}</Fragment>;
    if (token.kind === "bold") return <strong key={token.at}>{renderTokens(token.children)}</strong>;
    if (token.kind === "fact")
      return (
        <span key={token.at} className="fact" data-fact={token.id}>
          {renderTokens(token.children)}
          {token.note ? <small className="fact-note"> ({token.note})</small> : null}
        </span>
      );
    // A link to a section (#anchor) loads the document: most content pages are static islands
    // (docs/decisions/004), whose client-side loader reloads the page without the anchor.
    return isInternalHref(token.href) ? (
      <Link key={token.at} to={token.href} reloadDocument={token.href.includes("#")}>
        {token.label}
      </Link>
    ) : (
      <a key={token.at} href={token.href} rel="noopener noreferrer" target="_blank">
        {token.label}
      </a>
    );
  });
}

export function parseRichText(text: string): ReactNode[] {
  return renderTokens(tokenizeRichText(text));
}

/** Renders a content string with its links, bold text and site-identity tokens. */
export function RichText({ text }: { text: RichTextSource }) {
  const site = useSite();
  return <Fragment>{parseRichText(fillSiteTokens(text, site))}</Fragment>;
}
