import type { z } from "zod";
import {
  ChangePasswordSchema,
  ForgotPasswordSchema,
  LoginSchema,
  ProfileSchema,
  RegisterSchema,
  ResetPasswordSchema,
  usernameFromEmail,
} from "~/schemas/account.ts";
import { getConfig } from "../config.server.ts";
import { getAppDatabase } from "../db/app-database.server.ts";
import { deleteUserData, getProfile, upsertProfile } from "../db/profiles.server.ts";
import { getRateLimitStore, hitRateLimit, type RateLimitRule, rateLimits } from "../rate-limit.server.ts";
import { clientIp, json } from "../request.server.ts";
import { getAuth } from "./auth.server.ts";

// The account endpoints behind /api/account/*. Messages follow the brief's error catalogue.
export const accountMessages = {
  invalidCredentials: "Invalid email or password. Please check your credentials and try again.",
  emailNotConfirmed: "Please confirm your email address before logging in.",
  tooManyRequests: "Too many login attempts. Please wait a moment and try again.",
  loginFailed: "Login failed. Please try again.",
  registrationFailed: "Registration failed",
  resetFailed: "Password reset failed",
  profileFailed: "Profile update failed",
  noUser: "No user logged in",
  accountExists: "An account with this email may already exist. Sign in, or reset your password.",
  resetSent: "If an account exists for that email, we have sent a link to set a new password.",
} as const;

interface ApiErrorLike {
  status?: string | number;
  statusCode?: number;
  body?: { code?: string; message?: string };
  message?: string;
}

function apiError(error: unknown): ApiErrorLike | null {
  return error && typeof error === "object" && "body" in error ? (error as ApiErrorLike) : null;
}

function invalid(result: z.ZodSafeParseError<unknown>): Response {
  const issues = result.error.issues.map((issue) => ({
    field: String(issue.path[0] ?? ""),
    message: issue.message,
  }));
  return json({ error: issues[0]?.message ?? "Invalid input", issues }, 400);
}

async function limited(rule: RateLimitRule, subject: string): Promise<Response | null> {
  const result = await hitRateLimit(getRateLimitStore(getConfig().redisUrl), rule, subject);
  if (result.allowed) return null;
  return json({ error: accountMessages.tooManyRequests }, 429, {
    "Retry-After": String(result.retryAfterSeconds),
  });
}

function withCookies(response: Response, headers: Headers | undefined): Response {
  for (const cookie of headers?.getSetCookie() ?? []) response.headers.append("Set-Cookie", cookie);
  return response;
}

function log(message: string, error: unknown) {
  console.error(
    JSON.stringify({
      level: "error",
      msg: message,
      error: error instanceof Error ? error.message : String(error),
    }),
  );
}

export async function currentSession(request: Request) {
  const auth = await getAuth();
  return auth.api.getSession({ headers: request.headers });
}

export async function register(request: Request, body: Record<string, unknown>): Promise<Response> {
  const parsed = RegisterSchema.safeParse(body);
  if (!parsed.success) return invalid(parsed);
  const blocked = await limited(rateLimits.registerPerIp, clientIp(request));
  if (blocked) return blocked;
  const { email, password } = parsed.data;
  const username = parsed.data.username || usernameFromEmail(email);
  try {
    const auth = await getAuth();
    const { headers, response } = await auth.api.signUpEmail({
      body: { email, password, name: username },
      headers: request.headers,
      returnHeaders: true,
    });
    let profile = null;
    try {
      profile = await upsertProfile(await getAppDatabase(), response.user.id, username);
    } catch (error) {
      // The brief: a failed profile write is logged and registration still succeeds.
      log("profile creation failed", error);
    }
    return withCookies(
      json({ user: { id: response.user.id, email: response.user.email }, profile }, 201),
      headers,
    );
  } catch (error) {
    const known = apiError(error);
    if (known?.body?.code?.startsWith("USER_ALREADY_EXISTS"))
      return json({ error: accountMessages.accountExists }, 409);
    if (known?.body?.message) return json({ error: known.body.message }, 400);
    log("registration failed", error);
    return json({ error: accountMessages.registrationFailed }, 500);
  }
}

export async function login(request: Request, body: Record<string, unknown>): Promise<Response> {
  const parsed = LoginSchema.safeParse(body);
  if (!parsed.success) return invalid(parsed);
  const { email, password } = parsed.data;
  const blocked =
    (await limited(rateLimits.signInPerIp, clientIp(request))) ??
    (await limited(rateLimits.signInPerEmail, email));
  if (blocked) return blocked;
  try {
    const auth = await getAuth();
    const { headers, response } = await auth.api.signInEmail({
      body: { email, password },
      headers: request.headers,
      returnHeaders: true,
    });
    const database = await getAppDatabase();
    let profile = await getProfile(database, response.user.id).catch(() => undefined);
    if (!profile) {
      profile = await upsertProfile(database, response.user.id, usernameFromEmail(email)).catch(
        (error: unknown) => {
          log("profile creation failed", error);
          return undefined;
        },
      );
    }
    await getRateLimitStore(getConfig().redisUrl).reset(`${rateLimits.signInPerEmail.name}:${email}`);
    return withCookies(
      json({ user: { id: response.user.id, email: response.user.email }, profile: profile ?? null }, 200),
      headers,
    );
  } catch (error) {
    const known = apiError(error);
    const code = known?.body?.code ?? "";
    if (code === "INVALID_EMAIL_OR_PASSWORD" || /invalid (email|login)/i.test(known?.body?.message ?? "")) {
      return json({ error: accountMessages.invalidCredentials }, 401);
    }
    if (code === "EMAIL_NOT_VERIFIED") return json({ error: accountMessages.emailNotConfirmed }, 403);
    if (known?.body?.message) return json({ error: known.body.message }, 400);
    log("login failed", error);
    return json({ error: accountMessages.loginFailed }, 500);
  }
}

