import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlibConstants } from "node:zlib";
import { deferHydration } from "./deferred-hydration.ts";

// Files written at build time: prerendered pages (and their .data), hashed assets and other
// public files. Each is read once, and compressed once per encoding the first time a client
// asks for it (brotli at its best setting, gzip at 9, off the event loop), then served from
// memory with a strong ETag per encoding: compressing on every request cost 85% of the
// throughput of prerendered pages.
//
// Prerendered pages' inline scripts (the theme script and React Router's hydration data)
// cannot carry a per-response nonce, so each page is served with a CSP that lists the sha256
// of exactly the inline scripts it contains. Their module loading is moved after the first
// paint (deferred-hydration.ts) when loaded.

export type Encoding = "br" | "gzip" | "identity";

export interface Representation {
  body: Buffer;
  etag: string;
  encoding: Encoding;
}

export interface StaticFile {
  kind: "page" | "asset" | "public";
  contentType: string;
  scriptHashes: string[];
  /** The bytes for an encoding, compressed on first use; identity when compression does not pay. */
  representation(encoding: Encoding): Promise<Representation>;
}

/** How long a request waits for a first compression before it is sent uncompressed instead. */
export const firstCompressionWaitMs = 50;

/**
 * The stored bytes for the client's encoding. The first request for an encoding starts its
 * compression; if that takes longer than `firstCompressionWaitMs` (brotli's best setting on a
 * large page, a busy CPU) this request gets the uncompressed bytes and later ones the stored
 * compressed bytes.
 */
export async function representationFor(file: StaticFile, encoding: Encoding): Promise<Representation> {
  const compressed = file.representation(encoding);
  if (encoding === "identity") return compressed;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fallback = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), firstCompressionWaitMs);
  });
  const first = await Promise.race([compressed, fallback]);
  clearTimeout(timer);
  return first === "late" ? file.representation("identity") : first;
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

function decodePath(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes("\0") || decoded.includes("\\") || decoded.split("/").includes("..")) return null;
  return decoded;
}

/** The prerendered file for a URL path, if the build wrote one. */
export function prerenderedFileFor(clientDir: string, urlPath: string): string | null {
  const decoded = decodePath(urlPath);
  if (decoded === null) return null;
  if (decoded.endsWith(".data")) return path.join(clientDir, decoded);
  if (path.extname(decoded) !== "") return null;
  return path.join(clientDir, decoded, "index.html");
}

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".data": "text/x-script",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".ico": "image/x-icon",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
};
const compressible = new Set([
  ".html",
  ".data",
  ".js",
  ".mjs",
  ".css",
  ".json",
  ".webmanifest",
  ".map",
  ".svg",
  ".xml",
  ".txt",
  ".ico",
]);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function etagOf(body: Buffer, suffix: string): string {
  return `"${createHash("sha1").update(body).digest("base64url")}${suffix}"`;
}

function fileWith(
  kind: StaticFile["kind"],
  extension: string,
  body: Buffer,
  scriptHashes: string[],
): StaticFile {
  const identity: Representation = { body, etag: etagOf(body, ""), encoding: "identity" };
  const compressed = new Map<Encoding, Promise<Representation>>();
  const worthIt = compressible.has(extension) && body.length > 256;
  return {
    kind,
    contentType: contentTypes[extension] ?? "application/octet-stream",
    scriptHashes,
    representation(encoding) {
      if (encoding === "identity" || !worthIt) return Promise.resolve(identity);
      let result = compressed.get(encoding);
      if (!result) {
        const work =
          encoding === "br"
            ? brotli(body, {
                params: {
                  [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
                  [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              })
            : gzipAsync(body, { level: 9 });
        result = work.then((bytes) =>
          bytes.length < body.length
            ? { body: bytes, etag: etagOf(body, encoding === "br" ? "-br" : "-gz"), encoding }
            : identity,
        );
        compressed.set(encoding, result);
      }
      return result;
    },
  };
}

/** Looks up build output by URL path: prerendered pages first, then other files. */
export function createStaticFiles(clientDir: string) {
  const cache = new Map<string, Promise<StaticFile | null>>();

  async function load(file: string, kind: StaticFile["kind"]): Promise<StaticFile | null> {
    try {
      if (!(await stat(file)).isFile()) return null;
      const extension = path.extname(file);
      const raw = await readFile(file);
      if (extension !== ".html") return fileWith(kind, extension, raw, []);
      const html = deferHydration(raw.toString("utf8"));
      return fileWith(kind, extension, Buffer.from(html, "utf8"), inlineScriptHashes(html));
    } catch {
      return null;
    }
  }

  function cached(file: string, kind: StaticFile["kind"]): Promise<StaticFile | null> {
    let entry = cache.get(file);
    if (!entry) {
      entry = load(file, kind);
      cache.set(file, entry);
      // Misses are not kept: a scan of made-up paths must not grow the cache.
      void entry.then((found) => {
        if (!found) cache.delete(file);
      });
    }
    return entry;
  }

  return {
    /** A prerendered page or its .data, for a page URL. */
    page(urlPath: string): Promise<StaticFile | null> {
      const file = prerenderedFileFor(clientDir, urlPath === "/" ? "/" : urlPath);
      if (!file?.startsWith(clientDir)) return Promise.resolve(null);
      return cached(file, "page");
    },
    /** Any other file of the client build (assets, favicon, robots.txt, sitemap.xml). */
    file(urlPath: string): Promise<StaticFile | null> {
      const decoded = decodePath(urlPath);
      if (decoded === null || path.extname(decoded) === "" || decoded.endsWith(".html"))
        return Promise.resolve(null);
      const file = path.join(clientDir, decoded);
      if (!file.startsWith(`${clientDir}${path.sep}`)) return Promise.resolve(null);
      return cached(file, decoded.startsWith("/assets/") ? "asset" : "public");
    },
  };
}
