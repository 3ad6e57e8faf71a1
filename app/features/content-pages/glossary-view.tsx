import { useEffect, useRef, useState } from "react";
import { StaticHtmlIsland } from "#app/ui/static-html.tsx";

const filterTexts = new WeakMap<HTMLElement, string>();

/** An entry's term, other names and one-line definition (its heading and first paragraph). */
function filterText(entry: HTMLElement): string {
  let text = filterTexts.get(entry);
  if (text === undefined) {
    text =
      `${entry.querySelector("h3")?.textContent ?? ""} ${entry.querySelector("p")?.textContent ?? ""}`.toLowerCase();
    filterTexts.set(entry, text);
  }
  return text;
}

// A–Z index, an in-page filter and the entries (static HTML with one anchor per term,
// #term-{slug}; see glossary-entries.tsx). The filter hides entries in the
// DOM, matching the term, its other names and its one-line definition.
export function GlossaryView({ letters, total }: { letters: string[]; total: number }) {
  const [filter, setFilter] = useState("");
  const [shown, setShown] = useState(total);
  const entriesRef = useRef<HTMLDivElement>(null);

  const filtered = useRef(false);

  useEffect(() => {
    const root = entriesRef.current;
    const needle = filter.trim().toLowerCase();
    // Nothing to undo on first render: leave the server's markup untouched while hydrating.
    if (!root || (!needle && !filtered.current)) return;
    filtered.current = true;
    let count = 0;
    for (const entry of root.querySelectorAll<HTMLElement>("[data-glossary-term]")) {
      const match = !needle || filterText(entry).includes(needle);
      entry.hidden = !match;
      if (match) count++;
    }
    for (const group of root.querySelectorAll<HTMLElement>("[data-glossary-letter]")) {
      group.hidden = group.querySelector("[data-glossary-term]:not([hidden])") === null;
    }
    setShown(count);
  }, [filter]);

  return (
    <div>
      <nav aria-label="Glossary index A to Z" className="mb-4">
        <ul className="flex flex-wrap gap-1">
          {letters.map((letter) => (
            <li key={letter}>
              <a
                href={`#letter-${letter}`}
                className="grid size-9 place-items-center rounded-md border border-border text-sm font-semibold hover:border-brand"
              >
                {letter}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mb-6">
        <label htmlFor="glossary-filter" className="mb-1 block text-sm font-medium">
          Filter terms
        </label>
        <input
          id="glossary-filter"
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder="Type a word, e.g. NAV or yield"
          className="w-full max-w-md rounded-lg border border-border bg-surface px-3 py-2"
          aria-describedby="glossary-count"
          data-testid="glossary-filter"
        />
        <p id="glossary-count" role="status" aria-live="polite" className="mt-1 text-sm text-muted">
          {shown} of {total} terms
        </p>
      </div>
      <div ref={entriesRef}>
        <StaticHtmlIsland id="glossary" />
      </div>
    </div>
  );
}
