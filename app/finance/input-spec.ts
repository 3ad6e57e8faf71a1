/** Units a numeric input is measured in; the UI picks a prefix/suffix and formatter from this. */
export type NumericUnit = "rupees" | "percent" | "years" | "months" | "count";

/** A slider or number box. Ranges here are for the UI and URL parsing; calculators accept wider ranges. */
export interface NumberInputSpec<Name extends string = string> {
  readonly name: Name;
  readonly label: string;
  readonly unit: NumericUnit;
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly defaultValue: number;
  readonly help?: string;
}

export interface ChoiceOption {
  readonly value: string;
  readonly label: string;
}

/** A select or radio group; `defaultValue` is one of the option values. */
export interface ChoiceInputSpec<Name extends string = string> {
  readonly name: Name;
  readonly label: string;
  readonly unit: "choice";
  readonly options: readonly ChoiceOption[];
  readonly defaultValue: string;
  readonly help?: string;
}

export type InputSpec<Name extends string = string> = NumberInputSpec<Name> | ChoiceInputSpec<Name>;
