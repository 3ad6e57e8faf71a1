import { randomBytes } from "node:crypto";
import { setCertificateName } from "#app/features/courses/index.server.ts";
import { accountLink } from "#app/platform/auth.server.ts";
import type { AppServices } from "#app/platform/context.server.ts";
import { hitRateLimit, type RateLimitRule, rateLimits } from "#app/platform/rate-limit.server.ts";
import { breachedPasswordMessage } from "./breached-passwords.server.ts";
import { deleteUserData, getProfile, type Profile, upsertProfile } from "./profiles.server.ts";
import { accountFieldMessages, passwordProblems, usernameFromEmail } from "./schema.ts";

// Account logic: what registering, signing in, resetting a password... do, on the services
// it is given. It knows nothing of HTTP: callers pass the request's headers (for the session
// cookie) and client address, and get an outcome; account-api.server.ts turns outcomes into
// responses. Inputs arrive parsed by the shared schemas.

export type AccountServices = Pick<
  AppServices,
  "auth" | "database" | "rateLimits" | "mailer" | "logger" | "config" | "breachedPasswords"
>;

export interface Client {
  ip: string;
  /** The request's headers: the session cookie, and the client address for Better Auth. */
  headers: Headers;
}

export type AccountFailure =
  | { reason: "invalid-input"; issues: { field: string; message: string }[] }
  | { reason: "invalid-credentials" }
  | { reason: "email-not-confirmed" }
  /** `message`: the brief-style sentence for what was tried too often (sign-in's by default). */
  | { reason: "too-many-attempts"; retryAfterSeconds: number; message?: string }
  | { reason: "no-user" }
  /** `field`: where the password was typed (the account page's current password by default). */
  | { reason: "wrong-current-password"; field?: string }
  /** `message`: what kind of link (a reset link's message by default). */
  | { reason: "invalid-token"; message?: string }
  /** A signed-in user asked for a reset without a token: the current password is needed. */
  | { reason: "current-password-required" };

export type Outcome<T = object> = ({ ok: true } & T) | ({ ok: false } & AccountFailure);

/** Set-Cookie and other headers Better Auth wants on the response. */
type WithHeaders = { headers?: Headers };
type AccountUser = { id: string; email: string };

export const registrationMessage =
  "Check your email: we have sent a link to finish creating your account. If you already have an account, the email says how to sign in.";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function betterAuthCode(error: unknown): string {
  const body = (error as { body?: { code?: unknown } } | null)?.body;
  return typeof body?.code === "string" ? body.code : "";
}

async function newPasswordIssues(
  services: Pick<AccountServices, "breachedPasswords">,
  password: string,
  email: string,
  field: string,
) {
  const messages = passwordProblems(password, email);
  if (await services.breachedPasswords.includes(password)) messages.push(breachedPasswordMessage);
  return messages.map((message) => ({ field, message }));
}

/** Refusals for what was tried too often, in the brief's wording ("Too many login attempts..."). */
export const tooManyMessages = {
  password: "Too many password attempts. Please wait a moment and try again.",
  link: "Too many attempts with emailed links. Please wait a moment and try again.",
  certificateName: "Too many changes to the name on certificates. Please wait a moment and try again.",
} as const;

function retryAfter(resetAt: number): number {
  return Math.max(Math.ceil((resetAt - Date.now()) / 1000), 1);
}

/**
 * A limit on failures (wrong passwords, unknown tokens) like sign-in's: once `rule.limit`
 * failures are counted for `subject`, every attempt is refused until the window ends.
 */
async function failureGate(services: AccountServices, rule: RateLimitRule, subject: string, message: string) {
  const key = `${rule.name}:${subject}`;
  const seen = await services.rateLimits.peek(key, rule.windowMs);
  return {
    blocked:
      seen.count >= rule.limit
        ? ({
            ok: false,
            reason: "too-many-attempts",
            retryAfterSeconds: retryAfter(seen.resetAt),
            message,
          } as const)
        : null,
    fail: () => services.rateLimits.increment(key, rule.windowMs),
  };
}

/** Mails about an account to one address are capped (3 an hour), whoever asks. */
async function mayMail(services: AccountServices, email: string): Promise<boolean> {
  return (await hitRateLimit(services.rateLimits, rateLimits.accountMailPerRecipient, email)).allowed;
}

