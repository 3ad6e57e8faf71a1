import { servicesOf } from "#app/platform/context.server.ts";
import { json } from "#app/platform/request.server.ts";
import type { Route } from "./+types/search";

// GET /api/search?q=...: the same results as /search, as JSON, for search-as-you-type.
export async function loader({ url, context }: Route.LoaderArgs) {
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const results = query ? (await servicesOf(context).siteIndex.get()).pages.search(query, 10) : [];
  return json({ query, results }, 200, { "Cache-Control": "public, max-age=300" });
}
