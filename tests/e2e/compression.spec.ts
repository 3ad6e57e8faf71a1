import { readFileSync } from "node:fs";
import { Agent, request as httpGet } from "node:http";
import { expect, test } from "@playwright/test";
import { startServer } from "./server-process.ts";

// Pages rendered per request are compressed for each response, so the compressor's speed is
// part of every response's cost: brotli at its best quality halved the search page's
// throughput (issue 26). Brotli at a fast quality must keep at least 80% of it.
//
// Throughput here is measured as the server's CPU time per request (Linux's /proc): the
// server runs one thread for requests, so at its limit requests/s is the inverse of that
// time, and unlike the wall time it does not depend on what else the machine is running
// (the wall-clock ratio of the same runs went from 0.4 to 2 with other tests running).
//
// Met since 2026-11-27 (host/dynamic-compression.ts). With the `compression` middleware (a
// streaming encoder per response, a flush after each chunk, chunked writes) the ratio measured
// 0.62 to 0.80 on this two-core machine, and about the same with brotli at quality 1: the cost
// was the path around the compressing. Now the body is compressed in one call when it ends
// (brotli quality 3) and sent with its Content-Length: 0.86 to 0.98 in 16 of 17 runs at load
// averages of 2 to 11 (one run at 0.755), where quality 4 gave 0.74 to 0.93 (3 of 14 under 0.8).
// Side by side at the same moment, the old path 0.71 to 0.83, the new one 0.82 to 0.98.
// The same measurement with both sides uncompressed spreads from 0.85 to 1.05 here: that is the
// noise the margin has to cover. See docs/performance.md.

/** CPU seconds the process has used (user and system, all its threads). */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100; // clock ticks of 1/100 s
}

test("the search page compressed with brotli serves at least 80% of its uncompressed throughput (issue 26)", async () => {
  test.setTimeout(180_000);
  // A server of its own: the other tests' requests would share its event loop with these.
  const server = await startServer({ LOG_LEVEL: "warn" });
  const url = new URL(`${server.base}/search?q=sip`);
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  const get = (encoding: string) =>
    new Promise<string | undefined>((resolve, reject) => {
      const call = httpGet(
        {
          hostname: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          agent,
          headers: { "Accept-Encoding": encoding },
        },
        (answer) => {
          answer.resume();
          answer.on("end", () => resolve(answer.headers["content-encoding"]));
        },
      );
      call.on("error", reject);
      call.end();
    });
  /** Server CPU seconds for a batch of requests, four at a time. */
  const batch = async (encoding: string) => {
    const before = cpuSeconds(server.pid);
    const encodings = await Promise.all(Array.from({ length: 8 }, () => get(encoding)));
    return { seconds: cpuSeconds(server.pid) - before, encodings };
  };
  try {
    const chrome = "gzip, deflate, br, zstd";
    expect((await batch(chrome)).encodings).toEqual(Array(8).fill("br"));
    expect((await batch("identity")).encodings).toEqual(Array(8).fill(undefined));
    // Warm up both paths (the JIT, the page's first renders) before measuring.
    for (let warm = 0; warm < 3; warm++) await Promise.all([batch(chrome), batch("identity")]);
    // Each round runs plain, br, br, plain (or the reverse), so whatever the order costs falls
    // on both alike. Throughput with br over throughput without is the inverse ratio of the
    // CPU times. (At brotli's best quality the ratio was about 0.35; at quality 4 about 0.9.)
    const seconds: Record<string, number> = { identity: 0, [chrome]: 0 };
    for (let round = 0; round < 16; round++) {
      const [outer, inner] = round % 2 === 0 ? ["identity", chrome] : [chrome, "identity"];
      for (const encoding of [outer, inner, inner, outer])
        seconds[encoding] = (seconds[encoding] ?? 0) + (await batch(encoding)).seconds;
    }
    const plain = seconds.identity ?? 0;
    const br = seconds[chrome] ?? 0;
    test.info().annotations.push({
      type: "CPU",
      description: `br ${br.toFixed(2)} s, uncompressed ${plain.toFixed(2)} s`,
    });
    // 256 requests each: seconds of CPU, far above the 10 ms tick of the counters.
    expect(plain).toBeGreaterThan(0.5);
    expect(
      plain / br,
      `CPU: br ${br.toFixed(2)} s, uncompressed ${plain.toFixed(2)} s`,
    ).toBeGreaterThanOrEqual(0.8);
  } finally {
    agent.destroy();
    await server.stop();
  }
});
