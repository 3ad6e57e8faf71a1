import { guidanceFacts } from "./guidance.ts";
import { marketHistoryFacts } from "./market-history.ts";
import { rateAndLimitFacts } from "./rates-and-limits.ts";
import { smallSavingsFacts } from "./small-savings.ts";
import { studyFacts } from "./studies.ts";
import { taxFacts } from "./tax.ts";
import type { Fact } from "./types.ts";

// The registry of time-sensitive facts (docs/decisions/009-facts-registry.md). Each group
// lives in its own file; a group read from another structured module (tax.ts reads the
// finance library's tax rules) is added here like any other.
export const facts: readonly Fact[] = [
  ...smallSavingsFacts,
  ...rateAndLimitFacts,
  ...taxFacts,
  ...marketHistoryFacts,
  ...studyFacts,
  ...guidanceFacts,
];

const byId = new Map(facts.map((fact) => [fact.id, fact]));

export function getFact(id: string): Fact | undefined {
  return byId.get(id);
}

export function requireFact(id: string): Fact {
  const fact = byId.get(id);
  if (!fact) throw new Error(`Unknown fact '${id}' (see app/content/facts/)`);
  return fact;
}
