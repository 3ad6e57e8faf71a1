import { loanRepaymentCalculator } from "~/calculators/loan-repayment.ts";
import { CalculatorPage } from "~/components/calculators/calculator-page.tsx";
import { calculatorGuides } from "~/content/calculator-guides.ts";
import { calculatorMeta } from "~/lib/meta.ts";
import { calculatorPageData } from "~/server/calculator-page.server.ts";
import type { Route } from "./+types/loan-repayment";

export function loader({ url }: Route.LoaderArgs) {
  return calculatorPageData(url, loanRepaymentCalculator);
}

export const meta: Route.MetaFunction = (args) => calculatorMeta(args);

export default function LoanRepaymentCalculatorPage({ loaderData }: Route.ComponentProps) {
  return (
    <CalculatorPage
      definition={loanRepaymentCalculator}
      guide={calculatorGuides["loan-repayment"]}
      data={loaderData}
    />
  );
}
