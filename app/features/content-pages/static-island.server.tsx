import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter, type RouterContextProvider } from "react-router";
import type { SiteIdentity } from "#app/config/site.ts";
import { SiteProvider } from "#app/content/site.ts";
import { LanguageProvider } from "#app/i18n/language.tsx";
import { staticHtmlContext } from "#app/ui/static-html.tsx";

// Static HTML islands (app/ui/static-html.tsx) built from the site's own React components:
// rendered once on the server with the providers they read (site identity, English text, a
// router for links), so a page ships neither the island's data nor the work of hydrating it.
export function renderStaticIsland(element: ReactNode, site: SiteIdentity): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <SiteProvider value={site}>
        <LanguageProvider>{element}</LanguageProvider>
      </SiteProvider>
    </MemoryRouter>,
  );
}

/** Hands an island's HTML to the document render for this request (read by entry.server.tsx). */
export function addStaticIsland(requestContext: Readonly<RouterContextProvider>, id: string, html: string) {
  const islands = requestContext.get(staticHtmlContext) ?? new Map<string, string>();
  islands.set(id, html);
  requestContext.set(staticHtmlContext, islands);
}
