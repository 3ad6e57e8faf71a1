import { describe, expect, test } from "vitest";
import { defaultSiteIdentity } from "#app/config/site.ts";
import type { GlossaryEntry } from "#app/content/glossary/index.ts";
import { GlossaryEntries } from "./glossary-entries.tsx";
import { renderStaticIsland } from "./static-island.server.tsx";

const entry: GlossaryEntry = {
  slug: "pe-ratio",
  term: "P/E <ratio>",
  aliases: ["PE"],
  definition: "Price divided by earnings & more.",
  explanation: "See **[stocks](/investments/stocks)** and [SEBI](https://www.sebi.gov.in).",
  example: "₹100 ÷ ₹5 = **20**.",
  related: [],
  relatedLinks: [{ slug: "eps", term: "EPS", url: "/resources/stock-terminologies#term-eps" }],
  pageLinks: [{ path: "/guides/picking-stocks", title: "Picking stocks" }],
};

const render = (entries: GlossaryEntry[], jsonLd: unknown = {}) =>
  renderStaticIsland(<GlossaryEntries entries={entries} jsonLd={jsonLd} />, defaultSiteIdentity);

describe("glossary entries (static island)", () => {
  const html = render([entry], { name: "</script><b>" });

  test("renders the anchored entry under its letter, escaped", () => {
    expect(html).toContain('<section aria-labelledby="letter-P" data-glossary-letter="P">');
    expect(html).toContain('<article id="term-pe-ratio" class="glossary-entry" data-glossary-term="">');
    expect(html).toContain("P/E &lt;ratio&gt;");
    expect(html).toContain('<p class="mt-1 font-medium">Price divided by earnings &amp; more.</p>');
  });

  test("renders rich text links and bold, and the see-also links", () => {
    expect(html).toMatch(/<strong><a href="\/investments\/stocks"[^>]*>stocks<\/a><\/strong>/);
    expect(html).toContain(
      '<a href="https://www.sebi.gov.in" rel="noopener noreferrer" target="_blank">SEBI</a>',
    );
    expect(html).toContain("<strong>Example: </strong>₹100 ÷ ₹5 = <strong>20</strong>.");
    expect(html).toContain(
      '<a href="/resources/stock-terminologies#term-eps" class="text-brand underline">EPS</a>',
    );
    expect(html).toContain(
      '<a href="/guides/picking-stocks" class="text-brand underline">Picking stocks</a>',
    );
  });

  test("the JSON-LD cannot close its script element", () => {
    expect(html).toContain('<script type="application/ld+json">{"name":"\\u003c/script>\\u003cb>"}</script>');
  });

  test("a resolved fact renders with its note, escaped", () => {
    const withFact = render([
      { ...entry, explanation: "PPF pays {{fact:ppf-rate|7.1%|as of Jan–Mar 2026}} a <year>." },
    ]);
    expect(withFact).toContain(
      '<span class="fact" data-fact="ppf-rate">7.1%<small class="fact-note"> (as of Jan–Mar 2026)</small></span>',
    );
    expect(withFact).toContain("a &lt;year&gt;.");
  });
});
