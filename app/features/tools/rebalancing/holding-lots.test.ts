import { describe, expect, it } from "vitest";
import { defaultSaleDate, lotParams, lotsState, MAX_LOTS, parseLots } from "./holding-lots.ts";
import { parseTaxAwareRebalance } from "./rebalancing.ts";

const today = "2026-11-27";
const state = (query: string) => lotsState(new URLSearchParams(query));
const parse = (query: string) => {
  const params = new URLSearchParams(query);
  return parseTaxAwareRebalance(params, lotsState(params), today);
};

describe("lots in the URL and the form", () => {
  it("read the URL's lots and the form's rows alike, skipping blank rows", () => {
    const fromUrl = state("lot=equity:2021-04-15:80000:4L&saleDate=2026-12-01");
    expect(fromUrl).toEqual({ rows: [["equity", "2021-04-15", "80000", "4L"]], saleDate: "2026-12-01" });
    const fromForm = state(
      "lotClass=equity&lotBought=2021-04-15&lotInvested=80000&lotValue=4L&lotClass=debt&lotBought=&lotInvested=&lotValue=&saleDate=2026-12-01",
    );
    expect(fromForm).toEqual(fromUrl);
    // The canonical link: each lot once, and the sale date that makes it reproducible.
    expect(lotParams(fromForm, today)).toEqual([
      ["lot", "equity:2021-04-15:80000:4L"],
      ["saleDate", "2026-12-01"],
    ]);
    expect(lotParams(state(""), today)).toEqual([]);
  });

  it("the sale date defaults to today, within the tax year the rules are for, and the link carries it", () => {
    expect(state("").saleDate).toBe("");
    expect(lotParams(state("lot=gold:2024-01-01:1:2"), today)).toEqual([
      ["lot", "gold:2024-01-01:1:2"],
      ["saleDate", today],
    ]);
    expect(parseLots(state("lot=gold:2024-01-01:1:2"), today)).toMatchObject({
      ok: true,
      value: { saleDate: today },
    });
    expect(defaultSaleDate("2027-05-01")).toBe("2027-03-31");
    expect(defaultSaleDate("2026-01-10")).toBe("2026-04-01");
  });

  it("parse into lots by class", () => {
    expect(
      parseLots(state("lot=equity:2021-04-15:80000:4L&lot=gold:15-06-2024:40,000:50000"), today),
    ).toEqual({
      ok: true,
      value: {
        lots: {
          equity: [{ invested: 80_000, bought: "2021-04-15", value: 400_000 }],
          gold: [{ invested: 40_000, bought: "2024-06-15", value: 50_000 }],
        },
        saleDate: today,
      },
    });
  });
});

describe("bad lots get a message naming the field", () => {
  it("a future date, a date before 1980, negative amounts and an unknown class, all at once", () => {
    expect(
      parseLots(
        state(
          "lot=equity:2027-01-05:1000:1000&lot=debt:1979-12-31:1000:1000&lot=gold:2020-01-01:-5:1000&lot=cash:2020-01-01:1:x",
        ),
        today,
      ),
    ).toEqual({
      ok: false,
      issues: [
        {
          field: "lot",
          message:
            "Lots: lot 1's purchase date (5 January 2027) is in the future; lot 2's purchase date must be in 1980 or later; lot 3's amount invested must be between ₹0 and ₹100 crore; lot 4's asset class must be equity, debt or gold; lot 4's value now must be between ₹0 and ₹100 crore",
        },
      ],
    });
  });

  it("a missing date, a lot bought after the sale, a sale outside the tax year", () => {
    expect(parseLots(state("lot=equity::1000:1000"), today)).toMatchObject({
      ok: false,
      issues: [{ field: "lot", message: "Lots: lot 1 needs the date it was bought, written YYYY-MM-DD" }],
    });
    expect(parseLots(state("lot=equity:2026-11-20:1000:1000&saleDate=2026-11-01"), today)).toMatchObject({
      ok: false,
      issues: [
        { field: "lot", message: "Lots: lot 1 was bought after the date of the sale (1 November 2026)" },
      ],
    });
    expect(parseLots(state("lot=equity:2020-01-01:1000:1000&saleDate=2027-04-01"), today)).toEqual({
      ok: false,
      issues: [
        {
          field: "saleDate",
          message:
            "Date of the sale must be in tax year 2026-27 (1 April 2026 to 31 March 2027), whose rules the calculator applies",
        },
      ],
    });
    expect(parseLots(state("saleDate=soon"), today)).toMatchObject({
      ok: false,
      issues: [{ field: "saleDate", message: "Date of the sale must be a date written YYYY-MM-DD" }],
    });
  });

  it("too many lots", () => {
    const query = Array.from({ length: MAX_LOTS + 1 }, () => "lot=equity:2020-01-01:1000:1000").join("&");
    expect(parseLots(state(query), today)).toEqual({
      ok: false,
      issues: [{ field: "lot", message: "Lots: enter at most 20 lots (21 given)" }],
    });
  });

  it("lots worth more than the holding, beside the other fields' issues", () => {
    expect(parse("equity=5L&lot=equity:2020-01-01:1L:6L&slab=12&exitLoad=6")).toEqual({
      ok: false,
      issues: [
        {
          field: "slab",
          message: expect.stringContaining(
            "Your income-tax slab rate must be one of: 0% (up to ₹4,00,000), 5% (₹4,00,001 to ₹8,00,000)",
          ),
        },
        { field: "exitLoad", message: "Exit load on equity funds must be between 0% and 5%" },
      ],
    });
    expect(parse("equity=5L&lot=equity:2020-01-01:1L:6L")).toEqual({
      ok: false,
      issues: [
        {
          field: "lot",
          message:
            "Lots: your equity lots are worth ₹6,00,000 now, more than the ₹5,00,000 of equity you hold; correct a lot's value or the holding",
        },
      ],
    });
  });
});

describe("the whole input", () => {
  it("defaults: top slab, gold ETFs, 1% exit load within 12 months, no lots", () => {
    expect(parse("")).toEqual({
      ok: true,
      value: {
        holdings: { equity: 700_000, debt: 200_000, gold: 50_000, cash: 50_000 },
        target: { equity: 60, debt: 25, gold: 10, cash: 5 },
        flow: 100_000,
        mode: "full",
        lots: {},
        saleDate: today,
        slabRate: 30,
        goldLongTermAfterMonths: 12,
        exitLoad: { percent: 1, withinMonths: 12, classes: ["equity"] },
      },
    });
    expect(parse("slab=10&goldKind=fund&exitLoad=0.5&exitLoadMonths=6")).toMatchObject({
      ok: true,
      value: { slabRate: 10, goldLongTermAfterMonths: 24, exitLoad: { percent: 0.5, withinMonths: 6 } },
    });
  });
});
