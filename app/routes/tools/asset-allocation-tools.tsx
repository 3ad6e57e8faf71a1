import { data } from "react-router";
import { calculatorMeta } from "#app/content/meta.ts";
import { boundedParams } from "#app/features/calculators/calculator-page.server.ts";
import { goalBucketFields, parseGoalBuckets } from "#app/features/tools/goal-buckets/goal-buckets.ts";
import type { RebalancePageData } from "#app/features/tools/page-data.ts";
import { lotsState, todayInIndia } from "#app/features/tools/rebalancing/holding-lots.ts";
import { parseTaxAwareRebalance, rebalanceFields } from "#app/features/tools/rebalancing/rebalancing.ts";
import { toolPagePayload } from "#app/features/tools/tool-page.server.ts";
import { AllocationTools } from "#app/features/tools/ui/allocation-tools.tsx";
import type { Route } from "./+types/asset-allocation-tools";

export function loader({ url }: Route.LoaderArgs) {
  const params = boundedParams(url);
  const payload: RebalancePageData = {
    ...toolPagePayload(url, ["rebalancing", "goalBuckets"], { ...rebalanceFields, ...goalBucketFields }),
    lots: lotsState(params),
  };
  // Invalid inputs answer 400 with the same page, which explains each problem beside its field.
  const today = todayInIndia();
  const valid = parseTaxAwareRebalance(params, payload.lots, today).ok && parseGoalBuckets(params).ok;
  return valid ? payload : data(payload, { status: 400 });
}

export const meta: Route.MetaFunction = (args) => calculatorMeta(args);

export default function AssetAllocationToolsPage({ loaderData }: Route.ComponentProps) {
  return <AllocationTools data={loaderData} />;
}
