import { test } from "@playwright/test";
import pg from "pg";

// The PostgreSQL that CI runs (127.0.0.1:5432, trust auth): tests that need it create a
// database of their own through this admin connection and drop it afterwards.
export const postgresAdminUrl =
  process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Runs `work` on a fresh connection (to the admin database unless `url` says otherwise), then closes it. */
export async function withPostgres<T>(
  work: (client: pg.Client) => Promise<T>,
  url = postgresAdminUrl,
): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * For tests that need PostgreSQL: skips the test when none answers, except in CI (CI is set),
 * where a missing PostgreSQL fails it with a message that says so.
 */
export async function requirePostgres(): Promise<void> {
  const available = await withPostgres(async () => true).catch(() => false);
  test.skip(!available && !process.env.CI, "no PostgreSQL here");
  if (!available) {
    throw new Error(
      `CI must run this test on PostgreSQL, but nothing answers at ${postgresAdminUrl}: start PostgreSQL or set TEST_POSTGRES_URL.`,
    );
  }
}
