import { describe, expect, test } from "vitest";
import { sitePassages } from "#app/features/search/passages.ts";
import { coveredCallFigure } from "./courses/figures/trading.ts";
import { checkFigures } from "./figure-check.ts";
import { blockText } from "./plain-text.ts";
import type { ArticleSection, FigureBlock } from "./types.ts";

const section = (...blocks: FigureBlock[]): ArticleSection[] => [{ id: "s", heading: "S", blocks }];

describe("figure blocks in text and checks", () => {
  test("plain text and search index the chart's words, not its numbers", () => {
    const text = blockText(coveredCallFigure);
    expect(text).toContain(coveredCallFigure.title);
    expect(text).toContain(coveredCallFigure.alt);
    expect(text).not.toContain("1050");
  });

  test("a chart is its own passage for the chat, linking to the chart", async () => {
    const passages = await sitePassages();
    const found = passages.find((passage) => passage.heading === coveredCallFigure.title);
    expect(found?.url).toBe(
      "/courses/advanced-trading-strategies/lessons/option-strategies-explained#figure-covered-call-payoff",
    );
  });

  test("the checks catch a missing text alternative, a bad id, a duplicate and bad data", () => {
    const broken: FigureBlock = {
      ...coveredCallFigure,
      id: "Bad Id",
      alt: "",
      chart: {
        kind: "line",
        x: { label: "x", format: "number", values: [0, 1, 2] },
        y: { label: "y", format: "number" },
        series: [{ name: "A", values: [1, 2] }],
      },
    };
    const problems = checkFigures("/p", section(broken, broken));
    expect(problems).toContain("/p: duplicate figure ids");
    expect(problems.some((p) => p.includes("not kebab-case"))).toBe(true);
    expect(problems.some((p) => p.includes("text alternative"))).toBe(true);
    expect(problems.some((p) => p.includes("has 2 values for 3 x values"))).toBe(true);
    expect(checkFigures("/p", section(coveredCallFigure))).toEqual([]);
  });
});
