import { useMemo, useState } from "react";
import { Link } from "react-router";
import type { GlossaryTerm } from "~/content/types.ts";
import { RichText } from "./rich-text.tsx";

export interface GlossaryEntry extends GlossaryTerm {
  /** Related terms resolved to their addresses (they may live in another glossary). */
  relatedLinks: { slug: string; term: string; url: string }[];
  pageLinks: { path: string; title: string }[];
}

function initial(term: string): string {
  const letter = term.trim().charAt(0).toUpperCase();
  return /[A-Z]/.test(letter) ? letter : "#";
}

// A–Z index, an in-page filter and one anchored entry per term (#term-{slug}).
export function GlossaryView({ entries }: { entries: GlossaryEntry[] }) {
  const [filter, setFilter] = useState("");
  const needle = filter.trim().toLowerCase();
  const visible = useMemo(
    () =>
      needle
        ? entries.filter((entry) =>
            [entry.term, ...(entry.aliases ?? []), entry.definition].some((text) =>
              text.toLowerCase().includes(needle),
            ),
          )
        : entries,
    [entries, needle],
  );
  const letters = [...new Set(entries.map((entry) => initial(entry.term)))].sort();
  const groups = letters
    .map((letter) => ({ letter, items: visible.filter((entry) => initial(entry.term) === letter) }))
    .filter((group) => group.items.length > 0);

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
          {visible.length} of {entries.length} terms
        </p>
      </div>
      {groups.map((group) => (
        <section key={group.letter} aria-labelledby={`letter-${group.letter}`}>
          <h2
            id={`letter-${group.letter}`}
            className="mt-8 mb-3 border-b border-border pb-1 text-2xl font-bold"
          >
            {group.letter}
          </h2>
          <div className="space-y-4">
            {group.items.map((entry) => (
              <article
                key={entry.slug}
                id={`term-${entry.slug}`}
                className="scroll-mt-24 rounded-xl border border-border p-4 target:border-brand target:ring-2 target:ring-brand"
                data-testid="glossary-term"
              >
                <h3 className="text-lg font-bold">
                  {entry.term}
                  {entry.aliases?.length ? (
                    <span className="ml-2 text-sm font-normal text-muted">({entry.aliases.join(", ")})</span>
                  ) : null}
                </h3>
                <p className="mt-1 font-medium">{entry.definition}</p>
                <p className="mt-2 text-sm leading-relaxed">
                  <RichText text={entry.explanation} />
                </p>
                {entry.example ? (
                  <p className="mt-2 rounded-lg bg-subtle p-3 text-sm">
                    <strong>Example: </strong>
                    <RichText text={entry.example} />
                  </p>
                ) : null}
                {entry.relatedLinks.length > 0 || entry.pageLinks.length > 0 ? (
                  <p className="mt-2 text-sm">
                    <span className="text-muted">See also: </span>
                    {[
                      ...entry.relatedLinks.map((link) => ({ to: link.url, label: link.term })),
                      ...entry.pageLinks.map((link) => ({ to: link.path, label: link.title })),
                    ].map((link, index) => (
                      <span key={link.to}>
                        {index > 0 ? ", " : ""}
                        <Link to={link.to} className="text-brand underline">
                          {link.label}
                        </Link>
                      </span>
                    ))}
                  </p>
                ) : null}
              </article>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
