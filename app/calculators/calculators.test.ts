import { describe, expect, test } from "vitest";
import { calculatorGuides } from "~/content/calculator-guides.ts";
import { calculatorSlugs } from "~/content/calculators.ts";
import { getSitePage } from "~/content/site-pages.ts";
import { parseCashFlows, sampleCashFlows, xirrFromText } from "./cash-flows.ts";
import { calculatorDefinitions } from "./index.ts";
import { formValues, inputIssues, queryForValues, runCalculator, tableCsv } from "./run.ts";
import { sipCalculator } from "./sip.ts";

describe("calculator definitions", () => {
  test.each(calculatorSlugs)("%s runs with its defaults and describes its result", (slug) => {
    const definition = calculatorDefinitions[slug];
    const outcome = runCalculator(definition, {});
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.view.headline.length).toBeGreaterThan(20);
    expect(outcome.view.summary.length).toBeGreaterThan(0);
    expect(outcome.view.tables.length).toBeGreaterThan(0);
    for (const table of outcome.view.tables) {
      for (const row of table.rows) expect(row).toHaveLength(table.columns.length);
    }
    if (outcome.view.chart) {
      for (const series of outcome.view.chart.series) {
        expect(series.values).toHaveLength(outcome.view.chart.labels.length);
      }
    }
    expect(calculatorGuides[slug].formula.length).toBeGreaterThan(0);
    for (const path of calculatorGuides[slug].related) expect(getSitePage(path), path).toBeDefined();
  });

  test("every input group names real inputs, and every input is in a group", () => {
    for (const definition of Object.values(calculatorDefinitions)) {
      if (!definition.inputGroups) continue;
      const grouped = definition.inputGroups.flatMap((group) => group.names).sort();
      expect(grouped).toEqual(definition.inputs.map((spec) => spec.name).sort());
    }
  });
});

describe("running a calculator from a query string", () => {
  test("SIP of ₹5,000 a month at 12% for 10 years is ₹11,61,695, the platforms' figure", () => {
    const outcome = runCalculator(sipCalculator, {
      monthlyInvestment: "5,000",
      annualReturn: "12",
      years: "10",
    });
    expect(outcome.ok && outcome.view.summary.find((item) => item.label === "Future value")?.value).toBe(
      1_161_695,
    );
  });

  test("reports every invalid field, not just the first", () => {
    const issues = inputIssues(sipCalculator.inputs, "sip", { monthlyInvestment: "abc", years: "99" });
    expect(issues.map((issue) => issue.field)).toEqual(["monthlyInvestment", "years"]);
    expect(issues[1]?.message).toBe("Investment period must be between 1 and 40 years");
  });

  test("home loan EMI of ₹50 lakh at 8.5% for 20 years is ₹43,391", () => {
    const outcome = runCalculator(calculatorDefinitions["home-emi"], {
      loanAmount: "5000000",
      annualRate: "8.5",
      tenureYears: "20",
    });
    expect(outcome.ok && outcome.view.summary[0]?.value).toBe(43_391);
  });

  test("the URL keeps only values that differ from the defaults", () => {
    expect(queryForValues(sipCalculator.inputs, formValues(sipCalculator.inputs, {}))).toBe("");
    expect(
      queryForValues(sipCalculator.inputs, { ...formValues(sipCalculator.inputs, {}), years: "15" }),
    ).toBe("?years=15");
  });

  test("CSV has a header and raw numbers, quoted text and CRLF lines", () => {
    const csv = tableCsv({
      caption: "t",
      columns: [
        { label: "Year", kind: "number" },
        { label: "Note", kind: "text" },
      ],
      rows: [[1, 'say "hi"']],
    });
    expect(csv).toBe('"Year","Note"\r\n1,"say ""hi"""\r\n');
  });
});

describe("XIRR cash flows", () => {
  test("matches the spreadsheet XIRR documentation example (37.34%)", () => {
    const text = "2008-01-01, -10000\n01-03-2008, 2750\n2008-10-30, 4250\n2009-02-15, 3250\n2009-04-01, 2750";
    const result = xirrFromText(text);
    expect(result.ok && result.value.rate).toBeCloseTo(37.336, 2);
  });

  test("reads Indian DD-MM-YYYY dates and grouped amounts", () => {
    const parsed = parseCashFlows("01-04-2024, -1,00,000\n31/03/2025 1,10,000");
    expect(parsed.ok && parsed.value).toEqual([
      { date: "2024-04-01", amount: -100_000 },
      { date: "2025-03-31", amount: 110_000 },
    ]);
  });

  test("explains a bad line or flows with no solution", () => {
    const bad = xirrFromText("yesterday, 100");
    expect(!bad.ok && bad.error.message).toMatch(/Line 1 must be a date and an amount/);
    const noSolution = xirrFromText("2024-01-01, -100\n2025-01-01, -100");
    expect(noSolution.ok).toBe(false);
    expect(xirrFromText(sampleCashFlows).ok).toBe(true);
  });
});
