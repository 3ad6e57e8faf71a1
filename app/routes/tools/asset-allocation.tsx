import { allocationFields, parseAllocation } from "#app/features/tools/asset-allocation.ts";
import { toolPageData } from "#app/features/tools/tool-page.server.ts";
import { AllocationPlanner } from "#app/features/tools/ui/allocation-planner.tsx";
import { calculatorMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/asset-allocation";

export function loader({ url }: Route.LoaderArgs) {
  return toolPageData(url, "assetAllocation", allocationFields, [parseAllocation]);
}

export const meta: Route.MetaFunction = (args) => calculatorMeta(args);

export default function AssetAllocationPage({ loaderData }: Route.ComponentProps) {
  return <AllocationPlanner data={loaderData} />;
}