/** Earlier reset links of a user stop working once the password has been reset or changed. */
export async function revokeResetLinks({ database }: Pick<AccountServices, "database">, userId: string) {
  await database.db
    .deleteFrom("verification")
    .where("identifier", "like", "reset-password:%")
    .where("value", "=", userId)
    .execute();
}

/** Confirmation links: `confirm-email:<token>` rows of Better Auth's verification table, value = user id. */
const confirmationPrefix = "confirm-email:";
const confirmationLifetimeMs = 24 * 60 * 60 * 1000;

/** Earlier confirmation links of a user stop working once one is used (or a reset confirms the address). */
export async function revokeConfirmationLinks(
  { database }: Pick<AccountServices, "database">,
  userId: string,
) {
  await database.db
    .deleteFrom("verification")
    .where("identifier", "like", `${confirmationPrefix}%`)
    .where("value", "=", userId)
    .execute();
}

/**
 * Registration takes an address (and a username), never a password: the password is chosen on
 * the page the emailed link opens, so a password someone else chose can never become valid
 * when the address's owner confirms (docs/decisions/011-password-after-confirmation.md).
 * It answers the same for a new and an existing address, so it does not tell strangers who has
 * an account: a new or unconfirmed address gets a confirmation link, a confirmed one a mail
 * saying how to sign in or reset the password, and nothing about it changes. Nobody is signed in.
 */
export async function register(
  services: AccountServices,
  input: { email: string; username: string; next?: string | undefined },
  _client: Client,
): Promise<Outcome<{ message: string }>> {
  const context = await services.auth.$context;
  const username = input.username || usernameFromEmail(input.email);
  let user = (await context.internalAdapter.findUserByEmail(input.email))?.user ?? null;
  if (user?.emailVerified) {
    await mailExistingOwner(services, input.email);
    return { ok: true, message: registrationMessage };
  }
  if (!user) {
    try {
      user = await context.internalAdapter.createUser(
        { email: input.email, name: username, emailVerified: false },
        { method: "email-password" },
      );
    } catch (error) {
      // Registered a moment ago by a parallel request: go on with that account.
      user = (await context.internalAdapter.findUserByEmail(input.email))?.user ?? null;
      if (!user) throw error;
    }
  }
  try {
    // The username the confirmation page offers (its owner may change it there).
    await upsertProfile(services.database, user.id, username);
  } catch (error) {
    // The brief: a failed profile write is logged and registration still succeeds.
    services.logger.error("profile creation failed", { error: String(error) });
  }
  await mailConfirmationLink(services, user.id, input.email, input.next);
  return { ok: true, message: registrationMessage };
}

async function mailConfirmationLink(
  services: AccountServices,
  userId: string,
  email: string,
  next: string | undefined,
): Promise<void> {
  if (!(await mayMail(services, email))) return;
  const { config, auth } = services;
  const token = randomBytes(24).toString("base64url");
  const context = await auth.$context;
  await context.internalAdapter.createVerificationValue({
    identifier: `${confirmationPrefix}${token}`,
    value: userId,
    expiresAt: new Date(Date.now() + confirmationLifetimeMs),
  });
  const link = `${accountLink(config, "/confirm-email", token)}${next && next !== "/account" ? `&next=${encodeURIComponent(next)}` : ""}`;
  try {
    await services.mailer.send({
      to: email,
      subject: `Confirm your ${config.site.name} email`,
      text: `Welcome to ${config.site.name}. Confirm your email address and choose your password to finish creating your account (the link works for 24 hours):\n${link}\n\nIf you did not ask for an account, ignore this email: nothing is created until the link is used.\n`,
    });
  } catch (error) {
    services.logger.error("account mail failed", { error: String(error) });
  }
}

async function mailExistingOwner(services: AccountServices, email: string) {
  if (!(await mayMail(services, email))) return;
  const { config } = services;
  try {
    await services.mailer.send({
      to: email,
      subject: `You already have a ${config.site.name} account`,
      text: `Someone, perhaps you, tried to create a ${config.site.name} account with this email address, which already has one.\n\nSign in: ${config.site.url}/login\nForgot your password? Set a new one: ${config.site.url}/forgot-password\n\nIf it was not you, ignore this email; nothing has changed.\n`,
    });
  } catch (error) {
    services.logger.error("account mail failed", { error: String(error) });
  }
}

const invalidConfirmation = {
  ok: false,
  reason: "invalid-token",
  message: accountFieldMessages.confirmationInvalid,
} as const;

