import { type ReactNode, useEffect, useRef, useState } from "react";
import type { AssetClass } from "#app/finance/allocation-rules.ts";
import { type GoalBucketsResult, planGoalBuckets } from "#app/finance/goal-buckets.ts";
import { formatINR } from "#app/finance/money.ts";
import {
  type TaxAwareRebalanceInput,
  type TaxAwareRebalanceResult,
  taxAwareRebalance,
} from "#app/finance/rebalance-tax.ts";
import type { RebalanceResult } from "#app/finance/rebalancing.ts";
import type { FinanceError } from "#app/finance/result.ts";
import { queryString } from "#app/forms/form-state.ts";
import type { InputGroup } from "#app/forms/view.ts";
import { DataTable } from "#app/ui/data-table.tsx";
import { SummaryTiles } from "#app/ui/figure-value.tsx";
import { PageHeader } from "#app/ui/page-header.tsx";
import { ReadNext } from "#app/ui/read-next.tsx";
import { useDebounced } from "#app/ui/use-debounced.ts";
import { goalBucketFields, goalBucketGroups, parseGoalBuckets } from "../goal-buckets/goal-buckets.ts";
import type { RebalancePageData } from "../page-data.ts";
import { type LotsState, lotParams, todayInIndia } from "../rebalancing/holding-lots.ts";
import {
  parseTaxAwareRebalance,
  rebalanceFields,
  rebalanceGroups,
  sellingCostNotes,
} from "../rebalancing/rebalancing.ts";
import { LotsEditor, NewMoneyComparison, SellingCostSection } from "../rebalancing/ui/rebalance-tax.tsx";
import type { ToolFields, ToolFormState } from "../tool-fields.ts";
import { assetClassStyles, MixBar, MixLegend } from "./mix-bar.tsx";
import {
  defaultValues,
  FormButtons,
  HiddenValues,
  IssueList,
  replaceUrl,
  ToolFieldGroups,
  toolParams,
  useToolValues,
} from "./tool-form.tsx";
import { EducationNote, MethodSection, ToolSources } from "./tool-notes.tsx";

// /tools/asset-allocation-tools: the rebalancing calculator and the goal bucket planner. One
// set of values holds both, so the URL (and a shared link) carries both tools' inputs; without
// JavaScript each form also sends the other's values as hidden fields. The rebalancer's lots
// are a list kept beside the fields' values and written to the URL after them.
const allFields: ToolFields = { ...rebalanceFields, ...goalBucketFields };
/** The lots, then the tax settings they use, after holdings, target and method. */
const lotsGroupIndex = 3;

function useLatest<T>(compute: () => { ok: true; value: T } | { ok: false; issues: FinanceError[] }) {
  const last = useRef<T | null>(null);
  const outcome = compute();
  if (outcome.ok) last.current = outcome.value;
  return { value: last.current, issues: outcome.ok ? [] : outcome.issues };
}

