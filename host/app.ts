import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import type { AppConfig } from "../app/platform/config.server.ts";
import { securityHeaders } from "../app/platform/csp.server.ts";
import type { HealthCheck, HealthStatus } from "../app/platform/health.server.ts";
import type { Logger } from "../app/platform/logger.server.ts";
import { sameOrigin } from "../app/platform/request.server.ts";
import { dynamicCompression } from "./dynamic-compression.ts";
import { createStaticServer, requestIdPattern } from "./static-fast-path.ts";
import { decodePath, loadStaticSite, type StaticSite } from "./static-pages.ts";

export type { HealthCheck };

export interface HostOptions {
  config: AppConfig;
  /** React Router's request handler, from the server bundle (services in its load context). */
  handler: RequestHandler;
  logger: Logger;
  healthChecks?: HealthCheck[];
  /** Set while shutting down so load balancers stop sending traffic. */
  isShuttingDown?: () => boolean;
  /** Development only: Vite's middleware (source modules, hot reload). */
  development?: RequestHandler;
}

/** Bodies declared larger than this are refused before any route sees them (API routes stream-check their own, smaller limits). */
export const maxDeclaredBodyBytes = 1024 * 1024;
/** Methods a Fetch API Request cannot have; every other method reaches the routes (405 there unless served). */
const unservableMethods = new Set(["CONNECT", "TRACE", "TRACK"]);
/** Checks that may fail without making the server unavailable (they have a fallback). */
const degradableChecks = new Set(["redis"]);

/** Where a trailing-slash URL redirects: always a path on this site, never `//host`. */
export function canonicalPath(urlPath: string): string {
  return `/${urlPath.replace(/^[/\\]+/, "").replace(/[/\\]+$/, "")}`;
}

/** The host: a request listener (static files first, then Express), and `listen` for tests. */
export interface Host {
  (req: IncomingMessage, res: ServerResponse): void;
  listen(port: number, hostname?: string): Server;
  /** Logs the static requests counted since the last line. */
  flushStaticLog(): void;
  /** Resolves once the build is read into memory (requests before that wait for it). */
  ready: Promise<void>;
}