/** The pending account a confirmation link is for (what its page shows), without using it. */
export async function confirmationFor(
  services: AccountServices,
  token: string,
): Promise<Outcome<{ email: string; username: string }>> {
  const context = await services.auth.$context;
  const verification = await context.internalAdapter.findVerificationValue(`${confirmationPrefix}${token}`);
  if (!verification || verification.expiresAt < new Date()) return invalidConfirmation;
  const user = await context.internalAdapter.findUserById(verification.value);
  if (!user) return invalidConfirmation;
  const profile = await getProfile(services.database, user.id);
  return { ok: true, email: user.email, username: profile?.username ?? user.name };
}

/**
 * Uses a confirmation link: the address is confirmed, the password chosen here becomes the
 * account's only one (whatever was set before, by anyone, stops working), every session and
 * every other confirmation and reset link of the account ends, and this browser is signed in.
 */
export async function confirmEmail(
  services: AccountServices,
  input: { token: string; password: string; username: string },
  client: Client,
): Promise<Outcome<{ email: string } & WithHeaders>> {
  const gate = await failureGate(
    services,
    rateLimits.linkTokenFailuresPerIp,
    client.ip,
    tooManyMessages.link,
  );
  if (gate.blocked) return gate.blocked;
  const pending = await confirmationFor(services, input.token);
  if (!pending.ok) {
    await gate.fail();
    return pending;
  }
  const issues = await newPasswordIssues(services, input.password, pending.email, "password");
  if (issues.length > 0) return { ok: false, reason: "invalid-input", issues };
  const { auth } = services;
  const context = await auth.$context;
  // Spent once, atomically: of two racing submissions, one sets the password.
  const verification = await context.internalAdapter.consumeVerificationValue(
    `${confirmationPrefix}${input.token}`,
  );
  if (!verification) return invalidConfirmation;
  const userId = verification.value;
  const hash = await context.password.hash(input.password);
  await context.internalAdapter.deleteUserSessions(userId);
  if (await context.internalAdapter.findCredentialAccount(userId))
    await context.internalAdapter.updatePassword(userId, hash);
  else
    await context.internalAdapter.createAccount({
      userId,
      providerId: "credential",
      accountId: userId,
      password: hash,
    });
  const username = input.username || pending.username;
  await context.internalAdapter.updateUser(userId, { emailVerified: true, name: username });
  await upsertProfile(services.database, userId, username).catch((error: unknown) => {
    services.logger.error("profile creation failed", { error: String(error) });
  });
  await revokeConfirmationLinks(services, userId);
  await revokeResetLinks(services, userId);
  const { headers } = await auth.api.signInEmail({
    body: { email: pending.email, password: input.password },
    headers: client.headers,
    returnHeaders: true,
  });
  return { ok: true, email: pending.email, headers };
}

/** The slow-down for an account that keeps failing sign-ins: 0.5 s more per failure, at most 5 s. */
export function signInDelayMs(accountFailures: number): number {
  const over = accountFailures - rateLimits.signInFailuresPerAccount.limit;
  return over < 0 ? 0 : Math.min(500 * (over + 1), 5000);
}

/**
 * Sign-in. A client that failed five times on an account is stopped for 15 minutes, and every
 * address is limited overall; but strangers failing on someone's account only slow it down:
 * its owner, signing in from a client without recent failures, still gets in.
 */
