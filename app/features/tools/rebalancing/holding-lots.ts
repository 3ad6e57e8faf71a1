import type { HoldingLot } from "#app/finance/lot-sales.ts";
import { formatINR, parseAmount } from "#app/finance/money.ts";
import { type LotClass, lotClasses } from "#app/finance/rebalance-tax.ts";
import type { FinanceError } from "#app/finance/result.ts";
import { dayNumber } from "#app/finance/returns.ts";
import { describeBound, MAX_AMOUNT } from "#app/forms/fields.ts";
import { isoDate } from "#app/forms/parse.ts";
import { assetClassLabels } from "../tool-fields.ts";

// The rebalancer's lots: what was put into each holding, when, and what it is worth now, and
// the date of the sale. They are a list, which the tools' number-and-choice fields cannot hold,
// so they have their own text state and URL form:
//   lot=equity:2021-04-15:80000:400000   (class:bought:invested:value, repeated)
//   saleDate=2026-11-27
// A form sent without JavaScript posts each row as lotClass/lotBought/lotInvested/lotValue,
// with blank rows skipped, and always shows one empty row to add another.

export const LOT_PARAM = "lot";
export const SALE_DATE_PARAM = "saleDate";
export const lotColumns = ["Class", "Bought", "Invested", "Value"] as const;
export const lotParamNames = [
  LOT_PARAM,
  SALE_DATE_PARAM,
  ...lotColumns.map((column) => `${LOT_PARAM}${column}`),
] as const;
/** Enough for a few purchases in each class; a longer list belongs in a spreadsheet. */
export const MAX_LOTS = 20;
/** The first date a lot may carry (the site's market data starts in 1980). */
export const EARLIEST_LOT_DATE = "1980-01-01";
/** The tax year whose rules the rebalancer applies: the sale must fall in it. */
export const TAX_YEAR = { label: "tax year 2026-27", from: "2026-04-01", to: "2027-03-31" } as const;

/** One lot as typed: class, date bought, amount invested, value now. */
export type LotRow = [string, string, string, string];

export interface LotsState {
  rows: LotRow[];
  /** The sale date as typed; empty for today (a prerendered page cannot know the day it is read). */
  saleDate: string;
}

const blank = (row: LotRow) => row[1].trim() === "" && row[2].trim() === "" && row[3].trim() === "";

/** Today's date in India as YYYY-MM-DD: the day a sale would happen, and the last day a lot can be bought. */
export function todayInIndia(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(now);
}

/** The sale date when none is typed: today, kept inside the tax year the rules are for. */
export function defaultSaleDate(today: string): string {
  if (today < TAX_YEAR.from) return TAX_YEAR.from;
  return today > TAX_YEAR.to ? TAX_YEAR.to : today;
}

/** The lots and sale date as the URL (or a form sent without JavaScript) gives them. */
export function lotsState(params: URLSearchParams): LotsState {
  const rows: LotRow[] = [];
  for (const value of params.getAll(LOT_PARAM)) {
    if (value.trim() === "") continue;
    const [kind = "", bought = "", invested = "", worth = ""] = value.split(":").map((part) => part.trim());
    rows.push([kind, bought, invested, worth]);
  }
  const columns = lotColumns.map((column) => params.getAll(`${LOT_PARAM}${column}`));
  const count = Math.max(...columns.map((column) => column.length));
  for (let index = 0; index < count; index++) {
    const row = columns.map((column) => column[index]?.trim() ?? "") as LotRow;
    if (!blank(row)) rows.push(row);
  }
  return { rows, saleDate: params.get(SALE_DATE_PARAM)?.trim() ?? "" };
}

/**
 * The canonical parameters for the lots: none without lots, else each lot and the sale date,
 * today's when none was typed, so a shared link gives the same terms and tax on any later day.
 */
export function lotParams(state: LotsState, today: string): [string, string][] {
  const rows = state.rows.filter((row) => !blank(row));
  if (rows.length === 0) return [];
  return [
    ...rows.map((row): [string, string] => [LOT_PARAM, row.map((cell) => cell.trim()).join(":")]),
    [SALE_DATE_PARAM, state.saleDate.trim() || defaultSaleDate(today)],
  ];
}

export interface ParsedLots {
  lots: Partial<Record<LotClass, HoldingLot[]>>;
  saleDate: string;
}

