// Range checks shared by every calculator. Each returns null when the value is fine,
// or a FinanceError whose message names the field and the allowed range in the field's unit.
import type { NumericUnit } from "./input-spec.ts";
import { amountInWords, formatINR, formatIndianNumber, LAKH } from "./money.ts";
import type { FinanceError } from "./result.ts";

/** Largest rupee amount any calculator accepts (₹10,000 crore): beyond this the numbers stop meaning much. */
export const MAX_RUPEES = 100_000_000_000;
/** Longest horizon or tenure, in years. */
export const MAX_YEARS = 50;

/** A range bound in its unit: "₹500", "₹10 lakh", "₹10,000 crore", "12.5%", "50". */
export function describeBound(value: number, unit: NumericUnit): string {
  const decimals = Number.isInteger(value) ? 0 : 2;
  if (unit === "rupees")
    return Math.abs(value) >= LAKH ? amountInWords(value) : formatINR(value, { decimals });
  if (unit === "percent") return `${formatIndianNumber(value, { decimals })}%`;
  return formatIndianNumber(value, { decimals });
}

export function unitSuffix(unit: NumericUnit): string {
  if (unit === "years") return " years";
  if (unit === "months") return " months";
  return "";
}

export interface RangeOptions {
  /** Require a whole number (months, years of a schedule, question counts). */
  integer?: boolean;
}

/** "Annual return must be between 0% and 100%"; also rejects NaN/Infinity and non-integers when asked. */
export function checkRange(
  field: string,
  label: string,
  value: number,
  min: number,
  max: number,
  unit: NumericUnit,
  options: RangeOptions = {},
): FinanceError | null {
  if (typeof value !== "number" || !Number.isFinite(value)) {
    return { field, message: `${label} must be a number` };
  }
  if (value < min || value > max) {
    const range = `between ${describeBound(min, unit)} and ${describeBound(max, unit)}${unitSuffix(unit)}`;
    return { field, message: `${label} must be ${range}` };
  }
  if (options.integer && !Number.isInteger(value)) {
    return {
      field,
      message: `${label} must be a whole number${unitSuffix(unit) ? ` of${unitSuffix(unit)}` : ""}`,
    };
  }
  return null;
}

/** Any rupee amount from zero up to MAX_RUPEES. */
export function checkRupees(field: string, label: string, value: number, min = 0): FinanceError | null {
  return checkRange(field, label, value, min, MAX_RUPEES, "rupees");
}

/** A yearly rate in percent, 0–100 unless told otherwise. */
export function checkPercent(
  field: string,
  label: string,
  value: number,
  min = 0,
  max = 100,
): FinanceError | null {
  return checkRange(field, label, value, min, max, "percent");
}

/** Whole years from 1 to MAX_YEARS. */
export function checkYears(field: string, label: string, value: number): FinanceError | null {
  return checkRange(field, label, value, 1, MAX_YEARS, "years", { integer: true });
}
