import { allArticles } from "#app/content/articles/index.ts";
import { categories } from "#app/content/categories/index.ts";
import { courseLessons, courses, lessonPath, quizPath } from "#app/content/courses/index.ts";
import { withFacts } from "#app/content/facts/resolve.ts";
import { allGlossaryTerms } from "#app/content/glossary/index.ts";
import { blockText, plainText } from "#app/content/plain-text.ts";
import { sitePages } from "#app/content/site-pages.ts";
import { toolGuides } from "#app/content/tool-guides.ts";
import type { ArticleSection, InvestmentCategory } from "#app/content/types.ts";
import { calculatorList, loadCalculator } from "#app/features/calculators/index.ts";
import { assessmentRuleLines } from "#app/features/courses/index.ts";

// The site cut into passages: a paragraph, list or table of a page, one FAQ, one glossary
// entry, a calculator's or tool's method notes. Small pieces let the assistant quote the
// sentences that answer a question and link to the exact section. Every passage belongs to
// one search document (`documentId`), so a question can be answered from the pages the
// site search ranks first.

export interface Passage {
  /** Unique, e.g. "/investments/nps#overview/2". */
  id: string;
  /** The search document it belongs to: a page path, or "term:{slug}" for a glossary entry. */
  documentId: string;
  /** Where the passage lives, with the section anchor when there is one. */
  url: string;
  /** The page's title, used as the link text. */
  pageTitle: string;
  /** The section heading, FAQ question or glossary term. */
  heading: string;
  /** Plain text (no link or bold markup). */
  text: string;
  kind: "page" | "faq" | "glossary" | "calculator" | "lesson" | "tool";
  /** For a table: its rows as short lines, quoted as a list instead of sentences. */
  lines?: string[];
}

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
  const base = { pageTitle: category.title, documentId: url };
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
  field("pros", `Benefits of ${category.title}`, `${category.pros.join(". ")}.`);
  field("cons", `Drawbacks of ${category.title}`, `${category.cons.join(". ")}.`);
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
        documentId: path,
        url: `${path}#${section.id}`,
        pageTitle,
        kind,
      };
      if (block.type === "figure") {
        // A chart is found by its title and words; the link goes to the chart itself.
        passages.push({
          ...base,
          url: `${path}#figure-${block.id}`,
          heading: block.title,
          text: clean(blockText(block)),
        });
        return;
      }
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

/** Method notes of a calculator or tool page as one passage each. */
function guidePassage(
  path: string,
  pageTitle: string,
  lines: readonly string[],
  kind: Passage["kind"],
): Passage {
  return {
    id: `${path}#how-it-works`,
    documentId: path,
    url: path,
    pageTitle,
    heading: `How the ${pageTitle} works`,
    text: lines.map(clean).join(" "),
    kind,
  };
}

export async function sitePassages(): Promise<Passage[]> {
  const titles = new Map(sitePages.map((page) => [page.path, page.title]));
  const aliases = new Map(sitePages.map((page) => [page.path, page.aliases ?? []]));
  const passages: Passage[] = [];

  for (const article of allArticles()) {
    const pageTitle = titles.get(article.path) ?? article.path;
    passages.push(...sectionPassages(article.path, pageTitle, article.sections, "page"));
    (article.faqs ?? []).forEach((faq, index) => {
      passages.push({
        id: `${article.path}#faq/${index}`,
        documentId: article.path,
        url: article.path,
        pageTitle,
        heading: faq.question,
        text: clean(faq.answer),
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
        documentId: path,
        url: path,
        pageTitle: lesson.title,
        heading: `Key points: ${lesson.title}`,
        text: clean(lesson.keyPoints.join(" ")),
        kind: "lesson",
      });
    }
  }

  for (const course of courses) {
    const path = quizPath(course.id);
    const pageTitle = titles.get(path) ?? path;
    passages.push({
      id: `${path}#quiz-rules`,
      documentId: path,
      url: `${path}#quiz-rules`,
      pageTitle,
      // With the other names the page table gives the assessment (quiz, exam, test).
      heading: `How the final assessment works: ${[pageTitle, ...(aliases.get(path) ?? [])].join(", ")}`,
      text: assessmentRuleLines(courseLessons(course).length).join(" "),
      kind: "page",
    });
  }

  for (const category of categories) passages.push(...categoryPassages(category));

  for (const { term, glossary } of allGlossaryTerms()) {
    passages.push({
      id: `term:${term.slug}`,
      documentId: `term:${term.slug}`,
      url: `${glossary.path}#term-${term.slug}`,
      pageTitle: `${term.term} (${glossary.name})`,
      heading: term.term,
      text: clean(`${term.definition} ${term.explanation} ${term.example ?? ""}`),
      kind: "glossary",
    });
  }

  for (const listing of calculatorList) {
    const { guide } = await loadCalculator(listing.slug);
    passages.push({
      id: `${listing.path}#about`,
      documentId: listing.path,
      url: listing.path,
      pageTitle: listing.title,
      heading: listing.title,
      text: clean(listing.description),
      kind: "calculator",
    });
    passages.push(
      guidePassage(listing.path, listing.title, [...guide.formula, ...guide.assumptions], "calculator"),
    );
  }

  for (const guide of Object.values(withFacts(toolGuides))) {
    const title = titles.get(guide.path) ?? guide.path;
    const passage = guidePassage(guide.path, title, [...guide.method, ...guide.assumptions], "tool");
    // Two tools share a page: one passage each.
    passage.id = `${guide.path}#how-it-works/${passages.filter((other) => other.documentId === guide.path).length}`;
    passages.push(passage);
  }
  return passages;
}
