import type { ChatIntent, ChatTurn } from "../engine.ts";

// One question of the assistant's evaluation set (`npm run eval:chat`).
export interface ChatEvalCase {
  /** Unique, e.g. "calc-sip-01". */
  id: string;
  category:
    | "definition"
    | "fact"
    | "tax"
    | "calculation"
    | "follow-up"
    | "navigation"
    | "hinglish"
    | "typo"
    | "advice"
    | "off-topic"
    | "small-talk";
  /** Earlier turns of the conversation, oldest first (for follow-ups). */
  history?: ChatTurn[];
  question: string;
  /** The reply must link to at least one of these site paths ("/investments/ppf"; an anchor, if given, must match too). */
  links?: string[];
  /** The reply must contain every one of these texts (case-insensitive), e.g. a computed figure "₹11,61,695". */
  contains?: string[];
  /** The reply must contain none of these texts (case-insensitive). */
  excludes?: string[];
  /** The kind of reply expected, when it matters (a decline, a question back, a calculation...). */
  intent?: ChatIntent | ChatIntent[];
}
