import type { ArticleSection, RichText, Source } from "../types.ts";

// Shapes of the courses: a course is modules of lessons (prerendered pages at
// /courses/{courseId}/lessons/{lessonId}) plus a question bank for its quiz. Lesson text uses
// the same blocks as the site's articles (paragraphs, lists, tables, callouts, worked examples),
// so it renders, indexes and checks the same way.

export type CourseLevel = "Beginner" | "Intermediate" | "Advanced";

export interface CourseLesson {
  /** kebab-case, unique within the course; the last part of the lesson's URL. */
  id: string;
  title: string;
  /** Meta description: one sentence, at most 160 characters. */
  description: string;
  /** ISO date (YYYY-MM-DD) the facts in the lesson were last checked. */
  lastReviewed: string;
  /**
   * The body: at least 700 words in all, including at least one `example` block with a
   * worked rupee example. Links are written [text](/path) and may point to any site page,
   * a glossary anchor (/resources/stock-terminologies#term-{slug}) or another lesson.
   */
  sections: ArticleSection[];
  /** The "Key points" box: three to six one-sentence takeaways. */
  keyPoints: RichText[];
  /** The "Check yourself" question; its answer is revealed on demand. */
  checkYourself: { question: RichText; answer: RichText };
  /** Deep official sources (a circular, notification or Act page, not a bare home page). */
  sources: Source[];
}

export interface CourseModule {
  /** kebab-case, unique within the course. */
  id: string;
  title: string;
  lessons: CourseLesson[];
}

export interface Course {
  id: string;
  title: string;
  level: CourseLevel;
  /** One or two sentences for cards and the meta description (<= 160 characters). */
  description: string;
  /** A paragraph for the course page. */
  overview: RichText;
  /** Rough study time for the lessons and the quiz, in hours. */
  estimatedHours: number;
  /** "After this course you can ..." items. */
  outcomes: string[];
  modules: CourseModule[];
}

/**
 * One question of a course's final assessment or of a lesson's practice. Banks live in `*.server.ts` modules so the answer
 * key (`correct`) and explanations never reach the browser before an attempt is graded.
 */
export interface QuizQuestion {
  /** Unique within the course, e.g. "if-07". */
  id: string;
  /** "single": exactly one correct option; "multiple": two or more correct options. */
  kind: "single" | "multiple";
  text: string;
  /** Three to five options; option ids are unique within the question ("a", "b", ...). */
  options: { id: string; text: string; correct: boolean }[];
  /** Why the right answer is right (and the tempting wrong one wrong), shown after grading. */
  explanation: string;
  /** The lesson that teaches it (a lesson id of the same course). */
  lessonId: string;
}

/** A question as written in a lesson's question file: its lesson is the file's. */
export type LessonQuestion = Omit<QuizQuestion, "lessonId">;

/**
 * The questions on one lesson (`app/content/courses/{course}/questions/{lesson}.server.ts`,
 * server-only). Practice questions end the lesson page and are checked at once; assessment
 * questions are drawn into the final assessment. The two sets never share a question.
 */
export interface LessonQuestions {
  lessonId: string;
  /** Three to five questions, checked at once with the explanation and the correct option shown. */
  practice: LessonQuestion[];
  /** The final assessment's questions on this lesson: at least 8, both kinds. */
  assessment: LessonQuestion[];
}
