import { amountInWords, formatINR } from "#app/finance/money.ts";
import type { Fact } from "./types.ts";

// Small constructors for the registry: each works out how a kind of figure is displayed and
// which spellings of it count as a typed copy, so a fact file states only what is particular.

type Common = Omit<Fact, "value" | "display" | "spellings" | "digits"> & { spellings?: string[] };

/** A rate in percent: 7.1 -> "7.1%"; copies also spelled "7.1 per cent". */
export function percentFact(fields: Common & { value: number; display?: string }): Fact {
  const number = String(fields.value);
  const display = fields.display ?? `${number}%`;
  return {
    ...fields,
    display,
    spellings: [...new Set([`${number}%`, `${number} %`, `${number} per cent`, ...(fields.spellings ?? [])])],
  };
}

/** Rupees: 500000 -> "₹5 lakh" (digits "₹5,00,000"); copies in either form, with or without ₹/Rs. */
export function rupeeFact(fields: Common & { value: number; display?: string }): Fact {
  const words = amountInWords(fields.value);
  const digits = formatINR(fields.value);
  const display = fields.display ?? words;
  const bare = [words, digits].map((text) => text.replace("₹", ""));
  return {
    ...fields,
    display,
    digits,
    spellings: [
      ...new Set([
        words,
        digits,
        ...bare,
        ...bare.flatMap((text) => [`Rs ${text}`, `Rs. ${text}`, `INR ${text}`]),
        ...(fields.spellings ?? []),
      ]),
    ],
  };
}

/** A sentence or phrase (a rule of thumb, a dated note). Copies are found by `spellings` only. */
export function textFact(fields: Common & { value: string }): Fact {
  return { ...fields, display: fields.value, spellings: fields.spellings ?? [] };
}
