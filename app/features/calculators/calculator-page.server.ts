import { data } from "react-router";
import { formState } from "#app/forms/form-state.ts";
import { pageLinks, requirePage } from "#app/platform/page-loader.server.ts";
import type { CalculatorPageData } from "./page-data.ts";
import { isCalculatorSlug, loadCalculator } from "./registry.ts";

/** At most this many query parameters are read (a cash-flow list has up to 500 rows). */
const MAX_PARAMS = 1_100;

/** The query string, cut to a sane size so a hostile URL cannot make the page do much work. */
export function boundedParams(url: URL): URLSearchParams {
  return new URLSearchParams(
    [...url.searchParams].slice(0, MAX_PARAMS).map(([name, value]) => [name, value.slice(0, 200)]),
  );
}

/**
 * Loader data of a calculator page: the inputs come from the query string, the result is
 * computed here and sent with the page, so it renders before any JavaScript. Invalid inputs
 * get status 400 and the same page, which shows each problem beside its field.
 */
export async function calculatorPageData(url: URL, slug: string | undefined) {
  const { page, trail } = requirePage(url);
  if (!slug || !isCalculatorSlug(slug)) throw data(null, { status: 404, statusText: "Not Found" });
  const calculator = await loadCalculator(slug);
  const params = boundedParams(url);
  const outcome = calculator.run(params);
  const payload: CalculatorPageData = {
    page,
    trail,
    slug,
    fields: calculator.fields,
    groups: calculator.groups,
    state: formState(calculator.fields, params),
    outcome: outcome.ok ? { ok: true, view: outcome.view } : outcome,
    guide: calculator.guide,
    related: pageLinks(calculator.guide.related),
  };
  return { payload, status: outcome.ok ? 200 : 400 };
}
