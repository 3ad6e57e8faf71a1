import { createContext, useContext } from "react";
import { createContext as createRouterContext } from "react-router";

// Static HTML "islands": large, unchanging parts of a page (a glossary's entries) that a
// loader renders to an HTML string on the server. The string travels to the document through
// the request context (never through loader data), and React does not hydrate it: on the
// client the island keeps the server's HTML. Routes that use an island must load with a full
// document request (see forceDocumentLoad), since client-side navigation has no server HTML.

/** Request-scoped: island id -> HTML. Set by loaders, read by entry.server.tsx. */
export const staticHtmlContext = createRouterContext<Map<string, string> | null>(null);

const StaticHtml = createContext<ReadonlyMap<string, string>>(new Map());
export const StaticHtmlProvider = StaticHtml.Provider;

export function StaticHtmlIsland({ id }: { id: string }) {
  const html = useContext(StaticHtml).get(id) ?? "";
  // On the client `html` is empty; React leaves the server's markup in place during
  // hydration and, as the prop never changes afterwards, never replaces it.
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: island HTML is built on the server from the site's own typed content, rendered by React, which escapes every text (app/features/content-pages/static-island.server.tsx)
    <div data-static-island={id} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />
  );
}

/** A clientLoader for island routes: client-side navigation becomes a document load. */
export function forceDocumentLoad({ request }: { request: Request }): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}
