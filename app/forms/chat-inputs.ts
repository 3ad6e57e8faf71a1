// How the chat assistant fills a calculator from a question: each calculator declares, in its
// own folder (`chat.ts`), the words that ask for it and, for each input, the kind of number it
// takes and the words that mark a number as that input. One generic routine in the assistant
// (app/features/chat/fill-inputs.ts) reads these declarations; it knows no calculator by name.

/** The kind of number an input takes, as the assistant reads numbers in a question. */
export type ChatQuantityKind = "money" | "percent" | "duration" | "count";

interface ChatInputBase {
  /** How the reply names the input: "monthly investment", "loan amount". */
  name: string;
}

export interface ChatNumberInput extends ChatInputBase {
  takes: ChatQuantityKind;
  /**
   * Words just before or just after a number that make it this input ("a month", "sip of",
   * "return"). Phrases are matched whole, after the question is lower-cased and its Hinglish
   * grammar words put in English. "grew to _" must stand before the number, "_ grew" after it.
   */
  near: readonly string[];
  /** Words anywhere in the question that lean a number of this kind toward this input. */
  context?: readonly string[];
  /** Words beside a number that say it is not this input ("₹40k monthly expenses" is not a SIP). */
  notNear?: readonly string[];
  /** Words anywhere in the question that rule this input out ("freelancer": no salary). */
  notWith?: readonly string[];
  /**
   * For an amount made or lost by selling: how long the thing was held. A number the question
   * calls short-term, or says was held 12 months or less, fits "short"; held longer, "long".
   */
  held?: "short" | "long";
  /** The page that explains the rules behind this input, linked when the question states it. */
  explainedAt?: { title: string; path: string };
  /** The input a number of this kind goes to when no word beside it says otherwise. */
  usual?: boolean;
  /** A number above this is unlikely to be this input (₹10 lakh a month is a goal, not a SIP). */
  unlikelyAbove?: number;
  /**
   * When the question leaves it out: `ask` for it in one short question; `assume` the page's
   * default; or assume another value (with the reason the reply gives).
   */
  whenMissing: "ask" | "assume" | "omit" | { assume: number; because: string };
  /** Phrases that give the input a value without a number ("no inflation" -> 0). */
  phrases?: Readonly<Record<string, number>>;
}

export interface ChatChoiceInput extends ChatInputBase {
  takes: "choice";
  /** Option value -> words anywhere in the question that pick it. */
  options: Readonly<Record<string, readonly string[]>>;
  /** Option value -> the ages it covers ("I am 65", "my father is 82"), inclusive. */
  byAge?: Readonly<Record<string, readonly [number, number]>>;
}

/** Purchases written as "100 shares at ₹500": quantity and price pairs, in the URL as `quantity:price`. */
export interface ChatLotsInput extends ChatInputBase {
  takes: "lots";
  whenMissing: "ask";
}

export type ChatInput = ChatNumberInput | ChatChoiceInput | ChatLotsInput;

export interface ChatInputs<Name extends string = string> {
  /**
   * Words that say a question is for this calculator ("sip", "emi", "kitna banega"). A question
   * with numbers but none of these words does not start a calculation.
   */
  asks: readonly string[];
  /** Words that say a question is for another tool even though it uses this one's words. */
  notFor?: readonly string[];
  /** Inputs the assistant can fill; the rest keep the page's defaults and are not mentioned. */
  inputs: Partial<Record<Name, ChatInput>>;
  /** Numbers this calculator cannot take, by the words beside them, and why (said in the reply). */
  cannotTake?: readonly { near: readonly string[]; why: string }[];
  /**
   * Result tiles the reply lists under the headline, by label (a tile whose label starts with
   * it); `needs` lists inputs the question must have stated for the tile to be quoted.
   */
  quote: readonly (string | { label: string; needs: readonly NoInfer<Name>[] })[];
  /** Quote the headline only when the question stated these inputs (else the tiles alone). */
  headlineNeeds?: readonly NoInfer<Name>[];
  /**
   * A second reading of the question the reply also gives, when an input was not stated: a goal
   * amount may be meant in today's rupees or in the rupees of that year (no inflation).
   */
  alsoWithout?: {
    input: NoInfer<Name>;
    value: number;
    say: string;
    quote: string;
    /** Words that settle the reading already ("costs ₹50 lakh today"). */
    unlessSaid: readonly string[];
    /** Give it only when the question stated one of these inputs (a capital gain). */
    onlyWithOneOf?: readonly NoInfer<Name>[];
    /** ...and none of these (a salary already uses up the basic exemption). */
    unlessStated?: readonly NoInfer<Name>[];
  };
  /**
   * A sentence the reply adds when a choice input was not stated ("I compared both regimes"),
   * keyed by input name.
   */
  unstatedChoice?: Partial<Record<NoInfer<Name>, string>>;
}

/** Declares a calculator's chat inputs, typed by its field names. */
export function chatInputs<Name extends string>(inputs: ChatInputs<Name>): ChatInputs<Name> {
  return inputs;
}
