import { describe, expect, test } from "vitest";
import { getSitePage } from "#app/content/site-pages.ts";
import { formState, paramsFromState, queryString } from "#app/forms/form-state.ts";
import type { CalculatorView } from "#app/forms/view.ts";
import type { CalculatorOutcome } from "./define.ts";
import { calculatorList, calculatorRegistry, loadCalculator } from "./registry.ts";

async function run(slug: Parameters<typeof loadCalculator>[0], query: string): Promise<CalculatorOutcome> {
  return (await loadCalculator(slug)).run(new URLSearchParams(query));
}

async function view(slug: Parameters<typeof loadCalculator>[0], query: string): Promise<CalculatorView> {
  const outcome = await run(slug, query);
  if (!outcome.ok) throw new Error(outcome.issues.map((issue) => issue.message).join("; "));
  return outcome.view;
}

const summary = (result: CalculatorView, label: string) =>
  result.summary.find((item) => item.label === label)?.value;

async function result(slug: Parameters<typeof loadCalculator>[0], query: string) {
  const outcome = await run(slug, query);
  if (!outcome.ok) throw new Error(outcome.issues.map((issue) => issue.message).join("; "));
  return outcome.result as Record<string, unknown>;
}

async function issues(slug: Parameters<typeof loadCalculator>[0], query: string) {
  const outcome = await run(slug, query);
  return outcome.ok ? [] : outcome.issues;
}

describe("the registry", () => {
  test("lists every calculator of the brief, each a page in the page table", () => {
    // The brief's section 2 calculators; the catalog may add more (the brokerage calculator).
    const brief = [
      "sip",
      "lumpsum",
      "goal",
      "tax",
      "averaging",
      "return",
      "inflation",
      "risk-tolerance",
    ].concat(["home-emi", "car-emi", "loan-repayment", "rent-vs-buy"]);
    expect(calculatorList.map((card) => card.slug)).toEqual(expect.arrayContaining(brief));
    for (const card of calculatorList) {
      expect(card.path).toBe(`/calculators/${card.slug}`);
      expect(getSitePage(card.path)?.title).toBe(card.title);
    }
  });

  test.each(Object.keys(calculatorRegistry) as (keyof typeof calculatorRegistry)[])(
    "%s runs with its defaults and describes its result",
    async (slug) => {
      const calculator = await loadCalculator(slug);
      const outcome = calculator.run(new URLSearchParams());
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
      expect(calculator.guide.formula.length).toBeGreaterThan(0);
      for (const path of calculator.guide.related) expect(getSitePage(path), path).toBeDefined();
      // Every field is laid out exactly once.
      const grouped = calculator.groups.flatMap((group) => group.names).sort();
      expect(grouped).toEqual(Object.keys(calculator.fields).sort());
      // Sliders sit inside the accepted domain, and defaults inside both.
      for (const [name, spec] of Object.entries(calculator.fields)) {
        if (spec.kind !== "number") continue;
        expect(spec.sliderMin, name).toBeGreaterThanOrEqual(spec.min);
        expect(spec.sliderMax, name).toBeLessThanOrEqual(spec.max);
        expect(spec.defaultValue, name).toBeGreaterThanOrEqual(spec.min);
        expect(spec.defaultValue, name).toBeLessThanOrEqual(spec.max);
      }
    },
  );
});

