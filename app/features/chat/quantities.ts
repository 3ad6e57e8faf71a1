import { CRORE, LAKH } from "#app/finance/money.ts";

// The numbers in a question, each with what it measures: "5k a month", "1.5 cr", "12%",
// "10 years", "18 months". The intent rules decide which number is which input.

export type QuantityKind = "money" | "percent" | "years" | "months" | "number";

export interface Quantity {
  kind: QuantityKind;
  value: number;
  /** Character offsets in the normalised text, to read the words around the number. */
  start: number;
  end: number;
}

const unitMultipliers: Record<string, number> = {
  k: 1_000,
  thousand: 1_000,
  hazar: 1_000,
  hazaar: 1_000,
  l: LAKH,
  lac: LAKH,
  lacs: LAKH,
  lakh: LAKH,
  lakhs: LAKH,
  lk: LAKH,
  lpa: LAKH,
  cr: CRORE,
  crs: CRORE,
  crore: CRORE,
  crores: CRORE,
  karod: CRORE,
  mn: 1_000_000,
  million: 1_000_000,
};

// A number, optionally with a rupee sign before it and a unit after it.
const numberPattern =
  /(?:₹|rs\.?|inr|rupees?)?\s*(?<![\w.\-/])(\d+(?:,\d{2,3})*(?:\.\d+)?|\.\d+)(?!\d)\s*(%|percent|per cent|pct|p\.?c\.?|k|thousand|hazaa?r|lakhs?|lacs?|lk|lpa|l|crores?|crs?|karod|mn|million|years?|yrs?|yr|y|months?|mo|mths?|mnths?)?(?![a-z])/g;

export function extractQuantities(text: string): Quantity[] {
  const quantities: Quantity[] = [];
  for (const match of text.matchAll(numberPattern)) {
    const [whole, digits = "", rawUnit = ""] = match;
    const start = match.index ?? 0;
    const end = start + whole.length;
    // Section numbers and the like: "80c", "24b", "87a" are names, not amounts; "2026-27",
    // "fy 2025" and "Jan 2025" are years.
    if (/^[a-z]/.test(text.slice(end, end + 1))) continue;
    const hasRupeeSign = /^(₹|rs|inr|rupee)/.test(whole.trim());
    // ...unless it is plainly money: "₹2000", "sip of 2000 a month".
    const perPeriod =
      /^\s*(a|per|every|each|\/)\s*(month|mo|year|yr|annum)\b|^\s*(pm|p\.?m\.?|monthly|rupees|rs)\b/.test(
        text.slice(end, end + 12),
      );
    if (
      !rawUnit &&
      !hasRupeeSign &&
      !perPeriod &&
      /^(19|20)\d\d$/.test(digits) &&
      (/^-\d/.test(text.slice(end, end + 3)) ||
        /\b(fy|ay|ty|year|in|of|since|by|till|until|from|jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sep(t|tember)?|oct(ober)?|nov(ember)?|dec(ember)?)\.?\s*$/i.test(
          text.slice(Math.max(0, start - 10), start),
        ))
    )
      continue;
    const base = Number(digits.replaceAll(",", ""));
    if (!Number.isFinite(base)) continue;
    const unit = rawUnit.replace(/\./g, "").trim();
    let kind: QuantityKind;
    let value = base;
    if (/^(%|percent|per cent|pct|pc)$/.test(unit)) kind = "percent";
    else if (/^(years?|yrs?|yr|y)$/.test(unit)) kind = "years";
    else if (/^(months?|mo|mths?|mnths?)$/.test(unit)) kind = "months";
    else if (unit in unitMultipliers) {
      kind = "money";
      value = base * (unitMultipliers[unit] ?? 1);
    } else kind = hasRupeeSign ? "money" : "number";
    // "12 per cent" style tokens with a following "% p.a." are already handled; "rate of 8.5" stays a number.
    quantities.push({ kind, value, start, end });
  }
  return resolveBareNumbers(text, quantities);
}

/** Reads context for numbers written without a unit: "at 12" is a rate, "for 10" years, "of 5000" money. */
function resolveBareNumbers(text: string, quantities: Quantity[]): Quantity[] {
  return quantities.map((quantity) => {
    if (quantity.kind !== "number") return quantity;
    const before = text.slice(Math.max(0, quantity.start - 24), quantity.start);
    const after = text.slice(quantity.end, quantity.end + 24);
    // "Retire at 55", "by the age of 60", "when I turn 50": an age, not a rate or a period.
    if (/\b(retire|retiring|retirement|age|aged|turn|turning|i am|i'm)\s*(at|of|is)?\s*$/.test(before))
      return quantity;
    if (
      /(at|@|rate of|rate|return of|returns? of|interest of|inflation of|inflation)\s*$/.test(before) &&
      quantity.value <= 60
    )
      return { ...quantity, kind: "percent" };
    if (/^\s*(p\.?a\.?|per annum|a year interest|% )/.test(after)) return { ...quantity, kind: "percent" };
    if (/(for|in|over|after|tenure of|period of)\s*$/.test(before) && quantity.value <= 50)
      return { ...quantity, kind: "years" };
    if (quantity.value >= 100) return { ...quantity, kind: "money" };
    return quantity;
  });
}

/** Words just before and after a quantity, to tell a salary from a deduction. */
export function contextAround(
  text: string,
  quantity: Quantity,
  span = 28,
): { before: string; after: string } {
  return {
    before: text.slice(Math.max(0, quantity.start - span), quantity.start),
    after: text.slice(quantity.end, quantity.end + span),
  };
}
