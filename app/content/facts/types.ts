import type { Source } from "../types.ts";

// The shape of a time-sensitive fact: a rate, limit or threshold that a rule-maker can change.
// Content never types such a figure; it writes {{fact:id}} and the registry supplies the value,
// its "as of" date and its source (docs/decisions/009-facts-registry.md).

/**
 * How often a fact must be re-confirmed:
 * - `quarter`: small-savings rates, notified for one quarter at a time;
 * - `mpc`: the repo rate, decided at each Monetary Policy Committee meeting (every two months);
 * - `year`: tax rules and other limits set by the yearly Finance Act or a regulator.
 */
export type ReviewCadence = "quarter" | "mpc" | "year";

/** A period a value was notified for, e.g. the quarter January to March 2026. */
export interface FactPeriod {
  /** "Jan–Mar 2026" */
  label: string;
  /** ISO dates, inclusive. */
  from: string;
  to: string;
}

export interface Fact {
  /** kebab-case; content writes {{fact:id}}. */
  id: string;
  /** What the figure is, e.g. "PPF interest rate". */
  label: string;
  /** The figure itself: a number (percent, rupees, dollars) or a sentence. */
  value: number | string;
  /** How prose shows it, e.g. "7.1%" or "₹5 lakh". No "|" or braces. */
  display: string;
  /** Other spellings of the same figure, for the copy test and the panel (e.g. "₹5,00,000"). */
  spellings: string[];
  /** A digits form for tables ("₹5,00,000"), when it differs from `display`. */
  digits?: string;
  /**
   * Words that mark a sentence as being about this fact. A sentence holding one of `spellings`
   * and a match of `context` is a typed copy, which the copy test rejects.
   */
  context: RegExp;
  /** Where `context` must match: the sentence itself, or (default) the sentence and its neighbours. */
  contextScope?: "sentence" | "nearby";
  /** ISO date the value took effect. */
  effectiveFrom: string;
  /**
   * How the panel introduces `effectiveFrom`: a rule is "in force since" it (the default), a
   * study's figure was "published" on it, a figure from market data has "data to" it.
   */
  since?: "in force since" | "published" | "data to";
  /** ISO date the value was last confirmed against a source. */
  confirmedOn: string;
  /** For values notified per period (small savings): the period last confirmed. */
  period?: FactPeriod;
  review: ReviewCadence;
  /** The document that sets the figure: notification, circular, gazette, Act section. */
  source: Source;
  /** Where a reader can check the current figure, when it may have moved since `confirmedOn`. */
  checkAt?: Source;
  /** The value it replaced, e.g. "7.9% until March 2020". */
  earlier?: string;
  /** Inline "as of" note: shown by default for facts that move often (quarter, mpc). */
  inlineNote?: boolean;
}

/** How a token asks for a fact: {{fact:id}}, {{fact:id|short}}, {{fact:id|digits}}, {{fact:id|asof}}, {{fact:id|dated}}. */
export type FactVariant = "default" | "short" | "digits" | "asof" | "dated";
