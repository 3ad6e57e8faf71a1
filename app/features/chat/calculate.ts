import { formatINR, formatIndianNumber } from "#app/finance/money.ts";
import type { ChatInput, ChatInputs, ChatNumberInput } from "#app/forms/chat-inputs.ts";
import type { FieldSpec, Fields } from "#app/forms/fields.ts";
import { TENURE_MONTHS_PARAM } from "#app/forms/fields.ts";
import { formatValue } from "#app/forms/format-value.ts";
import type { SummaryItem } from "#app/forms/view.ts";
import { extractQuantities, type Quantity } from "./quantities.ts";

// One routine fills any calculator from a question: the numbers in it are read (amounts,
// rates, periods), and each goes to the input whose declared words stand beside it
// (app/features/calculators/<slug>/chat.ts). Every number the user gave is used, or the reply says
// which one was left out and why; a missing input is asked for or assumed out loud.

export interface RunView {
  headline: string;
  summary: SummaryItem[];
  notes?: string[];
}

export type RunOutcome =
  | { ok: true; view: RunView; params?: URLSearchParams }
  | { ok: false; issues: { field: string; message: string }[] };

/** A calculator or tool the assistant can run: its fields, its chat declaration and its run. */
export interface Runnable {
  id: string;
  /** "SIP calculator": how the reply names it. */
  title: string;
  /** What it works out, in one sentence (its card's description). */
  description: string;
  path: string;
  fields: Fields;
  chat: ChatInputs;
  run(params: URLSearchParams): RunOutcome;
  /** Completes inputs that depend on each other (a mix adding up to 100%); returns what it assumed. */
  complete?(values: Record<string, string>): string[];
}

/** What the conversation has given a calculator so far (URL values by field name). */
export interface CalculationState {
  runnableId: string;
  values: Record<string, string>;
}

export interface Calculation {
  runnable: Runnable;
  /** Values by field name, as URL parameters (tenures in years or months). */
  values: Record<string, string>;
  /** Inputs the question (or the conversation) stated. */
  stated: Set<string>;
  /** Sentences on what was assumed. */
  assumed: string[];
  /** Numbers left out, with why. */
  leftOut: string[];
  /** Inputs set by words rather than numbers ("no inflation"). */
  applied: string[];
  /** Inputs to ask for before anything can be computed. */
  missing: string[];
  score: number;
}

interface Placed {
  quantity: Quantity;
  kind: ChatNumberInput["takes"];
  /** Duration in months, or the amount, rate or count. */
  value: number;
  text: string;
  /** Up to five words before the number (to the previous number or comma), and five after. */
  before: string[];
  /** Up to eight words before it: what a number is may be said a little further back. */
  further: string[];
  after: string[];
}

/** The words before and after each number, up to the neighbouring numbers. */
function place(text: string, quantities: readonly Quantity[]): Placed[] {
  return quantities.flatMap((quantity, index): Placed[] => {
    const previousEnd = quantities[index - 1]?.end ?? 0;
    const nextStart = quantities[index + 1]?.start ?? text.length;
    // A comma or full stop ends the words that belong to a number ("80C, 50k in NPS").
    const wordsBefore = wordsOf(
      text
        .slice(previousEnd, quantity.start)
        .split(/[,;:!?]|\.\s/)
        .pop() ?? "",
    );
    const before = wordsBefore.slice(-5);
    const further = wordsBefore.slice(-8);
    // "20 lakh and the HRA exemption ... 3 lakh": words after "and" start the next figure's clause.
    // Seven words, so "45k a year for their health insurance" reaches what the sum is for.
    const after = wordsOf(
      text.slice(quantity.end, nextStart).split(/[,;:!?]|\.\s|\s(?:and|plus|but|while|whereas)\s/)[0] ?? "",
    ).slice(0, 7);
    const written = text.slice(quantity.start, quantity.end).trim();
    if (quantity.kind === "years" || quantity.kind === "months") {
      // "I am 30 years old" is an age, not a period.
      if (after[0] === "old" || /\b(age|aged)$/.test(before.join(" "))) return [];
      const months = quantity.kind === "years" ? quantity.value * 12 : quantity.value;
      return [{ quantity, kind: "duration", value: months, text: written, before, further, after }];
    }
    // "100 shares", "50 units": a count, however large.
    if (/^(shares?|units?|qty|lots?|stocks?)$/.test(after[0] ?? "") && quantity.kind !== "percent")
      return [{ quantity, kind: "count", value: quantity.value, text: written, before, further, after }];
    if (quantity.kind === "money")
      return [{ quantity, kind: "money", value: quantity.value, text: written, before, further, after }];
    if (quantity.kind === "percent")
      return [{ quantity, kind: "percent", value: quantity.value, text: written, before, further, after }];
    return [{ quantity, kind: "count", value: quantity.value, text: written, before, further, after }];
  });
}

