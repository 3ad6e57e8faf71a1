import { useId } from "react";
import { Link } from "react-router";
import { formatReturnRange, riskTone } from "#app/content/categories/cards.ts";
import { parseReturnRange } from "#app/content/categories/filters.ts";
import type { FactPanelRow } from "#app/content/facts/status.ts";
import type { InvestmentCategory } from "#app/content/types.ts";
import { useT } from "#app/i18n/language.tsx";
import { FaqList, type PageLink, RelatedLinks, SourceList } from "#app/ui/article-body.tsx";
import { FactsPanel } from "#app/ui/facts-panel.tsx";
import { ContentIcon } from "#app/ui/icons.tsx";
import { RichText } from "#app/ui/rich-text.tsx";
import { TableScroller } from "#app/ui/table-scroller.tsx";
import { categoryGradient } from "./category-gradient.ts";

function Stat({ label, value, tone }: { label: string; value: string; tone?: string }) {
  return (
    <div className="rounded-xl border border-border p-4">
      <dt className="text-xs uppercase tracking-wide text-muted">{label}</dt>
      <dd className={`mt-1 font-semibold ${tone ? `inline-block rounded-full px-2 text-sm ${tone}` : ""}`}>
        {value}
      </dd>
    </div>
  );
}

const returnColumns: { key: keyof InvestmentCategory["returns"]; label: string }[] = [
  { key: "oneYear", label: "1 year" },
  { key: "threeYear", label: "3 years" },
  { key: "fiveYear", label: "5 years" },
  { key: "tenYear", label: "10 years" },
];

/** The full page of one investment category. */
export function CategoryDetail({
  category,
  relatedCalculators,
  relatedCategories,
  facts = [],
}: {
  category: InvestmentCategory;
  relatedCalculators: PageLink[];
  relatedCategories: PageLink[];
  /** The registry facts the page quotes (see FactsPanel). */
  facts?: readonly FactPanelRow[];
}) {
  const t = useT();
  const captionId = useId();
  const ranges = returnColumns.map((column) => category.returns[column.key]);
  const noRangeAtAll = ranges.every((range) => range === ranges[0] && parseReturnRange(range) === null);
  return (
    <div>
      <div className="mb-8 flex items-center gap-3">
        <span
          className={`grid size-12 place-items-center rounded-xl bg-gradient-to-br text-white ${categoryGradient(category.id)}`}
        >
          <ContentIcon name={category.icon} className="size-7" />
        </span>
        <p className="text-lg font-medium">{category.tagline}</p>
      </div>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Stat label="Risk level" value={category.riskLevel} tone={riskTone(category.riskLevel)} />
        <Stat label="Ideal horizon" value={category.recommendedHorizon} />
        <Stat label="Minimum" value={category.minInvestment} />
        <Stat label="Regulated by" value={category.regulatedBy} />
      </dl>

      <div className="prose-content mt-8">
        <h2 id="overview">What are {category.title}?</h2>
        {category.detailedDescription.split(/\n\s*\n/).map((paragraph) => (
          <p key={paragraph}>
            <RichText text={paragraph} />
          </p>
        ))}

        <h2 id="returns">Historical returns</h2>
        <TableScroller labelledBy={captionId}>
          <table>
            <caption id={captionId}>Indicative yearly returns over rolling periods (% per year)</caption>
            <thead>
              <tr>
                {returnColumns.map((column) => (
                  <th key={column.key} scope="col" className="whitespace-nowrap">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                {noRangeAtAll ? (
                  // One statement rather than the same words four times.
                  <td colSpan={returnColumns.length}>{formatReturnRange(category.returns.fiveYear, t)}</td>
                ) : (
                  returnColumns.map((column) => (
                    // A range stays on one line ("-51% to 78%"); the box scrolls on a narrow phone.
                    <td key={column.key} className="whitespace-nowrap">
                      {formatReturnRange(category.returns[column.key], t)}
                    </td>
                  ))
                )}
              </tr>
            </tbody>
          </table>
        </TableScroller>
        <p className="mt-2 text-sm text-muted">
          <strong>Basis:</strong> <RichText text={category.returnsBasis} /> Past returns do not promise future
          ones.
        </p>

        <h2 id="risk">Risk</h2>
        <p>
          <RichText text={category.riskDescription} />
        </p>

        <div className="grid gap-6 md:grid-cols-2">
          <section aria-labelledby="pros">
            <h2 id="pros">Key benefits</h2>
            <ul>
              {category.pros.map((item) => (
                <li key={item}>
                  <RichText text={item} />
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="cons">
            <h2 id="cons">Considerations</h2>
            <ul>
              {category.cons.map((item) => (
                <li key={item}>
                  <RichText text={item} />
                </li>
              ))}
            </ul>
          </section>
        </div>

        <h2 id="taxation">Taxation in India</h2>
        <p>
          <RichText text={category.taxImplications} />
        </p>

        <h2 id="strategies">Strategies</h2>
        {category.strategies.map((strategy) => (
          <div key={strategy.title}>
            <h3>{strategy.title}</h3>
            <p>
              <RichText text={strategy.description} />
            </p>
          </div>
        ))}

        {category.examples.length > 0 ? (
          <>
            <h2 id="examples">Examples</h2>
            <ul>
              {category.examples.map((example) => (
                <li key={example}>
                  <RichText text={example} />
                </li>
              ))}
            </ul>
          </>
        ) : null}

        <h2 id="how-to-start">How to start</h2>
        <h3>Documents</h3>
        <ul>
          {category.howToStart.documents.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <h3>Where</h3>
        <ul>
          {category.howToStart.platforms.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <h3>Steps</h3>
        <ol>
          {category.howToStart.steps.map((item) => (
            <li key={item}>
              <RichText text={item} />
            </li>
          ))}
        </ol>

        {relatedCalculators.length > 0 ? (
          <section aria-labelledby="calculators">
            <h2 id="calculators">Calculators to try</h2>
            <ul>
              {relatedCalculators.map((link) => (
                <li key={link.path}>
                  <Link to={link.path}>{link.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <FaqList faqs={category.faqs} />
        <RelatedLinks pages={relatedCategories} />
        <FactsPanel rows={facts} />
        <SourceList sources={category.sources} />
      </div>
    </div>
  );
}
