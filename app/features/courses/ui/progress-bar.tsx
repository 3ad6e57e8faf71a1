import { useCourseT } from "#app/i18n/course-text.ts";
import { completedCount } from "../progress.ts";
import { useCourseProgress } from "./use-course-progress.ts";

/** A labelled bar: "3 of 8 lessons complete". `caption` is the visible label when it differs from the accessible one. */
export function ProgressBar({
  completed,
  total,
  label,
  caption = label,
}: {
  completed: number;
  total: number;
  label: string;
  caption?: string;
}) {
  const t = useCourseT();
  const percent = total > 0 ? Math.round((completed * 100) / total) : 0;
  const text = t("course.progress", undefined, [completed, total]);
  return (
    <div className="w-full">
      <p className="mb-1 flex justify-between gap-2 text-sm">
        <span className="font-medium">{caption}</span>
        <span className="text-muted">{text}</span>
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={completed}
        aria-valuetext={text}
        className="h-2.5 overflow-hidden rounded-full bg-subtle ring-1 ring-border ring-inset"
      >
        <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** The visitor's progress through one course (0 until the browser's copy is read). */
export function CourseProgressBar({
  courseId,
  lessonIds,
  label,
  caption,
}: {
  courseId: string;
  lessonIds: readonly string[];
  label: string;
  caption?: string;
}) {
  const progress = useCourseProgress();
  const completed = progress ? completedCount(progress, courseId, lessonIds) : 0;
  return <ProgressBar completed={completed} total={lessonIds.length} label={label} caption={caption} />;
}
