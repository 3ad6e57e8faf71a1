import path from "node:path";
import { z } from "zod";
import { defaultSiteIdentity, type SiteIdentity } from "../config/site.ts";

// Read and validated once per process: the host calls loadConfig() at start and the
// server build reads the same cached object, so a bad value stops the server before it
// listens, with one line naming the variable.

const port = z.coerce
  .number({ error: "must be a whole number between 1 and 65535" })
  .int("must be a whole number between 1 and 65535")
  .min(1, "must be a whole number between 1 and 65535")
  .max(65535, "must be a whole number between 1 and 65535");

const httpUrl = z
  .url({ protocol: /^https?$/, error: "must be an absolute http(s) URL such as https://niveshshala.in" })
  .transform((value) => value.replace(/\/+$/, ""));

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" })
  .transform((value) => value === "true" || value === "1" || value === "yes");

const emailList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ error: "must be a comma-separated list of email addresses" })));

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: port.default(3000),
  HOST: z.string().min(1, "must not be empty").default("0.0.0.0"),
  DATA_DIR: z.string().min(1, "must not be empty").default("./data"),
  BUILD_DIR: z.string().min(1, "must not be empty").default("./build"),
  SITE_NAME: z
    .string()
    .trim()
    .min(1, "must not be empty")
    .max(60, "must be at most 60 characters")
    .default(defaultSiteIdentity.name),
  SITE_URL: httpUrl.default(defaultSiteIdentity.url),
  SITE_CONTACT_EMAIL: z
    .email({ error: "must be an email address" })
    .default(defaultSiteIdentity.contactEmail),
  SITE_CITY: z.string().trim().min(1, "must not be empty").default(defaultSiteIdentity.city),
  TRUST_PROXY: booleanFlag.default(false),
  LOG_LEVEL: z
    .enum(["debug", "info", "warn", "error", "silent"], {
      error: "must be debug, info, warn, error or silent",
    })
    .default("info"),
  DATABASE_URL: z
    .string()
    .regex(
      /^(postgres(ql)?:\/\/|sqlite:|file:)/,
      "must be a postgres:// URL, or sqlite:/file: followed by a path",
    )
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().optional(),
  ADMIN_EMAILS: emailList.default([]),
  REQUIRE_EMAIL_CONFIRMATION: booleanFlag.default(false),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  COOKIE_SECURE: z.enum(["auto", "true", "false"], { error: "must be auto, true or false" }).default("auto"),
});

export interface AppConfig {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  buildDir: string;
  site: SiteIdentity;
  trustProxy: boolean;
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmails: string[];
  requireEmailConfirmation: boolean;
  authSecret: string | undefined;
  /** Secure cookies: on when SITE_URL is https unless COOKIE_SECURE says otherwise. */
  secureCookies: boolean;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

type Env = Record<string, string | undefined>;

/** Parses an environment; throws ConfigError whose message is one line naming the variable. */
export function parseConfig(env: Env): AppConfig {
  // An empty variable means "not set", as in most deployment tools.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = EnvSchema.safeParse(present);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue?.path[0] ?? "environment");
    const got = present[name] === undefined ? "" : ` (got ${JSON.stringify(present[name])})`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? "is invalid"}${got}`);
  }
  const v = result.data;
  return {
    env: v.NODE_ENV,
    port: v.PORT,
    host: v.HOST,
    dataDir: path.resolve(v.DATA_DIR),
    buildDir: path.resolve(v.BUILD_DIR),
    site: { name: v.SITE_NAME, url: v.SITE_URL, contactEmail: v.SITE_CONTACT_EMAIL, city: v.SITE_CITY },
    trustProxy: v.TRUST_PROXY,
    logLevel: v.LOG_LEVEL,
    databaseUrl: v.DATABASE_URL,
    redisUrl: v.REDIS_URL,
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM ?? `${v.SITE_NAME} <${v.SITE_CONTACT_EMAIL}>`,
    adminEmails: v.ADMIN_EMAILS,
    requireEmailConfirmation: v.REQUIRE_EMAIL_CONFIRMATION,
    authSecret: v.AUTH_SECRET,
    secureCookies: v.COOKIE_SECURE === "auto" ? v.SITE_URL.startsWith("https:") : v.COOKIE_SECURE === "true",
  };
}

// One cache shared by the host and the server build (two module instances of this file).
const cacheKey = Symbol.for("niveshshala.config");
type ConfigCache = { [cacheKey]?: AppConfig };

/** The process-wide configuration, parsed from process.env on first use. */
export function getConfig(): AppConfig {
  const cache = globalThis as ConfigCache;
  cache[cacheKey] ??= parseConfig(process.env);
  return cache[cacheKey];
}

/** What the browser may see: the site identity only, never secrets or paths. */
export function publicConfig(config: AppConfig = getConfig()) {
  return { site: config.site };
}
