import type { ParseResult } from "~/calculators/parse.ts";
import { amountInWords, formatINR, formatPercent } from "~/finance/money.ts";
import type { SipSimulationResponse } from "~/finance/sip-simulation.ts";
import { contextAround, extractQuantities, type Quantity } from "./quantities.ts";

// "What are the chances my ₹10,000 SIP for 15 years reaches ₹50 lakh?" is a question about a
// range of outcomes, which a steady-rate calculator cannot answer: it runs the SIP market
// simulation (the same parse and paths as /tools/sip-simulation and its API) and links to the
// page with the same inputs and seed, so the visitor sees exactly the same figures there.

/** Runs the simulation from the API's query values (app/tools/simulate-sip.ts). */
export type SimulationRunner = (values: Record<string, string>) => ParseResult<SipSimulationResponse>;

export interface SimulationRequest {
  values: Record<string, string>;
  assumptions: string[];
}

const toolPath = "/tools/sip-simulation";
// The page's defaults, said out loud when the question leaves them out.
const defaults = { monthlyInvestment: 10_000, years: 15, equity: 70, debt: 20, gold: 10 };

// Asking for a spread rather than one figure: the odds, the range, the extremes, bad markets.
const rangeWords =
  /\b(simulat\w*|monte carlo|chances?|probabilit\w*|odds|likel(y|ihood)|how sure|worst|at best|best.case|(bad|poor|weak|good|strong) (case|years?|markets?|scenarios?)|scenarios?|market (crash\w*|falls?|downturns?)|range|spread of|upside|downside|percentiles?|uncertain\w*|beat(s|ing)?(?! inflation)|fall short|how (bad|wrong|low)|market history|historical (returns|markets?|data))\b|\b(lowest|minimum|min)\b.*\b(highest|maximum|max)\b|\b(highest|maximum|max)\b.*\b(lowest|minimum|min)\b/;
const sipWords = /\b(sip|monthly|per month|a month|every month|each month|pm)\b/;
const asksMeaning = /^(what|explain|define|meaning)\b.*\b(is|are|of|does)\b.*\b(monte carlo|simulation)\b/;
const goalWords =
  /\b(reach\w*|goal|target|corpus|become|get to|end (up )?with|grow to|cross\w*|have|be worth|beat\w*|exceed\w*|mak(e|es|ing)|touch\w*|hit)\b/;
const stepUpWords =
  /\b(step.?up|top.?up|increase|increasing|raise|raising|grow(ing)? (it|the sip)|every year|yearly|annually|each year)\b/;

/** Whether a question asks for a simulation of a monthly SIP rather than one steady-rate figure. */
export function isSimulationRequest(text: string): boolean {
  if (!rangeWords.test(text) || asksMeaning.test(text)) return false;
  const hasNumbers = extractQuantities(text).some((quantity) => quantity.kind !== "number");
  return sipWords.test(text) && (hasNumbers || /\b(simulat\w*|monte carlo|run)\b/.test(text));
}

function near(text: string, quantity: Quantity, words: RegExp): boolean {
  const { before, after } = contextAround(text, quantity, 24);
  return words.test(before) || words.test(after);
}

/** The share of each asset class named in the question ("80% equity", "20 % in gold"). */
function mixFrom(text: string, percents: readonly Quantity[]) {
  const named: Partial<Record<"equity" | "debt" | "gold", number>> = {};
  for (const quantity of percents) {
    const after = text.slice(quantity.end, quantity.end + 16);
    const before = text.slice(Math.max(0, quantity.start - 12), quantity.start);
    const words = `${after} ${before}`;
    if (/\b(equity|stocks?|shares|nifty|index)\b/.test(after) || /\b(equity|stocks?)\s*$/.test(before))
      named.equity = quantity.value;
    else if (/\b(debt|bonds?|g-?secs?|fixed income)\b/.test(words)) named.debt = quantity.value;
    else if (/\bgold\b/.test(words)) named.gold = quantity.value;
  }
  return named;
}