describe("the parse step", () => {
  test("reports every invalid field at once, with the field's own label", async () => {
    expect(await issues("sip", "monthlyInvestment=abc&years=99&annualReturn=51&inflation=NaN")).toEqual([
      { field: "monthlyInvestment", message: "Monthly investment must be a number" },
      { field: "annualReturn", message: "Expected annual return must be between 0% and 50%" },
      { field: "years", message: "Investment period must be between 1 month and 40 years" },
      { field: "inflation", message: "Inflation must be a number" },
    ]);
  });

  test.each([
    ["Infinity", "must be a number"],
    ["-Infinity", "must be a number"],
    ["1e999", "must be a number"],
    ["NaN", "must be a number"],
    ["12abc", "must be a number"],
    ["0x10", "must be a number"],
    ["1".repeat(60), "must be a number"],
    ["-1", "must be between ₹0 and ₹100 crore"],
    ["100.01Cr", "must be between ₹0 and ₹100 crore"],
  ])("refuses %s for an amount", async (value, message) => {
    const found = await issues("inflation", `amount=${encodeURIComponent(value)}`);
    expect(found).toHaveLength(1);
    expect(found[0]?.message).toContain(message);
  });

  test("inflation is accepted to 30% and refused above", async () => {
    expect(await issues("inflation", "inflation=30")).toEqual([]);
    expect(await issues("inflation", "inflation=30.5")).toEqual([
      { field: "inflation", message: "Yearly inflation must be between 0% and 30%" },
    ]);
  });

  test("tenures in years or months: 18 months, 1.5 years and tenureMonths agree; 2.45 years does not", async () => {
    const months = await result("home-emi", "tenureMonths=18");
    expect(await result("home-emi", "tenureYears=1.5")).toEqual(months);
    expect(await result("home-emi", "tenureYears=18&tenureUnit=months")).toEqual(months);
    expect(months.tenureMonths).toBe(18);
    expect(await issues("home-emi", "tenureYears=2.45")).toEqual([
      {
        field: "tenureYears",
        message: "Loan tenure must be a whole number of months, such as 2.5 years or 30 months",
      },
    ]);
    expect(await issues("home-emi", "tenureMonths=0")).toEqual([
      { field: "tenureYears", message: "Loan tenure must be between 1 month and 40 years" },
    ]);
  });

  test("car loans run to 10 years and no further", async () => {
    expect(await issues("car-emi", "tenureYears=10")).toEqual([]);
    expect(await issues("car-emi", "tenureMonths=121")).toEqual([
      { field: "tenureYears", message: "Loan tenure must be between 1 month and 10 years" },
    ]);
  });

  test("a choice outside its options is named; rules between fields come after each field passes", async () => {
    expect(await issues("loan-repayment", "mode=skip")).toEqual([
      {
        field: "mode",
        message:
          "After prepaying must be one of: Keep the EMI, finish sooner, Keep the end date, lower the EMI",
      },
    ]);
    expect(await issues("loan-repayment", "tenureYears=1&prepaymentMonth=13")).toEqual([
      { field: "prepaymentMonth", message: "The prepayment month must be within the loan's 12 months" },
    ]);
  });
});

// Reference values computed separately with 60-digit Decimal arithmetic in Python from the
// closed forms (EMI = P·r·(1+r)^n / ((1+r)^n − 1), P/n at 0%; SIP month by month at r = annual/12;
// inflation amount × 1.3^10), not with this code.
describe("the whole input domain", () => {
  test("0% car loan: ₹8 lakh over 5 years is ₹13,333 a month with no interest", async () => {
    const loan = await result("car-emi", "loanAmount=800000&annualRate=0&tenureYears=5");
    expect(loan.emi).toBe(13_333);
    expect(loan.totalInterest).toBe(0);
  });

  test("1-month loan: ₹1 lakh at 12% is one payment of ₹1,01,000", async () => {
    const loan = await result("home-emi", "loanAmount=100000&annualRate=12&tenureMonths=1");
    expect(loan).toMatchObject({ emi: 101_000, totalInterest: 1_000, tenureMonths: 1 });
  });

  test("10-year car loan: ₹10 lakh at 9% is ₹12,668 a month (12,667.58), ₹5,20,109 interest", async () => {
    const loan = await result("car-emi", "loanAmount=10,00,000&annualRate=9&tenureYears=10");
    expect(loan.emi).toBe(12_668);
    expect(loan.totalInterest).toBe(520_109);
  });

  test("₹100 crore home loan at 8.5% for 20 years: EMI ₹86,78,232 (86,78,232.33)", async () => {
    const loan = await result("home-emi", "loanAmount=100Cr&annualRate=8.5&tenureYears=20");
    expect(loan.emi).toBe(8_678_232);
  });

  test("a 50% personal-loan rate: ₹1 lakh over 12 months is ₹10,759 a month (10,758.51)", async () => {
    const loan = await result("car-emi", "loanAmount=100000&annualRate=50&tenureMonths=12");
    expect(loan.emi).toBe(10_759);
  });

  test("1-month SIP of ₹5,000 at 12% is ₹5,050; an 18-month SIP is ₹99,054", async () => {
    expect((await result("sip", "monthlyInvestment=5000&tenureMonths=1")).futureValue).toBe(5_050);
    const eighteen = await view("sip", "monthlyInvestment=5000&tenureMonths=18&inflation=0");
    expect(summary(eighteen, "Future value")).toBe(99_054);
    expect(eighteen.chart?.labels).toEqual(["Y1", "M18"]);
  });

  test("₹1 crore a month for 10 years at 12% grows to ₹2,32,33,90,764 (2,32,33,90,763.52)", async () => {
    expect((await result("sip", "monthlyInvestment=1Cr&years=10")).futureValue).toBe(2_323_390_764);
  });

  test("30% inflation: ₹1 lakh costs ₹13,78,585 in 10 years; ₹1 lakh then is worth ₹7,254 today", async () => {
    const inflation = await result("inflation", "amount=100000&inflation=30&years=10");
    expect(inflation.futureCost).toBe(1_378_585);
    expect(inflation.presentValue).toBe(7_254);
  });
});

