import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { ConfigError, getConfig } from "../app/server/config.server.ts";
// Registers the auth tables with the migrations.
import "../app/server/auth/auth.server.ts";
import { openMigratedDatabase, setAppDatabase } from "../app/server/db/app-database.server.ts";
import type { DatabaseHandle } from "../app/server/db/database.server.ts";
import { ping } from "../app/server/db/migrations.server.ts";
import { createApp } from "./app.ts";
import { createLogger } from "./logger.ts";

// `npm start`: validate config once, load the production build, serve, shut down cleanly.
let config: ReturnType<typeof getConfig>;
try {
  config = getConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const logger = createLogger(config.logLevel);
const serverBuildPath = path.join(config.buildDir, "server", "index.js");
let build: ServerBuild;
try {
  build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
} catch {
  console.error(`No production build at ${serverBuildPath}. Run "npm run build" first.`);
  process.exit(1);
}

let database: DatabaseHandle;
try {
  database = await openMigratedDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  setAppDatabase(database);
  logger.info("database ready", { kind: database.kind, location: database.location });
} catch (error) {
  console.error(`Database unavailable: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

let shuttingDown = false;
const app = createApp({
  config,
  build,
  logger,
  isShuttingDown: () => shuttingDown,
  healthChecks: [{ name: "database", check: () => withTimeout(ping(database.db), 2000) }],
});
const server = app.listen(config.port, config.host, () => {
  logger.info("listening", {
    url: `http://${config.host}:${config.port}`,
    site: config.site.url,
    dataDir: config.dataDir,
  });
});
server.keepAliveTimeout = 65_000;

function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info("shutting down", { signal });
  // Stop accepting connections; requests in flight finish, idle keep-alive sockets close.
  server.close(() => {
    void database.close().finally(() => {
      logger.info("stopped");
      process.exit(0);
    });
  });
  server.closeIdleConnections();
  setTimeout(() => {
    logger.warn("forcing exit after 10 s");
    server.closeAllConnections();
    process.exit(1);
  }, 10_000).unref();
}

process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms).unref(),
    ),
  ]);
}
