import { describe, expect, test } from "vitest";
import { loader } from "./calculators.ts";

async function call(path: string) {
  const url = new URL(`http://localhost${path}`);
  const slug = url.pathname.split("/")[3];
  // The loader only reads params and url.
  const response = (await loader({ params: { slug }, url } as never)) as Response;
  return { status: response.status, type: response.headers.get("content-type"), text: await response.text() };
}

describe("GET /api/calculators", () => {
  test("lists all twelve calculators with their input schema", async () => {
    const { status, text } = await call("/api/calculators");
    expect(status).toBe(200);
    const body = JSON.parse(text);
    expect(body.calculators).toHaveLength(12);
    const sip = body.calculators.find((calculator: { id: string }) => calculator.id === "sip");
    expect(sip.inputs[0]).toMatchObject({
      name: "monthlyInvestment",
      type: "number",
      unit: "rupees",
      min: 100,
      default: 10000,
    });
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
