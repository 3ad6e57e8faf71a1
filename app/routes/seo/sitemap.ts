import { absoluteUrl } from "#app/content/meta.ts";
import { sitemapPages } from "#app/content/site-pages.ts";
import { configOf } from "#app/platform/context.server.ts";
import type { Route } from "./+types/sitemap";

// Generated at build time (prerendered) from the page table.
export function loader({ context }: Route.LoaderArgs) {
  const site = configOf(context).site;
  const urls = sitemapPages()
    .map((page) => `  <url><loc>${absoluteUrl(site, page.path)}</loc></url>`)
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
