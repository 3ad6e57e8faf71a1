import { useMemo, useRef } from "react";
import {
  type AllocationResult,
  assetClasses,
  assetClassRecords,
  type MixHistory,
  mixHistory,
  suggestAllocation,
} from "#app/finance/asset-allocation.ts";
import { formatINR, formatPercent } from "#app/finance/money.ts";
import type { AssetMix } from "#app/finance/risk-tolerance.ts";
import { DataTable } from "#app/ui/data-table.tsx";
import { PageHeader } from "#app/ui/page-header.tsx";
import { ReadNext } from "#app/ui/read-next.tsx";
import { ResultChart } from "#app/ui/result-chart.tsx";
import { useDebounced } from "#app/ui/use-debounced.ts";
import type { ToolPageData } from "../../page-data.ts";
import { assetClassStyles, chartOrder, MixBar, MixLegend, mixText } from "../../ui/mix-bar.tsx";
import { FormButtons, IssueList, ToolField, toolParams, useToolValues } from "../../ui/tool-form.tsx";
import { EducationNote, MethodSection, ToolSources } from "../../ui/tool-notes.tsx";
import { allocationFields, parseAllocation } from "../asset-allocation.ts";

// /tools/asset-allocation: the questionnaire on the left, the suggested mix with its reasons,
// the comparison with rules of thumb, the glide path and the history on the right.
export function AllocationPlanner({ data }: { data: ToolPageData }) {
  const guide = data.guides.assetAllocation;
  const { values, setValue, reset } = useToolValues(allocationFields, data.state, data.page.path);
  const parsed = useMemo(() => parseAllocation(toolParams(allocationFields, values)), [values]);
  const last = useRef<AllocationResult | null>(null);
  if (parsed.ok) last.current = suggestAllocation(parsed.value);
  const result = last.current;
  const issues = parsed.ok ? [] : parsed.issues;
  const announcement = useDebounced(parsed.ok && result ? headline(result) : "", 700);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeader page={data.page} trail={data.trail} lastReviewed={guide.lastReviewed}>
        <div className="mt-4 max-w-3xl">
          <EducationNote />
        </div>
      </PageHeader>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <form
          method="get"
          action={data.page.path}
          onSubmit={(event) => event.preventDefault()}
          className="space-y-6 self-start rounded-2xl border border-border p-5"
          aria-label="Asset allocation questions"
        >
          <h2 className="text-lg font-bold">Your situation</h2>
          {Object.entries(allocationFields).map(([name, spec]) => (
            <ToolField
              key={name}
              name={name}
              spec={spec}
              value={values[name] ?? ""}
              issues={issues}
              onChange={setValue}
            />
          ))}
          <FormButtons submitLabel="Show my mix" resetHref={data.page.path} onReset={reset} />
        </form>

        <section aria-labelledby="results-heading" className="min-w-0 space-y-6">
          <h2 id="results-heading" className="text-2xl font-bold">
            Suggested mix
          </h2>
          <p className="sr-only" aria-live="polite">
            {announcement}
          </p>
          <IssueList issues={issues} />
          {result ? <AllocationResults result={result} stale={!parsed.ok} /> : null}
        </section>
      </div>
      <MethodSection guide={guide} />
      <ToolSources guides={[guide]} />
      <ReadNext links={data.related} />
    </div>
  );
}

function headline(result: AllocationResult): string {
  return `For these answers: ${mixText(result.mix)} (the ${result.profile.name.toLowerCase()} profile, adjusted for your goal and safety net).`;
}

function percent(value: number): string {
  return formatPercent(value, value % 1 === 0 ? 0 : 2);
}

function historyCells(history: MixHistory) {
  const withYear = (item: MixHistory["worst"], key: string) => (
    <span key={key}>
      {percent(item.value)}
      <span className="block text-xs text-muted">{item.year}</span>
    </span>
  );
  return [
    percent(history.cagr),
    withYear(history.worst, "worst"),
    withYear(history.best, "best"),
    `${history.losingYears} of ${history.years}`,
  ];
}