function wordsOf(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[₹]/g, " ")
      .split(/[^a-z0-9@()'.-]+/)
      // Brackets around words are not part of them: "(no lump sum)"; "80ccd(1b)" keeps its own.
      .map((word) =>
        word
          .replace(/^[.'-]+|[.'-]+$/g, "")
          .replace(/^\((?=[^)]*$)/, "")
          .replace(/(?<=^[^(]*)\)$/, "")
          .replace(/^[.'-]+|[.'-]+$/g, ""),
      )
      .filter(Boolean)
  );
}

function containsPhrase(words: readonly string[], phrase: string): number {
  const parts = phrase.split(/\s+/);
  for (let start = 0; start + parts.length <= words.length; start++)
    if (parts.every((part, offset) => words[start + offset] === part)) return start;
  return -1;
}

const termWords: Readonly<Record<"short" | "long", readonly string[]>> = {
  short: ["short term", "short-term", "shortterm", "stcg", "stcl"],
  long: ["long term", "long-term", "longterm", "ltcg", "ltcl"],
};
const holdingWords = ["held", "holding", "hold", "kept", "after", "for", "rakha", "rakhe"];

function isHoldingPeriod(item: Placed): boolean {
  return item.kind === "duration" && holdingWords.includes((item.before.at(-1) ?? "").replace(/^\(/, ""));
}

/**
 * How long the thing behind an amount was held, as the question says it: the words beside the
 * amount ("long-term gain of 2 lakh"), else the nearest holding period ("held 6 months").
 */
function holdingOf(item: Placed, placed: readonly Placed[], text: string): "short" | "long" | undefined {
  const beside = [...item.before, ...item.after];
  for (const term of ["short", "long"] as const)
    if (termWords[term].some((phrase) => containsPhrase(beside, phrase) >= 0)) return term;
  let nearest: Placed | undefined;
  for (const candidate of placed) {
    if (!isHoldingPeriod(candidate)) continue;
    const distance = Math.abs(candidate.quantity.start - item.quantity.start);
    if (!nearest || distance < Math.abs(nearest.quantity.start - item.quantity.start)) nearest = candidate;
  }
  if (nearest) return nearest.value <= 12 ? "short" : "long";
  // "A flat bought in 2015": held for years.
  const bought = /\b(?:bought|purchased|invested|kharida|liya)\b\D{0,20}\b((?:19|20)\d\d)\b/.exec(text);
  if (bought && Number(bought[1]) <= currentYear - 2) return "long";
  // "tax on long-term gains of equity funds, I have 3 lakh": one term for the whole question.
  const all = placed.length > 0 ? wordsOf(text) : [];
  const said = (["short", "long"] as const).filter((term) =>
    termWords[term].some((phrase) => containsPhrase(all, phrase) >= 0),
  );
  return said.length === 1 ? said[0] : undefined;
}

/** A number the question quotes as a limit ("up to 12.75 lakh", "12 lakh tak") rather than states. */
function isQuotedLimit(item: Placed): boolean {
  if (item.kind !== "money") return false;
  const before = item.before.slice(-2).join(" ");
  return (
    /\b(up ?to|upto|till|until|below|limit of|limit is|threshold of)$/.test(before) || item.after[0] === "tak"
  );
}

/** Words either side of a number that say what it is; the words before are read a little further back. */
const nearWords = 4;

/** How strongly the words beside a number say it is this input: 0 when nothing says so. */
function nearScore(placed: Placed, input: ChatNumberInput, further = true): number {
  let best = 0;
  for (const written of input.near) {
    // "grew to _" must come before the number, "_ grew" after it; plain phrases either side.
    const onlyBefore = written.endsWith(" _");
    const onlyAfter = written.startsWith("_ ");
    const phrase = written.replace(/^_ | _$/g, "");
    const parts = phrase.split(/\s+/).length;
    const beforeWords = further ? placed.further : placed.before;
    const before = onlyAfter ? -1 : containsPhrase(beforeWords, phrase);
    if (before >= 0) {
      const gap = beforeWords.length - (before + parts);
      // Words a little further back ("HRA exemption works out to about 1.8 lakh") still say what
      // the number is, less surely than words right beside it.
      const base = gap > nearWords ? 1 : 3 + (gap === 0 ? 1 : 0) - 0.1 * gap;
      best = Math.max(best, base + 0.2 * parts + (onlyBefore ? 0.5 : 0));
    }
    const after = onlyBefore ? -1 : containsPhrase(placed.after, phrase);
    // The nearer the words, the surer: "80C 1.5 lakh and home loan interest 2 lakh" gives
    // "interest" to the 2 lakh it stands before, not the 1.5 lakh four words back.
    if (after >= 0)
      best = Math.max(best, 3 + (after === 0 ? 1 : 0) - 0.15 * after + 0.2 * parts + (onlyAfter ? 0.5 : 0));
  }
  return best;
}

function mentions(text: string, phrase: string): boolean {
  return containsPhrase(wordsOf(text), phrase.toLowerCase()) >= 0;
}

function cannotTakeHere(item: Placed, text: string, chat: ChatInputs): boolean {
  return (
    chat.cannotTake?.some((rule) =>
      rule.near.some(
        (phrase) =>
          containsPhrase(item.before, phrase) >= 0 ||
          containsPhrase(item.after, phrase) >= 0 ||
          mentions(text, phrase),
      ),
    ) ?? false
  );
}

function besideCannotTake(item: Placed, chat: ChatInputs): boolean {
  return (
    chat.cannotTake?.some((rule) =>
      rule.near.some(
        (phrase) => containsPhrase(item.before, phrase) >= 0 || containsPhrase(item.after, phrase) >= 0,
      ),
    ) ?? false
  );
}

/** How many words of the calculator's `asks` the question uses: longer phrases say more. */
/** The words of a question without its numbers: "invest 12000 every month" asks "invest every month". */
function askWords(text: string): string[] {
  return wordsOf(text).filter(
    (word) =>
      !/^[\d.,]+(k|l|cr|lakh|crore)?$/.test(word) && !/^(rs|inr|rupees?|lakhs?|crores?|thousand)$/.test(word),
  );
}

export function askScore(text: string, chat: ChatInputs): number {
  const words = askWords(text);
  if (chat.notFor?.some((phrase) => containsPhrase(words, phrase) >= 0)) return 0;
  let best = 0;
  let count = 0;
  for (const phrase of chat.asks) {
    if (containsPhrase(words, phrase) < 0) continue;
    best = Math.max(best, 1 + 0.3 * (phrase.split(/\s+/).length - 1));
    count += 1;
  }
  return best === 0 ? 0 : best + 0.1 * Math.min(count, 5);
}

/** The longest phrase of `asks` the question uses, in words (0 when none). */
function longestAsk(text: string, chat: ChatInputs): number {
  const words = askWords(text);
  const used = chat.asks.filter((phrase) => containsPhrase(words, phrase) >= 0);
  return Math.max(0, ...used.map((phrase) => phrase.split(/\s+/).length));
}

// Asked outright to work something out, even with no figures yet.
export const explicitlyComputing = /\b(calculat\w*|comput\w*|work out|run the|kitna banega)\b/;

function isNumberInput(input: ChatInput): input is ChatNumberInput {
  return input.takes !== "choice" && input.takes !== "lots";
}

const currentYear = new Date().getFullYear();

/** A value as the reply says it: "0%", "₹50,000", "10 years". */
function describeValue(spec: FieldSpec | undefined, value: number): string {
  if (spec?.kind === "number" && spec.unit === "rupees") return formatINR(value);
  if (spec?.kind === "number" && spec.unit === "percent") return `${value}%`;
  return String(value);
}

/** A field's page default as its URL value, and how the reply says it. */
function fieldDefault(spec: FieldSpec | undefined): { value: string; said: string } | undefined {
  if (!spec) return undefined;
  if (spec.kind === "number") {
    const said =
      spec.unit === "rupees"
        ? formatINR(spec.defaultValue)
        : spec.unit === "percent"
          ? `${formatIndianNumber(spec.defaultValue, { decimals: 2 }).replace(/\.?0+$/, "")}%`
          : `${spec.defaultValue} ${spec.unit}`;
    return { value: String(spec.defaultValue), said };
  }
  if (spec.kind === "tenure") {
    const years = spec.defaultMonths / 12;
    return { value: String(years), said: `${years} ${years === 1 ? "year" : "years"}` };
  }
  if (spec.kind === "choice") {
    const option = spec.options.find((candidate) => candidate.value === spec.defaultValue);
    return { value: spec.defaultValue, said: option?.label ?? spec.defaultValue };
  }
  return undefined;
}

/** A duration (months) as the field takes it: years, or months for a tenure that is not whole years. */
function durationValues(name: string, spec: FieldSpec | undefined, months: number): Record<string, string> {
  if (spec?.kind === "tenure")
    return months % 12 === 0
      ? { [name]: String(months / 12) }
      : { [TENURE_MONTHS_PARAM]: String(Math.round(months)) };
  if (spec?.kind === "number" && spec.unit === "months") return { [name]: String(Math.round(months)) };
  const years = months / 12;
  return {
    [name]: String(
      spec?.kind === "number" && spec.integer
        ? Math.max(1, Math.round(years))
        : Math.round(years * 100) / 100,
    ),
  };
}

// "I am 65", "my father is 82", "aged 70", "65 years old": a person's age.
const agePattern =
  /\b(?:i am|i'm|im|aged?|age of|age is|is|turned|turning)\s+(\d{2,3})\b(?!\s*(?:%|k\b|lakh|lac|crore|cr\b|thousand|months?|years? (?:of|in|for|to)))|\b(\d{2,3})\s*(?:years?|yrs?)\s*old\b/g;

export function agesIn(text: string): number[] {
  return [...text.matchAll(agePattern)]
    .map((match) => Number(match[1] ?? match[2]))
    .filter((age) => age >= 18 && age <= 110);
}

// "by 2045", "in 2040": a calendar year, read as the years from now.
const targetYear = /\b(?:by|in|till|until|before|around)\s+(20[2-9]\d)\b/;

/** The inputs as the calculator's URL parameters: purchases ("100:620|50:540") one parameter each. */
function paramsOf(values: Record<string, string>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values))
    for (const part of value.split("|")) params.append(name, part);
  return params;
}

