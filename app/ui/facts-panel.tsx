import type { FactPanelRow } from "#app/content/facts/status.ts";
import { isInternalHref } from "#app/content/rich-text-tokens.ts";
import { useT } from "#app/i18n/language.tsx";
import { RichText } from "./rich-text.tsx";

function SourceLink({ source }: { source: FactPanelRow["source"] }) {
  return isInternalHref(source.url) ? (
    <a href={source.url}>{source.title}</a>
  ) : (
    <a href={source.url} rel="noopener noreferrer" target="_blank">
      {source.title}
    </a>
  );
}

/**
 * "Figures on this page": every registry fact the page quotes, with the period it applies to,
 * when it took effect, its source and, once its review is due, where to check the current
 * figure. The rows come from the loader (content/facts/status.ts), so this component does not
 * need the registry itself.
 */
export function FactsPanel({ rows }: { rows: readonly FactPanelRow[] }) {
  const t = useT();
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="figures" className="facts-panel">
      <h2 id="figures">{t("facts.heading")}</h2>
      <ul className="text-sm">
        {rows.map((row) => (
          <li key={row.id} id={`fact-${row.id}`}>
            <strong>{row.label}</strong>: <RichText text={row.display} /> {row.dates} {t("facts.source")}{" "}
            <SourceLink source={row.source} />.
            {row.check ? (
              <>
                {" "}
                {row.check.text} <SourceLink source={row.check.source} />.
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
