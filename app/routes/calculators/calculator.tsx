import { data } from "react-router";
import { calculatorMeta, pageMetaFromLoader } from "#app/content/meta.ts";
import { calculatorPageData } from "#app/features/calculators/calculator-page.server.ts";
import { CalculatorList } from "#app/features/calculators/ui/calculator-list.tsx";
import { CalculatorPage } from "#app/features/calculators/ui/calculator-page.tsx";
import { requirePage } from "#app/platform/page-loader.server.ts";
import type { Route } from "./+types/calculator";

// One route for /calculators and every /calculators/{slug}: the registry names the calculator,
// the loader computes its result, and the page renders it.

export async function loader({ params, url }: Route.LoaderArgs) {
  if (params.slug === undefined) return { kind: "list" as const, ...requirePage(url) };
  const { payload, status } = await calculatorPageData(url, params.slug);
  const body = { kind: "calculator" as const, ...payload };
  return status === 200 ? body : data(body, { status });
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData?.kind === "calculator" ? calculatorMeta(args) : pageMetaFromLoader(args);

export default function CalculatorRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "list") return <CalculatorList page={loaderData.page} trail={loaderData.trail} />;
  return <CalculatorPage key={loaderData.slug} data={loaderData} />;
}
