import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { brotliCompress, brotliCompressSync, gzip, gzipSync, constants as zlibConstants } from "node:zlib";
import type { RequestHandler } from "express";
import { type Encoding, preferredEncoding } from "./encoding.ts";

// Compression of what is rendered per request (pages such as /search?q=sip, API answers, error
// pages). The body is collected and compressed in one call when the response ends, then sent in
// one write with its Content-Length (issue 26). Every such body is whole in memory before its
// first byte goes out anyway (entry.server.tsx waits for the whole document, the API routes
// answer with strings), so collecting it delays nothing. The `compression` middleware this
// replaces ran a streaming encoder per response, flushed after every chunk React Router wrote
// (writeReadableStreamToWritable calls res.flush()) and sent the result chunked: the search page
// (42 KB) cost 1.6 to 2.1 ms more CPU with brotli than without, where compressing it in one call
// costs about 0.7 ms at quality 4 and about half that at quality 3 (docs/performance.md).
//
// The rules are those `compression` applied: brotli whenever the client accepts it, whatever the
// order of its Accept-Encoding (encoding.ts), then gzip, else the body as it is; only text-like
// types; not with `Cache-Control: no-transform`, not an answer already encoded, not HEAD, not a
// 204 or 304; `Vary: Accept-Encoding` on every answer of a compressible type. A body under 1 KB
// goes as it is (`compression` skipped those only when it knew their length in advance). What must
// stream goes out as written, uncompressed: server-sent events, and an answer whose headers were
// flushed before its body (none of our routes does either today).

/** Bodies under this go as they are: the header and the encoding cost more than they save. */
export const compressionThreshold = 1024;
/**
 * Bodies up to this are compressed on the event loop, the cheapest way in CPU (the thread pool
 * costs a hand-off each way); larger ones in the thread pool, so no answer holds the loop long.
 */
const syncLimit = 256 * 1024;

/** Types worth compressing (as the `compressible` package judges them for our answers). */
const compressibleType =
  /^\s*(?:text\/(?!event-stream)|application\/(?:json|javascript|x-javascript|ecmascript|xml|x-www-form-urlencoded)\b|image\/svg\+xml\b|[^;]*\+(?:json|xml|text)\s*(?:;|$))/i;
const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const eventStream = /^\s*text\/event-stream/i;

function headerText(value: number | string | string[] | undefined): string {
  return value === undefined ? "" : Array.isArray(value) ? value.join(", ") : String(value);
}

/** The answer may vary by Accept-Encoding: a compressible type that may be transformed. */
function compressible(res: ServerResponse): boolean {
  return (
    compressibleType.test(headerText(res.getHeader("Content-Type"))) &&
    !noTransform.test(headerText(res.getHeader("Cache-Control")))
  );
}

function addVary(res: ServerResponse) {
  const vary = headerText(res.getHeader("Vary"));
  if (vary === "") res.setHeader("Vary", "Accept-Encoding");
  else if (!/(?:^|,)\s*(?:\*|accept-encoding)\s*(?:,|$)/i.test(vary))
    res.setHeader("Vary", `${vary}, Accept-Encoding`);
}

function brotliOptions(size: number) {
  return {
    params: {
      // Quality 3, chosen by the throughput test (tests/e2e/compression.spec.ts): brotli at its
      // best (11) halved the search page's throughput; at 4 the page is 10,200 bytes and costs
      // twice the CPU of 3 (10,723 bytes; gzip 10,383), which put the test's ratio near its 0.8
      // limit. The size hint and a 256 KB window (the default is 4 MB) fit the encoder's buffers
      // to the body.
      [zlibConstants.BROTLI_PARAM_QUALITY]: 3,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: size,
      [zlibConstants.BROTLI_PARAM_LGWIN]: 18,
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
    },
  };
}

function compressSync(body: Buffer, encoding: Exclude<Encoding, "identity">): Buffer {
  return encoding === "br" ? brotliCompressSync(body, brotliOptions(body.length)) : gzipSync(body);
}

function compressAsync(
  body: Buffer,
  encoding: Exclude<Encoding, "identity">,
  done: (error: Error | null, result: Buffer) => void,
) {
  if (encoding === "br") brotliCompress(body, brotliOptions(body.length), done);
  else gzip(body, done);
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
}

type Callback = (error?: Error | null) => void;

