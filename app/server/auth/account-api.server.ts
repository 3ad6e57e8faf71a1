import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { redirect } from "react-router";
import { z } from "zod";
import {
  accountFieldMessages,
  ChangePasswordSchema,
  ForgotPasswordSchema,
  LoginSchema,
  ProfileSchema,
  RegisterSchema,
  ResetPasswordSchema,
  VerifyEmailSchema,
} from "~/schemas/account.ts";
import { type ApiAction, apiAction, errorText, invalidInput, tooManyRequests } from "../api.server.ts";
import { requestInfoOf, servicesOf } from "../context.server.ts";
import { rateLimits } from "../rate-limit.server.ts";
import { json } from "../request.server.ts";
import * as account from "./account.server.ts";

// The HTTP side of /api/account/*: each operation is one apiAction (method, origin, rate
// limits, body and schema checks), calls the account logic, and turns its outcome into a
// status, a message from the brief's catalogue and cookies.
export const accountMessages = {
  invalidCredentials: "Invalid email or password. Please check your credentials and try again.",
  emailNotConfirmed: "Please confirm your email address before logging in.",
  tooManyAttempts: "Too many login attempts. Please wait a moment and try again.",
  tooManyRequests: "Too many requests. Please wait a moment and try again.",
  loginFailed: "Login failed. Please try again.",
  registrationFailed: "Registration failed",
  resetFailed: "Password reset failed",
  profileFailed: "Profile update failed",
  deleteFailed: "Account deletion failed. Please try again.",
  noUser: "No user logged in",
  wrongCurrentPassword: "Your current password is not correct.",
  currentPasswordRequired:
    "To change your password while signed in, use the form on your account page: it asks for your current password.",
  resetSent: "If an account exists for that email, we have sent a link to set a new password.",
} as const;

function respond(
  outcome: account.Outcome<object>,
  success: (value: Record<string, unknown>) => Response,
): Response {
  if (outcome.ok) {
    const {
      ok: _ok,
      headers,
      ...value
    } = outcome as { ok: true; headers?: Headers } & Record<string, unknown>;
    const response = success(value);
    for (const cookie of headers?.getSetCookie() ?? []) response.headers.append("Set-Cookie", cookie);
    return response;
  }
  switch (outcome.reason) {
    case "invalid-input":
      return invalidInput(outcome.issues.map(({ field, message }) => ({ path: [field], message })));
    case "invalid-credentials":
      return json({ error: accountMessages.invalidCredentials }, 401);
    case "email-not-confirmed":
      return json({ error: accountMessages.emailNotConfirmed }, 403);
    case "too-many-attempts":
      return tooManyRequests(accountMessages.tooManyAttempts, outcome.retryAfterSeconds);
    case "no-user":
      return json({ error: accountMessages.noUser }, 401);
    case "wrong-current-password":
      return json(
        {
          error: accountMessages.wrongCurrentPassword,
          issues: [{ field: "currentPassword", message: accountMessages.wrongCurrentPassword }],
        },
        400,
      );
    case "invalid-token":
      return json({ error: accountFieldMessages.tokenInvalid }, 400);
    case "current-password-required":
      return json({ error: accountMessages.currentPasswordRequired }, 403);
  }
}

const client = (request: Request, clientIp: string): account.Client => ({
  ip: clientIp,
  headers: request.headers,
});
const failure = (message: string) => ({ failed: message, unavailable: message });
const noBody = z.object({});

