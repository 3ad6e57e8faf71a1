import { describe, expect, test } from "vitest";
import { categoryIds } from "../types.ts";
import { parseReturnRange } from "./filters.ts";
import { categories, getCategory } from "./index.ts";

// Brief section 9, with the one figure that is out of date (certificates of deposit: RBI's
// minimum has been ₹5 lakh since June 2021).
const briefMinimums: Record<string, RegExp> = {
  "emergency-fund": /^₹1,000 per month/,
  "term-life-insurance": /^₹500 per month/,
  "health-insurance": /^₹200 per month/,
  stocks: /^₹500/,
  "mutual-funds": /^₹100 via SIP/,
  bonds: /^₹1,000/,
  "real-estate": /^₹10,00,000\+/,
  nps: /^₹500 per month/,
  etfs: /^₹500-1,000/,
  "fixed-deposits": /^₹1,000/,
  "certificate-of-deposit": /^₹5,00,000/,
  ppf: /^₹500 per year/,
  ulip: /^₹12,000 per year/,
  "senior-citizens-savings-scheme": /^₹1,000/,
  "us-stocks": /^₹500 or \$1/,
  cryptocurrency: /^₹100/,
};

describe("category data", () => {
  test("holds the brief's 17 categories, in its order", () => {
    expect(categories.map((category) => category.id)).toEqual([...categoryIds]);
  });

  test("only the three protection categories are marked importance high", () => {
    expect(
      categories.filter((category) => category.importance === "high").map((category) => category.id),
    ).toEqual(["emergency-fund", "term-life-insurance", "health-insurance"]);
  });

  // Which ranges may be missing, and why (the page's returnsBasis explains it to readers).
  const protectionCategories = ["term-life-insurance", "health-insurance"];
  const noSeriesCategories: Record<string, string> = {
    "real-estate": "no sourced Indian house-price series",
    cryptocurrency: "no crypto price series",
    "us-stocks": "no US index series",
    "fixed-deposits": "10 years: no unbroken ten-year run of FD rates",
    "certificate-of-deposit": "10 years: no unbroken ten-year run of FD rates",
    "emergency-fund": "10 years: no unbroken ten-year run of FD rates",
  };

  test.each(categories.map((category) => [category.id, category] as const))(
    "%s has every field",
    (id, category) => {
      for (const field of [
        "title",
        "description",
        "detailedDescription",
        "tagline",
        "icon",
        "minInvestment",
        "riskDescription",
        "returnsBasis",
        "taxImplications",
        "recommendedHorizon",
        "regulatedBy",
        "lastReviewed",
      ] as const) {
        expect(category[field], `${id}.${field}`).toBeTruthy();
      }
      expect(["Low", "Moderate", "High"]).toContain(category.riskLevel);
      for (const list of [
        category.examples,
        category.pros,
        category.cons,
        category.strategies,
        category.faqs,
        category.sources,
      ]) {
        expect(list.length, id).toBeGreaterThan(0);
      }
      // Every range is computed ('a-b'), or says plainly that there is none: insurance is
      // protection, and only categories with no sourced series show "no-series".
      for (const range of Object.values(category.returns)) {
        if (range === "protection") expect(protectionCategories, id).toContain(id);
        else if (range === "no-series") expect(noSeriesCategories[id], `${id} ${range}`).toBeDefined();
        else expect(parseReturnRange(range), `${id} ${range}`).not.toBeNull();
      }
      expect(category.minInvestment, id).toMatch(briefMinimums[id] ?? /./);
      expect(category.description.length, id).toBeLessThanOrEqual(200);
    },
  );

  test("tax text shows the current rules, not the brief's out-of-date figures", () => {
    const stocks = getCategory("stocks");
    expect(stocks?.taxImplications).toMatch(/20%/);
    expect(stocks?.taxImplications).toMatch(/12\.5%/);
    expect(stocks?.taxImplications).toMatch(/1\.25 lakh/);
    expect(getCategory("senior-citizens-savings-scheme")?.detailedDescription).toMatch(/30 lakh/);
    const fd = `${getCategory("fixed-deposits")?.taxImplications} ${getCategory("fixed-deposits")?.detailedDescription}`;
    expect(fd).toMatch(/50,000/);
  });
});