function readable(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

/**
 * Every problem with the lots and the sale date, or the lots by class. `today` is the date in
 * India when the request is answered (no lot can be bought after it).
 */
export function parseLots(
  state: LotsState,
  today: string,
): { ok: true; value: ParsedLots } | { ok: false; issues: FinanceError[] } {
  const issues: FinanceError[] = [];
  const saleText = state.saleDate.trim() || defaultSaleDate(today);
  const saleDate = isoDate(saleText);
  if (saleDate === null) {
    issues.push({ field: SALE_DATE_PARAM, message: "Date of the sale must be a date written YYYY-MM-DD" });
  } else if (saleDate < TAX_YEAR.from || saleDate > TAX_YEAR.to) {
    issues.push({
      field: SALE_DATE_PARAM,
      message: `Date of the sale must be in ${TAX_YEAR.label} (${readable(TAX_YEAR.from)} to ${readable(TAX_YEAR.to)}), whose rules the calculator applies`,
    });
  }
  const rows = state.rows.filter((row) => !blank(row));
  if (rows.length > MAX_LOTS) {
    issues.push({ field: LOT_PARAM, message: `Lots: enter at most ${MAX_LOTS} lots (${rows.length} given)` });
    return { ok: false, issues };
  }
  const lots: Partial<Record<LotClass, HoldingLot[]>> = {};
  const problems: string[] = [];
  const amountRange = `between ${describeBound(0, "rupees")} and ${describeBound(MAX_AMOUNT, "rupees")}`;
  for (const [index, [kindText, boughtText, investedText, valueText]] of rows.entries()) {
    const name = `lot ${index + 1}`;
    const kind = lotClasses.find((option) => option === kindText);
    const bought = isoDate(boughtText);
    const invested = investedText.length <= 40 ? parseAmount(investedText) : null;
    const value = valueText.length <= 40 ? parseAmount(valueText) : null;
    const before = problems.length;
    if (!kind) problems.push(`${name}'s asset class must be equity, debt or gold`);
    if (bought === null) problems.push(`${name} needs the date it was bought, written YYYY-MM-DD`);
    else if (bought < EARLIEST_LOT_DATE) problems.push(`${name}'s purchase date must be in 1980 or later`);
    else if ((dayNumber(bought) ?? 0) > (dayNumber(today) ?? 0))
      problems.push(`${name}'s purchase date (${readable(bought)}) is in the future`);
    else if (saleDate !== null && bought > saleDate)
      problems.push(`${name} was bought after the date of the sale (${readable(saleDate)})`);
    if (invested === null || invested < 0 || invested > MAX_AMOUNT)
      problems.push(`${name}'s amount invested must be ${amountRange}`);
    if (value === null || value < 0 || value > MAX_AMOUNT)
      problems.push(`${name}'s value now must be ${amountRange}`);
    if (problems.length === before && kind && bought !== null && invested !== null && value !== null) {
      const list = lots[kind] ?? [];
      list.push({ invested, bought, value });
      lots[kind] = list;
    }
  }
  if (problems.length > 0) issues.push({ field: LOT_PARAM, message: `Lots: ${problems.join("; ")}` });
  if (issues.length > 0 || saleDate === null) return { ok: false, issues };
  return { ok: true, value: { lots, saleDate } };
}

/** Lots worth more than the holding they describe (whole rupees, as the rebalancer counts). */
export function lotsAboveHoldings(
  lots: Partial<Record<LotClass, HoldingLot[]>>,
  holdings: Partial<Record<LotClass, number>>,
): FinanceError[] {
  const issues: FinanceError[] = [];
  for (const kind of lotClasses) {
    const list = lots[kind];
    const held = holdings[kind];
    if (!list || held === undefined) continue;
    const worth = list.reduce((sum, lot) => sum + lot.value, 0);
    if (Math.round(worth) > Math.round(held)) {
      const label = assetClassLabels[kind].toLowerCase();
      issues.push({
        field: LOT_PARAM,
        message: `Lots: your ${label} lots are worth ${formatINR(Math.round(worth))} now, more than the ${formatINR(Math.round(held))} of ${label} you hold; correct a lot's value or the holding`,
      });
    }
  }
  return issues;
}
