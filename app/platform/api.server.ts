import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import type { z } from "zod";
import { type AppServices, requestInfoOf, servicesOf } from "./context.server.ts";
import { isDatabaseUnavailable } from "./db/database.server.ts";
import type { Logger } from "./logger.server.ts";
import { hitRateLimit, type RateLimitRule } from "./rate-limit.server.ts";
import { type BodyResult, isSameOrigin, json, readBody } from "./request.server.ts";

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

/** A request that passed the checks, or why it did not; `fields` is the body as sent (when read). */
export type Prepared<Input> =
  | { ok: true; call: ApiCall<Input>; fields: Record<string, unknown> }
  | {
      ok: false;
      status: number;
      error: string;
      issues?: { field: string; message: string }[];
      headers?: Record<string, string>;
      fields: Record<string, unknown>;
    };

/**
 * The checks every state-changing request gets, whatever answers it (the JSON API here, or a
 * page's form action): method, same origin, per-address limits, the body, the schema.
 */
export async function prepareCall<Schema extends z.ZodType>(
  options: Pick<ApiOptions<Schema>, "schema" | "rateLimits" | "maxBodyBytes" | "messages">,
  { request, params, context }: ActionFunctionArgs,
  /** The body, when the caller had to read it first (to tell which form was sent). */
  readAlready?: BodyResult,
): Promise<Prepared<z.output<Schema>>> {
  const messages = { ...defaultApiMessages, ...options.messages };
  const none = {};
  if (request.method !== "POST")
    return { ok: false, status: 405, error: "Method not allowed", headers: { Allow: "POST" }, fields: none };
  const services = servicesOf(context);
  if (!isSameOrigin(request, services.config.site.url))
    return { ok: false, status: 403, error: "Cross-site request refused", fields: none };
  const { clientIp, requestId } = requestInfoOf(context);
  for (const rule of options.rateLimits ?? []) {
    const limit = await hitRateLimit(services.rateLimits, rule, clientIp);
    if (!limit.allowed) {
      const headers = { "Retry-After": String(limit.retryAfterSeconds) };
      return { ok: false, status: 429, error: messages.tooManyRequests, headers, fields: none };
    }
  }
  const body = readAlready ?? (await readBody(request, options.maxBodyBytes ?? 16 * 1024));
  // The rest of an oversized body is never read: close the connection instead.
  if (body.kind === "too-large")
    return {
      ok: false,
      status: 413,
      error: messages.tooLarge,
      headers: { Connection: "close" },
      fields: none,
    };
  if (body.kind === "unreadable") return { ok: false, status: 400, error: messages.unreadable, fields: none };
  const parsed = options.schema.safeParse(body.fields);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      field: String(issue.path[0] ?? ""),
      message: issue.message,
    }));
    return {
      ok: false,
      status: 400,
      error: issues[0]?.message ?? "Invalid input",
      issues,
      fields: body.fields,
    };
  }
  const log = requestLogger(services.logger, requestId);
  return {
    ok: true,
    call: { input: parsed.data, request, params, services, clientIp, log },
    fields: body.fields,
  };
}

/**
 * What a failure inside a handler answers: 503 when the database is down, locked or too slow
 * (a warning), else 500 (an error line). Never the error's text.
 */
export function failureStatus(
  error: unknown,
  request: Request,
  log: Logger,
  messages: Pick<ApiMessages, "unavailable" | "failed">,
): { status: number; error: string; headers?: Record<string, string> } {
  const path = new URL(request.url).pathname;
  if (isDatabaseUnavailable(error)) {
    log.warn("database unavailable", { path, error: errorText(error) });
    return { status: 503, error: messages.unavailable, headers: { "Retry-After": "5" } };
  }
  log.error("request failed", { path, error: errorText(error) });
  return { status: 500, error: messages.failed };
}

export function apiAction<Schema extends z.ZodType>(
  options: ApiOptions<Schema>,
  handler: (call: ApiCall<z.output<Schema>>) => Promise<Response>,
): ApiAction {
  const messages = { ...defaultApiMessages, ...options.messages };
  const errorBody = options.errorBody ?? defaultErrorBody;
  return async (args) => {
    const { request, context } = args;
    let log: Logger | undefined;
    try {
      const prepared = await prepareCall(options, args);
      if (!prepared.ok) {
        const body = prepared.issues ? errorBody(prepared.error, prepared.issues) : errorBody(prepared.error);
        return json(body, prepared.status, prepared.headers);
      }
      log = prepared.call.log;
      return await handler(prepared.call);
    } catch (error) {
      log ??= requestLogger(servicesOf(context).logger, requestInfoOf(context).requestId);
      const failed = failureStatus(error, request, log, messages);
      return json(errorBody(failed.error), failed.status, failed.headers);
    }
  };
}

/** A loader for POST-only API routes: GET and HEAD answer 405. */
export function postOnly(_args: LoaderFunctionArgs): Response {
  return json({ error: "Method not allowed" }, 405, { Allow: "POST" });
}
