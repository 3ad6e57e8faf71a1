import type { CalculatorInputs, CalculatorSlug, FinanceResult, InputSpec } from "~/finance/index.ts";

// What a calculator page shows for one set of inputs, as plain data: the page renders it, the
// API returns the result beside it, and the CSV download is built from its tables. Values stay
// numbers here; the UI formats them by kind.

export type ValueKind = "rupees" | "percent" | "number" | "text" | "months";

export interface ViewColumn {
  label: string;
  kind: ValueKind;
}

export interface ViewTable {
  /** Used for the table caption and the CSV file name. */
  caption: string;
  columns: ViewColumn[];
  rows: (number | string)[][];
}

export interface SummaryItem {
  label: string;
  value: number | string;
  kind: ValueKind;
  /** The one or two figures the page leads with. */
  highlight?: boolean;
  detail?: string;
}

export interface ChartSeries {
  name: string;
  values: number[];
}

export interface ChartSpec {
  /** "stacked" bars add up (invested + gains); "grouped" bars compare side by side; "line" for paths. */
  kind: "stacked" | "grouped" | "line";
  title: string;
  labels: string[];
  series: ChartSeries[];
  valueKind: ValueKind;
}

export interface CalculatorView {
  /** One sentence that states the answer, read out by screen readers when it changes. */
  headline: string;
  summary: SummaryItem[];
  chart?: ChartSpec;
  tables: ViewTable[];
  notes: string[];
}

/** How the inputs are laid out on the page: groups of field names under a heading. */
export interface InputGroup {
  title: string;
  names: string[];
}

export interface CalculatorDefinition<S extends CalculatorSlug = CalculatorSlug, R = unknown> {
  slug: S;
  inputs: readonly InputSpec[];
  inputGroups?: InputGroup[];
  calculate(input: CalculatorInputs[S]): FinanceResult<R>;
  present(result: R, input: CalculatorInputs[S]): CalculatorView;
}

export function defineCalculator<S extends CalculatorSlug, R>(
  definition: CalculatorDefinition<S, R>,
): CalculatorDefinition<S, R> {
  return definition;
}
