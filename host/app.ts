import { randomUUID } from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import type { ServerBuild } from "react-router";
import type { AppConfig } from "../app/server/config.server.ts";
import { contentSecurityPolicy, securityHeaders } from "../app/server/csp.server.ts";
import type { Logger } from "./logger.ts";
import { createStaticPageCache } from "./static-pages.ts";

export interface HealthCheck {
  name: string;
  check: () => Promise<void>;
}

export interface HostOptions {
  config: AppConfig;
  build: ServerBuild;
  logger: Logger;
  healthChecks?: HealthCheck[];
  /** Set while shutting down so load balancers stop sending traffic. */
  isShuttingDown?: () => boolean;
}

const requestIdPattern = /^[\w.-]{1,64}$/;

export function createApp({
  config,
  build,
  logger,
  healthChecks = [],
  isShuttingDown = () => false,
}: HostOptions) {
  const app = express();
  const clientDir = path.join(config.buildDir, "client");
  const loadStaticPage = createStaticPageCache(clientDir);

  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);

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

  app.use(compression());

  app.get("/healthz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (isShuttingDown()) {
      res.status(503).json({ status: "shutting-down" });
      return;
    }
    const checks: Record<string, string> = {};
    let healthy = true;
    for (const { name, check } of healthChecks) {
      try {
        await check();
        checks[name] = "ok";
      } catch {
        checks[name] = "unavailable";
        healthy = false;
      }
    }
    res.status(healthy ? 200 : 503).json({ status: healthy ? "ok" : "unavailable", checks });
  });

  // One URL per page: /about/ -> /about (query kept).
  app.use((req, res, next) => {
    if ((req.method === "GET" || req.method === "HEAD") && req.path.length > 1 && req.path.endsWith("/")) {
      const query = req.url.slice(req.path.length);
      res.redirect(301, req.path.replace(/\/+$/, "") + query);
      return;
    }
    next();
  });

  // Hashed build output never changes: cache it for a year.
  app.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
      fallthrough: false,
    }),
  );

  // Prerendered pages and their client-navigation data, revalidated on every use.
  app.use(async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // A query string can change the page (calculator inputs, search): render it fresh.
    const hasQuery = req.originalUrl.includes("?") && !req.path.endsWith(".data");
    if (hasQuery) return next();
    const page = await loadStaticPage(req.path === "/" ? "/" : req.path);
    if (!page) return next();
    res.setHeader("Cache-Control", "no-cache");
    res.setHeader("ETag", page.etag);
    res.setHeader("Content-Type", page.contentType);
    if (page.contentType.startsWith("text/html")) {
      res.setHeader(
        "Content-Security-Policy",
        contentSecurityPolicy({ scriptHashes: page.scriptHashes, https: req.secure }),
      );
    }
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.status(200).send(req.method === "HEAD" ? undefined : page.body);
  });

  // Other public files (favicon, sitemap.xml, robots.txt): short cache, revalidated.
  app.use(express.static(clientDir, { index: false, redirect: false, maxAge: "1h" }));

  // API routes learn the client address from the host only (used for rate limits).
  app.use((req, _res, next) => {
    req.headers["x-niveshshala-client-ip"] = req.ip ?? req.socket.remoteAddress ?? "unknown";
    next();
  });

  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: config.env === "development" ? "development" : "production",
    }),
  );

  // Last resort: never a stack trace to the client.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    logger.error("unhandled error", {
      requestId: res.locals.requestId,
      path: req.path,
      error: error instanceof Error ? error.message : String(error),
    });
    if (res.headersSent) return;
    const status = (error as { status?: number }).status;
    const clientError = typeof status === "number" && status >= 400 && status < 500;
    res
      .status(clientError ? status : 500)
      .type("text/plain")
      .send(clientError ? "Bad request" : "Internal Server Error");
  });

  return app;
}
