import { boundedParams } from "#app/features/calculators/calculator-page.server.ts";
import { lotParamNames, lotsState, todayInIndia } from "#app/features/tools/rebalancing/holding-lots.ts";
import { parseTaxAwareRebalance, rebalanceFields } from "#app/features/tools/rebalancing/rebalancing.ts";
import { taxAwareRebalance } from "#app/finance/rebalance-tax.ts";
import { json } from "#app/platform/request.server.ts";
import type { Route } from "./+types/rebalancing";

// GET /api/tools/rebalancing?equity=&debt=&gold=&cash=&targetEquity=...&lot=equity:2021-04-15:80000:400000&saleDate=&slab=
// 200 {inputs, result}: the rebalancer of /tools/asset-allocation-tools with the same parse
// (app/features/tools/rebalancing/rebalancing.ts) and maths (app/finance/rebalance-tax.ts); 400 {error, issues}
// listing every invalid or unknown input. Documented in docs/api.md.
const known = new Set<string>([...Object.keys(rebalanceFields), ...lotParamNames]);

export function loader({ url }: Route.LoaderArgs) {
  const params = boundedParams(url);
  const today = todayInIndia();
  const parsed = parseTaxAwareRebalance(params, lotsState(params), today);
  const unknown = [...new Set(params.keys())]
    .filter((name) => !known.has(name))
    .map((name) => ({
      field: name,
      message: `Unknown input '${name}'. Inputs: ${[...Object.keys(rebalanceFields), "lot", "saleDate"].join(", ")}`,
    }));
  if (!parsed.ok || unknown.length > 0) {
    return json({ error: "Invalid input", issues: [...(parsed.ok ? [] : parsed.issues), ...unknown] }, 400);
  }
  return json({ inputs: parsed.value, result: taxAwareRebalance(parsed.value) }, 200, {
    "Cache-Control": "public, max-age=300",
  });
}
