import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { test } from "vitest";
import type { DatabaseHandle } from "./database.server.ts";
import { openMigratedDatabase } from "./migrations.server.ts";

// Test helpers: a fresh, migrated database per suite on each engine. PostgreSQL tests use
// TEST_POSTGRES_URL (default: the local server CI provides) and run in CI without fail.
export const postgresAdminUrl =
  process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresAdminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the PostgreSQL suites of a test file can run. Without PostgreSQL they are skipped,
 * except in CI (CI is set), where the file gets a failing test that says what is missing.
 */
export async function postgresForTests(): Promise<boolean> {
  const available = await postgresAvailable();
  if (!available && process.env.CI) {
    test("PostgreSQL answers (CI runs the data-layer tests on it)", () => {
      throw new Error(
        `CI must run the data-layer tests on PostgreSQL too, but nothing answers at ${postgresAdminUrl}: start PostgreSQL or set TEST_POSTGRES_URL.`,
      );
    });
  }
  return available;
}

export interface TestDatabase {
  handle: DatabaseHandle;
  dispose(): Promise<void>;
}

export async function createTestDatabase(
  kind: "sqlite" | "postgres",
  options: { timeoutMs?: number } = {},
): Promise<TestDatabase & { url: string }> {
  if (kind === "sqlite") {
    const dir = mkdtempSync(path.join(tmpdir(), "ns-db-"));
    const handle = await openMigratedDatabase({ dataDir: dir, ...options });
    return {
      handle,
      url: handle.location,
      async dispose() {
        await handle.close().catch(() => {});
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `ns_test_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  const handle = await openMigratedDatabase({ databaseUrl: url.toString(), dataDir: tmpdir(), ...options });
  return {
    handle,
    url: url.toString(),
    async dispose() {
      await handle.close().catch(() => {});
      const cleanup = new pg.Client({ connectionString: postgresAdminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