/** The simulation's inputs from the question; whatever it leaves out takes the page's defaults. */
export function buildSimulation(text: string): SimulationRequest {
  const quantities = extractQuantities(text);
  const money = quantities.filter((quantity) => quantity.kind === "money");
  const percents = quantities.filter((quantity) => quantity.kind === "percent");
  const assumptions: string[] = [];
  const values: Record<string, string> = {};

  const goal = money.find((quantity) => near(text, quantity, goalWords) && !near(text, quantity, sipWords));
  const others = money.filter((quantity) => quantity !== goal);
  let instalment = others.find((quantity) => near(text, quantity, sipWords)) ?? others[0];
  let target = goal;
  if (!target && others.length > 1) {
    // Two amounts and no word saying which is the goal: the smaller is the instalment.
    const sorted = [...others].sort((a, b) => a.value - b.value);
    instalment = sorted[0];
    target = sorted[sorted.length - 1];
  }
  if (instalment) values.monthlyInvestment = String(instalment.value);
  else assumptions.push(`${formatINR(defaults.monthlyInvestment)} a month`);
  if (target) values.goal = String(target.value);

  const period = quantities.find((quantity) => quantity.kind === "years" || quantity.kind === "months");
  if (period)
    values.years = String(
      Math.max(1, Math.round(period.kind === "years" ? period.value : period.value / 12)),
    );
  else assumptions.push(`${defaults.years} years`);

  const stepUp = percents.find((quantity) => near(text, quantity, stepUpWords));
  if (stepUp) values.annualStepUp = String(stepUp.value);

  const mix = mixFrom(
    text,
    percents.filter((quantity) => quantity !== stepUp),
  );
  const given = (["equity", "debt", "gold"] as const).filter((name) => mix[name] !== undefined);
  if (given.length === 0) {
    assumptions.push(
      `the page's mix of ${defaults.equity}% equity, ${defaults.debt}% debt and ${defaults.gold}% gold`,
    );
  } else {
    // The rest goes to debt, or to gold when debt is named: the mix must add up to 100%.
    const rest = 100 - given.reduce((sum, name) => sum + (mix[name] ?? 0), 0);
    const filler = mix.debt === undefined ? "debt" : mix.gold === undefined ? "gold" : undefined;
    for (const name of ["equity", "debt", "gold"] as const) mix[name] ??= 0;
    if (filler && rest > 0) {
      mix[filler] = rest;
      assumptions.push(`the remaining ${rest}% in ${filler}`);
    }
    values.equity = String(mix.equity);
    values.debt = String(mix.debt);
    values.gold = String(mix.gold);
  }
  return { values, assumptions };
}

/** The tool's address with every input and the seed, so the page reproduces the reply's figures. */
export function simulationUrl(inputs: SipSimulationResponse["inputs"]): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(inputs)) if (value !== null) params.set(name, String(value));
  return `${toolPath}?${params.toString()}`;
}

function rupees(value: number): string {
  return value >= 100_000 ? `${formatINR(value)} (${amountInWords(value)})` : formatINR(value);
}

function share(percent: number): string {
  if (percent > 0 && percent < 1) return "under 1%";
  if (percent < 100 && percent > 99) return "over 99%";
  return `${Math.round(percent)}%`;
}

/** The reply: the spread of outcomes, the goal's odds, what was assumed, and the link. */
export function describeSimulation(
  request: SimulationRequest,
  outcome: ParseResult<SipSimulationResponse>,
): string {
  if (!outcome.ok) {
    const params = new URLSearchParams(request.values).toString();
    const problems = outcome.issues.map((issue) => `- ${issue.message}`).join("\n");
    return `I couldn't run the SIP market simulation with those numbers:\n${problems}\n\nYou can adjust them here: [SIP market simulation](${toolPath}${params ? `?${params}` : ""})`;
  }
  const { inputs, result } = outcome.value;
  const invested = result.years[result.years.length - 1]?.invested ?? 0;
  const stepUp = inputs.annualStepUp > 0 ? `, raised ${inputs.annualStepUp}% every year` : "";
  const lines = [
    `I ran the site's SIP market simulation: ${rupees(inputs.monthlyInvestment)} a month for ${inputs.years} ${inputs.years === 1 ? "year" : "years"}${stepUp}, in ${inputs.equity}% equity, ${inputs.debt}% debt and ${inputs.gold}% gold, over ${inputs.paths.toLocaleString("en-IN")} market histories drawn from past years of Indian market returns. You would put in **${rupees(invested)}**. At the end:`,
    "",
    `- Middle outcome (median): **${rupees(result.final.p50)}**`,
    `- 1 in 10 histories ended below **${rupees(result.final.p10)}**`,
    `- 1 in 10 ended above **${rupees(result.final.p90)}**`,
    `- Ended below the amount invested: **${share(result.belowInvestedShare)}** of histories`,
  ];
  if (inputs.goal !== null && result.goalProbability !== null)
    lines.push(
      `- Reached your goal of ${rupees(inputs.goal)}: **${share(result.goalProbability)}** of histories`,
    );
  lines.push(
    `- The same SIP at one steady ${formatPercent(result.fixedRate.annualReturn)} a year (the mix's average over those years): ${rupees(result.fixedRate.futureValue)}`,
  );
  if (request.assumptions.length > 0) {
    const [first, ...rest] = request.assumptions;
    const listed =
      rest.length === 0
        ? first
        : `${request.assumptions.slice(0, -1).join(", ")} and ${rest[rest.length - 1]}`;
    lines.push("", `I assumed ${listed}.`);
  }
  lines.push(
    "",
    `[Open the simulation with these inputs](${simulationUrl(inputs)}) to see the year-by-year range and how it works (same seed, same figures).`,
    "",
    "Past markets replayed in a different order, not a forecast: future returns can be better or worse than anything in the data.",
  );
  return lines.join("\n");
}
