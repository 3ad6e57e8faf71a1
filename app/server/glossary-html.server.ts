import type { SiteIdentity } from "~/config/site.ts";
import { isInternalHref, type RichToken, tokenizeRichText } from "~/content/rich-text-tokens.ts";
import type { GlossaryTerm, RichText } from "~/content/types.ts";
import { fillSiteTokens } from "~/lib/site.ts";

// A glossary's entries as static HTML. A glossary page holds hundreds of entries; rendered by
// React they would be sent twice (as HTML and again as loader data to hydrate them) and
// hydrated for nothing, since they never change. As static HTML they are sent once and left
// alone by React (see StaticHtml); the in-page filter works on the DOM.

export interface GlossaryEntry extends GlossaryTerm {
  /** Related terms resolved to their addresses (they may live in another glossary). */
  relatedLinks: { slug: string; term: string; url: string }[];
  pageLinks: { path: string; title: string }[];
}

export function glossaryInitial(term: string): string {
  const letter = term.trim().charAt(0).toUpperCase();
  return /[A-Z]/.test(letter) ? letter : "#";
}

const htmlEscapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

function link(href: string, label: string, className = ""): string {
  const classes = className ? ` class="${className}"` : "";
  return isInternalHref(href)
    ? `<a href="${escapeHtml(href)}"${classes}>${escapeHtml(label)}</a>`
    : `<a href="${escapeHtml(href)}" rel="noopener noreferrer" target="_blank"${classes}>${escapeHtml(label)}</a>`;
}

function tokensHtml(tokens: RichToken[]): string {
  return tokens
    .map((token) => {
      if (token.kind === "text") return escapeHtml(token.text);
      if (token.kind === "bold") return `<strong>${tokensHtml(token.children)}</strong>`;
      return link(token.href, token.label);
    })
    .join("");
}

export function richTextHtml(text: RichText, site: SiteIdentity): string {
  return tokensHtml(tokenizeRichText(fillSiteTokens(text, site)));
}

function entryHtml(entry: GlossaryEntry, site: SiteIdentity): string {
  const aliases = entry.aliases?.length
    ? ` <span class="ml-2 text-sm font-normal text-muted">(${escapeHtml(entry.aliases.join(", "))})</span>`
    : "";
  const example = entry.example
    ? `<p class="mt-2 rounded-lg bg-subtle p-3 text-sm"><strong>Example: </strong>${richTextHtml(entry.example, site)}</p>`
    : "";
  const seeAlso = [
    ...entry.relatedLinks.map((item) => ({ to: item.url, label: item.term })),
    ...entry.pageLinks.map((item) => ({ to: item.path, label: item.title })),
  ];
  const seeAlsoHtml = seeAlso.length
    ? `<p class="mt-2 text-sm"><span class="text-muted">See also: </span>${seeAlso
        .map((item) => link(item.to, item.label, "text-brand underline"))
        .join(", ")}</p>`
    : "";
  return (
    // Short markup on purpose: a glossary repeats it up to 183 times (styles: .glossary-entry).
    `<article id="term-${escapeHtml(entry.slug)}" class="glossary-entry" data-glossary-term>` +
    `<h3 class="text-lg font-bold">${escapeHtml(entry.term)}${aliases}</h3>` +
    `<p class="mt-1 font-medium">${escapeHtml(entry.definition)}</p>` +
    `<p class="mt-2 text-sm leading-relaxed">${richTextHtml(entry.explanation, site)}</p>` +
    example +
    seeAlsoHtml +
    "</article>"
  );
}

/** The A-Z groups of entries, and the page's DefinedTermSet JSON-LD, as one HTML string. */
export function glossaryEntriesHtml(entries: GlossaryEntry[], site: SiteIdentity, jsonLd: unknown): string {
  const letters = [...new Set(entries.map((entry) => glossaryInitial(entry.term)))].sort();
  const groups = letters.map((letter) => {
    const items = entries.filter((entry) => glossaryInitial(entry.term) === letter);
    return (
      `<section aria-labelledby="letter-${letter}" data-glossary-letter="${letter}">` +
      `<h2 id="letter-${letter}" class="mt-8 mb-3 border-b border-border pb-1 text-2xl font-bold">${letter}</h2>` +
      `<div class="space-y-4">${items.map((entry) => entryHtml(entry, site)).join("")}</div>` +
      "</section>"
    );
  });
  // A JSON-LD block is data, not script: browsers do not run it, so the CSP does not apply.
  const json = JSON.stringify(jsonLd).replace(/</g, "\\u003c");
  return `${groups.join("")}<script type="application/ld+json">${json}</script>`;
}
