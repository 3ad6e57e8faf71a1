import { lumpsumCalculator } from "~/calculators/lumpsum.ts";
import { CalculatorPage } from "~/components/calculators/calculator-page.tsx";
import { calculatorGuides } from "~/content/calculator-guides.ts";
import { calculatorMeta } from "~/lib/meta.ts";
import { calculatorPageData } from "~/server/calculator-page.server.ts";
import type { Route } from "./+types/lumpsum";

export function loader({ url }: Route.LoaderArgs) {
  return calculatorPageData(url, lumpsumCalculator);
}

export const meta: Route.MetaFunction = (args) => calculatorMeta(args);

export default function LumpsumCalculatorPage({ loaderData }: Route.ComponentProps) {
  return <CalculatorPage definition={lumpsumCalculator} guide={calculatorGuides.lumpsum} data={loaderData} />;
}
