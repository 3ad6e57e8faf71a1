import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterEach, describe, expect, test } from "vitest";
import { compressionThreshold, dynamicCompression } from "./dynamic-compression.ts";

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

const page = `<!doctype html><html><body>${"<p>Systematic investment plans, explained.</p>".repeat(400)}</body></html>`;

/** An app that answers as React Router does (headers, then the body in chunks), and in other ways. */
async function start() {
  const app = express();
  app.use(dynamicCompression());
  app.get("/page", (_req, res) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.write(page.slice(0, 5000));
    res.write(Buffer.from(page.slice(5000, 9000)));
    res.end(page.slice(9000));
  });
  // Larger than any page: compressed off the event loop.
  app.get("/large", (_req, res) => {
    res.type("application/json").send(JSON.stringify({ page: page.repeat(20) }));
  });
  app.get("/json", (_req, res) => {
    res.json({ rates: Array.from({ length: 200 }, (_, tenure) => ({ tenure, rate: 7.1 })) });
  });
  app.get("/tiny", (_req, res) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.write("<p>");
    res.end("small</p>");
  });
  app.get("/no-transform", (_req, res) => {
    res.set("Cache-Control", "no-transform").type("text/html").send(page);
  });
  app.get("/pdf", (_req, res) => {
    res.type("application/pdf").send(Buffer.from(page));
  });
  app.get("/encoded", (_req, res) => {
    res
      .set("Content-Encoding", "gzip")
      .type("text/plain")
      .end(Buffer.from([1, 2, 3]));
  });
  app.get("/events", (_req, res) => {
    res.setHeader("Content-Type", "text/event-stream");
    res.flushHeaders();
    res.write(`data: first ${"x".repeat(2000)}\n\n`);
    setTimeout(() => res.end("data: last\n\n"), 1000);
  });
  const server = app.listen(0);
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return (server.address() as AddressInfo).port;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** Milliseconds from the request to the first byte of the body. */
  firstByteMs: number;
}

function get(port: number, path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<Answer>((resolve, reject) => {
    const started = Date.now();
    const call = httpRequest({ port, path, method, headers }, (answer) => {
      const chunks: Buffer[] = [];
      let firstByteMs = -1;
      answer.on("data", (chunk: Buffer) => {
        if (firstByteMs < 0) firstByteMs = Date.now() - started;
        chunks.push(chunk);
      });
      answer.on("end", () =>
        resolve({
          status: answer.statusCode ?? 0,
          headers: answer.headers,
          body: Buffer.concat(chunks),
          firstByteMs,
        }),
      );
    });
    call.on("error", reject);
    call.end();
  });
}

describe("dynamic compression", () => {
  test("a rendered page goes out compressed in one piece: brotli whatever the header's order, with its Content-Length", async () => {
    const port = await start();
    for (const header of ["gzip, deflate, br, zstd", "br", "gzip;q=1, br;q=0.1"]) {
      const answer = await get(port, "/page", { "Accept-Encoding": header });
      expect(answer.headers["content-encoding"]).toBe("br");
      expect(answer.headers.vary).toBe("Accept-Encoding");
      expect(answer.headers["transfer-encoding"]).toBeUndefined();
      expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
      expect(answer.body.length).toBeLessThan(page.length / 5);
      expect(brotliDecompressSync(answer.body).toString()).toBe(page);
    }
  });

  test("a large answer is compressed off the event loop, with the same headers", async () => {
    const port = await start();
    const expected = JSON.stringify({ page: page.repeat(20) });
    expect(expected.length).toBeGreaterThan(256 * 1024);
    for (const [header, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const answer = await get(port, "/large", { "Accept-Encoding": header });
      expect(answer.headers["content-encoding"]).toBe(header);
      expect(answer.headers.vary).toBe("Accept-Encoding");
      expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
      expect(decode(answer.body).toString()).toBe(expected);
    }
  });

  test("gzip when brotli is not accepted, the page as it is when neither is (Vary either way)", async () => {
    const port = await start();
    const gzip = await get(port, "/page", { "Accept-Encoding": "gzip, deflate" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(Number(gzip.headers["content-length"])).toBe(gzip.body.length);
    expect(gunzipSync(gzip.body).toString()).toBe(page);
    const plainHeaders: Record<string, string>[] = [
      {},
      { "Accept-Encoding": "identity" },
      { "Accept-Encoding": "br;q=0, gzip;q=0" },
    ];
    for (const headers of plainHeaders) {
      const plain = await get(port, "/page", headers);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers.vary).toBe("Accept-Encoding");
      expect(plain.body.toString()).toBe(page);
    }
  });

  test("JSON answers are compressed and keep Express's ETag and its 304", async () => {
    const port = await start();
    const answer = await get(port, "/json", { "Accept-Encoding": "br" });
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(JSON.parse(brotliDecompressSync(answer.body).toString()).rates).toHaveLength(200);
    const etag = String(answer.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const revalidated = await get(port, "/json", { "Accept-Encoding": "br", "If-None-Match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers["content-encoding"]).toBeUndefined();
    expect(revalidated.body.length).toBe(0);
  });

  test(`bodies under ${compressionThreshold} bytes, HEAD, no-transform, binary and already encoded answers go as they are`, async () => {
    const port = await start();
    const br = { "Accept-Encoding": "br, gzip" };
    const tiny = await get(port, "/tiny", br);
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.headers.vary).toBe("Accept-Encoding");
    expect(tiny.headers["content-length"]).toBe("12");
    expect(tiny.body.toString()).toBe("<p>small</p>");
    const head = await get(port, "/page", br, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBeUndefined();
    expect(head.headers.vary).toBe("Accept-Encoding");
    expect(head.body.length).toBe(0);
    const noTransform = await get(port, "/no-transform", br);
    expect(noTransform.headers["content-encoding"]).toBeUndefined();
    expect(noTransform.headers.vary).toBeUndefined();
    expect(noTransform.body.toString()).toBe(page);
    const pdf = await get(port, "/pdf", br);
    expect(pdf.headers["content-encoding"]).toBeUndefined();
    expect(pdf.headers.vary).toBeUndefined();
    expect(pdf.body.length).toBe(page.length);
    const encoded = await get(port, "/encoded", br);
    expect(encoded.headers["content-encoding"]).toBe("gzip");
    expect([...encoded.body]).toEqual([1, 2, 3]);
  });

  test("server-sent events stream: the first event arrives before the answer ends", async () => {
    const port = await start();
    const events = await get(port, "/events", { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(events.headers["content-encoding"]).toBeUndefined();
    expect(events.firstByteMs).toBeLessThan(800);
    expect(events.body.toString()).toMatch(/^data: first x+\n\ndata: last\n\n$/);
  });
});
