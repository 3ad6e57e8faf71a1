import { blockText, plainText, wordCount } from "../plain-text.ts";
import type { CourseLesson } from "./types.ts";

// Plain text of a lesson, for word counts, reading time and the search index.

/** The body's headings and blocks (not the key points or check-yourself). */
export function lessonBodyText(lesson: CourseLesson): string {
  return plainText(
    lesson.sections.flatMap((section) => [section.heading, ...section.blocks.map(blockText)]).join(" "),
  );
}

export function lessonWords(lesson: CourseLesson): number {
  return wordCount(lessonBodyText(lesson));
}

/** Everything a reader sees, as one plain string. */
export function lessonPlainText(lesson: CourseLesson): string {
  return [
    lessonBodyText(lesson),
    ...lesson.keyPoints.map(plainText),
    plainText(lesson.checkYourself.question),
    plainText(lesson.checkYourself.answer),
  ].join(" ");
}

/** Minutes at 200 words a minute (a careful reading pace for study text), at least one. */
export function readingMinutes(lesson: CourseLesson): number {
  return Math.max(1, Math.round(wordCount(lessonPlainText(lesson)) / 200));
}