/** The middleware: mount it after the static files, before the routes that render. */
export function dynamicCompression(): RequestHandler {
  return (req, res, next) => {
    hookResponse(req, res, preferredEncoding(req.headers["accept-encoding"]));
    next();
  };
}

function hookResponse(req: IncomingMessage, res: ServerResponse, encoding: Encoding) {
  const writeHead = res.writeHead;
  // Vary goes on every compressible answer, compressed or not, as the headers go out.
  res.writeHead = function (
    this: ServerResponse,
    statusCode: number,
    reason?: string | OutgoingHttpHeaders | (string | string[])[],
    headers?: OutgoingHttpHeaders | (string | string[])[],
  ) {
    let message = reason;
    let fields = headers;
    if (typeof message !== "string") {
      fields = message;
      message = undefined;
    }
    // Headers given here count for the decision: set them first (as on-headers does).
    if (fields && !Array.isArray(fields)) {
      for (const [name, value] of Object.entries(fields))
        if (value !== undefined) this.setHeader(name, value);
      fields = undefined;
    }
    if (!this.headersSent && compressible(this)) addVary(this);
    const original = writeHead as (...args: unknown[]) => ServerResponse;
    if (fields !== undefined) return original.call(this, statusCode, message, fields);
    return message === undefined ? original.call(this, statusCode) : original.call(this, statusCode, message);
  } as typeof res.writeHead;
  if (encoding === "identity") return;

  const write = res.write;
  const end = res.end;
  const flushHeaders = res.flushHeaders;
  /** The body so far, while it is being collected; undefined when not (yet) collecting. */
  let chunks: Buffer[] | undefined;
  let size = 0;
  let decided = false;

  /** Collect this answer's body? Decided at its first write, when its headers are set. */
  function decide(): boolean {
    decided = true;
    const status = res.statusCode;
    const collect =
      !res.headersSent &&
      req.method !== "HEAD" &&
      status >= 200 &&
      status !== 204 &&
      status !== 304 &&
      compressible(res) &&
      !eventStream.test(headerText(res.getHeader("Content-Type"))) &&
      headerText(res.getHeader("Content-Encoding") ?? "identity").toLowerCase() === "identity";
    if (collect) chunks = [];
    return collect;
  }

  // Headers sent before the body (server-sent events do this) mean the answer streams.
  res.flushHeaders = function (this: ServerResponse) {
    if (!decided) decided = true;
    return flushHeaders.call(this);
  };

  res.write = function (this: ServerResponse, ...args: unknown[]) {
    if (!decided) decide();
    if (chunks === undefined) return (write as (...args: unknown[]) => boolean).apply(this, args);
    if (this.destroyed) return false;
    const [chunk, encodingOrCallback, callback] = args;
    const buffer = toBuffer(chunk, encodingOrCallback);
    chunks.push(buffer);
    size += buffer.length;
    const done = typeof encodingOrCallback === "function" ? encodingOrCallback : callback;
    if (typeof done === "function") process.nextTick(done as Callback);
    return true;
  } as typeof res.write;

  res.end = function (this: ServerResponse, ...args: unknown[]) {
    if (!decided) decide();
    if (chunks === undefined) return (end as (...args: unknown[]) => ServerResponse).apply(this, args);
    let [body, textEncoding, done] = args;
    if (typeof body === "function") {
      done = body;
      body = undefined;
    } else if (typeof textEncoding === "function") {
      done = textEncoding;
      textEncoding = undefined;
    }
    // Destroyed while collecting (the client left, or the body's stream failed): nothing to send.
    if (this.destroyed) return this;
    if (body !== undefined && body !== null) {
      const buffer = toBuffer(body, textEncoding);
      chunks.push(buffer);
      size += buffer.length;
    }
    const whole = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, size);
    chunks = undefined;
    const send = (bytes: Buffer, coding: Encoding) => {
      if (this.destroyed) return;
      if (coding !== "identity") this.setHeader("Content-Encoding", coding);
      this.setHeader("Content-Length", bytes.length);
      (end as (...args: unknown[]) => ServerResponse).call(this, bytes, done as Callback | undefined);
    };
    if (whole.length < compressionThreshold) send(whole, "identity");
    else if (whole.length <= syncLimit) send(compressSync(whole, encoding), encoding);
    else
      compressAsync(whole, encoding, (error, compressed) =>
        error ? send(whole, "identity") : send(compressed, encoding),
      );
    return this;
  } as typeof res.end;
}