// "100 shares at 620", "50 more of the same company at 540": a quantity, a few words without
// figures, then the price paid.
// "100 shares bought at an average of 820": a holding by its average price.
const lotPattern =
  /(\d[\d,]*)\s*(?:more\s+)?(?:shares?|units?|qty|stocks?)?(?:\s+(?!at\b|for\b)[a-z]+){0,5}?\s*(?:(?:at|with) (?:an |a )?average (?:price |cost )?of|at|@|for|of|bought at|purchased at)\s*(?:rs\.?|₹|inr)?\s*(\d[\d,]*(?:\.\d+)?)/g;

interface Pair {
  placed: Placed;
  name: string;
  score: number;
}

/**
 * The numbers-to-inputs pairing with the highest total score, each number and input used once:
 * "bought for 50,000, now worth 62,000" gives both numbers an input, where taking the single
 * best pair first would leave one out. Exhaustive for the few numbers a question has; greedy
 * past that, so the cost stays bounded.
 */
function bestAssignment(pairs: readonly Pair[]): Pair[] {
  const sorted = [...pairs].sort(
    (a, b) => b.score - a.score || a.placed.quantity.start - b.placed.quantity.start,
  );
  const quantities = [...new Set(sorted.map((pair) => pair.placed))];
  if (quantities.length > 6 || sorted.length > 40) {
    const used = new Set<Placed>();
    const filled = new Set<string>();
    return sorted.filter((pair) => {
      if (used.has(pair.placed) || filled.has(pair.name)) return false;
      used.add(pair.placed);
      filled.add(pair.name);
      return true;
    });
  }
  let best: Pair[] = [];
  let bestScore = 0;
  const choose = (position: number, taken: Set<string>, chosen: Pair[], total: number) => {
    if (total > bestScore) {
      bestScore = total;
      best = [...chosen];
    }
    if (position >= quantities.length) return;
    const quantity = quantities[position];
    for (const pair of sorted) {
      if (pair.placed !== quantity || taken.has(pair.name)) continue;
      taken.add(pair.name);
      chosen.push(pair);
      choose(position + 1, taken, chosen, total + pair.score);
      chosen.pop();
      taken.delete(pair.name);
    }
    choose(position + 1, taken, chosen, total);
  };
  choose(0, new Set(), [], 0);
  return best;
}

