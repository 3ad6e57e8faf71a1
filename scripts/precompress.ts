// Run by `npm run build` after React Router's build: every file of the client build that is
// worth compressing gets its brotli (quality 11) and gzip (level 9) forms written beside it
// (`x.js.br`, `x.js.gz`), so the server starts with them ready and never has to send a first
// response uncompressed or spend its CPU compressing. Prerendered pages are first rewritten
// the way the server serves them (module loading after the first paint, app/platform/deferred-hydration.server.ts),
// so the compressed forms hold exactly the served bytes. The server checks each form against
// its file when it starts and compresses again any that does not match.
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  compress,
  compressedEncodings,
  precompressedSuffix,
  servedBytes,
  worthCompressing,
} from "../host/static-pages.ts";

const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
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
      const bytes = worthCompressing(file, body.length) ? await compress(body, encoding) : undefined;
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
console.log(
  `precompress: ${written} compressed forms for ${files.length} files in ${((performance.now() - started) / 1000).toFixed(1)} s (brotli: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB)`,
);
