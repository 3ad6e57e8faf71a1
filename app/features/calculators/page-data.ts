import type { SitePage } from "#app/content/site-pages.ts";
import type { FinanceError } from "#app/finance/index.ts";
import type { Fields } from "#app/forms/fields.ts";
import type { FormState } from "#app/forms/form-state.ts";
import type { CalculatorGuide, CalculatorView, InputGroup } from "#app/forms/view.ts";
import type { CalculatorSlug } from "./registry.ts";

/** What a calculator page's loader sends: the form as typed, and the computed view or the issues. */
export interface CalculatorPageData {
  page: SitePage;
  trail: Pick<SitePage, "path" | "title">[];
  slug: CalculatorSlug;
  fields: Fields;
  groups: readonly InputGroup[];
  state: FormState;
  outcome: { ok: true; view: CalculatorView } | { ok: false; issues: FinanceError[] };
  guide: CalculatorGuide;
  related: { path: string; title: string }[];
}
