import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";

// SQLite is the embedded, single-instance database: two servers on one file would each keep
// their own write queue and caches, and a second host would see a file on a shared disk where
// locks are not to be trusted. So a server holds an exclusive SQLite lock on a small file
// beside the database for as long as it runs, and a second server on the same file stops at
// start with a message saying what to do. The lock is the operating system's (fcntl), so a
// server killed with SIGKILL leaves nothing behind: the next one starts without any cleanup.

/** The SQLite file a server uses, or undefined when DATABASE_URL is PostgreSQL (or in memory). */
export function sqliteFilePath(databaseUrl: string | undefined, dataDir: string): string | undefined {
  if (databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl)) return undefined;
  const file = databaseUrl
    ? databaseUrl.replace(/^(sqlite|file):(\/\/)?/, "")
    : path.join(dataDir, "niveshshala.sqlite");
  return file === ":memory:" ? undefined : path.resolve(file);
}

export class InstanceLockedError extends Error {
  override name = "InstanceLockedError";
}

/** Hold on to it: once collected, its connection closes and the lock is free. */
export interface InstanceLock {
  file: string;
  release(): void;
}

/**
 * Takes the one-server lock of a SQLite database file; throws InstanceLockedError (whose
 * message names the file and the way out) when another running server holds it.
 */
export function lockSqliteInstance(databaseFile: string): InstanceLock {
  const file = `${databaseFile}.instance-lock`;
  mkdirSync(path.dirname(file), { recursive: true });
  // timeout 0: a held lock answers SQLITE_BUSY at once instead of after better-sqlite3's 5 s.
  const lock = new SQLite(file, { timeout: 0 });
  try {
    // In exclusive locking mode the lock taken by the first write is kept until the
    // connection closes, that is, until this process ends.
    lock.pragma("locking_mode = EXCLUSIVE");
    lock.exec("CREATE TABLE IF NOT EXISTS holder (pid INTEGER NOT NULL, since TEXT NOT NULL)");
    lock.exec("BEGIN EXCLUSIVE");
    lock.exec("DELETE FROM holder");
    lock.prepare("INSERT INTO holder (pid, since) VALUES (?, ?)").run(process.pid, new Date().toISOString());
    lock.exec("COMMIT");
  } catch (error) {
    lock.close();
    const code = (error as { code?: string }).code ?? "";
    if (code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED"))
      throw new InstanceLockedError(
        `Another server is already running on the SQLite database ${databaseFile} (it holds the lock on ${file}). ` +
          "SQLite serves one instance only: stop the other server, give this one a DATA_DIR of its own, " +
          "or set DATABASE_URL to a PostgreSQL database to run several instances (docs/deploy.md).",
      );
    throw error;
  }
  return { file, release: () => lock.close() };
}
