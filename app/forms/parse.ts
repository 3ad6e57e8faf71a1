import type { CashFlow, FinanceError, Lot } from "#app/finance/index.ts";
import { parseAmount } from "#app/finance/money.ts";
import { dayNumber } from "#app/finance/returns.ts";
import {
  type ChoiceFieldSpec,
  describeBound,
  type FieldSpec,
  type Fields,
  type FlowsFieldSpec,
  type InputOf,
  type LotsFieldSpec,
  MAX_AMOUNT,
  MAX_QUANTITY,
  type NumberFieldSpec,
  TENURE_MONTHS_PARAM,
  TENURE_UNIT_PARAM,
  type TenureFieldSpec,
} from "./fields.ts";

// The one parse step: URL parameters (page, form or API) -> every field's issue at once, or
// the calculator's typed input. Calculators trust what comes out of here.

export type ParseResult<T> = { ok: true; value: T } | { ok: false; issues: FinanceError[] };
type FieldResult<T> = { ok: true; value: T } | { ok: false; issue: FinanceError };

const good = <T>(value: T): FieldResult<T> => ({ ok: true, value });
const bad = (field: string, message: string): FieldResult<never> => ({
  ok: false,
  issue: { field, message },
});

/** Longest accepted parameter value: enough for any number, short enough to refuse junk. */
const MAX_VALUE_LENGTH = 40;

function parseNumberText(text: string): number | null {
  if (text.length > MAX_VALUE_LENGTH) return null;
  return parseAmount(text);
}

function parseNumber(name: string, spec: NumberFieldSpec, raw: string | null): FieldResult<number | null> {
  const text = raw?.trim() ?? "";
  if (text === "") return good(spec.optional ? null : spec.defaultValue);
  const value = parseNumberText(text);
  if (value === null) return bad(name, `${spec.label} must be a number`);
  if (value < spec.min || value > spec.max) {
    return bad(
      name,
      `${spec.label} must be between ${describeBound(spec.min, spec.unit)} and ${describeBound(spec.max, spec.unit)}`,
    );
  }
  if (spec.integer && !Number.isInteger(value)) return bad(name, `${spec.label} must be a whole number`);
  return good(value);
}

function tenureRange(spec: TenureFieldSpec): string {
  return `between ${describeBound(spec.minMonths, "months")} and ${describeBound(spec.maxMonths / 12, "years")}`;
}

function parseTenure(name: string, spec: TenureFieldSpec, params: URLSearchParams): FieldResult<number> {
  const monthsText = params.get(TENURE_MONTHS_PARAM)?.trim() ?? "";
  const inMonths = monthsText !== "" || params.get(TENURE_UNIT_PARAM) === "months";
  const text = monthsText || (params.get(name)?.trim() ?? "");
  if (text === "") return good(spec.defaultMonths);
  const value = parseNumberText(text);
  if (value === null) return bad(name, `${spec.label} must be a number`);
  const totalMonths = inMonths ? value : value * 12;
  if (totalMonths < spec.minMonths - 1e-9 || totalMonths > spec.maxMonths + 1e-9) {
    return bad(name, `${spec.label} must be ${tenureRange(spec)}`);
  }
  if (Math.abs(totalMonths - Math.round(totalMonths)) > 1e-9) {
    return bad(name, `${spec.label} must be a whole number of months, such as 2.5 years or 30 months`);
  }
  return good(Math.round(totalMonths));
}

function parseChoice(name: string, spec: ChoiceFieldSpec, raw: string | null): FieldResult<string> {
  const text = raw?.trim() ?? "";
  if (text === "") return good(spec.defaultValue);
  if (spec.options.some((option) => option.value === text)) return good(text);
  // Questionnaire labels are questions, so they read better as a prompt.
  if (spec.label.endsWith("?")) return bad(name, `Please answer: ${spec.label}`);
  return bad(name, `${spec.label} must be one of: ${spec.options.map((option) => option.label).join(", ")}`);
}

/**
 * The rows of a list field: repeated `name=a:b` values, then the form's paired fields
 * (`nameDate`/`nameAmount` or `nameQuantity`/`namePrice`) with blank rows skipped. Null when
 * the URL says nothing about the field (use the default); an empty list when it was cleared.
 */
export function listRows(name: string, columns: readonly [string, string], params: URLSearchParams) {
  const joined = params.getAll(name);
  const first = params.getAll(`${name}${columns[0]}`);
  const second = params.getAll(`${name}${columns[1]}`);
  if (joined.length === 0 && first.length === 0 && second.length === 0) return null;
  const rows: [string, string][] = [];
  for (const value of joined) {
    if (value.trim() === "") continue;
    // The amount may be negative, so split at the last colon of a date's "YYYY-MM-DD:" part only.
    const at = value.indexOf(":");
    rows.push(at < 0 ? [value.trim(), ""] : [value.slice(0, at).trim(), value.slice(at + 1).trim()]);
  }
  for (let index = 0; index < Math.max(first.length, second.length); index++) {
    const a = first[index]?.trim() ?? "";
    const b = second[index]?.trim() ?? "";
    if (a !== "" || b !== "") rows.push([a, b]);
  }
  return rows;
}