const operations = new Map<string, ApiAction>([
  [
    "register",
    apiAction(
      {
        schema: RegisterSchema,
        rateLimits: [rateLimits.registerPerIp],
        messages: {
          ...failure(accountMessages.registrationFailed),
          tooManyRequests: accountMessages.tooManyRequests,
        },
      },
      async ({ input, services, request, clientIp }) =>
        respond(await account.register(services, input, client(request, clientIp)), (value) =>
          json({ ok: true, ...value }, 201),
        ),
    ),
  ],
  [
    "login",
    apiAction(
      {
        schema: LoginSchema,
        messages: {
          ...failure(accountMessages.loginFailed),
          tooManyRequests: accountMessages.tooManyAttempts,
        },
      },
      async ({ input, services, request, clientIp }) =>
        respond(await account.login(services, input, client(request, clientIp)), (value) => json(value, 200)),
    ),
  ],
  [
    "logout",
    apiAction(
      { schema: noBody, messages: failure(accountMessages.loginFailed) },
      async ({ services, request, clientIp }) =>
        respond(await account.logout(services, client(request, clientIp)), () => json({ ok: true }, 200)),
    ),
  ],
  [
    "forgot-password",
    apiAction(
      {
        schema: ForgotPasswordSchema,
        rateLimits: [rateLimits.resetMailPerIp],
        messages: {
          ...failure(accountMessages.resetFailed),
          tooManyRequests: accountMessages.tooManyRequests,
        },
      },
      async ({ input, services }) =>
        respond(await account.requestPasswordReset(services, input), () =>
          json({ ok: true, message: accountMessages.resetSent }, 200),
        ),
    ),
  ],
  [
    "reset-password",
    apiAction(
      { schema: ResetPasswordSchema, messages: failure(accountMessages.resetFailed) },
      async ({ input, services, request, clientIp }) =>
        respond(await account.resetPassword(services, input, client(request, clientIp)), () =>
          json({ ok: true }, 200),
        ),
    ),
  ],
  [
    "password",
    apiAction(
      { schema: ChangePasswordSchema, messages: failure(accountMessages.resetFailed) },
      async ({ input, services, request, clientIp }) =>
        respond(await account.changePassword(services, input, client(request, clientIp)), () =>
          json({ ok: true }, 200),
        ),
    ),
  ],
  [
    "profile",
    apiAction(
      { schema: ProfileSchema, messages: failure(accountMessages.profileFailed) },
      async ({ input, services, request, clientIp }) =>
        respond(await account.updateProfile(services, input, client(request, clientIp)), (value) =>
          json(value, 200),
        ),
    ),
  ],
  [
    "delete",
    apiAction(
      { schema: noBody, messages: failure(accountMessages.deleteFailed) },
      async ({ services, request, clientIp }) =>
        respond(await account.deleteAccount(services, client(request, clientIp)), () =>
          json({ ok: true }, 200),
        ),
    ),
  ],
]);

// POST /api/account/{register,login,logout,forgot-password,reset-password,password,profile,delete}
export function accountAction(args: ActionFunctionArgs): Promise<Response> | Response {
  const operation = operations.get(args.params.operation ?? "");
  return operation ? operation(args) : json({ error: "Not found" }, 404);
}

// GET /api/account/session: the signed-in user, session expiry and profile (or nulls).
// GET /api/account/verify-email?token=...[&next=/path]: the emailed confirmation link; signs in,
// then goes to `next` (a path on this site) or /account.
export async function accountLoader({ request, params, context }: LoaderFunctionArgs): Promise<Response> {
  const operation = params.operation ?? "";
  if (operation !== "session" && operation !== "verify-email") {
    return operations.has(operation)
      ? json({ error: "Method not allowed" }, 405, { Allow: "POST" })
      : json({ error: "Not found" }, 404);
  }
  const services = servicesOf(context);
  const { clientIp } = requestInfoOf(context);
  try {
    if (operation === "session")
      return json(await account.sessionState(services, client(request, clientIp)), 200);
    const query = new URL(request.url).searchParams;
    const parsed = VerifyEmailSchema.safeParse({
      token: query.get("token") ?? "",
      next: query.get("next") ?? undefined,
    });
    const outcome = parsed.success
      ? await account.verifyEmail(services, parsed.data, client(request, clientIp))
      : ({ ok: false, reason: "invalid-token" } as const);
    if (!outcome.ok) return redirect("/login?confirmation=failed", 303);
    // Back to where registration started (a quiz result to claim), else the account page.
    const response = redirect(parsed.success && parsed.data.next ? parsed.data.next : "/account", 303);
    for (const cookie of outcome.headers?.getSetCookie() ?? []) response.headers.append("Set-Cookie", cookie);
    return response;
  } catch (error) {
    services.logger.error("account lookup failed", { operation, error: errorText(error) });
    if (operation === "verify-email") return redirect("/login?confirmation=failed", 303);
    return json({ user: null, session: null, profile: null, error: "Session unavailable" }, 503);
  }
}
