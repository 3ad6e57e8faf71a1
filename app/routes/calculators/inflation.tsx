import { inflationCalculator } from "~/calculators/inflation.ts";
import { CalculatorPage } from "~/components/calculators/calculator-page.tsx";
import { calculatorGuides } from "~/content/calculator-guides.ts";
import { calculatorMeta } from "~/lib/meta.ts";
import { calculatorPageData } from "~/server/calculator-page.server.ts";
import type { Route } from "./+types/inflation";

export function loader({ url }: Route.LoaderArgs) {
  return calculatorPageData(url, inflationCalculator);
}

export const meta: Route.MetaFunction = (args) => calculatorMeta(args);

export default function InflationCalculatorPage({ loaderData }: Route.ComponentProps) {
  return (
    <CalculatorPage definition={inflationCalculator} guide={calculatorGuides.inflation} data={loaderData} />
  );
}
