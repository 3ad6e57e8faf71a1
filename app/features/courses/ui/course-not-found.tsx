import type { MetaDescriptor } from "react-router";
import { isRouteErrorResponse, Link } from "react-router";
import { coursePath } from "#app/content/courses/paths.ts";
import { siteFromMatches } from "#app/content/site.ts";
import { useQuizT } from "#app/i18n/quiz-text.ts";

export type MissingCourseThing = "course" | "lesson" | "attempt";

/** What a course route's loader throws with its 404 (or 403): what is missing, and in which course. */
export interface MissingCourseData {
  kind: MissingCourseThing;
  /** The course, when it exists (a missing lesson or attempt): the page links back to it. */
  course?: { id: string; title: string } | null;
  message?: string | null;
}

const titles = {
  course: "courseMissing.courseTitle",
  lesson: "courseMissing.lessonTitle",
  attempt: "courseMissing.attemptTitle",
} as const;
const texts = {
  course: "courseMissing.courseText",
  lesson: "courseMissing.lessonText",
  attempt: "courseMissing.attemptText",
} as const;
const documentTitles = {
  course: "Course not found",
  lesson: "Lesson not found",
  attempt: "Assessment attempt not found",
} as const;

/** The thrown data of a 404 or 403 from a course route, or null for any other error. */
export function missingCourseData(error: unknown): (MissingCourseData & { status: number }) | null {
  if (!isRouteErrorResponse(error) || (error.status !== 404 && error.status !== 403)) return null;
  const data = (error.data ?? {}) as Partial<MissingCourseData>;
  const kind: MissingCourseThing = data.kind === "lesson" || data.kind === "attempt" ? data.kind : "course";
  return { kind, course: data.course ?? null, message: data.message ?? null, status: error.status };
}

/** The document title of a course route that answered 404 or 403 (the tab says what is missing). */
export function courseNotFoundMeta(
  args: { error?: unknown; matches: readonly ({ id: string; loaderData?: unknown } | undefined)[] },
  fallback: MissingCourseThing,
): MetaDescriptor[] {
  const missing = missingCourseData(args.error);
  const title =
    missing?.status === 403 ? "Not your assessment attempt" : documentTitles[missing?.kind ?? fallback];
  return [
    { title: `${title} | ${siteFromMatches(args.matches).name}` },
    { name: "robots", content: "noindex" },
  ];
}

/**
 * The course pages' own "not found" (404) or "not yours" (403): a real title, what happened,
 * and a way back to the course (when it exists) and the course list, instead of the site's
 * generic page.
 */
export function CourseNotFound({
  kind,
  status = 404,
  message = null,
  course = null,
}: {
  kind: MissingCourseThing;
  status?: number;
  message?: string | null;
  course?: { id: string; title: string } | null;
}) {
  const t = useQuizT();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <p className="text-sm font-semibold text-muted">{status}</p>
      <h1 className="mt-2 text-3xl font-extrabold">
        {t(status === 403 ? "courseMissing.forbiddenTitle" : titles[kind])}
      </h1>
      <p className="mt-4">{message ?? t(texts[kind])}</p>
      <p className="mt-6 flex flex-wrap gap-3">
        {course ? (
          <Link to={coursePath(course.id)} className="button-primary">
            {t("courseMissing.backToCourse", undefined, [course.title])}
          </Link>
        ) : null}
        <Link to="/courses" className={course ? "button-secondary" : "button-primary"}>
          {t("certificate.browseCourses")}
        </Link>
        <Link to="/" className="button-secondary">
          {t("notFound.home")}
        </Link>
      </p>
    </div>
  );
}
