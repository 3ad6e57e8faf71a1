import path from "node:path";
import { z } from "zod";
import { defaultSiteIdentity, type SiteIdentity } from "#app/config/site.ts";

// Parsed and validated once by the host at start, so a bad value stops the server before it
// listens, with one line naming the variable. The host hands the result to the app through
// the router's load context (context.server.ts); nothing here keeps state.

const port = z.coerce
  .number({ error: "must be a whole number between 1 and 65535" })
  .int("must be a whole number between 1 and 65535")
  .min(1, "must be a whole number between 1 and 65535")
  .max(65535, "must be a whole number between 1 and 65535");

const httpUrl = z
  .url({ protocol: /^https?$/, error: "must be an absolute http(s) URL such as https://niveshshala.in" })
  .transform((value) => value.replace(/\/+$/, ""));

const milliseconds = (max: number) =>
  z.coerce
    .number({ error: `must be a whole number of milliseconds (100 to ${max})` })
    .int(`must be a whole number of milliseconds (100 to ${max})`)
    .min(100, `must be a whole number of milliseconds (100 to ${max})`)
    .max(max, `must be a whole number of milliseconds (100 to ${max})`);

// How many proxies stand in front of the server: the client address is taken that many hops
// from the right of X-Forwarded-For (entries further left are whatever the client sent).
const proxyHops = z
  .string()
  .regex(/^(true|false|yes|no|[0-9])$/, "must be false, true (one proxy) or the number of proxies (0 to 9)")
  .transform((value) => {
    if (value === "true" || value === "yes") return 1;
    if (value === "false" || value === "no") return 0;
    return Number(value);
  });

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
  TRUST_PROXY: proxyHops.default(0),
  HEADERS_TIMEOUT_MS: milliseconds(120_000).default(10_000),
  REQUEST_TIMEOUT_MS: milliseconds(600_000).default(30_000),
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
  DATABASE_POOL_MAX: z.coerce
    .number({ error: "must be a whole number from 1 to 100" })
    .int("must be a whole number from 1 to 100")
    .min(1, "must be a whole number from 1 to 100")
    .max(100, "must be a whole number from 1 to 100")
    .default(10),
  DATABASE_TIMEOUT_MS: milliseconds(60_000).default(5_000),
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
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  COOKIE_SECURE: z.enum(["auto", "true", "false"], { error: "must be auto, true or false" }).default("auto"),
  // Optional language model for the chat assistant: an OpenAI-compatible chat-completions API.
  LLM_BASE_URL: httpUrl.optional(),
  LLM_MODEL: z.string().trim().min(1, "must not be empty").optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_TIMEOUT_MS: z.coerce
    .number({ error: "must be a whole number of milliseconds between 500 and 60000" })
    .int("must be a whole number of milliseconds between 500 and 60000")
    .min(500, "must be a whole number of milliseconds between 500 and 60000")
    .max(60_000, "must be a whole number of milliseconds between 500 and 60000")
    .default(8000),
});

export interface AppConfig {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  buildDir: string;
  site: SiteIdentity;
  /** Proxies in front of the server (0 = none): X-Forwarded-* is read that many hops from the right. */
  trustProxyHops: number;
  /** Slow clients: time to send the headers, and the whole request. */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
  databaseUrl: string | undefined;
  /** PostgreSQL connections at most. */
  databasePoolMax: number;
  /** Longest a statement may run or wait for a lock (PostgreSQL) or for the write lock (SQLite). */
  databaseTimeoutMs: number;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmails: string[];
  authSecret: string | undefined;
  /** Secure cookies: on when SITE_URL is https unless COOKIE_SECURE says otherwise. */
  secureCookies: boolean;
  /** The chat assistant's optional language model; unset means the built-in engine answers alone. */
  llm: { baseUrl: string; model: string; apiKey: string | undefined; timeoutMs: number } | undefined;
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
  if (Boolean(v.LLM_BASE_URL) !== Boolean(v.LLM_MODEL)) {
    throw new ConfigError(
      `Invalid configuration: ${v.LLM_BASE_URL ? "LLM_MODEL must be set when LLM_BASE_URL is" : "LLM_BASE_URL must be set when LLM_MODEL is"}`,
    );
  }
  return {
    env: v.NODE_ENV,
    port: v.PORT,
    host: v.HOST,
    dataDir: path.resolve(v.DATA_DIR),
    buildDir: path.resolve(v.BUILD_DIR),
    site: { name: v.SITE_NAME, url: v.SITE_URL, contactEmail: v.SITE_CONTACT_EMAIL, city: v.SITE_CITY },
    trustProxyHops: v.TRUST_PROXY,
    headersTimeoutMs: v.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: v.REQUEST_TIMEOUT_MS,
    logLevel: v.LOG_LEVEL,
    databaseUrl: v.DATABASE_URL,
    databasePoolMax: v.DATABASE_POOL_MAX,
    databaseTimeoutMs: v.DATABASE_TIMEOUT_MS,
    redisUrl: v.REDIS_URL,
    smtpUrl: v.SMTP_URL,
    mailFrom: v.MAIL_FROM ?? `${v.SITE_NAME} <${v.SITE_CONTACT_EMAIL}>`,
    adminEmails: v.ADMIN_EMAILS,
    authSecret: v.AUTH_SECRET,
    secureCookies: v.COOKIE_SECURE === "auto" ? v.SITE_URL.startsWith("https:") : v.COOKIE_SECURE === "true",
    llm:
      v.LLM_BASE_URL && v.LLM_MODEL
        ? { baseUrl: v.LLM_BASE_URL, model: v.LLM_MODEL, apiKey: v.LLM_API_KEY, timeoutMs: v.LLM_TIMEOUT_MS }
        : undefined,
  };
}
