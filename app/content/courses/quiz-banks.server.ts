import { withFacts } from "../facts/resolve.ts";
import { courseQuestions as advancedTradingStrategies } from "./advanced-trading-strategies/questions/index.server.ts";
import { courseQuestions as investmentFundamentals } from "./investment-fundamentals/questions/index.server.ts";
import { courseQuestions as portfolioManagement } from "./portfolio-management/questions/index.server.ts";
import type { LessonQuestions, QuizQuestion } from "./types.ts";

// The courses' questions by course id: the final assessment's bank and each lesson's practice.
// Server-only: answer keys and explanations must never reach the browser before answers are
// checked. Questions are shown as plain text, so their {{fact:id}} tokens resolve to plain
// words ("7.1% (as of Jan–Mar 2026)").
const written: Readonly<Record<string, readonly LessonQuestions[]>> = {
  "investment-fundamentals": investmentFundamentals,
  "portfolio-management": portfolioManagement,
  "advanced-trading-strategies": advancedTradingStrategies,
};

function withLesson(lessonId: string, questions: LessonQuestions["assessment"]): QuizQuestion[] {
  return questions.map((question) => ({ ...question, lessonId }));
}

const banks = new Map<string, readonly QuizQuestion[]>();
const practice = new Map<string, readonly QuizQuestion[]>();
for (const [courseId, lessons] of Object.entries(written)) {
  banks.set(
    courseId,
    withFacts(
      lessons.flatMap((lesson) => withLesson(lesson.lessonId, lesson.assessment)),
      "plain",
    ),
  );
  for (const lesson of lessons)
    practice.set(
      `${courseId}/${lesson.lessonId}`,
      withFacts(withLesson(lesson.lessonId, lesson.practice), "plain"),
    );
}

/** The final assessment's bank of a course. */
export function getQuizBank(courseId: string): readonly QuizQuestion[] | undefined {
  return banks.get(courseId);
}

/** A lesson's practice questions (empty for a lesson without any). */
export function getPracticeQuestions(courseId: string, lessonId: string): readonly QuizQuestion[] {
  return practice.get(`${courseId}/${lessonId}`) ?? [];
}

/** The questions as written, unresolved, for the checks on every bank (banks.test.ts). */
export function writtenQuestions(courseId: string): readonly LessonQuestions[] {
  return written[courseId] ?? [];
}
