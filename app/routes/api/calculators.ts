import { boundedParams } from "#app/features/calculators/calculator-page.server.ts";
import { tableCsv } from "#app/features/calculators/define.ts";
import { calculatorList, isCalculatorSlug, loadCalculator } from "#app/features/calculators/registry.ts";
import type { FieldSpec } from "#app/forms/fields.ts";
import { TENURE_MONTHS_PARAM } from "#app/forms/fields.ts";
import { json } from "#app/platform/request.server.ts";
import type { Route } from "./+types/calculators";

// GET /api/calculators: every calculator with its input schema.
// GET /api/calculators/{id}?<inputs>: 200 {inputs, result}; 400 {error, issues}; 404 for an unknown id.
// Add format=csv (and table=N) for a table of the result as CSV. Documented in docs/api.md.

/** One input as the API documents it: `min`/`max` are the accepted domain, the slider's range beside. */
function describeInput(name: string, spec: FieldSpec) {
  const base = { name, label: spec.label, description: spec.help ?? spec.label };
  switch (spec.kind) {
    case "choice":
      return { ...base, type: "choice", unit: null, options: spec.options, default: spec.defaultValue };
    case "number":
      return {
        ...base,
        type: "number",
        unit: spec.unit,
        min: spec.min,
        max: spec.max,
        sliderMin: spec.sliderMin,
        sliderMax: spec.sliderMax,
        step: spec.step,
        ...(spec.integer ? { integer: true } : {}),
        ...(spec.optional ? { optional: true } : {}),
        default: spec.optional ? null : spec.defaultValue,
      };
    case "tenure":
      return {
        ...base,
        type: "number",
        unit: "years",
        min: spec.minMonths / 12,
        max: spec.maxMonths / 12,
        sliderMin: 1,
        sliderMax: spec.sliderMaxYears,
        step: 1,
        default: spec.defaultMonths / 12,
        alternative: {
          name: TENURE_MONTHS_PARAM,
          unit: "months",
          min: spec.minMonths,
          max: spec.maxMonths,
          integer: true,
        },
      };
    case "flows":
      return {
        ...base,
        type: "list",
        format: `${name}=YYYY-MM-DD:amount, repeated (money invested negative)`,
        maxItems: spec.maxRows,
        default: spec.defaultValue.map((flow) => `${flow.date}:${flow.amount}`),
      };
    case "lots":
      return {
        ...base,
        type: "list",
        format: `${name}=quantity:price, repeated`,
        maxItems: spec.maxRows,
        default: spec.defaultValue.map((lot) => `${lot.quantity}:${lot.price}`),
      };
  }
}

const cache = { "Cache-Control": "public, max-age=300" };

export async function loader({ params, url }: Route.LoaderArgs) {
  const slug = params.slug;
  if (slug === undefined) {
    const calculators = await Promise.all(
      calculatorList.map(async (card) => {
        const calculator = await loadCalculator(card.slug);
        return {
          id: card.slug,
          title: card.title,
          description: card.description,
          path: card.path,
          inputs: Object.entries(calculator.fields).map(([name, spec]) => describeInput(name, spec)),
        };
      }),
    );
    return json({ calculators }, 200, cache);
  }
  if (!isCalculatorSlug(slug)) {
    return json({ error: `Unknown calculator '${slug}'. GET /api/calculators lists them.` }, 404);
  }
  const calculator = await loadCalculator(slug);
  const query = boundedParams(url);
  const outcome = calculator.run(query);
  if (!outcome.ok) {
    return json({ error: "Invalid input", issues: outcome.issues }, 400);
  }
  if (query.get("format") === "csv") {
    const index = Number(query.get("table") ?? 0);
    const table = outcome.view.tables[Number.isInteger(index) ? index : -1];
    if (!table)
      return json(
        {
          error: `This calculator has ${outcome.view.tables.length} table(s); table must be 0 to ${outcome.view.tables.length - 1}.`,
        },
        400,
      );
    const fileName = `${slug}-${table.caption
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")}.csv`;
    return new Response(tableCsv(table), {
      status: 200,
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${fileName}"`,
        ...cache,
      },
    });
  }
  return json(
    { id: slug, inputs: outcome.inputs, result: outcome.result, summary: outcome.view.headline },
    200,
    cache,
  );
}
