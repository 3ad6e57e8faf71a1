import { describe, expect, test } from "vitest";
import type { ReturnRange } from "../types.ts";
import { matchesFilter, parseReturnRange, showsDiversificationCard } from "./filters.ts";
import { categories } from "./index.ts";

const category = (id: string, riskLevel: "Low" | "Moderate" | "High", fiveYear: ReturnRange) => ({
  id,
  riskLevel,
  returns: { fiveYear },
});

describe("category filters (brief section 5)", () => {
  test("parses 'a-b' ranges, including negative lower bounds", () => {
    expect(parseReturnRange("8-12")).toEqual({ low: 8, high: 12 });
    expect(parseReturnRange("-3-24")).toEqual({ low: -3, high: 24 });
    expect(parseReturnRange("7.1-7.1")).toEqual({ low: 7.1, high: 7.1 });
    expect(parseReturnRange("varies")).toBeNull();
    expect(parseReturnRange("no-series")).toBeNull();
    expect(parseReturnRange("protection")).toBeNull();
  });

  test("a category with no reliable series, or insurance, is never a high-returns match", () => {
    expect(matchesFilter(category("cryptocurrency", "High", "no-series"), "high-returns")).toBe(false);
    expect(matchesFilter(category("health-insurance", "Low", "protection"), "high-returns")).toBe(false);
    expect(matchesFilter(category("cryptocurrency", "High", "no-series"), "all")).toBe(true);
    const highReturns = categories
      .filter((item) => matchesFilter(item, "high-returns"))
      .map((item) => item.id);
    expect(highReturns).toContain("stocks");
    expect(highReturns).not.toContain("cryptocurrency");
    expect(highReturns).not.toContain("real-estate");
  });

  test("high-returns means an upper five-year bound above 12 percent", () => {
    expect(matchesFilter(category("x", "High", "0-18"), "high-returns")).toBe(true);
    expect(matchesFilter(category("x", "Low", "6-12"), "high-returns")).toBe(false);
    expect(matchesFilter(category("x", "Low", "6-12.5"), "high-returns")).toBe(true);
  });

  test("low-risk means riskLevel Low; popular is the brief's fixed list", () => {
    expect(matchesFilter(category("ppf", "Low", "7-8"), "low-risk")).toBe(true);
    expect(matchesFilter(category("gold", "Moderate", "0-20"), "low-risk")).toBe(false);
    for (const id of [
      "stocks",
      "mutual-funds",
      "fixed-deposits",
      "gold",
      "ppf",
      "ulip",
      "senior-citizens-savings-scheme",
      "certificate-of-deposit",
    ]) {
      expect(matchesFilter(category(id, "High", "0-1"), "popular"), id).toBe(true);
    }
    expect(matchesFilter(category("cryptocurrency", "High", "0-1"), "popular")).toBe(false);
    expect(matchesFilter(category("cryptocurrency", "High", "0-1"), "all")).toBe(true);
  });

  test("the Diversification card shows for all and popular only", () => {
    expect(showsDiversificationCard("all")).toBe(true);
    expect(showsDiversificationCard("popular")).toBe(true);
    expect(showsDiversificationCard("high-returns")).toBe(false);
    expect(showsDiversificationCard("low-risk")).toBe(false);
  });
});
