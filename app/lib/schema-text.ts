import { z } from "./zod.ts";

// Control characters (NUL, escape, bell...) have no place in anything a person types here, and
// some stores refuse them (PostgreSQL text cannot hold NUL). Multi-line text keeps its line
// breaks and tabs.
const controlCharacters = /\p{Cc}/u;
const controlCharactersExceptLineBreaks = /[^\P{Cc}\t\n\r]/u;

export function hasControlCharacters(text: string, { multiline = false } = {}): boolean {
  return (multiline ? controlCharactersExceptLineBreaks : controlCharacters).test(text);
}

/** A string refused with `message` when it holds control characters. */
export function plainText(message: string, options: { multiline?: boolean } = {}) {
  return z.string().refine((text) => !hasControlCharacters(text, options), message);
}
