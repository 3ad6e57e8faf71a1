import type { RichText } from "#app/content/types.ts";

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
  /** Official pages behind the figures used (statutory rates), listed under the results. */
  sources?: { title: string; url: string }[];
}

/** "How it is calculated" under the page: the formula, the assumptions and what to read next. */
export interface CalculatorGuide {
  formula: RichText[];
  assumptions: RichText[];
  /** Paths of pages in the page table. */
  related: string[];
}

/** How the inputs are laid out on the page: groups of field names under a heading. */
export interface InputGroup<Name extends string = string> {
  title: string;
  names: readonly Name[];
}
