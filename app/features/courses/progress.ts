// Lesson progress: course id -> lesson id -> when it was marked complete (ISO timestamp).
// Anonymous visitors keep it in local storage; signed-in learners on the server, and the two
// are merged at sign-in.
export type CourseProgress = Record<string, Record<string, string>>;

/** Both copies together; a lesson completed in both keeps the earlier time. */
export function mergeProgress(first: CourseProgress, second: CourseProgress): CourseProgress {
  const merged: CourseProgress = {};
  for (const source of [first, second]) {
    for (const [courseId, lessons] of Object.entries(source)) {
      const target = merged[courseId] ?? {};
      merged[courseId] = target;
      for (const [lessonId, completedAt] of Object.entries(lessons)) {
        const existing = target[lessonId];
        if (!existing || completedAt < existing) target[lessonId] = completedAt;
      }
    }
  }
  return merged;
}

export function isLessonComplete(progress: CourseProgress, courseId: string, lessonId: string): boolean {
  return Boolean(progress[courseId]?.[lessonId]);
}

/** Completed lessons of a course that still exist in it (a renamed lesson drops out). */
export function completedCount(
  progress: CourseProgress,
  courseId: string,
  lessonIds: readonly string[],
): number {
  const done = progress[courseId] ?? {};
  return lessonIds.filter((lessonId) => Boolean(done[lessonId])).length;
}

/** "Continue" rather than "Start": a lesson of the course (one it still has) is complete. */
export function isCourseStarted(
  progress: CourseProgress | null,
  courseId: string,
  lessonIds: readonly string[],
): boolean {
  return progress !== null && completedCount(progress, courseId, lessonIds) > 0;
}

/** A flat list, as the progress API takes it. */
export function progressEntries(
  progress: CourseProgress,
): { courseId: string; lessonId: string; completedAt: string }[] {
  return Object.entries(progress).flatMap(([courseId, lessons]) =>
    Object.entries(lessons).map(([lessonId, completedAt]) => ({ courseId, lessonId, completedAt })),
  );
}
