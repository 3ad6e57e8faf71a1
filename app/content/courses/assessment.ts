// A final assessment's size and pass mark, as the course pages and the page table state them; the
// draw and the grading that apply them are in app/features/courses/quiz.ts.

export const questionsPerLesson = 2;
export const minimumQuestionsPerAttempt = 20;
export const passMarkPercent = 70;

/** How many questions an attempt of a course with `lessonCount` lessons has. */
export function attemptSize(lessonCount: number): number {
  return Math.max(minimumQuestionsPerAttempt, questionsPerLesson * lessonCount);
}
