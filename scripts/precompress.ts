// Run by `npm run build` after React Router's build: every file of the client build that is
// worth compressing gets its brotli (quality 11) and gzip (level 9) forms written beside it
// (`x.js.br`, `x.js.gz`), so the server starts with them ready and never has to send a first
// response uncompressed or spend its CPU compressing. Prerendered pages are first rewritten
// the way the server serves them (module loading after the first paint, app/platform/deferred-hydration.server.ts),
// so the compressed forms hold exactly the served bytes. The server checks each form against
// its file when it starts and compresses again any that does not match.
//
// Brotli at quality 11 is most of the build's time. Compressed forms are kept by the hash of the
// bytes they compress (and the settings) in node_modules/.cache/precompress, so a build compresses
// only what changed since the last one; PRECOMPRESS_CACHE=off compresses everything.
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  compress,
  compressedEncodings,
  precompressedSuffix,
  servedBytes,
  worthCompressing,
} from "../host/static-pages.ts";

const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
const cacheDir =
  process.env.PRECOMPRESS_CACHE === "off" ? undefined : path.resolve("node_modules", ".cache", "precompress");
if (cacheDir) await mkdir(cacheDir, { recursive: true });
// Part of every cache key: a change to the compressor's settings (in compress()) must change it.
const settings = createHash("sha256").update(compress.toString()).digest("hex").slice(0, 16);
let reused = 0;
const used = new Set<string>();

/** The compressed form of `body`, from the cache when these bytes were compressed before. */
async function compressedForm(body: Buffer, encoding: (typeof compressedEncodings)[number]): Promise<Buffer> {
  if (!cacheDir) return compress(body, encoding);
  const key = createHash("sha256").update(settings).update(encoding).update(body).digest("hex");
  const cached = path.join(cacheDir, `${key}.${encoding}`);
  used.add(path.basename(cached));
  const hit = await readFile(cached).catch(() => undefined);
  if (hit) {
    reused++;
    return hit;
  }
  const bytes = await compress(body, encoding);
  // Written under a temporary name and renamed: a build stopped halfway leaves no torn entry.
  const temporary = `${cached}.${process.pid}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, cached);
  return bytes;
}
const started = performance.now();
const suffixes = Object.values(precompressedSuffix);
const files = (await readdir(clientDir, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && !suffixes.some((suffix) => entry.name.endsWith(suffix)))
  .map((entry) => path.join(entry.parentPath, entry.name));

let written = 0;
let before = 0;
let after = 0;
// A few at a time: zlib runs them on libuv's thread pool.
const queue = [...files];
async function worker() {
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    const raw = await readFile(file);
    const body = servedBytes(file, raw);
    if (body !== raw) await writeFile(file, body);
    for (const encoding of compressedEncodings) {
      const target = file + precompressedSuffix[encoding];
      const bytes = worthCompressing(file, body.length) ? await compressedForm(body, encoding) : undefined;
      if (bytes && bytes.length < body.length) {
        await writeFile(target, bytes);
        written++;
        if (encoding === "br") {
          before += body.length;
          after += bytes.length;
        }
      } else {
        await rm(target, { force: true });
      }
    }
  }
}
await Promise.all(Array.from({ length: 4 }, worker));
// The cache holds this build's forms only: entries no file asked for are dropped.
if (cacheDir) {
  for (const name of await readdir(cacheDir)) {
    if (!used.has(name)) await rm(path.join(cacheDir, name), { force: true });
  }
}
console.log(
  `precompress: ${written} compressed forms (${reused} unchanged, from the cache) for ${files.length} files in ${((performance.now() - started) / 1000).toFixed(1)} s (brotli: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB)`,
);
