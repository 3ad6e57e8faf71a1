import type SQLite from "better-sqlite3";
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SqliteAdapter,
  SqliteDialect,
  type TransactionSettings,
} from "kysely";

// better-sqlite3 is synchronous: while another process holds the write lock, SQLite's own busy
// handler would sleep on the event loop (up to busy_timeout), freezing every request, prerendered
// pages and /healthz included. So a connection waits only a few milliseconds in SQLite, and a
// locked statement is retried from a timer until the deadline: the event loop stays free.
//
// Reads and writes use separate connections. WAL lets readers work while a writer holds the
// lock, but Kysely serialises every query of a single-connection dialect: a write waiting for
// another process's lock held up every read queued behind it (a certificate page answered after
// 19.7 s during a 20 s lock). Here only writes queue, behind one write lock of our own; a
// read-only statement outside a transaction goes to the reader connection at once.

/** How long SQLite itself may wait for a lock, on the event loop. */
export const sqliteBusyTimeoutMs = 3;

export function isSqliteBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && (code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED"));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The error a write gets when it could not have the lock before its deadline (a 503). */
function busyError(): Error {
  return Object.assign(new Error("database is locked (waited for the write lock until the deadline)"), {
    code: "SQLITE_BUSY",
  });
}

/** Runs a synchronous statement, retrying while the database is locked, until `deadline` (performance.now()). */
export async function retryWhileBusy<T>(run: () => T, deadline: number): Promise<T> {
  let delay = 2;
  for (;;) {
    try {
      return run();
    } catch (error) {
      if (!isSqliteBusy(error) || performance.now() + delay > deadline) throw error;
      await sleep(delay);
      delay = Math.min(delay * 2, 50);
    }
  }
}

/** One holder at a time, in arrival order; a waiter gives up at its deadline. */
export class WriteLock {
  #held = false;
  readonly #waiters: { grant: () => void }[] = [];

  async acquire(deadline: number): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return;
    }
    await new Promise<void>((resolve, reject) => {
      const waiter = {
        grant: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(
        () => {
          this.#waiters.splice(this.#waiters.indexOf(waiter), 1);
          reject(busyError());
        },
        Math.max(deadline - performance.now(), 0),
      );
      this.#waiters.push(waiter);
    });
  }

  release(): void {
    const next = this.#waiters.shift();
    // Handed straight to the next waiter, so nobody can slip in between.
    if (next) next.grant();
    else this.#held = false;
  }
}

/** Transaction control and pragmas always run on the writer (SQLite calls BEGIN "read-only"). */
const writerOnly =
  /^\s*(begin|commit|end|rollback|savepoint|release|pragma|attach|detach|vacuum|analyze|reindex|create|drop|alter|insert|update|delete|replace)\b/i;

/**
 * Whether a statement only reads. The reader's schema may lag behind a migration the writer has
 * just run (a table dropped and another renamed to its name), so a statement the reader cannot
 * even prepare goes to the writer.
 */
function readsOnly(reader: SQLite.Database, sql: string): boolean {
  if (writerOnly.test(sql)) return false;
  try {
    return reader.prepare(sql).readonly;
  } catch {
    return false;
  }
}

function execute<R>(db: SQLite.Database, { sql, parameters }: CompiledQuery): QueryResult<R> {
  const statement = db.prepare(sql);
  if (statement.reader) return { rows: statement.all(parameters) as R[] };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { insertId: BigInt(lastInsertRowid), numAffectedRows: BigInt(changes), rows: [] };
}

interface Handles {
  writer: SQLite.Database;
  /** A second connection for reads (query_only); null for an in-memory database, which has one. */
  reader: SQLite.Database | null;
  deadlineMs: number;
  writeLock: WriteLock;
}

/** One Kysely "connection": routes each statement to the reader or (under the write lock) the writer. */
class SplitConnection implements DatabaseConnection {
  readonly #handles: Handles;
  /** True between BEGIN and COMMIT/ROLLBACK: this connection holds the write lock. */
  inTransaction = false;
  constructor(handles: Handles) {
    this.#handles = handles;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { writer, reader, deadlineMs, writeLock } = this.#handles;
    const deadline = performance.now() + deadlineMs;
    if (this.inTransaction) return retryWhileBusy(() => execute<R>(writer, query), deadline);
    if (reader && readsOnly(reader, query.sql)) {
      return retryWhileBusy(() => execute<R>(reader, query), deadline);
    }
    await writeLock.acquire(deadline);
    try {
      return await retryWhileBusy(() => execute<R>(writer, query), deadline);
    } finally {
      writeLock.release();
    }
  }

  // biome-ignore lint/correctness/useYield: streaming is not used; Kysely requires the method
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("Streaming queries are not supported on SQLite here");
  }

  // IMMEDIATE takes SQLite's write lock at the start, where waiting is retried safely, instead of
  // in the middle of a transaction (where SQLite answers "busy" without waiting, to avoid deadlock).
  async begin(): Promise<void> {
    const { writer, deadlineMs, writeLock } = this.#handles;
    const deadline = performance.now() + deadlineMs;
    await writeLock.acquire(deadline);
    try {
      await retryWhileBusy(() => writer.exec("begin immediate"), deadline);
    } catch (error) {
      writeLock.release();
      throw error;
    }
    this.inTransaction = true;
  }

  async end(statement: "commit" | "rollback"): Promise<void> {
    const { writer, deadlineMs, writeLock } = this.#handles;
    try {
      await retryWhileBusy(() => writer.exec(statement), performance.now() + deadlineMs);
    } finally {
      // A failed COMMIT leaves SQLite's transaction open: roll it back before letting go.
      if (writer.inTransaction) writer.exec("rollback");
      this.inTransaction = false;
      writeLock.release();
    }
  }
}

class SplitSqliteDriver implements Driver {
  readonly #handles: Handles;
  constructor(handles: Handles) {
    this.#handles = handles;
  }
  async init() {}
  async acquireConnection() {
    return new SplitConnection(this.#handles);
  }
  async beginTransaction(connection: DatabaseConnection, _settings: TransactionSettings) {
    await (connection as SplitConnection).begin();
  }
  async commitTransaction(connection: DatabaseConnection) {
    await (connection as SplitConnection).end("commit");
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await (connection as SplitConnection).end("rollback");
  }
  async releaseConnection(connection: DatabaseConnection) {
    if ((connection as SplitConnection).inTransaction) await (connection as SplitConnection).end("rollback");
  }
  async destroy() {
    this.#handles.reader?.close();
    this.#handles.writer.close();
  }
}

/** Kysely doesn't serialise queries across connections here: the driver does it for writes only. */
class ConcurrentSqliteAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

/** Kysely's SQLite dialect with lock waits off the event loop and reads beside a waiting write. */
export class RetryingSqliteDialect extends SqliteDialect {
  readonly #handles: Handles;
  constructor(writer: SQLite.Database, reader: SQLite.Database | null, deadlineMs: number) {
    super({ database: writer });
    this.#handles = { writer, reader, deadlineMs, writeLock: new WriteLock() };
  }
  override createDriver(): Driver {
    return new SplitSqliteDriver(this.#handles);
  }
  override createAdapter(): SqliteAdapter {
    return new ConcurrentSqliteAdapter();
  }
}
