// Checks one course's lessons and question bank against the course rules, printing each
// lesson's word count: `node scripts/check-course.ts investment-fundamentals`.
import {
  bankCues,
  checkCourse,
  checkPractice,
  lessonPath,
  lessonWords,
} from "../app/content/courses/check.ts";
import type { Course, LessonQuestions } from "../app/content/courses/types.ts";

const courseId = process.argv[2];
if (!courseId) {
  console.error("Usage: node scripts/check-course.ts <courseId>");
  process.exit(2);
}
const { course } = (await import(`../app/content/courses/${courseId}/index.ts`)) as { course: Course };
const { courseQuestions } = (await import(
  `../app/content/courses/${courseId}/questions/index.server.ts`
)) as {
  courseQuestions: LessonQuestions[];
};
const quizQuestions = courseQuestions.flatMap((lesson) =>
  lesson.assessment.map((question) => ({ ...question, lessonId: lesson.lessonId })),
);
for (const lesson of course.modules.flatMap((module) => module.lessons)) {
  const own = courseQuestions.find((entry) => entry.lessonId === lesson.id);
  console.log(
    `${lessonPath(course.id, lesson.id)}: ${lessonWords(lesson)} words, ${own?.assessment.length ?? 0} assessment and ${own?.practice.length ?? 0} practice questions`,
  );
}
const cues = bankCues(quizQuestions);
console.log(
  `${quizQuestions.length} questions; keyed option longest in ${cues.longestKeyed} of ${cues.singles} single-answer (largest ratio ${cues.largestKeyedRatio.toFixed(2)}); correct options in multiple-answer: ${JSON.stringify(cues.correctCounts)}`,
);
// Typed figures ({{fact:id}} tokens) are unresolved here, so lengths differ slightly from the site's.
const problems = [...checkCourse(course, quizQuestions), ...checkPractice(course, courseQuestions)];
if (problems.length > 0) {
  console.error(`Course check failed (${problems.length}):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}
console.log("Course check passed");
