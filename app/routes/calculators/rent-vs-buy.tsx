import { rentVsBuyCalculator } from "~/calculators/rent-vs-buy.ts";
import { CalculatorPage } from "~/components/calculators/calculator-page.tsx";
import { calculatorGuides } from "~/content/calculator-guides.ts";
import { calculatorMeta } from "~/lib/meta.ts";
import { calculatorPageData } from "~/server/calculator-page.server.ts";
import type { Route } from "./+types/rent-vs-buy";

export function loader({ url }: Route.LoaderArgs) {
  return calculatorPageData(url, rentVsBuyCalculator);
}

export const meta: Route.MetaFunction = (args) => calculatorMeta(args);

export default function RentVsBuyCalculatorPage({ loaderData }: Route.ComponentProps) {
  return (
    <CalculatorPage
      definition={rentVsBuyCalculator}
      guide={calculatorGuides["rent-vs-buy"]}
      data={loaderData}
    />
  );
}
