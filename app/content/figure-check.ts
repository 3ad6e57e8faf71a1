import { chartProblems } from "#app/lib/chart-geometry.ts";
import type { ArticleSection, FigureBlock } from "./types.ts";

// Rules for the chart blocks of a page (article or lesson): each can be drawn, is named and
// described in words for people who cannot see it, and has an id unique on its page.
const kebab = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** A text alternative shorter than this cannot say what the chart shows. */
export const minimumAltLength = 40;

export function figuresOf(sections: readonly ArticleSection[]): FigureBlock[] {
  return sections.flatMap((section) => section.blocks.filter((block) => block.type === "figure"));
}

export function checkFigures(where: string, sections: readonly ArticleSection[]): string[] {
  const problems: string[] = [];
  const figures = figuresOf(sections);
  const ids = figures.map((figure) => figure.id);
  if (new Set(ids).size !== ids.length) problems.push(`${where}: duplicate figure ids`);
  for (const figure of figures) {
    const at = `${where} figure '${figure.id}'`;
    if (!kebab.test(figure.id)) problems.push(`${at}: id is not kebab-case`);
    if (!figure.title.trim()) problems.push(`${at}: no title`);
    if (!figure.caption.trim()) problems.push(`${at}: no caption`);
    if (figure.alt.trim().length < minimumAltLength)
      problems.push(`${at}: text alternative missing or shorter than ${minimumAltLength} characters`);
    for (const problem of chartProblems(figure.chart)) problems.push(`${at}: ${problem}`);
  }
  return problems;
}
