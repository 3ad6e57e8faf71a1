import type { Exchange, StatutoryRate, TradeSegment } from "#app/finance/index.ts";
import { formatReviewDate } from "#app/lib/dates.ts";

// How the trading-cost page and the broker guide describe a statutory rate: its value, the
// side that pays, when it took effect and when we last confirmed it. Relative imports: the
// content check (node, no path aliases) reads this module through the broker guide.

export const segmentLabels: Record<TradeSegment, string> = {
  delivery: "Equity delivery",
  intraday: "Equity intraday",
  futures: "Futures",
  options: "Options",
};

/** 0.00297 -> "0.00297%", 0.1 -> "0.1%". */
export function ratePercent(percent: number): string {
  return `${Number(percent.toFixed(6))}%`;
}

export function rateText(rate: StatutoryRate, base: "value" | "premium" = "value"): string {
  const on = base === "premium" ? " of the premium" : "";
  const side = rate.side === "both" ? "on buy and sell" : `on the ${rate.side} side`;
  return `${ratePercent(rate.percent)}${on} ${side}`;
}

/** "in force from 1 Apr 2026 (earlier 0.02% from 1 Oct 2024)". */
export function rateDates(rate: StatutoryRate): string {
  const from = rate.effectiveFrom ? `in force from ${formatReviewDate(rate.effectiveFrom)}` : "long-standing";
  const earlier = rate.previous
    ? ` (earlier ${ratePercent(rate.previous.percent)} from ${formatReviewDate(rate.previous.effectiveFrom)})`
    : "";
  return `${from}${earlier}; last confirmed ${formatReviewDate(rate.lastConfirmed)}`;
}

/** The caution shown beside a rate we could not confirm as current, or null. */
export function rateCaution(name: string, rate: StatutoryRate, exchange?: Exchange): string | null {
  const where = exchange ? `${exchange}'s page` : "the official page";
  if (rate.status === "estimate") {
    return `${name}: we could not confirm the current figure, so ${rate.basis ?? "a stand-in"} is used; check ${where}, linked below.`;
  }
  if (rate.status === "last-confirmed") {
    return `${name}: ${ratePercent(rate.percent)} is the last figure we could confirm (${formatReviewDate(rate.lastConfirmed)}); check ${where}, linked below, for today's rate.`;
  }
  return null;
}
