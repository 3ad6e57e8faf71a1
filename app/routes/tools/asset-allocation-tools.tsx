import { data } from "react-router";
import { AllocationTools } from "~/components/tools/allocation-tools.tsx";
import { calculatorMeta } from "~/lib/meta.ts";
import { boundedParams } from "~/server/calculator-page.server.ts";
import { toolPagePayload } from "~/server/tool-page.server.ts";
import { goalBucketFields, parseGoalBuckets } from "~/tools/goal-buckets.ts";
import { lotsState, todayInIndia } from "~/tools/holding-lots.ts";
import type { RebalancePageData } from "~/tools/page-data.ts";
import { parseTaxAwareRebalance, rebalanceFields } from "~/tools/rebalancing.ts";
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
