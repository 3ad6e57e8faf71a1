// Run before every build: stops it when a page (or a course lesson or question bank, see
// app/content/courses/check.ts) lacks a title, description, review date or sources, is too
// short, or links to a page or glossary term that does not exist; then prints the facts whose
// review date has passed (`npm run facts:report` lists every fact).
// `node scripts/check-content.ts /guides/beginners` reports only problems for that page (and
// the word counts), which is handy while writing one page.
import { allArticles } from "../app/content/articles/index.ts";
import { categories } from "../app/content/categories/index.ts";
import { courseLessons, courses, lessonPath } from "../app/content/courses/index.ts";
import { lessonWords } from "../app/content/courses/lesson-text.ts";
import { dueFacts, factsReport } from "../app/content/facts/report.ts";
import { articleWords, checkContent, wordCount } from "../app/content/integrity.server.ts";

const only = process.argv.slice(2);
const problems = checkContent().filter(
  (problem) =>
    only.length === 0 || only.some((prefix) => problem.startsWith(prefix) || problem.includes(prefix)),
);
for (const prefix of only) {
  const article = allArticles().find((body) => body.path === prefix);
  if (article) console.log(`${prefix}: ${articleWords(article)} words`);
  const category = categories.find((item) => `/investments/${item.id}` === prefix);
  if (category)
    console.log(`${prefix}: ${wordCount(category.detailedDescription)} words in detailedDescription`);
  for (const course of courses)
    for (const lesson of courseLessons(course))
      if (lessonPath(course.id, lesson.id) === prefix) console.log(`${prefix}: ${lessonWords(lesson)} words`);
}
if (problems.length > 0) {
  console.error(
    `Content check failed (${problems.length}):\n${problems.map((problem) => `  - ${problem}`).join("\n")}`,
  );
  process.exit(1);
}
console.log("Content check passed");
// Not a failure: a fact past its review date still shows its date and where to check it.
const today = new Date().toISOString().slice(0, 10);
if (only.length === 0 && dueFacts(today).length > 0) console.log(factsReport(today, true));
