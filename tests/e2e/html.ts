// A tiny reader for server-rendered HTML: enough to check a page's head and links over plain
// HTTP without a browser. Not a parser: it reads tags and quoted attributes, which is what React's
// server renderer writes.

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** Decodes the character references React writes (&amp; &#x27; &#39; ...). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return entities[name.toLowerCase()] ?? whole;
  });
}

/** The markup without the contents of scripts, styles and comments (data there is not the page). */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, "")
    .replace(/<!--[\s\S]*?-->/g, "");
}

/** The attributes of every `<tag ...>` in the markup, names lower-cased, values decoded. */
export function tags(html: string, tag: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  const pattern = new RegExp(`<${tag}\\b((?:[^>"']|"[^"]*"|'[^']*')*)>`, "gi");
  for (const match of withoutScripts(html).matchAll(pattern)) {
    const attributes: Record<string, string> = {};
    for (const attribute of (match[1] ?? "").matchAll(
      /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g,
    )) {
      const name = (attribute[1] ?? "").toLowerCase();
      attributes[name] = decodeEntities(attribute[2] ?? attribute[3] ?? attribute[4] ?? "");
    }
    found.push(attributes);
  }
  return found;
}

/** How many `<tag>` elements the markup opens. */
export function countTags(html: string, tag: string): number {
  return tags(html, tag).length;
}

/** The text of the document's `<title>`, decoded. */
export function titleOf(html: string): string | undefined {
  const match = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(html);
  return match ? decodeEntities(match[1] ?? "").trim() : undefined;
}

/** The site-internal paths (`href="/..."`, not `//host`) the markup links to, without query or fragment. */
export function internalLinks(html: string): string[] {
  const paths = new Set<string>();
  for (const tag of ["a", "link", "area"]) {
    for (const attributes of tags(html, tag)) {
      const href = attributes.href;
      if (!href?.startsWith("/") || href.startsWith("//")) continue;
      const path = href.replace(/[?#].*$/, "");
      if (path) paths.add(path);
    }
  }
  return [...paths];
}
