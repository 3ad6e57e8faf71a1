import { AllocationPlanner } from "~/components/tools/allocation-planner.tsx";
import { calculatorMeta } from "~/lib/meta.ts";
import { toolPageData } from "~/server/tool-page.server.ts";
import { allocationFields, parseAllocation } from "~/tools/asset-allocation.ts";
import type { Route } from "./+types/asset-allocation";

export function loader({ url }: Route.LoaderArgs) {
  return toolPageData(url, "assetAllocation", allocationFields, [parseAllocation]);
}

export const meta: Route.MetaFunction = (args) => calculatorMeta(args);

export default function AssetAllocationPage({ loaderData }: Route.ComponentProps) {
  return <AllocationPlanner data={loaderData} />;
}
