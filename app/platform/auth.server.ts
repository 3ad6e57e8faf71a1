import { betterAuth } from "better-auth";
import { getMigrations } from "better-auth/db/migration";
import type { Kysely } from "kysely";
import type { AppConfig } from "./config.server.ts";
import type { DatabaseHandle, DatabaseKind } from "./db/database.server.ts";
import type { Mailer } from "./mail.server.ts";
import { persistentSecret } from "./secrets.server.ts";

// Better Auth on the app's own database (email and password). The site never exposes
// Better Auth's HTTP routes; /api/account calls its server API so every input goes through
// our schemas, rate limits and messages.

/** The options that decide Better Auth's tables: the instance and the migration share them. */
const schemaOptions = {
  emailAndPassword: { enabled: true },
  telemetry: { enabled: false },
} as const;

/** The address of an emailed link to /api/account/{operation}. */
export function accountLink(config: AppConfig, path: string, token: string): string {
  return `${config.site.url}${path}?token=${encodeURIComponent(token)}`;
}

export function authOptions(handle: DatabaseHandle, config: AppConfig, mailer: Mailer) {
  return {
    ...schemaOptions,
    appName: config.site.name,
    baseURL: config.site.url,
    basePath: "/api/auth",
    secret: persistentSecret(config.dataDir, "auth-secret", config.authSecret),
    database: { db: handle.db, type: handle.kind },
    // Expected events (wrong password, unknown email) are not worth a log line each.
    logger: { level: "error" as const },
    trustedOrigins: [config.site.url],
    rateLimit: { enabled: false },
    emailAndPassword: {
      ...schemaOptions.emailAndPassword,
      // Our schemas check length and strength first; these are Better Auth's own bounds.
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // Registration answers alike for new and existing addresses, so it cannot sign anyone
      // in: a new account starts with the emailed confirmation link, whose page sets the
      // password (account.server.ts, confirmEmail). Better Auth's own verification is unused.
      requireEmailVerification: true,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, token }: { user: { email: string }; token: string }) {
        await mailer.send({
          to: user.email,
          subject: `Reset your ${config.site.name} password`,
          text: `Someone asked to reset the password of your ${config.site.name} account.\n\nSet a new password (the link works once, for one hour):\n${accountLink(config, "/reset-password", token)}\n\nIf it was not you, ignore this email; your password stays the same.\n`,
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

/** Creates or updates Better Auth's tables (a step of the app's migration list). */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on the untyped schema
export async function migrateAuthTables(db: Kysely<any>, kind: DatabaseKind): Promise<void> {
  const { runMigrations } = await getMigrations({
    ...schemaOptions,
    database: { db, type: kind },
    // Required by Better Auth's option checks; nothing is signed while migrating.
    secret: "migration-only-secret-never-used-to-sign-anything",
  });
  await runMigrations();
}
