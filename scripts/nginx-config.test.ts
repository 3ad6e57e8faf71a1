import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { contentSecurityPolicy } from "../app/platform/csp.server.ts";
import { nginxConfig } from "./nginx-config.ts";

// The nginx configuration is written from the build and the app's own header function; the
// topology test (tests/e2e/topology.spec.ts) runs it in nginx and compares the answers. Here:
// what goes into it, without nginx.

function build() {
  const client = path.join(mkdtempSync(path.join(tmpdir(), "ns-nginx-config-")), "client");
  mkdirSync(path.join(client, "about"), { recursive: true });
  mkdirSync(path.join(client, "assets"), { recursive: true });
  const text = "<p>Diversify across asset classes.</p>".repeat(50);
  writeFileSync(path.join(client, "index.html"), `<html><script>theme()</script><body>${text}</body></html>`);
  writeFileSync(path.join(client, "about", "index.html"), `<html><body>${text}</body></html>`);
  writeFileSync(path.join(client, "about.data"), `[${JSON.stringify(text)}]`);
  writeFileSync(path.join(client, "assets", "app-1.js"), `export const a = ${JSON.stringify(text)};`);
  writeFileSync(path.join(client, "robots.txt"), "User-agent: *\n");
  writeFileSync(path.join(client, "__spa-fallback.html"), "<html></html>");
  return client;
}

const options = {
  upstreams: ["127.0.0.1:3001", "127.0.0.1:3002"],
  listen: "8080",
  serverName: "_",
  realIpFrom: [],
  brotli: true,
};

describe("nginx-config", () => {
  test("maps each URL the app serves from the build to its file, with the app's caching and CSP", async () => {
    const config = await nginxConfig({ ...options, root: build() });
    expect(config).toContain('"1/" "/index.html";');
    expect(config).toContain('"1/about" "/about/index.html";');
    expect(config).toContain('"1/about.data" "/about.data";');
    expect(config).toContain('"1/assets/app-1.js" "/assets/app-1.js";');
    // Files the app does not serve by themselves stay out (the app answers 404 for them).
    expect(config).not.toContain("__spa-fallback");
    expect(config).toContain('"/about.data" "no-cache";');
    expect(config).toContain('"/assets/app-1.js" "public, max-age=31536000, immutable";');
    expect(config).toContain('"/robots.txt" "public, max-age=3600";');
    const hash = createHash("sha256").update("theme()").digest("base64");
    expect(config).toContain(
      `"http:/index.html" "${contentSecurityPolicy({ scriptHashes: [hash], https: false })}";`,
    );
    expect(config).toContain(
      `"https:/index.html" "${contentSecurityPolicy({ scriptHashes: [hash], https: true })}";`,
    );
    expect(config).toContain('"text/html; charset=utf-8" html;');
    expect(config).toContain("server 127.0.0.1:3001 max_fails=1 fail_timeout=2s;");
    expect(config).toContain("zone niveshshala_app 64k;");
    expect(config).toContain("proxy_next_upstream error timeout http_502 http_503;");
    expect(config).toContain("brotli_static on;");
    expect(config).not.toContain("load_module");
  });

  test("standalone: a whole nginx.conf under its prefix, loading the brotli module itself", async () => {
    const config = await nginxConfig({ ...options, root: build(), standalonePrefix: "/tmp/ns-nginx" });
    expect(config).toMatch(/^load_module \/usr\/lib\/nginx\/modules\/ngx_http_brotli_static_module\.so;$/m);
    expect(config).toContain("pid /tmp/ns-nginx/nginx.pid;");
    expect(config).toContain("daemon off;");
  });

  test("without brotli: gzip only; without a build: an error saying to build", async () => {
    const config = await nginxConfig({ ...options, root: build(), brotli: false });
    expect(config).not.toContain("brotli");
    expect(config).toContain("gzip_static on;");
    await expect(nginxConfig({ ...options, root: "/nonexistent/client" })).rejects.toThrow(/npm run build/);
  });
});
