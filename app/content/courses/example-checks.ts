import { blockText } from "../plain-text.ts";
import { findLesson } from "./index.ts";
import type { CourseLesson } from "./types.ts";

// For the courses' example tests: a lesson by id, and its text as a learner reads it (blocks,
// key points, check-yourself), where a recomputed figure must be found.

export function lessonOf(courseId: string, lessonId: string): CourseLesson {
  const found = findLesson(courseId, lessonId)?.lesson;
  if (!found) throw new Error(`No lesson ${lessonId} in ${courseId}`);
  return found;
}

export function readerText(lesson: CourseLesson): string {
  return [
    ...lesson.sections.flatMap((section) => section.blocks.map(blockText)),
    ...lesson.keyPoints,
    lesson.checkYourself.question,
    lesson.checkYourself.answer,
  ].join("\n");
}
