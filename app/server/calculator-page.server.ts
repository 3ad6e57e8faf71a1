import { data } from "react-router";
import { runCalculator } from "~/calculators/run.ts";
import type { CalculatorDefinition } from "~/calculators/view.ts";
import type { CalculatorPageData } from "~/components/calculators/calculator-page.tsx";
import { calculatorGuides } from "~/content/calculator-guides.ts";
import { pageLinks, requirePage } from "./page-loader.server.ts";

/**
 * Loader data of a calculator page. The query string holds the inputs; the page computes the
 * result from them on the server and again in the browser. Invalid inputs answer 400 with the
 * same page, which shows each problem beside its field.
 */
export function calculatorPageData(url: URL, definition: CalculatorDefinition, extraParams: string[] = []) {
  const { page, trail } = requirePage(url);
  const query = Object.fromEntries(
    [...url.searchParams]
      .filter(([name]) => extraParams.includes(name) || definition.inputs.some((spec) => spec.name === name))
      .map(([name, value]) => [name, value.slice(0, 20_000)]),
  );
  const payload: CalculatorPageData = {
    page,
    trail,
    query,
    related: pageLinks(calculatorGuides[definition.slug].related),
  };
  const outcome = runCalculator(definition, query);
  return outcome.ok ? payload : data(payload, { status: 400 });
}
