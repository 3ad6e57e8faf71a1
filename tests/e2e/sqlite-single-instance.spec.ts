import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { runServerToExit, startServer } from "./server-process.ts";

// SQLite is the single-instance default (issue 28): a second server on the same file stops at
// start with a message naming the file and the way out, and the lock is the operating
// system's, so a server killed with SIGKILL does not keep the next one from starting.

test("a second server on the same SQLite file is refused; after a SIGKILL the next one starts", async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), "ns-sqlite-lock-"));
  const databaseFile = path.join(dataDir, "niveshshala.sqlite");
  const first = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  let restarted: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    const second = await runServerToExit({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
    expect(second.code).toBe(1);
    expect(second.output).toContain(
      `Another server is already running on the SQLite database ${databaseFile}`,
    );
    expect(second.output).toContain("set DATABASE_URL to a PostgreSQL database to run several instances");
    // The first one never noticed.
    expect((await fetch(`${first.base}/healthz`)).status).toBe(200);

    process.kill(first.pid, "SIGKILL");
    expect(await first.exited).toBeNull();
    restarted = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "warn" });
    expect((await fetch(`${restarted.base}/healthz`)).status).toBe(200);
  } finally {
    await first.stop();
    await restarted?.stop();
  }
});
