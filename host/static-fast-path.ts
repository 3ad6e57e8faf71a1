import { randomUUID } from "node:crypto";
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import { contentSecurityPolicy, securityHeaders } from "../app/platform/csp.server.ts";
import type { Logger } from "../app/platform/logger.server.ts";
import { type Encoding, preferredEncoding } from "./encoding.ts";
import { decodePath, type StaticFile, type StaticSite } from "./static-pages.ts";

// Prerendered pages and assets by the shortest path: before Express and its middleware, a
// lookup in the map read at start (static-pages.ts) and one writeHead with headers computed at
// start for each file, encoding and scheme. Most responses are small (pages are `no-cache`, so
// a return visit is a 304 revalidation), and for those the work in front of the bytes was the
// cost: through Express a 185-byte favicon served at 0.29 of a bare Node server.
//
// The headers are exactly those the Express path sends (host/static-headers.test.ts pins
// them): the security headers, the page's hash-based CSP, caching, validators, a request id.
// Each static hit is counted, not logged: one "static requests" line per interval with the
// counts (and a line per hit at debug level). Dynamic requests and errors keep their own line.

export const requestIdPattern = /^[\w.-]{1,64}$/;
/** How often the counts of static hits are logged (when there were any). */
export const staticLogIntervalMs = 10_000;

interface Prepared {
  /** Headers of a 200 (Content-Length included), and of a 304. */
  ok: string[];
  notModified: string[];
}

const noCachePattern = /(?:^|,)\s*?no-cache\s*?(?:,|$)/;

/** Express's `req.fresh` (the `fresh` package) for a response that has an ETag and no Last-Modified. */
export function isFresh(headers: IncomingHttpHeaders, etag: string): boolean {
  const noneMatch = headers["if-none-match"];
  const modifiedSince = headers["if-modified-since"];
  if (!noneMatch && !modifiedSince) return false;
  const cacheControl = headers["cache-control"];
  if (cacheControl && noCachePattern.test(cacheControl)) return false;
  // Without If-None-Match, If-Modified-Since needs a Last-Modified, which is never sent.
  if (!noneMatch) return false;
  if (noneMatch === "*") return true;
  for (const token of noneMatch.split(/[ ,]+/)) {
    if (token === etag || token === `W/${etag}` || `W/${token}` === etag) return true;
  }
  return false;
}

function cacheControlFor(kind: StaticFile["kind"]): string {
  return kind === "asset"
    ? "public, max-age=31536000, immutable"
    : kind === "page"
      ? "no-cache"
      : "public, max-age=3600";
}

/**
 * The headers of a file's 200 and 304 (the request id and Content-Length aside), as
 * name-value pairs. scripts/nginx-config.ts writes nginx's configuration from these, so a
 * proxy serving the build sends what the app sends.
 */
export function staticResponseHeaders(
  file: StaticFile,
  encoding: Encoding,
  https: boolean,
): [string, string][] {
  const representation = file.representations[encoding];
  const headers: [string, string][] = [
    ...Object.entries(securityHeaders(https)),
    ["Vary", "Accept-Encoding"],
    ["ETag", representation.etag],
    ["Content-Type", file.contentType],
    ["Cache-Control", cacheControlFor(file.kind)],
  ];
  if (representation.encoding !== "identity") headers.push(["Content-Encoding", representation.encoding]);
  if (file.contentType.startsWith("text/html"))
    headers.push([
      "Content-Security-Policy",
      contentSecurityPolicy({ scriptHashes: file.scriptHashes, https }),
    ]);
  return headers;
}

function prepare(file: StaticFile, encoding: Encoding, https: boolean): Prepared {
  const headers = staticResponseHeaders(file, encoding, https).flat();
  const length = String(file.representations[encoding].body.length);
  return { ok: [...headers, "Content-Length", length], notModified: headers };
}

/** Node joins repeated headers it does not know into one string; the type allows an array. */
function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(", ") : value;
}

const encodings: readonly Encoding[] = ["br", "gzip", "identity"];
/** Index of the prepared headers for an encoding and scheme. */
const slot = (encoding: Encoding, https: boolean) => encodings.indexOf(encoding) * 2 + (https ? 1 : 0);

