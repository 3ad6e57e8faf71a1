import { CheckCircle2, Circle } from "lucide-react";
import { Link } from "react-router";
import type { CourseOutline as Outline } from "#app/content/courses/index.ts";
import { lessonPath } from "#app/content/courses/paths.ts";
import { useCourseT } from "#app/i18n/course-text.ts";
import { isLessonComplete } from "../progress.ts";
import { useCourseProgress } from "./use-course-progress.ts";

/** The course's modules and lessons, the current one marked, completed ones ticked. */
export function CourseOutlineList({
  outline,
  currentLessonId,
}: {
  outline: Outline;
  currentLessonId?: string;
}) {
  const t = useCourseT();
  const progress = useCourseProgress();
  return (
    <ol className="space-y-4 text-sm">
      {outline.modules.map((module, moduleIndex) => (
        <li key={module.id}>
          <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted">
            {t("course.module", undefined, [moduleIndex + 1, module.title])}
          </p>
          <ol className="space-y-0.5">
            {module.lessons.map((lesson) => {
              const current = lesson.id === currentLessonId;
              const done = progress ? isLessonComplete(progress, outline.id, lesson.id) : false;
              return (
                <li key={lesson.id}>
                  <Link
                    to={lessonPath(outline.id, lesson.id)}
                    aria-current={current ? "page" : undefined}
                    className={`flex items-start gap-2 rounded-md px-2 py-1.5 hover:bg-subtle ${
                      current ? "bg-subtle font-semibold text-brand" : ""
                    }`}
                  >
                    {done ? (
                      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
                    ) : (
                      <Circle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
                    )}
                    <span>
                      {lesson.title}
                      {done ? <span className="sr-only"> ({t("course.lessonDone")})</span> : null}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ol>
        </li>
      ))}
    </ol>
  );
}
