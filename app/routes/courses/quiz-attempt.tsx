import { data, isRouteErrorResponse, redirect } from "react-router";
import { getCourse } from "#app/content/courses/index.ts";
import { attemptPath, certificatePath, quizPath } from "#app/content/courses/paths.ts";
import { pageMetaFromLoader } from "#app/content/meta.ts";
import type { SitePage } from "#app/content/site-pages.ts";
import { breadcrumbTrail } from "#app/content/site-pages.ts";
import { isRandomId } from "#app/features/courses/certificates.ts";
import {
  logCourseError,
  quizContext,
  serviceUnavailable,
} from "#app/features/courses/quiz-request.server.ts";
import {
  answersFromForm,
  claimCertificate,
  saveProgress,
  submitAttempt,
  viewAttempt,
} from "#app/features/courses/quiz-service.server.ts";
import {
  CourseNotFound,
  courseNotFoundMeta,
  missingCourseData,
} from "#app/features/courses/ui/course-not-found.tsx";
import { type AttemptActionData, QuizAttemptPage } from "#app/features/courses/ui/quiz-attempt.tsx";
import { requestInfoOf, servicesOf } from "#app/platform/context.server.ts";
import { withDatabase } from "#app/platform/page-loader.server.ts";
import { isSameOrigin, readForm } from "#app/platform/request.server.ts";
import { ApplicationError, ServiceUnavailable } from "#app/shell/not-found.tsx";
import type { Route } from "./+types/quiz-attempt";

// One attempt at a course's final assessment, rendered per request: its questions (texts
// only) and the answers saved so far until submitted, then its result. The answer key and
// explanations appear only once the attempt is graded.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const course = getCourse(params.courseId);
  if (!course) throw data({ kind: "course" }, { status: 404, statusText: "Not Found" });
  const missing = { kind: "attempt", course: { id: course.id, title: course.title } } as const;
  if (!isRandomId(params.attemptId)) throw data(missing, { status: 404, statusText: "Not Found" });
  const services = servicesOf(context);
  // A database that is down or locked answers 503 with the friendly page, not 500.
  const viewed = await withDatabase(services, async () =>
    viewAttempt(
      await quizContext(services, request, requestInfoOf(context).clientIp),
      course.id,
      params.attemptId,
    ),
  );
  if (!viewed.ok)
    throw data(
      { ...missing, message: viewed.status === 404 ? null : viewed.error },
      { status: viewed.status, statusText: viewed.status === 404 ? "Not Found" : "Forbidden" },
    );
  const graded = viewed.view.state === "graded";
  const page: SitePage = {
    path: attemptPath(course.id, params.attemptId),
    section: "courses",
    title: graded ? `${course.title} Assessment: Your Result` : `${course.title} Final Assessment`,
    description: `An attempt at the ${course.title} final assessment.`,
    summary: graded
      ? "Your score, your score on each lesson, and for every question your answer, the correct one and why."
      : "Answer each question, then submit. Your answers are saved as you go, so a reload loses nothing.",
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

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;
}

function actionData(fields: Partial<AttemptActionData>, status: number, headers: HeadersInit = {}) {
  const body: AttemptActionData = { error: null, answers: null, unanswered: null, saved: false, ...fields };
  return data(body, { status, headers });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = servicesOf(context);
  if (!isSameOrigin(request, services.config.site.url))
    return actionData({ error: "Cross-site request refused" }, 403);
  const form = await readForm(request);
  if (!form) return actionData({ error: "The form was too large." }, 413);
  const answers = answersFromForm(form);
  const here = attemptPath(params.courseId, params.attemptId);
  const intent = form.get("intent") ?? "submit";
  try {
    const quiz = await quizContext(services, request, requestInfoOf(context).clientIp);
    if (intent === "claim") {
      const claimed = await claimCertificate(quiz, params.courseId, params.attemptId, {
        name: form.get("name") ?? "",
        completedLessons: (form.get("lessons") ?? "").split(/\s+/).filter(Boolean),
      });
      if (claimed.ok) return redirect(certificatePath(claimed.certificate.id), { status: 303 });
      return actionData({ error: claimed.error }, claimed.status);
    }
    if (intent === "save") {
      const saved = await saveProgress(quiz, params.courseId, params.attemptId, answers);
      if (!saved.ok) return actionData({ error: saved.error, answers }, saved.status);
      return actionData({ answers, saved: true }, 200);
    }
    // Without JavaScript the page cannot ask before submitting: the server lists the questions
    // left unanswered and asks to confirm ("Submit anyway" posts intent=submit-anyway).
    if (intent === "submit") {
      const viewed = await viewAttempt(quiz, params.courseId, params.attemptId);
      if (viewed.ok && viewed.view.state === "open") {
        const unanswered = viewed.view.questions
          .filter((question) => !answers[question.id]?.length)
          .map((question) => question.id);
        if (unanswered.length > 0) {
          const saved = await saveProgress(quiz, params.courseId, params.attemptId, answers);
          if (!saved.ok) return actionData({ error: saved.error, answers }, saved.status);
          return actionData({ answers, unanswered, saved: true }, 200);
        }
      }
    }
    const outcome = await submitAttempt(quiz, params.courseId, params.attemptId, answers);
    // Back to the attempt's own address (no #fragment: the router would treat that as a
    // scroll on the same page and not reload the result).
    if (outcome.ok) return redirect(here, { status: 303 });
    // What was chosen goes back to the form, so a refused submission loses nothing.
    return actionData(
      { error: outcome.error, answers },
      outcome.status,
      outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : {},
    );
  } catch (error) {
    logCourseError(services.logger, "assessment submission failed", error);
    return actionData({ error: serviceUnavailable, answers }, 503);
  }
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? pageMetaFromLoader(args) : courseNotFoundMeta(args, "attempt");

export default function QuizAttemptRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <QuizAttemptPage {...loaderData} action={actionData ?? null} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = missingCourseData(error);
  if (missing)
    return (
      <CourseNotFound
        kind={missing.kind}
        status={missing.status}
        message={missing.message}
        course={missing.course}
      />
    );
  if (isRouteErrorResponse(error) && error.status === 503) return <ServiceUnavailable />;
  return <ApplicationError />;
}
