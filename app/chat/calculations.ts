import type { CalculatorView } from "~/calculators/view.ts";
import { amountInWords, formatINR, formatIndianNumber, formatPercent } from "~/finance/money.ts";
import { contextAround, extractQuantities, type Quantity } from "./quantities.ts";

// Questions with numbers in them become calculator runs: the figures come from the site's own
// calculators (the finance library), never from the assistant, and the reply links to the
// calculator with the same inputs in its URL so the visitor can check and adjust them.

export type ChatCalculatorSlug =
  | "sip"
  | "lumpsum"
  | "goal"
  | "inflation"
  | "home-emi"
  | "car-emi"
  | "return"
  | "tax";

export interface CalculationRequest {
  slug: ChatCalculatorSlug;
  /** Calculator inputs as URL query values. */
  values: Record<string, string>;
  /** Defaults the assistant chose, said out loud in the reply. */
  assumptions: string[];
  /** The inputs those defaults filled, which a follow-up may still set. */
  assumed: string[];
  /** Set when a needed number is missing: the question to ask back. */
  question?: string;
}

export type CalculatorRun =
  | { ok: true; view: CalculatorView }
  | { ok: false; issues: { field: string; message: string }[] };

/** Runs a calculator from query values, exactly as its page and API do. */
export type CalculatorRunner = (slug: ChatCalculatorSlug, values: Record<string, string>) => CalculatorRun;

const calculatorNames: Record<ChatCalculatorSlug, string> = {
  sip: "SIP calculator",
  lumpsum: "lumpsum calculator",
  goal: "goal calculator",
  inflation: "inflation calculator",
  "home-emi": "home loan EMI calculator",
  "car-emi": "car loan EMI calculator",
  return: "return (CAGR) calculator",
  tax: "income tax calculator",
};

const money = (quantities: readonly Quantity[]) => quantities.filter((quantity) => quantity.kind === "money");
const percents = (quantities: readonly Quantity[]) =>
  quantities.filter((quantity) => quantity.kind === "percent");

function years(quantities: readonly Quantity[]): number | undefined {
  const period = quantities.find((quantity) => quantity.kind === "years" || quantity.kind === "months");
  if (!period) return undefined;
  return period.kind === "years" ? period.value : Math.round((period.value / 12) * 100) / 100;
}

function numberText(value: number): string {
  return String(Math.round(value * 100) / 100);
}

const monthlyWords =
  /\b(sip|per month|a month|monthly|every month|each month|\/month|\/mo|p\.?m\.?|pm|per mnth)\b/;

const taxWords = /\b(income tax|tax|taxes|regime|slab)\b/;
const incomeWords =
  /\b(salary|salaried|income|earn\w*|ctc|package|lpa|pension|paid|gross)\b|\btax (on|for|of)\b/;
const regimeComparison =
  /\b(old|new)\s+(vs\.?|versus|or|and)\s+(old|new)\b|\bwhich regime\b|\bregime is better\b/;
const goalWords =
  /\b(goal|target|corpus|costs?|need|needs|needed|want|buy|college|education|wedding|marriage|retire\w*|house|home|car|trip|vacation|fees)\b/;
const asksWhatToInvest =
  /\bhow much (sip|should i|do i|to|must i|will i need|would i need|monthly|every month|per month|lump ?sum|one.time)\b|\b(sip|investment|saving) (needed|required)\b|\bmonthly (sip|saving|investment) (needed|required)\b|\bneed to (invest|save)\b|\bwhat (monthly )?(sip|amount|investment|saving)\b.*\bneed\b|\b(sip|investment|saving|amount) (do|would|will|should) i (need|invest|save)\b/;
