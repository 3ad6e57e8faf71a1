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
