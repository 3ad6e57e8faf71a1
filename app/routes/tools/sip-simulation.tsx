import { data } from "react-router";
import { SipSimulationTool } from "~/components/tools/sip-simulation-tool.tsx";
import { calculatorMeta } from "~/lib/meta.ts";
import { boundedParams } from "~/server/calculator-page.server.ts";
import { cachedSipSimulation } from "~/server/sip-simulation.server.ts";
import { toolPagePayload } from "~/server/tool-page.server.ts";
import type { SipSimulationPageData } from "~/tools/page-data.ts";
import { parseSipSimulation, sipSimulationFields } from "~/tools/sip-simulation.ts";
import type { Route } from "./+types/sip-simulation";

// The server runs the URL's simulation (the default page is prerendered with it), so a shared
// link shows its figures before any JavaScript; the page's worker reruns the same module.
export function loader({ url }: Route.LoaderArgs) {
  const parsed = parseSipSimulation(boundedParams(url));
  const pageData: SipSimulationPageData = {
    ...toolPagePayload(url, "sipSimulation", sipSimulationFields),
    view: parsed.ok ? cachedSipSimulation(parsed.value) : null,
  };
  return parsed.ok ? pageData : data(pageData, { status: 400 });
}

export const meta: Route.MetaFunction = (args) => calculatorMeta(args);

export default function SipSimulationPage({ loaderData }: Route.ComponentProps) {
  return <SipSimulationTool data={loaderData} />;
}