/**
 * Fills one calculator's inputs from a question, on top of the conversation's earlier values.
 * The score says how well the question fits this calculator.
 */
export function fillInputs(
  text: string,
  runnable: Runnable,
  base: Record<string, string> = {},
  baseStated: readonly string[] = [],
): Calculation {
  const { chat, fields } = runnable;
  const values: Record<string, string> = { ...base };
  const stated = new Set(baseStated);
  const leftOut: string[] = [];
  const assumed: string[] = [];
  const applied: string[] = [];
  const missing: string[] = [];
  let score = 0;

  const inputs = Object.entries(chat.inputs).flatMap(([name, input]) =>
    input ? [[name, input] as const] : [],
  );
  // A question gives a calculator a handful of figures; past twelve, the rest are not read.
  let quantities = extractQuantities(text).slice(0, 12);

  // Purchases first: their numbers are taken as pairs, not one by one.
  const lotsInput = inputs.find(([, input]) => input.takes === "lots");
  if (lotsInput) {
    const lots = [...text.matchAll(lotPattern)];
    if (lots.length > 0) {
      const [name] = lotsInput;
      values[name] = lots
        .map((match) => `${(match[1] ?? "").replaceAll(",", "")}:${(match[2] ?? "").replaceAll(",", "")}`)
        .join("|");
      stated.add(name);
      score += 4 * lots.length;
      const spans = lots.map((match) => [match.index ?? 0, (match.index ?? 0) + match[0].length] as const);
      quantities = quantities.filter(
        // Overlap, not containment: a quantity's span may start at the space before its digits.
        (quantity) => !spans.some(([from, to]) => quantity.start < to && quantity.end > from),
      );
    }
  }

  const placed = place(text, quantities);
  const year = targetYear.exec(text);
  if (year) {
    const years = Number(year[1]) - currentYear;
    if (years >= 1)
      placed.push({
        quantity: { kind: "years", value: years, start: year.index, end: year.index + year[0].length },
        kind: "duration",
        value: years * 12,
        text: year[0],
        before: [],
        further: [],
        after: [],
      });
  }
  // A holding period ("sold after 8 months") says which gains an amount is, not an input of its own.
  const readsHolding = inputs.some(([, input]) => isNumberInput(input) && input.held !== undefined);
  const pairs: Pair[] = [];
  for (const item of placed) {
    for (const [name, input] of inputs) {
      if (!isNumberInput(input) || input.takes !== item.kind) continue;
      let pairScore = nearScore(item, input);
      if (input.held && pairScore > 0) {
        const held = holdingOf(item, placed, text);
        if (held === input.held) pairScore += 1.5;
        else if (held) pairScore -= 5;
      }
      if (input.notNear && nearScore(item, { ...input, near: input.notNear }, false) > 0) pairScore -= 5;
      if (pairScore === 0 && input.context?.some((phrase) => mentions(text, phrase))) pairScore = 1.5;
      // A number the calculator cannot take ("a profit of 60,000 on shares") is not its usual input.
      if (pairScore === 0 && input.usual && !cannotTakeHere(item, text, chat)) pairScore = 0.5;
      // Words that rule the input out do so whatever stands beside the number: a freelancer has no
      // salary, a debt fund's profit is not an equity gain.
      if (input.notWith?.some((phrase) => mentions(text, phrase))) continue;
      // "2 lakh profit on bitcoin": a number the calculator cannot take by the words beside it.
      if (besideCannotTake(item, chat)) continue;
      if (input.unlikelyAbove !== undefined && item.value > input.unlikelyAbove) pairScore -= 4;
      // "Income up to 12.75 lakh is tax-free": a limit the question quotes, not the asker's figure.
      if (isQuotedLimit(item)) pairScore -= 3;
      if (pairScore > 0) pairs.push({ placed: item, name, score: pairScore });
    }
  }
  const chosenPairs = bestAssignment(pairs);
  const used = new Set<Placed>();
  const filled = new Set<string>();
  for (const pair of chosenPairs) {
    used.add(pair.placed);
    filled.add(pair.name);
    score += pair.score;
    stated.add(pair.name);
    const spec = fields[pair.name];
    if (pair.placed.kind === "duration") {
      delete values[pair.name];
      delete values[TENURE_MONTHS_PARAM];
      Object.assign(values, durationValues(pair.name, spec, pair.placed.value));
    } else values[pair.name] = String(pair.placed.value);
  }

  for (const item of placed) {
    if (used.has(item)) continue;
    if (readsHolding && isHoldingPeriod(item)) continue;
    // Small bare numbers ("2 kids", "age 30") are not inputs anyone expects us to use.
    if (item.kind === "count" && item.value < 100) continue;
    // The same figure said twice ("now ₹640 ... buy at 640") is used once, not left out.
    if ([...used].some((other) => other.value === item.value && other.kind === item.kind)) continue;
    const reason = chat.cannotTake?.find((rule) =>
      rule.near.some(
        (phrase) =>
          containsPhrase(item.before, phrase) >= 0 ||
          containsPhrase(item.after, phrase) >= 0 ||
          mentions(text, phrase),
      ),
    );
    score -= reason ? 1 : 2;
    leftOut.push(
      `${item.text}: ${reason ? reason.why : `I couldn't tell which input of the ${runnable.title} it is`}`,
    );
  }

  const ages = agesIn(text);
  for (const [name, input] of inputs) {
    if (isNumberInput(input) && input.phrases && !filled.has(name)) {
      const phrase = Object.keys(input.phrases).find((candidate) => mentions(text, candidate));
      if (phrase !== undefined) {
        const value = input.phrases[phrase] ?? 0;
        values[name] = String(value);
        stated.add(name);
        applied.push(`${input.name} to ${describeValue(fields[name], value)} ("${phrase}")`);
        continue;
      }
    }
    if (input.takes === "choice") {
      const byAge = input.byAge
        ? Object.entries(input.byAge).find(([, [from, to]]) => ages.some((age) => age >= from && age <= to))
        : undefined;
      const picked =
        Object.entries(input.options).find(([, words]) => words.some((phrase) => mentions(text, phrase))) ??
        byAge;
      if (picked) {
        values[name] = picked[0];
        stated.add(name);
        score += 1;
      } else if (values[name] === undefined) {
        const note = chat.unstatedChoice?.[name];
        if (note) assumed.push(note);
      }
      continue;
    }
    if (stated.has(name) || values[name] !== undefined) continue;
    if (input.takes === "lots" || input.whenMissing === "ask") {
      missing.push(input.name);
      continue;
    }
    if (input.whenMissing === "omit") continue;
    if (input.whenMissing === "assume") {
      const fallback = fieldDefault(fields[name]);
      if (fallback) assumed.push(`${input.name} of ${fallback.said}`);
      continue;
    }
    values[name] = String(input.whenMissing.assume);
  }
  score -= 1.5 * missing.length;
  return { runnable, values, stated, assumed, applied, leftOut, missing, score };
}

