import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { sqliteFilePath } from "./instance-lock.server.ts";
import type { Database } from "./schema.server.ts";
import { isSqliteBusy, RetryingSqliteDialect, sqliteBusyTimeoutMs } from "./sqlite-dialect.server.ts";

export type DatabaseKind = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** Where the data lives, for logs (never includes a password). */
  location: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PostgreSQL connections at most (DATABASE_POOL_MAX). */
  poolMax?: number;
  /** Longest a statement may run or wait for a lock (DATABASE_TIMEOUT_MS). */
  timeoutMs?: number;
}

/** SQLite in DATA_DIR by default; PostgreSQL when DATABASE_URL is a postgres URL. */
export function createDatabase({
  databaseUrl,
  dataDir,
  poolMax = 10,
  timeoutMs = 5000,
}: DatabaseOptions): DatabaseHandle {
  if (databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl)) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: poolMax,
      connectionTimeoutMillis: Math.min(timeoutMs, 3000),
      // A locked table or a stuck query fails after timeoutMs instead of holding the request.
      statement_timeout: timeoutMs,
      lock_timeout: timeoutMs,
      idle_in_transaction_session_timeout: timeoutMs * 2,
      // Client-side too, for a server that stops answering altogether.
      query_timeout: timeoutMs + 1000,
    });
    // An idle client's error (server restart) must not crash the process.
    pool.on("error", () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const url = new URL(databaseUrl);
    return {
      db,
      kind: "postgres",
      location: `${url.hostname}:${url.port || 5432}${url.pathname}`,
      close: () => db.destroy(),
    };
  }
  const file = sqliteFilePath(databaseUrl, dataDir) ?? ":memory:";
  if (file !== ":memory:") mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers and the single writer work at once. Lock waits happen off the event loop
  // (sqlite-dialect.server.ts); SQLite itself waits only a few milliseconds.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma(`busy_timeout = ${sqliteBusyTimeoutMs}`);
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("synchronous = NORMAL");
  // Reads get a connection of their own, so they never queue behind a write waiting for a lock.
  // An in-memory database exists only in its one connection.
  let reader: SQLite.Database | null = null;
  if (file !== ":memory:") {
    reader = new SQLite(file);
    reader.pragma(`busy_timeout = ${sqliteBusyTimeoutMs}`);
    reader.pragma("query_only = ON");
  }
  const db = new Kysely<Database>({ dialect: new RetryingSqliteDialect(sqlite, reader, timeoutMs) });
  return { db, kind: "sqlite", location: file, close: () => db.destroy() };
}

// PostgreSQL error classes and Node socket errors that mean "the database is not there or not
// answering in time", as opposed to a bad query.
const unavailableCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "57014", // query_canceled (statement_timeout)
  "55P03", // lock_not_available (lock_timeout)
  "53300", // too_many_connections
  "53100", // disk_full
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "3D000", // invalid_catalog_name (database gone)
  "55000", // object_not_in_prerequisite_state ("not currently accepting connections")
  "25006", // read_only_sql_transaction
  "SQLITE_FULL",
  "SQLITE_IOERR",
  "SQLITE_READONLY",
  "SQLITE_CANTOPEN",
]);

/** True when an error means the database is down, locked, full or too slow (answer 503, not 500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (isSqliteBusy(error)) return true;
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (unavailableCodes.has(code) || code.startsWith("08"))) return true;
    if (typeof code === "string" && code.startsWith("SQLITE_IOERR")) return true;
    if (
      typeof message === "string" &&
      /timeout exceeded when trying to connect|Connection terminated|connection.*(closed|ended)|Query read timeout|driver has already been destroyed/i.test(
        message,
      )
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