describe("XIRR from dated cash flows in the URL", () => {
  // References: scripts/reference/xirr.py (bisection on Σ a·(1+r)^−(days/365), 200 halvings).
  test("the spreadsheet documentation example: 37.34%", async () => {
    const flows = [
      "2008-01-01:-10000",
      "2008-03-01:2750",
      "2008-10-30:4250",
      "2009-02-15:3250",
      "2009-04-01:2750",
    ];
    const xirr = (await result("return", flows.map((flow) => `flow=${flow}`).join("&"))).xirr;
    expect(xirr).toBeCloseTo(37.336_253_35, 5);
  });

  test("a monthly SIP with a final value, and the default example", async () => {
    const query = [
      "flow=2024-01-05:-10000",
      "flow=2024-02-05:-10000",
      "flow=2024-03-05:-10000",
      "flow=2024-04-05:-10000",
      "flow=2024-12-31:43500",
    ].join("&");
    expect((await result("return", query)).xirr).toBeCloseTo(10.185_529_72, 5);
    expect((await result("return", "")).xirr).toBeCloseTo(7.183_521_5, 5);
  });

  test("the form's paired fields work too, blank rows skipped; a leap year counts 366 days over 365", async () => {
    const query =
      "flowDate=2008-01-01&flowAmount=-10000&flowDate=2009-01-01&flowAmount=11000&flowDate=&flowAmount=";
    expect((await result("return", query)).xirr).toBeCloseTo(9.971_358_59, 5);
  });

  test("clear reasons: no sign change, a bad date, an empty list skips XIRR", async () => {
    expect(await issues("return", "flow=2024-01-01:-100&flow=2025-01-01:-100")).toEqual([
      {
        field: "flow",
        message:
          "XIRR needs at least one investment (a negative amount) and one withdrawal or current value (a positive amount)",
      },
    ]);
    const bad = await issues("return", "flow=2024-02-30:-100&flow=2025-01-01:abc");
    expect(bad[0]?.message).toBe(
      "Cash flows for XIRR: cash flow 1 needs a real date written YYYY-MM-DD; cash flow 2 needs an amount (negative for money invested)",
    );
    expect((await result("return", "flow=")).xirr).toBeNull();
  });
});

describe("annualised figures under a year and ambiguous XIRRs (issue 27)", () => {
  test("a 5x gain in 14 days shows the absolute return, not a 1.67e20 % CAGR", async () => {
    // ₹1 lakh to ₹5 lakh: absolute return (5 − 1)/1 = 400%; 5^(365/14) − 1 is about 1.67e18,
    // i.e. 1.67e20 %, which the page must not lead with.
    const years = 14 / 365;
    const page = await view("return", `amountInvested=100000&currentValue=500000&years=${years}&flow=`);
    expect(summary(page, "Absolute return")).toBe(400);
    expect(summary(page, "CAGR (annualised)")).toBe("Not meaningful under a year");
    expect(page.headline).toContain("a yearly rate is not meaningful under a year");
    const flows = await view("return", "flow=2025-01-01:-100000&flow=2025-01-15:500000");
    expect(summary(flows, "XIRR of the cash flows")).toBe("Not meaningful under a year");
    // From a year on, the CAGR is shown: 2x in 1 year = 100%.
    expect(
      summary(await view("return", "amountInvested=100&currentValue=200&years=1&flow="), "CAGR (annualised)"),
    ).toBe(100);
  });

  test("flows with two XIRRs are flagged with both rates", async () => {
    // −100, +230, −132 a year apart: roots 10% and 20% (by hand: −100 + 230x − 132x² = 0).
    const query = "flow=2021-01-01:-100&flow=2022-01-01:230&flow=2023-01-01:-132";
    const roots = (await result("return", query)).xirrRoots as number[];
    expect(roots.map((root) => Math.round(root * 1e6) / 1e6)).toEqual([10, 20]);
    const page = await view("return", query);
    expect(page.headline).toContain("more than one XIRR");
    expect(page.notes?.[0]).toContain("More than one rate makes these cash flows balance");
    expect((await result("return", "")).xirrRoots).toHaveLength(1);
  });
});

