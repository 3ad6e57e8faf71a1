import { searchDocuments } from "~/content/search/documents.ts";
import { createSearchIndex, type SearchIndex } from "~/content/search/engine.ts";

// One index per process, built from the content modules on first use (a few milliseconds)
// and shared by the search page, the search API and the chat assistant.
let index: SearchIndex | undefined;

export function getSearchIndex(): SearchIndex {
  index ??= createSearchIndex(searchDocuments());
  return index;
}
