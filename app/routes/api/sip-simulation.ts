import { boundedParams } from "#app/features/calculators/calculator-page.server.ts";
import { simulationMessages } from "#app/features/tools/sip-simulation/sip-simulation.server.ts";
import { parseSipSimulationQuery } from "#app/features/tools/sip-simulation/sip-simulation.ts";
import { requestInfoOf, servicesOf } from "#app/platform/context.server.ts";
import { json } from "#app/platform/request.server.ts";
import type { Route } from "./+types/sip-simulation";

// GET /api/tools/sip-simulation?monthlyInvestment=&years=&annualStepUp=&equity=&debt=&gold=&paths=&seed=&goal=
// 200 {inputs, result}: simulateSip()'s parse and the module the page's worker runs
// (runSipSimulation), through the server's cache of recent runs; 400 {error, issues} listing
// every invalid or unknown input; 429 past the visitor's runs a minute, 503 when too many
// runs are waiting. Documented in docs/api.md.
export async function loader({ url, context }: Route.LoaderArgs) {
  const parsed = parseSipSimulationQuery(boundedParams(url));
  if (!parsed.ok) return json({ error: "Invalid input", issues: parsed.issues }, 400);
  const outcome = await servicesOf(context).simulations.run(parsed.value, requestInfoOf(context).clientIp);
  if (!outcome.ok) {
    return json({ error: simulationMessages[outcome.reason] }, outcome.reason === "busy" ? 503 : 429, {
      "Retry-After": String(outcome.retryAfterSeconds),
    });
  }
  const { inputs, result } = outcome.view;
  // The figures depend only on the inputs (seed included), so a response can be cached.
  return json({ inputs, result }, 200, { "Cache-Control": "public, max-age=300" });
}
