import { loadCalculator } from "~/calculators/registry.ts";
import type { CalculatorRunner, ChatCalculatorSlug } from "./calculations.ts";

const chatCalculators: readonly ChatCalculatorSlug[] = [
  "sip",
  "lumpsum",
  "goal",
  "inflation",
  "home-emi",
  "car-emi",
  "return",
  "tax",
];

/**
 * The site's calculators for the assistant: the same parse, checks and view as the pages and the
 * API. Calculators load on demand in the browser, so the runner loads the ones it uses first.
 */
export async function loadSiteCalculatorRunner(): Promise<CalculatorRunner> {
  const loaded = new Map(
    await Promise.all(chatCalculators.map(async (slug) => [slug, await loadCalculator(slug)] as const)),
  );
  return (slug, values) => {
    const calculator = loaded.get(slug);
    if (!calculator) return { ok: false, issues: [{ field: "", message: `No calculator named ${slug}` }] };
    const outcome = calculator.run(new URLSearchParams(values));
    return outcome.ok ? { ok: true, view: outcome.view } : { ok: false, issues: outcome.issues };
  };
}
