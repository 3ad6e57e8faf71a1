import { allArticles } from "#app/content/articles/index.ts";
import { getCalculatorListing } from "#app/content/calculators/index.ts";
import { categories } from "#app/content/categories/index.ts";
import { courseLessons, coursePath, courses, lessonPath } from "#app/content/courses/index.ts";
import { lessonPlainText } from "#app/content/courses/lesson-text.ts";
import { allGlossaryTerms } from "#app/content/glossary/index.ts";
import { articlePlainText as articleText, plainText as plain } from "#app/content/plain-text.ts";
import { sitePages } from "#app/content/site-pages.ts";
import type { SearchDocument } from "./engine.ts";

// Every searchable thing on the site, as plain-text documents.

const kindBySection: Record<string, string> = {
  home: "Page",
  about: "Page",
  investments: "Investment",
  calculators: "Calculator",
  guides: "Guide",
  resources: "Resource",
  strategies: "Strategy",
  tools: "Tool",
  courses: "Course",
  legal: "Legal",
};

/** What a search result calls a page: "Lesson", "Calculator", "Tool", "Guide"... */
export function pageKind(path: string, section: string): string {
  return path.includes("/lessons/") ? "Lesson" : (kindBySection[section] ?? "Page");
}

/** Course pages by path, and lesson pages by path, for their text. */
function courseTexts(): Map<string, string> {
  const texts = new Map<string, string>();
  for (const course of courses) {
    texts.set(
      coursePath(course.id),
      plain(
        [
          course.overview,
          ...course.outcomes,
          ...course.modules.flatMap((module) => [module.title, ...module.lessons.map((l) => l.title)]),
        ].join(" "),
      ),
    );
    for (const lesson of courseLessons(course))
      texts.set(lessonPath(course.id, lesson.id), `${course.title} ${lessonPlainText(lesson)}`);
  }
  return texts;
}

export function searchDocuments(): SearchDocument[] {
  const courseText = courseTexts();
  const articles = new Map(allArticles().map((article) => [article.path, article]));
  const categoryById = new Map(categories.map((category) => [`/investments/${category.id}`, category]));
  const documents: SearchDocument[] = [];

  for (const page of sitePages) {
    // Account pages are found too ("reset password"); the search page itself is not.
    if (page.canonicalPath || page.section === "search") continue;
    const article = articles.get(page.path);
    const category = categoryById.get(page.path);
    const calculator =
      page.section === "calculators" ? getCalculatorListing(page.path.split("/")[2] ?? "") : undefined;
    const body = [
      page.description,
      page.summary,
      article ? articleText(article) : "",
      category
        ? plain(
            [
              category.tagline,
              category.detailedDescription,
              category.taxImplications,
              category.riskDescription,
              ...category.pros,
              ...category.cons,
              ...category.examples,
              ...category.faqs.flatMap((faq) => [faq.question, faq.answer]),
            ].join(" "),
          )
        : "",
      calculator ? calculator.description : "",
      courseText.get(page.path) ?? "",
    ].join(" ");
    documents.push({
      id: page.path,
      url: page.path,
      title: page.title,
      kind: pageKind(page.path, page.section),
      keywords:
        `${[...(page.aliases ?? []), ...(page.keywords ?? [])].join(" ")} ${category ? `${category.id.replaceAll("-", " ")} ${(category.aliases ?? []).join(" ")}` : ""} ${calculator?.keywords ?? ""}`.trim(),
      text: body.replace(/\s+/g, " ").trim(),
    });
  }

  for (const { term, glossary } of allGlossaryTerms()) {
    documents.push({
      id: `term:${term.slug}`,
      url: `${glossary.path}#term-${term.slug}`,
      title: term.term,
      kind: glossary.name,
      keywords: (term.aliases ?? []).join(" "),
      text: plain(`${term.definition} ${term.explanation} ${term.example ?? ""}`)
        .replace(/\s+/g, " ")
        .trim(),
    });
  }
  return documents;
}
