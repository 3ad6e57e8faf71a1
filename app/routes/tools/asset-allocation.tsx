import { calculatorMeta } from "#app/content/meta.ts";
import { allocationFields, parseAllocation } from "#app/features/tools/asset-allocation/asset-allocation.ts";
import { AllocationPlanner } from "#app/features/tools/asset-allocation/ui/allocation-planner.tsx";
import { toolPageData } from "#app/features/tools/tool-page.server.ts";
import type { Route } from "./+types/asset-allocation";

export function loader({ url }: Route.LoaderArgs) {
  return toolPageData(url, "assetAllocation", allocationFields, [parseAllocation]);
}

export const meta: Route.MetaFunction = (args) => calculatorMeta(args);

export default function AssetAllocationPage({ loaderData }: Route.ComponentProps) {
  return <AllocationPlanner data={loaderData} />;
}
