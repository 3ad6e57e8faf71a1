import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, test } from "vitest";
import { LanguageProvider } from "#app/i18n/language.tsx";
import { ApplicationError, NotFound } from "./not-found.tsx";

function render(element: React.ReactNode) {
  const Stub = createRoutesStub([
    { path: "/*", Component: () => <LanguageProvider>{element}</LanguageProvider> },
  ]);
  return renderToString(<Stub initialEntries={["/missing/page"]} />);
}

describe("error screens", () => {
  test("not found shows 404, the brief's title and a link home", () => {
    const html = render(<NotFound />);
    expect(html).toContain("404");
    expect(html).toContain("Oops! Page not found");
    expect(html).toMatch(/<a[^>]+href="\/"[^>]*>Return to Home<\/a>/);
  });

  test("a route error shows 'Unexpected Application Error!' with a link home and no details", () => {
    const html = render(<ApplicationError />);
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toMatch(/href="\/"/);
    expect(html).not.toContain("<pre");
  });
});
