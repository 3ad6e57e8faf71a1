import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, brotliDecompress, gunzip, gzip, constants as zlibConstants } from "node:zlib";
import { deferHydration } from "../app/platform/deferred-hydration.server.ts";
import type { Encoding } from "./encoding.ts";

// Files written at build time: prerendered pages (and their .data), hashed assets and other
// public files. All of them are read when the server starts into one map from URL path to
// bytes, with each file's brotli and gzip forms beside it, so a request never waits for a
// file or a compression and never gets uncompressed bytes because compression was not done
// yet. `npm run build` writes the compressed forms next to each file (`.br`, `.gz`, see
// scripts/precompress.ts); a file without them (a build made another way, the tests' small
// builds) is compressed while the server starts, and requests wait for that.
//
// Prerendered pages' inline scripts (the theme script and React Router's hydration data)
// cannot carry a per-response nonce, so each page is served with a CSP that lists the sha256
// of exactly the inline scripts it contains. Their module loading is moved after the first
// paint (app/platform/deferred-hydration.server.ts; the build applies the same rewrite before compressing).

export type { Encoding };

export interface Representation {
  body: Buffer;
  /** Strong, and different per encoding ("…-br", "…-gz"). */
  etag: string;
  encoding: Encoding;
}

export interface StaticFile {
  kind: "page" | "asset" | "public";
  /** Its path in the client build, with "/" separators (`about/index.html`). */
  source: string;
  contentType: string;
  scriptHashes: string[];
  /** The bytes for each encoding; the identity bytes where compressing does not pay. */
  representations: Record<Encoding, Representation>;
}

export interface StaticSite {
  /** A prerendered page (`/about`) or its client-navigation data (`/about.data`), by URL path. */
  page(urlPath: string): StaticFile | undefined;
  /** Any other file of the client build (assets, favicon, robots.txt, sitemap.xml), by URL path. */
  file(urlPath: string): StaticFile | undefined;
  /** Every file served, once each. */
  all(): Iterable<StaticFile>;
  /** Every URL path served, with its file (what scripts/nginx-config.ts serves the same way). */
  entries(): Iterable<[urlPath: string, file: StaticFile]>;
  readonly size: number;
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

/** The decoded URL path, or null when it is not valid percent-encoding or tries to leave the folder. */
export function decodePath(urlPath: string): string | null {
  let decoded = urlPath;
  if (urlPath.includes("%")) {
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
  }
  if (decoded.includes("\0") || decoded.includes("\\")) return null;
  // Checked per request on the fast path: split only when a ".." is there at all.
  if (decoded.includes("..") && decoded.split("/").includes("..")) return null;
  return decoded;
}

/** Content types by extension (scripts/nginx-config.ts gives nginx the same table). */
export const contentTypes: Record<string, string> = {
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
const compressibleExtensions = new Set([
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

/** Where the compressed forms of a file are written, beside it. */
export const precompressedSuffix = { br: ".br", gzip: ".gz" } as const;
export const compressedEncodings = ["br", "gzip"] as const;

/** Text-like files over 256 bytes: smaller ones gain nothing worth a Content-Encoding. */
export function worthCompressing(file: string, size: number): boolean {
  return compressibleExtensions.has(path.extname(file)) && size > 256;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const unbrotliAsync = promisify(brotliDecompress);
const gunzipAsync = promisify(gunzip);

/** Compressed once, so at the best settings: brotli 11, gzip 9 (off the event loop). */
export function compress(body: Buffer, encoding: "br" | "gzip"): Promise<Buffer> {
  return encoding === "br"
    ? brotliAsync(body, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: 9 });
}

function decompress(body: Buffer, encoding: "br" | "gzip"): Promise<Buffer> {
  return encoding === "br" ? unbrotliAsync(body) : gunzipAsync(body);
}

/** The bytes served for a file: a prerendered page with its module loading deferred. */
export function servedBytes(file: string, raw: Buffer): Buffer {
  if (path.extname(file) !== ".html") return raw;
  const html = raw.toString("utf8");
  const deferred = deferHydration(html);
  return deferred === html ? raw : Buffer.from(deferred, "utf8");
}

function etagOf(body: Buffer, suffix: string): string {
  return `"${createHash("sha1").update(body).digest("base64url")}${suffix}"`;
}

/** The build's compressed form if it holds exactly these bytes, else a fresh compression. */
async function compressedForm(file: string, body: Buffer, encoding: "br" | "gzip"): Promise<Buffer> {
  try {
    const stored = await readFile(file + precompressedSuffix[encoding]);
    // Checked, not trusted: a file rebuilt or edited after its compressed forms were written
    // must not be served with stale bytes. Decompressing all of them takes milliseconds.
    if ((await decompress(stored, encoding)).equals(body)) return stored;
  } catch {
    // none written (or unreadable): compress below
  }
  return compress(body, encoding);
}

async function loadFile(file: string, source: string, kind: StaticFile["kind"]): Promise<StaticFile> {
  const extension = path.extname(file);
  const body = servedBytes(file, await readFile(file));
  const identity: Representation = { body, etag: etagOf(body, ""), encoding: "identity" };
  const representations: Record<Encoding, Representation> = { br: identity, gzip: identity, identity };
  if (worthCompressing(file, body.length)) {
    await Promise.all(
      compressedEncodings.map(async (encoding) => {
        const bytes = await compressedForm(file, body, encoding);
        if (bytes.length < body.length)
          representations[encoding] = {
            body: bytes,
            etag: etagOf(body, encoding === "br" ? "-br" : "-gz"),
            encoding,
          };
      }),
    );
  }
  return {
    kind,
    source,
    contentType: contentTypes[extension] ?? "application/octet-stream",
    scriptHashes: extension === ".html" ? inlineScriptHashes(body.toString("utf8")) : [],
    representations,
  };
}

/** Every file of the client build, relative, with "/" separators. */
async function listFiles(clientDir: string): Promise<string[]> {
  try {
    const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) =>
        path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
      );
  } catch {
    return []; // no build (tests, development)
  }
}

/**
 * Reads the client build into memory: pages under their URL (`about/index.html` is `/about`,
 * `index.html` is `/`), `.data` files and other files under their own path. Other `.html` files
 * and the compressed forms are not served by themselves.
 */
export async function loadStaticSite(clientDir: string): Promise<StaticSite> {
  const files = await listFiles(clientDir);
  const present = new Set(files);
  const pages = new Map<string, StaticFile>();
  const others = new Map<string, StaticFile>();
  await Promise.all(
    files.map(async (relative) => {
      const compressedForm = Object.values(precompressedSuffix).find((suffix) => relative.endsWith(suffix));
      if (compressedForm && present.has(relative.slice(0, -compressedForm.length))) return;
      const absolute = path.join(clientDir, relative);
      if (relative === "index.html" || relative.endsWith("/index.html")) {
        const urlPath = `/${relative.slice(0, -"index.html".length)}`.replace(/(.)\/$/, "$1");
        pages.set(urlPath, await loadFile(absolute, relative, "page"));
      } else if (relative.endsWith(".data")) {
        pages.set(`/${relative}`, await loadFile(absolute, relative, "page"));
      } else if (!relative.endsWith(".html")) {
        others.set(
          `/${relative}`,
          await loadFile(absolute, relative, relative.startsWith("assets/") ? "asset" : "public"),
        );
      }
    }),
  );
  return {
    page: (urlPath) => pages.get(urlPath),
    file: (urlPath) => others.get(urlPath),
    all: () => [...pages.values(), ...others.values()],
    entries: () => [...pages.entries(), ...others.entries()],
    size: pages.size + others.size,
  };
}