export async function login(
  services: AccountServices,
  input: { email: string; password: string },
  client: Client,
): Promise<Outcome<{ user: AccountUser; profile: Profile | null } & WithHeaders>> {
  const { rateLimits: store, auth } = services;
  const perIp = await hitRateLimit(store, rateLimits.signInPerIp, client.ip);
  if (!perIp.allowed)
    return { ok: false, reason: "too-many-attempts", retryAfterSeconds: perIp.retryAfterSeconds };
  const clientKey = `${rateLimits.signInFailuresPerClient.name}:${input.email}|${client.ip}`;
  const accountKey = `${rateLimits.signInFailuresPerAccount.name}:${input.email}`;
  const [clientFailures, accountFailures] = await Promise.all([
    store.peek(clientKey, rateLimits.signInFailuresPerClient.windowMs),
    store.peek(accountKey, rateLimits.signInFailuresPerAccount.windowMs),
  ]);
  const accountUnderAttack = accountFailures.count >= rateLimits.signInFailuresPerAccount.limit;
  if (
    clientFailures.count >= rateLimits.signInFailuresPerClient.limit ||
    (accountUnderAttack && clientFailures.count > 0)
  ) {
    return {
      ok: false,
      reason: "too-many-attempts",
      retryAfterSeconds: Math.max(Math.ceil((clientFailures.resetAt - Date.now()) / 1000), 1),
    };
  }
  await sleep(signInDelayMs(accountFailures.count));
  try {
    const { headers, response } = await auth.api.signInEmail({
      body: { email: input.email, password: input.password },
      headers: client.headers,
      returnHeaders: true,
    });
    await Promise.all([store.reset(clientKey), store.reset(accountKey)]);
    let profile = (await getProfile(services.database, response.user.id)) ?? null;
    if (!profile) {
      profile = await upsertProfile(
        services.database,
        response.user.id,
        usernameFromEmail(input.email),
      ).catch((error: unknown) => {
        services.logger.error("profile creation failed", { error: String(error) });
        return null;
      });
    }
    return { ok: true, user: { id: response.user.id, email: response.user.email }, profile, headers };
  } catch (error) {
    const code = betterAuthCode(error);
    if (code === "EMAIL_NOT_VERIFIED") return { ok: false, reason: "email-not-confirmed" };
    if (
      code === "INVALID_EMAIL_OR_PASSWORD" ||
      code === "INVALID_PASSWORD" ||
      code === "CREDENTIAL_ACCOUNT_NOT_FOUND"
    ) {
      await Promise.all([
        store.increment(clientKey, rateLimits.signInFailuresPerClient.windowMs),
        store.increment(accountKey, rateLimits.signInFailuresPerAccount.windowMs),
      ]);
      return { ok: false, reason: "invalid-credentials" };
    }
    throw error;
  }
}

export async function logout(services: AccountServices, client: Client): Promise<Outcome<WithHeaders>> {
  const { headers } = await services.auth.api.signOut({ headers: client.headers, returnHeaders: true });
  return { ok: true, headers };
}

/** Sends a reset link when the address has an account; the answer never says whether it has. */
export async function requestPasswordReset(
  services: AccountServices,
  input: { email: string },
): Promise<Outcome> {
  if (!(await mayMail(services, input.email))) return { ok: true };
  try {
    await services.auth.api.requestPasswordReset({
      body: { email: input.email, redirectTo: "/reset-password" },
    });
  } catch (error) {
    services.logger.error("password reset mail failed", { error: String(error) });
  }
  return { ok: true };
}

/**
 * Sets a new password with an emailed token. Every session of the account ends (Better Auth's
 * revokeSessionsOnPasswordReset), every other reset link stops working, and the address counts
 * as confirmed (the link proved it). Without a token nothing changes.
 */
export async function resetPassword(
  services: AccountServices,
  input: { password: string; token?: string | undefined },
  client: Client,
): Promise<Outcome> {
  const { auth } = services;
  if (!input.token) {
    const session = await auth.api.getSession({ headers: client.headers });
    return { ok: false, reason: session ? "current-password-required" : "no-user" };
  }
  const gate = await failureGate(
    services,
    rateLimits.linkTokenFailuresPerIp,
    client.ip,
    tooManyMessages.link,
  );
  if (gate.blocked) return gate.blocked;
  const context = await auth.$context;
  const verification = await context.internalAdapter.findVerificationValue(`reset-password:${input.token}`);
  const user = verification ? await context.internalAdapter.findUserById(verification.value) : null;
  if (!verification || !user || verification.expiresAt < new Date()) {
    await gate.fail();
    return { ok: false, reason: "invalid-token" };
  }
  const issues = await newPasswordIssues(services, input.password, user.email, "password");
  if (issues.length > 0) return { ok: false, reason: "invalid-input", issues };
  try {
    await auth.api.resetPassword({ body: { newPassword: input.password, token: input.token } });
  } catch (error) {
    if (betterAuthCode(error) === "INVALID_TOKEN") return { ok: false, reason: "invalid-token" };
    throw error;
  }
  await revokeResetLinks(services, user.id);
  if (!user.emailVerified) {
    // The link proved the address, and its owner chose this password: as good as confirming.
    await context.internalAdapter.updateUser(user.id, { emailVerified: true });
    await revokeConfirmationLinks(services, user.id);
  }
  return { ok: true };
}

