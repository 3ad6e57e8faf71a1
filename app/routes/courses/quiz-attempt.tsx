import { data, redirect } from "react-router";
import { QuizAttemptPage } from "~/components/courses/quiz-attempt.tsx";
import { getCourse } from "~/content/courses/index.ts";
import { attemptPath, quizPath } from "~/content/courses/paths.ts";
import type { SitePage } from "~/content/site-pages.ts";
import { breadcrumbTrail } from "~/content/site-pages.ts";
import { isRandomId } from "~/courses/certificates.ts";
import { pageMetaFromLoader } from "~/lib/meta.ts";
import { requestInfoOf, servicesOf } from "~/server/context.server.ts";
import { logCourseError, quizContext, serviceUnavailable } from "~/server/courses/quiz-request.server.ts";
import {
  answersFromForm,
  claimAttempt,
  submitAttempt,
  viewAttempt,
} from "~/server/courses/quiz-service.server.ts";
import { withDatabase } from "~/server/page-loader.server.ts";
import { isSameOrigin, readForm } from "~/server/request.server.ts";
import type { Route } from "./+types/quiz-attempt";

// One quiz attempt, rendered per request: its questions (texts only) until submitted, then
// its result. The answer key and explanations appear only once the attempt is graded.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const course = getCourse(params.courseId);
  if (!course || !isRandomId(params.attemptId)) throw data(null, { status: 404, statusText: "Not Found" });
  const services = servicesOf(context);
  const viewed = await withDatabase(services, async () =>
    viewAttempt(
      await quizContext(services, request, requestInfoOf(context).clientIp),
      course.id,
      params.attemptId,
    ),
  );
  if (!viewed.ok) throw data(null, { status: 404, statusText: "Not Found" });
  const graded = viewed.view.state === "graded";
  const page: SitePage = {
    path: attemptPath(course.id, params.attemptId),
    section: "courses",
    title: graded ? `${course.title} Quiz: Your Result` : `${course.title} Quiz`,
    description: `An attempt at the ${course.title} quiz.`,
    summary: graded
      ? "Your score, and for every question your answer, the correct one and why."
      : "Answer each question, then submit. Questions with more than one correct answer say so.",
    rendering: "dynamic",
    canonicalPath: quizPath(course.id),
  };
  const trail = [
    ...breadcrumbTrail(quizPath(course.id)).map(({ path, title }) => ({ path, title })),
    { path: page.path, title: graded ? "Result" : "Attempt" },
  ];
  return data(
    { page, trail, course: { id: course.id, title: course.title }, view: viewed.view },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  if (!isSameOrigin(request, services.config.site.url))
    return data({ error: "Cross-site request refused", answers: {} }, { status: 403 });
  const form = await readForm(request);
  if (!form) return data({ error: "The form was too large.", answers: {} }, { status: 413 });
  const answers = answersFromForm(form);
  const here = attemptPath(params.courseId, params.attemptId);
  try {
    const quiz = await quizContext(services, request, requestInfoOf(context).clientIp);
    const intent = form.get("intent");
    const outcome =
      intent === "claim"
        ? await claimAttempt(quiz, params.courseId, params.attemptId)
        : await submitAttempt(quiz, params.courseId, params.attemptId, answers);
    // Back to the attempt's own address (no #fragment: the router would treat that as a
    // scroll on the same page and not reload the result).
    if (outcome.ok) return redirect(here, { status: 303 });
    // What was chosen goes back to the form, so a failed submission loses nothing.
    return data({ error: outcome.error, answers }, { status: outcome.status });
  } catch (error) {
    logCourseError(services.logger, "quiz submission failed", error);
    return data({ error: serviceUnavailable, answers }, { status: 503 });
  }
}

export const meta: Route.MetaFunction = (args) => pageMetaFromLoader(args);

export default function QuizAttemptRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <QuizAttemptPage
      {...loaderData}
      error={actionData?.error ?? null}
      previousAnswers={actionData?.answers ?? {}}
    />
  );
}
