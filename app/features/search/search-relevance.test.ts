import { describe, expect, test } from "vitest";
import { searchDocuments } from "./documents.ts";
import { createSearchIndex, highlightParts, snippetAround } from "./engine.ts";

const index = createSearchIndex(searchDocuments());

// Each query must find the expected page among the first three results. Includes
// misspellings and Hindi-English questions.
const cases: [query: string, expected: string][] = [
  ["ltcg", "/resources/income-tax"],
  ["long term capital gains tax", "/resources/income-tax"],
  ["sip calculator", "/calculators/sip"],
  ["sip kya hai", "/calculators/sip"],
  ["sip vs lumpsum", "/funds/sip-vs-lumpsum"],
  ["lumpsum", "/calculators/lumpsum"],
  ["income tax calculator", "/calculators/tax"],
  ["new tax regime", "/calculators/tax"],
  ["tax kaise bachaye", "/resources/income-tax"],
  ["home loan emi", "/calculators/home-emi"],
  ["car loan", "/calculators/car-emi"],
  ["prepayment", "/calculators/loan-repayment"],
  ["rent or buy a house", "/calculators/rent-vs-buy"],
  ["inflation", "/calculators/inflation"],
  ["xirr", "/calculators/return"],
  ["cagr", "/calculators/return"],
  ["average stock price", "/calculators/averaging"],
  ["risk profile", "/calculators/risk-tolerance"],
  ["brokerage charges calculator", "/calculators/brokerage"],
  ["stt on options", "/calculators/brokerage"],
  ["retirement goal", "/calculators/goal"],
  ["ppf", "/investments/ppf"],
  ["public provident fund", "/investments/ppf"],
  ["nps", "/investments/nps"],
  ["national pension system", "/investments/nps"],
  ["fd", "/investments/fixed-deposits"],
  ["fixed deposit", "/investments/fixed-deposits"],
  ["fixd deposit", "/investments/fixed-deposits"],
  ["senior citizen savings scheme", "/investments/senior-citizens-savings-scheme"],
  ["scss", "/investments/senior-citizens-savings-scheme"],
  ["gold", "/investments/gold"],
  ["sona", "/investments/gold"],
  ["crypto tax", "/investments/cryptocurrency"],
  ["bitcoin", "/investments/cryptocurrency"],
  ["us stocks", "/investments/us-stocks"],
  ["term insurance", "/investments/term-life-insurance"],
  ["health insurance", "/investments/health-insurance"],
  ["emergency fund", "/investments/emergency-fund"],
  ["mutual funds", "/investments/mutual-funds"],
  ["mutal fund", "/investments/mutual-funds"],
  ["index fund", "/strategies/index-investing"],
  ["value investing", "/strategies/value-investing"],
  ["dividend", "/strategies/dividend-investing"],
  ["growth investing", "/strategies/growth-investing"],
  ["large cap", "/stocks/large-cap"],
  ["small cap stocks", "/stocks/small-cap"],
  ["debt funds", "/funds/debt-funds"],
  ["hybrid fund", "/funds/hybrid-funds"],
  ["government bonds", "/investments/bonds/government"],
  ["tax free bonds", "/investments/bonds/tax-free-bonds"],
  ["bharat bond", "/investments/bonds/bharat-bond-etf"],
  ["broker charges", "/guides/brokers-comparison"],
  ["how to start investing", "/guides/beginners"],
  ["demat account kaise khole", "/guides/beginners"],
  ["how to choose mutual fund", "/guides/picking-mutual-funds"],
  ["stock market basics", "/investments/stocks"],
  ["company fundamentals ratios", "/resources/stock-fundamentals"],
  ["how to read a balance sheet", "/resources/stock-fundamentals"],
  ["investment loss set off", "/resources/investment-losses"],
  ["diversification", "/diversification"],
  ["asset allocation", "/tools/asset-allocation"],
  ["privacy", "/legal/privacy-policy"],
];

describe("search relevance", () => {
  test.each(cases)("'%s' finds %s in the top 3", (query, expected) => {
    const top = index.search(query, 3).map((hit) => hit.url.split("#")[0]);
    expect(top, `top results: ${top.join(", ")}`).toContain(expected);
  });

  test("there are at least 40 relevance cases", () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  test("empty and stop-word-only queries return nothing, not an error", () => {
    expect(index.search("")).toEqual([]);
    expect(index.search("   ")).toEqual([]);
    expect(index.search("kya hai")).toEqual([]);
  });
});

describe("snippets and highlights", () => {
  test("a snippet centres on the first match", () => {
    const text = `${"a ".repeat(100)}the expense ratio matters ${"b ".repeat(100)}`;
    expect(snippetAround(text, ["expense"])).toContain("the expense ratio matters");
  });
  test("highlight parts mark matched words case-insensitively", () => {
    expect(highlightParts("SIP and sip", ["sip"])).toEqual([
      { text: "SIP", match: true },
      { text: " and ", match: false },
      { text: "sip", match: true },
    ]);
  });
});
