import { allArticles, articleSources } from "./articles/index.ts";
import { isCalculatorSlug } from "./calculators/index.ts";
import { categories, categorySources } from "./categories/index.ts";
import { checkCourse, checkPractice } from "./courses/check.ts";
import { courses } from "./courses/index.ts";
import { getQuizBank, writtenQuestions } from "./courses/quiz-banks.server.ts";
import { getFact } from "./facts/index.ts";
import { checkFigures } from "./figure-check.ts";
import { allGlossaryTerms, glossaries, glossarySources } from "./glossary/index.ts";
import { articlePlainText, blockText, wordCount } from "./plain-text.ts";
import { factIdsIn } from "./rich-text-tokens.ts";

export { wordCount };

import { sitePages } from "./site-pages.ts";
import type { ArticleBody, InvestmentCategory, RichText, Source } from "./types.ts";

// Content rules every page must meet; `npm run build` and the test suite both fail on any
// problem this returns. Minimum lengths are words of body text per page type.
export const minimumWords: Record<string, number> = {
  guides: 1100,
  resources: 900,
  strategies: 900,
  investments: 650,
  legal: 450,
  about: 400,
};
export const minimumCategoryWords = 600;
export const minimumGlossaryTerms = 300;

/** Pages whose body comes from other content (categories, glossaries, calculators, tools, courses). */
function needsArticle(path: string, section: string): boolean {
  if (path === "/" || path.startsWith("/investments/fixed-income/")) return false;
  if (glossaries.some((glossary) => glossary.path === path)) return false;
  if (categories.some((category) => `/investments/${category.id}` === path)) return false;
  return ["guides", "resources", "strategies", "investments", "legal", "about"].includes(section);
}

export function articleWords(body: ArticleBody): number {
  return wordCount(articlePlainText(body));
}

function internalLinks(text: RichText): string[] {
  return [...text.matchAll(/\[[^\]]+\]\((\/[^)\s]*)\)/g)].map((match) => match[1] ?? "");
}

function categoryTexts(category: InvestmentCategory): RichText[] {
  return [
    category.detailedDescription,
    category.taxImplications,
    category.riskDescription,
    category.returnsBasis,
    ...category.pros,
    ...category.cons,
    ...category.strategies.map((strategy) => strategy.description),
    ...category.howToStart.steps,
    ...category.faqs.map((faq) => faq.answer),
  ];
}

function articleTexts(body: ArticleBody): RichText[] {
  return [
    ...body.sections.flatMap((section) => section.blocks.map(blockText)),
    ...(body.faqs ?? []).map((faq) => faq.answer),
  ];
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** A return range: 'a-b', or "no-series" / "protection" for categories without one. */
const returnRange = /^(-?\d+(\.\d+)?--?\d+(\.\d+)?|no-series|protection)$/;

/** A source must be the document itself: a link to a site's home page is not a source. */
export function isDomainRoot(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.pathname === "/" || parsed.pathname === "") && !parsed.search && !parsed.hash;
  } catch {
    return false;
  }
}

/**
 * Pages whose sources are being rewritten on another branch, with why. The check reports an
 * entry that is no longer needed, so this list empties itself once those pages are merged.
 */
export const sourceFixesPending: Readonly<Record<string, string>> = {
  "/guides/brokers-comparison":
    "rewritten on the calculators branch (trading-cost calculator); deepen its sources when that branch is merged",
};

function checkSources(where: string, sources: readonly Source[], problems: string[]) {
  const roots = sources.filter((source) => isDomainRoot(source.url));
  if (sourceFixesPending[where]) {
    if (roots.length === 0)
      problems.push(`${where}: sources are deep now; remove it from sourceFixesPending`);
    return;
  }
  for (const source of roots) {
    problems.push(
      `${where}: source '${source.title}' is a home page (${source.url}); link the document itself`,
    );
  }
}

