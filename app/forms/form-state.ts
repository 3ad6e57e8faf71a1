import type { ChoiceFieldSpec, FieldSpec, Fields, NumberFieldSpec, TenureFieldSpec } from "./fields.ts";
import { TENURE_MONTHS_PARAM, TENURE_UNIT_PARAM } from "./fields.ts";
import { flowColumns, listRows, lotColumns } from "./parse.ts";

// What the form holds (text as typed) and the canonical URL for it. The URL leaves out values
// equal to their defaults, so a shared link is short and reproduces the result exactly.

export type TenureUnit = "years" | "months";
export interface TenureState {
  value: string;
  unit: TenureUnit;
}
export type RowsState = [string, string][];
export type FieldState = string | TenureState | RowsState;
export type FormState = Record<string, FieldState>;

function defaultRows(spec: FieldSpec): RowsState {
  if (spec.kind === "flows") return spec.defaultValue.map((flow) => [flow.date, String(flow.amount)]);
  if (spec.kind === "lots") return spec.defaultValue.map((lot) => [String(lot.quantity), String(lot.price)]);
  return [];
}

function defaultYears(spec: TenureFieldSpec): string {
  return String(spec.defaultMonths / 12);
}

/** The text a number or choice starts with: its default, or nothing for an optional number. */
function defaultText(spec: NumberFieldSpec | ChoiceFieldSpec): string {
  return spec.kind === "number" && spec.optional ? "" : String(spec.defaultValue);
}

/** The form's state for a field when the URL does not mention it. */
export function defaultFieldState(spec: FieldSpec): FieldState {
  switch (spec.kind) {
    case "number":
    case "choice":
      return defaultText(spec);
    case "tenure":
      return { value: defaultYears(spec), unit: "years" };
    case "flows":
    case "lots":
      return defaultRows(spec);
  }
}

/** The form as the URL describes it, keeping invalid text so the visitor can correct it. */
export function formState(fields: Fields, params: URLSearchParams): FormState {
  const state: FormState = {};
  for (const [name, spec] of Object.entries(fields)) {
    if (spec.kind === "tenure") {
      const months = params.get(TENURE_MONTHS_PARAM);
      if (months) state[name] = { value: months, unit: "months" };
      else if (params.get(TENURE_UNIT_PARAM) === "months")
        state[name] = { value: params.get(name) ?? "", unit: "months" };
      else state[name] = { value: params.get(name) ?? defaultYears(spec), unit: "years" };
    } else if (spec.kind === "flows" || spec.kind === "lots") {
      state[name] =
        listRows(name, spec.kind === "flows" ? flowColumns : lotColumns, params) ?? defaultRows(spec);
    } else {
      state[name] = params.get(name) ?? defaultText(spec);
    }
  }
  return state;
}

function sameRows(a: RowsState, b: RowsState): boolean {
  return (
    a.length === b.length && a.every((row, index) => row[0] === b[index]?.[0] && row[1] === b[index]?.[1])
  );
}

const isRows = (value: FieldState | undefined): value is RowsState => Array.isArray(value);
const isTenure = (value: FieldState | undefined): value is TenureState =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The canonical parameters for a form state: tenure in months as `tenureMonths`, lists repeated. */
export function paramsFromState(fields: Fields, state: FormState): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, spec] of Object.entries(fields)) {
    const value = state[name];
    if (spec.kind === "tenure") {
      if (!isTenure(value)) continue;
      const text = value.value.trim();
      if (value.unit === "months") {
        if (text !== "") params.set(TENURE_MONTHS_PARAM, text);
      } else if (text !== "" && text !== defaultYears(spec)) params.set(name, text);
    } else if (spec.kind === "flows" || spec.kind === "lots") {
      if (!isRows(value)) continue;
      const rows = value.filter(([a, b]) => a.trim() !== "" || b.trim() !== "");
      if (sameRows(rows, defaultRows(spec))) continue;
      if (rows.length === 0) params.append(name, "");
      for (const [a, b] of rows) params.append(name, `${a.trim()}:${b.trim()}`);
    } else if (typeof value === "string") {
      const text = value.trim();
      if (text !== "" && text !== defaultText(spec)) params.set(name, text);
    }
  }
  return params;
}

export function queryString(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text}` : "";
}
