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

/** Counts the ticks of a 10 ms timer: a blocked event loop runs none. */
function tickCounter() {
  let ticks = 0;
  const timer = setInterval(() => {
    ticks += 1;
  }, 10);
  return {
    count: () => ticks,
    stop: () => clearInterval(timer),
  };
}

describe("SQLite under another process's write lock", () => {
  test("a write waits off the event loop and goes through when the lock is released", async () => {
    const { handle } = await sqlite();
    const unlock = holdWriteLock(handle.location);
    const ticks = tickCounter();
    let ticksWhileLocked = 0;
    setTimeout(() => {
      ticksWhileLocked = ticks.count();
      unlock();
    }, 1500);
    try {
      await saveFeedback(handle, { name: "", email: "", message: "Stored later" });
    } finally {
      ticks.stop();
    }
    // The old synchronous busy_timeout froze the process for the whole 1.5 s: no timer ran while
    // the write waited (and the release, a timer too, could not run before it failed). Now the
    // loop goes on: a 10 ms timer ticks many times (about 150; a busy machine only delays them).
    expect(ticksWhileLocked).toBeGreaterThanOrEqual(10);
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
    const unlock = holdWriteLock(handle.location);
    // "Within a second" as an order of events: the answer comes before a one-second timer set
    // just before asking (a busy machine delays both alike), and the loop kept running meanwhile.
    const order: string[] = [];
    const second = setTimeout(() => order.push("one second"), 1000);
    const ticks = tickCounter();
    let status: string | undefined;
    try {
      status = await check.check();
      order.push("answer");
    } finally {
      ticks.stop();
    }
    expect(status).toBe("unavailable");
    expect(order).toEqual(["answer"]);
    expect(ticks.count()).toBeGreaterThanOrEqual(10);
    clearTimeout(second);
    unlock();
    now = 10_000;
    await expect.poll(async () => check.check(), { timeout: 8000 }).toBe("ok");
  });
});
