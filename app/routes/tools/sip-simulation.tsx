import { data } from "react-router";
import { SipSimulationTool } from "~/components/tools/sip-simulation-tool.tsx";
import { runSipSimulation } from "~/finance/sip-simulation.ts";
import { calculatorMeta } from "~/lib/meta.ts";
import { boundedParams } from "~/server/calculator-page.server.ts";
import { requestInfoOf, servicesContext } from "~/server/context.server.ts";
import { simulationMessages } from "~/server/sip-simulation.server.ts";
import { toolPagePayload } from "~/server/tool-page.server.ts";
import type { SipSimulationPageData } from "~/tools/page-data.ts";
import { parseSipSimulation, sipSimulationFields } from "~/tools/sip-simulation.ts";
import type { Route } from "./+types/sip-simulation";

// The server runs the URL's simulation (the default page is prerendered with it), so a shared
// link shows its figures before any JavaScript; the page's worker reruns the same module.
// Served live, a run counts against the visitor's simulations a minute (429 past them).
export async function loader({ url, context }: Route.LoaderArgs) {
  const parsed = parseSipSimulation(boundedParams(url));
  const payload = toolPagePayload(url, "sipSimulation", sipSimulationFields);
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

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = (args) => calculatorMeta(args);

export default function SipSimulationPage({ loaderData }: Route.ComponentProps) {
  return <SipSimulationTool data={loaderData} />;
}
