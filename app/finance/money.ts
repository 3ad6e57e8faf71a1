// Rupee rounding, Indian digit grouping (12,34,567) and lakh/crore wording.

export const LAKH = 100_000;
export const CRORE = 10_000_000;

/**
 * Rounds half away from zero to `decimals` places. Shifting through the exponent
 * (not multiplying) keeps cases like 1.005 → 1.01 right despite binary floating point.
 */
export function roundTo(value: number, decimals = 0): number {
  if (!Number.isFinite(value)) return value;
  const sign = value < 0 ? -1 : 1;
  const absolute = Math.abs(value);
  const text = String(absolute);
  // Tiny or huge values print in exponent form already; plain scaling is exact enough there.
  const result = text.includes("e")
    ? (sign * Math.round(absolute * 10 ** decimals)) / 10 ** decimals
    : sign * Number(`${Math.round(Number(`${text}e${decimals}`))}e-${decimals}`);
  return result === 0 ? 0 : result; // no -0
}

/** Whole rupees, half away from zero. */
export function roundRupees(value: number): number {
  return roundTo(value, 0);
}

/** Nearest ₹10 with ₹5 rounding up, as for total income and tax payable. */
export function roundToNearestTen(value: number): number {
  return roundTo(value / 10, 0) * 10;
}

export interface NumberFormatOptions {
  /** Digits after the decimal point (default 0). */
  decimals?: number;
}

/** Groups an unsigned digit string the Indian way: last three digits, then pairs. */
function groupIndianDigits(digits: string): string {
  if (digits.length <= 3) return digits;
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  return `${rest},${lastThree}`;
}

function formatUnsigned(absolute: number, decimals: number): string {
  const [whole = "0", fraction] = roundTo(absolute, decimals).toFixed(decimals).split(".");
  const grouped = groupIndianDigits(whole);
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** 1234567 → "12,34,567"; -1000 → "-1,000"; decimals are fixed, not trimmed. */
export function formatIndianNumber(value: number, options: NumberFormatOptions = {}): string {
  if (!Number.isFinite(value)) return "–";
  const decimals = options.decimals ?? 0;
  const body = formatUnsigned(Math.abs(value), decimals);
  const isZero = roundTo(Math.abs(value), decimals) === 0;
  return value < 0 && !isZero ? `-${body}` : body;
}

/** 1234567 → "₹12,34,567"; -1000 → "-₹1,000". */
export function formatINR(value: number, options: NumberFormatOptions = {}): string {
  const text = formatIndianNumber(value, options);
  if (text === "–") return text;
  return text.startsWith("-") ? `-₹${text.slice(1)}` : `₹${text}`;
}

export interface CompactFormatOptions {
  /** "short" → "₹1.25 Cr" / "₹12.35 L"; "long" → "₹1.25 crore" / "₹12.35 lakh". */
  style?: "short" | "long";
  /** Most digits after the point for lakh/crore amounts (default 2); trailing zeros are dropped. */
  maximumFractionDigits?: number;
}

/** Fixed decimals with trailing zeros dropped and the whole part grouped: 1234.5 → "1,234.5". */
function trimmedFixed(value: number, digits: number): string {
  const fixed = roundTo(value, digits).toFixed(digits);
  const trimmed = digits > 0 ? fixed.replace(/\.?0+$/, "") : fixed;
  const [whole = "0", fraction] = trimmed.split(".");
  return fraction === undefined ? groupIndianDigits(whole) : `${groupIndianDigits(whole)}.${fraction}`;
}

/**
 * 12500000 → "₹1.25 Cr", 1234567 → "₹12.35 L", 45000 → "₹45,000".
 * The unit is chosen after rounding so 99,99,999 reads "₹1 Cr", not "₹100 L".
 */
export function formatINRCompact(value: number, options: CompactFormatOptions = {}): string {
  if (!Number.isFinite(value)) return "–";
  const digits = options.maximumFractionDigits ?? 2;
  const long = options.style === "long";
  const absolute = roundRupees(Math.abs(value));
  const sign = value < 0 && absolute !== 0 ? "-" : "";
  let body: string;
  if (absolute >= CRORE || roundTo(absolute / LAKH, digits) >= 100) {
    body = `₹${trimmedFixed(absolute / CRORE, digits)} ${long ? "crore" : "Cr"}`;
  } else if (absolute >= LAKH) {
    body = `₹${trimmedFixed(absolute / LAKH, digits)} ${long ? "lakh" : "L"}`;
  } else {
    body = `₹${groupIndianDigits(String(absolute))}`;
  }
  return `${sign}${body}`;
}

/** 12500000 → "₹1.25 crore"; 1234567 → "₹12.35 lakh"; below a lakh, grouped rupees. */
export function amountInWords(value: number, maximumFractionDigits = 2): string {
  return formatINRCompact(value, { style: "long", maximumFractionDigits });
}

/** 12.345 → "12.35%" (Indian grouping for large values). */
export function formatPercent(value: number, decimals = 2): string {
  const text = formatIndianNumber(value, { decimals });
  return text === "–" ? text : `${text}%`;
}

const multipliers: Record<string, number> = {
  k: 1_000,
  thousand: 1_000,
  l: LAKH,
  lac: LAKH,
  lacs: LAKH,
  lakh: LAKH,
  lakhs: LAKH,
  cr: CRORE,
  crore: CRORE,
  crores: CRORE,
};

/**
 * Reads what people type or put in a URL: "₹12,34,567", "Rs. 500", "12.5 L", "1.2 crore",
 * "50k", "12%". Returns null for anything else (including empty text, "Infinity" and "1e5").
 */
export function parseAmount(text: string | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const cleaned = text
    .trim()
    .toLowerCase()
    .replace(/^(₹|rs\.?|inr)\s*/, "")
    .replace(/,/g, "")
    .replace(/\s+/g, " ")
    .replace(/%$/, "")
    .trim();
  const match = /^(-?(?:\d+\.?\d*|\.\d+))\s*([a-z]*)$/.exec(cleaned);
  if (!match) return null;
  const [, numberPart = "", suffix = ""] = match;
  const multiplier = suffix === "" ? 1 : multipliers[suffix];
  if (multiplier === undefined) return null;
  const value = Number(numberPart) * multiplier;
  return Number.isFinite(value) ? value : null;
}
