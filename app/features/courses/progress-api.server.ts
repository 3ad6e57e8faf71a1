import { findLesson } from "#app/content/courses/index.ts";
import type { AppServices } from "#app/platform/context.server.ts";
import { json } from "#app/platform/request.server.ts";
import { lockLearner } from "./certificates.server.ts";
import { addProgress, getProgress, removeProgress } from "./progress.server.ts";
import { currentSession, logCourseError, serviceUnavailable } from "./quiz-request.server.ts";
import type { ProgressUpdate } from "./schema.ts";

// GET and POST /api/courses/progress: a signed-in learner's lesson progress. The browser
// keeps a copy in local storage and sends it here at sign-in, so the two merge.

const noUser = "No user logged in";

export async function readProgress(services: AppServices, request: Request): Promise<Response> {
  try {
    const session = await currentSession(services, request);
    if (!session) return json({ error: noUser }, 401);
    const { db } = services.database;
    return json({ progress: await getProgress(db, session.user.id) }, 200);
  } catch (error) {
    logCourseError(services.logger, "progress read failed", error);
    return json({ error: serviceUnavailable }, 503);
  }
}

/**
 * Lessons the site does not have (a browser's copy can outlive a renamed lesson) are left
 * out rather than refused, so one stale entry never blocks the rest of a sync.
 */
export async function updateProgress(
  services: AppServices,
  request: Request,
  update: ProgressUpdate,
  now = new Date(),
): Promise<Response> {
  const known = (entry: { courseId: string; lessonId: string }) =>
    Boolean(findLesson(entry.courseId, entry.lessonId));
  try {
    const session = await currentSession(services, request);
    if (!session) return json({ error: noUser }, 401);
    const { db } = services.database;
    const userId = session.user.id;
    // Under the learner's lock, so a sync racing an account deletion leaves no rows behind.
    const exists = await db.transaction().execute(async (trx) => {
      if (!(await lockLearner(trx, userId))) return false;
      await addProgress(
        trx,
        userId,
        update.complete.filter(known).map((entry) => ({
          ...entry,
          // A time in the future (a wrong clock) is stored as now.
          completedAt:
            entry.completedAt && Date.parse(entry.completedAt) <= now.getTime()
              ? new Date(entry.completedAt).toISOString()
              : now.toISOString(),
        })),
      );
      await removeProgress(trx, userId, update.incomplete.filter(known));
      return true;
    });
    if (!exists) return json({ error: noUser }, 401);
    return json({ progress: await getProgress(db, userId) }, 200);
  } catch (error) {
    logCourseError(services.logger, "progress update failed", error);
    return json({ error: serviceUnavailable }, 503);
  }
}
