import { data, isRouteErrorResponse } from "react-router";
import { getCourse } from "#app/content/courses/index.ts";
import { readingMinutes } from "#app/content/courses/lesson-text.ts";
import { coursePath } from "#app/content/courses/paths.ts";
import { getQuizBank } from "#app/content/courses/quiz-banks.server.ts";
import { courseJsonLd, pageMetaFromLoader } from "#app/content/meta.ts";
import { siteFromMatches } from "#app/content/site.ts";
import { CourseNotFound, courseNotFoundMeta } from "#app/features/courses/ui/course-not-found.tsx";
import { CoursePage, type CourseSummary } from "#app/features/courses/ui/course-page.tsx";
import { requirePage } from "#app/platform/page-loader.server.ts";
import { ApplicationError } from "#app/shell/not-found.tsx";
import type { Route } from "./+types/course";

// A course: outcomes, modules and lessons (titles and descriptions only, not their bodies),
// the visitor's progress and the quiz.
export function loader({ url, params }: Route.LoaderArgs) {
  const course = getCourse(params.courseId);
  if (!course) throw data({ kind: "course" }, { status: 404, statusText: "Not Found" });
  const context = requirePage(url);
  const summary: CourseSummary = {
    id: course.id,
    title: course.title,
    level: course.level,
    overview: course.overview,
    estimatedHours: course.estimatedHours,
    outcomes: course.outcomes,
    questionCount: getQuizBank(course.id)?.length ?? 0,
    modules: course.modules.map((module) => ({
      id: module.id,
      title: module.title,
      lessons: module.lessons.map((lesson) => ({
        id: lesson.id,
        title: lesson.title,
        description: lesson.description,
        minutes: readingMinutes(lesson),
      })),
    })),
  };
  return { ...context, course: summary };
}

export const meta: Route.MetaFunction = (args) => {
  const course = args.loaderData?.course;
  if (!course) return courseNotFoundMeta(args, "course");
  return pageMetaFromLoader(args, [
    courseJsonLd(siteFromMatches(args.matches), {
      title: course.title,
      description: args.loaderData?.page.description ?? "",
      level: course.level,
      path: coursePath(course.id),
      hours: course.estimatedHours,
    }),
  ]);
};

export default function CourseRoute({ loaderData }: Route.ComponentProps) {
  return <CoursePage {...loaderData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <CourseNotFound kind="course" />;
  return <ApplicationError />;
}
