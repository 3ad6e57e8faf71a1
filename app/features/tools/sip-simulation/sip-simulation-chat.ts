import { formatINR } from "#app/finance/money.ts";
import { chatInputs } from "#app/forms/chat-inputs.ts";
import type { SummaryItem } from "#app/forms/view.ts";
import { simulateSip } from "./simulate-sip.ts";

// How the chat assistant runs the SIP market simulation from a question: "what are the chances
// my 10k SIP for 15 years reaches 50 lakh?" asks for a range of outcomes, which a steady-rate
// calculator cannot give. Same inputs, parse and paths as /tools/sip-simulation and its API.

export const chat = chatInputs({
  asks: [
    "simulation",
    "simulate",
    "monte carlo",
    "chance",
    "chances",
    "probability",
    "odds",
    "likely",
    "likelihood",
    "worst case",
    "best case",
    "bad market",
    "market crash",
    "range of outcomes",
    "range",
    "lowest",
    "highest",
    "how sure",
    "fall short",
    "downside",
    "market history",
    "historical returns",
    "past markets",
  ],
  inputs: {
    monthlyInvestment: {
      name: "monthly investment",
      takes: "money",
      near: [
        "a month",
        "per month",
        "every month",
        "monthly",
        "pm",
        "sip of",
        "sip",
        "invest",
        "investing",
        "put",
      ],
      usual: true,
      unlikelyAbove: 1_000_000,
      whenMissing: "assume",
    },
    years: {
      name: "years",
      takes: "duration",
      near: ["for", "over", "period", "in"],
      usual: true,
      whenMissing: "assume",
    },
    annualStepUp: {
      name: "yearly step-up",
      takes: "percent",
      near: ["step up", "step-up", "stepup", "increase", "increasing", "raise", "hike", "top up", "top-up"],
      whenMissing: "assume",
    },
    equity: {
      name: "equity share",
      takes: "percent",
      near: ["equity", "stocks", "shares", "nifty", "index", "in equity"],
      whenMissing: "assume",
    },
    debt: {
      name: "debt share",
      takes: "percent",
      near: ["debt", "bonds", "bond", "fixed income", "in debt"],
      whenMissing: "assume",
    },
    gold: { name: "gold share", takes: "percent", near: ["gold", "in gold"], whenMissing: "assume" },
    goal: {
      name: "goal",
      takes: "money",
      near: [
        "reach",
        "reaches",
        "reaching",
        "goal",
        "target",
        "corpus",
        "become",
        "cross",
        "crosses",
        "hit",
        "get to",
        "end with",
        "beat",
        "beats",
        "exceed",
        "exceeds",
        "touch",
        "touches",
        "more than",
        "at least",
        "have",
      ],
      whenMissing: "assume",
    },
  },
  quote: [
    "Middle outcome",
    "1 in 10 histories ended below",
    "1 in 10 ended above",
    "Ended below",
    "Reached",
    "The same SIP",
  ],
});

/** A mix given in part: the rest goes to debt, or to gold when debt is named (it must add up to 100%). */
export function completeMix(values: Record<string, string>): string[] {
  const parts = ["equity", "debt", "gold"] as const;
  const given = parts.filter((name) => values[name] !== undefined);
  if (given.length === 0 || given.length === 3) return [];
  const rest = 100 - given.reduce((sum, name) => sum + Number(values[name]), 0);
  const filler = values.debt === undefined ? "debt" : "gold";
  for (const name of parts) values[name] ??= "0";
  if (rest <= 0) return [];
  values[filler] = String(rest);
  return [`the remaining ${rest}% in ${filler}`];
}

function share(percent: number): string {
  if (percent > 0 && percent < 1) return "under 1%";
  if (percent < 100 && percent > 99) return "over 99%";
  return `${Math.round(percent)}%`;
}

/** The simulation's answer in the shape a calculator's view has: a headline and tiles. */
/**
 * Paths a chat reply simulates: the chat runs in the server's own thread, where no message may
 * take more than 50 ms of CPU. 1,000 paths over 40 years with a step-up cost 11-21 ms; the page's
 * 10,000 cost 100-185 ms, and 2,000 up to 50. The link carries the count, so the page shows
 * exactly these figures (and can run more).
 */
export const chatSimulationPaths = 1000;

export function runSimulationForChat(params: URLSearchParams) {
  const query = { paths: String(chatSimulationPaths), ...Object.fromEntries(params) };
  const outcome = simulateSip(query);
  if (!outcome.ok) return outcome;
  const { inputs, result } = outcome.value;
  const invested = result.years[result.years.length - 1]?.invested ?? 0;
  const stepUp = inputs.annualStepUp > 0 ? `, raised ${inputs.annualStepUp}% every year` : "";
  const summary: SummaryItem[] = [
    { label: "Middle outcome (median)", value: result.final.p50, kind: "rupees" },
    { label: "1 in 10 histories ended below", value: result.final.p10, kind: "rupees" },
    { label: "1 in 10 ended above", value: result.final.p90, kind: "rupees" },
    { label: "Middle outcome in today's rupees", value: result.real.p50, kind: "rupees" },
    { label: "Ended below the amount invested", value: share(result.belowInvestedShare), kind: "text" },
  ];
  if (inputs.goal !== null && result.goalProbability !== null)
    summary.push({
      label: `Reached your goal of ${formatINR(inputs.goal)}${inputs.goalIn === "today" ? " in today's rupees" : ""}`,
      value: share(result.goalProbability),
      kind: "text",
    });
  summary.push({
    label: `The same SIP at one steady ${Math.round(result.fixedRate.annualReturn * 100) / 100}% a year`,
    value: result.fixedRate.futureValue,
    kind: "rupees",
  });
  const link = new URLSearchParams();
  for (const [name, value] of Object.entries(inputs)) if (value !== null) link.set(name, String(value));
  return {
    ok: true as const,
    // The seed and path count go in the link, so the page shows exactly these figures.
    params: link,
    view: {
      headline: `The SIP market simulation replays ${inputs.paths.toLocaleString("en-IN")} market histories drawn from past years of Indian returns: ${formatINR(inputs.monthlyInvestment)} a month for ${inputs.years} ${inputs.years === 1 ? "year" : "years"}${stepUp}, in ${inputs.equity}% equity, ${inputs.debt}% debt and ${inputs.gold}% gold, puts in ${formatINR(invested)}.`,
      summary,
      notes: [
        "Past markets replayed in a different order, not a forecast: future returns can be better or worse than anything in the data.",
        `After yearly expense ratios of ${inputs.equityCost}% (equity), ${inputs.debtCost}% (debt) and ${inputs.goldCost}% (gold); today's rupees are deflated by ${inputs.inflation === "cpi" ? "each drawn year's own CPI inflation" : `${inputs.inflation}% a year`}.`,
      ],
    },
  };
}
