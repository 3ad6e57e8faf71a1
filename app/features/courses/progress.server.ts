import type { Kysely } from "kysely";
import type { Database } from "#app/platform/db/schema.server.ts";
import type { CourseProgress } from "./progress.ts";

// Signed-in learners' lesson progress (table course_progress).

type Db = Kysely<Database>;

export interface LessonRef {
  courseId: string;
  lessonId: string;
}

export async function getProgress(db: Db, userId: string): Promise<CourseProgress> {
  const rows = await db
    .selectFrom("course_progress")
    .select(["course_id", "lesson_id", "completed_at"])
    .where("user_id", "=", userId)
    .execute();
  const progress: CourseProgress = {};
  for (const row of rows)
    progress[row.course_id] = { ...progress[row.course_id], [row.lesson_id]: row.completed_at };
  return progress;
}

/** Marks lessons complete; a lesson already complete keeps its first time. */
export async function addProgress(
  db: Db,
  userId: string,
  lessons: readonly (LessonRef & { completedAt: string })[],
): Promise<void> {
  if (lessons.length === 0) return;
  await db
    .insertInto("course_progress")
    .values(
      lessons.map((lesson) => ({
        user_id: userId,
        course_id: lesson.courseId,
        lesson_id: lesson.lessonId,
        completed_at: lesson.completedAt,
      })),
    )
    .onConflict((conflict) => conflict.columns(["user_id", "course_id", "lesson_id"]).doNothing())
    .execute();
}

export async function removeProgress(db: Db, userId: string, lessons: readonly LessonRef[]): Promise<void> {
  for (const lesson of lessons) {
    await db
      .deleteFrom("course_progress")
      .where("user_id", "=", userId)
      .where("course_id", "=", lesson.courseId)
      .where("lesson_id", "=", lesson.lessonId)
      .execute();
  }
}