/** The conversation's figures that another calculator takes under the same names. */
function sharedValues(previous: CalculationState & { stated: readonly string[] }, runnable: Runnable) {
  const names = Object.keys(runnable.chat.inputs);
  const values = Object.fromEntries(Object.entries(previous.values).filter(([name]) => names.includes(name)));
  const stated = previous.stated.filter((name) => names.includes(name));
  return stated.length > 0 ? { values, stated } : undefined;
}

/** The calculator a question is for, filled; undefined when no calculator is asked for. */
export function chooseCalculation(
  text: string,
  runnables: readonly Runnable[],
  previous?: CalculationState & { stated: readonly string[] },
  followUp = false,
  /** The conversation's previous question, when this one follows it up: what it asked for counts a little. */
  askedBefore?: string,
): Calculation | undefined {
  const quantities = extractQuantities(text).slice(0, 12);
  let best: Calculation | undefined;
  let bestTotal = Number.NEGATIVE_INFINITY;
  for (const runnable of runnables) {
    // "And my father? He is 68, pension 11 lakh" after "how much income is tax-free?" asks the
    // same thing of new figures.
    const asked =
      askScore(text, runnable.chat) ||
      (askedBefore && quantities.length > 0 ? 0.5 * askScore(askedBefore, runnable.chat) : 0);
    const continuing = followUp && previous?.runnableId === runnable.id;
    if (asked === 0 && !continuing) continue;
    // Another calculator in the same conversation keeps the figures both take ("and if I prepay
    // 4 lakh?" after a home-loan EMI keeps the loan, rate and tenure).
    const carried = followUp && previous && !continuing ? sharedValues(previous, runnable) : undefined;
    const calculation = continuing
      ? fillInputs(text, runnable, previous.values, previous.stated)
      : carried
        ? fillInputs(text, runnable, carried.values, carried.stated)
        : fillInputs(text, runnable);
    const total = 2 * asked + calculation.score + (continuing ? 3 : 0);
    if (total > bestTotal) {
      best = calculation;
      bestTotal = total;
    }
  }
  if (!best) return undefined;
  // A sum needs the calculator's main figure from this question or the conversation: "can I
  // claim the extra 50,000 under 80CCD(1B)?" names a deduction, not an income to tax, and "what
  // is a SIP?" names a calculator but gives it nothing to compute. Asked to work one out with
  // nothing given ("calculate my SIP"), the reply asks for the figures.
  const chosen = best;
  // The main figures are amounts, periods and counts: a rate alone ("can I take 80% as a lump
  // sum?") is not a sum to work out.
  const main = Object.entries(chosen.runnable.chat.inputs).filter(
    ([, input]) =>
      input &&
      (input.takes === "lots" ||
        ((input.takes === "money" || input.takes === "duration" || input.takes === "count") &&
          (input.usual || input.whenMissing === "ask" || input.context !== undefined || input.held))),
  );
  const hasMain = main.some(([name]) => chosen.stated.has(name));
  if (quantities.length > 0 && hasMain) return chosen;
  // "What about the old regime?", "and with no inflation?": the conversation's sum, asked again.
  const continuing = followUp && previous?.runnableId === chosen.runnable.id;
  if (
    continuing &&
    hasMain &&
    (askScore(text, chosen.runnable.chat) > 0 || chosen.applied.length > 0 || agesIn(text).length > 0)
  )
    return chosen;
  if (explicitlyComputing.test(text) && askScore(text, chosen.runnable.chat) > 0) return chosen;
  // "How much return has my portfolio made?": a calculator asked for in so many words, about the
  // asker's own money, with no figures yet. The reply asks for them.
  if (
    quantities.length === 0 &&
    chosen.missing.length > 0 &&
    longestAsk(text, chosen.runnable.chat) >= 2 &&
    /\b(my|our|i|me)\b/.test(text) &&
    !/^(what is|what are|explain|define|meaning)\b/.test(text)
  )
    return chosen;
  return undefined;
}

