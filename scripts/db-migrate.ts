// npm run db:migrate: applies pending migrations to the configured database and exits.
import { ConfigError, parseConfig } from "../app/platform/config.server.ts";
import { openMigratedDatabase } from "../app/platform/db/migrations.server.ts";

try {
  const config = parseConfig(process.env);
  const database = await openMigratedDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.databasePoolMax,
    timeoutMs: config.databaseTimeoutMs,
  });
  console.log(`Database is up to date (${database.kind}: ${database.location})`);
  await database.close();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Migration failed: ${String(error)}`);
  process.exit(1);
}
