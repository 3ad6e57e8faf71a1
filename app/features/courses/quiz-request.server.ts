import { randomInt } from "node:crypto";
import type { AppConfig } from "#app/platform/config.server.ts";
import type { AppServices } from "#app/platform/context.server.ts";
import type { Logger } from "#app/platform/logger.server.ts";
import { json } from "#app/platform/request.server.ts";
import type { QuizContext, QuizFailure } from "./quiz-service.server.ts";
import { readVisitorToken, visitorCookie } from "./quiz-visitor.server.ts";

// Where the course routes meet the request plumbing: the services from the load context, the
// session and the client address. The quiz logic itself takes a QuizContext.

/** The signed-in user of a request, if any. */
export async function currentSession(services: Pick<AppServices, "auth">, request: Request) {
  return services.auth.api.getSession({ headers: request.headers });
}

export async function quizContext(
  services: AppServices,
  request: Request,
  clientIp: string,
): Promise<QuizContext> {
  const session = await currentSession(services, request);
  return {
    db: services.database.db,
    userId: session?.user.id ?? null,
    visitorToken: readVisitorToken(request),
    clientIp,
    rateLimitStore: services.rateLimits,
    now: () => new Date(),
    random: (maxExclusive) => randomInt(maxExclusive),
  };
}

/** Set-Cookie for a new quiz visitor token. */
export function visitorCookieHeader(config: Pick<AppConfig, "secureCookies">, token: string): string {
  return visitorCookie(token, config.secureCookies);
}

export function failureResponse(failure: QuizFailure): Response {
  return json(
    { error: failure.error, ...(failure.opensAt ? { opensAt: failure.opensAt } : {}) },
    failure.status,
    failure.retryAfterSeconds ? { "Retry-After": String(failure.retryAfterSeconds) } : {},
  );
}

export const serviceUnavailable =
  "The course service is unavailable right now. Please try again in a moment.";

/** Logs a failure of the database or session store; the caller answers 503. */
export function logCourseError(logger: Logger, message: string, error: unknown): void {
  logger.error(message, { error: error instanceof Error ? error.message : String(error) });
}