function quoteTiles(calculation: Calculation, summary: readonly SummaryItem[]): string[] {
  const lines: string[] = [];
  for (const wanted of calculation.runnable.chat.quote) {
    const label = typeof wanted === "string" ? wanted : wanted.label;
    if (typeof wanted !== "string" && !wanted.needs.every((name) => calculation.stated.has(name))) continue;
    const tile = summary.find((item) => item.label.startsWith(label));
    if (tile)
      lines.push(
        `- ${tile.label}: **${formatValue(tile.value, tile.kind)}**${tile.detail ? ` (${tile.detail.toLowerCase()})` : ""}`,
      );
  }
  return lines;
}

function fieldOrder(runnable: Runnable, name: string): number {
  const names = Object.keys(runnable.fields);
  const position = names.indexOf(
    name === TENURE_MONTHS_PARAM
      ? (names.find((field) => runnable.fields[field]?.kind === "tenure") ?? name)
      : name,
  );
  return position < 0 ? names.length : position;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function listed(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

export interface CalculationReply {
  text: string;
  /** Texts whose numbers the reply may quote: the run's view and the defaults it assumed. */
  figures: string[];
}

/** Runs the calculation and writes the reply: the answer, what was assumed or left out, the link. */
export function describeCalculation(calculation: Calculation, text: string): CalculationReply {
  const { runnable } = calculation;
  if (calculation.missing.length > 0) {
    return {
      text: `I can work that out with the [${runnable.title}](${runnable.path}): ${lowerFirst(runnable.description)} Tell me the ${listed(calculation.missing)} and I'll run it, or enter them on the page.`,
      figures: [],
    };
  }
  // The link lists inputs in the calculator's own order, so the same question gives the same link.
  const values = Object.fromEntries(
    Object.entries(calculation.values).sort(([a], [b]) => fieldOrder(runnable, a) - fieldOrder(runnable, b)),
  );
  const completed = runnable.complete?.(values) ?? [];
  const outcome = runnable.run(paramsOf(values));
  const link = `${runnable.path}?${(outcome.ok && outcome.params ? outcome.params : paramsOf(values)).toString()}`;
  if (!outcome.ok) {
    const problems = outcome.issues.map((issue) => `- ${issue.message}`).join("\n");
    return {
      text: `I couldn't run the ${runnable.title} with those numbers:\n${problems}\n\nYou can adjust them here: [${runnable.title}](${link})`,
      figures: outcome.issues.map((issue) => issue.message),
    };
  }
  const { view } = outcome;
  const extraFigures: string[] = [...calculation.applied];
  const headlineNeeds = runnable.chat.headlineNeeds ?? [];
  const lines: string[] = [];
  if (headlineNeeds.every((name) => calculation.stated.has(name))) lines.push(view.headline);
  lines.push(...quoteTiles(calculation, view.summary));
  for (const item of calculation.applied) lines.push("", `I set ${item}.`);
  const second = runnable.chat.alsoWithout;
  if (
    second &&
    !calculation.stated.has(second.input) &&
    !second.unlessSaid.some((phrase) => mentions(text, phrase)) &&
    (second.onlyWithOneOf?.some((name) => calculation.stated.has(name)) ?? true) &&
    !second.unlessStated?.some((name) => calculation.stated.has(name))
  ) {
    const other = runnable.run(paramsOf({ ...values, [second.input]: String(second.value) }));
    const tile = other.ok
      ? other.view.summary.find((item) => item.label.startsWith(second.quote))
      : undefined;
    if (other.ok && tile) {
      lines.push("", `${second.say}: ${tile.label.toLowerCase()} **${formatValue(tile.value, tile.kind)}**.`);
      extraFigures.push(other.view.headline, `${formatValue(tile.value, tile.kind)} ${second.value}`);
    }
  }
  const assumed = [...calculation.assumed, ...completed];
  if (assumed.length > 0)
    lines.push(
      "",
      `You didn't say, so I assumed ${listed(assumed)} (the calculator's defaults): tell me yours and I'll redo it.`,
    );
  const zeroed = Object.entries(runnable.chat.inputs).flatMap(([name, input]) =>
    input &&
    input.takes !== "choice" &&
    input.takes !== "lots" &&
    typeof input.whenMissing === "object" &&
    !calculation.stated.has(name)
      ? [input.whenMissing.because]
      : [],
  );
  if (zeroed.length > 0 && zeroed.length <= 2) lines.push(`I counted ${listed(zeroed)}.`);
  else if (zeroed.length > 2)
    lines.push("Anything you didn't mention (other income, deductions and the like) is counted as nil.");
  for (const note of calculation.leftOut) lines.push(`I left out ${note}.`);
  lines.push(...(view.notes ?? []).slice(0, 1).map((note) => `\n${note}`));
  const explained = new Map(
    Object.entries(runnable.chat.inputs).flatMap(([name, input]) =>
      input && isNumberInput(input) && input.explainedAt && calculation.stated.has(name)
        ? [[input.explainedAt.path, input.explainedAt] as const]
        : [],
    ),
  );
  if (explained.size > 0)
    lines.push(
      "",
      `Read more: ${listed([...explained.values()].map((page) => `[${page.title}](${page.path})`))}.`,
    );
  lines.push(
    "",
    `[Open the ${runnable.title} with these figures](${link}) to change any input and see the details.`,
  );
  const figures = [
    view.headline,
    ...view.summary.map((item) => `${item.label} ${formatValue(item.value, item.kind)} ${item.detail ?? ""}`),
    ...(view.notes ?? []),
    ...assumed,
    ...extraFigures,
  ];
  return { text: lines.join("\n"), figures };
}
