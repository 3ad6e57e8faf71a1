import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { type IncomingHttpHeaders, request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parseConfig } from "../app/platform/config.server.ts";
import { createLogger } from "../app/platform/logger.server.ts";
import { createApp } from "./app.ts";

// The headers of static responses, written down from the host as it was before static files
// got their own fast path (issue 26): security headers, CSP, caching and validators must stay
// exactly these. Only the per-response headers (date, request id, connection) and the length
// of compressed bodies (which depends on the zlib version) are left out. The fast path
// (before Express) and the Express path (taken by a GET with a body) must agree.

const security = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=()",
};
const csp =
  "default-src 'self'; script-src 'self' 'sha256-Rfr3GgHZFiXm+TmNr+li+0sZ4J9FGllo8jsXcJF5XZ8='; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'; manifest-src 'self'";
const page = {
  ...security,
  vary: "Accept-Encoding",
  etag: '"IeTqQA8phBU7MVUvXgpvHbROkp0-br"',
  "content-type": "text/html; charset=utf-8",
  "cache-control": "no-cache",
  "content-encoding": "br",
  "content-security-policy": csp,
};

let url = "";
let close = () => {};
let flush = () => {};
const lines: string[] = [];
beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "ns-build-"));
  mkdirSync(path.join(dir, "client", "guides", "beginners"), { recursive: true });
  mkdirSync(path.join(dir, "client", "assets"), { recursive: true });
  writeFileSync(
    path.join(dir, "client", "guides", "beginners", "index.html"),
    `<!doctype html><html><head><script>theme()</script></head><body>${"<p>Start with an emergency fund.</p>".repeat(200)}</body></html>`,
  );
  writeFileSync(
    path.join(dir, "client", "assets", "app-abc123.js"),
    `export const x = ${JSON.stringify("a".repeat(5000))};`,
  );
  writeFileSync(path.join(dir, "client", "favicon.svg"), "<svg/>");
  const app = createApp({
    config: parseConfig({ BUILD_DIR: dir, TRUST_PROXY: "1" }),
    handler: (_req, res) => {
      res.status(404).end();
    },
    logger: createLogger("info", (line) => lines.push(line)),
  });
  // Requests before the build is read go through Express: these tests are about the fast path.
  await app.ready;
  flush = app.flushStaticLog;
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

/** A raw GET (fetch adds and drops headers of its own), answering status and headers. */
function get(target: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; length: number }>((resolve, reject) => {
    const { hostname, port } = new URL(url);
    const call = request({ hostname, port, path: target, headers }, (response) => {
      let length = 0;
      response.on("data", (chunk: Buffer) => {
        length += chunk.length;
      });
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, length }),
      );
    });
    call.on("error", reject);
    call.end();
  });
}

function stable(headers: IncomingHttpHeaders) {
  const {
    date: _date,
    "x-request-id": requestId,
    connection: _connection,
    "keep-alive": _keepAlive,
    "content-length": _length,
    ...rest
  } = headers;
  // A fresh id, or the client's own when it is a valid one.
  expect(requestId).toMatch(/^([0-9a-f-]{36}|abc-1)$/);
  return rest;
}

/** The same request through Express: the fast path leaves a GET with a body to it. */
async function throughExpress(target: string, headers: Record<string, string>) {
  return get(target, { ...headers, "Content-Length": "0" });
}

describe("static responses keep their headers", () => {
  test("a prerendered page, over http and behind an https proxy", async () => {
    const plain = await get("/guides/beginners", { "Accept-Encoding": "br" });
    expect(plain.status).toBe(200);
    expect(stable(plain.headers)).toEqual(page);
    expect(Number(plain.headers["content-length"])).toBe(plain.length);

    const https = await get("/guides/beginners", { "Accept-Encoding": "br", "X-Forwarded-Proto": "https" });
    expect(stable(https.headers)).toEqual({
      ...page,
      "strict-transport-security": "max-age=31536000; includeSubDomains",
      "content-security-policy": `${csp}; upgrade-insecure-requests`,
    });
  });

  test("a revalidated page: 304 with the same headers and no body", async () => {
    const revalidated = await get("/guides/beginners", {
      "Accept-Encoding": "br",
      "If-None-Match": page.etag,
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.length).toBe(0);
    expect(stable(revalidated.headers)).toEqual(page);
    // A reload (Cache-Control: no-cache) or another representation's tag gets the page again.
    const conditions: Record<string, string>[] = [
      { "If-None-Match": page.etag, "Cache-Control": "no-cache" },
      { "If-None-Match": '"IeTqQA8phBU7MVUvXgpvHbROkp0-gz"' },
    ];
    for (const headers of conditions)
      expect((await get("/guides/beginners", { "Accept-Encoding": "br", ...headers })).status).toBe(200);
  });

  test("the fast path and Express send the same headers", async () => {
    const cases: [string, Record<string, string>][] = [
      ["/guides/beginners", { "Accept-Encoding": "gzip, deflate, br, zstd" }],
      ["/guides/beginners", { "Accept-Encoding": "gzip", "X-Forwarded-Proto": "https" }],
      ["/guides/beginners", { "Accept-Encoding": "br", "If-None-Match": page.etag }],
      ["/assets/app-abc123.js", {}],
      ["/favicon.svg", { "Accept-Encoding": "br", "X-Request-Id": "abc-1" }],
    ];
    for (const [target, headers] of cases) {
      const fast = await get(target, headers);
      const express = await throughExpress(target, headers);
      expect(fast.status, target).toBe(express.status);
      expect(fast.length, target).toBe(express.length);
      expect(stable(fast.headers), target).toEqual(stable(express.headers));
      expect(fast.headers["content-length"], target).toBe(express.headers["content-length"]);
      if (headers["X-Request-Id"]) expect(fast.headers["x-request-id"]).toBe(headers["X-Request-Id"]);
    }
  });

  test("static hits are counted in one line, not logged one by one", async () => {
    flush();
    lines.length = 0;
    await get("/guides/beginners", { "Accept-Encoding": "br" });
    await get("/guides/beginners", { "Accept-Encoding": "br", "If-None-Match": page.etag });
    await get("/assets/app-abc123.js", {});
    // A dynamic request keeps its own line.
    await get("/search", {});
    await new Promise((resolve) => setTimeout(resolve, 10));
    flush();
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged.filter((line) => line.msg === "request").map((line) => line.path)).toEqual(["/search"]);
    expect(logged.filter((line) => line.msg === "static requests")).toEqual([
      expect.objectContaining({ level: "info", requests: 3, notModified: 1 }),
    ]);
  });

  test("a hashed asset and a public file", async () => {
    const asset = await get("/assets/app-abc123.js", { "Accept-Encoding": "gzip" });
    expect(asset.status).toBe(200);
    expect(stable(asset.headers)).toEqual({
      ...security,
      vary: "Accept-Encoding",
      etag: '"aPN7jN-GJ9QcfbTvmipynZhbRio-gz"',
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": "public, max-age=31536000, immutable",
      "content-encoding": "gzip",
    });
    const favicon = await get("/favicon.svg", { "Accept-Encoding": "br" });
    expect(favicon.headers["content-length"]).toBe("6");
    expect(stable(favicon.headers)).toEqual({
      ...security,
      vary: "Accept-Encoding",
      etag: '"HDujuBPhCA6XIYRvI6IcCeXD_Sc"',
      "content-type": "image/svg+xml",
      "cache-control": "public, max-age=3600",
    });
  });
});
