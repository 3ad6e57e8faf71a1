import { Check, CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { useCourseT } from "#app/i18n/course-text.ts";
import { useAuth } from "#app/ui/auth-context.tsx";
import { completedCount, isLessonComplete } from "../progress.ts";
import { setLessonComplete } from "./progress-store.ts";
import { useCourseProgress } from "./use-course-progress.ts";

/**
 * "Mark as complete", and once marked, "Completed" with "Mark as not complete" beside it. One
 * button whose label says what it will do (so not a pressed/unpressed toggle), kept in place so
 * focus stays on it. Progress lives in the browser (and the account when signed in), so the
 * control needs JavaScript; until then it keeps its space but stays hidden.
 */
export function MarkComplete({
  courseId,
  lessonId,
  lessonIds,
}: {
  courseId: string;
  lessonId: string;
  lessonIds: readonly string[];
}) {
  const t = useCourseT();
  const { user } = useAuth();
  const progress = useCourseProgress();
  const [message, setMessage] = useState("");
  const done = progress ? isLessonComplete(progress, courseId, lessonId) : false;
  const completed = progress ? completedCount(progress, courseId, lessonIds) : 0;
  return (
    <div className="js-only mt-10 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-border p-4">
      {done ? (
        <p
          className="m-0 inline-flex items-center gap-2 font-semibold text-brand-strong dark:text-brand"
          data-testid="lesson-completed"
        >
          <CheckCircle2 aria-hidden="true" className="size-5" />
          {t("course.completed")}
        </p>
      ) : null}
      <button
        type="button"
        disabled={!progress}
        onClick={() => {
          const next = !done;
          setMessage(t(next ? "course.markedComplete" : "course.markedIncomplete"));
          void setLessonComplete(courseId, lessonId, next, Boolean(user));
        }}
        className={done ? "button-secondary" : "button-primary"}
      >
        {done ? null : <Check aria-hidden="true" className="size-4" />}
        {t(done ? "course.markIncomplete" : "course.markComplete")}
      </button>
      <p className="m-0 text-sm text-muted">
        {t("course.progress", undefined, [completed, lessonIds.length])}
      </p>
      <p role="status" className="sr-only">
        {message}
      </p>
    </div>
  );
}
