import { incomeTaxCalculator } from "~/calculators/income-tax.ts";
import { CalculatorPage } from "~/components/calculators/calculator-page.tsx";
import { calculatorGuides } from "~/content/calculator-guides.ts";
import { calculatorMeta } from "~/lib/meta.ts";
import { calculatorPageData } from "~/server/calculator-page.server.ts";
import type { Route } from "./+types/tax";

export function loader({ url }: Route.LoaderArgs) {
  return calculatorPageData(url, incomeTaxCalculator);
}

export const meta: Route.MetaFunction = (args) => calculatorMeta(args);

export default function IncomeTaxCalculatorPage({ loaderData }: Route.ComponentProps) {
  return <CalculatorPage definition={incomeTaxCalculator} guide={calculatorGuides.tax} data={loaderData} />;
}
