import { useEffect, useRef, useState } from "react";
import {
  type FieldState,
  type FormState,
  formState,
  paramsFromState,
  queryString,
} from "#app/forms/form-state.ts";
import { formatValue } from "#app/forms/format-value.ts";
import type { CalculatorView, ViewTable } from "#app/forms/view.ts";
import { DataTable } from "#app/ui/data-table.tsx";
import { SummaryTiles } from "#app/ui/figure-value.tsx";
import { FormButtons } from "#app/ui/form-buttons.tsx";
import { FormField } from "#app/ui/form-field.tsx";
import { PageHeader } from "#app/ui/page-header.tsx";
import { ReadNext } from "#app/ui/read-next.tsx";
import { ResultChart } from "#app/ui/result-chart.tsx";
import { RichText } from "#app/ui/rich-text.tsx";
import { useDebounced } from "#app/ui/use-debounced.ts";
import type { Calculator } from "../define.ts";
import type { CalculatorPageData } from "../page-data.ts";
import { loadCalculator } from "../registry.ts";

type Outcome = CalculatorPageData["outcome"];

// One calculator page: the inputs as a GET form (so a shared URL, or a visit before JavaScript
// loads, renders the same result on the server), the server's result shown as sent, then
// recomputed in the browser only when an input changes (the calculator's code loads on the
// first interaction), the URL kept in step, then the chart, tables, method and further reading.
export function CalculatorPage({ data }: { data: CalculatorPageData }) {
  const { fields } = data;
  const [state, setState] = useState<FormState>(data.state);
  const [outcome, setOutcome] = useState<Outcome>(data.outcome);
  const lastView = useRef<CalculatorView | null>(data.outcome.ok ? data.outcome.view : null);
  const calculator = useRef<Calculator | null>(null);
  const ticket = useRef(0);
  const [changed, setChanged] = useState(false);

  if (outcome.ok) lastView.current = outcome.view;
  const view = outcome.ok ? outcome.view : lastView.current;
  const issues = outcome.ok ? [] : outcome.issues;
  const errorFor = (name: string) => issues.find((issue) => issue.field === name)?.message;
  const query = queryString(paramsFromState(fields, state));
  const announcement = useDebounced(changed && outcome.ok ? outcome.view.headline : "", 700);

  const load = () => {
    if (calculator.current) return Promise.resolve(calculator.current);
    return loadCalculator(data.slug).then((loaded) => {
      calculator.current = loaded;
      return loaded;
    });
  };

  const update = (next: FormState) => {
    setState(next);
    setChanged(true);
    const mine = ++ticket.current;
    const compute = (loaded: Calculator) => {
      if (mine !== ticket.current) return;
      const result = loaded.run(paramsFromState(fields, next));
      setOutcome(result.ok ? { ok: true, view: result.view } : { ok: false, issues: result.issues });
    };
    if (calculator.current) compute(calculator.current);
    else void load().then(compute);
  };
  const setField = (name: string, value: FieldState) => update({ ...state, [name]: value });

  // Keep the address bar shareable without a navigation (which would rerun the loader).
  useEffect(() => {
    if (!changed) return;
    const next = `${data.page.path}${query}`;
    if (`${window.location.pathname}${window.location.search}` !== next) {
      window.history.replaceState(window.history.state, "", next);
    }
  }, [changed, data.page.path, query]);

  const csvBase = `/api/calculators/${data.slug}${query ? `${query}&` : "?"}format=csv`;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeader page={data.page} trail={data.trail} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <form
          id="calculator-form"
          method="get"
          action={data.page.path}
          onSubmit={(event) => event.preventDefault()}
          // The calculator's code loads as soon as the visitor reaches for the form.
          onFocus={() => void load()}
          onPointerEnter={() => void load()}
          className="space-y-6 self-start rounded-2xl border border-border p-5 lg:sticky lg:top-24"
          aria-label={`${data.page.title} inputs`}
        >
          {data.groups.map((group) => (
            <div key={group.title || "inputs"} className="space-y-5">
              {group.title ? <h2 className="text-lg font-bold">{group.title}</h2> : null}
              {group.names.map((name) => {
                const spec = fields[name];
                const value = state[name];
                return spec && value !== undefined ? (
                  <FormField
                    key={name}
                    name={name}
                    spec={spec}
                    value={value}
                    error={errorFor(name)}
                    onChange={(next) => setField(name, next)}
                  />
                ) : null;
              })}
            </div>
          ))}
          <FormButtons
            resetHref={data.page.path}
            onReset={() => update(formState(fields, new URLSearchParams()))}
            copyLabel="Copy link to this result"
            clearCopiedOn={state}
          />
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
                  <li key={`${issue.field}:${issue.message}`}>
                    <a href={`#input-${issue.field}`} className="underline">
                      {issue.message}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {view ? <Results view={view} stale={!outcome.ok} csvBase={csvBase} /> : null}
        </section>
      </div>

      <section aria-labelledby="method-heading" className="prose-content mt-12">
        <h2 id="method-heading">How it is calculated</h2>
        <ul>
          {data.guide.formula.map((line) => (
            <li key={line}>
              <RichText text={line} />
            </li>
          ))}
        </ul>
        <h3>Assumptions</h3>
        <ul>
          {data.guide.assumptions.map((line) => (
            <li key={line}>
              <RichText text={line} />
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted">
          These results are estimates for learning, not financial advice. Figures are rounded to the rupee.
        </p>
      </section>

      <ReadNext links={data.related} />
    </div>
  );
}

function Results({ view, stale, csvBase }: { view: CalculatorView; stale: boolean; csvBase: string }) {
  const [first, ...more] = view.tables;
  return (
    <div className={stale ? "opacity-50" : undefined} aria-hidden={stale || undefined}>
      <p className="text-lg">{view.headline}</p>
      <SummaryTiles
        className="mt-4"
        tiles={view.summary.map((item) => ({
          label: item.label,
          value: formatValue(item.value, item.kind),
          detail: item.detail,
          highlight: item.highlight,
        }))}
      />
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
      {view.sources && view.sources.length > 0 ? (
        <div className="mt-6 text-sm">
          <h3 className="font-semibold">Official sources for the rates</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {view.sources.map((source) => (
              <li key={source.url}>
                <a
                  href={source.url}
                  className="text-brand-strong underline underline-offset-2 dark:text-brand"
                  rel="noopener"
                >
                  {source.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
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
      <DataTable
        id={id}
        caption={table.caption}
        rowHeaders={false}
        columns={table.columns.map((column) => ({ label: column.label, numeric: column.kind !== "text" }))}
        rows={table.rows.map((row) =>
          row.map((cell, cellIndex) => formatValue(cell, table.columns[cellIndex]?.kind ?? "number")),
        )}
      />
    </div>
  );
}
