import { checkFigures } from "../figure-check.ts";
import { allGlossaryTerms } from "../glossary/index.ts";
import { blockText } from "../plain-text.ts";
import { sitePages } from "../site-pages.ts";
import { lessonWords } from "./lesson-text.ts";
import { lessonPath } from "./paths.ts";
import type { Course, CourseLesson, LessonQuestion, LessonQuestions, QuizQuestion } from "./types.ts";

export { lessonPath, lessonWords };

// Rules every course and its questions must meet (issues 15 and 23): eight or more lessons in
// modules, each at least 700 words with a worked rupee example, key points, a check-yourself
// question, links into the site and deep sources; three to five practice questions per lesson;
// a final-assessment bank of at least 100 well-formed questions, at least 8 on every lesson,
// with no length or count cue (bankCues below).
export const minimumLessonWords = 700;
export const minimumLessons = 8;
export const minimumQuizQuestions = 100;
export const minimumQuestionsPerLesson = 8;
export const practicePerLesson = { min: 3, max: 5 } as const;
/** The keyed option may be the longest in at most this share of single-answer questions... */
export const maxLongestKeyedShare = 1 / 3;
/** ...and never this many times as long as the next longest option. */
export const maxKeyedLengthRatio = 1.5;
/** Each count of correct options (2, 3, 4) is at least this share of multiple-answer questions. */
export const minCorrectCountShare = 0.25;

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
    problems.push(...checkFigures(at, lesson.sections));
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
  for (const lesson of lessons) {
    const count = questions.filter((question) => question.lessonId === lesson.id).length;
    if (count < minimumQuestionsPerLesson)
      problems.push(`${where}/quiz: ${count} questions on ${lesson.id}, below ${minimumQuestionsPerLesson}`);
  }
  for (const question of questions) problems.push(...questionProblems(`${where}/quiz`, question, lessonIds));
  problems.push(...bankCues(questions).problems.map((problem) => `${where}/quiz: ${problem}`));
  return problems;
}

/** What is wrong with one question's shape. */
function questionProblems(where: string, question: QuizQuestion, lessonIds: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const at = `${where} ${question.id}`;
  const correct = question.options.filter((option) => option.correct).length;
  if (question.kind === "single" && correct !== 1)
    problems.push(`${at}: single-choice needs exactly one correct option`);
  if (question.kind === "multiple" && (correct < 2 || correct >= question.options.length))
    problems.push(`${at}: multiple-choice needs two or more correct options and at least one wrong one`);
  if (question.options.length < 3 || question.options.length > 5)
    problems.push(`${at}: needs 3 to 5 options`);
  const optionIds = question.options.map((option) => option.id);
  if (new Set(optionIds).size !== optionIds.length) problems.push(`${at}: duplicate option ids`);
  const texts = question.options.map((option) => option.text.trim().toLowerCase());
  if (new Set(texts).size !== texts.length) problems.push(`${at}: two options read the same`);
  if (!question.explanation.trim()) problems.push(`${at}: no explanation`);
  if (!lessonIds.has(question.lessonId)) problems.push(`${at}: unknown lesson ${question.lessonId}`);
  return problems;
}

const length = (text: string) => [...text].length;

export interface BankCues {
  singles: number;
  /** Single-answer questions whose keyed option is the longest (ties included). */
  longestKeyed: number;
  /** The largest ratio of a keyed option to the next longest, where the keyed one is longest. */
  largestKeyedRatio: number;
  /** Multiple-answer questions by their number of correct options. */
  correctCounts: Record<number, number>;
  problems: string[];
}

/**
 * Cues that give answers away without knowing them: the keyed option being the longest (at
 * most a third of single-answer questions, and never 1.5 times the next longest) and the
 * number of correct options in multiple-answer questions (2, 3 and 4 in similar numbers).
 */
export function bankCues(questions: readonly QuizQuestion[]): BankCues {
  const problems: string[] = [];
  let singles = 0;
  let longestKeyed = 0;
  let largestKeyedRatio = 0;
  const correctCounts: Record<number, number> = {};
  for (const question of questions) {
    const keyed = question.options.filter((option) => option.correct);
    if (question.kind === "multiple") {
      correctCounts[keyed.length] = (correctCounts[keyed.length] ?? 0) + 1;
      continue;
    }
    singles++;
    const key = keyed[0];
    if (!key) continue;
    const others = question.options.filter((option) => option !== key).map((option) => length(option.text));
    const nextLongest = Math.max(0, ...others);
    if (length(key.text) >= nextLongest) {
      longestKeyed++;
      const ratio = length(key.text) / Math.max(1, nextLongest);
      largestKeyedRatio = Math.max(largestKeyedRatio, ratio);
      if (ratio >= maxKeyedLengthRatio)
        problems.push(
          `${question.id}: the keyed option is ${ratio.toFixed(2)} times as long as the next longest (under ${maxKeyedLengthRatio})`,
        );
    }
  }
  if (singles > 0 && longestKeyed > singles * maxLongestKeyedShare)
    problems.push(
      `the keyed option is the longest in ${longestKeyed} of ${singles} single-answer questions (at most a third)`,
    );
  const multiples = Object.values(correctCounts).reduce((sum, count) => sum + count, 0);
  if (multiples > 0) {
    for (const count of [2, 3, 4]) {
      const found = correctCounts[count] ?? 0;
      if (found < multiples * minCorrectCountShare)
        problems.push(
          `${found} of ${multiples} multiple-answer questions have ${count} correct options (at least a quarter each for 2, 3 and 4)`,
        );
    }
    for (const count of Object.keys(correctCounts).map(Number))
      if (count < 2 || count > 4) problems.push(`multiple-answer questions with ${count} correct options`);
  }
  return { singles, longestKeyed, largestKeyedRatio, correctCounts, problems };
}

/** Practice questions: 3 to 5 per lesson, well formed, none repeating an assessment question. */
export function checkPractice(course: Course, written: readonly LessonQuestions[]): string[] {
  const problems: string[] = [];
  const lessons = course.modules.flatMap((module) => module.lessons);
  const lessonIds = new Set(lessons.map((lesson) => lesson.id));
  const normal = (question: LessonQuestion) => question.text.trim().toLowerCase().replace(/\s+/g, " ");
  const assessmentTexts = new Set(written.flatMap((lesson) => lesson.assessment.map(normal)));
  const ids = written.flatMap((lesson) =>
    [...lesson.practice, ...lesson.assessment].map((question) => question.id),
  );
  if (new Set(ids).size !== ids.length)
    problems.push(`/courses/${course.id}: practice and assessment ids overlap`);
  for (const lesson of lessons) {
    const own = written.find((entry) => entry.lessonId === lesson.id);
    const at = `${lessonPath(course.id, lesson.id)} practice`;
    const count = own?.practice.length ?? 0;
    if (count < practicePerLesson.min || count > practicePerLesson.max)
      problems.push(`${at}: ${count} questions, needs ${practicePerLesson.min} to ${practicePerLesson.max}`);
    for (const question of own?.practice ?? []) {
      problems.push(...questionProblems(at, { ...question, lessonId: lesson.id }, lessonIds));
      if (assessmentTexts.has(normal(question)))
        problems.push(`${at} ${question.id}: repeats a final-assessment question`);
    }
  }
  for (const entry of written)
    if (!lessonIds.has(entry.lessonId))
      problems.push(`/courses/${course.id}: questions for unknown lesson ${entry.lessonId}`);
  return problems;
}
