import { data, isRouteErrorResponse, redirect } from "react-router";
import { courseLessons, getCourse } from "#app/content/courses/index.ts";
import { attemptPath } from "#app/content/courses/paths.ts";
import { getQuizBank } from "#app/content/courses/quiz-banks.server.ts";
import { pageMetaFromLoader } from "#app/content/meta.ts";
import { attemptSize } from "#app/features/courses/quiz.ts";
import {
  logCourseError,
  quizContext,
  serviceUnavailable,
  visitorCookieHeader,
} from "#app/features/courses/quiz-request.server.ts";
import { startAttempt } from "#app/features/courses/quiz-service.server.ts";
import { CourseNotFound, courseNotFoundMeta } from "#app/features/courses/ui/course-not-found.tsx";
import { QuizIntro } from "#app/features/courses/ui/quiz-intro.tsx";
import { requestInfoOf, servicesOf } from "#app/platform/context.server.ts";
import { requirePage } from "#app/platform/page-loader.server.ts";
import { isSameOrigin } from "#app/platform/request.server.ts";
import { ApplicationError } from "#app/shell/not-found.tsx";
import type { Route } from "./+types/quiz";

// The final assessment's start page (prerendered): the rules and a "Start the assessment"
// form. Posting it draws an attempt on the server and goes to that attempt's page. Works
// without JavaScript. A refused start (the retake rule, the hourly limit) answers 429 here.
export function loader({ url, params }: Route.LoaderArgs) {
  const course = getCourse(params.courseId);
  if (!course) throw data({ kind: "course" }, { status: 404, statusText: "Not Found" });
  const context = requirePage(url);
  const lessonCount = courseLessons(course).length;
  return {
    ...context,
    course: { id: course.id, title: course.title },
    bankSize: getQuizBank(course.id)?.length ?? 0,
    attemptSize: attemptSize(lessonCount),
    lessonCount,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  if (!isSameOrigin(request, services.config.site.url))
    return data({ error: "Cross-site request refused" }, { status: 403 });
  try {
    const quiz = await quizContext(services, request, requestInfoOf(context).clientIp);
    const started = await startAttempt(quiz, params.courseId);
    if (!started.ok) {
      return data(
        { error: started.error },
        {
          status: started.status,
          headers: started.retryAfterSeconds ? { "Retry-After": String(started.retryAfterSeconds) } : {},
        },
      );
    }
    return redirect(attemptPath(params.courseId, started.attemptId), {
      status: 303,
      headers: started.newVisitorToken
        ? { "Set-Cookie": visitorCookieHeader(services.config, started.newVisitorToken) }
        : {},
    });
  } catch (error) {
    logCourseError(services.logger, "quiz start failed", error);
    return data({ error: serviceUnavailable }, { status: 503 });
  }
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMetaFromLoader(args) : courseNotFoundMeta(args, "course");

export default function QuizRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <QuizIntro {...loaderData} error={actionData?.error ?? null} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <CourseNotFound kind="course" />;
  return <ApplicationError />;
}
