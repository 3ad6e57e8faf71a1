// Every figure in a reply must come from somewhere we can point to: the user's own words, a
// calculator or tool run, the facts registry, or the passage quoted. This is the last step of
// every reply: a sentence holding a number from none of these is dropped (and reported).

const unitValues: Record<string, number> = {
  k: 1_000,
  thousand: 1_000,
  lakh: 100_000,
  lakhs: 100_000,
  lac: 100_000,
  lacs: 100_000,
  l: 100_000,
  crore: 10_000_000,
  crores: 10_000_000,
  cr: 10_000_000,
};

// A number not glued to letters before it ("80C", "Tier-2" and "24B" are names), with an
// optional lakh/crore/k word after it.
const numberPattern =
  /(?<![\p{L}\d.,])(\d[\d,]*(?:\.\d+)?)(?:\s*(k|thousand|lakhs?|lacs?|l|crores?|cr)\b)?/giu;

/** The numbers a text states, each in its forms: as written (commas dropped) and, with a unit, as a value. */
function numberForms(text: string): string[][] {
  const found: string[][] = [];
  for (const match of text.matchAll(numberPattern)) {
    const digits = (match[1] ?? "").replace(/,/g, "").replace(/\.$/, "");
    if (!digits) continue;
    const forms = [normalise(digits)];
    const unit = match[2]?.toLowerCase();
    if (unit && unitValues[unit]) forms.push(normalise(String(Number(digits) * (unitValues[unit] ?? 1))));
    found.push(forms);
  }
  return found;
}

/** Every form of every number a text states ("₹1.25 lakh" gives "1.25" and "125000"). */
export function statedNumbers(text: string): string[] {
  return numberForms(text).flat();
}

function normalise(digits: string): string {
  const value = Number(digits);
  return Number.isFinite(value) ? String(Math.round(value * 10_000) / 10_000) : digits;
}

export interface TraceResult {
  text: string;
  /** Sentences dropped for holding a figure of unknown origin. */
  dropped: string[];
}

/** Links are page titles and addresses from the page table, not figures. */
function withoutLinkTargets(text: string): string {
  return text.replace(/\[[^\]]*\]\([^)]*\)/g, " ");
}

/**
 * Keeps the sentences (and list lines) whose every number appears in the sources, counting
 * "₹1.25 lakh" and "1,25,000" as the same figure.
 */
export function keepTraceable(
  reply: string,
  sources: readonly string[],
  /** Figures known beforehand (the facts registry's, read once rather than for every reply). */
  alsoKnown: ReadonlySet<string> = new Set(),
): TraceResult {
  const known = new Set([...alsoKnown, ...sources.flatMap(statedNumbers)]);
  const dropped: string[] = [];
  const lines = reply.split("\n").map((line) => {
    // List lines, headings and short lines are judged whole; prose line by line, sentence by sentence.
    const parts = line.startsWith("- ") ? [line] : line.split(/(?<=[.!?])\s+(?=[A-Z*[₹(])/);
    const kept = parts.filter((part) => {
      // "₹1.25 lakh" is traceable to "1,25,000" or to "1.25 lakh": one form of each number must be known.
      const ok = numberForms(withoutLinkTargets(part)).every((forms) =>
        forms.some((form) => known.has(form)),
      );
      if (!ok) dropped.push(part);
      return ok;
    });
    return kept.join(" ");
  });
  const text = lines
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return { text, dropped };
}
