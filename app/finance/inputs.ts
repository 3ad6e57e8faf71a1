// Input specs for every calculator (UI sliders, URL query strings, server checks), and
// parsing of query-string records into each calculator's typed input.
import type { AveragingInput } from "./averaging.ts";
import { averagingInputs } from "./averaging.ts";
import type { GoalInput } from "./goal.ts";
import { goalInputs } from "./goal.ts";
import type { IncomeTaxInput } from "./income-tax.ts";
import { incomeTaxInputs } from "./income-tax.ts";
import type { InflationInput } from "./inflation.ts";
import { inflationInputs } from "./inflation.ts";
import type { InputSpec, NumberInputSpec } from "./input-spec.ts";
import type { LoanEmiInput } from "./loan-emi.ts";
import { carLoanInputs, homeLoanInputs } from "./loan-emi.ts";
import type { PrepaymentInput } from "./loan-prepayment.ts";
import { prepaymentInputs } from "./loan-prepayment.ts";
import type { LumpsumInput } from "./lumpsum.ts";
import { lumpsumInputs } from "./lumpsum.ts";
import { parseAmount } from "./money.ts";
import type { RentVsBuyInput } from "./rent-vs-buy.ts";
import { rentVsBuyInputs } from "./rent-vs-buy.ts";
import { type FinanceResult, fail, ok } from "./result.ts";
import type { ReturnInput } from "./returns.ts";
import { returnInputs } from "./returns.ts";
import type { RiskAnswers } from "./risk-tolerance.ts";
import { riskToleranceInputs } from "./risk-tolerance.ts";
import type { SipInput } from "./sip.ts";
import { sipInputs } from "./sip.ts";
import { describeBound, unitSuffix } from "./validate.ts";

export type { ChoiceInputSpec, ChoiceOption, InputSpec, NumberInputSpec, NumericUnit } from "./input-spec.ts";

/** The typed input each calculator page passes to its calculate function. */
export interface CalculatorInputs {
  sip: SipInput;
  lumpsum: LumpsumInput;
  goal: GoalInput;
  tax: IncomeTaxInput;
  averaging: AveragingInput;
  return: ReturnInput;
  inflation: InflationInput;
  "risk-tolerance": RiskAnswers;
  "home-emi": LoanEmiInput;
  "car-emi": LoanEmiInput;
  "loan-repayment": PrepaymentInput;
  "rent-vs-buy": RentVsBuyInput;
}

export type CalculatorSlug = keyof CalculatorInputs;

export const calculatorInputSpecs: {
  readonly [S in CalculatorSlug]: readonly InputSpec<keyof CalculatorInputs[S] & string>[];
} = {
  sip: sipInputs,
  lumpsum: lumpsumInputs,
  goal: goalInputs,
  tax: incomeTaxInputs,
  averaging: averagingInputs,
  return: returnInputs,
  inflation: inflationInputs,
  "risk-tolerance": riskToleranceInputs,
  "home-emi": homeLoanInputs,
  "car-emi": carLoanInputs,
  "loan-repayment": prepaymentInputs,
  "rent-vs-buy": rentVsBuyInputs,
};

export const calculatorSlugs = Object.keys(calculatorInputSpecs) as CalculatorSlug[];

export function isCalculatorSlug(value: string): value is CalculatorSlug {
  return Object.hasOwn(calculatorInputSpecs, value);
}

function rangeMessage(spec: NumberInputSpec): string {
  const range = `between ${describeBound(spec.min, spec.unit)} and ${describeBound(spec.max, spec.unit)}`;
  return `${spec.label} must be ${range}${unitSuffix(spec.unit)}`;
}

/** One query-string value against its spec; missing or empty means the default. */
function parseOne(spec: InputSpec, raw: string | undefined): FinanceResult<number | string> {
  const text = raw?.trim() ?? "";
  if (text === "") return ok(spec.defaultValue);
  if (spec.unit === "choice") {
    if (spec.options.some((option) => option.value === text)) return ok(text);
    // Questionnaire labels are questions, so they read better as a prompt.
    if (spec.label.endsWith("?")) return fail(spec.name, `Please answer: ${spec.label}`);
    const allowed = spec.options.map((option) => option.label).join(", ");
    return fail(spec.name, `${spec.label} must be one of: ${allowed}`);
  }
  const value = parseAmount(text);
  if (value === null) return fail(spec.name, `${spec.label} must be a number`);
  if (value < spec.min || value > spec.max) return fail(spec.name, rangeMessage(spec));
  return ok(value);
}

/**
 * Reads a calculator's inputs from a query-string record: coerces numbers ("10,000", "12.5",
 * "5L"), uses the default for anything missing, and reports the first out-of-range field.
 */
export function parseCalculatorInputs<S extends CalculatorSlug>(
  slug: S,
  record: Readonly<Record<string, string | undefined>>,
): FinanceResult<CalculatorInputs[S]> {
  const specs: readonly InputSpec[] = calculatorInputSpecs[slug];
  const values: Record<string, number | string> = {};
  for (const spec of specs) {
    const parsed = parseOne(spec, record[spec.name]);
    if (!parsed.ok) return parsed;
    values[spec.name] = parsed.value;
  }
  // Safe: every field of the input type has a spec (checked by the inputs tests) and each value matched its spec.
  return ok(values as unknown as CalculatorInputs[S]);
}

/** The defaults of a calculator as its typed input, for a first render. */
export function defaultCalculatorInputs<S extends CalculatorSlug>(slug: S): CalculatorInputs[S] {
  const parsed = parseCalculatorInputs(slug, {});
  if (!parsed.ok) throw new Error(`Invalid default for ${slug}: ${parsed.error.message}`);
  return parsed.value;
}
