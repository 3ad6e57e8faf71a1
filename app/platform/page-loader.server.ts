import { data } from "react-router";
import { breadcrumbTrail, getSitePage, normalisePath, type SitePage } from "#app/content/site-pages.ts";
import type { AppServices } from "./context.server.ts";
import { isDatabaseUnavailable } from "./db/database.server.ts";

export interface PageContext {
  page: SitePage;
  trail: Pick<SitePage, "path" | "title">[];
}

/** The page-table entry for a request's normalised URL (loader `url`, not `request.url`), or a 404 response when the path is not a page. */
export function requirePage(url: URL): PageContext {
  const path = normalisePath(url.pathname);
  const page = getSitePage(path);
  if (!page) throw data(null, { status: 404, statusText: "Not Found" });
  return { page, trail: breadcrumbTrail(path).map(({ path, title }) => ({ path, title })) };
}

/** Titles for internal paths (anchors allowed), skipping any that are not pages. */
export function pageLinks(paths: readonly string[]): { path: string; title: string }[] {
  return paths.flatMap((path) => {
    const page = getSitePage(path.split("#")[0] ?? path);
    return page ? [{ path, title: page.title }] : [];
  });
}

/**
 * A page loader's database work. A database that is down, locked or too slow answers 503
 * with the friendly "not available right now" page (the error boundaries show it) and one
 * warning line, as the API answers 503; anything else is still an error.
 */
export async function withDatabase<T>(
  services: Pick<AppServices, "logger">,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    services.logger.warn("database unavailable", {
      error: error instanceof Error ? error.message : String(error),
    });
    throw data(null, { status: 503, statusText: "Service Unavailable", headers: { "Retry-After": "5" } });
  }
}
