import { toCategoryQuickView } from "#app/content/categories/cards.ts";
import { getCategory } from "#app/content/categories/index.ts";
import { json } from "#app/platform/request.server.ts";
import type { Route } from "./+types/category-quick-view";

// GET /api/categories/{id}/quick-view: the text of a category's quick-view modal on the home
// page (overview, pros, cons, tax, examples). 404 for an unknown id. Documented in docs/api.md.
export function loader({ params }: Route.LoaderArgs) {
  const category = getCategory(params.id);
  if (!category) return json({ error: `Unknown category '${params.id}'.` }, 404);
  return json(toCategoryQuickView(category), 200, { "Cache-Control": "public, max-age=3600" });
}
