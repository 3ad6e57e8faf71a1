import type SQLite from "better-sqlite3";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SqliteDialect,
  type TransactionSettings,
} from "kysely";

// better-sqlite3 is synchronous: while another process holds the write lock, SQLite's own busy
// handler would sleep on the event loop (up to busy_timeout), freezing every request, prerendered
// pages and /healthz included. So the connection waits only a few milliseconds in SQLite, and
// retries a locked statement from a timer until the deadline: the event loop stays free.

/** How long SQLite itself may wait for a lock, on the event loop. */
export const sqliteBusyTimeoutMs = 3;

export function isSqliteBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && (code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED"));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs a synchronous statement, retrying while the database is locked, until `deadlineMs` passes. */
export async function retryWhileBusy<T>(run: () => T, deadlineMs: number): Promise<T> {
  const started = performance.now();
  let delay = 2;
  for (;;) {
    try {
      return run();
    } catch (error) {
      if (!isSqliteBusy(error) || performance.now() - started + delay > deadlineMs) throw error;
      await sleep(delay);
      delay = Math.min(delay * 2, 50);
    }
  }
}

class RetryingConnection implements DatabaseConnection {
  readonly db: SQLite.Database;
  readonly deadlineMs: number;
  constructor(db: SQLite.Database, deadlineMs: number) {
    this.db = db;
    this.deadlineMs = deadlineMs;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const { sql, parameters } = compiledQuery;
    return retryWhileBusy(() => {
      const statement = this.db.prepare(sql);
      if (statement.reader) return { rows: statement.all(parameters) as R[] };
      const { changes, lastInsertRowid } = statement.run(parameters);
      return { insertId: BigInt(lastInsertRowid), numAffectedRows: BigInt(changes), rows: [] };
    }, this.deadlineMs);
  }

  // biome-ignore lint/correctness/useYield: streaming is not used; Kysely requires the method
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("Streaming queries are not supported on SQLite here");
  }
}

/**
 * One user of the connection at a time. Kysely holds a connection for a whole transaction; with
 * a single shared connection and no lock, a second request's statements (or its "begin") ran
 * inside the first one's transaction, and a rollback took the other's writes with it.
 */
class ConnectionMutex {
  #tail: Promise<void> = Promise.resolve();
  lock(): Promise<() => void> {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const acquired = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => held);
    return acquired;
  }
}

class RetryingSqliteDriver implements Driver {
  readonly #connection: RetryingConnection;
  readonly #mutex = new ConnectionMutex();
  #release: (() => void) | undefined;
  constructor(db: SQLite.Database, deadlineMs: number) {
    this.#connection = new RetryingConnection(db, deadlineMs);
  }
  async init() {}
  async acquireConnection() {
    this.#release = await this.#mutex.lock();
    return this.#connection;
  }
  // IMMEDIATE takes the write lock at the start, where waiting is retried safely, instead of in
  // the middle of a transaction (where SQLite answers "busy" without waiting, to avoid deadlock).
  async beginTransaction(connection: DatabaseConnection, _settings: TransactionSettings) {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }
  async releaseConnection() {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }
  async destroy() {
    this.#connection.db.close();
  }
}

/** Kysely's SQLite dialect with lock waits moved off the event loop. */
export class RetryingSqliteDialect extends SqliteDialect {
  readonly #db: SQLite.Database;
  readonly #deadlineMs: number;
  constructor(db: SQLite.Database, deadlineMs: number) {
    super({ database: db });
    this.#db = db;
    this.#deadlineMs = deadlineMs;
  }
  override createDriver(): Driver {
    return new RetryingSqliteDriver(this.#db, this.#deadlineMs);
  }
}
