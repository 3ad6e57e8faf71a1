import { AllocationTools } from "~/components/tools/allocation-tools.tsx";
import { calculatorMeta } from "~/lib/meta.ts";
import { toolPageData } from "~/server/tool-page.server.ts";
import { goalBucketFields, parseGoalBuckets } from "~/tools/goal-buckets.ts";
import { parseRebalance, rebalanceFields } from "~/tools/rebalancing.ts";
import type { Route } from "./+types/asset-allocation-tools";

export function loader({ url }: Route.LoaderArgs) {
  return toolPageData(url, ["rebalancing", "goalBuckets"], { ...rebalanceFields, ...goalBucketFields }, [
    parseRebalance,
    parseGoalBuckets,
  ]);
}

export const meta: Route.MetaFunction = (args) => calculatorMeta(args);

export default function AssetAllocationToolsPage({ loaderData }: Route.ComponentProps) {
  return <AllocationTools data={loaderData} />;
}
