import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { redirect } from "react-router";
import { type ApiAction, apiAction } from "#app/platform/api.server.ts";
import { requestInfoOf, servicesOf } from "#app/platform/context.server.ts";
import { json } from "#app/platform/request.server.ts";
import * as account from "./account.server.ts";
import { accountOperations, failureAnswer } from "./account-operations.server.ts";
import { VerifyEmailSchema } from "./schema.ts";

// The HTTP side of /api/account/*: each operation (account-operations.server.ts) is one
// apiAction (method, origin, rate limits, body and schema checks), and its outcome becomes a
// JSON answer with the brief's message and the cookies Better Auth set.
export { accountMessages } from "./account-operations.server.ts";

/** Success statuses that are not 200. */
const created = new Set(["register"]);

function respond(name: string, outcome: account.Outcome<Record<string, unknown>>): Response {
  if (!outcome.ok) {
    const answer = failureAnswer(outcome);
    return json(
      answer.issues ? { error: answer.error, issues: answer.issues } : { error: answer.error },
      answer.status,
      answer.retryAfterSeconds ? { "Retry-After": String(answer.retryAfterSeconds) } : {},
    );
  }
  const { ok: _ok, headers, ...value } = outcome as { ok: true; headers?: Headers } & Record<string, unknown>;
  const response = json({ ok: true, ...value }, created.has(name) ? 201 : 200);
  for (const cookie of headers?.getSetCookie() ?? []) response.headers.append("Set-Cookie", cookie);
  return response;
}

const client = (request: Request, clientIp: string): account.Client => ({
  ip: clientIp,
  headers: request.headers,
});

const endpoints = new Map<string, ApiAction>(
  [...accountOperations].map(([name, operation]) => [
    name,
    apiAction(operation, async ({ input, services, request, clientIp }) =>
      respond(name, await operation.run(services, input, client(request, clientIp))),
    ),
  ]),
);

// POST /api/account/{register,confirm-email,login,logout,forgot-password,reset-password,password,profile,delete}
export function accountAction(args: ActionFunctionArgs): Promise<Response> | Response {
  const endpoint = endpoints.get(args.params.operation ?? "");
  return endpoint ? endpoint(args) : json({ error: "Not found" }, 404);
}

// GET /api/account/session: the signed-in user, session expiry and profile (or nulls).
// GET /api/account/verify-email?token=...: the confirmation link of mails sent before links
// opened /confirm-email. It signs nobody in: it goes to that page, which says the link has
// expired (its token was Better Auth's, which nothing accepts any more).
export async function accountLoader({ request, params, context }: LoaderFunctionArgs): Promise<Response> {
  const operation = params.operation ?? "";
  if (operation === "verify-email") {
    const query = new URL(request.url).searchParams;
    const parsed = VerifyEmailSchema.safeParse({
      token: query.get("token") ?? "",
      next: query.get("next") ?? undefined,
    });
    if (!parsed.success) return redirect("/confirm-email", 303);
    const next = parsed.data.next ? `&next=${encodeURIComponent(parsed.data.next)}` : "";
    return redirect(`/confirm-email?token=${encodeURIComponent(parsed.data.token)}${next}`, 303);
  }
  if (operation !== "session") {
    return endpoints.has(operation)
      ? json({ error: "Method not allowed" }, 405, { Allow: "POST" })
      : json({ error: "Not found" }, 404);
  }
  const services = servicesOf(context);
  try {
    return json(await account.sessionState(services, client(request, requestInfoOf(context).clientIp)), 200);
  } catch (error) {
    services.logger.error("account lookup failed", {
      operation,
      error: error instanceof Error ? error.message : String(error),
    });
    return json({ user: null, session: null, profile: null, error: "Session unavailable" }, 503);
  }
}
