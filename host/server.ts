import { createServer } from "node:http";
import net from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { RequestHandler } from "express";
import { type AppConfig, ConfigError, parseConfig } from "../app/platform/config.server.ts";
import {
  type InstanceLock,
  InstanceLockedError,
  lockSqliteInstance,
  sqliteFilePath,
} from "../app/platform/db/instance-lock.server.ts";
import { createLogger } from "../app/platform/logger.server.ts";
import { createApp } from "./app.ts";

// `npm start` (and `npm run dev`): validate config once, load the server bundle, open its
// services, serve, shut down cleanly. Everything the app needs reaches it through the load
// context that the bundle's request handler builds; the host keeps no app state of its own.
type ServerBundle = typeof import("../app/app.server.ts");

let config: AppConfig;
try {
  config = parseConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const logger = createLogger(config.logLevel);

// One server per SQLite file: a second one stops here, before it opens anything. The lock is
// kept referenced for the life of the process (collected, its connection would close and free it).
const sqliteFile = sqliteFilePath(config.databaseUrl, config.dataDir);
let instanceLock: InstanceLock | undefined;
if (sqliteFile) {
  try {
    instanceLock = lockSqliteInstance(sqliteFile);
  } catch (error) {
    if (error instanceof InstanceLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const bundleEntry = "./app/app.server.ts";

/** The server bundle, and in development Vite's middleware (modules, hot reload). */
async function loadBundle(): Promise<{ bundle: ServerBundle; development?: Connect }> {
  if (config.env === "development") {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
    const bundle = (await devServer.ssrLoadModule(bundleEntry)) as ServerBundle;
    return {
      bundle,
      development: {
        vite: devServer.middlewares,
        load: () => devServer.ssrLoadModule(bundleEntry) as Promise<ServerBundle>,
      },
    };
  }
  const file = path.join(config.buildDir, "server", "index.js");
  try {
    return { bundle: (await import(pathToFileURL(file).href)) as ServerBundle };
  } catch (error) {
    console.error(`No production build at ${file}. Run "npm run build" first. (${String(error)})`);
    process.exit(1);
  }
}
interface Connect {
  vite: RequestHandler;
  load(): Promise<ServerBundle>;
}

const { bundle, development } = await loadBundle();
let opened: Awaited<ReturnType<ServerBundle["openServices"]>>;
try {
  opened = await bundle.openServices(config, logger, {
    // Run from source by Node in a worker thread, beside the bundle rather than inside it.
    simulationWorker: new URL(
      "../app/features/tools/sip-simulation/sip-simulation-thread.server.ts",
      import.meta.url,
    ),
  });
  const { database } = opened.services;
  logger.info("database ready", { kind: database.kind, location: database.location });
} catch (error) {
  console.error(`Database unavailable: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

let shuttingDown = false;
const services = opened;
const app = createApp({
  config,
  // In development each request takes the current modules from Vite.
  handler: development
    ? (req, res, next) => {
        development.load().then((fresh) => fresh.createRequestHandler(services)(req, res, next), next);
      }
    : bundle.createRequestHandler(opened),
  ...(development ? { development: development.vite } : {}),
  logger,
  isShuttingDown: () => shuttingDown,
  healthChecks: opened.healthChecks,
});

// Slow clients cannot hold sockets: the headers must arrive within headersTimeoutMs and the
// whole request within requestTimeoutMs (checked every second).
const server = createServer(
  {
    headersTimeout: config.headersTimeoutMs,
    requestTimeout: config.requestTimeoutMs,
    connectionsCheckingInterval: 1000,
    keepAliveTimeout: 65_000,
  },
  (req, res) => {
    if (shuttingDown) res.setHeader("Connection", "close");
    app(req, res);
  },
);
// The build is read into memory (and any missing compressed form made) before the port opens:
// /healthz answers only when pages can be served from memory, so a load balancer (or a test
// measuring the server's memory) never sees a server that is still reading its files.
await app.ready;
server.listen(config.port, config.host, () => {
  logger.info("listening", {
    url: `http://${config.host}:${config.port}`,
    site: config.site.url,
    dataDir: config.dataDir,
  });
});

/**
 * How long a stopping server keeps its idle keep-alive connections open: longer than a proxy
 * keeps an idle connection to it (nginx's upstream keepalive_timeout, 2 s in
 * scripts/nginx-config.ts), so the proxy closes them itself and never sends a request down a
 * connection the server is closing (a POST lost that way would be a 502: nginx does not send a
 * POST twice).
 */
const drainIdleMs = 3_000;
/** A stopping server exits by then whatever is still open. */
const forcedExitMs = 10_000;

function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info("shutting down", { signal });
  app.flushStaticLog();
  // Stop listening: new connections are refused, which a proxy retries on another instance
  // (even a POST: nothing was sent). /healthz answers 503 and every response closes its
  // connection, so kept-alive connections carry at most the request in flight. http.Server's
  // own close() would also close the idle ones at once, racing the proxy's next request on
  // them; they are closed after drainIdleMs instead.
  net.Server.prototype.close.call(server, () => {
    void opened.close().finally(() => {
      instanceLock?.release();
      logger.info("stopped");
      process.exit(0);
    });
  });
  setTimeout(() => server.closeIdleConnections(), drainIdleMs).unref();
  setTimeout(() => {
    logger.warn(`forcing exit after ${forcedExitMs / 1000} s`);
    server.closeAllConnections();
    process.exit(1);
  }, forcedExitMs).unref();
}

process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
