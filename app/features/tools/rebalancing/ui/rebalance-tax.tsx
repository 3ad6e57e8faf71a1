import { X } from "lucide-react";
import type { AssetClass } from "#app/finance/allocation-rules.ts";
import { healthAndEducationCessRate, type LotSale } from "#app/finance/lot-sales.ts";
import { formatINR } from "#app/finance/money.ts";
import {
  type LotClass,
  lotClasses,
  type MethodOutcome,
  type TaxAwareRebalanceInput,
  type TaxAwareRebalanceResult,
} from "#app/finance/rebalance-tax.ts";
import { sellingTaxRules } from "#app/finance/rebalancing.ts";
import type { FinanceError } from "#app/finance/result.ts";
import { DataTable } from "#app/ui/data-table.tsx";
import { SummaryTiles } from "#app/ui/figure-value.tsx";
import { assetClassLabels } from "../../tool-fields.ts";
import {
  LOT_PARAM,
  type LotRow,
  type LotsState,
  lotColumns,
  MAX_LOTS,
  SALE_DATE_PARAM,
} from "../holding-lots.ts";

// The rebalancer's tax-aware parts: the lots editor inside its form (works before JavaScript:
// every row posts lotClass/lotBought/lotInvested/lotValue, and one empty row adds a lot), and
// the cost of selling and the "new money only" comparison beside the result.

const inputClass =
  "w-full min-w-0 rounded-lg border border-border bg-surface px-2 py-1.5 tabular-nums aria-[invalid=true]:border-red-600";

const emptyRow: LotRow = ["equity", "", "", ""];

