import { describe, expect, test } from "vitest";
import { count, type InputOf, optional, percent, rupees } from "./fields.ts";
import { formState, paramsFromState, queryString } from "./form-state.ts";
import { parseInputs } from "./parse.ts";

// The parse step's two extensions for the tools: optional numbers (empty means none) and rules
// between fields that report together with the fields' own issues.

const fields = {
  paths: count({
    label: "Paths",
    min: 100,
    max: 1_000,
    sliderMin: 100,
    sliderMax: 1_000,
    step: 100,
    defaultValue: 500,
    integer: true,
  }),
  equity: percent({
    label: "Equity",
    min: 0,
    max: 100,
    sliderMin: 0,
    sliderMax: 100,
    step: 5,
    defaultValue: 60,
  }),
  debt: percent({ label: "Debt", min: 0, max: 100, sliderMin: 0, sliderMax: 100, step: 5, defaultValue: 40 }),
  goal: optional(
    rupees({
      label: "Goal",
      min: 1_000,
      sliderMin: 1_000,
      sliderMax: 10_000_000,
      step: 1_000,
      defaultValue: 500_000,
    }),
  ),
};

// Types: an optional number is number | null, the others stay number.
const typed: InputOf<typeof fields> = { paths: 100, equity: 50, debt: 50, goal: null };

function mixRule(parsed: Partial<InputOf<typeof fields>>) {
  if (parsed.equity === undefined || parsed.debt === undefined) return [];
  return parsed.equity + parsed.debt === 100
    ? []
    : [{ field: "equity", message: "Equity and debt must add up to 100%" }];
}

const parse = (query: string) => parseInputs(fields, new URLSearchParams(query), mixRule);

describe("optional numbers", () => {
  test("empty or missing is null, not the default; a value is checked against the domain", () => {
    expect(typed.goal).toBeNull();
    expect(parse("")).toEqual({ ok: true, value: { paths: 500, equity: 60, debt: 40, goal: null } });
    expect(parse("goal=")).toMatchObject({ ok: true, value: { goal: null } });
    expect(parse("goal=%20%20")).toMatchObject({ ok: true, value: { goal: null } });
    expect(parse("goal=12L")).toMatchObject({ ok: true, value: { goal: 1_200_000 } });
    expect(parse("goal=500")).toEqual({
      ok: false,
      issues: [{ field: "goal", message: "Goal must be between ₹1,000 and ₹100 crore" }],
    });
    expect(parse("goal=soon")).toEqual({
      ok: false,
      issues: [{ field: "goal", message: "Goal must be a number" }],
    });
  });

  test("the form starts empty and the URL leaves an empty optional field out, but keeps its default's value", () => {
    const state = formState(fields, new URLSearchParams());
    expect(state.goal).toBe("");
    expect(queryString(paramsFromState(fields, state))).toBe("");
    // 500000 is the slider's resting place, not a default value: typed in, it is a goal.
    expect(queryString(paramsFromState(fields, { ...state, goal: "500000" }))).toBe("?goal=500000");
    expect(formState(fields, new URLSearchParams("goal=500000")).goal).toBe("500000");
  });
});

describe("rules between fields", () => {
  test("run on the fields that parsed, so their issue comes with the fields' own", () => {
    expect(parse("paths=50&equity=70")).toEqual({
      ok: false,
      issues: [
        { field: "paths", message: "Paths must be between 100 and 1,000" },
        { field: "equity", message: "Equity and debt must add up to 100%" },
      ],
    });
  });

  test("say nothing about fields that did not parse", () => {
    expect(parse("equity=lots&debt=70")).toEqual({
      ok: false,
      issues: [{ field: "equity", message: "Equity must be a number" }],
    });
  });

  test("alone refuse an input whose fields are each fine", () => {
    expect(parse("equity=70&debt=40")).toEqual({
      ok: false,
      issues: [{ field: "equity", message: "Equity and debt must add up to 100%" }],
    });
    expect(parse("equity=70&debt=30").ok).toBe(true);
  });
});
