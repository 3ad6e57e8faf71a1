import { useState } from "react";
import { sampleCashFlows } from "~/calculators/cash-flows.ts";
import { returnCalculator } from "~/calculators/returns.ts";
import { CalculatorPage } from "~/components/calculators/calculator-page.tsx";
import { XirrSection } from "~/components/calculators/xirr-section.tsx";
import { calculatorGuides } from "~/content/calculator-guides.ts";
import { calculatorMeta } from "~/lib/meta.ts";
import { calculatorPageData } from "~/server/calculator-page.server.ts";
import type { Route } from "./+types/return";

export function loader({ url }: Route.LoaderArgs) {
  return calculatorPageData(url, returnCalculator, ["flows"]);
}

export const meta: Route.MetaFunction = (args) => calculatorMeta(args);

export default function ReturnCalculatorPage({ loaderData }: Route.ComponentProps) {
  const [flows, setFlows] = useState(loaderData.query.flows ?? sampleCashFlows);
  return (
    <CalculatorPage
      definition={returnCalculator}
      guide={calculatorGuides.return}
      data={loaderData}
      extraQuery={{ flows: flows === sampleCashFlows ? "" : flows }}
    >
      <XirrSection value={flows} onChange={setFlows} />
    </CalculatorPage>
  );
}
