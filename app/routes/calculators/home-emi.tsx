import { homeEmiCalculator } from "~/calculators/loan-emi.ts";
import { CalculatorPage } from "~/components/calculators/calculator-page.tsx";
import { calculatorGuides } from "~/content/calculator-guides.ts";
import { calculatorMeta } from "~/lib/meta.ts";
import { calculatorPageData } from "~/server/calculator-page.server.ts";
import type { Route } from "./+types/home-emi";

export function loader({ url }: Route.LoaderArgs) {
  return calculatorPageData(url, homeEmiCalculator);
}

export const meta: Route.MetaFunction = (args) => calculatorMeta(args);

export default function HomeEmiCalculatorPage({ loaderData }: Route.ComponentProps) {
  return (
    <CalculatorPage definition={homeEmiCalculator} guide={calculatorGuides["home-emi"]} data={loaderData} />
  );
}