export async function logout(request: Request): Promise<Response> {
  try {
    const auth = await getAuth();
    const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
    return withCookies(json({ ok: true }, 200), headers);
  } catch {
    return json({ ok: true }, 200);
  }
}

export async function forgotPassword(request: Request, body: Record<string, unknown>): Promise<Response> {
  const parsed = ForgotPasswordSchema.safeParse(body);
  if (!parsed.success) return invalid(parsed);
  const blocked = await limited(rateLimits.resetMailPerIp, clientIp(request));
  if (blocked) return blocked;
  try {
    const auth = await getAuth();
    await auth.api.requestPasswordReset({
      body: { email: parsed.data.email, redirectTo: "/reset-password" },
    });
  } catch (error) {
    // The same answer whether or not the address has an account.
    log("password reset mail failed", error);
  }
  return json({ ok: true, message: accountMessages.resetSent }, 200);
}

export async function resetPassword(request: Request, body: Record<string, unknown>): Promise<Response> {
  const parsed = ResetPasswordSchema.safeParse(body);
  if (!parsed.success) return invalid(parsed);
  try {
    const auth = await getAuth();
    if (parsed.data.token) {
      await auth.api.resetPassword({ body: { newPassword: parsed.data.password, token: parsed.data.token } });
      return json({ ok: true }, 200);
    }
    const session = await auth.api.getSession({ headers: request.headers });
    if (!session) return json({ error: accountMessages.noUser }, 401);
    const context = await auth.$context;
    await context.internalAdapter.updatePassword(
      session.user.id,
      await context.password.hash(parsed.data.password),
    );
    return json({ ok: true }, 200);
  } catch (error) {
    const known = apiError(error);
    if (known?.body?.code === "INVALID_TOKEN" || /token/i.test(known?.body?.message ?? "")) {
      return json({ error: "This reset link is invalid or has expired. Ask for a new one." }, 400);
    }
    if (known?.body?.message) return json({ error: known.body.message }, 400);
    log("password reset failed", error);
    return json({ error: accountMessages.resetFailed }, 500);
  }
}

export async function changePassword(request: Request, body: Record<string, unknown>): Promise<Response> {
  const parsed = ChangePasswordSchema.safeParse(body);
  if (!parsed.success) return invalid(parsed);
  try {
    const auth = await getAuth();
    const session = await auth.api.getSession({ headers: request.headers });
    if (!session) return json({ error: accountMessages.noUser }, 401);
    const { headers } = await auth.api.changePassword({
      body: { ...parsed.data, revokeOtherSessions: true },
      headers: request.headers,
      returnHeaders: true,
    });
    return withCookies(json({ ok: true }, 200), headers);
  } catch (error) {
    const known = apiError(error);
    if (known?.body?.code === "INVALID_PASSWORD")
      return json({ error: "Your current password is not correct." }, 400);
    if (known?.body?.message) return json({ error: known.body.message }, 400);
    log("password change failed", error);
    return json({ error: accountMessages.resetFailed }, 500);
  }
}

export async function updateProfile(request: Request, body: Record<string, unknown>): Promise<Response> {
  const parsed = ProfileSchema.safeParse(body);
  if (!parsed.success) return invalid(parsed);
  try {
    const session = await currentSession(request);
    if (!session) return json({ error: accountMessages.noUser }, 401);
    const profile = await upsertProfile(await getAppDatabase(), session.user.id, parsed.data.username);
    return json({ profile }, 200);
  } catch (error) {
    log("profile update failed", error);
    return json({ error: accountMessages.profileFailed }, 500);
  }
}

export async function deleteAccount(request: Request): Promise<Response> {
  try {
    const auth = await getAuth();
    const session = await auth.api.getSession({ headers: request.headers });
    if (!session) return json({ error: accountMessages.noUser }, 401);
    const { headers } = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
    const context = await auth.$context;
    await deleteUserData(await getAppDatabase(), session.user.id);
    await context.internalAdapter.deleteUserSessions(session.user.id);
    await context.internalAdapter.deleteAccounts(session.user.id);
    await context.internalAdapter.deleteUser(session.user.id);
    return withCookies(json({ ok: true }, 200), headers);
  } catch (error) {
    log("account deletion failed", error);
    return json({ error: "Account deletion failed. Please try again." }, 500);
  }
}

export async function sessionState(request: Request): Promise<Response> {
  try {
    const session = await currentSession(request);
    if (!session) return json({ user: null, session: null, profile: null }, 200);
    const profile = (await getProfile(await getAppDatabase(), session.user.id)) ?? null;
    return json(
      {
        user: { id: session.user.id, email: session.user.email },
        session: { expires_at: new Date(session.session.expiresAt).toISOString() },
        profile,
      },
      200,
    );
  } catch (error) {
    log("session lookup failed", error);
    return json({ user: null, session: null, profile: null, error: "Session unavailable" }, 503);
  }
}
