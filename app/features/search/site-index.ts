import { searchDocuments } from "./documents.ts";
import { createSearchIndex, type SearchIndex, tokenize } from "./engine.ts";
import { type Passage, sitePassages } from "./passages.ts";
import { stem } from "./stem.ts";

// The one index of the site, built once per process and shared: the search page ranks its
// documents (pages and glossary entries), and the chat assistant ranks the same documents,
// then picks a passage within the top ones. New content reaches both without new rules.

export interface SiteIndex {
  /** Pages and glossary entries, ranked by the site search. */
  pages: SearchIndex;
  passages: readonly Passage[];
  /** The passages of one search document, in page order. */
  passagesOf(documentId: string): readonly Passage[];
  /** In how many passages a (stemmed) word appears: rare words say more about a question. */
  passageFrequency(word: string): number;
  /** Every word the site's passages use, lower case, unstemmed. */
  vocabulary: ReadonlySet<string>;
}

export async function createSiteIndex(): Promise<SiteIndex> {
  const passages = await sitePassages();
  const byDocument = new Map<string, Passage[]>();
  const frequency = new Map<string, number>();
  const vocabulary = new Set<string>();
  for (const passage of passages) {
    const list = byDocument.get(passage.documentId);
    if (list) list.push(passage);
    else byDocument.set(passage.documentId, [passage]);
    const words = tokenize(`${passage.heading} ${passage.text}`);
    const stems = new Set<string>();
    for (const word of words) {
      vocabulary.add(word);
      stems.add(stem(word));
    }
    for (const word of stems) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  }
  return {
    pages: createSearchIndex(searchDocuments()),
    passages,
    passagesOf: (documentId) => byDocument.get(documentId) ?? [],
    passageFrequency: (word) => frequency.get(word) ?? 0,
    vocabulary,
  };
}

/**
 * The index as a service: built on first use (about a second), or earlier with `warm()` so
 * the first visitor does not wait. The server creates one and passes it to search and chat.
 */
export function siteIndexService(build: () => Promise<SiteIndex> = createSiteIndex) {
  let index: Promise<SiteIndex> | undefined;
  const get = () => {
    index ??= build();
    return index;
  };
  return {
    get,
    warm() {
      void get();
    },
  };
}
export type SiteIndexService = ReturnType<typeof siteIndexService>;
