import type { CashFlow, Lot } from "#app/finance/index.ts";
// Direct module imports (not the finance index) keep the rest of the library out of every page.
import { amountInWords, formatINR, formatIndianNumber, LAKH } from "#app/finance/money.ts";

// Input fields of a calculator: one label, the accepted domain (what the page and the API take)
// and the slider's common range. Plain data, so the page can send it to the browser as is.

export type NumberUnit = "rupees" | "percent" | "years" | "months" | "count";

interface FieldBase {
  readonly label: string;
  readonly help?: string;
}

export interface NumberFieldSpec extends FieldBase {
  readonly kind: "number";
  readonly unit: NumberUnit;
  /** Accepted domain: anything in [min, max] is computed, anything else is a 400. */
  readonly min: number;
  readonly max: number;
  /** The slider covers the common range; the typed field takes the whole domain. */
  readonly sliderMin: number;
  readonly sliderMax: number;
  readonly step: number;
  readonly defaultValue: number;
  readonly integer?: boolean;
  /** May be left empty, and its value is then null (a tool's optional goal); see `optional()`. */
  readonly optional?: boolean;
}

/**
 * A loan or SIP tenure typed in years or months (a switch beside the field). The value is
 * always whole months; the URL carries the field's name in years or `tenureMonths`.
 */
export interface TenureFieldSpec extends FieldBase {
  readonly kind: "tenure";
  readonly minMonths: number;
  readonly maxMonths: number;
  readonly sliderMaxYears: number;
  readonly defaultMonths: number;
}

export interface ChoiceOption<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

export interface ChoiceFieldSpec<V extends string = string> extends FieldBase {
  readonly kind: "choice";
  readonly options: readonly ChoiceOption<V>[];
  readonly defaultValue: V;
}

/** Dated cash flows, repeated in the URL as `name=YYYY-MM-DD:amount`. */
export interface FlowsFieldSpec extends FieldBase {
  readonly kind: "flows";
  readonly defaultValue: readonly CashFlow[];
  readonly maxRows: number;
}

/** Purchases, repeated in the URL as `name=quantity:price`. */
export interface LotsFieldSpec extends FieldBase {
  readonly kind: "lots";
  readonly defaultValue: readonly Lot[];
  readonly maxRows: number;
}

export type FieldSpec = NumberFieldSpec | TenureFieldSpec | ChoiceFieldSpec | FlowsFieldSpec | LotsFieldSpec;
export type Fields = Readonly<Record<string, FieldSpec>>;

export type FieldValue<F> =
  F extends ChoiceFieldSpec<infer V>
    ? V
    : F extends FlowsFieldSpec
      ? CashFlow[]
      : F extends LotsFieldSpec
        ? Lot[]
        : F extends { readonly optional: true }
          ? number | null
          : number;

/** The typed input a calculator receives after parsing: one value per field. */
export type InputOf<F extends Fields> = { -readonly [K in keyof F]: FieldValue<F[K]> };

// The whole input domain (issue 13): amounts to ₹100 crore, rates 0-50%, inflation 0-30%,
// tenures from 1 month to 40 years (each tenure field's maxYears × 12).
export const MAX_AMOUNT = 1_000_000_000;
export const MAX_RATE = 50;
export const MAX_INFLATION = 30;
export const MAX_YEARS = 50;
export const MAX_QUANTITY = 1_000_000_000;
/** The URL parameter that gives any tenure in months instead of years. */
export const TENURE_MONTHS_PARAM = "tenureMonths";
/** Sent by the form's years/months switch when JavaScript is off. */
export const TENURE_UNIT_PARAM = "tenureUnit";

type NumberOptions = Omit<NumberFieldSpec, "kind" | "unit" | "min" | "max"> &
  Partial<Pick<NumberFieldSpec, "min" | "max">>;

export function rupees(options: NumberOptions): NumberFieldSpec {
  return { kind: "number", unit: "rupees", min: 0, max: MAX_AMOUNT, ...options };
}

/** An interest or return rate: 0-50% a year. */
export function rate(options: Omit<NumberOptions, "sliderMin"> & { sliderMin?: number }): NumberFieldSpec {
  return { kind: "number", unit: "percent", min: 0, max: MAX_RATE, sliderMin: 0, ...options };
}

/** An inflation rate: 0-30% a year. */
export function inflationRate(
  options: Omit<NumberOptions, "sliderMin"> & { sliderMin?: number },
): NumberFieldSpec {
  return { kind: "number", unit: "percent", min: 0, max: MAX_INFLATION, sliderMin: 0, ...options };
}

export function percent(options: NumberOptions & Pick<NumberFieldSpec, "min" | "max">): NumberFieldSpec {
  return { kind: "number", unit: "percent", ...options };
}

export function years(options: Omit<NumberOptions, "step"> & { step?: number }): NumberFieldSpec {
  return { kind: "number", unit: "years", min: 1, max: MAX_YEARS, step: 1, integer: true, ...options };
}

export function count(options: NumberOptions): NumberFieldSpec {
  return { kind: "number", unit: "count", min: 0, max: MAX_QUANTITY, ...options };
}

export function months(options: NumberOptions & Pick<NumberFieldSpec, "max">): NumberFieldSpec {
  return { kind: "number", unit: "months", min: 1, integer: true, ...options };
}

export function tenure(options: {
  label: string;
  help?: string;
  maxYears: number;
  sliderMaxYears: number;
  defaultYears: number;
}): TenureFieldSpec {
  return {
    kind: "tenure",
    label: options.label,
    ...(options.help ? { help: options.help } : {}),
    minMonths: 1,
    maxMonths: options.maxYears * 12,
    sliderMaxYears: options.sliderMaxYears,
    defaultMonths: options.defaultYears * 12,
  };
}

/**
 * A number that may be left empty (its value is then null): no default is filled in, and
 * `defaultValue` only places the slider.
 */
export function optional<S extends NumberFieldSpec>(spec: S): S & { readonly optional: true } {
  return { ...spec, optional: true };
}

export function choice<const V extends string>(
  options: Omit<ChoiceFieldSpec<V>, "kind">,
): ChoiceFieldSpec<V> {
  return { kind: "choice", ...options };
}

/** A range bound in its unit: "₹500", "₹10 lakh", "₹100 crore", "12.5%", "40 years". */
export function describeBound(value: number, unit: NumberUnit): string {
  const decimals = Number.isInteger(value) ? 0 : 2;
  if (unit === "rupees")
    return Math.abs(value) >= LAKH ? amountInWords(value) : formatINR(value, { decimals });
  if (unit === "percent") return `${formatIndianNumber(value, { decimals })}%`;
  const number = formatIndianNumber(value, { decimals });
  if (unit === "years") return `${number} ${value === 1 ? "year" : "years"}`;
  if (unit === "months") return `${number} ${value === 1 ? "month" : "months"}`;
  return number;
}

/** "1 month", "18 months", "2 years", "2.5 years": how the page names a tenure. */
export function describeMonths(totalMonths: number): string {
  if (totalMonths % 12 === 0) return describeBound(totalMonths / 12, "years");
  if (totalMonths > 24 && (totalMonths * 2) % 12 === 0) return describeBound(totalMonths / 12, "years");
  return describeBound(totalMonths, "months");
}
