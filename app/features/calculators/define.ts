import type { FinanceError, FinanceResult } from "#app/finance/index.ts";
import type { Fields, InputOf } from "#app/forms/fields.ts";
import { parseInputs } from "#app/forms/parse.ts";
import type { CalculatorGuide, CalculatorView, InputGroup } from "#app/forms/view.ts";

// A calculator's definition, typed by its own fields, and the uniform shape the registry, the
// page and the API use. `run` closes over the types, so nothing outside needs a cast.

export interface CalculatorDefinition<F extends Fields, R> {
  fields: F;
  /** Headings over groups of fields; without it the fields form one group. */
  groups?: readonly InputGroup<keyof F & string>[];
  /** Rules between fields (each field alone is already within its domain). */
  refine?(input: InputOf<F>): FinanceError[];
  calculate(input: InputOf<F>): FinanceResult<R>;
  present(result: R, input: InputOf<F>): CalculatorView;
  guide: CalculatorGuide;
}

export type CalculatorOutcome =
  | { ok: true; inputs: Readonly<Record<string, unknown>>; result: unknown; view: CalculatorView }
  | { ok: false; issues: FinanceError[] };

export interface Calculator {
  fields: Fields;
  groups: readonly InputGroup[];
  guide: CalculatorGuide;
  /** Parse, check, compute and present: pure, so the server and the browser agree. */
  run(params: URLSearchParams): CalculatorOutcome;
}

export function defineCalculator<const F extends Fields, R>(
  definition: CalculatorDefinition<F, R>,
): Calculator {
  return {
    fields: definition.fields,
    groups: definition.groups ?? [{ title: "", names: Object.keys(definition.fields) }],
    guide: definition.guide,
    run(params) {
      const parsed = parseInputs(definition.fields, params);
      if (!parsed.ok) return parsed;
      const issues = definition.refine?.(parsed.value) ?? [];
      if (issues.length > 0) return { ok: false, issues };
      const result = definition.calculate(parsed.value);
      if (!result.ok) return { ok: false, issues: [result.error] };
      return {
        ok: true,
        inputs: parsed.value,
        result: result.value,
        view: definition.present(result.value, parsed.value),
      };
    },
  };
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
