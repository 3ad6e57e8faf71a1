import { boundedParams } from "~/server/calculator-page.server.ts";
import { json } from "~/server/request.server.ts";
import { cachedSipSimulation } from "~/server/sip-simulation.server.ts";
import { parseSipSimulationQuery } from "~/tools/sip-simulation.ts";
import type { Route } from "./+types/sip-simulation";

// GET /api/tools/sip-simulation?monthlyInvestment=&years=&annualStepUp=&equity=&debt=&gold=&paths=&seed=&goal=
// 200 {inputs, result}: simulateSip()'s parse and the module the page's worker runs
// (runSipSimulation), through the server's cache of recent runs; 400 {error, issues} listing
// every invalid or unknown input. Documented in docs/api.md.
export function loader({ url }: Route.LoaderArgs) {
  const parsed = parseSipSimulationQuery(boundedParams(url));
  if (!parsed.ok) return json({ error: "Invalid input", issues: parsed.issues }, 400);
  const { inputs, result } = cachedSipSimulation(parsed.value);
  // The figures depend only on the inputs (seed included), so a response can be cached.
  return json({ inputs, result }, 200, { "Cache-Control": "public, max-age=300" });
}
