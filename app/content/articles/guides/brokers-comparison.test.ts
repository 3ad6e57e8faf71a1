import { describe, expect, test } from "vitest";
import { brokersComparisonPage } from "./brokers-comparison.ts";

const blocks = brokersComparisonPage.sections.flatMap((section) => section.blocks);
const table = (caption: string) => {
  const found = blocks.find((block) => block.type === "table" && block.caption.startsWith(caption));
  if (found?.type !== "table") throw new Error(`No table '${caption}'`);
  return found;
};

describe("the broker guide", () => {
  test("the model table is the calculator's output: the ₹10,000 delivery example costs ₹85.46 at ₹20 an order", () => {
    const models = table("All charges on three trades");
    expect(models.columns).toHaveLength(4);
    expect(models.rows).toHaveLength(4);
    // scripts/reference/trading-costs.py: delivery NSE 10 × ₹1,000 → ₹1,100, ₹20 flat, ₹15 DP → ₹85.46.
    expect(models.rows[0]?.[1]).toBe("₹85.46, of which brokerage ₹40");
  });

  test("statutory rates carry their dates, including the 1 April 2026 F&O STT", () => {
    const rates = table("Statutory and exchange charges");
    const options = rates.rows.find((row) => row[0]?.includes("STT), options"));
    expect(options?.[2]).toContain("0.15% of the premium on the sell side");
    expect(options?.[3]).toContain("in force from 1 Apr 2026");
    for (const row of rates.rows) expect(row[3], row[0]).toMatch(/last confirmed \d{1,2} \w{3} \d{4}/);
  });

  test("brokers are named with a link to their own charges page and no tariff figure", () => {
    const list = blocks.find(
      (block) => block.type === "list" && block.items.some((item) => item.includes("Zerodha")),
    );
    expect(list?.type).toBe("list");
    if (list?.type !== "list") return;
    for (const item of list.items) {
      expect(item).toMatch(
        /\]\(https:\/\/[^)]+\)\. Check the current tariff there; we do not reproduce it\.$/,
      );
      expect(item).not.toMatch(/₹\s?\d|\d%/);
    }
  });
});