export function createApp({
  config,
  handler,
  logger,
  healthChecks = [],
  isShuttingDown = () => false,
  development,
}: HostOptions) {
  const app = express();
  const clientDir = path.join(config.buildDir, "client");
  /** An expected refusal: one warning line (the request line follows) and a short text answer. */
  function refuse(
    req: Request,
    res: Response,
    status: number,
    text: string,
    headers: Record<string, string> = {},
  ) {
    logger.warn("request refused", {
      requestId: res.locals.requestId,
      method: req.method,
      path: req.path,
      status,
    });
    res.status(status).set(headers).type("text/plain").send(text);
  }
  // Read once at start (in development Vite serves the source instead, and an earlier build
  // may still be on disk). Requests arriving before it is read wait for it.
  const emptySite: StaticSite = {
    page: () => undefined,
    file: () => undefined,
    all: () => [],
    entries: () => [],
    size: 0,
  };
  const staticSite: Promise<StaticSite> = development
    ? Promise.resolve(emptySite)
    : loadStaticSite(clientDir);
  const staticServer = createStaticServer({
    site: staticSite,
    trustProxyHops: config.trustProxyHops,
    logger,
  });

  app.disable("x-powered-by");
  // A hop count: the client address is taken that many entries from the right of
  // X-Forwarded-For, so a client cannot choose its own by sending the header.
  app.set("trust proxy", config.trustProxyHops > 0 ? config.trustProxyHops : false);

  // Request id and one JSON log line per request.
  app.use((req, res, next) => {
    const incoming = req.get("x-request-id");
    const requestId = incoming && requestIdPattern.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info("request", {
        requestId,
        method: req.method,
        path: req.path,
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
      });
    });
    next();
  });

  app.use((req, res, next) => {
    for (const [name, value] of Object.entries(securityHeaders(req.secure))) res.setHeader(name, value);
    next();
  });

  // Methods the Fetch API cannot carry never reach React Router (its Request would throw, a 500).
  app.use((req, res, next) => {
    if (!unservableMethods.has(req.method)) return next();
    refuse(req, res, 405, "Method not allowed", { Allow: "GET, HEAD, POST" });
  });

  app.get("/healthz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (isShuttingDown()) {
      res.status(503).json({ status: "shutting-down" });
      return;
    }
    const results = await Promise.all(
      healthChecks.map(async ({ name, check }): Promise<[string, HealthStatus]> => {
        try {
          return [name, (await check()) ?? "ok"];
        } catch {
          return [name, "unavailable"];
        }
      }),
    );
    const checks = Object.fromEntries(
      results.map(([name, status]) => [
        name,
        status === "unavailable" && degradableChecks.has(name) ? "degraded" : status,
      ]),
    );
    const values = Object.values(checks);
    const status = values.includes("unavailable")
      ? "unavailable"
      : values.includes("degraded")
        ? "degraded"
        : "ok";
    res.status(status === "unavailable" ? 503 : 200).json({ status, checks });
  });

  // One URL per page: /about/ -> /about (query kept). Leading slashes and backslashes collapse
  // to one, so //evil.example/ stays on this site instead of becoming a protocol-relative URL.
  app.use((req, res, next) => {
    if ((req.method === "GET" || req.method === "HEAD") && req.path.length > 1 && /[/\\]$/.test(req.path)) {
      const query = req.url.slice(req.path.length);
      res.redirect(301, canonicalPath(req.path) + query);
      return;
    }
    next();
  });

  // Bodies announced too large are refused before any parsing (streamed ones are cut off by
  // the API routes' own readers).
  app.use((req, res, next) => {
    if (Number(req.get("content-length") ?? 0) > maxDeclaredBodyBytes) {
      res.setHeader("Connection", "close");
      res.status(413).type("text/plain").send("Request too large");
      return;
    }
    next();
  });

  // Build output, served from memory: hashed assets (immutable for a year), prerendered pages
  // and their client-navigation data (revalidated on every use), other public files. Most
  // static requests never get here (static-fast-path.ts answers them before Express); these
  // are the rest: requests that arrived while the build was being read, a GET with a body,
  // and missing assets (404).
  app.use(async (req, res, next) => {
    if (development || (req.method !== "GET" && req.method !== "HEAD")) return next();
    try {
      const site = await staticSite;
      const decoded = decodePath(req.path);
      if (req.path.startsWith("/assets/")) {
        const asset = decoded === null ? undefined : site.file(decoded);
        if (asset) return staticServer.write(req, res, asset, res.locals.requestId, req.secure);
        res.status(404).type("text/plain").send("Not found");
        return;
      }
      if (decoded === null) return next();
      // A query string can change the page (calculator inputs, search): render it fresh, and its
      // client-navigation data too ("/page.data?..." with the same inputs, plus React Router's
      // own "_routes").
      const inputs = new URLSearchParams(req.originalUrl.split("?")[1] ?? "");
      inputs.delete("_routes");
      const file = inputs.size > 0 ? undefined : site.page(decoded);
      const other = file ?? (decoded.endsWith(".data") ? undefined : site.file(decoded));
      if (other) return staticServer.write(req, res, other, res.locals.requestId, req.secure);
      next();
    } catch (error) {
      next(error);
    }
  });

  if (development) app.use(development);
  // Server-rendered pages and API answers: collected whole, compressed in one call (brotli at
  // quality 3 whenever the client accepts it, whatever the header's order, then gzip) and sent
  // with their Content-Length (dynamic-compression.ts, issue 26). The `compression` middleware
  // it replaces (a streaming encoder per response, flushed after every chunk) kept 0.62 to 0.80
  // of the search page's uncompressed throughput; this path keeps about 0.9 (0.82 to 0.98; server
  // CPU per request, tests/e2e/compression.spec.ts; docs/performance.md).
  app.use(dynamicCompression());

  // A form posted to a page from another site is refused here, as the API routes refuse theirs:
  // 403 and one warning line (React Router would answer 400 and log an error).
  app.use((req, res, next) => {
    if (req.method !== "POST" || req.path.startsWith("/api/")) return next();
    const requestOrigin = `${req.protocol}://${req.get("host") ?? ""}`;
    if (sameOrigin(req.get("origin"), req.get("sec-fetch-site"), requestOrigin, config.site.url))
      return next();
    refuse(req, res, 403, "Cross-site request refused");
  });

  // API routes learn the client address from the host only (used for rate limits).
  app.use((req, _res, next) => {
    req.headers["x-niveshshala-client-ip"] = req.ip ?? req.socket.remoteAddress ?? "unknown";
    next();
  });

  app.all("/{*splat}", handler);

  // Last resort: never a stack trace to the client. Errors the client caused (a path that is
  // not valid percent-encoding, /%ff) are a warning, not an error: anyone can send them.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: number }).status;
    const clientError = typeof status === "number" && status >= 400 && status < 500;
    const fields = {
      requestId: res.locals.requestId,
      method: req.method,
      path: req.path,
      ...(clientError ? { status } : {}),
      error: error instanceof Error ? error.message : String(error),
    };
    if (clientError) logger.warn("request refused", fields);
    else logger.error("unhandled error", fields);
    if (res.headersSent) return;
    res
      .status(clientError ? status : 500)
      .type("text/plain")
      .send(clientError ? "Bad request" : "Internal Server Error");
  });

  const host = ((req: IncomingMessage, res: ServerResponse) => {
    if (!staticServer.serve(req, res)) app(req, res);
  }) as Host;
  host.listen = (port, hostname) => createServer(host).listen(port, hostname);
  host.flushStaticLog = () => staticServer.flush();
  host.ready = staticServer.ready;
  return host;
}
