import { formatINR, formatINRCompact, formatIndianNumber } from "#app/finance/money.ts";
import type { ValueKind } from "./view.ts";

function trimmed(value: number, decimals: number): string {
  return formatIndianNumber(value, { decimals }).replace(/\.0+$|(\.\d*?)0+$/, "$1");
}

/** One figure as the page shows it: rupees in Indian grouping (paise only for small prices), percents to two places. */
export function formatValue(value: number | string, kind: ValueKind): string {
  if (typeof value === "string") return value;
  switch (kind) {
    case "rupees":
      return formatINR(value, { decimals: Math.abs(value) < 10_000 && !Number.isInteger(value) ? 2 : 0 });
    case "percent":
      return `${trimmed(value, 2)}%`;
    case "months":
      return `${formatIndianNumber(value)} months`;
    default:
      return trimmed(value, 2);
  }
}

/** Short axis labels: ₹12.5 L, ₹1.2 Cr, 40%. */
export function formatAxis(value: number, kind: ValueKind): string {
  if (kind === "rupees") return formatINRCompact(value, { maximumFractionDigits: 1 });
  if (kind === "percent") return `${trimmed(value, 1)}%`;
  return trimmed(value, 1);
}
