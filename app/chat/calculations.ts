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
  /** What else the reply must say about how the question was read. */
  notes?: string[];
  /**
   * A goal stated as an amount to reach ("I want ₹2 crore in 25 years"), with inflation only
   * assumed: the same run without inflation, for the reading of the amount as future rupees.
   */
  withoutInflation?: Record<string, string>;
  /** The goal was stated as an amount to reach (kept for follow-ups). */
  target?: boolean;
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

// --- Goals stated as an amount to reach ------------------------------------------------------
// "I want ₹2 crore in 25 years, what SIP do I need?" names the amount to end up with, not the
// amount to put in: the goal calculator's question, never a SIP of ₹2 crore a month.

/** The amount put in: "5k a month", "a SIP of 10,000", "invest 5 lakh", "50 lakh monthly". */
function isPaidIn(text: string, quantity: Quantity): boolean {
  const { before, after } = contextAround(text, quantity, 32);
  return (
    /^\s*(rupees\s+|rs\.?\s+)?((a|per|every|each|\/)\s*(month|mo|mnth)\b|(pm|p\.?m\.?|monthly|per mnth|sip|instal?ments?)\b)/.test(
      after,
    ) ||
    /\b(sip|sips|instal?ments?|monthly (investment|amount|saving|contribution))\s*(of|is|=|:)?\s*(rs\.?|₹|inr)?\s*$/.test(
      before,
    ) ||
    /\b(invest|investing|invested|put|putting|puts|deposit|depositing|contribut\w*|spend|spending|pay|paying)\s*(only\s+|just\s+|about\s+|around\s+|over\s+)?(rs\.?|₹|inr)?\s*$/.test(
      before,
    )
  );
}

/** An amount only implausible as a monthly SIP: above ₹10 lakh a month. */
const implausibleMonthly = 10 * 100_000;
const targetVerbs =
  /\b(want|wants|wanted|need|needs|needed|require[ds]?|target\w*|reach\w*|get me|gets me|accumulat\w*|corpus|goal|achiev\w*|amass\w*|build (up )?(a )?corpus)\b|\b(what|which|how much) (monthly )?(sip|investment)\b/;
// The words just before an amount that make it the one to end up with: "want ₹2 crore", "reach
// a corpus of 1 cr", "target of 50 lakh", "to have 75 lakh", "get me 1 crore".
const targetBefore =
  /\b(want|wants|wanted|need|needs|needed|require[ds]?|target|targets|targeting|targetting|reach|reaching|get|gets|getting|give|gives|giving|yield|yields|produce|produces|grow to|grows to|turn into|turns into|fetch|fetches|accumulate|accumulating|build|building|achieve|achieving|make|makes|making|amass|amassing|create|creating|have|having|end up with|ending up with|save up|become|goal|corpus|aim for|aiming for|plan for|planning for|worth)\s+((me|us|of|is|to|for|at|as)\s+)?((have|get|reach|build|accumulate|make|create|achieve|amass|end up with|save up)\s+)?((a|an|my|the|our)\s+)?((total|final|retirement|target|goal|corpus|sum)\s+)?((corpus|sum|amount|fund|kitty|nest egg|goal|target)\s+)?((of|worth|as)\s+)?((around|about|approx\w*|roughly|at least|minimum|nearly|almost|over)\s+)?(rs\.?\s*|₹\s*|inr\s*)?$/;
const targetAfter =
  /^\s*(rupees\s+)?((retirement\s+)?(corpus|goal|target|fund|nest egg|kitty)\b|(as|for) (my |a |the )?(goal|target|corpus|retirement)\b)/;
// "Have" is a target only as "to have", "want to have"; "I have 5 lakh" is savings.
const savedBefore =
  /\b(i|we)\s+(already\s+)?(have|has|had)\s+((an?|my|our)\s+)?((around|about|over)\s+)?(rs\.?\s*|₹\s*)?$/;

/** The amount the question wants to end up with, if it names one. */
export function targetAmount(text: string, quantities: readonly Quantity[]): Quantity | undefined {
  return money(quantities).find((quantity) => {
    if (isPaidIn(text, quantity)) return false;
    const { after } = contextAround(text, quantity, 60);
    // A quantity starts at the space before its number: end the words before with one space.
    const before = `${contextAround(text, quantity, 60).before.trimEnd()} `;
    if (savedBefore.test(before)) return false;
    return targetBefore.test(before) || targetAfter.test(after);
  });
}

const asksToInvest =
  /\b(sip|sips|monthly|per month|a month|every month|each month|how much|what amount|invest\w*|sav(e|ing)|lump ?sum|one.time|contribut\w*|instal?ments?)\b/;