/** Changes the password of the signed-in user, who gives the current one; other sessions end. */
export async function changePassword(
  services: AccountServices,
  input: { currentPassword: string; newPassword: string },
  client: Client,
): Promise<Outcome<WithHeaders>> {
  const { auth } = services;
  const session = await auth.api.getSession({ headers: client.headers });
  if (!session) return { ok: false, reason: "no-user" };
  // A session left open must not become a way to guess the password (5 wrong, then a pause).
  const gate = await failureGate(
    services,
    rateLimits.passwordFailuresPerAccount,
    session.user.id,
    tooManyMessages.password,
  );
  if (gate.blocked) return gate.blocked;
  const issues = await newPasswordIssues(services, input.newPassword, session.user.email, "newPassword");
  if (issues.length > 0) return { ok: false, reason: "invalid-input", issues };
  try {
    const { headers } = await auth.api.changePassword({
      body: { ...input, revokeOtherSessions: true },
      headers: client.headers,
      returnHeaders: true,
    });
    await revokeResetLinks(services, session.user.id);
    return { ok: true, headers };
  } catch (error) {
    if (betterAuthCode(error) === "INVALID_PASSWORD") {
      await gate.fail();
      return { ok: false, reason: "wrong-current-password" };
    }
    throw error;
  }
}

export async function updateProfile(
  services: AccountServices,
  input: { username: string; certificateName?: string | undefined },
  client: Client,
): Promise<Outcome<{ profile: Profile }>> {
  const session = await services.auth.api.getSession({ headers: client.headers });
  if (!session) return { ok: false, reason: "no-user" };
  const before = await getProfile(services.database, session.user.id);
  // An empty name means "use my username" on certificates. A change of the printed name
  // reprints every certificate of the account, so those changes are limited.
  const certificateName =
    input.certificateName === undefined ? before?.certificate_name : input.certificateName;
  const printedBefore = before?.certificate_name || before?.username;
  const printedAfter = certificateName || input.username;
  if (before && printedAfter !== printedBefore) {
    const limit = await hitRateLimit(
      services.rateLimits,
      rateLimits.certificateNameChangesPerAccount,
      session.user.id,
    );
    if (!limit.allowed) {
      return {
        ok: false,
        reason: "too-many-attempts",
        retryAfterSeconds: limit.retryAfterSeconds,
        message: tooManyMessages.certificateName,
      };
    }
  }
  await upsertProfile(services.database, session.user.id, input.username);
  if (input.certificateName !== undefined)
    await setCertificateName(services.database.db, session.user.id, input.certificateName || null);
  const profile = await getProfile(services.database, session.user.id);
  if (!profile) throw new Error("Profile missing right after it was saved");
  return { ok: true, profile };
}

/** Deletes the signed-in user's account and data once they give its password. */
export async function deleteAccount(
  services: AccountServices,
  input: { password: string },
  client: Client,
): Promise<Outcome<WithHeaders>> {
  const { auth } = services;
  const session = await auth.api.getSession({ headers: client.headers });
  if (!session) return { ok: false, reason: "no-user" };
  const gate = await failureGate(
    services,
    rateLimits.passwordFailuresPerAccount,
    session.user.id,
    tooManyMessages.password,
  );
  if (gate.blocked) return gate.blocked;
  const context = await auth.$context;
  const credential = await context.internalAdapter.findCredentialAccount(session.user.id);
  const matches = credential?.password
    ? await context.password.verify({ hash: credential.password, password: input.password })
    : false;
  if (!matches) {
    await gate.fail();
    return { ok: false, reason: "wrong-current-password", field: "password" };
  }
  const { headers } = await auth.api.signOut({ headers: client.headers, returnHeaders: true });
  // One transaction: the account, its sessions, reset and confirmation links, its learning data;
  // its certificates are withdrawn (docs/decisions/012-certificates-that-never-change.md).
  await deleteUserData(services.database, session.user.id);
  return { ok: true, headers };
}

export interface SessionState {
  user: AccountUser | null;
  session: { expires_at: string } | null;
  profile: Profile | null;
}

export async function sessionState(services: AccountServices, client: Client): Promise<SessionState> {
  const session = await services.auth.api.getSession({ headers: client.headers });
  if (!session) return { user: null, session: null, profile: null };
  return {
    user: { id: session.user.id, email: session.user.email },
    session: { expires_at: new Date(session.session.expiresAt).toISOString() },
    profile: (await getProfile(services.database, session.user.id)) ?? null,
  };
}
