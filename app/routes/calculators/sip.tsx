import { sipCalculator } from "~/calculators/sip.ts";
import { CalculatorPage } from "~/components/calculators/calculator-page.tsx";
import { calculatorGuides } from "~/content/calculator-guides.ts";
import { calculatorMeta } from "~/lib/meta.ts";
import { calculatorPageData } from "~/server/calculator-page.server.ts";
import type { Route } from "./+types/sip";

export function loader({ url }: Route.LoaderArgs) {
  return calculatorPageData(url, sipCalculator);
}

export const meta: Route.MetaFunction = (args) => calculatorMeta(args);

export default function SipCalculatorPage({ loaderData }: Route.ComponentProps) {
  return <CalculatorPage definition={sipCalculator} guide={calculatorGuides.sip} data={loaderData} />;
}
