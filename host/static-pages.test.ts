import { createHash } from "node:crypto";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { contentSecurityPolicy } from "../app/server/csp.server.ts";
import { inlineScriptHashes, prerenderedFileFor } from "./static-pages.ts";

const sha = (text: string) => createHash("sha256").update(text).digest("base64");

describe("prerendered pages", () => {
  test("hashes executable inline scripts only", () => {
    const html =
      '<script>a()</script><script type="module" src="/x.js"></script><script type="application/ld+json">{}</script><script nonce="n">b()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("b()")]);
  });

  test("maps URLs to files inside the client folder and refuses traversal", () => {
    const dir = "/srv/build/client";
    expect(prerenderedFileFor(dir, "/")).toBe(path.join(dir, "index.html"));
    expect(prerenderedFileFor(dir, "/about")).toBe(path.join(dir, "about", "index.html"));
    expect(prerenderedFileFor(dir, "/about.data")).toBe(path.join(dir, "about.data"));
    expect(prerenderedFileFor(dir, "/favicon.svg")).toBeNull();
    expect(prerenderedFileFor(dir, "/../secret")).toBeNull();
    expect(prerenderedFileFor(dir, "/%2e%2e/secret")).toBeNull();
    expect(prerenderedFileFor(dir, "/%E0%A4%A")).toBeNull();
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
