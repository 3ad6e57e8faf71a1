// Checks one course's lessons and question bank against the course rules, printing each
// lesson's word count: `node scripts/check-course.ts investment-fundamentals`.
import { checkCourse, lessonPath, lessonWords } from "../app/content/courses/check.ts";
import type { Course, QuizQuestion } from "../app/content/courses/types.ts";

const courseId = process.argv[2];
if (!courseId) {
  console.error("Usage: node scripts/check-course.ts <courseId>");
  process.exit(2);
}
const { course } = (await import(`../app/content/courses/${courseId}/index.ts`)) as { course: Course };
const { quizQuestions } = (await import(`../app/content/courses/${courseId}/quiz.server.ts`)) as {
  quizQuestions: QuizQuestion[];
};
for (const lesson of course.modules.flatMap((module) => module.lessons))
  console.log(`${lessonPath(course.id, lesson.id)}: ${lessonWords(lesson)} words`);
console.log(`${quizQuestions.length} questions`);
const problems = checkCourse(course, quizQuestions);
if (problems.length > 0) {
  console.error(`Course check failed (${problems.length}):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}
console.log("Course check passed");
