import { goalCalculator } from "~/calculators/goal.ts";
import { CalculatorPage } from "~/components/calculators/calculator-page.tsx";
import { calculatorGuides } from "~/content/calculator-guides.ts";
import { calculatorMeta } from "~/lib/meta.ts";
import { calculatorPageData } from "~/server/calculator-page.server.ts";
import type { Route } from "./+types/goal";

export function loader({ url }: Route.LoaderArgs) {
  return calculatorPageData(url, goalCalculator);
}

export const meta: Route.MetaFunction = (args) => calculatorMeta(args);

export default function GoalCalculatorPage({ loaderData }: Route.ComponentProps) {
  return <CalculatorPage definition={goalCalculator} guide={calculatorGuides.goal} data={loaderData} />;
}
