import type { ChatIntent, ChatTurn } from "../engine.ts";

// One question of an evaluation set of the assistant (`npm run eval:chat`).
export interface ChatEvalCase {
  /** Unique, e.g. "calc-sip-01". */
  id: string;
  category?: string;
  /** Earlier turns of the conversation, oldest first (for follow-ups). */
  history?: ChatTurn[];
  question: string;
  /** The reply must link to at least one of these site paths ("/investments/ppf"; an anchor, if given, must match too). */
  links?: string[];
  /**
   * The reply must contain every one of these (case-insensitive); an entry that is a list is one
   * fact with its acceptable spellings, of which one must appear.
   */
  contains?: (string | string[])[];
  /** The reply must contain none of these texts (case-insensitive). */
  excludes?: string[];
  /** The kind of reply expected, when it matters (a decline, a question back, a calculation...). */
  intent?: ChatIntent | ChatIntent[];
  /**
   * Whether the question must be declined: "advice" or "off-topic" when it must, false when it
   * must not (a decline of a question that should be answered is a miss). Undefined: not checked.
   */
  decline?: "advice" | "off-topic" | false;
  /** A calculator run whose figure the reply must quote (computed by the scorer). */
  calc?: { path: string; params: Record<string, string | number>; figure: string };
}
