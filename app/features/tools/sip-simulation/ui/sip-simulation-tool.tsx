import { useEffect, useRef, useState } from "react";
import { formatINR, formatIndianNumber, formatPercent } from "#app/finance/money.ts";
import type { SipSimulationInput, SipSimulationView } from "#app/finance/sip-simulation.ts";
import { DataTable } from "#app/ui/data-table.tsx";
import { SummaryTiles } from "#app/ui/figure-value.tsx";
import { PageHeader } from "#app/ui/page-header.tsx";
import { ReadNext } from "#app/ui/read-next.tsx";
import type { SipSimulationPageData } from "../../page-data.ts";
import type { ToolFormState } from "../../tool-fields.ts";
import {
  FormButtons,
  IssueList,
  replaceUrl,
  ToolFieldGroups,
  toolParams,
  useToolValues,
} from "../../ui/tool-form.tsx";
import { belowTheFold, EducationNote, MethodSection, ToolSources } from "../../ui/tool-notes.tsx";
import { chanceInWords } from "../chance-words.ts";
import {
  defaultInflation,
  inflationField,
  maxSimulationSeed,
  parseSipSimulation,
  sipSimulationFields,
  sipSimulationGroups,
} from "../sip-simulation.ts";
import { HistogramChart, PercentileChart } from "./percentile-chart.tsx";
import type { SimulationWorkerMessage } from "./sip-simulation.worker.ts";

const fields = sipSimulationFields;
/** The simulation's own settings go last, after inflation, beside the seed. */
const simulationGroup = sipSimulationGroups[sipSimulationGroups.length - 1] ?? { title: "", names: [] };

/** The form's parameters: its fields, and inflation (a percent or cpi) when it is not the default. */
function formParams(values: ToolFormState): URLSearchParams {
  const params = toolParams(fields, values);
  const inflation = values.inflation?.trim() ?? "";
  if (inflation !== "" && inflation.toLowerCase() !== defaultInflation) params.set("inflation", inflation);
  return params;
}

/** The URL of a run: its inputs, with the seed always written out so the link reproduces it. */
function runUrl(path: string, values: ToolFormState) {
  const params = formParams(values);
  if (!params.has("seed")) params.set("seed", values.seed?.trim() || String(fields.seed.defaultValue));
  return `${path}?${params}`;
}

function valuesOf(input: SipSimulationInput): ToolFormState {
  return Object.fromEntries(
    Object.entries(input).map(([name, value]) => [name, value === null ? "" : String(value)]),
  );
}

function sameInputs(a: SipSimulationInput | undefined, b: SipSimulationInput | null) {
  return a !== undefined && b !== null && JSON.stringify(a) === JSON.stringify(b);
}

const check = (values: ToolFormState) => parseSipSimulation(formParams(values));

