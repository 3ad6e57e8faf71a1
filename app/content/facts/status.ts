import { formatReviewDate } from "#app/lib/dates.ts";
import type { Source } from "../types.ts";
import type { Fact } from "./types.ts";

// When a fact needs checking again, and how a page describes its date. Pure functions of the
// fact and a date passed in (the build's date on pages, a fixed date in tests).

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function addYears(isoDate: string, years: number): string {
  const [year = 0, rest = ""] = [Number(isoDate.slice(0, 4)), isoDate.slice(4)];
  return `${year + years}${rest}`;
}

/** The MPC meets every two months; a decision older than this has been followed by another. */
const mpcIntervalDays = 61;

/**
 * The date from which a fact must be confirmed again: the day after its quarter (small savings),
 * the next MPC meeting (repo rate), or a year after it was last confirmed (tax and other limits).
 */
export function reviewDueOn(fact: Fact): string {
  switch (fact.review) {
    case "quarter":
      return addDays(fact.period?.to ?? fact.confirmedOn, 1);
    case "mpc":
      return addDays(fact.confirmedOn, mpcIntervalDays);
    case "year":
      return addYears(fact.confirmedOn, 1);
  }
}

export function isReviewDue(fact: Fact, today: string): boolean {
  return today >= reviewDueOn(fact);
}

/** "Jan–Mar 2026" for a notified period, otherwise the month it was confirmed ("Nov 2026"). */
export function asOfLabel(fact: Fact): string {
  if (fact.period) return fact.period.label;
  return formatReviewDate(fact.confirmedOn).replace(/^\d+ /, "");
}

/** One row of a page's "Figures on this page" panel. */
export interface FactPanelRow {
  id: string;
  label: string;
  display: string;
  asOf: string;
  /** Dates as shown: "1 Apr 2020". */
  since: string;
  confirmed: string;
  earlier?: string;
  /** What follows the figure, as English content: "(as of Jan–Mar 2026; in force since 1 Apr 2020). Earlier: …" */
  dates: string;
  source: Source;
  /** Set when the figure may have moved since it was confirmed: what to say, and where to check it. */
  check?: { text: string; source: Source };
}

// The panel's sentences are English content, like the page text around them (the panel is
// rendered on the server with the page body), so they live here rather than in the UI strings.
const dueText: Record<Fact["review"], (fact: Fact) => string> = {
  quarter: (fact) =>
    `This is the rate for ${asOfLabel(fact)}, the latest quarter we could confirm; it may have changed since. Check the current rate:`,
  mpc: (fact) =>
    `This is the rate after the ${asOfLabel(fact)} decision, the latest we could confirm; it may have changed since. Check:`,
  year: (fact) => `Last confirmed ${formatReviewDate(fact.confirmedOn)}; check for changes:`,
};

export function factPanelRow(fact: Fact, today: string): FactPanelRow {
  const due = isReviewDue(fact, today);
  return {
    id: fact.id,
    label: fact.label,
    display: fact.display,
    asOf: asOfLabel(fact),
    since: formatReviewDate(fact.effectiveFrom),
    confirmed: formatReviewDate(fact.confirmedOn),
    ...(fact.earlier ? { earlier: fact.earlier } : {}),
    dates: `(as of ${asOfLabel(fact)}; ${fact.since ?? "in force since"} ${formatReviewDate(fact.effectiveFrom)}).${fact.earlier ? ` Earlier: ${fact.earlier}.` : ""}`,
    source: fact.source,
    ...(due
      ? {
          check: { text: dueText[fact.review](fact), source: fact.checkAt ?? fact.source },
        }
      : {}),
  };
}

/** Today's date (UTC) as YYYY-MM-DD: the date pages are built on. */
export function todayIso(): string {
  return new Date().toISOString().slice(0, 10);
}
