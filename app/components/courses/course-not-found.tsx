import { Link } from "react-router";
import { useQuizT } from "~/i18n/quiz-text.ts";

export type MissingCourseThing = "course" | "lesson" | "attempt";

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

/**
 * The course pages' own "not found" (404) or "not yours" (403): a real title, what happened,
 * and a way back to the course list, instead of the site's generic page.
 */
export function CourseNotFound({
  kind,
  status = 404,
  message = null,
}: {
  kind: MissingCourseThing;
  status?: number;
  message?: string | null;
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
        <Link to="/courses" className="button-primary">
          {t("certificate.browseCourses")}
        </Link>
        <Link to="/" className="button-secondary">
          {t("notFound.home")}
        </Link>
      </p>
    </div>
  );
}
