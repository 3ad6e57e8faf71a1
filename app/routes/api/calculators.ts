import { calculatorDefinitions } from "~/calculators/index.ts";
import { runCalculator, tableCsv } from "~/calculators/run.ts";
import { calculators, getCalculator } from "~/content/calculators.ts";
import { type InputSpec, isCalculatorSlug } from "~/finance/index.ts";
import { json } from "~/server/request.server.ts";
import type { Route } from "./+types/calculators";

// GET /api/calculators: every calculator with its input schema.
// GET /api/calculators/{id}?<inputs>: 200 {inputs, result}; 400 {error, issues}; 404 for an unknown id.
// Add format=csv (and table=N) for a table of the result as CSV. Documented in docs/api.md.

function describeInput(spec: InputSpec) {
  const base = { name: spec.name, label: spec.label, description: spec.help ?? spec.label };
  if (spec.unit === "choice") {
    return { ...base, type: "choice", unit: null, options: spec.options, default: spec.defaultValue };
  }
  return {
    ...base,
    type: "number",
    unit: spec.unit,
    min: spec.min,
    max: spec.max,
    step: spec.step,
    default: spec.defaultValue,
  };
}

const cache = { "Cache-Control": "public, max-age=300" };

export function loader({ params, url }: Route.LoaderArgs) {
  const slug = params.slug;
  if (slug === undefined) {
    return json(
      {
        calculators: calculators.map((card) => ({
          id: card.slug,
          title: card.title,
          description: card.description,
          path: card.path,
          inputs: calculatorDefinitions[card.slug].inputs.map(describeInput),
        })),
      },
      200,
      cache,
    );
  }
  if (!isCalculatorSlug(slug) || !getCalculator(slug)) {
    return json({ error: `Unknown calculator '${slug}'. GET /api/calculators lists them.` }, 404);
  }
  const definition = calculatorDefinitions[slug];
  const record = Object.fromEntries(url.searchParams);
  const outcome = runCalculator(definition, record);
  if (!outcome.ok) {
    return json({ error: "Invalid input", issues: outcome.issues }, 400);
  }
  if (record.format === "csv") {
    const index = Number(record.table ?? 0);
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
