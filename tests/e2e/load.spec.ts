import { expect, test } from "@playwright/test";
import { type ServerProcess, startServer, timed } from "./server-process.ts";

// Issue 22, point 4: two clients asking for new SIP simulations (20,000 paths × 40 years, a new
// seed each time) took a server-rendered page from p50 37 ms to 462 ms (p95 92 ms to 3.2 s),
// because each run held the event loop for 110-220 ms. Now runs are limited per visitor and
// run in a worker thread.
let server: ServerProcess | undefined;
test.afterEach(async () => {
  await server?.stop();
});

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
};

/** Times `count` requests for `url`, one after another, about every `spacingMs`. */
async function sample(url: string, count: number, spacingMs = 20): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < count; index++) {
    const { ms, status } = await timed(url);
    expect(status).toBe(200);
    times.push(ms);
    await new Promise((resolve) => setTimeout(resolve, spacingMs));
  }
  return times;
}

test("pages stay fast while two clients request uncached simulations as fast as the limit allows", async () => {
  test.setTimeout(180_000);
  server = await startServer({ TRUST_PROXY: "1", LOG_LEVEL: "warn" });
  const { base } = server;
  // A server-rendered page (a query string is never served from the prerendered files).
  const page = `${base}/calculators/sip?monthlyInvestment=5000&years=10`;
  await sample(page, 15, 0); // warm: modules loaded, code compiled
  const before = await sample(page, 60);

  const answers = new Map<number, number>();
  const refused = new Set<string>();
  async function client(ip: string) {
    // Until each has been refused and a few seconds more: every run it may have, then 429s.
    const until = { refusedAt: 0 };
    while (!until.refusedAt || performance.now() - until.refusedAt < 3000) {
      const seed = Math.floor(Math.random() * 4_000_000_000);
      const response = await fetch(`${base}/api/tools/sip-simulation?paths=20000&years=40&seed=${seed}`, {
        headers: { "X-Forwarded-For": ip },
      });
      await response.arrayBuffer();
      answers.set(response.status, (answers.get(response.status) ?? 0) + 1);
      if (response.status === 429 && !until.refusedAt) {
        until.refusedAt = performance.now();
        refused.add(ip);
      }
    }
  }
  const clients = Promise.all([client("203.0.113.10"), client("203.0.113.20")]);
  let done = false;
  void clients.finally(() => {
    done = true;
  });
  const loaded: number[] = [];
  while (!done) loaded.push(...(await sample(page, 1)));
  await clients;
  const after = await sample(page, 60);

  const figures = {
    beforeP95: percentile(before, 0.95),
    afterP95: percentile(after, 0.95),
    loadedP50: percentile(loaded, 0.5),
    loadedP95: percentile(loaded, 0.95),
    samples: loaded.length,
    answers: Object.fromEntries(answers),
  };
  test.info().annotations.push({ type: "figures", description: JSON.stringify(figures) });
  console.log(JSON.stringify(figures));
  // Each client got its ten runs a minute, and was refused after that.
  expect(answers.get(200)).toBe(20);
  expect(refused.size).toBe(2);
  expect([...answers.keys()].filter((status) => status !== 200 && status !== 429)).toEqual([]);
  // p95 under 100 ms on a quiet machine; on a busy one, no worse than twice the p95 measured
  // without the simulations just before and after (it was 35 times worse).
  expect(figures.loadedP95).toBeLessThan(Math.max(100, 2 * Math.max(figures.beforeP95, figures.afterP95)));

  // The page counts against the same limit: past it, the form and a message instead of figures.
  const limitedPage = await fetch(`${base}/tools/sip-simulation?paths=100&seed=77`, {
    headers: { "X-Forwarded-For": "203.0.113.10" },
  });
  expect(limitedPage.status).toBe(429);
  expect(limitedPage.headers.get("retry-after")).toMatch(/^\d+$/);
  expect(await limitedPage.text()).toContain("Too many simulations from your connection.");
  const otherVisitor = await fetch(`${base}/tools/sip-simulation?paths=100&seed=77`, {
    headers: { "X-Forwarded-For": "203.0.113.30" },
  });
  expect(otherVisitor.status).toBe(200);
});