export function LotsEditor({
  state,
  issues,
  onChange,
}: {
  state: LotsState;
  issues: readonly FinanceError[];
  onChange: (state: LotsState) => void;
}) {
  const lotError = issues.find((issue) => issue.field === LOT_PARAM)?.message;
  const dateError = issues.find((issue) => issue.field === SALE_DATE_PARAM)?.message;
  const rows = state.rows;
  // One empty row at the end: filling it adds a lot (without JavaScript, on Calculate).
  const shown: LotRow[] = rows.length < MAX_LOTS ? [...rows, [...emptyRow]] : rows;
  const setCell = (index: number, column: number, text: string) => {
    const next = shown.map((row): LotRow => [...row]);
    const target = next[index];
    if (target) target[column] = text;
    // A class picked first keeps the new lot (its other cells are typed next).
    const kept = next.filter(
      (row, rowIndex) =>
        rowIndex < rows.length || row[0] !== emptyRow[0] || row[1] !== "" || row[2] !== "" || row[3] !== "",
    );
    onChange({ ...state, rows: kept });
  };
  const [classColumn, boughtColumn, investedColumn, valueColumn] = lotColumns;
  return (
    <fieldset
      id={`input-${LOT_PARAM}`}
      className="space-y-3"
      aria-describedby={[`input-${LOT_PARAM}-help`, lotError ? `input-${LOT_PARAM}-error` : ""]
        .filter(Boolean)
        .join(" ")}
    >
      <legend className="mb-1 text-lg font-bold">Your lots (optional, for the tax)</legend>
      <p id={`input-${LOT_PARAM}-help`} className="text-sm text-muted">
        Each purchase you still hold: its asset class, the date you bought it, what you put in and what it is
        worth now. With them the calculator picks which lots to sell and works out the capital-gains tax and
        exit loads. Up to {MAX_LOTS} lots; their values in a class must not add up to more than you hold in
        it.
      </p>
      <ol className="space-y-3">
        {shown.map((row, index) => {
          const isNew = index === rows.length;
          const label = `Lot ${index + 1}${isNew ? " (new)" : ""}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are plain controlled text with no identity of their own
            <li key={index} className="rounded-xl border border-border p-3">
              <fieldset>
                <legend className="flex w-full items-center justify-between text-sm font-semibold">
                  {label}
                </legend>
                <div className="mt-2 grid grid-cols-2 items-end gap-2 text-sm">
                  <label className="space-y-1">
                    <span className="block text-muted">Asset class</span>
                    <select
                      name={`${LOT_PARAM}${classColumn}`}
                      value={row[0]}
                      onChange={(event) => setCell(index, 0, event.target.value)}
                      aria-invalid={lotError ? true : undefined}
                      className={inputClass}
                    >
                      {lotClasses.map((name) => (
                        <option key={name} value={name}>
                          {assetClassLabels[name]}
                        </option>
                      ))}
                    </select>
                  </label>
                  <label className="space-y-1">
                    <span className="block text-muted">Date bought</span>
                    <input
                      name={`${LOT_PARAM}${boughtColumn}`}
                      type="date"
                      min="1980-01-01"
                      value={row[1]}
                      onChange={(event) => setCell(index, 1, event.target.value)}
                      aria-invalid={lotError ? true : undefined}
                      className={inputClass}
                    />
                  </label>
                  <label className="space-y-1">
                    <span className="block text-muted">Amount invested (₹)</span>
                    <input
                      name={`${LOT_PARAM}${investedColumn}`}
                      type="text"
                      inputMode="decimal"
                      autoComplete="off"
                      value={row[2]}
                      onChange={(event) => setCell(index, 2, event.target.value)}
                      aria-invalid={lotError ? true : undefined}
                      className={`${inputClass} text-right`}
                    />
                  </label>
                  <label className="space-y-1">
                    <span className="block text-muted">Value now (₹)</span>
                    <input
                      name={`${LOT_PARAM}${valueColumn}`}
                      type="text"
                      inputMode="decimal"
                      autoComplete="off"
                      value={row[3]}
                      onChange={(event) => setCell(index, 3, event.target.value)}
                      aria-invalid={lotError ? true : undefined}
                      className={`${inputClass} text-right`}
                    />
                  </label>
                </div>
                {isNew ? null : (
                  <button
                    type="button"
                    className="js-only mt-2 inline-flex items-center gap-1 rounded-lg border border-border px-2 py-1 text-sm hover:border-brand"
                    onClick={() =>
                      onChange({ ...state, rows: rows.filter((_, rowIndex) => rowIndex !== index) })
                    }
                  >
                    <X aria-hidden="true" className="size-4" />
                    Remove lot {index + 1}
                  </button>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <p className="no-js-only text-sm text-muted">
        To add a lot, fill in the last one and press Calculate: a new empty lot appears.
      </p>
      {lotError ? (
        <p id={`input-${LOT_PARAM}-error`} className="text-sm font-medium text-red-700 dark:text-red-400">
          {lotError}
        </p>
      ) : null}
      <div className="space-y-1 text-sm">
        <label htmlFor={`input-${SALE_DATE_PARAM}`} className="block font-medium">
          Date of the sale
        </label>
        <input
          id={`input-${SALE_DATE_PARAM}`}
          name={SALE_DATE_PARAM}
          type="date"
          min="2026-04-01"
          max="2027-03-31"
          value={state.saleDate}
          onChange={(event) => onChange({ ...state, saleDate: event.target.value })}
          aria-invalid={dateError ? true : undefined}
          aria-describedby={`input-${SALE_DATE_PARAM}-help${dateError ? ` input-${SALE_DATE_PARAM}-error` : ""}`}
          className={`${inputClass} max-w-48`}
        />
        <p id={`input-${SALE_DATE_PARAM}-help`} className="text-muted">
          Empty for today. Short or long term, and exit loads, are counted to this date, within tax year
          2026-27.
        </p>
        {dateError ? (
          <p id={`input-${SALE_DATE_PARAM}-error`} className="font-medium text-red-700 dark:text-red-400">
            {dateError}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}

/** The form's row number of each class's lots (rows are numbered as the form shows them). */
function rowNumbers(rows: readonly LotRow[]): Record<LotClass, number[]> {
  const numbers: Record<LotClass, number[]> = { equity: [], debt: [], gold: [] };
  rows
    .filter((row) => row[1].trim() !== "" || row[2].trim() !== "" || row[3].trim() !== "")
    .forEach((row, index) => {
      const kind = lotClasses.find((name) => name === row[0]);
      if (kind) numbers[kind].push(index + 1);
    });
  return numbers;
}

const exemption = formatINR(sellingTaxRules.equityLongTermExemption);

function why(assetClass: LotClass, sale: LotSale): string {
  if (sale.gain < 0) return "A loss: sold first, it lowers the tax on gains";
  if (sale.term === "short")
    return assetClass === "debt" ? "Taxed at your slab rate" : "Short term: sold last";
  if (sale.withinExemption) return `Long term, inside the ${exemption} yearly exemption`;
  return "Long term";
}

const rupees = (value: number) => formatINR(Math.round(value));

function taxLines(outcome: MethodOutcome, input: TaxAwareRebalanceInput): string[] {
  const cost = outcome.cost;
  if (!cost) return [];
  const rules = sellingTaxRules;
  const tax = cost.tax;
  const lines: string[] = [];
  const losses = lotClasses.reduce(
    (sum, name) => sum + (cost.sales[name] ?? []).reduce((part, sale) => part + Math.max(0, -sale.gain), 0),
    0,
  );
  if (losses > 0) {
    lines.push(
      `Losses of ${rupees(losses)} are set off first: short-term losses against any gain, long-term ones against long-term gains only, each where it saves the most tax. The gains below are after them.`,
    );
  }
  if (tax.equityShortTerm > 0) {
    lines.push(
      `Equity short-term gains ${rupees(tax.equityShortTerm)} at ${rules.equityShortTermRate}%: ${rupees((tax.equityShortTerm * rules.equityShortTermRate) / 100)}.`,
    );
  }
  if (tax.equityLongTerm > 0) {
    lines.push(
      `Equity long-term gains ${rupees(tax.equityLongTerm)}: up to ${exemption} a year is free of tax; ${rupees(tax.equityLongTermTaxable)} is taxed at ${rules.equityLongTermRate}%: ${rupees((tax.equityLongTermTaxable * rules.equityLongTermRate) / 100)}.`,
    );
  }
  if (tax.otherLongTerm > 0) {
    lines.push(
      `Gold long-term gains ${rupees(tax.otherLongTerm)} at ${rules.listedLongTermRate}%: ${rupees((tax.otherLongTerm * rules.listedLongTermRate) / 100)}.`,
    );
  }
  if (tax.slabShortTerm > 0) {
    lines.push(
      `Gains taxed at your ${input.slabRate}% slab rate (debt funds, gold sold short term) ${rupees(tax.slabShortTerm)}: ${rupees((tax.slabShortTerm * input.slabRate) / 100)}.`,
    );
  }
  if (tax.cess > 0) {
    lines.push(`Health and education cess, ${healthAndEducationCessRate}% of the tax: ${rupees(tax.cess)}.`);
  }
  if (tax.exitLoads > 0) {
    lines.push(
      `Exit loads, ${input.exitLoad.percent}% of equity fund units held ${input.exitLoad.withinMonths} months or less: ${rupees(tax.exitLoads)}, taken from the sale proceeds (so the gains above are after it).`,
    );
  }
  if (tax.tax === 0 && tax.exitLoads === 0) {
    lines.push("No tax is due: losses and the yearly exemption cover every gain sold.");
  }
  return lines;
}

export function SellingCostSection({
  result,
  input,
  rows,
}: {
  result: TaxAwareRebalanceResult;
  input: TaxAwareRebalanceInput;
  rows: readonly LotRow[];
}) {
  const { chosen } = result;
  const cost = chosen.cost;
  if (!cost) return null;
  const numbers = rowNumbers(rows);
  const sold = Object.values(cost.sold).reduce((sum, value) => sum + (value ?? 0), 0);
  const order: { assetClass: LotClass; sale: LotSale }[] = lotClasses.flatMap((assetClass) =>
    (cost.sales[assetClass] ?? []).map((sale) => ({ assetClass, sale })),
  );
  const uncovered = lotClasses.filter((name) => (cost.withoutLots[name] ?? 0) > 0);
  return (
    <section aria-labelledby="selling-cost" className="space-y-4">
      <h3 id="selling-cost" className="text-xl font-bold">
        What the sales would cost
      </h3>
      <SummaryTiles
        tiles={[
          {
            label: "Capital-gains tax",
            value: rupees(cost.tax.tax),
            detail: `with ${healthAndEducationCessRate}% cess, tax year 2026-27`,
          },
          { label: "Exit loads", value: rupees(cost.tax.exitLoads) },
          {
            label: "Cost of selling",
            value: rupees(cost.total),
            detail:
              sold > 0 ? `${((cost.total / sold) * 100).toFixed(2)}% of the ${rupees(sold)} sold` : undefined,
            highlight: true,
          },
        ]}
      />
      <DataTable
        id="lot-sales-table"
        caption="Lots to sell, in order, and why"
        columns={[{ label: "Lot" }, { label: "Sell", numeric: true }, { label: "Gain", numeric: true }]}
        rows={order.map(({ assetClass, sale }) => [
          <span key="lot" className="block min-w-28">
            Lot {numbers[assetClass][sale.lot] ?? sale.lot + 1} ({assetClassLabels[assetClass].toLowerCase()})
            <span className="block text-xs font-normal text-muted">{why(assetClass, sale)}</span>
          </span>,
          rupees(sale.sold),
          <span key="gain">
            {sale.gain < 0 ? `−${rupees(-sale.gain)}` : rupees(sale.gain)}
            {sale.exitLoad > 0 ? (
              <span className="block whitespace-normal text-xs text-muted">
                after a {rupees(sale.exitLoad)} exit load
              </span>
            ) : null}
          </span>,
        ])}
      />
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {taxLines(chosen, input).map((line) => (
          <li key={line}>{line}</li>
        ))}
        {uncovered.map((name) => (
          <li key={name} className="font-medium">
            {rupees(cost.withoutLots[name] ?? 0)} of {assetClassLabels[name].toLowerCase()} is sold beyond the
            lots you entered: its tax is not in these figures.
          </li>
        ))}
      </ul>
    </section>
  );
}

function outcomeOf(result: TaxAwareRebalanceResult, mode: MethodOutcome["mode"]): MethodOutcome {
  return result.chosen.mode === mode ? result.chosen : result.other;
}

export function NewMoneyComparison({
  result,
  hasLots,
  flow,
}: {
  result: TaxAwareRebalanceResult;
  hasLots: boolean;
  flow: number;
}) {
  const full = outcomeOf(result, "full");
  const newMoney = outcomeOf(result, "newMoneyOnly");
  const costText = (outcome: MethodOutcome) => {
    if (outcome.plan.sold === 0) return formatINR(0);
    if (!outcome.cost) return hasLots ? "No lots in the classes sold" : "Enter your lots to see it";
    const partial = lotClasses.some((name) => (outcome.cost?.withoutLots[name] ?? 0) > 0);
    return `${rupees(outcome.cost.total)}${partial ? " (part sold without lots)" : ""}`;
  };
  const needed = result.newMoneyToReachTarget;
  const classes: AssetClass[] = ["equity", "debt", "gold", "cash"];
  const zeroTarget = classes.filter((name) => {
    const row = full.plan.rows.find((item) => item.assetClass === name);
    return row && row.targetShare === 0 && row.current > 0;
  });
  return (
    <section aria-labelledby="new-money-comparison" className="space-y-3">
      <h3 id="new-money-comparison" className="text-xl font-bold">
        Selling, or new money only?
      </h3>
      <DataTable
        id="method-comparison-table"
        caption="Buy and sell against new money only"
        columns={[
          { label: "For the trades" },
          { label: "Buy and sell", numeric: true },
          { label: "New money only", numeric: true },
        ]}
        rows={[
          ["Sold", formatINR(full.plan.sold), formatINR(newMoney.plan.sold)],
          ["Tax and exit loads", costText(full), costText(newMoney)],
          ["Largest gap from target after", `${full.plan.driftAfter} pts`, `${newMoney.plan.driftAfter} pts`],
        ]}
      />
      <p className="text-sm">
        {needed === null
          ? `New money alone cannot reach the target: you hold ${zeroTarget.map((name) => assetClassLabels[name].toLowerCase()).join(" and ")} with a 0% target, which only a sale can empty.`
          : needed === 0
            ? "Your holdings already fit the target without a sale."
            : `New money alone reaches the target with ${formatINR(needed)} added in all${flow > 0 ? ` (you are adding ${formatINR(flow)})` : ""}; with less, the gap above is what stays.`}
      </p>
    </section>
  );
}
