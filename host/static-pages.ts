import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { deferHydration } from "./deferred-hydration.ts";

// Prerendered pages are files written at build time. Their inline scripts (the theme
// script and React Router's hydration data) cannot carry a per-response nonce, so each file
// is served with a CSP that lists the sha256 of exactly the inline scripts it contains.
// Their module loading is moved after the first paint (deferred-hydration.ts) when loaded.

export interface StaticPage {
  body: Buffer;
  etag: string;
  scriptHashes: string[];
  contentType: string;
}

const inlineScriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** Base64 sha256 of every executable inline script (JSON data blocks need no hash). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(inlineScriptPattern)) {
    const attributes = match[1] ?? "";
    const content = match[2] ?? "";
    if (/\bsrc\s*=/.test(attributes)) continue;
    if (/type\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue;
    hashes.add(createHash("sha256").update(content, "utf8").digest("base64"));
  }
  return [...hashes];
}

/** The prerendered file for a URL path, if the build wrote one. */
export function prerenderedFileFor(clientDir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes("\0") || decoded.split("/").includes("..")) return null;
  if (decoded.endsWith(".data")) return path.join(clientDir, decoded);
  if (path.extname(decoded) !== "") return null;
  return path.join(clientDir, decoded, "index.html");
}

export function createStaticPageCache(clientDir: string) {
  const cache = new Map<string, StaticPage | null>();
  return async function load(urlPath: string): Promise<StaticPage | null> {
    const file = prerenderedFileFor(clientDir, urlPath);
    if (!file?.startsWith(clientDir)) return null;
    if (cache.has(file)) return cache.get(file) ?? null;
    let page: StaticPage | null = null;
    try {
      if ((await stat(file)).isFile()) {
        const isHtml = file.endsWith(".html");
        const raw = await readFile(file);
        const body = isHtml ? Buffer.from(deferHydration(raw.toString("utf8")), "utf8") : raw;
        page = {
          body,
          etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
          scriptHashes: isHtml ? inlineScriptHashes(body.toString("utf8")) : [],
          contentType: isHtml ? "text/html; charset=utf-8" : "text/x-script",
        };
      }
    } catch {
      page = null;
    }
    cache.set(file, page);
    return page;
  };
}
