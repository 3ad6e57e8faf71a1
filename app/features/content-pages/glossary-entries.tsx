import { type GlossaryEntry, glossaryInitial } from "#app/content/glossary/index.ts";
import { RichText } from "#app/ui/rich-text.tsx";

// A glossary's entries under their letters, and its DefinedTermSet JSON-LD: rendered once on
// the server as a static HTML island (docs/decisions/004), so hundreds of entries are sent once
// and never hydrated; the in-page filter (glossary-view.tsx) works on this markup in the DOM.

function SeeAlso({ entry }: { entry: GlossaryEntry }) {
  const links = [
    ...entry.relatedLinks.map((item) => ({ to: item.url, label: item.term })),
    ...entry.pageLinks.map((item) => ({ to: item.path, label: item.title })),
  ];
  if (links.length === 0) return null;
  return (
    <p className="mt-2 text-sm">
      <span className="text-muted">See also: </span>
      {links.map((item, index) => (
        <span key={item.to}>
          {index > 0 ? ", " : null}
          {/* A plain link: the island is never hydrated, and the markup repeats for every entry. */}
          <a href={item.to} className="text-brand underline">
            {item.label}
          </a>
        </span>
      ))}
    </p>
  );
}

function Entry({ entry }: { entry: GlossaryEntry }) {
  return (
    // Short markup on purpose: a glossary repeats it up to 183 times (styles: .glossary-entry).
    <article id={`term-${entry.slug}`} className="glossary-entry" data-glossary-term="">
      <h3 className="text-lg font-bold">
        {entry.term}
        {entry.aliases?.length ? (
          <span className="ml-2 text-sm font-normal text-muted"> ({entry.aliases.join(", ")})</span>
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
      <SeeAlso entry={entry} />
    </article>
  );
}

export function GlossaryEntries({ entries, jsonLd }: { entries: readonly GlossaryEntry[]; jsonLd: unknown }) {
  const letters = [...new Set(entries.map((entry) => glossaryInitial(entry.term)))].sort();
  // JSON-LD is data, not script: browsers do not run it, so the CSP does not apply; "<" is
  // escaped so no text can close the element.
  const json = JSON.stringify(jsonLd).replace(/</g, "\\u003c");
  return (
    <>
      {letters.map((letter) => (
        <section key={letter} aria-labelledby={`letter-${letter}`} data-glossary-letter={letter}>
          <h2 id={`letter-${letter}`} className="mt-8 mb-3 border-b border-border pb-1 text-2xl font-bold">
            {letter}
          </h2>
          <div className="space-y-4">
            {entries
              .filter((entry) => glossaryInitial(entry.term) === letter)
              .map((entry) => (
                <Entry key={entry.slug} entry={entry} />
              ))}
          </div>
        </section>
      ))}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD data with "<" escaped */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
    </>
  );
}