export interface StaticServer {
  /** Answers a GET or HEAD for a file of the build and returns true; false leaves the request to Express. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** Writes a file's response (for requests that reached Express first). */
  write(req: IncomingMessage, res: ServerResponse, file: StaticFile, requestId: string, https: boolean): void;
  /** Logs the counts so far (also done every `staticLogIntervalMs`). */
  flush(): void;
  /** Resolves once the build is read and the fast path answers. */
  ready: Promise<void>;
}

export function createStaticServer({
  site,
  trustProxyHops,
  logger,
}: {
  site: Promise<StaticSite>;
  trustProxyHops: number;
  logger: Logger;
}): StaticServer {
  let loaded: StaticSite | undefined;
  const prepared = new Map<StaticFile, Prepared[]>();
  const ready = site.then((ready) => {
    for (const file of ready.all())
      prepared.set(
        file,
        encodings.flatMap((encoding) => [prepare(file, encoding, false), prepare(file, encoding, true)]),
      );
    loaded = ready;
  });

  const debug = logger.isEnabled?.("debug") ?? false;
  let counts = { requests: 0, notModified: 0, bytes: 0 };
  function flush() {
    if (counts.requests === 0) return;
    logger.info("static requests", { ...counts, seconds: staticLogIntervalMs / 1000 });
    counts = { requests: 0, notModified: 0, bytes: 0 };
  }
  setInterval(flush, staticLogIntervalMs).unref();

  /** `req.secure` as Express computes it with a hop count for "trust proxy". */
  function isSecure(req: IncomingMessage): boolean {
    const encrypted = Boolean((req.socket as TLSSocket).encrypted);
    if (trustProxyHops <= 0) return encrypted;
    const header = headerText(req.headers["x-forwarded-proto"]);
    if (!header) return encrypted;
    const comma = header.indexOf(",");
    return (comma === -1 ? header : header.slice(0, comma)).trim() === "https";
  }

  function write(
    req: IncomingMessage,
    res: ServerResponse,
    file: StaticFile,
    requestId: string,
    https: boolean,
  ): { status: 200 | 304; bytes: number } {
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    const headers = prepared.get(file)?.[slot(encoding, https)] ?? prepare(file, encoding, https);
    const representation = file.representations[encoding];
    if (isFresh(req.headers, representation.etag)) {
      res.writeHead(304, ["X-Request-Id", requestId, ...headers.notModified]);
      res.end();
      return { status: 304, bytes: 0 };
    }
    res.writeHead(200, ["X-Request-Id", requestId, ...headers.ok]);
    if (req.method === "HEAD") {
      res.end();
      return { status: 200, bytes: 0 };
    }
    res.end(representation.body);
    return { status: 200, bytes: representation.body.length };
  }

  function serve(req: IncomingMessage, res: ServerResponse): boolean {
    const site = loaded;
    if (site === undefined) return false; // still reading: Express waits for it
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const headers = req.headers;
    // A body on a GET: Express checks its size first.
    if (headers["content-length"] !== undefined || headers["transfer-encoding"] !== undefined) return false;
    const url = req.url ?? "/";
    const queryAt = url.indexOf("?");
    const decoded = decodePath(queryAt === -1 ? url : url.slice(0, queryAt));
    if (decoded === null) return false;
    // A query string can change a page (calculator inputs): Express renders it fresh. React
    // Router's own "_routes" on a .data request does not.
    let file: StaticFile | undefined;
    if (queryAt === -1 || queryAt === url.length - 1) file = site.page(decoded);
    else {
      const inputs = new URLSearchParams(url.slice(queryAt + 1));
      inputs.delete("_routes");
      if (inputs.size === 0) file = site.page(decoded);
    }
    if (file === undefined && !decoded.endsWith(".data")) file = site.file(decoded);
    if (file === undefined) return false;

    const incoming = headerText(headers["x-request-id"]);
    const requestId = incoming && requestIdPattern.test(incoming) ? incoming : randomUUID();
    const { status, bytes } = write(req, res, file, requestId, isSecure(req));
    counts.requests++;
    if (status === 304) counts.notModified++;
    counts.bytes += bytes;
    if (debug) logger.debug("static request", { requestId, method: req.method, path: decoded, status });
    return true;
  }

  return {
    serve,
    write: (req, res, file, requestId, https) => {
      write(req, res, file, requestId, https);
    },
    flush,
    ready,
  };
}
