import { riskToleranceCalculator } from "~/calculators/risk-tolerance.ts";
import { CalculatorPage } from "~/components/calculators/calculator-page.tsx";
import { calculatorGuides } from "~/content/calculator-guides.ts";
import { calculatorMeta } from "~/lib/meta.ts";
import { calculatorPageData } from "~/server/calculator-page.server.ts";
import type { Route } from "./+types/risk-tolerance";

export function loader({ url }: Route.LoaderArgs) {
  return calculatorPageData(url, riskToleranceCalculator);
}

export const meta: Route.MetaFunction = (args) => calculatorMeta(args);

export default function RiskToleranceCalculatorPage({ loaderData }: Route.ComponentProps) {
  return (
    <CalculatorPage
      definition={riskToleranceCalculator}
      guide={calculatorGuides["risk-tolerance"]}
      data={loaderData}
    />
  );
}
