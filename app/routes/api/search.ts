import { json } from "~/server/request.server.ts";
import { getSearchIndex } from "~/server/search.server.ts";
import type { Route } from "./+types/search";

// GET /api/search?q=...: the same results as /search, as JSON, for search-as-you-type.
export function loader({ url }: Route.LoaderArgs) {
  const query = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const results = query ? getSearchIndex().search(query, 10) : [];
  return json({ query, results }, 200, { "Cache-Control": "public, max-age=300" });
}
