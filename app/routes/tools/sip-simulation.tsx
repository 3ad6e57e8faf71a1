import { data } from "react-router";
import { requireFact } from "#app/content/facts/index.ts";
import { calculatorMeta } from "#app/content/meta.ts";
import { boundedParams } from "#app/features/calculators/calculator-page.server.ts";
import type { SipSimulationPageData } from "#app/features/tools/page-data.ts";
import { simulationMessages } from "#app/features/tools/sip-simulation/sip-simulation.server.ts";
import {
  defaultInflation,
  parseSipSimulation,
  sipSimulationFields,
} from "#app/features/tools/sip-simulation/sip-simulation.ts";
import { SipSimulationTool } from "#app/features/tools/sip-simulation/ui/sip-simulation-tool.tsx";
import { toolPagePayload } from "#app/features/tools/tool-page.server.ts";
import { runSipSimulation } from "#app/finance/sip-simulation.ts";
import { formatReviewDate } from "#app/lib/dates.ts";
import { requestInfoOf, servicesContext } from "#app/platform/context.server.ts";
import type { Route } from "./+types/sip-simulation";

// The server runs the URL's simulation (the default page is prerendered with it), so a shared
// link shows its figures before any JavaScript; the page's worker reruns the same module.
// Served live, a run counts against the visitor's simulations a minute (429 past them).
export async function loader({ url, context }: Route.LoaderArgs) {
  const params = boundedParams(url);
  const parsed = parseSipSimulation(params);
  const base = toolPagePayload(url, "sipSimulation", sipSimulationFields);
  const payload = {
    ...base,
    // Inflation is a percent or cpi, so it sits beside the number fields' form state.
    state: { ...base.state, inflation: params.get("inflation") ?? defaultInflation },
    costNote: defaultCostNote(),
  };
  if (!parsed.ok) return data({ ...payload, view: null } satisfies SipSimulationPageData, { status: 400 });
  // Prerendering has no services: it runs the default inputs once, at build time.
  const services = context.get(servicesContext);
  if (!services) return { ...payload, view: runSipSimulation(parsed.value) } satisfies SipSimulationPageData;
  const outcome = await services.simulations.run(parsed.value, requestInfoOf(context).clientIp);
  if (outcome.ok) return { ...payload, view: outcome.view } satisfies SipSimulationPageData;
  return data(
    {
      ...payload,
      view: null,
      unavailable: simulationMessages[outcome.reason],
    } satisfies SipSimulationPageData,
    {
      status: outcome.reason === "busy" ? 503 : 429,
      headers: { "Retry-After": String(outcome.retryAfterSeconds) },
    },
  );
}

/** The default expense ratios' figure, its date and source, from the facts registry. */
function defaultCostNote(): SipSimulationPageData["costNote"] {
  const cap = requireFact("mf-index-ber-cap");
  return {
    text: `Default expense ratio ${cap.display} for each asset: the most an index fund or ETF may charge as its base expense ratio (levies on top), in force since ${formatReviewDate(cap.effectiveFrom)}, last confirmed ${formatReviewDate(cap.confirmedOn)}. A cautious assumption, not a typical charge: enter your own fund's figure.`,
    source: cap.source,
  };
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = (args) => calculatorMeta(args);

export default function SipSimulationPage({ loaderData }: Route.ComponentProps) {
  return <SipSimulationTool data={loaderData} />;
}
