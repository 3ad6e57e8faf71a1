import { useEffect, useState } from "react";
import type { CategoryQuickView } from "#app/content/categories/cards.ts";

// The quick-view text of each category, fetched once per page view (GET
// /api/categories/{id}/quick-view). Cards start the request on hover or focus, so the text is
// usually there by the time the dialog opens.
const requests = new Map<string, Promise<CategoryQuickView>>();

export function fetchQuickView(id: string): Promise<CategoryQuickView> {
  let request = requests.get(id);
  if (!request) {
    request = fetch(`/api/categories/${encodeURIComponent(id)}/quick-view`).then((response) => {
      if (!response.ok) throw new Error(`Quick view for ${id}: HTTP ${response.status}`);
      return response.json() as Promise<CategoryQuickView>;
    });
    // A failed request is forgotten, so opening the dialog again retries it.
    request.catch(() => requests.delete(id));
    requests.set(id, request);
  }
  return request;
}

export type QuickViewState =
  | { status: "loading" }
  | { status: "ready"; data: CategoryQuickView }
  | { status: "error" };

export function useQuickView(id: string): QuickViewState {
  const [state, setState] = useState<QuickViewState>({ status: "loading" });
  useEffect(() => {
    if (!id) return;
    let current = true;
    setState({ status: "loading" });
    fetchQuickView(id).then(
      (data) => current && setState({ status: "ready", data }),
      () => current && setState({ status: "error" }),
    );
    return () => {
      current = false;
    };
  }, [id]);
  return state;
}
