import { data, redirect } from "react-router";
import { QuizIntro } from "~/components/courses/quiz-intro.tsx";
import { getCourse } from "~/content/courses/index.ts";
import { attemptPath } from "~/content/courses/paths.ts";
import { getQuizBank } from "~/content/courses/quiz-banks.server.ts";
import { pageMetaFromLoader } from "~/lib/meta.ts";
import { requestInfoOf, servicesOf } from "~/server/context.server.ts";
import {
  logCourseError,
  quizContext,
  serviceUnavailable,
  visitorCookieHeader,
} from "~/server/courses/quiz-request.server.ts";
import { startAttempt } from "~/server/courses/quiz-service.server.ts";
import { requirePage } from "~/server/page-loader.server.ts";
import { isSameOrigin } from "~/server/request.server.ts";
import type { Route } from "./+types/quiz";

// The quiz's start page (prerendered): the rules and a "Start the quiz" form. Posting it
// draws an attempt on the server and goes to that attempt's page. Works without JavaScript.
export function loader({ url, params }: Route.LoaderArgs) {
  const context = requirePage(url);
  const course = getCourse(params.courseId);
  if (!course) throw data(null, { status: 404, statusText: "Not Found" });
  return {
    ...context,
    course: { id: course.id, title: course.title },
    bankSize: getQuizBank(course.id)?.length ?? 0,
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

export const meta: Route.MetaFunction = (args) => pageMetaFromLoader(args);

export default function QuizRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <QuizIntro {...loaderData} error={actionData?.error ?? null} />;
}
