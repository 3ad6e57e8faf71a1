import { facts } from "./index.ts";
import { asOfLabel, isReviewDue, reviewDueOn } from "./status.ts";
import type { Fact } from "./types.ts";

// The staleness report printed by the build (scripts/check-content.ts) and by
// `npm run facts:report`: which facts have passed their review date, with their sources.

export function dueFacts(today: string): Fact[] {
  return facts.filter((fact) => isReviewDue(fact, today));
}

function line(fact: Fact): string {
  const check =
    fact.checkAt && fact.checkAt.url !== fact.source.url ? `\n      check at: ${fact.checkAt.url}` : "";
  return (
    `  ${fact.id}: ${fact.display} (as of ${asOfLabel(fact)}; confirmed ${fact.confirmedOn}; review ${fact.review}, due ${reviewDueOn(fact)})\n` +
    `      ${fact.label}\n      source: ${fact.source.title}\n      ${fact.source.url}${check}`
  );
}

/** Every fact, the due ones first; `dueOnly` prints only those. */
export function factsReport(today: string, dueOnly = false): string {
  const due = dueFacts(today);
  const current = facts.filter((fact) => !due.includes(fact));
  const parts = [`Facts due for review on ${today}: ${due.length} of ${facts.length}`, ...due.map(line)];
  if (!dueOnly) parts.push(`\nUp to date: ${current.length}`, ...current.map(line));
  return parts.join("\n");
}
