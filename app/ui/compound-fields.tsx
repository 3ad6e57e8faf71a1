import { Plus, X } from "lucide-react";
import { parseAmount } from "#app/finance/money.ts";
import type { FlowsFieldSpec, LotsFieldSpec, TenureFieldSpec } from "#app/forms/fields.ts";
import { TENURE_UNIT_PARAM } from "#app/forms/fields.ts";
import type { RowsState, TenureState, TenureUnit } from "#app/forms/form-state.ts";
import { flowColumns, lotColumns } from "#app/forms/parse.ts";
import { NumberField } from "./input-fields.tsx";

// Fields made of more than one control: a tenure with its years/months switch, and lists of
// rows (dated cash flows, purchases). Without JavaScript every control still submits: the
// switch as `tenureUnit`, each row as a pair of fields, and one empty row to add another.

/** Converts the typed value when the unit switches, so 10 years becomes 120 months. */
function convert(value: string, from: TenureUnit, to: TenureUnit): string {
  const number = parseAmount(value);
  if (number === null || from === to) return value;
  const converted = to === "months" ? number * 12 : number / 12;
  return String(Math.round(converted * 1000) / 1000);
}

export function TenureField({
  name,
  spec,
  value,
  error,
  onChange,
}: {
  name: string;
  spec: TenureFieldSpec;
  value: TenureState;
  error?: string;
  onChange: (value: TenureState) => void;
}) {
  const inMonths = value.unit === "months";
  return (
    <NumberField
      name={name}
      spec={{
        label: spec.label,
        help: spec.help,
        unit: value.unit,
        defaultValue: inMonths ? spec.defaultMonths : spec.defaultMonths / 12,
      }}
      value={value.value}
      error={error}
      onChange={(text) => onChange({ value: text, unit: value.unit })}
      slider={{
        unit: value.unit,
        sliderMin: 1,
        sliderMax: inMonths ? spec.sliderMaxYears * 12 : spec.sliderMaxYears,
        step: 1,
      }}
    >
      <fieldset className="flex items-center justify-end gap-2 text-sm">
        <legend className="sr-only">{spec.label} in</legend>
        {(["years", "months"] as const).map((unit) => (
          <label
            key={unit}
            className="flex cursor-pointer items-center gap-1.5 rounded-md border border-border px-2 py-1 has-[:checked]:border-brand has-[:checked]:bg-subtle has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand"
          >
            <input
              type="radio"
              name={TENURE_UNIT_PARAM}
              value={unit}
              checked={value.unit === unit}
              onChange={() => onChange({ value: convert(value.value, value.unit, unit), unit })}
              className="accent-[var(--color-brand)]"
            />
            {unit === "years" ? "Years" : "Months"}
          </label>
        ))}
      </fieldset>
    </NumberField>
  );
}

interface ListText {
  columns: readonly [string, string];
  headings: readonly [string, string];
  row: string;
}

const flowText: ListText = {
  columns: flowColumns,
  headings: ["Date", "Amount (₹, invested is negative)"],
  row: "cash flow",
};
const lotText: ListText = {
  columns: lotColumns,
  headings: ["Quantity", "Price per unit (₹)"],
  row: "purchase",
};

export function RowsField({
  name,
  spec,
  rows,
  error,
  onChange,
}: {
  name: string;
  spec: FlowsFieldSpec | LotsFieldSpec;
  rows: RowsState;
  error?: string;
  onChange: (rows: RowsState) => void;
}) {
  const text = spec.kind === "flows" ? flowText : lotText;
  const id = `input-${name}`;
  // One empty row at the end: typing into it adds a row (and a form sent without JavaScript keeps it).
  const shown: RowsState = [...rows, ["", ""]];
  const setCell = (index: number, column: 0 | 1, cell: string) => {
    const next = shown.map((row): [string, string] => [...row]);
    const target = next[index];
    if (target) target[column] = cell;
    onChange(next.filter((row, rowIndex) => rowIndex < rows.length || row[0] !== "" || row[1] !== ""));
  };
  return (
    <fieldset
      id={id}
      className="space-y-2"
      aria-describedby={
        [spec.help ? `${id}-help` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined
      }
    >
      <legend className="font-medium">{spec.label}</legend>
      {spec.help ? (
        <p id={`${id}-help`} className="text-sm text-muted">
          {spec.help}
        </p>
      ) : null}
      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_2.25rem] items-center gap-2 text-sm">
        <span className="font-medium text-muted" aria-hidden="true">
          {text.headings[0]}
        </span>
        <span className="font-medium text-muted" aria-hidden="true">
          {text.headings[1]}
        </span>
        <span />
        {shown.map((row, index) => {
          const label = `${text.row} ${index + 1}`;
          const isNew = index === rows.length;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are plain controlled text pairs with no identity of their own
            <div key={`${name}-${index}`} className="contents">
              <input
                name={`${name}${text.columns[0]}`}
                type={spec.kind === "flows" ? "date" : "text"}
                inputMode={spec.kind === "flows" ? undefined : "decimal"}
                autoComplete="off"
                value={row[0]}
                onChange={(event) => setCell(index, 0, event.target.value)}
                aria-label={`${text.headings[0]} of ${label}${isNew ? " (new)" : ""}`}
                aria-invalid={error ? true : undefined}
                className={`min-w-0 rounded-lg border border-border bg-surface px-2 py-1.5 tabular-nums ${spec.kind === "lots" ? "text-right" : ""}`}
              />
              <input
                name={`${name}${text.columns[1]}`}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={row[1]}
                onChange={(event) => setCell(index, 1, event.target.value)}
                aria-label={`${text.headings[1]} of ${label}${isNew ? " (new)" : ""}`}
                aria-invalid={error ? true : undefined}
                className="min-w-0 rounded-lg border border-border bg-surface px-2 py-1.5 text-right tabular-nums"
              />
              {isNew ? (
                <span className="js-only grid size-9 place-items-center text-muted" aria-hidden="true">
                  <Plus className="size-4" />
                </span>
              ) : (
                <button
                  type="button"
                  className="js-only grid size-9 place-items-center rounded-lg border border-border hover:border-brand"
                  aria-label={`Remove ${label}`}
                  onClick={() => onChange(rows.filter((_, rowIndex) => rowIndex !== index))}
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              )}
            </div>
          );
        })}
      </div>
      <p className="no-js-only text-sm text-muted">
        To add more rows, fill in the last one and press Calculate: a new empty row appears.
      </p>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
