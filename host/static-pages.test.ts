import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync, constants as zlib } from "node:zlib";
import { describe, expect, test } from "vitest";
import { contentSecurityPolicy } from "../app/platform/csp.server.ts";
import { decodePath, inlineScriptHashes, loadStaticSite } from "./static-pages.ts";

const sha = (text: string) => createHash("sha256").update(text).digest("base64");

describe("prerendered pages", () => {
  test("hashes executable inline scripts only", () => {
    const html =
      '<script>a()</script><script type="module" src="/x.js"></script><script type="application/ld+json">{}</script><script nonce="n">b()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("b()")]);
  });

  test("decodes URL paths and refuses traversal and bad encoding", () => {
    expect(decodePath("/about")).toBe("/about");
    expect(decodePath("/caf%C3%A9")).toBe("/café");
    expect(decodePath("/../secret")).toBeNull();
    expect(decodePath("/%2e%2e/secret")).toBeNull();
    expect(decodePath("/a%5C..%5Csecret")).toBeNull();
    expect(decodePath("/%00")).toBeNull();
    expect(decodePath("/%E0%A4%A")).toBeNull();
  });
});

describe("the static site in memory", () => {
  function build() {
    const client = path.join(mkdtempSync(path.join(tmpdir(), "ns-static-")), "client");
    mkdirSync(path.join(client, "about"), { recursive: true });
    mkdirSync(path.join(client, "assets"), { recursive: true });
    const text = "<p>Diversify across asset classes.</p>".repeat(100);
    writeFileSync(path.join(client, "index.html"), `<html><body>home ${text}</body></html>`);
    writeFileSync(path.join(client, "about", "index.html"), `<html><body>about ${text}</body></html>`);
    writeFileSync(path.join(client, "about.data"), `[${JSON.stringify(text)}]`);
    writeFileSync(path.join(client, "__spa-fallback.html"), "<html></html>");
    writeFileSync(path.join(client, "favicon.svg"), "<svg/>");
    const script = `export const a = ${JSON.stringify(text)};`;
    writeFileSync(path.join(client, "assets", "app-1.js"), script);
    return { client, script, text };
  }

  test("maps pages to their URLs and every other file to its path; compresses what pays", async () => {
    const { client, script } = build();
    const site = await loadStaticSite(client);
    expect(site.page("/")?.representations.identity.body.toString()).toContain("home");
    expect(site.page("/about")?.representations.identity.body.toString()).toContain("about");
    expect(site.page("/about.data")?.kind).toBe("page");
    expect(site.page("/about/index.html")).toBeUndefined();
    expect(site.file("/__spa-fallback.html")).toBeUndefined();
    const asset = site.file("/assets/app-1.js");
    expect(asset?.kind).toBe("asset");
    expect(brotliDecompressSync(asset?.representations.br.body ?? Buffer.alloc(0)).toString()).toBe(script);
    expect(gunzipSync(asset?.representations.gzip.body ?? Buffer.alloc(0)).toString()).toBe(script);
    expect(asset?.representations.br.etag).toMatch(/-br"$/);
    // Six bytes: not worth an encoding.
    const favicon = site.file("/favicon.svg");
    expect(favicon?.kind).toBe("public");
    expect(favicon?.representations.br.encoding).toBe("identity");
  });

  test("uses the build's compressed forms only when they hold the file's bytes", async () => {
    const { client, script } = build();
    const file = path.join(client, "assets", "app-1.js");
    // A marker only these stored forms carry (brotli at quality 1 differs from quality 11).
    const stored = brotliCompressSync(script, { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } });
    expect(stored.equals(brotliCompressSync(script))).toBe(false);
    writeFileSync(`${file}.br`, stored);
    writeFileSync(`${file}.gz`, gzipSync("stale bytes from an earlier build"));
    const site = await loadStaticSite(client);
    const asset = site.file("/assets/app-1.js");
    expect(asset?.representations.br.body.equals(stored)).toBe(true);
    expect(gunzipSync(asset?.representations.gzip.body ?? Buffer.alloc(0)).toString()).toBe(script);
    // The compressed forms are not served as files of their own.
    expect(site.file("/assets/app-1.js.br")).toBeUndefined();
  });

  test("an absent build is an empty site", async () => {
    expect((await loadStaticSite("/nonexistent-build/client")).size).toBe(0);
  });
});

describe("content security policy", () => {
  test("never allows inline scripts wholesale and forbids framing", () => {
    const policy = contentSecurityPolicy({ nonce: "abc", scriptHashes: ["h1"] });
    const scriptSrc = policy.split("; ").find((directive) => directive.startsWith("script-src"));
    expect(scriptSrc).toBe("script-src 'self' 'nonce-abc' 'sha256-h1'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy({ https: true })).toContain("upgrade-insecure-requests");
  });
});
