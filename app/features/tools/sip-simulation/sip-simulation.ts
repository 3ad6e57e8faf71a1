import { indexFundExpenseRatioCap } from "#app/finance/fund-costs.ts";
import { parseAmount } from "#app/finance/money.ts";
import type { SipSimulationInput } from "#app/finance/sip-simulation.ts";
import {
  choice,
  count,
  describeBound,
  type InputOf,
  inflationRate,
  optional,
  percent,
  rupees,
  years,
} from "#app/forms/fields.ts";
import { type ParseResult, parseInputs } from "#app/forms/parse.ts";
import type { InputGroup } from "#app/forms/view.ts";
import { mixTotalIssue } from "../tool-fields.ts";

// The SIP market simulation's inputs, for the page's form, its URL, GET
// /api/tools/sip-simulation and simulateSip(). Apart from the simulation itself, so the page
// builds and checks its form without loading the simulation or the market data.

export const maxSimulationSeed = 4_294_967_295;

function mixPart(label: string, defaultValue: number) {
  return percent({
    label,
    min: 0,
    max: 100,
    sliderMin: 0,
    sliderMax: 100,
    step: 5,
    defaultValue,
    integer: true,
  });
}

/** An expense ratio, percent a year. SEBI's highest base expense ratio is 2.10%; levies come on top. */
function costField(label: string) {
  return percent({
    label,
    min: 0,
    max: 3,
    sliderMin: 0,
    sliderMax: 2.5,
    step: 0.05,
    defaultValue: indexFundExpenseRatioCap,
  });
}

/**
 * Inflation: a percent a year, or `cpi` for each drawn year's own CPI inflation (the default).
 * Not one of the fields above because its value is a number or a word; parsed beside them.
 */
export const inflationField = inflationRate({
  label: "Inflation",
  sliderMax: 15,
  step: 0.5,
  defaultValue: 6,
  help: "Type cpi to use each drawn year's own CPI inflation (the default), or a fixed percent a year such as 6.",
});

export const defaultInflation = "cpi";

export const goalInMessage =
  "Goal measured in must be today (today's rupees) or future (rupees of the final year)";

function parseInflation(params: URLSearchParams): ParseResult<number | "cpi"> {
  const text = params.get("inflation")?.trim() ?? "";
  if (text === "" || text.toLowerCase() === defaultInflation) return { ok: true, value: defaultInflation };
  const value = text.length > 40 ? null : parseAmount(text);
  const spec = inflationField;
  if (value === null || value < spec.min || value > spec.max) {
    return {
      ok: false,
      issues: [
        {
          field: "inflation",
          message: `${spec.label} must be cpi (each drawn year's own CPI inflation) or a percent between ${describeBound(spec.min, "percent")} and ${describeBound(spec.max, "percent")}`,
        },
      ],
    };
  }
  return { ok: true, value };
}

