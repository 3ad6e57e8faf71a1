import type { AssetClass } from "#app/finance/allocation-rules.ts";
import type { FinanceError } from "#app/finance/result.ts";
import type { ChoiceFieldSpec, NumberFieldSpec } from "#app/forms/fields.ts";
import { formState } from "#app/forms/form-state.ts";

// What the tools share on top of the calculators' fields: their forms hold only numbers and
// choices, so a form's state is plain text per field, and a mix of percentages must add up.

export type ToolFieldSpec = NumberFieldSpec | ChoiceFieldSpec;
export type ToolFields = Readonly<Record<string, ToolFieldSpec>>;

/** A tool form's text as typed, one string per field. */
export type ToolFormState = Record<string, string>;

/** The form as the URL describes it (defaults filled in, invalid text kept to be corrected). */
export function toolFormState(fields: ToolFields, params: URLSearchParams): ToolFormState {
  const state: ToolFormState = {};
  for (const [name, value] of Object.entries(formState(fields, params))) {
    if (typeof value === "string") state[name] = value;
  }
  return state;
}

/** Percentages of a mix must add up to 100 (to a hundredth of a percent). */
export function mixTotalIssue(field: string, parts: readonly number[], names: string): FinanceError[] {
  const total = parts.reduce((sum, part) => sum + part, 0);
  if (Math.abs(total - 100) < 0.005) return [];
  const shown = Math.round(total * 100) / 100;
  return [{ field, message: `${names} must add up to 100% (they add up to ${shown}%)` }];
}

/** The asset classes' names on every tool page, its fields and its tables. */
export const assetClassLabels: Record<AssetClass, string> = {
  equity: "Equity",
  debt: "Debt",
  gold: "Gold",
  cash: "Cash",
};