/** Dates as YYYY-MM-DD, or Indian DD-MM-YYYY / DD/MM/YYYY. */
export function isoDate(text: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const indian = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  const parts = iso ? [iso[1], iso[2], iso[3]] : indian ? [indian[3], indian[2], indian[1]] : null;
  if (!parts) return null;
  const date = `${parts[0]}-${parts[1]?.padStart(2, "0")}-${parts[2]?.padStart(2, "0")}`;
  return dayNumber(date) === null ? null : date;
}

export const flowColumns = ["Date", "Amount"] as const;
export const lotColumns = ["Quantity", "Price"] as const;

function parseFlows(name: string, spec: FlowsFieldSpec, params: URLSearchParams): FieldResult<CashFlow[]> {
  const rows = listRows(name, flowColumns, params);
  if (rows === null) return good([...spec.defaultValue]);
  if (rows.length > spec.maxRows) return bad(name, `Enter at most ${spec.maxRows} cash flows`);
  const flows: CashFlow[] = [];
  const problems: string[] = [];
  for (const [index, [dateText, amountText]] of rows.entries()) {
    const date = isoDate(dateText);
    const amount = parseNumberText(amountText);
    if (date === null) problems.push(`cash flow ${index + 1} needs a real date written YYYY-MM-DD`);
    else if (amount === null)
      problems.push(`cash flow ${index + 1} needs an amount (negative for money invested)`);
    else if (Math.abs(amount) > MAX_AMOUNT)
      problems.push(`cash flow ${index + 1} must be between −₹100 crore and ₹100 crore`);
    else flows.push({ date, amount });
  }
  if (problems.length > 0) return bad(name, `${spec.label}: ${problems.join("; ")}`);
  return good(flows);
}

function parseLots(name: string, spec: LotsFieldSpec, params: URLSearchParams): FieldResult<Lot[]> {
  const rows = listRows(name, lotColumns, params);
  if (rows === null) return good([...spec.defaultValue]);
  if (rows.length === 0) return bad(name, `${spec.label}: add at least one purchase`);
  if (rows.length > spec.maxRows) return bad(name, `Enter at most ${spec.maxRows} purchases`);
  const lots: Lot[] = [];
  const problems: string[] = [];
  for (const [index, [quantityText, priceText]] of rows.entries()) {
    const quantity = parseNumberText(quantityText);
    const price = parseNumberText(priceText);
    if (quantity === null || quantity <= 0 || quantity > MAX_QUANTITY) {
      problems.push(
        `purchase ${index + 1} needs a quantity above 0 and up to ${describeBound(MAX_QUANTITY, "count")}`,
      );
    } else if (price === null || price < 0 || price > MAX_AMOUNT) {
      problems.push(`purchase ${index + 1} needs a price from ₹0 to ₹100 crore`);
    } else lots.push({ quantity, price });
  }
  if (problems.length > 0) return bad(name, `${spec.label}: ${problems.join("; ")}`);
  return good(lots);
}

function parseField(name: string, spec: FieldSpec, params: URLSearchParams): FieldResult<unknown> {
  switch (spec.kind) {
    case "number":
      return parseNumber(name, spec, params.get(name));
    case "tenure":
      return parseTenure(name, spec, params);
    case "choice":
      return parseChoice(name, spec, params.get(name));
    case "flows":
      return parseFlows(name, spec, params);
    case "lots":
      return parseLots(name, spec, params);
  }
}

/**
 * Rules between fields. They see the fields that parsed (a rule whose fields did not parse
 * says nothing), so a form learns of a bad mix total in the same answer as a bad year.
 */
export type FieldRules<F extends Fields> = (parsed: Partial<InputOf<F>>) => FinanceError[];

/** Every field checked against its domain, then the rules between fields; all issues are reported together. */
export function parseInputs<F extends Fields>(
  fields: F,
  params: URLSearchParams,
  rules?: FieldRules<F>,
): ParseResult<InputOf<F>> {
  const values: Record<string, unknown> = {};
  const issues: FinanceError[] = [];
  for (const [name, spec] of Object.entries(fields)) {
    const parsed = parseField(name, spec, params);
    if (parsed.ok) values[name] = parsed.value;
    else issues.push(parsed.issue);
  }
  // Each value came from its own field's parser, whose result type is FieldValue of that field.
  const parsed = values as Partial<InputOf<F>>;
  issues.push(...(rules?.(parsed) ?? []));
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, value: parsed as InputOf<F> };
}
