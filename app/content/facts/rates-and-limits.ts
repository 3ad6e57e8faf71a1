import { indexFundExpenseRatioCap } from "#app/finance/fund-costs.ts";
import { sttRates, type TradeSegment } from "#app/finance/trading-rates.ts";
import { percentFact, rupeeFact, textFact } from "./define.ts";
import {
  dicgcFaq,
  incomeTaxAct,
  nseSttSchedule,
  rbiLrsFaq,
  rbiPressReleases,
  sebiMfRegulations2026,
} from "./sources.ts";
import type { Fact } from "./types.ts";

// The repo rate, deposit insurance, TDS on interest, LRS and TCS, STT, and mutual-fund cost caps.
// STT's values and confirmation dates are read from finance/trading-rates.ts, which the
// trading-cost calculator computes with, so a new rate is changed in that one file.

const confirmedOn = "2026-11-22";

/**
 * An STT fact, read from the trading-cost calculator's rates. `since` dates a rate the Finance
 * Act has not changed in the period the calculator tracks.
 */
function sttFact(segment: TradeSegment, label: string, since: string, earlier?: string): Fact {
  const rate = sttRates[segment];
  return percentFact({
    id: `stt-${segment}`,
    label,
    value: rate.percent,
    context: /\bSTT\b|securities transaction tax/i,
    effectiveFrom: rate.effectiveFrom ?? since,
    confirmedOn: rate.lastConfirmed,
    review: "year",
    source: nseSttSchedule,
    ...(earlier ? { earlier } : {}),
  });
}

export const rateAndLimitFacts: Fact[] = [
  percentFact({
    id: "repo-rate",
    label: "RBI repo rate",
    value: 5.25,
    context: /\brepo\b|policy rate|\bMPC\b/i,
    effectiveFrom: "2025-12-05",
    // The last decision found in the stored references: held at 5.25% on 5 June 2026.
    confirmedOn: "2026-06-05",
    period: { label: "5 Jun 2026", from: "2026-06-05", to: "2026-08-05" },
    review: "mpc",
    source: rbiPressReleases,
    checkAt: rbiPressReleases,
    earlier: "5.5% from June to December 2025",
    inlineNote: true,
  }),
  rupeeFact({
    id: "dicgc-cover",
    label: "Deposit insurance cover (DICGC), per depositor per bank",
    value: 500_000,
    context: /DICGC|deposit insurance|insured/i,
    effectiveFrom: "2020-02-04",
    confirmedOn,
    review: "year",
    source: dicgcFaq,
    earlier: "₹1 lakh from 1993 to February 2020",
  }),
  rupeeFact({
    id: "tds-interest-threshold",
    label: "TDS on bank and post office interest: yearly threshold, below 60",
    value: 50_000,
    context: /\bTDS\b.*interest|interest.*\bTDS\b|deduct.*tax.*interest/i,
    contextScope: "sentence",
    effectiveFrom: "2025-04-01",
    confirmedOn,
    review: "year",
    source: incomeTaxAct,
    earlier: "₹40,000 until March 2025",
  }),
  rupeeFact({
    id: "tds-interest-threshold-senior",
    label: "TDS on bank and post office interest: yearly threshold, 60 and over",
    value: 100_000,
    context: /\bTDS\b.*interest|interest.*\bTDS\b|deduct.*tax.*interest/i,
    contextScope: "sentence",
    effectiveFrom: "2025-04-01",
    confirmedOn,
    review: "year",
    source: incomeTaxAct,
    earlier: "₹50,000 until March 2025",
  }),
  textFact({
    id: "lrs-limit",
    label: "Liberalised Remittance Scheme limit per resident individual per financial year",
    value: "USD 2,50,000",
    spellings: ["USD 2,50,000", "$2,50,000", "$250,000", "USD 250,000", "2,50,000 dollars"],
    context: /\bLRS\b|Liberalised Remittance/i,
    effectiveFrom: "2015-06-01",
    confirmedOn,
    review: "year",
    source: rbiLrsFaq,
  }),
  rupeeFact({
    id: "tcs-lrs-threshold",
    label: "TCS on LRS remittances for investment: yearly threshold",
    value: 1_000_000,
    context: /\bTCS\b|tax collected at source/i,
    effectiveFrom: "2025-04-01",
    confirmedOn,
    review: "year",
    source: incomeTaxAct,
    earlier: "₹7 lakh until March 2025",
  }),
  percentFact({
    id: "tcs-lrs-rate",
    label: "TCS on LRS remittances for investment above the threshold",
    value: 20,
    context: /\bTCS\b|tax collected at source/i,
    effectiveFrom: "2023-10-01",
    confirmedOn,
    review: "year",
    source: incomeTaxAct,
  }),
  sttFact("delivery", "STT on equity delivery trades (each side)", "2013-06-01"),
  sttFact("intraday", "STT on intraday equity trades (sell side)", "2013-06-01"),
  sttFact("futures", "STT on futures (sell side)", "2026-04-01", "0.02% from October 2024 to March 2026"),
  sttFact(
    "options",
    "STT on options sold (on the premium) and exercised (on the intrinsic value)",
    "2026-04-01",
    "0.1% on premium sold and 0.125% on exercise from October 2024 to March 2026",
  ),
  textFact({
    id: "mf-brokerage-cap",
    label: "Brokerage a mutual fund may pay, excluding statutory levies (from 1 April 2026)",
    value: "6 basis points on cash-market trades and 2 on derivatives",
    spellings: ["6 bps", "6 basis points"],
    context: /brokerage/i,
    effectiveFrom: "2026-04-01",
    confirmedOn,
    review: "year",
    source: sebiMfRegulations2026,
    // Like for like: the old 12 and 5 bps caps included levies, about 8.59 and 3.89 bps without them.
    earlier: "12 bps (cash) and 5 bps (derivatives) including levies, about 8.59 and 3.89 bps excluding them",
  }),
  percentFact({
    id: "mf-index-ber-cap",
    label: "Base expense ratio cap for index funds and ETFs (from 1 April 2026)",
    value: indexFundExpenseRatioCap,
    display: "0.90%",
    spellings: ["0.90%"],
    context: /index fund|\bETFs?\b|expense/i,
    effectiveFrom: "2026-04-01",
    confirmedOn,
    review: "year",
    source: sebiMfRegulations2026,
    earlier: "1.00% total expense ratio cap until March 2026",
  }),
];