const ruleQuestion =
  /\b(insured|insurance|cover(ed|age)?|dicgc|tax(ed|able|es)?|tds|safe|guarantee\w*|penalt\w*|charges?|fees?|exempt\w*|fail\w*|collaps\w*|goes (bust|under)|shuts? down)\b/;
const investingWords =
  /\b(sip|sips|invest\w*|sav(e|ing)|monthly|per month|a month|lump ?sum|put (in|aside|away))\b/;

/**
 * A goal named by the amount to reach: "I want ₹2 crore in 25 years, what SIP?", "how much SIP
 * for 1 crore", or an amount no one pays in every month (above ₹10 lakh) next to words of a goal.
 */
function asksForGoal(text: string, quantities: readonly Quantity[]): boolean {
  // "I have an 8 lakh FD; how much of it is insured?" asks about a rule, not what to invest.
  if (ruleQuestion.test(text) && !investingWords.test(text)) return false;
  const amounts = money(quantities);
  const target = targetAmount(text, quantities);
  // "Can a 10k SIP get me 1 crore?", "will 10 lakh invested today reach 1 crore?": what an
  // amount put in grows to, not what to put in (money already saved still counts as a goal's).
  const putIn = amounts.some(
    (amount) =>
      amount !== target &&
      isPaidIn(text, amount) &&
      !/\b(already|existing|so far|till (now|date)|until now|current(ly)?)\b/.test(
        `${contextAround(text, amount, 28).before} ${contextAround(text, amount, 28).after}`,
      ),
  );
  if (target && !putIn && asksToInvest.test(text)) return true;
  const unpaid = amounts.filter((amount) => !isPaidIn(text, amount));
  if (
    asksWhatToInvest.test(text) &&
    unpaid.length > 0 &&
    unpaid.length === amounts.length &&
    !incomeWords.test(text)
  )
    return true;
  return false;
}

/**
 * The safety net under a monthly SIP: an amount above ₹10 lakh next to words of a goal is the
 * goal, unless the question plainly says it is paid every month ("20 lakh a month").
 */
function implausibleSip(text: string, quantities: readonly Quantity[]): boolean {
  const instalment = sipAmount(text, quantities);
  return (
    instalment !== undefined &&
    instalment.value > implausibleMonthly &&
    targetVerbs.test(text) &&
    !isPaidIn(text, instalment)
  );
}

/** The monthly amount of a SIP question: the one said to be put in, else the first. */
function sipAmount(text: string, quantities: readonly Quantity[]): Quantity | undefined {
  const amounts = money(quantities);
  return amounts.find((amount) => isPaidIn(text, amount)) ?? amounts[0];
}

// --- Years to a goal -------------------------------------------------------------------------

/** "30 years old" is an age, not a period. */
function isAge(text: string, quantity: Quantity): boolean {
  return quantity.kind === "years" && /^\s*old\b/.test(text.slice(quantity.end, quantity.end + 6));
}

function currentYear(): number {
  return new Date().getFullYear();
}

/** A calendar year to reach the goal by: "by 2045", "in the year 2040". */
function targetYear(text: string): number | undefined {
  const match =
    /\b(?:by|in|till|until|before|around|for|of)\s+(?:the\s+)?(?:year\s+)?(20[2-9]\d)\b(?!\s*-\s*\d)/.exec(
      text,
    );
  const year = Number(match?.[1]);
  return year > currentYear() && year - currentYear() <= 60 ? year : undefined;
}

/** "I am 30 ... by 60", "I'm 28, retire at 55": the years between two ages. */
function yearsBetweenAges(text: string): number | undefined {
  const now =
    /\b(?:i am|i'm|im|my age is|my current age is|aged|(?<!(?:by|till|until|before|at|of|the)\s)age)\s+(?:is\s+|of\s+)?(\d{2})\b(?!\s*%)|\b(\d{2})\s*(?:years? old|yrs? old|yo|y\/o)\b/.exec(
      text,
    );
  const then =
    /\b(?:by|till|until|before|when i (?:am|turn|reach)|at|retire at|retiring at|retirement at)\s+(?:the\s+)?(?:age\s+)?(?:of\s+)?(\d{2})\b(?!\s*(?:%|percent|years?|yrs?|lakh|lac|crore|cr|k\b))/.exec(
      text,
    );
  const start = Number(now?.[1] ?? now?.[2]);
  const end = Number(then?.[1]);
  if (!now || !then || !(end > start) || end > 100) return undefined;
  // "at 12" is a rate, not an age, unless the question talks of ages.
  if (/^at\b/.test(then[0]) && !/\b(age|retire\w*|old)\b/.test(text)) return undefined;
  return end - start;
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
  if (asksForGoal(text, quantities)) return "goal";
  if (
    /\b(inflation|purchasing power|value of money)\b/.test(text) &&
    !/\b(sip|invest\w*|returns?)\b/.test(text)
  )
    return "inflation";
  if (monthlyWords.test(text)) return implausibleSip(text, quantities) ? "goal" : "sip";
  if (
    /\b(lump ?sum|one.time|one time|once|invest(ed|ing)?|grow|become|worth|fd|fixed deposit)\b/.test(text) &&
    (years(quantities) !== undefined || percents(quantities).length > 0)
  )
    return "lumpsum";
  return null;
}

