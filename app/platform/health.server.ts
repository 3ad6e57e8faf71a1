import { statfs } from "node:fs/promises";
import path from "node:path";
import type { DatabaseHandle } from "./db/database.server.ts";
import { writeProbe } from "./db/migrations.server.ts";

// What /healthz reports. A check answers "ok", "degraded" (working on a fallback: still
// serving) or "unavailable" (the server cannot do its job: 503).
export type HealthStatus = "ok" | "degraded" | "unavailable";

export interface HealthCheck {
  name: string;
  check(): Promise<HealthStatus>;
}

/** Below this much free space next to the SQLite file, the database counts as full. */
export const minFreeDiskBytes = 8 * 1024 * 1024;

/**
 * The database accepts a write: the probe row is rewritten (and, for SQLite, the disk has
 * room). Probing costs a write, so a result is reused for `intervalMs`, and a probe slower than
 * `timeoutMs` (a lock held elsewhere) counts as unavailable while it finishes in the background.
 */
export function databaseHealthCheck(
  handle: DatabaseHandle,
  {
    intervalMs = 5000,
    timeoutMs = 800,
    freeBytes = async (directory: string) => {
      const stats = await statfs(directory);
      return stats.bavail * stats.bsize;
    },
    now = () => performance.now(),
  }: {
    intervalMs?: number;
    timeoutMs?: number;
    freeBytes?: (directory: string) => Promise<number>;
    now?: () => number;
  } = {},
): HealthCheck {
  let last: { status: HealthStatus; at: number } | undefined;
  let running: Promise<HealthStatus> | undefined;

  async function probe(): Promise<HealthStatus> {
    try {
      if (handle.kind === "sqlite" && handle.location !== ":memory:") {
        if ((await freeBytes(path.dirname(path.resolve(handle.location)))) < minFreeDiskBytes)
          return "unavailable";
      }
      await writeProbe(handle);
      return "ok";
    } catch {
      return "unavailable";
    }
  }

  return {
    name: "database",
    async check() {
      if (last && now() - last.at < intervalMs) return last.status;
      running ??= probe().then((status) => {
        last = { status, at: now() };
        running = undefined;
        return status;
      });
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timedOut = new Promise<HealthStatus>((resolve) => {
        timer = setTimeout(() => resolve("unavailable"), timeoutMs);
      });
      const status = await Promise.race([running, timedOut]);
      clearTimeout(timer);
      return status;
    },
  };
}