function AllocationResults({ result, stale }: { result: AllocationResult; stale: boolean }) {
  const comparisons: { name: string; mix: AssetMix }[] = [
    { name: "Suggested mix", mix: result.mix },
    ...result.rulesOfThumb.map((rule) => ({ name: rule.name, mix: rule.mix })),
  ];
  const histories = comparisons.map((row) => ({ ...row, history: mixHistory(row.mix) }));
  const suggested = histories[0]?.history;
  const records = assetClassRecords();
  const yearsLeft = result.glidePath[0]?.yearsLeft ?? 0;
  return (
    <div className={`space-y-8 ${stale ? "opacity-50" : ""}`} aria-hidden={stale || undefined}>
      <div>
        <p className="text-lg">{headline(result)}</p>
        <div className="mt-4">
          <MixBar mix={result.mix} />
          <MixLegend mix={result.mix} />
        </div>
      </div>

      <DataTable
        id="mix-table"
        caption="The suggested mix"
        columns={[
          { label: "Asset class" },
          { label: "Share", numeric: true },
          { label: "Of every ₹1,00,000", numeric: true },
        ]}
        rows={assetClasses.map((assetClass) => [
          assetClassStyles[assetClass].label,
          `${result.mix[assetClass]}%`,
          formatINR(result.mix[assetClass] * 1_000),
        ])}
      />
      <div>
        <h3 className="text-xl font-bold">Why each part</h3>
        <ul id="mix-reasons" className="mt-3 space-y-3">
          {assetClasses.map((assetClass) => (
            <li key={assetClass} className="rounded-xl border border-border p-4">
              <p className="flex items-center gap-2 font-semibold">
                <span
                  aria-hidden="true"
                  className="inline-block h-3 w-5 rounded-sm"
                  style={{ background: assetClassStyles[assetClass].colour }}
                />
                {assetClassStyles[assetClass].label} {result.mix[assetClass]}%
              </p>
              <p className="mt-1 text-sm">{result.reasons[assetClass]}</p>
            </li>
          ))}
        </ul>
      </div>

      {result.notes.length > 0 ? (
        <div className="rounded-xl border border-border bg-subtle p-4">
          <h3 className="font-semibold">Before you invest</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {result.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="space-y-3">
        <h3 className="text-xl font-bold">
          Compared with rules of thumb, {suggested?.from}-{suggested?.to}
        </h3>
        <p className="text-sm text-muted">
          What each mix did year by year from {suggested?.from} to {suggested?.to} (rebalanced every January;
          cash at 0%). ₹1,00,000 in the suggested mix at the start of {suggested?.from} was worth{" "}
          {formatINR(suggested?.growthOfLakh ?? 0)} at the end of {suggested?.to}.
        </p>
        <ul className="space-y-3">
          {histories.map((row) => (
            <li key={row.name}>
              <p className="text-sm font-medium">
                {row.name}: {mixText(row.mix)}
              </p>
              <MixBar mix={row.mix} size="small" />
            </li>
          ))}
        </ul>
        <DataTable
          id="comparison-table"
          caption={`Mixes compared over ${suggested?.from}-${suggested?.to}`}
          columns={[
            { label: "Mix (% equity/debt/gold/cash)" },
            { label: "Compound growth a year (CAGR)", numeric: true },
            { label: "Worst year", numeric: true },
            { label: "Best year", numeric: true },
            { label: "Losing years", numeric: true },
            { label: "₹1 lakh became", numeric: true },
          ]}
          rows={histories.map((row) => [
            <span key="mix">
              {row.name}
              <span className="block text-xs font-normal text-muted">
                {row.mix.equity}/{row.mix.debt}/{row.mix.gold}/{row.mix.cash}
              </span>
            </span>,
            ...historyCells(row.history),
            formatINR(row.history.growthOfLakh),
          ])}
        />
      </div>

      <div className="space-y-3">
        <h3 className="text-xl font-bold">Glide path to your goal</h3>
        <p className="text-sm text-muted">
          The mix for each year from now ({yearsLeft} {yearsLeft === 1 ? "year" : "years"} to go) to the goal.
          Review it once a year and move money as the shares change.
        </p>
        <div className="rounded-xl border border-border p-4">
          <ResultChart
            tableId="glide-table"
            chart={{
              kind: "stacked",
              title: "Share of each asset class by years left to the goal",
              labels: result.glidePath.map((step) => `${step.yearsLeft}`),
              series: chartOrder.map((assetClass) => ({
                name: assetClassStyles[assetClass].label,
                values: result.glidePath.map((step) => step.mix[assetClass]),
              })),
              valueKind: "percent",
            }}
          />
          <p className="mt-1 text-sm text-muted">
            Along the bottom: years left to the goal, from today to the goal year.
          </p>
        </div>
        <details>
          <summary className="cursor-pointer font-semibold">Glide path table</summary>
          <div className="mt-3">
            <DataTable
              id="glide-table"
              caption="Glide path: the mix by years left to the goal"
              columns={[
                { label: "Years left", numeric: true },
                ...assetClasses.map((assetClass) => ({
                  label: assetClassStyles[assetClass].label,
                  numeric: true,
                })),
              ]}
              rows={result.glidePath.map((step) => [
                step.yearsLeft,
                ...assetClasses.map((assetClass) => `${step.mix[assetClass]}%`),
              ])}
            />
          </div>
        </details>
      </div>

      <div className="space-y-3">
        <h3 className="text-xl font-bold">Each asset class on its own</h3>
        <p className="text-sm text-muted">
          Over each series' full sourced record within 1980-2025. Cash has no sourced return series.
        </p>
        <DataTable
          id="asset-class-table"
          caption="Each asset class's calendar-year record"
          columns={[
            { label: "Series" },
            { label: "Years", numeric: true },
            { label: "Compound growth a year (CAGR)", numeric: true },
            { label: "Worst year", numeric: true },
            { label: "Best year", numeric: true },
            { label: "Losing years", numeric: true },
          ]}
          rows={records.map((record) => [
            `${assetClassStyles[record.assetClass].label}: ${record.series}`,
            `${record.history.from}-${record.history.to}`,
            ...historyCells(record.history),
          ])}
        />
      </div>
    </div>
  );
}