// --- Yearly step-up --------------------------------------------------------------------------
// "Increase the SIP by 10% every year", "raise it 5% yearly", "top up 15% each year", "a 10%
// annual step-up": that percentage raises the instalment, it is never the return.

const stepUpVerb =
  /\b((step|top|bump|ramp|scale)(s|ped|ping|ed|ing)?[\s-]?((it|this|that|them|the sip|my sip|the amount)\s+)?up|increas\w*|rais\w*|hik\w*|increment\w*|boost\w*|bump\w*|escalat\w*|enhanc\w*|grow(s|ing)? (it|the sip|my sip|the investment|the amount|the instal?ment))\b/;
const stepUpNoun =
  /^\s*(((a|per|every|each) (year|yr|annum)|yearly|annual|annually|p\.?a\.?|year on year|yoy)\s+)?((sip|monthly|investment|instal?ment|contribution|amount)\s+)?(step(ped)?[\s-]?up|top[\s-]?up|increase|increment|hike|raise|rise|escalation|bump)\b/;
const yearlyWords =
  /\b((every|each|per|a|an) (year|yr|annum)|yearly|annual|annually|p\.?a\.?|year on year|yoy)\b/;
// Words that make a rising percentage the return, inflation or a rate, not the instalment.
const growthWords =
  /\b(returns?|rate|interest|inflation|cagr|yield|earn\w*|gives?|giving|market|nifty|sensex|price|cost|costs|fees?|salary|income)\b/;
const clauseBreak = /[,;.?!()]| and | but | while | with (?=\d)/;

function stepUpRate(text: string, quantities: readonly Quantity[]): Quantity | undefined {
  const rates = percents(quantities);
  const named = rates.find((quantity) => {
    const next = quantities.find((other) => other.start > quantity.start);
    const previousEnd = [...quantities].reverse().find((other) => other.end <= quantity.start)?.end ?? 0;
    const after = text.slice(quantity.end, next ? next.start : quantity.end + 40).split(clauseBreak)[0] ?? "";
    const before =
      text
        .slice(Math.max(previousEnd, quantity.start - 40), quantity.start)
        .split(clauseBreak)
        .at(-1) ?? "";
    if (stepUpNoun.test(after)) return true;
    return (
      stepUpVerb.test(before) &&
      !growthWords.test(before) &&
      !/^\s*(returns?|interest|inflation)\b/.test(after)
    );
  });
  if (named) return named;
  // "What if every year I raise it, by 10%?": one percentage, a rise and a year, nothing else.
  // ("At 12%" stays the return however the rest of the question reads.)
  const [only] = rates;
  if (
    only &&
    rates.length === 1 &&
    stepUpVerb.test(text) &&
    yearlyWords.test(text) &&
    !growthWords.test(text) &&
    !/(\bat|@|\bof)\s*$/.test(text.slice(Math.max(0, only.start - 8), only.start))
  )
    return only;
  return undefined;
}

/** Whether a message asks to raise the instalment every year. */
export function asksStepUp(text: string): boolean {
  return stepUpRate(text, extractQuantities(text)) !== undefined;
}

// "(Not adjusting for inflation)", "ignoring inflation", "in nominal terms", "0% inflation".
const withoutInflation =
  /\b(not|no|without|ignor\w*|exclud\w*|excluding|forget|never|minus|leav(e|ing) out|skip\w*|disregard\w*)\b[^.,;:()]{0,24}\binflation\b|\binflation\b[^.,;:()]{0,16}\b(ignored|aside|excluded|not (considered|included|counted|adjusted|needed|required|applied))\b|\b(nominal|absolute) (terms|rupees|amount|value)\b|\bin future (rupees|money|terms|value)\b|\b(0|zero)\s*%?\s*inflation\b/;