// /tools/sip-simulation: the inputs as a GET form. The server renders the URL's result (and
// the default page is prerendered); with JavaScript, "Run simulation" computes in a Web Worker
// with a progress bar and puts the inputs and seed in the address bar.
export function SipSimulationTool({ data }: { data: SipSimulationPageData }) {
  const guide = data.guides.sipSimulation;
  const { values, setValue, setValues, reset } = useToolValues(fields, data.state, data.page.path, false);
  const [view, setView] = useState(data.view);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const worker = useRef<Worker | null>(null);
  const parsed = check(values);
  const issues = parsed.ok ? [] : parsed.issues;
  const current = parsed.ok ? parsed.value : null;
  const stale = !sameInputs(view?.inputs, current);

  useEffect(() => () => worker.current?.terminate(), []);

  function run(nextValues: ToolFormState) {
    const checked = check(nextValues);
    if (!checked.ok) return;
    if (typeof Worker === "undefined") {
      window.location.assign(runUrl(data.page.path, nextValues));
      return;
    }
    worker.current?.terminate();
    const instance = new Worker(new URL("./sip-simulation.worker.ts", import.meta.url), { type: "module" });
    worker.current = instance;
    setFailure(null);
    setProgress({ done: 0, total: checked.value.paths });
    setAnnouncement("Simulation running");
    instance.onmessage = (event: MessageEvent<SimulationWorkerMessage>) => {
      const message = event.data;
      if (message.type === "progress") setProgress({ done: message.done, total: message.total });
      else {
        instance.terminate();
        worker.current = null;
        setProgress(null);
        if (message.type === "done") {
          setView(message.view);
          replaceUrl(runUrl(data.page.path, valuesOf(message.view.inputs)));
          setAnnouncement(`Simulation finished. ${headline(message.view)}`);
        } else setFailure(message.message);
      }
    };
    instance.onerror = () => {
      instance.terminate();
      worker.current = null;
      setProgress(null);
      setFailure("The simulation could not start in this browser.");
    };
    instance.postMessage(checked.value);
  }

  const newSeed = () => {
    const seed = String(1 + Math.floor(Math.random() * 999_999));
    const next = { ...values, seed };
    setValues(next);
    run(next);
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeader page={data.page} trail={data.trail} lastReviewed={guide.lastReviewed}>
        <div className="mt-4 max-w-3xl">
          <EducationNote>
            The simulation replays Indian market years (2006-2025, or 1980-2025 if you choose) in random
            orders. It shows the range of outcomes history allows, not a forecast, and nothing here recommends
            a product.
          </EducationNote>
        </div>
      </PageHeader>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <form
          method="get"
          action={data.page.path}
          onSubmit={(event) => {
            event.preventDefault();
            run(values);
          }}
          className="space-y-6 self-start rounded-2xl border border-border p-5"
          aria-label="SIP simulation inputs"
        >
          <ToolFieldGroups
            fields={fields}
            groups={sipSimulationGroups.filter((group) => group !== simulationGroup)}
            values={values}
            issues={issues}
            onChange={setValue}
          />
          <p className="text-sm text-muted">
            {data.costNote.text} Source:{" "}
            <a className="underline" href={data.costNote.source.url}>
              {data.costNote.source.title}
            </a>
            .
          </p>
          <InflationField
            value={values.inflation ?? defaultInflation}
            error={issues.find((issue) => issue.field === "inflation")?.message}
            onChange={(next) => setValue("inflation", next)}
          />
          <ToolFieldGroups
            fields={fields}
            groups={[simulationGroup]}
            values={values}
            issues={issues}
            onChange={setValue}
          />
          <SeedField
            value={values.seed ?? ""}
            error={issues.find((issue) => issue.field === "seed")?.message}
            onChange={(next) => setValue("seed", next)}
            onNewSeed={newSeed}
          />
          <FormButtons submitLabel="Run simulation" submitAlways resetHref={data.page.path} onReset={reset} />
        </form>

        <section aria-labelledby="results-heading" className="min-w-0 space-y-6">
          <h2 id="results-heading" className="text-2xl font-bold">
            Results
          </h2>
          <p className="sr-only" aria-live="polite">
            {announcement}
          </p>
          <IssueList issues={issues} />
          {progress ? (
            <div className="rounded-xl border border-border p-4">
              <label htmlFor="simulation-progress" className="text-sm font-medium">
                Simulating {formatIndianNumber(progress.done)} of {formatIndianNumber(progress.total)} paths
              </label>
              <progress
                id="simulation-progress"
                className="mt-2 block w-full"
                max={progress.total}
                value={progress.done}
              />
            </div>
          ) : null}
          {data.unavailable && !view && !progress ? (
            <p role="alert" className="rounded-xl border border-amber-600 p-4">
              {data.unavailable} With JavaScript on, <strong>Run simulation</strong> computes in your browser
              instead.
            </p>
          ) : null}
          {failure ? (
            <p role="alert" className="rounded-xl border border-red-600 p-4 text-red-800 dark:text-red-300">
              {failure} <a href={runUrl(data.page.path, values)}>Compute it on the server instead</a>.
            </p>
          ) : null}
          {view && stale && !progress && issues.length === 0 ? (
            <p className="rounded-xl border border-border bg-subtle p-3 text-sm">
              You changed the inputs: press <strong>Run simulation</strong> to update these figures.
            </p>
          ) : null}
          {view ? <SimulationResults view={view} dim={stale} /> : null}
        </section>
      </div>
      <MethodSection guide={guide} />
      <ToolSources guides={[guide]} />
      <ReadNext links={data.related} />
    </div>
  );
}

