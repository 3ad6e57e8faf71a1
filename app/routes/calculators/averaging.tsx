import { averagingCalculator } from "~/calculators/averaging.ts";
import { CalculatorPage } from "~/components/calculators/calculator-page.tsx";
import { calculatorGuides } from "~/content/calculator-guides.ts";
import { calculatorMeta } from "~/lib/meta.ts";
import { calculatorPageData } from "~/server/calculator-page.server.ts";
import type { Route } from "./+types/averaging";

export function loader({ url }: Route.LoaderArgs) {
  return calculatorPageData(url, averagingCalculator);
}

export const meta: Route.MetaFunction = (args) => calculatorMeta(args);

export default function AveragingCalculatorPage({ loaderData }: Route.ComponentProps) {
  return (
    <CalculatorPage definition={averagingCalculator} guide={calculatorGuides.averaging} data={loaderData} />
  );
}
