import { useEffect, useState } from "react";
import type { FinanceError } from "#app/finance/result.ts";
import { paramsFromState, queryString } from "#app/forms/form-state.ts";
import type { InputGroup } from "#app/forms/view.ts";
import { FormField } from "#app/ui/form-field.tsx";

export { FormButtons } from "#app/ui/form-buttons.tsx";

import { type ToolFieldSpec, type ToolFields, type ToolFormState, toolFormState } from "../tool-fields.ts";

// A tool page's form: its state kept in the URL, fields in their groups, the problem list and
// the buttons. Like the calculators, each tool is a GET form (works before JavaScript) whose
// result is recomputed in the browser afterwards, with the shared form kit (app/forms).

/** The URL parameters of a form's values (values equal to their default are left out). */
export function toolParams(fields: ToolFields, values: ToolFormState): URLSearchParams {
  return paramsFromState(fields, values);
}

/**
 * Form values for a tool page, starting from the server's. `sync` keeps the address bar in
 * step without a navigation (which would rerun the loader); pass false to update it yourself.
 */
export function useToolValues(fields: ToolFields, initial: ToolFormState, path: string, sync = true) {
  const [values, setValues] = useState(initial);
  const search = queryString(toolParams(fields, values));
  useEffect(() => {
    if (sync) replaceUrl(`${path}${search}`);
  }, [sync, path, search]);
  return {
    values,
    setValue: (name: string, value: string) => setValues((current) => ({ ...current, [name]: value })),
    setValues,
    reset: () => setValues(defaultValues(fields)),
  };
}

/** The values of a form nobody has touched. */
export function defaultValues(fields: ToolFields): ToolFormState {
  return toolFormState(fields, new URLSearchParams());
}

export function replaceUrl(next: string) {
  if (`${window.location.pathname}${window.location.search}` !== next) {
    window.history.replaceState(window.history.state, "", next);
  }
}

export function ToolField({
  name,
  spec,
  value,
  issues,
  onChange,
}: {
  name: string;
  spec: ToolFieldSpec;
  value: string;
  issues: readonly FinanceError[];
  onChange: (name: string, value: string) => void;
}) {
  return (
    <FormField
      name={name}
      spec={spec}
      value={value}
      error={issues.find((issue) => issue.field === name)?.message}
      onChange={(next) => typeof next === "string" && onChange(name, next)}
    />
  );
}

/** A form's fields under the headings of their groups. */
export function ToolFieldGroups<F extends ToolFields>({
  fields,
  groups,
  values,
  issues,
  onChange,
}: {
  fields: F;
  groups: readonly InputGroup<keyof F & string>[];
  values: ToolFormState;
  issues: readonly FinanceError[];
  onChange: (name: string, value: string) => void;
}) {
  return groups.map((group) => (
    <fieldset key={group.title} className="space-y-5">
      <legend className="mb-3 text-lg font-bold">{group.title}</legend>
      {group.names.map((name) => {
        const spec = fields[name];
        return spec ? (
          <ToolField
            key={name}
            name={name}
            spec={spec}
            value={values[name] ?? ""}
            issues={issues}
            onChange={onChange}
          />
        ) : null;
      })}
    </fieldset>
  ));
}

/** Hidden copies of another form's values, so a GET submit without JavaScript keeps them in the URL. */
export function HiddenValues({ fields, values }: { fields: ToolFields; values: ToolFormState }) {
  return (
    <>
      {[...toolParams(fields, values)].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

export function IssueList({
  issues,
  prefix = "input",
}: {
  issues: readonly FinanceError[];
  prefix?: string;
}) {
  if (issues.length === 0) return null;
  return (
    <div role="alert" className="rounded-xl border border-red-600 p-4 text-red-800 dark:text-red-300">
      <p className="font-semibold">Please check these inputs:</p>
      <ul className="mt-1 list-disc pl-5">
        {issues.map((issue) => (
          <li key={`${issue.field}:${issue.message}`}>
            <a href={`#${prefix}-${issue.field}`} className="underline">
              {issue.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
