import { describe, expect, test } from "vitest";
import { todayInIndia } from "#app/features/tools/rebalancing/holding-lots.ts";
import { loader } from "./rebalancing.ts";

async function call(query: string) {
  const url = new URL(`http://localhost/api/tools/rebalancing${query}`);
  const response = (await loader({ url } as never)) as Response;
  return { status: response.status, headers: response.headers, body: JSON.parse(await response.text()) };
}

describe("GET /api/tools/rebalancing", () => {
  test("the documented shape, with the tax of the lots sold (worked in app/finance/rebalance-tax.test.ts)", async () => {
    // Target 30/55/10/5 of ₹11 lakh: sell ₹3,70,000 of equity: the ₹10,000 loss, then
    // ₹2,20,000 of the old lot (+₹1,76,000): ₹41,000 above the exemption at 12.5% + 4% = ₹5,330.
    const { status, headers, body } = await call(
      "?targetEquity=30&targetDebt=55&lot=equity:2021-04-15:80000:4L&lot=equity:2026-03-10:1.2L:1.5L&lot=equity:2025-06-20:1.6L:1.5L&saleDate=2026-11-27",
    );
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("public, max-age=300");
    expect(Object.keys(body)).toEqual(["inputs", "result"]);
    expect(body.inputs).toMatchObject({
      flow: 100_000,
      mode: "full",
      saleDate: "2026-11-27",
      slabRate: 30,
      goldLongTermAfterMonths: 12,
      exitLoad: { percent: 1, withinMonths: 12, classes: ["equity"] },
      lots: { equity: [{ invested: 80_000, bought: "2021-04-15", value: 400_000 }, {}, {}] },
    });
    expect(Object.keys(body.result)).toEqual(["chosen", "other", "newMoneyToReachTarget"]);
    expect(Object.keys(body.result.chosen)).toEqual(["mode", "plan", "cost"]);
    expect(Object.keys(body.result.chosen.cost)).toEqual(["sold", "sales", "withoutLots", "tax", "total"]);
    expect(body.result.chosen.cost.sold).toEqual({ equity: 370_000 });
    expect(body.result.chosen.cost.sales.equity).toEqual([
      { lot: 2, sold: 150_000, gain: -10_000, term: "long", exitLoad: 0, withinExemption: false },
      { lot: 0, sold: 220_000, gain: 176_000, term: "long", exitLoad: 0, withinExemption: false },
    ]);
    expect(body.result.chosen.cost.tax).toEqual({
      equityShortTerm: 0,
      equityLongTerm: 166_000,
      equityLongTermTaxable: 41_000,
      otherLongTerm: 0,
      slabShortTerm: 0,
      taxBeforeCess: 5_125,
      cess: 205,
      tax: 5_330,
      exitLoads: 0,
    });
    expect(body.result.other.mode).toBe("newMoneyOnly");
    expect(body.result.other.cost).toBeNull();
    // Equity ₹7 lakh must be 30% of the total: ₹23,33,333.33, so ₹13,33,334 of new money.
    expect(body.result.newMoneyToReachTarget).toBe(1_333_334);
  });

  test("without lots the trades come back with no tax figure", async () => {
    const { status, body } = await call("");
    expect(status).toBe(200);
    expect(body.inputs.lots).toEqual({});
    expect(body.inputs.saleDate).toBe(todayInIndia());
    expect(body.result.chosen.plan.rows.map((row: { trade: number }) => row.trade)).toEqual([
      -40_000, 75_000, 60_000, 5_000,
    ]);
    expect(body.result.chosen.cost).toBeNull();
  });

  test("400 names every bad field: future lots, negative amounts, early dates, unknown inputs", async () => {
    const { status, body } = await call(
      "?lot=equity:2099-01-01:1000:1000&lot=debt:1975-05-05:-1:1000&slab=33&colour=red",
    );
    expect(status).toBe(400);
    expect(body.error).toBe("Invalid input");
    expect(body.issues.map((issue: { field: string }) => issue.field)).toEqual(["slab", "lot", "colour"]);
    expect(body.issues[1].message).toBe(
      "Lots: lot 1's purchase date (1 January 2099) is in the future; lot 2's purchase date must be in 1980 or later; lot 2's amount invested must be between ₹0 and ₹100 crore",
    );
    expect(body.issues[2].message).toContain("Unknown input 'colour'. Inputs: equity, debt, gold, cash");
  });
});