const returnWords =
  /\b(cagr|compound(ed)? annual growth|annual(ised|ized)? (return|growth)|rate of return|what (is|was|'s) (my|the) (return|growth|cagr)|my (annual )?return|became|become|grew|grown|turned into|now worth|is now worth|went from|gone from|doubled|tripled)\b/;

// "Calculate returns on my investment", "how much did my portfolio make": measuring what the
// visitor's own investment already earned, the return (CAGR and XIRR) calculator's job.
const earnedWords = /\b(returns?|cagr|xirr|profits?|gains?|made|make|earned|grew|grown)\b/;
const ownInvestment =
  /\b(my|our)\b.*\b(investments?|portfolio|money|funds?|stocks?|shares?|holdings?|returns?|cagr|xirr)\b|\bi (invested|made|earned|got)\b/;
const measuring =
  /\b(calculat\w*|comput\w*|work out|figure out|measure|find out|check|know|see|how much|what)\b/;

function measuresOwnReturn(text: string): boolean {
  return (
    earnedWords.test(text) &&
    ownInvestment.test(text) &&
    measuring.test(text) &&
    !/\b(will|would|going to|expect\w*|should|tax\w*|sip)\b/.test(text)
  );
}

/** Which calculator a question asks for, if any. Returns null for questions without a calculation. */
export function detectCalculation(text: string): ChatCalculatorSlug | null {
  const quantities = extractQuantities(text);
  const amounts = money(quantities);
  const hasMoney = amounts.length > 0;
  if (/\b(capital gains?|ltcg|stcg|crypto|gst|tds|stt)\b/.test(text)) return null;
  if (!hasMoney) {
    // "How much will my SIP grow?" asks for a calculation without the numbers: ask for them.
    if (measuresOwnReturn(text)) return "return";
    if (!/\b(calculate|how much will|what will|my emi|emi for|how much (tax|emi)|grow to)\b/.test(text))
      return null;
    if (/\bsip\b/.test(text)) return "sip";
    if (/\b(emi|loan)\b/.test(text)) return /\bcar\b/.test(text) ? "car-emi" : "home-emi";
    // Tax on FD interest or on gains is a rule to explain, not a salary to ask for.
    if (
      /\b(tax|salary)\b/.test(text) &&
      /\b(my|on|for)\b/.test(text) &&
      !/\b(fds?|fixed deposits?|interest|dividends?|gains?|profits?)\b/.test(text)
    )
      return "tax";
    return null;
  }
  if (
    (taxWords.test(text) && incomeWords.test(text)) ||
    (regimeComparison.test(text) && amounts.some((amount) => amount.value >= 100_000))
  )
    return "tax";
  if (/\b(emi|loan|mortgage)\b/.test(text))
    return /\b(car|vehicle|auto|bike|two.wheeler|scooter)\b/.test(text) ? "car-emi" : "home-emi";
  if (returnWords.test(text) && amounts.length >= 2) return "return";
  if (
    goalWords.test(text) &&
    (asksWhatToInvest.test(text) || /\bgoal\b/.test(text)) &&
    years(quantities) !== undefined
  )
    return "goal";
  if (
    /\b(inflation|purchasing power|value of money)\b/.test(text) &&
    !/\b(sip|invest\w*|returns?)\b/.test(text)
  )
    return "inflation";
  if (monthlyWords.test(text)) return "sip";
  if (
    /\b(lump ?sum|one.time|one time|once|invest(ed|ing)?|grow|become|worth|fd|fixed deposit)\b/.test(text) &&
    (years(quantities) !== undefined || percents(quantities).length > 0)
  )
    return "lumpsum";
  return null;
}

/**
 * A follow-up changes some inputs of the previous calculation: "and for 15 years?", "at 10%?",
 * "what about the old regime?".
 */
export function isFollowUp(text: string, previous?: ChatCalculatorSlug): boolean {
  const quantities = extractQuantities(text);
  if (previous === "tax" && /\b(old|new) regime\b/.test(text) && text.split(/\s+/).length <= 8) return true;
  if (quantities.length === 0) return false;
  const words = text.split(/\s+/).length;
  return (
    /^(and|what about|how about|what if|if|for|at|with|instead|then|same|now|ok|okay|and if|make it|change)\b/.test(
      text,
    ) || words <= 6
  );
}

/**
 * A tenure field takes years in its own parameter or months in `tenureMonths` (the calculators'
 * years/months switch); a period in months goes there, so "18 months" stays exact.
 */
function setTenure(values: Record<string, string>, name: string, quantities: readonly Quantity[]) {
  const period = quantities.find((quantity) => quantity.kind === "years" || quantity.kind === "months");
  if (!period) return;
  delete values[name];
  delete values.tenureMonths;
  if (period.kind === "months") values.tenureMonths = numberText(period.value);
  else values[name] = numberText(period.value);
}

function assign(
  text: string,
  slug: ChatCalculatorSlug,
  quantities: readonly Quantity[],
  base: Record<string, string> = {},
): Record<string, string> {
  const values = { ...base };
  const rates = percents(quantities);
  const amounts = money(quantities);
  const period = years(quantities);
  // A rate belongs to the word right after it ("6% inflation") or, failing that, right before
  // it ("inflation of 6%"), never to a word beyond the next number.
  const rateNamed = (pattern: RegExp) =>
    rates.find((quantity) => {
      const next = quantities.find((other) => other.start > quantity.start);
      const previousEnd = [...quantities].reverse().find((other) => other.end < quantity.start)?.end ?? 0;
      const after =
        text.slice(quantity.end, next ? next.start : quantity.end + 30).split(/[,.;?!]| and /)[0] ?? "";
      const before =
        text
          .slice(Math.max(previousEnd, quantity.start - 30), quantity.start)
          .split(/[,.;?!]| and /)
          .at(-1) ?? "";
      if (/\w/.test(after)) return pattern.test(after);
      return pattern.test(before);
    });
  switch (slug) {
    case "sip": {
      const stepUp = rateNamed(/step.?up|increase|top.?up|hike|raise/);
      const inflation = rateNamed(/inflation/);
      const rate = rates.find((quantity) => quantity !== stepUp && quantity !== inflation);
      if (amounts[0]) values.monthlyInvestment = numberText(amounts[0].value);
      setTenure(values, "years", quantities);
      if (rate) values.annualReturn = numberText(rate.value);
      if (stepUp) values.annualStepUp = numberText(stepUp.value);
      if (inflation) values.inflation = numberText(inflation.value);
      break;
    }
    case "lumpsum": {
      const inflation = rateNamed(/inflation/);
      const rate = rates.find((quantity) => quantity !== inflation);
      if (amounts[0]) values.amount = numberText(amounts[0].value);
      if (period !== undefined) values.years = numberText(period);
      if (rate) values.annualReturn = numberText(rate.value);
      if (inflation) values.inflation = numberText(inflation.value);
      break;
    }
    case "goal": {
      const inflation = rateNamed(/inflation/);
      const rate = rates.find((quantity) => quantity !== inflation);
      const saved = amounts.find((quantity) =>
        /(saved|have|existing|already)/.test(
          contextAround(text, quantity).before + contextAround(text, quantity).after,
        ),
      );
      const goal = amounts.find((quantity) => quantity !== saved);
      if (goal) values.goalCostToday = numberText(goal.value);
      if (saved) values.existingSavings = numberText(saved.value);
      if (period !== undefined) values.years = numberText(period);
      if (rate) values.annualReturn = numberText(rate.value);
      if (inflation) values.inflation = numberText(inflation.value);
      break;
    }
    case "inflation": {
      if (amounts[0]) values.amount = numberText(amounts[0].value);
      if (period !== undefined) values.years = numberText(period);
      if (rates[0]) values.inflation = numberText(rates[0].value);
      break;
    }
    case "home-emi":
    case "car-emi": {
      if (amounts[0]) values.loanAmount = numberText(amounts[0].value);
      setTenure(values, "tenureYears", quantities);
      if (rates[0]) values.annualRate = numberText(rates[0].value);
      break;
    }
    case "return": {
      const [first, second] = amounts;
      if (first && second) {
        values.amountInvested = numberText(first.value);
        values.currentValue = numberText(second.value);
      } else if (first) values.currentValue = numberText(first.value);
      if (period !== undefined) values.years = numberText(period);
      break;
    }
    case "tax": {
      assignTaxValues(text, quantities, values);
      break;
    }
  }
  return values;
}

// Words that name a deduction or another kind of income; the amount that goes with each one
// is the nearest amount written just before it ("1.5 lakh in 80C") or just after it
// ("80C of 1.5 lakh").
const taxFields: [RegExp, string][] = [
  [
    /home loan interest|housing loan interest|interest on (my )?(home|housing) loan|home loan|24\s?\(?b\)?|section 22\b/g,
    "homeLoanInterest",
  ],
  [/\b80\s?c\b|section 123|\bppf\b|\belss\b|\bepf\b|\blic\b/g, "deduction80C"],
  [/\b80\s?d\b|health insurance|mediclaim|section 126/g, "healthInsuranceSelf"],
  [/\b80\s?ccd(\s?\(?1b\)?)?|\bnps\b/g, "npsOwnContribution"],
  [/\bhra\b/g, "hraExemption"],
  [
    /other income|interest income|(fd|bank|deposit|savings) interest|interest (from|on) (fd|fixed deposit|bank|deposit|savings)\w*|\binterest\b|rent(al)? income|\brent\b|freelanc\w*|side income/g,
    "otherIncome",
  ],
];

const joinsBefore =
  /^\s*(in|into|under|u\/s|for|on|towards|as|via|of|paid in|paid as|put in|invested in)?\s*$/;
const joinsAfter =
  /^\s*(of|:|=|-|is|was|worth|about|around|deduction of|contribution of|premium of|interest of)?\s*(rs\.?|₹)?\s*$/;

function assignTaxValues(text: string, quantities: readonly Quantity[], values: Record<string, string>) {
  const amounts = money(quantities);
  const used = new Set<Quantity>();
  for (const [pattern, field] of taxFields) {
    for (const marker of text.matchAll(pattern)) {
      if (values[field] !== undefined) break;
      const start = marker.index ?? 0;
      const end = start + marker[0].length;
      const before = amounts.filter(
        (amount) =>
          !used.has(amount) && amount.end <= start && joinsBefore.test(text.slice(amount.end, start)),
      );
      const after = amounts.filter(
        (amount) =>
          !used.has(amount) && amount.start >= end && joinsAfter.test(text.slice(end, amount.start)),
      );
      const chosen = before.at(-1) ?? after[0];
      if (!chosen) continue;
      values[field] = numberText(chosen.value);
      used.add(chosen);
    }
  }
  const salary = amounts.filter((amount) => !used.has(amount)).sort((a, b) => b.value - a.value)[0];
  if (salary) values.salaryIncome = numberText(salary.value);
  const lpa = /\b(\d+(?:\.\d+)?)\s*lpa\b/.exec(text);
  if (!values.salaryIncome && lpa?.[1]) values.salaryIncome = numberText(Number(lpa[1]) * 100_000);
  const age = Number(
    /\b(?:i am|i'm|im|aged?|age of|he is|she is|father is|mother is|is)\s+(\d{2})\b|\b(\d{2})\s*(?:years? old|yrs? old|y\/o)\b/
      .exec(text)
      ?.slice(1)
      .find(Boolean) ?? 0,
  );
  if (age >= 80 || /\b(super senior|very senior)\b/.test(text)) values.ageBand = "80plus";
  else if (age >= 60 || /\b(senior citizen|above 60|over 60|retired|retiree)\b/.test(text))
    values.ageBand = "60to79";
  if (/\b(fy|financial year)\s*2025-?26\b|\bay 2026-?27\b/.test(text)) values.taxYear = "2025-26";
}

/** The regime a tax question asks about, if it names only one. */
export function askedRegime(text: string): "new" | "old" | undefined {
  const old = /\bold regime\b/.test(text);
  const fresh = /\bnew regime\b|\bdefault regime\b/.test(text);
  if (old && !fresh) return "old";
  if (fresh && !old) return "new";
  return undefined;
}

/** Inputs for a calculation, from this message alone or by changing the previous calculation. */
export function buildCalculation(
  text: string,
  slug: ChatCalculatorSlug,
  previous?: CalculationRequest,
): CalculationRequest {
  const quantities = extractQuantities(text);
  // What the visitor said before stands; what was only assumed may be said now.
  const said =
    previous?.slug === slug
      ? Object.fromEntries(
          Object.entries(previous.values).filter(([name]) => !previous.assumed.includes(name)),
        )
      : {};
  const values = assign(text, slug, quantities, said);
  return withDefaults(slug, values);
}

function withDefaults(slug: ChatCalculatorSlug, values: Record<string, string>): CalculationRequest {
  const assumptions: string[] = [];
  const assumed: string[] = [];
  const need = (name: string, ask: string): string | undefined =>
    values[name] === undefined ? ask : undefined;
  const assume = (name: string, value: string, words: string) => {
    if (values[name] !== undefined) return;
    values[name] = value;
    assumed.push(name);
    assumptions.push(words);
  };
  let question: string | undefined;
  switch (slug) {
    case "sip":
      question = need(
        "monthlyInvestment",
        "How much would you invest each month (for example ₹5,000), and for how many years?",
      );
      assume(
        "annualReturn",
        "12",
        "a return of 12% a year (a common long-run assumption for equity funds, not a promise)",
      );
      if (values.tenureMonths === undefined) assume("years", "10", "a period of 10 years");
      break;
    case "lumpsum":
      question = need("amount", "How much would you invest at once, and for how many years?");
      assume("annualReturn", "12", "a return of 12% a year");
      assume("years", "10", "a period of 10 years");
      break;
    case "goal":
      question = need(
        "goalCostToday",
        "What would the goal cost today, and in how many years do you need the money?",
      );
      assume("years", "10", "10 years to the goal");
      assume("inflation", "6", "the goal's cost rising 6% a year");
      assume("annualReturn", "12", "a return of 12% a year on the savings");
      break;
    case "inflation":
      question = need("amount", "Which amount should I adjust for inflation, and over how many years?");
      assume("inflation", "6", "inflation of 6% a year");
      assume("years", "10", "a period of 10 years");
      break;
    case "home-emi":
    case "car-emi":
      question = need("loanAmount", "What is the loan amount, the interest rate and the tenure in years?");
      assume(
        "annualRate",
        slug === "car-emi" ? "9" : "8.5",
        `an interest rate of ${slug === "car-emi" ? "9" : "8.5"}% a year`,
      );
      if (values.tenureMonths === undefined)
        assume(
          "tenureYears",
          slug === "car-emi" ? "5" : "20",
          `a tenure of ${slug === "car-emi" ? "5" : "20"} years`,
        );
      break;
    case "return":
      question =
        values.amountInvested === undefined || values.currentValue === undefined
          ? "What did you invest, what is it worth now, and over how many years? For money put in at different dates (a SIP, top-ups or withdrawals), XIRR is the fair measure, and the calculator works it out from the dates."
          : need("years", "Over how many years did the money grow?");
      break;
    case "tax":
      question = need("salaryIncome", "What is your yearly salary or income (for example ₹15 lakh)?");
      // The calculator's form suggests a full 80C claim; a question that names none claims none.
      assume(
        "deduction80C",
        "0",
        "no old-regime deductions beyond the ones you named and the standard deduction",
      );
      break;
  }
  return question ? { slug, values, assumptions, assumed, question } : { slug, values, assumptions, assumed };
}

/** Asking back for a missing figure, with the calculator for anyone who prefers to type them in. */
export function clarification(request: CalculationRequest): string {
  return `${request.question ?? ""}\n\nOr [open the ${calculatorNames[request.slug]}](/calculators/${request.slug}) and enter your own figures.`;
}

export function calculatorUrl(request: CalculationRequest): string {
  const params = new URLSearchParams(request.values);
  return `/calculators/${request.slug}?${params.toString()}`;
}

function formatSummaryValue(value: number | string, kind: string): string {
  if (typeof value === "string") return value;
  switch (kind) {
    case "rupees":
      return Math.abs(value) >= 100_000 ? `${formatINR(value)} (${amountInWords(value)})` : formatINR(value);
    case "percent":
      return formatPercent(value);
    case "months":
      return `${formatIndianNumber(value)} months`;
    default:
      return formatIndianNumber(value, { decimals: Number.isInteger(value) ? 0 : 2 });
  }
}

/** The reply to a calculation: the calculator's own headline and figures, assumptions, the link. */
export function describeCalculation(
  request: CalculationRequest,
  run: CalculatorRun,
  regime?: "new" | "old",
): string {
  const link = `[Open the ${calculatorNames[request.slug]} with these figures](${calculatorUrl(request)})`;
  if (!run.ok) {
    const problems = run.issues.map((issue) => `- ${issue.message}`).join("\n");
    return `I couldn't run the ${calculatorNames[request.slug]} with those numbers:\n${problems}\n\nYou can adjust them here: ${link}`;
  }
  const { view } = run;
  const lines = [view.headline];
  if (request.slug === "tax") {
    lines.push("", ...taxBreakdown(view, regime));
  } else {
    const figures = view.summary
      .filter((item) => item.value !== 0)
      .slice(0, 6)
      .map((item) => `- ${item.label}: **${formatSummaryValue(item.value, item.kind)}**`);
    lines.push("", ...figures);
  }
  if (request.assumptions.length > 0) lines.push("", `I assumed ${joinWords(request.assumptions)}.`);
  lines.push(
    "",
    request.slug === "tax"
      ? `${link}. The rules are explained in our [income tax guide](/resources/income-tax).`
      : link,
  );
  if (
    request.slug !== "tax" &&
    request.slug !== "return" &&
    request.slug !== "home-emi" &&
    request.slug !== "car-emi"
  )
    lines.push(
      "",
      "This is an illustration at a steady rate, not a forecast: real returns vary year to year.",
    );
  return lines.join("\n");
}

function taxBreakdown(view: CalculatorView, regime?: "new" | "old"): string[] {
  const table = view.tables[0];
  if (!table) return [];
  const column = regime === "old" ? 2 : 1;
  const label = table.columns[column]?.label ?? "";
  const rows = table.rows
    .filter(
      (row) => typeof row[column] === "number" && (row[column] !== 0 || /Total|Taxable/.test(String(row[0]))),
    )
    .map((row) => `- ${row[0]}: ${formatSummaryValue(Number(row[column]), "rupees")}`);
  const other = regime ? [] : ["(The old regime's steps are in the calculator's table.)"];
  return [`**${label}** step by step:`, ...rows, ...other];
}

function joinWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
