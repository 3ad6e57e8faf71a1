import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { parseConfig } from "../app/platform/config.server.ts";
import { createLogger } from "../app/platform/logger.server.ts";
import { canonicalPath, createApp, type HealthCheck } from "./app.ts";

const servers: { close(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function start(healthChecks: HealthCheck[], shuttingDown = false, env: Record<string, string> = {}) {
  const lines: string[] = [];
  const app = createApp({
    config: parseConfig({ BUILD_DIR: "/nonexistent-build", ...env }),
    // Stands in for React Router: answers with the client address the host determined.
    handler: (req, res) => {
      // An API answer big enough to be compressed.
      if (req.path === "/api/rates") {
        res.json({ rates: Array.from({ length: 200 }, (_, index) => ({ tenure: index, rate: 7.1 })) });
        return;
      }
      res.status(404).json({ ip: req.get("x-niveshshala-client-ip") });
    },
    logger: createLogger("info", (line) => lines.push(line)),
    healthChecks,
    isShuttingDown: () => shuttingDown,
  });
  const server = app.listen(0);
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, lines };
}

describe("host", () => {
  test("/healthz answers 200 JSON when every check passes and logs the request with an id", async () => {
    const { url, lines } = await start([{ name: "database", check: async () => "ok" as const }]);
    const response = await fetch(`${url}/healthz`, { headers: { "X-Request-Id": "abc-123" } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", checks: { database: "ok" } });
    expect(response.headers.get("x-request-id")).toBe("abc-123");
    await new Promise((resolve) => setTimeout(resolve, 10));
    const log = JSON.parse(lines.at(-1) ?? "{}");
    expect(log).toMatchObject({
      level: "info",
      msg: "request",
      requestId: "abc-123",
      path: "/healthz",
      status: 200,
    });
  });

  test("/healthz answers 503 when the database is unreachable, without details", async () => {
    const { url } = await start([
      {
        name: "database",
        check: async () => {
          throw new Error("connect ECONNREFUSED 127.0.0.1:5432 password=secret");
        },
      },
    ]);
    const response = await fetch(`${url}/healthz`);
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ status: "unavailable", checks: { database: "unavailable" } });
    expect(text).not.toContain("secret");
  });

  test("/healthz answers 503 while shutting down", async () => {
    const { url } = await start([], true);
    expect((await fetch(`${url}/healthz`)).status).toBe(503);
  });

  test("a forged request id is replaced", async () => {
    const { url } = await start([]);
    const response = await fetch(`${url}/healthz`, { headers: { "X-Request-Id": "<script>" } });
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("/healthz reports a fallback (Redis) as degraded, still 200", async () => {
    const { url } = await start([
      { name: "database", check: async () => "ok" },
      { name: "redis", check: async () => "degraded" },
    ]);
    const response = await fetch(`${url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: "degraded",
      checks: { database: "ok", redis: "degraded" },
    });
  });
});

/**
 * A raw GET: fetch would normalise the path (//evil.example/ is the point of the test), and adds
 * Cache-Control: no-cache to conditional requests.
 */
function rawGet(
  url: string,
  target: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; location: string | undefined; csp?: string | undefined }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url);
    const request = httpRequest({ hostname, port, path: target, method: "GET", headers }, (response) => {
      response.resume();
      resolve({
        status: response.statusCode ?? 0,
        location: response.headers.location,
        ...(headers["If-None-Match"] ? { csp: String(response.headers["content-security-policy"]) } : {}),
      });
    });
    request.on("error", reject);
    request.end();
  });
}

describe("redirects", () => {
  test("a trailing slash redirects to a path on this site, whatever the leading slashes", async () => {
    const { url } = await start([]);
    expect(await rawGet(url, "/about/?x=1")).toEqual({ status: 301, location: "/about?x=1" });
    for (const target of ["//evil.example/", "///evil.example/", "/\\evil.example/", "/\\/evil.example//"]) {
      const { status, location } = await rawGet(url, target);
      expect(status, target).toBe(301);
      expect(location, target).toBe("/evil.example");
    }
  });

  test("canonicalPath never starts with two slashes or a backslash", () => {
    expect(canonicalPath("//evil.example/")).toBe("/evil.example");
    expect(canonicalPath("/\\evil.example/")).toBe("/evil.example");
    expect(canonicalPath("/guides/beginners/")).toBe("/guides/beginners");
  });
});

describe("client address", () => {
  test("TRUST_PROXY=1 takes the address one hop from the right of X-Forwarded-For", async () => {
    const { url } = await start([], false, { TRUST_PROXY: "1" });
    const spoofed = await fetch(`${url}/x`, { headers: { "X-Forwarded-For": "1.2.3.4, 203.0.113.7" } });
    expect((await spoofed.json()).ip).toBe("203.0.113.7");
  });

  test("TRUST_PROXY=2 trusts two proxies", async () => {
    const { url } = await start([], false, { TRUST_PROXY: "2" });
    const response = await fetch(`${url}/x`, {
      headers: { "X-Forwarded-For": "1.2.3.4, 203.0.113.7, 10.0.0.2" },
    });
    expect((await response.json()).ip).toBe("203.0.113.7");
  });

  test("without TRUST_PROXY the header is ignored", async () => {
    const { url } = await start([]);
    const response = await fetch(`${url}/x`, { headers: { "X-Forwarded-For": "1.2.3.4" } });
    expect((await response.json()).ip).toMatch(/127\.0\.0\.1/);
  });
});

describe("request bodies", () => {
  test("a body announced over 1 MiB is refused with 413 before the app sees it", async () => {
    const { url } = await start([]);
    const response = await fetch(`${url}/api/feedback`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "x".repeat(1024 * 1024 + 1),
    });
    expect(response.status).toBe(413);
  });
});

describe("refusals", () => {
  const levels = (lines: string[]) =>
    lines.map((line) => JSON.parse(line) as { level: string; msg: string; status?: number });

  test("TRACE answers 405 with Allow and one warning, never reaching the app (it answered 500)", async () => {
    const { url, lines } = await start([]);
    for (const target of ["/about", "/api/feedback"]) {
      const response = await new Promise<{ status: number; allow: string | undefined }>((resolve, reject) => {
        const { hostname, port } = new URL(url);
        const request = httpRequest({ hostname, port, path: target, method: "TRACE" }, (answer) => {
          answer.resume();
          resolve({ status: answer.statusCode ?? 0, allow: answer.headers.allow });
        });
        request.on("error", reject);
        request.end();
      });
      expect(response).toEqual({ status: 405, allow: "GET, HEAD, POST" });
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(levels(lines).filter((line) => line.level === "error")).toEqual([]);
    expect(levels(lines).filter((line) => line.msg === "request refused")).toHaveLength(2);
  });

  test("a path that is not valid percent-encoding answers 400 and logs a warning, not an error", async () => {
    const { url, lines } = await start([]);
    expect((await rawGet(url, "/%ff")).status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(levels(lines).map((line) => line.level)).not.toContain("error");
    expect(levels(lines)).toContainEqual(expect.objectContaining({ level: "warn", status: 400 }));
  });

  test("a form posted to a page from another site is refused with 403; same-site posts and the API pass", async () => {
    const { url, lines } = await start([]);
    const post = (path: string, headers: Record<string, string>) =>
      fetch(`${url}${path}`, { method: "POST", body: "x=1", headers, redirect: "manual" });
    const crossSite = await post("/login", { Origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.text()).toBe("Cross-site request refused");
    expect((await post("/login", { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    // The stand-in app answers 404: the request reached it.
    expect((await post("/login", { Origin: url })).status).toBe(404);
    expect((await post("/login", {})).status).toBe(404);
    // API routes refuse cross-site requests themselves, with their own JSON bodies.
    expect((await post("/api/feedback", { Origin: "https://evil.example" })).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(
      levels(lines)
        .filter((line) => line.status === 403 && line.msg !== "request")
        .map((line) => line.level),
    ).toEqual(["warn", "warn"]);
  });
});

describe("static files", () => {
  function buildDir() {
    const dir = mkdtempSync(path.join(tmpdir(), "ns-build-"));
    mkdirSync(path.join(dir, "client", "guides", "beginners"), { recursive: true });
    mkdirSync(path.join(dir, "client", "assets"), { recursive: true });
    const html = `<!doctype html><html><head><script>theme()</script></head><body>${"<p>Start with an emergency fund.</p>".repeat(200)}</body></html>`;
    writeFileSync(path.join(dir, "client", "guides", "beginners", "index.html"), html);
    writeFileSync(
      path.join(dir, "client", "assets", "app-abc123.js"),
      `export const x = ${JSON.stringify("a".repeat(5000))};`,
    );
    return { dir, html };
  }

  test("prerendered pages are served compressed once, with Vary, a strong ETag per encoding and 304s", async () => {
    const { dir, html } = buildDir();
    const { url } = await start([], false, { BUILD_DIR: dir });
    // The first request for an encoding may get the plain bytes while compression finishes.
    await expect
      .poll(async () =>
        (await fetch(`${url}/guides/beginners`, { headers: { "Accept-Encoding": "br" } })).headers.get(
          "content-encoding",
        ),
      )
      .toBe("br");
    await expect
      .poll(async () =>
        (await fetch(`${url}/guides/beginners`, { headers: { "Accept-Encoding": "gzip" } })).headers.get(
          "content-encoding",
        ),
      )
      .toBe("gzip");
    const br = await fetch(`${url}/guides/beginners`, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(br.status).toBe(200);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    const etag = br.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[^"]+-br"$/);
    // fetch decodes the body itself.
    expect(await br.text()).toBe(html);

    const gzip = await fetch(`${url}/guides/beginners`, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gzip.headers.get("etag")).not.toBe(etag);
    expect(await gzip.text()).toBe(html);

    const plain = await fetch(`${url}/guides/beginners`, { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(html);

    const revalidated = await rawGet(url, "/guides/beginners", {
      "Accept-Encoding": "br",
      "If-None-Match": etag,
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.csp).toContain("'sha256-");
  });

  test("Chrome's Accept-Encoding (gzip listed first) gets brotli on the very first request, for pages, assets and API answers", async () => {
    const { dir, html } = buildDir();
    const { url } = await start([], false, { BUILD_DIR: dir });
    const chrome = { "Accept-Encoding": "gzip, deflate, br, zstd" };
    const page = await fetch(`${url}/guides/beginners`, { headers: chrome });
    expect(page.headers.get("content-encoding")).toBe("br");
    expect(await page.text()).toBe(html);
    const asset = await fetch(`${url}/assets/app-abc123.js`, { headers: chrome });
    expect(asset.headers.get("content-encoding")).toBe("br");
    const api = await fetch(`${url}/api/rates`, { headers: chrome });
    expect(api.headers.get("content-encoding")).toBe("br");
    expect((await api.json()).rates).toHaveLength(200);
    // Without brotli, gzip; without either, the plain bytes.
    const gzip = await fetch(`${url}/guides/beginners`, { headers: { "Accept-Encoding": "deflate, gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    const apiGzip = await fetch(`${url}/api/rates`, { headers: { "Accept-Encoding": "br;q=0, gzip" } });
    expect(apiGzip.headers.get("content-encoding")).toBe("gzip");
  });

  test("hashed assets are compressed the same way and immutable", async () => {
    const { dir } = buildDir();
    const { url } = await start([], false, { BUILD_DIR: dir });
    await fetch(`${url}/assets/app-abc123.js`, { headers: { "Accept-Encoding": "br" } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const response = await fetch(`${url}/assets/app-abc123.js`, { headers: { "Accept-Encoding": "br" } });
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("cache-control")).toContain("immutable");
    expect(response.headers.get("content-type")).toContain("javascript");
    expect((await fetch(`${url}/assets/missing.js`)).status).toBe(404);
  });
});
