import { Check } from "lucide-react";
import { useState } from "react";
import { useAuth } from "~/components/account/auth-context.tsx";
import { completedCount, isLessonComplete } from "~/courses/progress.ts";
import { useCourseT } from "~/i18n/course-text.ts";
import { setLessonComplete } from "./progress-store.ts";
import { useCourseProgress } from "./use-course-progress.ts";

/**
 * "Mark as complete": a toggle button. Progress lives in the browser (and the account when
 * signed in), so the control needs JavaScript; until then it keeps its space but stays hidden.
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
      <button
        type="button"
        aria-pressed={done}
        disabled={!progress}
        onClick={() => {
          const next = !done;
          setMessage(t(next ? "course.markedComplete" : "course.markedIncomplete"));
          void setLessonComplete(courseId, lessonId, next, Boolean(user));
        }}
        className={done ? "button-primary" : "button-secondary"}
      >
        <Check aria-hidden="true" className={`size-4 ${done ? "" : "opacity-40"}`} />
        {t("course.markComplete")}
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
