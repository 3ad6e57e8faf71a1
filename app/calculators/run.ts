import {
  type CalculatorInputs,
  type CalculatorSlug,
  type FinanceError,
  type InputSpec,
  parseCalculatorInputs,
} from "~/finance/index.ts";
import type { CalculatorDefinition, CalculatorView } from "./view.ts";

export type QueryRecord = Readonly<Record<string, string | undefined>>;

export type CalculatorOutcome<R = unknown> =
  | { ok: true; inputs: Record<string, number | string>; result: R; view: CalculatorView }
  | { ok: false; issues: FinanceError[] };

/** Every field that fails its spec, not just the first, so a form or API client can fix all at once. */
export function inputIssues(
  specs: readonly InputSpec[],
  slug: CalculatorSlug,
  record: QueryRecord,
): FinanceError[] {
  const issues: FinanceError[] = [];
  for (const spec of specs) {
    const parsed = parseCalculatorInputs(slug, { ...defaultsRecord(specs), [spec.name]: record[spec.name] });
    if (!parsed.ok) issues.push(parsed.error);
  }
  return issues;
}

function defaultsRecord(specs: readonly InputSpec[]): Record<string, string> {
  return Object.fromEntries(specs.map((spec) => [spec.name, String(spec.defaultValue)]));
}

/** Parses a query record, runs the calculator and builds its view; pure, so client and server agree. */
export function runCalculator<S extends CalculatorSlug, R>(
  definition: CalculatorDefinition<S, R>,
  record: QueryRecord,
): CalculatorOutcome<R> {
  const issues = inputIssues(definition.inputs, definition.slug, record);
  if (issues.length > 0) return { ok: false, issues };
  const parsed = parseCalculatorInputs(definition.slug, record);
  if (!parsed.ok) return { ok: false, issues: [parsed.error] };
  const input = parsed.value as CalculatorInputs[S];
  const result = definition.calculate(input);
  if (!result.ok) return { ok: false, issues: [result.error] };
  return {
    ok: true,
    inputs: { ...(input as unknown as Record<string, number | string>) },
    result: result.value,
    view: definition.present(result.value, input),
  };
}

/** The query string for a set of form values, leaving out values equal to their default. */
export function queryForValues(specs: readonly InputSpec[], values: QueryRecord): string {
  const params = new URLSearchParams();
  for (const spec of specs) {
    const value = values[spec.name]?.trim();
    if (value === undefined || value === "" || value === String(spec.defaultValue)) continue;
    params.set(spec.name, value);
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** Form values (as typed text) from a query record, defaults filled in. */
export function formValues(specs: readonly InputSpec[], record: QueryRecord): Record<string, string> {
  return Object.fromEntries(specs.map((spec) => [spec.name, record[spec.name] ?? String(spec.defaultValue)]));
}

/** CSV for a view table: raw numbers, quoted text, CRLF lines (RFC 4180). */
export function tableCsv(table: CalculatorView["tables"][number]): string {
  const quote = (cell: number | string) =>
    typeof cell === "number" ? String(cell) : `"${cell.replaceAll('"', '""')}"`;
  const lines = [
    table.columns.map((column) => quote(column.label)),
    ...table.rows.map((row) => row.map(quote)),
  ];
  return `${lines.map((line) => line.join(",")).join("\r\n")}\r\n`;
}
