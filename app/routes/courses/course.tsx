import { data, isRouteErrorResponse } from "react-router";
import { CourseNotFound, courseNotFoundMeta } from "~/components/courses/course-not-found.tsx";
import { CoursePage, type CourseSummary } from "~/components/courses/course-page.tsx";
import { ApplicationError } from "~/components/layout/not-found.tsx";
import { getCourse } from "~/content/courses/index.ts";
import { readingMinutes } from "~/content/courses/lesson-text.ts";
import { coursePath } from "~/content/courses/paths.ts";
import { getQuizBank } from "~/content/courses/quiz-banks.server.ts";
import { courseJsonLd, pageMetaFromLoader } from "~/lib/meta.ts";
import { siteFromMatches } from "~/lib/site.ts";
import { requirePage } from "~/server/page-loader.server.ts";
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