export function AllocationTools({ data }: { data: RebalancePageData }) {
  const { values, setValue, setValues } = useToolValues(allFields, data.state, data.page.path, false);
  const [lots, setLots] = useState<LotsState>(data.lots);
  // The day the page is read (a prerendered page was built earlier): lots bought after it are
  // refused, and a link with lots carries it as the sale date unless one is typed.
  const today = todayInIndia();
  const params = toolParams(allFields, values);
  const lotPairs = lotParams(lots, today);
  const search = queryString(new URLSearchParams([...params, ...lotPairs]));
  useEffect(() => replaceUrl(`${data.page.path}${search}`), [data.page.path, search]);
  const rebalancing = useLatest(() => {
    const parsed = parseTaxAwareRebalance(params, lots, today);
    return parsed.ok
      ? { ok: true, value: { input: parsed.value, result: taxAwareRebalance(parsed.value) } }
      : parsed;
  });
  const buckets = useLatest(() => {
    const parsed = parseGoalBuckets(params);
    return parsed.ok ? { ok: true, value: planGoalBuckets(parsed.value) } : parsed;
  });
  const resetTo = (fields: ToolFields) => setValues((current) => ({ ...current, ...defaultValues(fields) }));

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageHeader page={data.page} trail={data.trail} lastReviewed={data.guides.rebalancing.lastReviewed}>
        <nav aria-label="Tools on this page" className="mt-4 flex flex-wrap gap-3">
          <a href="#rebalancing" className="button-secondary">
            Rebalancing calculator
          </a>
          <a href="#goal-buckets" className="button-secondary">
            Goal bucket planner
          </a>
        </nav>
        <div className="mt-4 max-w-3xl">
          <EducationNote />
        </div>
      </PageHeader>

      <section aria-labelledby="rebalancing" className="scroll-mt-24">
        <h2 id="rebalancing" className="text-2xl font-bold">
          Rebalancing calculator
        </h2>
        <p className="mt-2 max-w-3xl text-muted">
          Markets move your mix away from its target. Enter what you hold and the mix you want: the calculator
          shows what to buy or sell in each asset class, or how to get closer using new money alone.
        </p>
        <ToolLayout
          formLabel="Rebalancing inputs"
          path={data.page.path}
          fields={rebalanceFields}
          groups={rebalanceGroups.slice(0, lotsGroupIndex)}
          groupsAfter={rebalanceGroups.slice(lotsGroupIndex)}
          formExtra={<LotsEditor state={lots} issues={rebalancing.issues} onChange={setLots} />}
          otherFields={goalBucketFields}
          values={values}
          issues={rebalancing.issues}
          onChange={setValue}
          onReset={() => {
            resetTo(rebalanceFields);
            setLots({ rows: [], saleDate: "" });
          }}
        >
          {rebalancing.value ? (
            <RebalanceResults
              input={rebalancing.value.input}
              result={rebalancing.value.result}
              rows={lots.rows}
              stale={rebalancing.issues.length > 0}
            />
          ) : null}
        </ToolLayout>
        <MethodSection guide={data.guides.rebalancing} id="rebalancing-method" />
      </section>

      <section aria-labelledby="goal-buckets" className="mt-16 scroll-mt-24 border-t border-border pt-10">
        <h2 id="goal-buckets" className="text-2xl font-bold">
          Goal bucket planner
        </h2>
        <p className="mt-2 max-w-3xl text-muted">
          Money for different goals belongs in different places: what you need in two years cannot ride the
          stock market, and what you need in twenty should not sit in a deposit. Put each goal in a bucket by
          its horizon to see where it could go and what it needs each month.
        </p>
        <ToolLayout
          formLabel="Goal bucket inputs"
          path={data.page.path}
          fields={goalBucketFields}
          groups={goalBucketGroups}
          otherFields={rebalanceFields}
          otherValues={lotPairs}
          values={values}
          issues={buckets.issues}
          onChange={setValue}
          onReset={() => resetTo(goalBucketFields)}
        >
          {buckets.value ? <BucketResults result={buckets.value} stale={buckets.issues.length > 0} /> : null}
        </ToolLayout>
        <MethodSection guide={data.guides.goalBuckets} id="goal-buckets-method" />
      </section>

      <ToolSources guides={[data.guides.rebalancing, data.guides.goalBuckets]} />
      <ReadNext links={data.related} />
    </div>
  );
}

