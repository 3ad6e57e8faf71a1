import { data, isRouteErrorResponse } from "react-router";
import { findLesson, missingLesson } from "#app/content/courses/index.ts";
import { lessonPath, practicePath } from "#app/content/courses/paths.ts";
import { getPracticeQuestions } from "#app/content/courses/quiz-banks.server.ts";
import { pageMetaFromLoader } from "#app/content/meta.ts";
import { breadcrumbTrail, type SitePage } from "#app/content/site-pages.ts";
import { checkPracticeAnswers } from "#app/features/courses/practice.ts";
import {
  CourseNotFound,
  courseNotFoundMeta,
  missingCourseData,
} from "#app/features/courses/ui/course-not-found.tsx";
import { PracticeRefused, PracticeResultPage } from "#app/features/courses/ui/practice-result.tsx";
import { ApplicationError } from "#app/shell/not-found.tsx";
import type { Route } from "./+types/practice";

// GET /courses/{courseId}/lessons/{lessonId}/practice?q.{id}=...: a lesson's practice
// questions checked at once, rendered on the server (the lesson's form works without
// JavaScript). Nothing is stored; the same answers always give the same page.
export function loader({ params, request }: Route.LoaderArgs) {
  const found = findLesson(params.courseId, params.lessonId);
  if (!found) throw data(missingLesson(params.courseId), { status: 404, statusText: "Not Found" });
  const { course, lesson } = found;
  const path = lessonPath(course.id, lesson.id);
  const questions = getPracticeQuestions(course.id, lesson.id);
  const checked = checkPracticeAnswers(questions, new URL(request.url).searchParams);
  if (!checked.ok)
    throw data({ kind: "refused", message: checked.problem, lessonPath: path }, { status: 400 });
  const page: SitePage = {
    path: practicePath(course.id, lesson.id),
    section: "courses",
    title: `Practice: ${lesson.title}`,
    description: `Practice questions on the lesson ${lesson.title}, checked.`,
    summary: "Your answers checked: for each question the correct option and why. Nothing is stored.",
    rendering: "dynamic",
    canonicalPath: path,
  };
  const trail = [
    ...breadcrumbTrail(path).map(({ path: crumb, title }) => ({ path: crumb, title })),
    { path: page.path, title: "Practice" },
  ];
  return data(
    { page, trail, lesson: { title: lesson.title, path }, ...checked },
    { headers: { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData
    ? pageMetaFromLoader(args)
    : missingCourseData(args.error)
      ? courseNotFoundMeta(args, "lesson")
      : [{ title: "Practice answers not checked" }, { name: "robots", content: "noindex" }];

export default function PracticeRoute({ loaderData }: Route.ComponentProps) {
  const { ok: _ok, ...props } = loaderData;
  return <PracticeResultPage {...props} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error)) {
    const body = error.data as { kind?: string; message?: string; lessonPath?: string } | null;
    if (error.status === 400 && body?.message)
      return <PracticeRefused message={body.message} lessonPath={body.lessonPath ?? "/courses"} />;
    const missing = missingCourseData(error);
    if (missing) return <CourseNotFound kind={missing.kind} course={missing.course} />;
  }
  return <ApplicationError />;
}