/**
 * A follow-up changes some inputs of the previous calculation: "and for 15 years?", "at 10%?",
 * "what about the old regime?".
 */
export function isFollowUp(text: string, previous?: ChatCalculatorSlug): boolean {
  const quantities = extractQuantities(text);
  if (previous === "tax" && /\b(old|new) regime\b/.test(text) && text.split(/\s+/).length <= 8) return true;
  if (quantities.length === 0) return false;
  if (previous === "sip" && stepUpRate(text, quantities)) return true;
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
  base: Record<string, string>,
  notes: string[],
): Record<string, string> {
  const values = { ...base };
  const allRates = percents(quantities);
  const amounts = money(quantities);
  const period = years(quantities.filter((quantity) => !isAge(text, quantity)));
  const noInflation = withoutInflation.test(text);
  // A rate belongs to the word right after it ("6% inflation") or, failing that, right before
  // it ("inflation of 6%"), never to a word beyond the next number.
  const rateNamed = (pattern: RegExp) =>
    allRates.find((quantity) => {
      const next = quantities.find((other) => other.start > quantity.start);
      const previousEnd = [...quantities].reverse().find((other) => other.end < quantity.start)?.end ?? 0;
      const after =
        text.slice(quantity.end, next ? next.start : quantity.end + 30).split(/[,.;?!()]| and /)[0] ?? "";
      const before =
        text
          .slice(Math.max(previousEnd, quantity.start - 30), quantity.start)
          .split(/[,.;?!()]| and /)
          .at(-1) ?? "";
      if (/\w/.test(after)) return pattern.test(after);
      return pattern.test(before);
    });
  // A yearly rise of the instalment is never the return (SIP, lumpsum and goal questions).
  const stepUp =
    slug === "sip" || slug === "lumpsum" || slug === "goal" ? stepUpRate(text, quantities) : undefined;
  const rates = allRates.filter((quantity) => quantity !== stepUp);
  switch (slug) {
    case "sip": {
      const inflation = noInflation ? undefined : rateNamed(/inflation/);
      const rate = rates.find((quantity) => quantity !== inflation);
      const instalment = sipAmount(text, quantities);
      if (instalment) values.monthlyInvestment = numberText(instalment.value);
      setTenure(values, "years", quantities);
      if (rate) values.annualReturn = numberText(rate.value);
      if (stepUp) values.annualStepUp = numberText(stepUp.value);
      if (inflation && inflation !== stepUp) values.inflation = numberText(inflation.value);
      else if (noInflation) values.inflation = "0";
      break;
    }
    case "lumpsum": {
      const inflation = noInflation ? undefined : rateNamed(/inflation/);
      const rate = rates.find((quantity) => quantity !== inflation);
      if (amounts[0]) values.amount = numberText(amounts[0].value);
      if (period !== undefined) values.years = numberText(period);
      if (rate) values.annualReturn = numberText(rate.value);
      if (inflation && inflation !== stepUp) values.inflation = numberText(inflation.value);
      else if (noInflation) values.inflation = "0";
      break;
    }
    case "goal": {
      const inflation = noInflation ? undefined : rateNamed(/inflation/);
      const rate = rates.find((quantity) => quantity !== inflation);
      const target = targetAmount(text, quantities);
      const saved = amounts.find(
        (quantity) =>
          quantity !== target &&
          /(saved|have|existing|already)/.test(
            contextAround(text, quantity).before + contextAround(text, quantity).after,
          ),
      );
      const others = amounts.filter((quantity) => quantity !== saved);
      const goal = target ?? others.find((quantity) => !isPaidIn(text, quantity)) ?? others[0];
      if (goal) values.goalCostToday = numberText(goal.value);
      if (saved) values.existingSavings = numberText(saved.value);
      const ages = period === undefined ? yearsBetweenAges(text) : undefined;
      const year = period === undefined && ages === undefined ? targetYear(text) : undefined;
      if (period !== undefined) values.years = numberText(period);
      else if (ages !== undefined) {
        values.years = numberText(ages);
        notes.push(`I counted ${ages} years to the goal from the ages you gave.`);
      } else if (year !== undefined) {
        values.years = numberText(year - currentYear());
        notes.push(`I counted ${year - currentYear()} years to the goal, from ${currentYear()} to ${year}.`);
      }
      if (stepUp)
        notes.push(
          `The goal calculator works out a level monthly SIP; it does not model a ${numberText(stepUp.value)}% yearly step-up, which would let you start lower. The [SIP calculator](/calculators/sip) shows what a stepped-up SIP grows to.`,
        );
      if (rate) values.annualReturn = numberText(rate.value);
      if (inflation && inflation !== stepUp) values.inflation = numberText(inflation.value);
      else if (noInflation) values.inflation = "0";
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
  const notes: string[] = [];
  const values = assign(text, slug, quantities, said, notes);
  // "I want ₹2 crore in 25 years": the calculator reads the amount as today's cost and grows it
  // with inflation; the amount may as well be meant in the rupees of that year.
  const target = previous?.slug === slug ? previous.target : undefined;
  const readAsTarget =
    slug === "goal" && values.inflation === undefined && (target ?? !todaysCost.test(text));
  const request = withDefaults(slug, values, readAsTarget);
  if (slug === "goal" && values.inflation === "0" && values.goalCostToday !== undefined)
    notes.push(
      `You asked not to adjust for inflation, so I set inflation to 0%: ${formatSummaryValue(Number(values.goalCostToday), "rupees")} is then the amount you have after ${values.years} years, in the rupees of that year (the goal calculator otherwise grows the goal's cost by inflation every year).`,
    );
  const stepUp = Number(values.annualStepUp ?? 0);
  if (slug === "sip" && stepUp > 0 && values.monthlyInvestment !== undefined)
    notes.unshift(
      `With a yearly step-up of ${numberText(stepUp)}%: the SIP starts at ${formatINR(Number(values.monthlyInvestment))} a month and rises ${numberText(stepUp)}% every year, at a ${values.annualReturn}% return.`,
    );
  if (notes.length > 0) request.notes = notes;
  if (readAsTarget) {
    request.target = true;
    request.withoutInflation = { ...request.values, inflation: "0" };
  }
  return request;
}

// A goal priced today ("a car that costs 10 lakh", "in today's money") is what the calculator reads.
const todaysCost =
  /\btoday'?s? (money|rupees|cost|terms|value|prices?)\b|\b(cost|costs|costing|price|priced)\b/;

function withDefaults(
  slug: ChatCalculatorSlug,
  values: Record<string, string>,
  readAsTarget = false,
): CalculationRequest {
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
      assume(
        "inflation",
        "6",
        readAsTarget
          ? `that ${formatSummaryValue(Number(values.goalCostToday), "rupees")} is what the goal costs in today's money, rising with inflation of 6% a year (the goal calculator's default)`
          : "the goal's cost rising 6% a year",
      );
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
  withoutInflation?: CalculatorRun,
): string {
  const link = `[Open the ${calculatorNames[request.slug]} with these figures](${calculatorUrl(request)})`;
  if (!run.ok) {
    const problems = run.issues.map((issue) => `- ${issue.message}`).join("\n");
    return `I couldn't run the ${calculatorNames[request.slug]} with those numbers:\n${problems}\n\nYou can adjust them here: ${link}`;
  }
  const { view } = run;
  const lines = [goalHeadline(request, view) ?? view.headline];
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
  for (const note of request.notes ?? []) lines.push("", note);
  if (request.withoutInflation && withoutInflation?.ok) {
    // The goal calculator's highlighted figures: the monthly SIP, then the lumpsum today.
    const [sip, lumpsum] = withoutInflation.view.summary
      .filter((item) => item.highlight)
      .map((item) => `**${formatSummaryValue(item.value, item.kind)}**`);
    const amount = formatSummaryValue(Number(request.values.goalCostToday), "rupees");
    lines.push(
      "",
      `If ${amount} is the amount you want to have in ${request.values.years} years (in the rupees of that year, not adjusted for inflation), set inflation to 0%: you need a monthly SIP of ${sip}${lumpsum ? ` or ${lumpsum} invested today` : ""}. [See it in the goal calculator](${calculatorUrl({ ...request, values: request.withoutInflation })}).`,
    );
  }
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

/**
 * Without inflation the goal calculator's "costs X today, will cost X in N years" says nothing:
 * say what the amount needs instead, from the calculator's own highlighted figures.
 */
function goalHeadline(request: CalculationRequest, view: CalculatorView): string | undefined {
  if (request.slug !== "goal" || request.values.inflation !== "0") return undefined;
  const [sip, lumpsum] = view.summary.filter((item) => item.highlight);
  if (typeof sip?.value !== "number" || sip.value <= 0 || typeof lumpsum?.value !== "number")
    return undefined;
  const saved = Number(request.values.existingSavings ?? 0) > 0 ? " on top of what you have saved" : "";
  return `To have ${formatINR(Number(request.values.goalCostToday))} in ${request.values.years} years at ${request.values.annualReturn}% a year, you need${saved} a monthly SIP of ${formatINR(sip.value)} or ${formatINR(lumpsum.value)} invested today.`;
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
