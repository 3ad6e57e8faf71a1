import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { formValues, queryForValues, runCalculator } from "~/calculators/run.ts";
import type { CalculatorDefinition, CalculatorView, ViewTable } from "~/calculators/view.ts";
import { PageHeader } from "~/components/content/page-header.tsx";
import { RichText } from "~/components/content/rich-text.tsx";
import type { CalculatorGuide } from "~/content/calculator-guides.ts";
import type { SitePage } from "~/content/site-pages.ts";
import type { InputSpec } from "~/finance/index.ts";
import { formatValue } from "./format-value.ts";
import { ChoiceField, NumberField } from "./input-fields.tsx";
import { ResultChart } from "./result-chart.tsx";

export interface CalculatorPageData {
  page: SitePage;
  trail: Pick<SitePage, "path" | "title">[];
  query: Record<string, string>;
  related: { path: string; title: string }[];
}

// One calculator page: the inputs as a GET form (so a shared URL, or a visit before JavaScript
// loads, renders the same result on the server), results recomputed instantly as inputs change,
// the URL kept in step, then the chart, tables, method and further reading.
export function CalculatorPage({
  definition,
  data,
  guide,
  extraQuery = {},
  children,
}: {
  definition: CalculatorDefinition;
  data: CalculatorPageData;
  guide: CalculatorGuide;
  /** Parameters of an extra part of the page (the return page's cash flows), kept in the URL too. */
  extraQuery?: Record<string, string>;
  children?: ReactNode;
}) {
  const specs = definition.inputs;
  const [values, setValues] = useState(() => formValues(specs, data.query));
  const outcome = useMemo(() => runCalculator(definition, values), [definition, values]);
  const lastView = useRef<CalculatorView | null>(null);
  if (outcome.ok) lastView.current = outcome.view;
  const view = outcome.ok ? outcome.view : lastView.current;
  const issues = outcome.ok ? [] : outcome.issues;
  const errorFor = (name: string) => issues.find((issue) => issue.field === name)?.message;
  const query = withExtra(queryForValues(specs, values), extraQuery);
  const announcement = useDebounced(outcome.ok ? outcome.view.headline : "", 700);
  const [copied, setCopied] = useState(false);

  // Keep the address bar shareable without a navigation (which would rerun the loader).
  useEffect(() => {
    const next = `${data.page.path}${query}`;
    if (`${window.location.pathname}${window.location.search}` !== next) {
      window.history.replaceState(window.history.state, "", next);
    }
  }, [data.page.path, query]);

  const setValue = (name: string, value: string) => {
    setCopied(false);
    setValues((current) => ({ ...current, [name]: value }));
  };

  const groups = definition.inputGroups ?? [{ title: "", names: specs.map((spec) => spec.name) }];
  const csvBase = `/api/calculators/${definition.slug}${query ? `${query}&` : "?"}format=csv`;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeader page={data.page} trail={data.trail} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <form
          id="calculator-form"
          method="get"
          action={data.page.path}
          onSubmit={(event) => event.preventDefault()}
          className="space-y-6 self-start rounded-2xl border border-border p-5 lg:sticky lg:top-24"
          aria-label={`${data.page.title} inputs`}
        >
          {groups.map((group) => (
            <div key={group.title || "inputs"} className="space-y-5">
              {group.title ? <h2 className="text-lg font-bold">{group.title}</h2> : null}
              {group.names.map((name) => {
                const spec = specs.find((candidate) => candidate.name === name);
                return spec ? (
                  <Field
                    key={name}
                    spec={spec}
                    value={values[name] ?? ""}
                    error={errorFor(name)}
                    onChange={setValue}
                  />
                ) : null;
              })}
            </div>
          ))}
          <div className="flex flex-wrap gap-3 border-t border-border pt-5">
            <button type="submit" className="button-primary no-js-only">
              Calculate
            </button>
            <Link
              to={data.page.path}
              className="button-secondary"
              onClick={(event) => {
                event.preventDefault();
                setValues(formValues(specs, {}));
              }}
            >
              Reset
            </Link>
            <button
              type="button"
              className="button-secondary js-only"
              onClick={async () => {
                await navigator.clipboard?.writeText(window.location.href).catch(() => undefined);
                setCopied(true);
              }}
            >
              Copy link to this result
            </button>
            <span role="status" className="self-center text-sm text-muted">
              {copied ? "Link copied" : ""}
            </span>
          </div>
        </form>

        <section aria-labelledby="results-heading" className="min-w-0 space-y-6">
          <h2 id="results-heading" className="text-2xl font-bold">
            Results
          </h2>
          <p className="sr-only" aria-live="polite">
            {announcement}
          </p>
          {issues.length > 0 ? (
            <div role="alert" className="rounded-xl border border-red-600 p-4 text-red-800 dark:text-red-300">
              <p className="font-semibold">Please check these inputs:</p>
              <ul className="mt-1 list-disc pl-5">
                {issues.map((issue) => (
                  <li key={issue.field}>
                    <a href={`#input-${issue.field}`} className="underline">
                      {issue.message}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {view ? <Results view={view} stale={!outcome.ok} csvBase={csvBase} /> : null}
          {children}
        </section>
      </div>

      <section aria-labelledby="method-heading" className="prose-content mt-12">
        <h2 id="method-heading">How it is calculated</h2>
        <ul>
          {guide.formula.map((line) => (
            <li key={line}>
              <RichText text={line} />
            </li>
          ))}
        </ul>
        <h3>Assumptions</h3>
        <ul>
          {guide.assumptions.map((line) => (
            <li key={line}>
              <RichText text={line} />
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted">
          These results are estimates for learning, not financial advice. Figures are rounded to the rupee.
        </p>
      </section>

      {data.related.length > 0 ? (
        <nav aria-labelledby="related-heading" className="mt-10">
          <h2 id="related-heading" className="text-xl font-bold">
            Read next
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {data.related.map((link) => (
              <li key={link.path}>
                <Link
                  to={link.path}
                  className="block h-full rounded-xl border border-border p-4 font-medium hover:border-brand"
                >
                  {link.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

function Field({
  spec,
  value,
  error,
  onChange,
}: {
  spec: InputSpec;
  value: string;
  error?: string;
  onChange: (name: string, value: string) => void;
}) {
  return spec.unit === "choice" ? (
    <ChoiceField spec={spec} value={value} error={error} onChange={(next) => onChange(spec.name, next)} />
  ) : (
    <NumberField spec={spec} value={value} error={error} onChange={(next) => onChange(spec.name, next)} />
  );
}

function Results({ view, stale, csvBase }: { view: CalculatorView; stale: boolean; csvBase: string }) {
  const [first, ...more] = view.tables;
  return (
    <div className={stale ? "opacity-50" : undefined} aria-hidden={stale || undefined}>
      <p className="text-lg">{view.headline}</p>
      <dl className="mt-4 grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 xl:grid-cols-3">
        {view.summary.map((item) => (
          <div
            key={item.label}
            className={`min-w-0 rounded-xl border p-4 ${item.highlight ? "border-brand bg-subtle" : "border-border"}`}
          >
            <dt className="text-sm text-muted">{item.label}</dt>
            <dd
              className={`mt-1 font-bold tabular-nums [overflow-wrap:anywhere] ${item.highlight ? "text-2xl text-brand-strong dark:text-brand" : "text-xl"}`}
            >
              {formatValue(item.value, item.kind)}
            </dd>
            {item.detail ? <dd className="mt-1 text-xs text-muted">{item.detail}</dd> : null}
          </div>
        ))}
      </dl>
      {view.chart ? (
        <div className="mt-6 rounded-xl border border-border p-4">
          <ResultChart chart={view.chart} tableId={first ? "result-table-0" : undefined} />
        </div>
      ) : null}
      {view.notes.length > 0 ? (
        <ul className="mt-4 space-y-2 text-sm text-muted">
          {view.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      {first ? <ResultTable table={first} id="result-table-0" csvHref={`${csvBase}&table=0`} /> : null}
      {more.map((table, index) => (
        <details key={table.caption} className="mt-6">
          <summary className="cursor-pointer font-semibold">{table.caption}</summary>
          <ResultTable
            table={table}
            id={`result-table-${index + 1}`}
            csvHref={`${csvBase}&table=${index + 1}`}
          />
        </details>
      ))}
    </div>
  );
}

function ResultTable({ table, id, csvHref }: { table: ViewTable; id: string; csvHref: string }) {
  return (
    <div className="mt-6">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{table.caption}</h3>
        <a href={csvHref} download className="text-sm font-medium text-brand underline underline-offset-2">
          Download CSV
        </a>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a scrolling table wrapper, not a page section */}
      <div
        className={`overflow-auto rounded-xl border border-border ${table.rows.length > 15 ? "max-h-[28rem]" : ""}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll a long table (WCAG 2.1.1)
        tabIndex={0}
        role="region"
        aria-label={table.caption}
      >
        <table id={id} className="w-full border-collapse text-sm">
          <caption className="sr-only">{table.caption}</caption>
          <thead className="sticky top-0 bg-subtle">
            <tr>
              {table.columns.map((column) => (
                <th
                  key={column.label}
                  scope="col"
                  className={`px-3 py-2 font-semibold ${column.kind === "text" ? "text-left" : "text-right"}`}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, rowIndex) => (
              <tr key={String(row[0] ?? rowIndex)} className="border-t border-border">
                {row.map((cell, cellIndex) => {
                  const column = table.columns[cellIndex];
                  return (
                    <td
                      key={column?.label ?? cellIndex}
                      className={`px-3 py-1.5 tabular-nums ${column?.kind === "text" ? "text-left" : "text-right"}`}
                    >
                      {formatValue(cell, column?.kind ?? "number")}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function withExtra(query: string, extra: Record<string, string>): string {
  const params = new URLSearchParams(query);
  for (const [name, value] of Object.entries(extra)) if (value) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
