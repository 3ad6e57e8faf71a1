import { Award, CheckCircle2, Clock, ListOrdered, Signal } from "lucide-react";
import { Link } from "react-router";
import { coursePath, lessonPath, quizPath } from "#app/content/courses/paths.ts";
import type { SitePage } from "#app/content/site-pages.ts";
import { useCourseT } from "#app/i18n/course-text.ts";
import { PageHeader } from "#app/ui/page-header.tsx";
import { RichText } from "#app/ui/rich-text.tsx";
import { isCourseStarted, isLessonComplete } from "../progress.ts";
import { attemptSize, passMarkPercent } from "../quiz.ts";
import { CourseProgressBar } from "./progress-bar.tsx";
import { useCourseProgress } from "./use-course-progress.ts";

export interface CourseSummary {
  id: string;
  title: string;
  level: string;
  overview: string;
  estimatedHours: number;
  outcomes: string[];
  questionCount: number;
  modules: {
    id: string;
    title: string;
    lessons: { id: string; title: string; description: string; minutes: number }[];
  }[];
}

/** Facts under the title: level, study time, lesson count. */
export function CourseFacts({ level, hours, lessons }: { level: string; hours: number; lessons: number }) {
  const t = useCourseT();
  return (
    <ul className="mt-4 flex flex-wrap gap-2 text-sm">
      <li className="inline-flex items-center gap-1.5 rounded-full bg-subtle px-3 py-1">
        <Signal aria-hidden="true" className="size-4 text-brand" />
        {t("course.levelValue", undefined, [level])}
      </li>
      <li className="inline-flex items-center gap-1.5 rounded-full bg-subtle px-3 py-1">
        <Clock aria-hidden="true" className="size-4 text-brand" />
        {t("course.hours", undefined, [hours])}
      </li>
      <li className="inline-flex items-center gap-1.5 rounded-full bg-subtle px-3 py-1">
        <ListOrdered aria-hidden="true" className="size-4 text-brand" />
        {t("course.lessonCount", undefined, [lessons])}
      </li>
      <li className="inline-flex items-center gap-1.5 rounded-full bg-subtle px-3 py-1">
        <Award aria-hidden="true" className="size-4 text-brand" />
        {t("course.withCertificate")}
      </li>
    </ul>
  );
}

export function CoursePage({
  page,
  trail,
  course,
}: {
  page: SitePage;
  trail: Pick<SitePage, "path" | "title">[];
  course: CourseSummary;
}) {
  const t = useCourseT();
  const progress = useCourseProgress();
  const lessons = course.modules.flatMap((module) => module.lessons);
  const lessonIds = lessons.map((lesson) => lesson.id);
  const nextLesson = progress
    ? (lessons.find((lesson) => !isLessonComplete(progress, course.id, lesson.id)) ?? null)
    : lessons[0];
  // The same rule as the course list's button (routes/courses/index.tsx).
  const started = isCourseStarted(progress, course.id, lessonIds);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <PageHeader page={page} trail={trail}>
        <CourseFacts level={course.level} hours={course.estimatedHours} lessons={lessons.length} />
      </PageHeader>

      <div className="mb-10 flex flex-col gap-4 rounded-xl border border-border p-5 sm:flex-row sm:items-center">
        <div className="flex-1">
          <CourseProgressBar courseId={course.id} lessonIds={lessonIds} label={t("course.progressLabel")} />
        </div>
        {nextLesson ? (
          <Link to={lessonPath(course.id, nextLesson.id)} className="button-primary shrink-0">
            {started ? t("course.continue") : t("course.start")}
          </Link>
        ) : (
          <Link to={quizPath(course.id)} className="button-primary shrink-0">
            {t("course.takeQuiz")}
          </Link>
        )}
      </div>

      <div className="prose-content">
        <p>
          <RichText text={course.overview} />
        </p>
        <h2 id="outcomes">{t("course.outcomes")}</h2>
        <ul>
          {course.outcomes.map((outcome) => (
            <li key={outcome}>
              <RichText text={outcome} />
            </li>
          ))}
        </ul>
      </div>

      <section aria-labelledby="lessons" className="mt-10">
        <h2 id="lessons" className="text-2xl font-bold">
          {t("course.lessons")}
        </h2>
        {course.modules.map((module, moduleIndex) => (
          <div key={module.id} className="mt-6">
            <h3 className="text-lg font-semibold">
              {t("course.module", undefined, [moduleIndex + 1, module.title])}
            </h3>
            <ol className="mt-3 divide-y divide-border rounded-xl border border-border">
              {module.lessons.map((lesson) => {
                const done = progress ? isLessonComplete(progress, course.id, lesson.id) : false;
                return (
                  <li key={lesson.id} className="flex gap-3 p-4">
                    <CheckCircle2
                      aria-hidden="true"
                      className={`mt-1 size-5 shrink-0 ${done ? "text-brand" : "text-border"}`}
                    />
                    <div className="min-w-0">
                      <Link
                        to={lessonPath(course.id, lesson.id)}
                        className="font-semibold text-brand underline-offset-2 hover:underline"
                      >
                        {lesson.title}
                      </Link>
                      {done ? <span className="sr-only"> ({t("course.lessonDone")})</span> : null}
                      <p className="mt-1 text-sm text-muted">{lesson.description}</p>
                      <p className="mt-1 text-xs text-muted">
                        {t("course.readingTime", undefined, [lesson.minutes])}
                      </p>
                    </div>
                  </li>
                );
              })}
            </ol>
          </div>
        ))}
      </section>

      <section aria-labelledby="quiz" className="mt-10 rounded-xl border border-border bg-subtle p-5">
        <h2 id="quiz" className="text-2xl font-bold">
          {t("course.quizTitle")}
        </h2>
        <p className="mt-2">
          {t("course.quizText", undefined, [
            attemptSize(lessons.length),
            course.questionCount,
            passMarkPercent,
          ])}
        </p>
        <Link to={quizPath(course.id)} className="button-primary mt-4">
          {t("course.takeQuiz")}
        </Link>
      </section>
    </div>
  );
}

/**
 * The course list's link to a course, in the course page's words: "Start the course" until a
 * lesson is complete, then "Continue the course" (progress is known after hydration).
 */
export function CourseListLink({
  courseId,
  title,
  lessonIds,
}: {
  courseId: string;
  title: string;
  lessonIds: readonly string[];
}) {
  const t = useCourseT();
  const progress = useCourseProgress();
  const label = t(isCourseStarted(progress, courseId, lessonIds) ? "course.continue" : "course.start");
  return (
    <Link
      to={coursePath(courseId)}
      className="button-secondary mt-4 self-start"
      aria-label={`${label}: ${title}`}
    >
      {label}
    </Link>
  );
}
