import SQLite from "better-sqlite3";
import { afterEach, describe, expect, test } from "vitest";
import { saveFeedback } from "#app/features/feedback/feedback-store.server.ts";
import { isDatabaseUnavailable } from "./db/database.server.ts";
import { createTestDatabase, type TestDatabase } from "./db/test-databases.server.ts";
import { databaseHealthCheck, minFreeDiskBytes } from "./health.server.ts";

const databases: TestDatabase[] = [];
afterEach(async () => {
  for (const database of databases.splice(0)) await database.dispose();
});

async function sqlite(timeoutMs = 5000) {
  const database = await createTestDatabase("sqlite", { timeoutMs });
  databases.push(database);
  return database;
}

/** Another process's connection holding the write lock, as `sqlite3 file 'BEGIN EXCLUSIVE'` would. */
function holdWriteLock(file: string) {
  const other = new SQLite(file);
  other.exec("BEGIN EXCLUSIVE");
  return () => {
    other.exec("ROLLBACK");
    other.close();
  };
}

/** The longest gap between timer ticks while `work` runs: how long the event loop was blocked. */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return longest;
}

describe("SQLite under another process's write lock", () => {
  test("a write waits off the event loop and goes through when the lock is released", async () => {
    const { handle } = await sqlite();
    const release = holdWriteLock(handle.location);
    setTimeout(release, 1500);
    const stall = await longestStall(() =>
      saveFeedback(handle, { name: "", email: "", message: "Stored later" }),
    );
    // The old synchronous busy_timeout froze the process for the whole 1.5 s. (The margin is
    // for a busy machine: timers there can run late by a few tens of milliseconds.)
    expect(stall).toBeLessThan(400);
  });

  test("a write still locked at the deadline fails as 'database unavailable'", async () => {
    const { handle } = await sqlite(300);
    const release = holdWriteLock(handle.location);
    try {
      const error = await saveFeedback(handle, { name: "", email: "", message: "Never stored" }).catch(
        (e: unknown) => e,
      );
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      release();
    }
  });
});

describe("database health check", () => {
  test("ok when a write goes through, and the answer is reused for a few seconds", async () => {
    const { handle } = await sqlite();
    let now = 0;
    let probes = 0;
    const check = databaseHealthCheck(handle, {
      now: () => now,
      freeBytes: async () => {
        probes += 1;
        return minFreeDiskBytes * 10;
      },
    });
    expect(await check.check()).toBe("ok");
    now = 4000;
    expect(await check.check()).toBe("ok");
    expect(probes).toBe(1);
    now = 6000;
    expect(await check.check()).toBe("ok");
    expect(probes).toBe(2);
  });

  test("unavailable when the disk is full", async () => {
    const { handle } = await sqlite();
    const check = databaseHealthCheck(handle, { freeBytes: async () => 4096 });
    expect(await check.check()).toBe("unavailable");
  });

  test("unavailable within a second while another connection holds the write lock, ok again after", async () => {
    const { handle } = await sqlite();
    let now = 0;
    const check = databaseHealthCheck(handle, { now: () => now });
    const release = holdWriteLock(handle.location);
    const started = performance.now();
    let status: string | undefined;
    const stall = await longestStall(async () => {
      status = await check.check();
    });
    expect(status).toBe("unavailable");
    expect(performance.now() - started).toBeLessThan(1000);
    expect(stall).toBeLessThan(400);
    release();
    now = 10_000;
    await expect.poll(async () => check.check(), { timeout: 8000 }).toBe("ok");
  });
});
