import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, test } from "vitest";
import { parseRichText } from "./rich-text.tsx";

function render(text: string) {
  const Stub = createRoutesStub([{ path: "/*", Component: () => <p>{parseRichText(text)}</p> }]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

describe("rich text", () => {
  test("renders links, external links and bold", () => {
    const html = render("See [PPF](/investments/ppf), [RBI](https://rbi.org.in) and **bold**.");
    expect(html).toContain('<a href="/investments/ppf"');
    expect(html).toMatch(/<a href="https:\/\/rbi\.org\.in" rel="noopener noreferrer" target="_blank"/);
    expect(html).toContain("<strong>bold</strong>");
  });

  test("a link inside bold is a link, not raw markup", () => {
    const html = render("**[Government securities](/investments/bonds/government)** are safe.");
    expect(html).toMatch(
      /<strong><a href="\/investments\/bonds\/government"[^>]*>Government securities<\/a><\/strong>/,
    );
    expect(html).not.toContain("](");
  });
});

describe("facts in rich text", () => {
  test("a resolved fact renders its figure with a small 'as of' note", () => {
    const html = render("PPF pays {{fact:ppf-rate|7.1%|as of Jan–Mar 2026}} a year.");
    expect(html).toContain(
      '<span class="fact" data-fact="ppf-rate">7.1%<small class="fact-note"> (<!-- -->as of Jan–Mar 2026<!-- -->)</small></span>',
    );
    expect(render("Cover {{fact:dicgc-cover|₹5 lakh|}}.")).toContain(
      '<span class="fact" data-fact="dicgc-cover">₹5 lakh</span>',
    );
  });
});
