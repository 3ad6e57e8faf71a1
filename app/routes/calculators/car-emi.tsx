import { carEmiCalculator } from "~/calculators/loan-emi.ts";
import { CalculatorPage } from "~/components/calculators/calculator-page.tsx";
import { calculatorGuides } from "~/content/calculator-guides.ts";
import { calculatorMeta } from "~/lib/meta.ts";
import { calculatorPageData } from "~/server/calculator-page.server.ts";
import type { Route } from "./+types/car-emi";

export function loader({ url }: Route.LoaderArgs) {
  return calculatorPageData(url, carEmiCalculator);
}

export const meta: Route.MetaFunction = (args) => calculatorMeta(args);

export default function CarEmiCalculatorPage({ loaderData }: Route.ComponentProps) {
  return (
    <CalculatorPage definition={carEmiCalculator} guide={calculatorGuides["car-emi"]} data={loaderData} />
  );
}
