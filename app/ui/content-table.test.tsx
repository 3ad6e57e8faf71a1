import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { LanguageProvider } from "#app/i18n/language.tsx";
import { ContentTable, columnMinWidths } from "./content-table.tsx";

test("columns get enough width that no cell grows past a few lines, the first one kept narrower", () => {
  const long =
    "A loan to a government, bank or company: deposits, small savings, bonds, debt funds, PPF, EPF";
  const widths = columnMinWidths(["Class", "What you own"], [["Debt (fixed income)", long]]);
  expect(widths[0]).toBe(7); // ceil(19 / 3), at least the longest word ("income)")
  expect(widths[1]).toBe(24); // ceil(93 / 4) capped at 24
  // Link markup does not count, only the words shown.
  expect(columnMinWidths(["A"], [["[PPF](/investments/ppf)"]])).toEqual([6]);
});

test("a content table is a focusable region named by its visible caption", () => {
  const html = renderToStaticMarkup(
    <LanguageProvider>
      <ContentTable caption="Rates" columns={["Scheme", "Rate"]} rows={[["PPF", "7.1%"]]} />
    </LanguageProvider>,
  );
  const captionId = /<caption id="([^"]+)">Rates<\/caption>/.exec(html)?.[1];
  expect(captionId).toBeTruthy();
  expect(html).toContain(`role="region" aria-labelledby="${captionId}"`);
  expect(html).toContain('tabindex="0"');
  expect(html).toContain('class="sticky-first"');
  expect(html).toContain("Scroll sideways for more →");
});