function ToolLayout<F extends ToolFields>({
  formLabel,
  path,
  fields,
  groups,
  groupsAfter = [],
  formExtra,
  otherFields,
  otherValues = [],
  values,
  issues,
  onChange,
  onReset,
  children,
}: {
  formLabel: string;
  path: string;
  fields: F;
  groups: readonly InputGroup<keyof F & string>[];
  /** Groups shown after `formExtra`. */
  groupsAfter?: readonly InputGroup<keyof F & string>[];
  /** Inputs that are not fields (the rebalancer's lots), between the groups. */
  formExtra?: ReactNode;
  otherFields: ToolFields;
  /** Parameters of the other form that are not fields (the lots), sent as hidden inputs. */
  otherValues?: readonly [string, string][];
  values: ToolFormState;
  issues: readonly FinanceError[];
  onChange: (name: string, value: string) => void;
  onReset: () => void;
  children: ReactNode;
}) {
  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <form
        method="get"
        action={path}
        onSubmit={(event) => event.preventDefault()}
        className="space-y-6 self-start rounded-2xl border border-border p-5"
        aria-label={formLabel}
      >
        <ToolFieldGroups
          fields={fields}
          groups={groups}
          values={values}
          issues={issues}
          onChange={onChange}
        />
        {formExtra}
        {groupsAfter.length > 0 ? (
          <ToolFieldGroups
            fields={fields}
            groups={groupsAfter}
            values={values}
            issues={issues}
            onChange={onChange}
          />
        ) : null}
        <HiddenValues fields={otherFields} values={values} />
        {otherValues.map(([name, value], index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: repeated names (lot=...) in a fixed order
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        <FormButtons resetHref={path} onReset={onReset} />
      </form>
      <div className="min-w-0 space-y-6">
        <IssueList issues={issues} />
        {children}
      </div>
    </div>
  );
}

function signed(value: number): string {
  if (value === 0) return "–";
  return value > 0 ? `Buy ${formatINR(value)}` : `Sell ${formatINR(-value)}`;
}

function rebalanceHeadline(result: RebalanceResult): string {
  const buys = result.rows.filter((row) => row.trade > 0);
  const list = (rows: RebalanceResult["rows"]) =>
    rows
      .map(
        (row) => `${assetClassStyles[row.assetClass].label.toLowerCase()} ${formatINR(Math.abs(row.trade))}`,
      )
      .join(", ");
  const sells = result.rows.filter((row) => row.trade < 0);
  const actions = [
    buys.length > 0 ? `Buy ${list(buys)}` : "",
    sells.length > 0 ? `sell ${list(sells)}` : "",
  ].filter(Boolean);
  const first = actions.length > 0 ? `${actions.join(" and ")}.` : "Nothing to buy or sell.";
  const after = result.reachesTarget
    ? `Your ${formatINR(result.totalAfter)} then matches the target mix.`
    : `The mix is then at most ${result.driftAfter} percentage points from the target (${result.driftBefore} now); closing the rest needs more new money or a sale.`;
  return `${first.charAt(0).toUpperCase()}${first.slice(1)} ${after}`;
}

function RebalanceResults({
  input,
  result: taxAware,
  rows,
  stale,
}: {
  input: TaxAwareRebalanceInput;
  result: TaxAwareRebalanceResult;
  rows: LotsState["rows"];
  stale: boolean;
}) {
  const result = taxAware.chosen.plan;
  const headline = rebalanceHeadline(result);
  const announcement = useDebounced(stale ? "" : headline, 700);
  const notes = sellingCostNotes(result);
  const hasLots = Object.values(input.lots).some((list) => list.length > 0);
  const mixOf = (key: "currentShare" | "targetShare" | "afterShare") => {
    const share = (assetClass: AssetClass) =>
      Math.round(result.rows.find((row) => row.assetClass === assetClass)?.[key] ?? 0);
    return { equity: share("equity"), debt: share("debt"), gold: share("gold"), cash: share("cash") };
  };
  return (
    <div className={`space-y-6 ${stale ? "opacity-50" : ""}`} aria-hidden={stale || undefined}>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <h3 className="text-xl font-bold">What to do</h3>
      <p className="text-lg">{headline}</p>
      <SummaryTiles
        tiles={[
          { label: "Portfolio now", value: formatINR(result.totalBefore) },
          { label: "Portfolio after", value: formatINR(result.totalAfter), highlight: true },
          { label: "Largest gap from target", value: `${result.driftBefore} → ${result.driftAfter} pts` },
        ]}
      />
      <div className="space-y-2">
        {(
          [
            ["Now", "currentShare"],
            ["Target", "targetShare"],
            ["After", "afterShare"],
          ] as const
        ).map(([label, key]) => (
          <div key={key} className="grid grid-cols-[4rem_1fr] items-center gap-3 text-sm">
            <span className="font-medium">{label}</span>
            <MixBar mix={mixOf(key)} size="small" />
          </div>
        ))}
        <MixLegend />
      </div>
      <DataTable
        id="rebalance-table"
        caption="Buy or sell in each asset class"
        columns={[
          { label: "Asset class" },
          { label: "Buy or sell", numeric: true },
          { label: "Now", numeric: true },
          { label: "After", numeric: true },
          { label: "Share now", numeric: true },
          { label: "Share after", numeric: true },
          { label: "Target", numeric: true },
        ]}
        rows={result.rows.map((row) => [
          assetClassStyles[row.assetClass].label,
          signed(row.trade),
          formatINR(row.current),
          formatINR(row.after),
          `${row.currentShare}%`,
          `${row.afterShare}%`,
          `${row.targetShare}%`,
        ])}
      />
      <SellingCostSection result={taxAware} input={input} rows={rows} />
      {notes.length > 0 ? (
        <div className="rounded-xl border border-border bg-subtle p-4">
          <h3 className="font-semibold">The cost of selling</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
            {hasLots ? null : (
              <li>
                Enter your lots (date bought, amount invested, value now) under "Your lots" in the form to see
                which to sell first and what the tax and exit loads would be.
              </li>
            )}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-muted">
          Nothing is sold, so there is no tax or exit load to pay on this step.
        </p>
      )}
      {taxAware.chosen.plan.sold > 0 ||
      taxAware.other.plan.sold > 0 ||
      !taxAware.chosen.plan.reachesTarget ? (
        <NewMoneyComparison result={taxAware} hasLots={hasLots} flow={input.flow} />
      ) : null}
    </div>
  );
}

function BucketResults({ result, stale }: { result: GoalBucketsResult; stale: boolean }) {
  const used = result.plans.filter((plan) => plan.goal);
  const headline =
    used.length > 0
      ? `Together these goals need ${formatINR(result.totalMonthly)} a month: ${used.map((plan) => `${formatINR(plan.goal?.monthlySipNeeded ?? 0)} for the ${plan.name.toLowerCase()} goal`).join(", ")}.`
      : "Enter the cost of at least one goal.";
  const announcement = useDebounced(stale ? "" : headline, 700);
  return (
    <div className={`space-y-6 ${stale ? "opacity-50" : ""}`} aria-hidden={stale || undefined}>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <h3 className="text-xl font-bold">Monthly amount for each bucket</h3>
      <p className="text-lg">{headline}</p>
      <SummaryTiles
        tiles={[
          { label: "Total a month", value: formatINR(result.totalMonthly), highlight: true },
          ...result.plans.map((plan) => ({
            label: `${plan.name}, a month`,
            value: plan.goal ? formatINR(plan.goal.monthlySipNeeded) : "Not used",
            detail: plan.goal
              ? `${formatINR(plan.goal.futureGoalCost)} in ${plan.input.years} ${plan.input.years === 1 ? "year" : "years"} at ${plan.input.annualReturn}% a year`
              : undefined,
          })),
        ]}
      />
      <DataTable
        id="bucket-table"
        caption="Goal buckets: cost and monthly amount"
        columns={[
          { label: "Bucket" },
          { label: "Monthly SIP", numeric: true },
          { label: "Cost today", numeric: true },
          { label: "Cost then", numeric: true },
          { label: "Total put in", numeric: true },
        ]}
        rows={result.plans.map((plan) => [
          `${plan.name}, ${plan.input.years} ${plan.input.years === 1 ? "year" : "years"}`,
          plan.goal ? formatINR(plan.goal.monthlySipNeeded) : "–",
          formatINR(plan.input.costToday),
          plan.goal ? formatINR(plan.goal.futureGoalCost) : "–",
          plan.goal ? formatINR(plan.goal.totalSipInvestment) : "–",
        ])}
      />
      <div>
        <h3 className="text-lg font-bold">Where each bucket's money could go</h3>
        <ul className="mt-3 space-y-3">
          {result.plans.map((plan) => (
            <li key={plan.id} className="rounded-xl border border-border p-4 text-sm">
              <p className="font-semibold">
                {plan.name} ({plan.minYears}-{plan.maxYears} years)
              </p>
              <p className="mt-1">{plan.suggestion}</p>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
