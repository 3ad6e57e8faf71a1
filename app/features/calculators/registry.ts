import type { CalculatorSlug } from "#app/content/calculators/index.ts";
import type { ChatInputs } from "#app/forms/chat-inputs.ts";
import type { Calculator } from "./define.ts";

export {
  type CalculatorListing,
  type CalculatorSlug,
  calculatorList,
  getCalculatorListing,
  isCalculatorSlug,
} from "#app/content/calculators/index.ts";

// Each calculator's code by slug (the cards, for lists and menus, are content:
// app/content/calculators/). A loader per calculator, so each page's browser bundle fetches
// only its own calculator, and only when its inputs change.

interface RegistryEntry {
  load(): Promise<{ calculator: Calculator }>;
  /** What the chat assistant needs to fill it from a question (server only). */
  chat(): Promise<{ chat: ChatInputs }>;
}

export const calculatorRegistry = {
  sip: {
    load: () => import("./sip/index.ts"),
    chat: () => import("./sip/chat.ts"),
  },
  lumpsum: {
    load: () => import("./lumpsum/index.ts"),
    chat: () => import("./lumpsum/chat.ts"),
  },
  return: {
    load: () => import("./return/index.ts"),
    chat: () => import("./return/chat.ts"),
  },
  averaging: {
    load: () => import("./averaging/index.ts"),
    chat: () => import("./averaging/chat.ts"),
  },
  "car-emi": {
    load: () => import("./car-emi/index.ts"),
    chat: () => import("./car-emi/chat.ts"),
  },
  "home-emi": {
    load: () => import("./home-emi/index.ts"),
    chat: () => import("./home-emi/chat.ts"),
  },
  "loan-repayment": {
    load: () => import("./loan-repayment/index.ts"),
    chat: () => import("./loan-repayment/chat.ts"),
  },
  "risk-tolerance": {
    load: () => import("./risk-tolerance/index.ts"),
    chat: () => import("./risk-tolerance/chat.ts"),
  },
  goal: {
    load: () => import("./goal/index.ts"),
    chat: () => import("./goal/chat.ts"),
  },
  inflation: {
    load: () => import("./inflation/index.ts"),
    chat: () => import("./inflation/chat.ts"),
  },
  tax: {
    load: () => import("./tax/index.ts"),
    chat: () => import("./tax/chat.ts"),
  },
  "rent-vs-buy": {
    load: () => import("./rent-vs-buy/index.ts"),
    chat: () => import("./rent-vs-buy/chat.ts"),
  },
  brokerage: {
    load: () => import("./brokerage/index.ts"),
    chat: () => import("./brokerage/chat.ts"),
  },
} satisfies Record<CalculatorSlug, RegistryEntry>; // a calculator for every card, and no other

/** The calculator behind a slug, loaded on demand. */
export async function loadCalculator(slug: CalculatorSlug): Promise<Calculator> {
  return (await calculatorRegistry[slug].load()).calculator;
}

/** A calculator's chat declaration (app/features/calculators/<slug>/chat.ts), loaded on demand. */
export async function loadCalculatorChat(slug: CalculatorSlug): Promise<ChatInputs> {
  return (await calculatorRegistry[slug].chat()).chat;
}
