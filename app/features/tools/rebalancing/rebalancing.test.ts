import { describe, expect, it } from "vitest";
import { type RebalanceInput, rebalance } from "#app/finance/rebalancing.ts";
import { parseRebalance, rebalanceFields, rebalanceGroups, sellingCostNotes } from "./rebalancing.ts";

const example: RebalanceInput = {
  holdings: { equity: 700_000, debt: 200_000, gold: 50_000, cash: 50_000 },
  target: { equity: 60, debt: 25, gold: 10, cash: 5 },
  flow: 100_000,
  mode: "full",
};

const parse = (query: string) => parseRebalance(new URLSearchParams(query));

describe("rebalancing inputs", () => {
  it("read a query and check the target total and the withdrawal", () => {
    expect(parse("")).toEqual({ ok: true, value: example });
    expect(parse("targetEquity=70&amount=20L&direction=withdraw")).toEqual({
      ok: false,
      issues: [
        {
          field: "targetEquity",
          message: "The target percentages must add up to 100% (they add up to 110%)",
        },
        { field: "amount", message: "You cannot take out more than you hold (₹10,00,000)" },
      ],
    });
    expect(parse("equity=0&debt=0&gold=0&cash=0&amount=0")).toEqual({
      ok: false,
      issues: [{ field: "equity", message: "Enter what you hold now, or some new money to invest" }],
    });
    expect(parse("amount=50,000&direction=withdraw")).toMatchObject({ ok: true, value: { flow: -50_000 } });
    expect(parse("amount=10L&direction=withdraw")).toMatchObject({ ok: true, value: { flow: -1_000_000 } });
  });

  it("report a bad field and a bad target total together", () => {
    expect(parse("targetEquity=70&gold=lots&mode=sideways")).toEqual({
      ok: false,
      issues: [
        { field: "gold", message: "Gold must be a number" },
        {
          field: "mode",
          message:
            "How to rebalance must be one of: Buy and sell to reach the target, With new money only (no selling)",
        },
        {
          field: "targetEquity",
          message: "The target percentages must add up to 100% (they add up to 110%)",
        },
      ],
    });
  });

  it("take holdings within the site's amount domain (₹100 crore)", () => {
    expect(parse("equity=100Cr").ok).toBe(true);
    expect(parse("equity=101Cr")).toEqual({
      ok: false,
      issues: [{ field: "equity", message: "Equity must be between ₹0 and ₹100 crore" }],
    });
  });

  it("show every field once, under its heading", () => {
    const shown = rebalanceGroups.flatMap((group) => group.names);
    expect([...shown].sort()).toEqual(Object.keys(rebalanceFields).sort());
  });
});

describe("the cost of selling", () => {
  it("is noted only for what is sold, with the 2026-27 rates", () => {
    const notes = sellingCostNotes(rebalance(example));
    expect(notes[0]).toContain("Selling ₹40,000 of equity");
    expect(notes[0]).toContain("12.5% on the year's total equity gains above ₹1,25,000");
    expect(notes.join(" ")).toContain("exit load");
    expect(sellingCostNotes(rebalance({ ...example, mode: "newMoneyOnly" }))).toEqual([]);
  });
});
