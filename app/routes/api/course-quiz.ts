import {
  failureResponse,
  logCourseError,
  quizContext,
  serviceUnavailable,
  visitorCookieHeader,
} from "#app/features/courses/quiz-request.server.ts";
import { saveProgress, startAttempt, submitAttempt } from "#app/features/courses/quiz-service.server.ts";
import { QuizAnswersSchema } from "#app/features/courses/schema.ts";
import { requestInfoOf, servicesOf } from "#app/platform/context.server.ts";
import { isSameOrigin, json, readBody } from "#app/platform/request.server.ts";
import type { Route } from "./+types/course-quiz";

// POST /api/courses/{courseId}/quiz                     starts an attempt (docs/api.md)
// POST /api/courses/{courseId}/quiz/{attemptId}/answers keeps the answers given so far
// POST /api/courses/{courseId}/quiz/{attemptId}         grades it, once
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return json({ error: "Method not allowed" }, 405, { Allow: "POST" });
  const services = servicesOf(context);
  if (!isSameOrigin(request, services.config.site.url))
    return json({ error: "Cross-site request refused" }, 403);
  const attemptId = "attemptId" in params ? params.attemptId : undefined;
  const saving = new URL(request.url).pathname.endsWith("/answers");
  try {
    const quiz = await quizContext(services, request, requestInfoOf(context).clientIp);
    if (!attemptId) {
      const started = await startAttempt(quiz, params.courseId);
      if (!started.ok) return failureResponse(started);
      return json(
        { attemptId: started.attemptId, questions: started.questions },
        201,
        started.newVisitorToken
          ? { "Set-Cookie": visitorCookieHeader(services.config, started.newVisitorToken) }
          : {},
      );
    }
    const body = await readBody(request);
    if (body.kind === "too-large") return json({ error: "Request too large" }, 413, { Connection: "close" });
    const parsed = body.kind === "ok" ? QuizAnswersSchema.safeParse(body.fields) : null;
    if (!parsed?.success)
      return json({ error: 'Send JSON like {"answers": {"questionId": ["optionId"]}}' }, 400);
    if (saving) {
      const saved = await saveProgress(quiz, params.courseId, attemptId, parsed.data.answers);
      if (!saved.ok) return failureResponse(saved);
      return json({ saved: saved.saved }, 200);
    }
    const graded = await submitAttempt(quiz, params.courseId, attemptId, parsed.data.answers);
    if (!graded.ok) return failureResponse(graded);
    return json(graded.result, 200);
  } catch (error) {
    logCourseError(services.logger, "assessment request failed", error);
    return json({ error: serviceUnavailable }, 503);
  }
}

export function loader() {
  return json({ error: "Method not allowed" }, 405, { Allow: "POST" });
}