export function checkContent(): string[] {
  const problems: string[] = [];
  const pagePaths = new Set(sitePages.map((page) => page.path));
  const termSlugs = new Set(allGlossaryTerms().map(({ term }) => term.slug));
  const anchorsByPage = new Map<string, Set<string>>();
  for (const { term, glossary } of allGlossaryTerms()) {
    const anchors = anchorsByPage.get(glossary.path) ?? new Set<string>();
    anchors.add(`term-${term.slug}`);
    anchorsByPage.set(glossary.path, anchors);
  }
  const articles = new Map(allArticles().map((article) => [article.path, article]));

  function checkLink(where: string, href: string) {
    const [path = "", anchor] = href.split("#");
    if (!pagePaths.has(path)) problems.push(`${where}: link to unknown page ${href}`);
    else if (anchor?.startsWith("term-") && !anchorsByPage.get(path)?.has(anchor)) {
      problems.push(`${where}: link to unknown glossary anchor ${href}`);
    }
  }

  for (const page of sitePages) {
    if (!page.title || !page.description) problems.push(`${page.path}: missing title or description`);
    // Titles, descriptions and summaries are shown as they are (meta tags, cards, headers): a fact
    // token there would appear raw. Category pages take their resolved text from the category.
    if (JSON.stringify(page).includes("{{fact:"))
      problems.push(
        `${page.path}: the page table cannot hold {{fact:...}} tokens; keep figures in the page body`,
      );
    if (!needsArticle(page.path, page.section)) continue;
    const body = articles.get(page.path);
    if (!body) {
      problems.push(`${page.path}: no article body`);
      continue;
    }
    if (!isoDate.test(body.lastReviewed)) problems.push(`${page.path}: lastReviewed must be YYYY-MM-DD`);
    if (body.sources.length === 0) problems.push(`${page.path}: no sources`);
    checkSources(page.path, body.sources, problems);
    const minimum = minimumWords[page.section] ?? 0;
    const words = articleWords(body);
    if (words < minimum) problems.push(`${page.path}: ${words} words, below the ${minimum} minimum`);
    const ids = body.sections.map((section) => section.id);
    if (new Set(ids).size !== ids.length) problems.push(`${page.path}: duplicate section ids`);
    problems.push(...checkFigures(page.path, body.sections));
    for (const text of articleTexts(body)) for (const href of internalLinks(text)) checkLink(page.path, href);
    for (const href of body.related ?? []) checkLink(`${page.path} related`, href);
  }

  for (const path of articles.keys())
    if (!pagePaths.has(path)) problems.push(`article for unknown page ${path}`);

  for (const category of categories) {
    const where = `/investments/${category.id}`;
    const words = wordCount(category.detailedDescription);
    if (words < minimumCategoryWords) problems.push(`${where}: detailed description has ${words} words`);
    if (!isoDate.test(category.lastReviewed)) problems.push(`${where}: lastReviewed must be YYYY-MM-DD`);
    if (category.sources.length < 2) problems.push(`${where}: fewer than 2 sources`);
    if (category.faqs.length < 4) problems.push(`${where}: fewer than 4 FAQs`);
    if (!category.returnsBasis) problems.push(`${where}: returns have no stated basis`);
    for (const range of Object.values(category.returns)) {
      if (!returnRange.test(range))
        problems.push(`${where}: return range '${range}' is not 'a-b', no-series or protection`);
    }
    checkSources(where, category.sources, problems);
    for (const text of categoryTexts(category))
      for (const href of internalLinks(text)) checkLink(where, href);
    for (const slug of category.relatedCalculators) {
      if (!isCalculatorSlug(slug)) problems.push(`${where}: unknown calculator ${slug}`);
    }
    for (const related of category.relatedCategories) {
      if (!categories.some((other) => other.id === related))
        problems.push(`${where}: unknown related category ${related}`);
    }
  }

  for (const glossary of glossaries) {
    if (!isoDate.test(glossary.lastReviewed))
      problems.push(`${glossary.path}: lastReviewed must be YYYY-MM-DD`);
    if (glossary.sources.length === 0) problems.push(`${glossary.path}: no sources`);
    checkSources(glossary.path, glossary.sources, problems);
  }
  const slugs = allGlossaryTerms().map(({ term }) => term.slug);
  const duplicates = slugs.filter((slug, index) => slugs.indexOf(slug) !== index);
  if (duplicates.length) problems.push(`glossary: duplicate slugs ${[...new Set(duplicates)].join(", ")}`);
  if (termSlugs.size < minimumGlossaryTerms)
    problems.push(`glossary: ${termSlugs.size} terms, below ${minimumGlossaryTerms}`);
  for (const { term, glossary } of allGlossaryTerms()) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(term.slug))
      problems.push(`${glossary.path}: slug '${term.slug}' is not kebab-case`);
    for (const related of term.related) {
      if (!termSlugs.has(related))
        problems.push(`${glossary.path}#term-${term.slug}: unknown related term ${related}`);
    }
    for (const href of term.links ?? []) checkLink(`${glossary.path}#term-${term.slug}`, href);
    for (const href of internalLinks(`${term.explanation} ${term.example ?? ""}`)) checkLink(term.slug, href);
  }

  // Courses: lessons, their links and sources, and the question banks (courses/check.ts).
  for (const course of courses) {
    problems.push(...checkCourse(course, getQuizBank(course.id) ?? []));
    problems.push(...checkPractice(course, writtenQuestions(course.id)));
  }
  // Every {{fact:id}} token names a fact in the registry (resolution would fail at build time).
  const written = JSON.stringify([articleSources, categorySources, glossarySources, sitePages]);
  for (const id of factIdsIn(written)) if (!getFact(id)) problems.push(`unknown fact {{fact:${id}}}`);
  return problems;
}
