// npm run db:migrate: applies pending migrations to the configured database and exits.
import { ConfigError, getConfig } from "../app/server/config.server.ts";
// Registers the auth tables with the migrations.
import "../app/server/auth/auth.server.ts";
import { openMigratedDatabase } from "../app/server/db/app-database.server.ts";

try {
  const config = getConfig();
  const database = await openMigratedDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  console.log(`Database is up to date (${database.kind}: ${database.location})`);
  await database.close();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `Migration failed: ${String(error)}`);
  process.exit(1);
}