/** Inflation: `cpi` (each drawn year's own) or a percent, in one text field so the URL reads the API's way. */
function InflationField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-3 text-lg font-bold">Today's rupees</legend>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor="input-inflation" className="font-medium">
          {inflationField.label} (percent a year, or cpi)
        </label>
        <CompactTextInput
          name="inflation"
          value={value}
          error={error}
          onChange={onChange}
          list="inflation-choices"
        />
        <datalist id="inflation-choices">
          <option value="cpi" />
          <option value="4" />
          <option value="6" />
        </datalist>
      </div>
      <p id="input-inflation-help" className="text-sm text-muted">
        {inflationField.help}
      </p>
      {error ? (
        <p id="input-inflation-error" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A short text input beside its label, described by `input-<name>-help` and, on error, `input-<name>-error`. */
function CompactTextInput({
  name,
  value,
  error,
  onChange,
  list,
  inputMode,
}: {
  name: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  list?: string;
  inputMode?: "numeric";
}) {
  return (
    <input
      id={`input-${name}`}
      name={name}
      type="text"
      list={list}
      inputMode={inputMode}
      autoComplete="off"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-invalid={error ? true : undefined}
      aria-describedby={`input-${name}-help${error ? ` input-${name}-error` : ""}`}
      className={`w-32 rounded-lg border bg-surface px-2 py-1.5 text-right font-semibold tabular-nums ${error ? "border-red-600" : "border-border"}`}
    />
  );
}

function SeedField({
  value,
  error,
  onChange,
  onNewSeed,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onNewSeed: () => void;
}) {
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor="input-seed" className="font-medium">
          {fields.seed.label}
        </label>
        <div className="flex items-center gap-2">
          <CompactTextInput name="seed" value={value} error={error} onChange={onChange} inputMode="numeric" />
          <button type="button" className="button-secondary js-only !px-3 !py-1.5" onClick={onNewSeed}>
            New seed
          </button>
        </div>
      </div>
      <p id="input-seed-help" className="text-sm text-muted">
        {fields.seed.help} Any whole number from 0 to {formatIndianNumber(maxSimulationSeed)}.
      </p>
      {error ? (
        <p id="input-seed-error" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function headline(view: SipSimulationView): string {
  const { inputs, result } = view;
  const invested = result.years[result.years.length - 1]?.invested ?? 0;
  const stepUp = inputs.annualStepUp > 0 ? `, rising ${inputs.annualStepUp}% a year,` : "";
  return `Investing ${formatINR(inputs.monthlyInvestment)} a month${stepUp} for ${inputs.years} ${inputs.years === 1 ? "year" : "years"} (${formatINR(invested)} in all), the median of ${formatIndianNumber(inputs.paths)} simulated histories ends at ${formatINR(result.real.p50)} in today's rupees (${formatINR(result.final.p50)} in rupees of that year); 8 in 10 end between ${formatINR(result.real.p10)} and ${formatINR(result.real.p90)} in today's rupees.`;
}

/** "42% (about 4 in 10)": a whole percent with its plain-words band. */
function chance(percent: number): string {
  return `${percent}% (${chanceInWords(percent)})`;
}

/** "6.04 percentage points": a difference between two percents. */
function points(value: number): string {
  return `${formatIndianNumber(value, { decimals: 2 })} percentage points`;
}

function inflationWords(inputs: SipSimulationInput): string {
  return inputs.inflation === "cpi" ? "each drawn year's own CPI inflation" : `${inputs.inflation}% a year`;
}

/** The histogram in words, for screen readers and as its caption: where most paths end. */
function distributionSummary(view: SipSimulationView): string {
  const { result, histogram } = view;
  const paths = view.inputs.paths;
  const fullest = histogram.reduce(
    (best, bin) => (bin.count > best.count ? bin : best),
    histogram[0] ?? { from: 0, to: 0, count: 0 },
  );
  const last = histogram[histogram.length - 1];
  const share = (count: number) => formatPercent((count / Math.max(paths, 1)) * 100, 1);
  return `Half the paths end between ${formatINR(result.final.p25)} and ${formatINR(result.final.p75)}. The most common range, ${formatINR(fullest.from)} to ${formatINR(fullest.to)}, holds ${share(fullest.count)} of paths. The right-hand bar gathers every path from ${formatINR(last?.from ?? 0)} up to the best, ${formatINR(last?.to ?? 0)}.`;
}

function SimulationResults({ view, dim }: { view: SipSimulationView; dim: boolean }) {
  const { inputs, result } = view;
  const invested = result.years[result.years.length - 1]?.invested ?? 0;
  const { sample, lowerReturns } = result;
  const goalRupees = inputs.goalIn === "today" ? "in today's rupees" : "in rupees of the final year";
  const otherWay =
    result.goalProbabilities === null
      ? ""
      : inputs.goalIn === "today"
        ? `Read as rupees of the final year instead: ${chance(result.goalProbabilities.future)}`
        : `Read as today's rupees instead: ${chance(result.goalProbabilities.today)}`;
  return (
    <div className={`space-y-6 ${dim ? "opacity-60" : ""}`} data-testid="simulation-results">
      <p className="text-lg">{headline(view)}</p>
      <SummaryTiles
        tiles={[
          {
            label: "Median final value, today's rupees",
            value: formatINR(result.real.p50),
            detail: `What it would buy at today's prices, deflated by ${inflationWords(inputs)}`,
            highlight: true,
          },
          {
            label: "Median final value, rupees of that year",
            value: formatINR(result.final.p50),
            detail: `Half the paths end above this; the mean, pulled up by the best paths, is ${formatINR(result.final.mean)}`,
          },
          { label: "Total invested", value: formatINR(invested) },
          {
            label:
              inputs.goal === null
                ? "Chance of reaching a goal"
                : `Chance of reaching ${formatINR(inputs.goal)} ${goalRupees}`,
            value: result.goalProbability === null ? "No goal set" : chance(result.goalProbability),
            detail: inputs.goal === null ? "Enter a goal amount to see it" : otherWay,
          },
          {
            label: "Paths ending below the amount invested",
            value: chance(result.belowInvestedShare),
            detail: "In rupees of that year, before inflation",
          },
          {
            label: "Median worst fall",
            value: formatPercent(result.medianMaxDrawdown, 1),
            detail: "The middle of the paths' largest falls in value per unit, like a fund's NAV",
          },
          {
            label: `At a steady ${formatPercent(result.fixedRate.annualReturn, 2)} a year`,
            value: formatINR(result.fixedRate.futureValue),
            detail: `The mix's ${view.dataYears.from}-${view.dataYears.to} average return after costs, the same every year; ${formatINR(result.fixedRate.realFutureValue)} in today's rupees at ${formatPercent(result.fixedRate.inflation, 2)} inflation`,
          },
        ]}
      />
      <div className="rounded-xl border border-amber-600 p-4" data-testid="lower-returns">
        <h3 className="font-bold">What if returns are lower?</h3>
        <p className="mt-1">
          {sample.count} years cannot pin down equity's average: its standard error is{" "}
          {points(sample.equityStandardError)}. With every equity year {points(lowerReturns.equityReturnCut)}{" "}
          lower (the same draws), the median would be {formatINR(lowerReturns.real.p50)} in today's rupees (
          {formatINR(lowerReturns.final.p50)} in rupees of that year)
          {lowerReturns.goalProbability === null || inputs.goal === null
            ? "."
            : ` and the chance of reaching ${formatINR(inputs.goal)} ${goalRupees} would be ${chance(lowerReturns.goalProbability)}.`}
        </p>
      </div>
      <div className="rounded-xl border border-border p-4 text-sm" data-testid="sample-notes">
        <h3 className="font-bold">What these figures rest on</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {result.windowModel ? (
            <li data-testid="window-model">
              {sample.count} calendar years, {sample.from}-{sample.to}. Equity is the Sensex's price return
              plus {points(result.windowModel.dividendYield)} a year of dividends (the Nifty 50's average gap
              between its total-return and price indices in 2006-2025), following the Nifty's months from{" "}
              {result.windowModel.monthlyFrom} and spread evenly over earlier years, whose falls within a year
              are therefore understated. Debt has no data before {result.windowModel.debtBefore.to + 1}: in{" "}
              {result.windowModel.debtBefore.from}-{result.windowModel.debtBefore.to} it earns a steady{" "}
              {formatPercent(result.windowModel.debtBefore.annualReturn, 2)} a year (the modelled 10-year
              G-sec's average over the later years), without a bond's ups and downs. Equity's average year
              returned {formatPercent(sample.equityMeanReturn, 2)}, give or take{" "}
              {points(sample.equityStandardError)} (one standard error).
            </li>
          ) : (
            <li>
              Only {sample.count} calendar years, {sample.from}-{sample.to}, the years in which equity, debt
              and gold all have data. Equity's average year returned{" "}
              {formatPercent(sample.equityMeanReturn, 2)}, give or take {points(sample.equityStandardError)}{" "}
              (one standard error).
            </li>
          )}
          <li data-testid="other-window">
            Drawn from {result.otherWindow.window} instead, the same inputs give a median of{" "}
            {formatINR(result.otherWindow.real.p50)} in today's rupees (
            {formatINR(result.otherWindow.final.p50)} in rupees of that year)
            {result.otherWindow.goalProbability === null || inputs.goal === null
              ? "."
              : ` and a ${chance(result.otherWindow.goalProbability)} chance of reaching the goal.`}{" "}
            Choose the years under Simulation.
          </li>
          {sample.goldEarlier ? (
            <li>
              An unusual run for gold: {formatPercent(sample.goldReturn, 2)} a year in rupees over{" "}
              {sample.from}-{sample.to}, against {formatPercent(sample.goldEarlier.annualReturn, 2)} a year
              over {sample.goldEarlier.from}-{sample.goldEarlier.to}.
            </li>
          ) : null}
          <li>
            Debt and gold have no movement within a year here, so their falls within a year are understated.
          </li>
          <li>
            After expense ratios of {formatPercent(inputs.equityCost, 2)} (equity),{" "}
            {formatPercent(inputs.debtCost, 2)} (debt) and {formatPercent(inputs.goldCost, 2)} (gold) a year;
            before tax. Inflation over these years: {formatPercent(sample.inflation, 2)} a year (CPI).
          </li>
        </ul>
      </div>
      <p className="text-sm text-muted">
        Seed {inputs.seed}: {formatIndianNumber(inputs.paths)} paths, each year drawn from the{" "}
        {view.dataYears.count} calendar years {view.dataYears.from}-{view.dataYears.to}; mix {inputs.equity}%
        equity, {inputs.debt}% debt, {inputs.gold}% gold
        {inputs.annualStepUp > 0 ? `; the monthly amount rises ${inputs.annualStepUp}% a year` : ""}.
      </p>
      <div className="rounded-xl border border-border p-4">
        <PercentileChart years={result.years} tableId="percentile-table" />
      </div>
      <DataTable
        id="percentile-table"
        caption="Value at the end of each year, by percentile across paths (rupees of that year, and the median in today's rupees)"
        columns={[
          { label: "Year", numeric: true },
          { label: "Invested", numeric: true },
          { label: "Median", numeric: true },
          { label: "Median, today's rupees", numeric: true },
          { label: "10th", numeric: true },
          { label: "25th", numeric: true },
          { label: "75th", numeric: true },
          { label: "90th", numeric: true },
        ]}
        rows={result.years.map((row) => [
          row.year,
          formatINR(row.invested),
          formatINR(row.p50),
          formatINR(row.realP50),
          formatINR(row.p10),
          formatINR(row.p25),
          formatINR(row.p75),
          formatINR(row.p90),
        ])}
      />
      <div className={`rounded-xl border border-border p-4 ${belowTheFold}`}>
        <HistogramChart
          bins={view.histogram}
          paths={inputs.paths}
          invested={invested}
          goal={inputs.goal}
          describedBy="histogram-summary"
        />
      </div>
      <p id="histogram-summary" className="text-sm text-muted">
        {distributionSummary(view)}
      </p>
    </div>
  );
}
