import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { withPostgres as admin, postgresAdminUrl as adminUrl, requirePostgres } from "./postgres.ts";
import { startServer, waitForStatus } from "./server-process.ts";

// The database goes away under a running server: feedback answers 503 (nothing is half
// stored), /healthz answers 503, and both recover when the database returns.

test("PostgreSQL outage: 503s while down, recovery when it returns", async () => {
  await requirePostgres();
  test.setTimeout(90_000);
  const name = `ns_fault_${randomUUID().replaceAll("-", "")}`;
  await admin((client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    server = await startServer({ DATABASE_URL: url.toString(), LOG_LEVEL: "silent" });
    const { base } = server;
    const post = () =>
      fetch(`${base}/api/feedback`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: base },
        body: JSON.stringify({ message: `Outage test ${randomUUID()}` }),
      });
    expect((await post()).status).toBe(201);

    await admin(async (client) => {
      await client.query(`alter database ${name} allow_connections false`);
      await client.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
    });
    await waitForStatus(`${base}/healthz`, 503);
    const down = await post();
    expect(down.status).toBe(503);
    expect((await down.json()).error).toMatch(/could not be saved/);

    await admin((client) => client.query(`alter database ${name} allow_connections true`));
    await waitForStatus(`${base}/healthz`, 200);
    expect((await post()).status).toBe(201);
    const stored = await admin(async () => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      const result = await client.query("select count(*)::int as count from feedback");
      await client.end();
      return result.rows[0].count as number;
    });
    expect(stored).toBe(2);
  } finally {
    await server?.stop();
    await admin(async (client) => {
      await client.query(`alter database ${name} allow_connections true`).catch(() => {});
      await client.query(`drop database if exists ${name} with (force)`);
    }).catch(() => {});
  }
});
