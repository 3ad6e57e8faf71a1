import type React from "react";
import { amountInWords, formatIndianNumber, parseAmount } from "#app/finance/money.ts";
import type { ChoiceFieldSpec, NumberFieldSpec, NumberUnit } from "#app/forms/fields.ts";

// Inputs of a calculator form. Each number has a typed field (the one the form submits, so the
// page works before JavaScript loads) and a slider kept in sync with it. The typed field takes
// the whole domain; the slider covers the common range.

type SliderRange = Pick<NumberFieldSpec, "sliderMin" | "sliderMax" | "step"> & { unit: NumberUnit };

const unitText: Record<string, { prefix?: string; suffix?: string }> = {
  rupees: { prefix: "₹" },
  percent: { suffix: "%" },
  years: { suffix: "years" },
  months: { suffix: "months" },
  count: {},
};

// Rupee ranges span several orders of magnitude (₹100 to ₹10 lakh), so their sliders step
// through round amounts on a roughly logarithmic ladder; percent and year sliders stay linear.
const mantissas = [1, 1.1, 1.2, 1.25, 1.5, 1.75, 2, 2.25, 2.5, 3, 3.5, 4, 4.5, 5, 6, 7, 7.5, 8, 9];
const ladders = new Map<string, number[]>();

function ladderFor(spec: SliderRange): number[] | null {
  if (spec.unit !== "rupees" || spec.sliderMax / Math.max(spec.sliderMin, spec.step) < 1000) return null;
  const key = `${spec.sliderMin}:${spec.sliderMax}:${spec.step}`;
  const cached = ladders.get(key);
  if (cached) return cached;
  const values = new Set<number>([spec.sliderMin]);
  for (let power = 0; 10 ** power <= spec.sliderMax; power++) {
    for (const mantissa of mantissas) {
      const value = Math.round(mantissa * 10 ** power * 100) / 100;
      if (
        value > spec.sliderMin &&
        value <= spec.sliderMax &&
        Math.abs(value / spec.step - Math.round(value / spec.step)) < 1e-9
      ) {
        values.add(value);
      }
    }
  }
  values.add(spec.sliderMax);
  const ladder = [...values].sort((a, b) => a - b);
  ladders.set(key, ladder);
  return ladder;
}

function toSlider(spec: SliderRange, value: number): number {
  const ladder = ladderFor(spec);
  if (!ladder) return value;
  let nearest = 0;
  for (const [index, step] of ladder.entries()) {
    if (Math.abs(step - value) < Math.abs((ladder[nearest] ?? 0) - value)) nearest = index;
  }
  return nearest;
}

function fromSlider(spec: SliderRange, position: number): number {
  const ladder = ladderFor(spec);
  return ladder ? (ladder[position] ?? spec.sliderMax) : position;
}

export function NumberField({
  name,
  spec,
  value,
  error,
  onChange,
  slider,
  suffixText,
  children,
}: {
  name: string;
  spec: Pick<NumberFieldSpec, "label" | "help" | "unit" | "defaultValue">;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  /** The slider's range (a tenure's changes with its years/months switch). */
  slider: SliderRange;
  suffixText?: string;
  /** Extra controls under the label row, e.g. the tenure's years/months switch. */
  children?: React.ReactNode;
}) {
  const id = `input-${name}`;
  const parsed = parseAmount(value);
  const sliderValue = Math.min(Math.max(parsed ?? spec.defaultValue, slider.sliderMin), slider.sliderMax);
  const { prefix, suffix: unitSuffix } = unitText[spec.unit] ?? {};
  const suffix = suffixText ?? unitSuffix;
  const ladder = ladderFor(slider);
  const describedBy = [
    spec.help ? `${id}-help` : "",
    error ? `${id}-error` : "",
    spec.unit === "rupees" ? `${id}-words` : "",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className="font-medium">
          {spec.label}
        </label>
        <div
          className={`flex items-center rounded-lg border bg-surface px-2 focus-within:outline-3 focus-within:outline-brand ${
            error ? "border-red-600" : "border-border"
          }`}
        >
          {prefix ? (
            <span className="text-muted" aria-hidden="true">
              {prefix}
            </span>
          ) : null}
          <input
            id={id}
            name={name}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            className="w-32 bg-transparent px-1 py-1.5 text-right font-semibold tabular-nums outline-none"
          />
          {suffix ? (
            <span className="pl-1 text-sm text-muted" aria-hidden="true">
              {suffix}
            </span>
          ) : null}
        </div>
      </div>
      {children}
      <input
        type="range"
        min={ladder ? 0 : slider.sliderMin}
        max={ladder ? ladder.length - 1 : slider.sliderMax}
        step={ladder ? 1 : slider.step}
        value={toSlider(slider, sliderValue)}
        onChange={(event) => onChange(String(fromSlider(slider, Number(event.target.value))))}
        aria-label={`${spec.label} slider`}
        aria-valuetext={`${prefix ?? ""}${formatIndianNumber(sliderValue, { decimals: slider.step < 1 ? 2 : 0 })}${suffix ? ` ${suffix}` : ""}`}
        className="js-only w-full accent-[var(--color-brand)]"
      />
      {spec.unit === "rupees" && parsed !== null ? (
        <p id={`${id}-words`} className="text-sm text-muted">
          {amountInWords(parsed)}
        </p>
      ) : null}
      {spec.help ? (
        <p id={`${id}-help`} className="text-sm text-muted">
          {spec.help}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function ChoiceField({
  name,
  spec,
  value,
  error,
  onChange,
}: {
  name: string;
  spec: ChoiceFieldSpec;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const id = `input-${name}`;
  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="font-medium">{spec.label}</legend>
      <div className="flex flex-wrap gap-2">
        {spec.options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-border px-3 py-2 text-sm has-[:checked]:border-brand has-[:checked]:bg-subtle has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="accent-[var(--color-brand)]"
            />
            {option.label}
          </label>
        ))}
      </div>
      {spec.help ? <p className="text-sm text-muted">{spec.help}</p> : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
