import { data } from "react-router";
import { withFacts } from "#app/content/facts/resolve.ts";
import { type ToolGuideId, toolGuides } from "#app/content/tool-guides.ts";
import { boundedParams } from "#app/features/calculators/index.server.ts";
import { pageLinks, requirePage } from "#app/platform/page-loader.server.ts";
import type { ToolPageData } from "./page-data.ts";
import { type ToolFields, toolFormState } from "./tool-fields.ts";

type Parse = (params: URLSearchParams) => { ok: boolean };

// Resolved once: the guides only change with a deploy.
const resolvedGuides = withFacts(toolGuides);

/** Page, breadcrumb trail, the form as the URL gives it and the tool's further reading. */
export function toolPagePayload(
  url: URL,
  guide: ToolGuideId | ToolGuideId[],
  fields: ToolFields,
): ToolPageData {
  const { page, trail } = requirePage(url);
  const related = [
    ...new Set((Array.isArray(guide) ? guide : [guide]).flatMap((id) => toolGuides[id].related)),
  ];
  return {
    page,
    trail,
    state: toolFormState(fields, boundedParams(url)),
    related: pageLinks(related.filter((path) => path !== page.path)),
    guides: resolvedGuides,
  };
}

/**
 * Loader data of a tool page whose result the page computes from its form (on the server for
 * the first render and before JavaScript, in the browser as inputs change). Invalid inputs
 * answer 400 with the same page, which explains each problem beside its field.
 */
export function toolPageData(
  url: URL,
  guide: ToolGuideId | ToolGuideId[],
  fields: ToolFields,
  parsers: readonly Parse[],
) {
  const payload = toolPagePayload(url, guide, fields);
  const params = boundedParams(url);
  return parsers.every((parse) => parse(params).ok) ? payload : data(payload, { status: 400 });
}
