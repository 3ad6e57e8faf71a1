import { allGlossaryTerms } from "../glossary/index.ts";
import { blockText } from "../plain-text.ts";
import { sitePages } from "../site-pages.ts";
import { lessonWords } from "./lesson-text.ts";
import { lessonPath } from "./paths.ts";
import type { Course, CourseLesson, QuizQuestion } from "./types.ts";

export { lessonPath, lessonWords };

// Rules every course and its question bank must meet (issue 15): eight or more lessons in
// modules, each at least 700 words with a worked rupee example, key points, a check-yourself
// question, links into the site and deep sources; a bank of at least 30 well-formed questions.
export const minimumLessonWords = 700;
export const minimumLessons = 8;
export const minimumQuizQuestions = 30;

const kebab = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function lessonTexts(lesson: CourseLesson): string[] {
  return [
    ...lesson.sections.flatMap((section) => section.blocks.map(blockText)),
    ...lesson.keyPoints,
    lesson.checkYourself.question,
    lesson.checkYourself.answer,
  ];
}

function internalLinks(text: string): string[] {
  return [...text.matchAll(/\[[^\]]+\]\((\/[^)\s]*)\)/g)].map((match) => match[1] ?? "");
}

/** A source must be a document, not the front page of a site. */
export function isDomainRoot(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.pathname === "/" || parsed.pathname === "") && parsed.search === "";
  } catch {
    return true;
  }
}

export function checkCourse(course: Course, questions: readonly QuizQuestion[]): string[] {
  const problems: string[] = [];
  const where = `/courses/${course.id}`;
  const lessons = course.modules.flatMap((module) => module.lessons);
  const lessonIds = new Set(lessons.map((lesson) => lesson.id));
  const pagePaths = new Set([
    ...sitePages.map((page) => page.path),
    ...lessons.map((l) => lessonPath(course.id, l.id)),
  ]);
  const anchors = new Map<string, Set<string>>();
  for (const { term, glossary } of allGlossaryTerms()) {
    const set = anchors.get(glossary.path) ?? new Set<string>();
    set.add(`term-${term.slug}`);
    anchors.set(glossary.path, set);
  }

  if (course.description.length > 160) problems.push(`${where}: description over 160 characters`);
  if (course.outcomes.length < 3) problems.push(`${where}: fewer than 3 outcomes`);
  if (!(course.estimatedHours > 0)) problems.push(`${where}: estimatedHours must be positive`);
  if (lessons.length < minimumLessons)
    problems.push(`${where}: ${lessons.length} lessons, below ${minimumLessons}`);
  if (lessonIds.size !== lessons.length) problems.push(`${where}: duplicate lesson ids`);
  const moduleIds = course.modules.map((module) => module.id);
  if (new Set(moduleIds).size !== moduleIds.length) problems.push(`${where}: duplicate module ids`);
  for (const id of [...moduleIds, ...lessonIds])
    if (!kebab.test(id)) problems.push(`${where}: id '${id}' is not kebab-case`);

  const linkedCalculators = new Set<string>();
  const linkedCategories = new Set<string>();
  for (const lesson of lessons) {
    const at = lessonPath(course.id, lesson.id);
    const words = lessonWords(lesson);
    if (words < minimumLessonWords) problems.push(`${at}: ${words} words, below ${minimumLessonWords}`);
    if (lesson.description.length > 160) problems.push(`${at}: description over 160 characters`);
    if (!isoDate.test(lesson.lastReviewed)) problems.push(`${at}: lastReviewed must be YYYY-MM-DD`);
    if (!lesson.sections.some((section) => section.blocks.some((block) => block.type === "example")))
      problems.push(`${at}: no worked example block`);
    if (
      !lesson.sections.some((section) =>
        section.blocks.some((block) => block.type === "example" && block.lines.join(" ").includes("₹")),
      )
    )
      problems.push(`${at}: the worked example has no rupee figure`);
    if (lesson.keyPoints.length < 3 || lesson.keyPoints.length > 6)
      problems.push(`${at}: needs 3 to 6 key points`);
    if (!lesson.checkYourself.question || !lesson.checkYourself.answer)
      problems.push(`${at}: check-yourself incomplete`);
    if (lesson.sources.length === 0) problems.push(`${at}: no sources`);
    for (const source of lesson.sources)
      if (isDomainRoot(source.url)) problems.push(`${at}: source is a bare home page: ${source.url}`);
    const sectionIds = lesson.sections.map((section) => section.id);
    if (new Set(sectionIds).size !== sectionIds.length) problems.push(`${at}: duplicate section ids`);
    const links = lessonTexts(lesson).flatMap(internalLinks);
    if (!links.some((href) => href.includes("#term-"))) problems.push(`${at}: no glossary link`);
    if (links.length < 3) problems.push(`${at}: fewer than 3 internal links`);
    for (const href of links) {
      const [path = "", anchor] = href.split("#");
      if (!pagePaths.has(path)) problems.push(`${at}: link to unknown page ${href}`);
      else if (anchor?.startsWith("term-") && !anchors.get(path)?.has(anchor))
        problems.push(`${at}: link to unknown glossary anchor ${href}`);
      if (path.startsWith("/calculators/")) linkedCalculators.add(path);
      if (path.startsWith("/investments/")) linkedCategories.add(path);
    }
  }
  if (linkedCalculators.size < 3) problems.push(`${where}: links to fewer than 3 calculators`);
  if (linkedCategories.size < 3) problems.push(`${where}: links to fewer than 3 category pages`);

  if (questions.length < minimumQuizQuestions)
    problems.push(`${where}/quiz: ${questions.length} questions, below ${minimumQuizQuestions}`);
  const questionIds = questions.map((question) => question.id);
  if (new Set(questionIds).size !== questionIds.length)
    problems.push(`${where}/quiz: duplicate question ids`);
  if (questions.filter((question) => question.kind === "multiple").length < 5)
    problems.push(`${where}/quiz: fewer than 5 multiple-choice questions`);
  for (const question of questions) {
    const at = `${where}/quiz ${question.id}`;
    const correct = question.options.filter((option) => option.correct).length;
    if (question.kind === "single" && correct !== 1)
      problems.push(`${at}: single-choice needs exactly one correct option`);
    if (question.kind === "multiple" && correct < 2)
      problems.push(`${at}: multiple-choice needs two or more correct options`);
    if (question.options.length < 3 || question.options.length > 5)
      problems.push(`${at}: needs 3 to 5 options`);
    const optionIds = question.options.map((option) => option.id);
    if (new Set(optionIds).size !== optionIds.length) problems.push(`${at}: duplicate option ids`);
    if (!question.explanation.trim()) problems.push(`${at}: no explanation`);
    if (!lessonIds.has(question.lessonId)) problems.push(`${at}: unknown lesson ${question.lessonId}`);
  }
  return problems;
}
