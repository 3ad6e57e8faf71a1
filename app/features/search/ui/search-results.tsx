import { Link } from "react-router";
import { highlightParts, type SearchHit } from "../engine.ts";

function Highlighted({ text, terms }: { text: string; terms: string[] }) {
  return (
    <>
      {highlightParts(text, terms).map((part, index) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
          <mark key={index} className="rounded bg-yellow-200 px-0.5 text-inherit dark:bg-yellow-700/60">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

export function SearchResults({ query, results }: { query: string; results: SearchHit[] }) {
  if (!query) return null;
  return (
    <div>
      <p role="status" aria-live="polite" className="mb-4 text-sm text-muted">
        {results.length === 0
          ? `No results for “${query}”. Try fewer or simpler words, or browse the guides and glossaries.`
          : `${results.length} result${results.length === 1 ? "" : "s"} for “${query}”`}
      </p>
      <ol className="space-y-4" data-testid="search-results">
        {results.map((result) => (
          <li key={result.url} className="rounded-xl border border-border p-4">
            <p className="text-xs font-semibold uppercase tracking-wide text-brand">{result.kind}</p>
            <Link to={result.url} className="text-lg font-semibold underline-offset-2 hover:underline">
              <Highlighted text={result.title} terms={result.terms} />
            </Link>
            <p className="mt-1 text-sm text-muted">
              <Highlighted text={result.snippet} terms={result.terms} />
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