export const sipSimulationFields = {
  monthlyInvestment: rupees({
    label: "Monthly investment",
    min: 100,
    max: 10_000_000,
    sliderMin: 100,
    sliderMax: 1_000_000,
    step: 100,
    defaultValue: 10_000,
  }),
  years: years({ label: "Years", max: 40, sliderMin: 1, sliderMax: 40, defaultValue: 15 }),
  annualStepUp: percent({
    label: "Yearly step-up",
    min: 0,
    max: 50,
    sliderMin: 0,
    sliderMax: 50,
    step: 1,
    defaultValue: 0,
    help: "Raise the monthly amount by this much at the start of every year.",
  }),
  equity: mixPart("Equity", 70),
  debt: mixPart("Debt", 20),
  gold: mixPart("Gold", 10),
  paths: count({
    label: "Number of paths",
    min: 100,
    max: 20_000,
    sliderMin: 100,
    sliderMax: 20_000,
    step: 100,
    defaultValue: 10_000,
    integer: true,
    help: "How many possible market histories to simulate (100 to 20,000).",
  }),
  seed: count({
    label: "Seed",
    max: maxSimulationSeed,
    sliderMin: 0,
    sliderMax: maxSimulationSeed,
    step: 1,
    defaultValue: 2026,
    integer: true,
    help: "The same seed always draws the same histories, so a shared link shows the same figures.",
  }),
  // Wider than the site's ₹100 crore: a large SIP over 40 years can end well beyond it.
  goal: optional(
    rupees({
      label: "Goal amount (optional)",
      min: 1_000,
      max: 100_000_000_000,
      sliderMin: 100_000,
      sliderMax: 1_000_000_000,
      step: 100_000,
      defaultValue: 5_000_000,
      help: "Leave empty for no goal. The simulation shows the share of paths that reach it.",
    }),
  ),
  goalIn: choice({
    label: "Goal measured in",
    options: [
      { value: "today", label: "Today's rupees" },
      { value: "future", label: "Rupees of the final year" },
    ],
    defaultValue: "today",
    help: "A goal priced today (a house, a year's expenses) will cost more by then: read it in today's rupees.",
  }),
  equityCost: costField("Equity fund expense ratio"),
  debtCost: costField("Debt fund expense ratio"),
  goldCost: costField("Gold fund expense ratio"),
  window: choice({
    label: "Years drawn from",
    options: [
      { value: "2006-2025", label: "2006-2025 (all three observed)" },
      { value: "1980-2025", label: "1980-2025 (equity and gold; debt partly modelled)" },
    ],
    defaultValue: "2006-2025",
    help: "1980-2025 takes equity from the Sensex plus a dividend yield, and gives debt before 2002, which has no data, a steady return.",
  }),
};

type SipSimulationFields = typeof sipSimulationFields;

/** The form's groups; the seed has its own field with a "New seed" button. */
export const sipSimulationGroups: readonly InputGroup<keyof SipSimulationFields>[] = [
  { title: "Your SIP", names: ["monthlyInvestment", "years", "annualStepUp", "goal", "goalIn"] },
  { title: "Asset mix (adds up to 100%)", names: ["equity", "debt", "gold"] },
  { title: "Costs (percent a year)", names: ["equityCost", "debtCost", "goldCost"] },
  { title: "Simulation", names: ["window", "paths"] },
];

function mixIssue({ equity, debt, gold }: Partial<InputOf<SipSimulationFields>>) {
  if (equity === undefined || debt === undefined || gold === undefined) return [];
  return mixTotalIssue("equity", [equity, debt, gold], "Equity, debt and gold");
}

/** The page's parse: every field and the mix total (other parameters of the URL are ignored). */
export function parseSipSimulation(params: URLSearchParams): ParseResult<SipSimulationInput> {
  const parsed = parseInputs(sipSimulationFields, params, mixIssue);
  const inflation = parseInflation(params);
  if (parsed.ok && inflation.ok) return { ok: true, value: { ...parsed.value, inflation: inflation.value } };
  // The URL's words for the goal's rupees, which the form's labels do not show.
  const issues = (parsed.ok ? [] : parsed.issues).map((issue) =>
    issue.field === "goalIn" ? { field: "goalIn", message: goalInMessage } : issue,
  );
  return { ok: false, issues: [...issues, ...(inflation.ok ? [] : inflation.issues)] };
}

/** The API's inputs, from a query string or from code (numbers or text; a null goal is none). */
export type SipSimulationQuery =
  | URLSearchParams
  | Readonly<Record<string, string | number | null | undefined>>;

function toParams(query: SipSimulationQuery): URLSearchParams {
  if (query instanceof URLSearchParams) return query;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.set(name, value === null ? "" : String(value));
  }
  return params;
}

const inputNames = [...Object.keys(sipSimulationFields), "inflation"];

/** The API's parse: the page's, and a name it does not know is an issue too (a typo would otherwise be ignored). */
export function parseSipSimulationQuery(query: SipSimulationQuery): ParseResult<SipSimulationInput> {
  const params = toParams(query);
  const parsed = parseSipSimulation(params);
  const unknown = [...new Set(params.keys())]
    .filter((name) => !inputNames.includes(name))
    .map((name) => ({
      field: name,
      message: `Unknown input '${name}'. Inputs: ${inputNames.join(", ")}`,
    }));
  if (unknown.length === 0) return parsed;
  return { ok: false, issues: [...(parsed.ok ? [] : parsed.issues), ...unknown] };
}
