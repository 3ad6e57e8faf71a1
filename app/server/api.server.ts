import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import type { z } from "zod";
import type { Logger } from "../../host/logger.ts";
import { type AppServices, requestInfoOf, servicesOf } from "./context.server.ts";
import { isDatabaseUnavailable } from "./db/database.server.ts";
import { hitRateLimit, type RateLimitRule } from "./rate-limit.server.ts";
import { isSameOrigin, json, readBody } from "./request.server.ts";

// The one wrapper for JSON API actions. In order, it answers:
//   405 for a method other than POST, 403 for a cross-site request,
//   429 when the client address is over one of `rateLimits` (counted before the body is read),
//   413 for a body over `maxBodyBytes` (streamed, never read past the limit),
//   400 for a body that is not JSON or a form, or that `schema` refuses (with every issue),
// then runs the handler with the parsed input and the services from the load context. A
// database that is down, locked or too slow answers 503 with `messages.unavailable`; any other
// failure is logged in one line and answers 500 with `messages.failed`.

export interface ApiMessages {
  tooManyRequests: string;
  tooLarge: string;
  unreadable: string;
  unavailable: string;
  failed: string;
}

export const defaultApiMessages: ApiMessages = {
  tooManyRequests: "Too many requests. Please wait a moment and try again.",
  tooLarge: "Request too large",
  unreadable: "Send JSON or a form",
  unavailable: "The service is unavailable right now. Please try again in a moment.",
  failed: "Something went wrong. Please try again.",
};

export interface ApiOptions<Schema extends z.ZodType> {
  schema: Schema;
  /** Limits per client address, each counted once per request. */
  rateLimits?: readonly RateLimitRule[];
  /** Largest accepted body (default 16 KiB). */
  maxBodyBytes?: number;
  messages?: Partial<ApiMessages>;
  /**
   * The body of every error answer, for APIs with their own shape (the chat answers
   * `{success: false, error}`, brief section 7); default `{error, issues?}`.
   */
  errorBody?: (error: string, issues?: { field: string; message: string }[]) => Record<string, unknown>;
}

export interface ApiCall<Input> {
  input: Input;
  request: Request;
  params: Record<string, string | undefined>;
  services: AppServices;
  clientIp: string;
  /** Logs with this request's id. */
  log: Logger;
}

export type ApiAction = (args: ActionFunctionArgs) => Promise<Response>;

/** A logger that adds the request id to every line. */
function requestLogger(logger: Logger, requestId: string): Logger {
  const withId = (fields: Record<string, unknown> = {}) => (requestId ? { requestId, ...fields } : fields);
  return {
    debug: (message, fields) => logger.debug(message, withId(fields)),
    info: (message, fields) => logger.info(message, withId(fields)),
    warn: (message, fields) => logger.warn(message, withId(fields)),
    error: (message, fields) => logger.error(message, withId(fields)),
  };
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

type ErrorBody = NonNullable<ApiOptions<z.ZodType>["errorBody"]>;
const defaultErrorBody: ErrorBody = (error, issues) => (issues ? { error, issues } : { error });

/** The zod issues as `{ error, issues: [{ field, message }] }`, answered with 400. */
export function invalidInput(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  errorBody: ErrorBody = defaultErrorBody,
): Response {
  const list = issues.map((issue) => ({ field: String(issue.path[0] ?? ""), message: issue.message }));
  return json(errorBody(list[0]?.message ?? "Invalid input", list), 400);
}

export function tooManyRequests(message: string, retryAfterSeconds: number): Response {
  return json({ error: message }, 429, { "Retry-After": String(retryAfterSeconds) });
}

export function apiAction<Schema extends z.ZodType>(
  options: ApiOptions<Schema>,
  handler: (call: ApiCall<z.output<Schema>>) => Promise<Response>,
): ApiAction {
  const messages = { ...defaultApiMessages, ...options.messages };
  const maxBodyBytes = options.maxBodyBytes ?? 16 * 1024;
  const errorBody = options.errorBody ?? defaultErrorBody;
  const fail = (status: number, error: string, headers: Record<string, string> = {}) =>
    json(errorBody(error), status, headers);
  return async ({ request, params, context }) => {
    if (request.method !== "POST") return fail(405, "Method not allowed", { Allow: "POST" });
    const services = servicesOf(context);
    if (!isSameOrigin(request, services.config.site.url)) return fail(403, "Cross-site request refused");
    const { clientIp, requestId } = requestInfoOf(context);
    const log = requestLogger(services.logger, requestId);
    try {
      for (const rule of options.rateLimits ?? []) {
        const limit = await hitRateLimit(services.rateLimits, rule, clientIp);
        if (!limit.allowed)
          return fail(429, messages.tooManyRequests, { "Retry-After": String(limit.retryAfterSeconds) });
      }
      const body = await readBody(request, maxBodyBytes);
      // The rest of an oversized body is never read: close the connection instead.
      if (body.kind === "too-large") return fail(413, messages.tooLarge, { Connection: "close" });
      if (body.kind === "unreadable") return fail(400, messages.unreadable);
      const parsed = options.schema.safeParse(body.fields);
      if (!parsed.success) return invalidInput(parsed.error.issues, errorBody);
      return await handler({ input: parsed.data, request, params, services, clientIp, log });
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        log.warn("database unavailable", { path: new URL(request.url).pathname, error: errorText(error) });
        return fail(503, messages.unavailable, { "Retry-After": "5" });
      }
      log.error("request failed", { path: new URL(request.url).pathname, error: errorText(error) });
      return fail(500, messages.failed);
    }
  };
}

/** A loader for POST-only API routes: GET and HEAD answer 405. */
export function postOnly(_args: LoaderFunctionArgs): Response {
  return json({ error: "Method not allowed" }, 405, { Allow: "POST" });
}
