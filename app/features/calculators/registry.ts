import { card as averaging } from "./averaging/card.ts";
import { card as brokerage } from "./brokerage/card.ts";
import { card as carEmi } from "./car-emi/card.ts";
import type { CalculatorCard } from "./card.ts";
import type { ChatInputs } from "./chat-inputs.ts";
import type { Calculator } from "./define.ts";
import { card as goal } from "./goal/card.ts";
import { card as homeEmi } from "./home-emi/card.ts";
import { card as inflation } from "./inflation/card.ts";
import { card as loanRepayment } from "./loan-repayment/card.ts";
import { card as lumpsum } from "./lumpsum/card.ts";
import { card as rentVsBuy } from "./rent-vs-buy/card.ts";
import { card as returnCard } from "./return/card.ts";
import { card as riskTolerance } from "./risk-tolerance/card.ts";
import { card as sip } from "./sip/card.ts";
import { card as tax } from "./tax/card.ts";

// The one list of calculators: slug -> card (for the page table, menus, /calculators, search,
// sitemap and tests) and a loader for the calculator itself, so each page's browser bundle
// fetches only its own calculator, and only when its inputs change.

interface RegistryEntry {
  card: CalculatorCard;
  load(): Promise<{ calculator: Calculator }>;
  /** What the chat assistant needs to fill it from a question (server only). */
  chat(): Promise<{ chat: ChatInputs }>;
}

export const calculatorRegistry = {
  sip: {
    card: sip,
    load: () => import("./sip/index.ts"),
    chat: () => import("./sip/chat.ts"),
  },
  lumpsum: {
    card: lumpsum,
    load: () => import("./lumpsum/index.ts"),
    chat: () => import("./lumpsum/chat.ts"),
  },
  return: {
    card: returnCard,
    load: () => import("./return/index.ts"),
    chat: () => import("./return/chat.ts"),
  },
  averaging: {
    card: averaging,
    load: () => import("./averaging/index.ts"),
    chat: () => import("./averaging/chat.ts"),
  },
  "car-emi": {
    card: carEmi,
    load: () => import("./car-emi/index.ts"),
    chat: () => import("./car-emi/chat.ts"),
  },
  "home-emi": {
    card: homeEmi,
    load: () => import("./home-emi/index.ts"),
    chat: () => import("./home-emi/chat.ts"),
  },
  "loan-repayment": {
    card: loanRepayment,
    load: () => import("./loan-repayment/index.ts"),
    chat: () => import("./loan-repayment/chat.ts"),
  },
  "risk-tolerance": {
    card: riskTolerance,
    load: () => import("./risk-tolerance/index.ts"),
    chat: () => import("./risk-tolerance/chat.ts"),
  },
  goal: {
    card: goal,
    load: () => import("./goal/index.ts"),
    chat: () => import("./goal/chat.ts"),
  },
  inflation: {
    card: inflation,
    load: () => import("./inflation/index.ts"),
    chat: () => import("./inflation/chat.ts"),
  },
  tax: {
    card: tax,
    load: () => import("./tax/index.ts"),
    chat: () => import("./tax/chat.ts"),
  },
  "rent-vs-buy": {
    card: rentVsBuy,
    load: () => import("./rent-vs-buy/index.ts"),
    chat: () => import("./rent-vs-buy/chat.ts"),
  },
  brokerage: {
    card: brokerage,
    load: () => import("./brokerage/index.ts"),
    chat: () => import("./brokerage/chat.ts"),
  },
} satisfies Record<string, RegistryEntry>;

export type CalculatorSlug = keyof typeof calculatorRegistry;

export interface CalculatorListing extends CalculatorCard {
  slug: CalculatorSlug;
  path: `/calculators/${CalculatorSlug}`;
}

export function isCalculatorSlug(value: string): value is CalculatorSlug {
  return Object.hasOwn(calculatorRegistry, value);
}

/** Every calculator's card with its slug and path, in registry order. */
export const calculatorList: readonly CalculatorListing[] = Object.entries(calculatorRegistry).flatMap(
  ([slug, entry]) =>
    isCalculatorSlug(slug) ? [{ ...entry.card, slug, path: `/calculators/${slug}` as const }] : [],
);

export function getCalculatorListing(slug: string): CalculatorListing | undefined {
  return calculatorList.find((listing) => listing.slug === slug);
}

/** The calculator behind a slug, loaded on demand. */
export async function loadCalculator(slug: CalculatorSlug): Promise<Calculator> {
  return (await calculatorRegistry[slug].load()).calculator;
}

/** A calculator's chat declaration (app/features/calculators/<slug>/chat.ts), loaded on demand. */
export async function loadCalculatorChat(slug: CalculatorSlug): Promise<ChatInputs> {
  return (await calculatorRegistry[slug].chat()).chat;
}
