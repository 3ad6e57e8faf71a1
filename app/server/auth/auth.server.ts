import { betterAuth } from "better-auth";
import { getMigrations } from "better-auth/db/migration";
import type { AppConfig } from "../config.server.ts";
import { getConfig } from "../config.server.ts";
import { getAppDatabase, registerMigrationStep } from "../db/app-database.server.ts";
import type { DatabaseHandle } from "../db/database.server.ts";
import { createMailer, type Mailer } from "../mail.server.ts";
import { persistentSecret } from "../secrets.server.ts";

// Better Auth on the app's own database (email and password). The site never exposes
// Better Auth's HTTP routes; /api/account calls its server API so every input goes through
// our schemas, rate limits and messages.
export function authOptions(handle: DatabaseHandle, config: AppConfig, mailer: Mailer) {
  return {
    appName: config.site.name,
    baseURL: config.site.url,
    basePath: "/api/auth",
    secret: persistentSecret(config.dataDir, "auth-secret", config.authSecret),
    database: { db: handle.db, type: handle.kind },
    telemetry: { enabled: false },
    // Expected events (wrong password, unknown email) are not worth a log line each.
    logger: { level: "error" as const },
    trustedOrigins: [config.site.url],
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      requireEmailVerification: config.requireEmailConfirmation,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, token }: { user: { email: string }; token: string }) {
        await mailer.send({
          to: user.email,
          subject: `Reset your ${config.site.name} password`,
          text: `Someone asked to reset the password of your ${config.site.name} account.\n\nSet a new password (the link works once, for one hour):\n${config.site.url}/reset-password?token=${encodeURIComponent(token)}\n\nIf it was not you, ignore this email; your password stays the same.\n`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: config.requireEmailConfirmation,
      async sendVerificationEmail({ user, url }: { user: { email: string }; url: string }) {
        await mailer.send({
          to: user.email,
          subject: `Confirm your ${config.site.name} email`,
          text: `Confirm your email address to sign in:\n${url}\n`,
        });
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      // Sessions in use are extended once a day, so active readers stay signed in.
      updateAge: 60 * 60 * 24,
    },
    advanced: {
      cookiePrefix: "niveshshala",
      useSecureCookies: config.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" as const, secure: config.secureCookies },
      ipAddress: { ipAddressHeaders: ["x-niveshshala-client-ip"] },
    },
  };
}

export function createAuth(handle: DatabaseHandle, config: AppConfig, mailer: Mailer) {
  return betterAuth(authOptions(handle, config, mailer));
}
export type Auth = ReturnType<typeof createAuth>;

// Better Auth's tables (user, session, account, verification) join the app's migrations.
registerMigrationStep(async (handle) => {
  const config = getConfig();
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir });
  const { runMigrations } = await getMigrations(authOptions(handle, config, mailer));
  await runMigrations();
});

const key = Symbol.for("niveshshala.auth");
type Holder = { [key]?: Promise<Auth> };

/** The process's Better Auth instance, on the app database. */
export function getAuth(): Promise<Auth> {
  const holder = globalThis as Holder;
  holder[key] ??= getAppDatabase().then((handle) => {
    const config = getConfig();
    return createAuth(
      handle,
      config,
      createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir }),
    );
  });
  holder[key].catch(() => {
    delete holder[key];
  });
  return holder[key];
}
