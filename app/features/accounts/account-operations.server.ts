import { z } from "zod";
import type { ApiMessages } from "#app/platform/api.server.ts";
import type { AppServices } from "#app/platform/context.server.ts";
import { type RateLimitRule, rateLimits } from "#app/platform/rate-limit.server.ts";
import * as account from "./account.server.ts";
import {
  accountFieldMessages,
  ChangePasswordSchema,
  ConfirmEmailSchema,
  DeleteAccountSchema,
  ForgotPasswordSchema,
  LoginSchema,
  ProfileSchema,
  RegisterSchema,
  ResetPasswordSchema,
} from "./schema.ts";

// Every account operation once: its schema, its per-address limits, its messages and what it
// does. The JSON API (account-api.server.ts) and the pages' own form posts, which work before
// and without JavaScript (account-form.server.ts), both run these, so a form sent either way
// gets the same checks, limits and messages from the brief.

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

/** What a failed operation answers: the status, the message, and field issues if any. */
export interface FailureAnswer {
  status: number;
  error: string;
  issues?: { field: string; message: string }[];
  retryAfterSeconds?: number;
}

export function failureAnswer(failure: account.AccountFailure): FailureAnswer {
  switch (failure.reason) {
    case "invalid-input":
      return { status: 400, error: failure.issues[0]?.message ?? "Invalid input", issues: failure.issues };
    case "invalid-credentials":
      return { status: 401, error: accountMessages.invalidCredentials };
    case "email-not-confirmed":
      return { status: 403, error: accountMessages.emailNotConfirmed };
    case "too-many-attempts":
      return {
        status: 429,
        error: failure.message ?? accountMessages.tooManyAttempts,
        retryAfterSeconds: failure.retryAfterSeconds,
      };
    case "no-user":
      return { status: 401, error: accountMessages.noUser };
    case "wrong-current-password":
      return {
        status: 400,
        error: accountMessages.wrongCurrentPassword,
        issues: [
          { field: failure.field ?? "currentPassword", message: accountMessages.wrongCurrentPassword },
        ],
      };
    case "invalid-token":
      return { status: 400, error: failure.message ?? accountFieldMessages.tokenInvalid };
    case "current-password-required":
      return { status: 403, error: accountMessages.currentPasswordRequired };
  }
}

export interface AccountOperation<Schema extends z.ZodType = z.ZodType> {
  schema: Schema;
  /** Limits per client address, counted before the body is read. */
  rateLimits?: readonly RateLimitRule[];
  messages: Partial<ApiMessages>;
  run(
    services: AppServices,
    input: z.output<Schema>,
    client: account.Client,
  ): Promise<account.Outcome<Record<string, unknown>>>;
}

const failure = (message: string) => ({ failed: message, unavailable: message });

function operation<Schema extends z.ZodType>(definition: AccountOperation<Schema>): AccountOperation {
  return definition as unknown as AccountOperation;
}

export const accountOperations = new Map<string, AccountOperation>([
  [
    "register",
    operation({
      schema: RegisterSchema,
      rateLimits: [rateLimits.registerPerIp],
      messages: {
        ...failure(accountMessages.registrationFailed),
        tooManyRequests: accountMessages.tooManyRequests,
      },
      run: (services, input, client) => account.register(services, input, client),
    }),
  ],
  [
    "confirm-email",
    operation({
      schema: ConfirmEmailSchema,
      rateLimits: [rateLimits.linkTokensPerIp],
      messages: {
        ...failure(accountMessages.registrationFailed),
        tooManyRequests: account.tooManyMessages.link,
      },
      run: (services, input, client) => account.confirmEmail(services, input, client),
    }),
  ],
  [
    "login",
    operation({
      schema: LoginSchema,
      messages: { ...failure(accountMessages.loginFailed), tooManyRequests: accountMessages.tooManyAttempts },
      run: (services, input, client) => account.login(services, input, client),
    }),
  ],
  [
    "logout",
    operation({
      schema: z.object({}),
      messages: failure(accountMessages.loginFailed),
      run: (services, _input, client) => account.logout(services, client),
    }),
  ],
  [
    "forgot-password",
    operation({
      schema: ForgotPasswordSchema,
      rateLimits: [rateLimits.resetMailPerIp],
      messages: { ...failure(accountMessages.resetFailed), tooManyRequests: accountMessages.tooManyRequests },
      run: async (services, input) => {
        const outcome = await account.requestPasswordReset(services, input);
        return outcome.ok ? { ok: true, message: accountMessages.resetSent } : outcome;
      },
    }),
  ],
  [
    "reset-password",
    operation({
      schema: ResetPasswordSchema,
      rateLimits: [rateLimits.linkTokensPerIp],
      messages: { ...failure(accountMessages.resetFailed), tooManyRequests: account.tooManyMessages.link },
      run: (services, input, client) => account.resetPassword(services, input, client),
    }),
  ],
  [
    "password",
    operation({
      schema: ChangePasswordSchema,
      rateLimits: [rateLimits.passwordChecksPerIp],
      messages: {
        ...failure(accountMessages.resetFailed),
        tooManyRequests: account.tooManyMessages.password,
      },
      run: (services, input, client) => account.changePassword(services, input, client),
    }),
  ],
  [
    "profile",
    operation({
      schema: ProfileSchema,
      messages: failure(accountMessages.profileFailed),
      run: (services, input, client) => account.updateProfile(services, input, client),
    }),
  ],
  [
    "delete",
    operation({
      schema: DeleteAccountSchema,
      rateLimits: [rateLimits.passwordChecksPerIp],
      messages: {
        ...failure(accountMessages.deleteFailed),
        tooManyRequests: account.tooManyMessages.password,
      },
      run: (services, input, client) => account.deleteAccount(services, input, client),
    }),
  ],
]);