describe("averaging over lots", () => {
  test("three lots with fractional units and paise prices, and the units to average down", async () => {
    const query = "lot=10:101.50&lot=2.5:98.25&lot=7.75:104.10&buyPrice=95&targetAverage=101";
    const averaging = await view("averaging", query);
    expect(summary(averaging, "Average price")).toBe(102.09);
    expect(summary(averaging, "Total quantity")).toBe(20.25);
    expect(summary(averaging, "Units to buy at ₹95.00 for a ₹101.00 average")).toBe(4);
  });

  test("averaging up, and a target that cannot be reached is explained", async () => {
    const up = await view("averaging", "lot=100:500&lot=50:400&buyPrice=520&targetAverage=480");
    expect(summary(up, "Units to buy at ₹520.00 for a ₹480.00 average")).toBe(50);
    const unreachable = await view("averaging", "lot=100:500&lot=50:400&buyPrice=400&targetAverage=380");
    expect(summary(unreachable, "Target average")).toBe("Not reachable");
    expect(unreachable.notes[0]).toMatch(/cannot be reached by buying at ₹400\.00/);
  });

  test("a lot with no quantity is refused with its row number", async () => {
    expect(await issues("averaging", "lot=0:100&lot=5:-1")).toEqual([
      {
        field: "lot",
        message:
          "Your purchases: purchase 1 needs a quantity above 0 and up to 1,00,00,00,000; purchase 2 needs a price from ₹0 to ₹100 crore",
      },
    ]);
  });
});

describe("the trading-cost calculator", () => {
  test("the ₹10,000 delivery example from scripts/reference/trading-costs.py: ₹85.46", async () => {
    const costs = await view("brokerage", "");
    expect(summary(costs, "Total charges")).toBe(85.46);
    expect(costs.tables[0]?.rows.at(-1)).toEqual(["All charges", "", "", "", 85.46]);
    expect(costs.sources?.length).toBeGreaterThan(2);
  });

  test("exchange charges not confirmed as current carry a 'last confirmed' caution with the date", async () => {
    const nse = await view("brokerage", "segment=intraday");
    expect(nse.notes.join(" ")).toMatch(
      /Exchange transaction charges: 0\.00297% is the last figure we could confirm \(27 Sep 2024\); check NSE's page/,
    );
    const bse = await view("brokerage", "exchange=BSE");
    expect(bse.notes.join(" ")).toMatch(
      /0\.00375% is the last figure we could confirm \(1 Nov 2024\); check BSE's page/,
    );
  });
});

describe("notes beside the results", () => {
  test("rent vs buy spells out its model word for word", async () => {
    const notes = (await view("rent-vs-buy", "")).notes;
    expect(notes.length).toBeGreaterThanOrEqual(6);
    expect(notes.join(" ")).toContain("whoever pays less invests the difference");
  });
});

describe("form state and the canonical URL", () => {
  test("defaults leave the URL empty; a months tenure is written as tenureMonths", async () => {
    const sip = await loadCalculator("sip");
    const state = formState(sip.fields, new URLSearchParams());
    expect(queryString(paramsFromState(sip.fields, state))).toBe("");
    expect(
      queryString(paramsFromState(sip.fields, { ...state, years: { value: "18", unit: "months" } })),
    ).toBe("?tenureMonths=18");
    expect(
      queryString(paramsFromState(sip.fields, { ...state, years: { value: "15", unit: "years" } })),
    ).toBe("?years=15");
  });

  test("list fields are written as repeated parameters, and read back the same", async () => {
    const averaging = await loadCalculator("averaging");
    const state = formState(
      averaging.fields,
      new URLSearchParams("lotQuantity=3&lotPrice=10.5&lotQuantity=&lotPrice="),
    );
    expect(state.lot).toEqual([["3", "10.5"]]);
    const params = paramsFromState(averaging.fields, state);
    expect(params.toString()).toBe("lot=3%3A10.5");
    expect(formState(averaging.fields, params).lot).toEqual([["3", "10.5"]]);
  });
});
