import SQLite from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { getProfile, upsertProfile } from "#app/features/accounts/profiles.server.ts";
import { getCertificate } from "#app/features/courses/certificates.server.ts";
import { listFeedback, saveFeedback } from "#app/features/feedback/feedback-store.server.ts";
import { isDatabaseUnavailable } from "./database.server.ts";
import { createTestDatabase, type TestDatabase } from "./test-databases.server.ts";

// Issue 22, point 5: while another connection holds SQLite's write lock (a backup, a stray
// sqlite3 shell), a write waits up to DATABASE_TIMEOUT_MS and then fails as "unavailable" (503),
// and reads answer at once instead of queueing behind that write.
const timeoutMs = 2000;
let database: TestDatabase & { url: string };
let other: SQLite.Database | null = null;

beforeEach(async () => {
  database = await createTestDatabase("sqlite", { timeoutMs });
  await upsertProfile(database.handle, "asha", "Asha");
  await saveFeedback(database.handle, { name: "", email: "", message: "Before the lock" });
});
afterEach(async () => {
  if (other?.inTransaction) other.exec("rollback");
  other?.close();
  other = null;
  await database.dispose();
});

/** Another connection (as another process would) takes the write lock and keeps it. */
function holdWriteLock() {
  other = new SQLite(database.url);
  other.exec("BEGIN EXCLUSIVE");
  other.exec("INSERT INTO health_probe (id, checked_at) VALUES (7, 'held')");
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value?: T; error?: unknown }> {
  const started = performance.now();
  try {
    const value = await work();
    return { ms: performance.now() - started, value };
  } catch (error) {
    return { ms: performance.now() - started, error };
  }
}

describe("SQLite under another connection's write lock", () => {
  test("reads answer at once while writes queue; the writes fail as unavailable at the deadline", async () => {
    holdWriteLock();
    const { db } = database.handle;
    // Two writes, one a transaction: they wait for the lock (and for each other).
    let writesSettled = 0;
    const write = timed(() =>
      saveFeedback(database.handle, { name: "", email: "", message: "During" }),
    ).finally(() => {
      writesSettled += 1;
    });
    const transaction = timed(() =>
      db.transaction().execute((trx) => trx.updateTable("profiles").set({ username: "Changed" }).execute()),
    ).finally(() => {
      writesSettled += 1;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Reads queued after the waiting writes: a profile, a certificate, the feedback list.
    const reads = await Promise.all([
      timed(() => getProfile(database.handle, "asha")),
      timed(() => getCertificate(db, "0123456789abcdef0123456789abcdef")),
      timed(() => listFeedback(database.handle)),
    ]);
    // They answered while both writes were still waiting for the lock; before the change each
    // read waited for the write ahead of it (until its 2 s deadline).
    expect(writesSettled).toBe(0);
    for (const read of reads) expect(read.error).toBeUndefined();
    expect(reads[0]?.value).toMatchObject({ username: "Asha" });
    expect(reads[2]?.value).toHaveLength(1);

    const waits = await Promise.all([write, transaction]);
    for (const waited of waits) {
      expect(isDatabaseUnavailable(waited.error)).toBe(true);
      expect(waited.ms).toBeGreaterThanOrEqual(timeoutMs * 0.9);
    }
    // Each gave up at its own deadline, the queue included: not one timeout after another (that
    // would put a whole timeout between them; a busy machine delays both alike).
    expect(Math.abs((waits[0]?.ms ?? 0) - (waits[1]?.ms ?? 0))).toBeLessThan(timeoutMs * 0.5);
  });

  test("once the lock is released, queued and new writes go through and are read back", async () => {
    holdWriteLock();
    const write = saveFeedback(database.handle, { name: "", email: "", message: "Queued" });
    await new Promise((resolve) => setTimeout(resolve, 200));
    other?.exec("ROLLBACK");
    await write;
    await database.handle.db.transaction().execute(async (trx) => {
      await trx.updateTable("profiles").set({ username: "Asha K" }).where("id", "=", "asha").execute();
      // Inside a transaction, reads see its own writes (they run on the writer).
      expect(
        (await trx.selectFrom("profiles").select("username").where("id", "=", "asha").executeTakeFirst())
          ?.username,
      ).toBe("Asha K");
    });
    expect((await getProfile(database.handle, "asha"))?.username).toBe("Asha K");
    expect((await listFeedback(database.handle)).map((row) => row.message)).toEqual([
      "Before the lock",
      "Queued",
    ]);
  });

  test("a failed transaction rolls back and frees the write lock for the next one", async () => {
    const { db } = database.handle;
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable("profiles").set({ username: "Half" }).where("id", "=", "asha").execute();
        throw new Error("stop");
      }),
    ).rejects.toThrow("stop");
    expect((await getProfile(database.handle, "asha"))?.username).toBe("Asha");
    await saveFeedback(database.handle, { name: "", email: "", message: "After" });
    expect(await listFeedback(database.handle)).toHaveLength(2);
  });
});
