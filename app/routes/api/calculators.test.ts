import { describe, expect, test } from "vitest";
import { calculatorList } from "#app/content/calculators/index.ts";
import { loader } from "./calculators.ts";

async function call(path: string) {
  const url = new URL(`http://localhost${path}`);
  const slug = url.pathname.split("/")[3];
  // The loader only reads params and url.
  const response = (await loader({ params: { slug }, url } as never)) as Response;
  return { status: response.status, type: response.headers.get("content-type"), text: await response.text() };
}

describe("GET /api/calculators", () => {
  test("lists every calculator of the catalog; min/max are the accepted domain, the slider's range beside", async () => {
    const { status, text } = await call("/api/calculators");
    expect(status).toBe(200);
    const body = JSON.parse(text);
    expect(body.calculators.map((calculator: { id: string }) => calculator.id)).toEqual(
      calculatorList.map((card) => card.slug),
    );
    const sip = body.calculators.find((calculator: { id: string }) => calculator.id === "sip");
    expect(sip.inputs[0]).toMatchObject({
      name: "monthlyInvestment",
      type: "number",
      unit: "rupees",
      min: 1,
      max: 1_000_000_000,
      sliderMin: 100,
      sliderMax: 1_000_000,
      default: 10000,
    });
    expect(sip.inputs.find((input: { name: string }) => input.name === "annualReturn")).toMatchObject({
      min: 0,
      max: 50,
      sliderMax: 30,
    });
    expect(sip.inputs.find((input: { name: string }) => input.name === "years")).toMatchObject({
      unit: "years",
      max: 40,
      alternative: { name: "tenureMonths", unit: "months", min: 1, max: 480 },
    });
    const returns = body.calculators.find((calculator: { id: string }) => calculator.id === "return");
    expect(returns.inputs.find((input: { name: string }) => input.name === "flow")).toMatchObject({
      type: "list",
    });
    expect(body.calculators.map((calculator: { id: string }) => calculator.id)).toContain("brokerage");
    const tax = body.calculators.find((calculator: { id: string }) => calculator.id === "tax");
    expect(tax.inputs.find((input: { name: string }) => input.name === "taxYear").type).toBe("choice");
  });

  test("computes a valid request", async () => {
    const { status, text } = await call(
      "/api/calculators/sip?monthlyInvestment=5000&annualReturn=12&years=10",
    );
    expect(status).toBe(200);
    const body = JSON.parse(text);
    expect(body.inputs.monthlyInvestment).toBe(5000);
    expect(body.result.futureValue).toBe(1_161_695);
  });

  test("answers 400 with every issue for invalid input", async () => {
    const { status, text } = await call("/api/calculators/home-emi?loanAmount=-1&annualRate=150");
    expect(status).toBe(400);
    const body = JSON.parse(text);
    expect(body.error).toBe("Invalid input");
    expect(body.issues.map((issue: { field: string }) => issue.field)).toEqual(["loanAmount", "annualRate"]);
  });

  test.each([
    ["/api/calculators/home-emi?annualRate=NaN", "annualRate", "Interest rate (yearly) must be a number"],
    [
      "/api/calculators/home-emi?annualRate=Infinity",
      "annualRate",
      "Interest rate (yearly) must be a number",
    ],
    [
      "/api/calculators/home-emi?annualRate=50.5",
      "annualRate",
      "Interest rate (yearly) must be between 0% and 50%",
    ],
    [
      "/api/calculators/home-emi?loanAmount=101Cr",
      "loanAmount",
      "Loan amount must be between ₹1 and ₹100 crore",
    ],
    [
      "/api/calculators/car-emi?tenureMonths=121",
      "tenureYears",
      "Loan tenure must be between 1 month and 10 years",
    ],
    [
      "/api/calculators/sip?tenureMonths=481",
      "years",
      "Investment period must be between 1 month and 40 years",
    ],
    ["/api/calculators/inflation?inflation=31", "inflation", "Yearly inflation must be between 0% and 30%"],
    ["/api/calculators/goal?years=abc", "years", "Years to the goal must be a number"],
    [
      "/api/calculators/brokerage?segment=crypto",
      "segment",
      "Type of trade must be one of: Equity delivery, Equity intraday, Futures, Options",
    ],
  ])("answers 400 for an out-of-domain value: %s", async (path, field, message) => {
    const { status, text } = await call(path);
    expect(status).toBe(400);
    expect(JSON.parse(text).issues).toEqual([{ field, message }]);
  });

  test("computes the domain's edges: a 0% loan, a 1-month tenure in months", async () => {
    const zero = JSON.parse(
      (await call("/api/calculators/car-emi?loanAmount=800000&annualRate=0&tenureYears=5")).text,
    );
    expect(zero.result).toMatchObject({ emi: 13_333, totalInterest: 0 });
    const oneMonth = JSON.parse(
      (await call("/api/calculators/sip?monthlyInvestment=5000&tenureMonths=1")).text,
    );
    expect(oneMonth.inputs.years).toBe(1);
    expect(oneMonth.result.futureValue).toBe(5_050);
  });

  test("XIRR from repeated flow parameters, in percent; 400 with the reason when it has no solution", async () => {
    const ok = await call(
      "/api/calculators/return?flow=2008-01-01:-10000&flow=2008-03-01:2750&flow=2008-10-30:4250&flow=2009-02-15:3250&flow=2009-04-01:2750",
    );
    expect(ok.status).toBe(200);
    expect(JSON.parse(ok.text).result.xirr).toBeCloseTo(37.336_253, 5);
    const bad = await call("/api/calculators/return?flow=2024-01-01:100&flow=2025-01-01:200");
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text).issues[0].message).toMatch(
      /needs at least one investment \(a negative amount\)/,
    );
  });

  test("lots: several purchases and the units to reach a target", async () => {
    const { status, text } = await call(
      "/api/calculators/averaging?lot=10:101.50&lot=2.5:98.25&lot=7.75:104.10&buyPrice=95&targetAverage=101",
    );
    expect(status).toBe(200);
    const body = JSON.parse(text);
    expect(body.result.holding).toEqual({ totalQuantity: 20.25, totalCost: 2067.4, averagePrice: 102.09 });
    expect(body.result.target.value.wholeQuantity).toBe(4);
  });

  test("answers 404 for an unknown calculator", async () => {
    const { status, text } = await call("/api/calculators/lottery");
    expect(status).toBe(404);
    expect(JSON.parse(text).error).toMatch(/Unknown calculator 'lottery'/);
  });

  test("returns a table as CSV", async () => {
    const { status, type, text } = await call("/api/calculators/car-emi?format=csv&table=0");
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/csv/);
    expect(text.split("\r\n")[0]).toBe('"Year","Paid","Principal","Interest","Balance at year end"');
    const bad = await call("/api/calculators/car-emi?format=csv&table=7");
    expect(bad.status).toBe(400);
  });
});
