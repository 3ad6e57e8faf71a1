import { calculatorList } from "~/calculators/registry.ts";
import { allArticles } from "~/content/articles/index.ts";
import { categories } from "~/content/categories/index.ts";
import { courseLessons, courses, lessonPath } from "~/content/courses/index.ts";
import { allGlossaryTerms } from "~/content/glossary/index.ts";
import { blockText, plainText } from "~/content/plain-text.ts";
import { sitePages } from "~/content/site-pages.ts";
import type { ArticleSection, InvestmentCategory } from "~/content/types.ts";
import type { Passage } from "./passages.ts";

// Every passage the assistant can quote, built from the same content modules as the pages.

function clean(text: string): string {
  return plainText(text).replace(/\s+/g, " ").trim();
}

/** A table row as one line: "PPF: Rate 7.1% a year, Term 15 years". */
function tableLine(columns: readonly string[], row: readonly string[]): string {
  const cells = row.map((cell, column) => {
    if (column === 0) return clean(cell);
    const header = columns[column] ?? "";
    // "Rate (% a year)" with "7.1" reads "Rate 7.1% a year".
    const percent = /^(.*?)\s*\(%\s*([^)]*)\)\s*$/.exec(header);
    const number = /^-?\d+(\.\d+)?/.exec(cell.trim());
    if (percent && number)
      return `${percent[1]} ${number[0]}%${percent[2] ? ` ${percent[2]}` : ""}${clean(cell.trim().slice(number[0].length))}`;
    return `${header} ${clean(cell)}`;
  });
  return `${cells[0]}: ${cells.slice(1).join(", ")}`;
}

function categoryPassages(category: InvestmentCategory): Passage[] {
  const url = `/investments/${category.id}`;
  const base = { pageTitle: category.title, keywords: category.id.replaceAll("-", " ") };
  const passages: Passage[] = category.detailedDescription.split(/\n\n+/).map((paragraph, index) => ({
    ...base,
    id: `${url}#overview/${index}`,
    url: `${url}#overview`,
    heading: `What are ${category.title}?`,
    text: clean(paragraph),
    kind: "page",
  }));
  const field = (anchor: string, heading: string, text: string) =>
    passages.push({
      ...base,
      id: `${url}#${anchor}`,
      url: `${url}#${anchor}`,
      heading,
      text: clean(text),
      kind: "page",
    });
  field("taxation", `How ${category.title} are taxed`, category.taxImplications);
  field("risk", `Risk of ${category.title}`, category.riskDescription);
  field("pros", `Benefits of ${category.title}`, category.pros.join(". "));
  field("cons", `Drawbacks of ${category.title}`, category.cons.join(". "));
  field("how-to-start", `How to start with ${category.title}`, category.howToStart.steps.join(" "));
  field("returns", `Returns of ${category.title}`, category.returnsBasis);
  field(
    "overview",
    `${category.title} at a glance`,
    `Minimum investment: ${category.minInvestment}. Ideal horizon: ${category.recommendedHorizon}. Regulated by ${category.regulatedBy}. Risk: ${category.riskLevel}.`,
  );
  category.strategies.forEach((strategy, index) => {
    passages.push({
      ...base,
      id: `${url}#strategies/${index}`,
      url: `${url}#strategies`,
      heading: strategy.title,
      text: clean(strategy.description),
      kind: "page",
    });
  });
  category.faqs.forEach((faq, index) => {
    passages.push({
      ...base,
      id: `${url}#faq/${index}`,
      url,
      heading: faq.question,
      text: clean(faq.answer),
      kind: "faq",
    });
  });
  return passages;
}

/** One passage per paragraph, list, example or table of a page's sections. */
function sectionPassages(
  path: string,
  pageTitle: string,
  sections: readonly ArticleSection[],
  kind: Passage["kind"],
): Passage[] {
  const passages: Passage[] = [];
  for (const section of sections) {
    section.blocks.forEach((block, index) => {
      const base = {
        id: `${path}#${section.id}/${index}`,
        url: `${path}#${section.id}`,
        pageTitle,
        keywords: "",
        kind,
      };
      if (block.type === "table") {
        passages.push({
          ...base,
          heading: block.caption,
          text: clean(blockText(block)),
          lines: block.rows.map((row) => tableLine(block.columns, row)),
        });
        return;
      }
      const text = clean(blockText(block));
      if (text.length >= 40) passages.push({ ...base, heading: section.heading, text });
    });
  }
  return passages;
}

export function contentPassages(): Passage[] {
  const titles = new Map(sitePages.map((page) => [page.path, page.title]));
  const passages: Passage[] = [];

  for (const article of allArticles()) {
    const pageTitle = titles.get(article.path) ?? article.path;
    passages.push(...sectionPassages(article.path, pageTitle, article.sections, "page"));
    (article.faqs ?? []).forEach((faq, index) => {
      passages.push({
        id: `${article.path}#faq/${index}`,
        url: article.path,
        pageTitle,
        heading: faq.question,
        text: clean(faq.answer),
        keywords: "",
        kind: "faq",
      });
    });
  }

  for (const course of courses) {
    for (const lesson of courseLessons(course)) {
      const path = lessonPath(course.id, lesson.id);
      passages.push(...sectionPassages(path, lesson.title, lesson.sections, "lesson"));
      passages.push({
        id: `${path}#key-points`,
        url: path,
        pageTitle: lesson.title,
        heading: `Key points: ${lesson.title}`,
        text: clean(lesson.keyPoints.join(" ")),
        keywords: course.title,
        kind: "lesson",
      });
    }
  }

  for (const category of categories) passages.push(...categoryPassages(category));

  for (const { term, glossary } of allGlossaryTerms()) {
    passages.push({
      id: `term:${term.slug}`,
      url: `${glossary.path}#term-${term.slug}`,
      pageTitle: `${term.term} (${glossary.name})`,
      heading: term.term,
      text: clean(`${term.definition} ${term.explanation} ${term.example ?? ""}`),
      keywords: (term.aliases ?? []).join(", "),
      kind: "glossary",
    });
  }

  for (const calculator of calculatorList) {
    passages.push({
      id: `calculator:${calculator.slug}`,
      url: calculator.path,
      pageTitle: calculator.title,
      heading: calculator.title,
      text: clean(calculator.description),
      keywords: `${calculator.slug.replaceAll("-", " ")}, ${calculator.keywords}`,
      kind: "calculator",
    });
  }
  return passages;
}
