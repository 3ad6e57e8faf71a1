import type { FieldSpec } from "#app/forms/fields.ts";
import type { FieldState } from "#app/forms/form-state.ts";
import { RowsField, TenureField } from "./compound-fields.tsx";
import { ChoiceField, NumberField } from "./input-fields.tsx";

// One field of a calculator or tool form, drawn by its kind: an amount, rate or count with its
// slider, a choice, a tenure in years or months, or rows of cash flows or lots.

/** The field for `spec`; a value of the wrong shape for its kind draws nothing. */
export function FormField({
  name,
  spec,
  value,
  error,
  onChange,
}: {
  name: string;
  spec: FieldSpec;
  value: FieldState;
  error?: string;
  onChange: (value: FieldState) => void;
}) {
  switch (spec.kind) {
    case "number":
      return typeof value === "string" ? (
        <NumberField name={name} spec={spec} slider={spec} value={value} error={error} onChange={onChange} />
      ) : null;
    case "choice":
      return typeof value === "string" ? (
        <ChoiceField name={name} spec={spec} value={value} error={error} onChange={onChange} />
      ) : null;
    case "tenure":
      return typeof value === "object" && !Array.isArray(value) ? (
        <TenureField name={name} spec={spec} value={value} error={error} onChange={onChange} />
      ) : null;
    case "flows":
    case "lots":
      return Array.isArray(value) ? (
        <RowsField name={name} spec={spec} rows={value} error={error} onChange={onChange} />
      ) : null;
  }
}
