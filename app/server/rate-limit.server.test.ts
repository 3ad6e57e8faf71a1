import { randomUUID } from "node:crypto";
import { createServer, type Server, type Socket } from "node:net";
import { Redis } from "ioredis";
import { afterAll, describe, expect, test } from "vitest";
import {
  createMemoryStore,
  createRateLimitStore,
  createRedisStore,
  hitRateLimit,
} from "./rate-limit.server.ts";

const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

async function redisAvailable(): Promise<boolean> {
  const client = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}
const hasRedis = await redisAvailable();

const closers: (() => unknown)[] = [];
afterAll(async () => {
  for (const close of closers) await close();
});

/** A TCP server that accepts connections and never answers (a hung Redis). */
async function silentServer(): Promise<{ url: string; server: Server }> {
  const sockets: Socket[] = [];
  const server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(() => {
    for (const socket of sockets) socket.destroy();
    return new Promise((resolve) => server.close(resolve));
  });
  const address = server.address();
  return { url: `redis://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`, server };
}

/** A port nothing listens on. */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === "object" && address ? address.port : 1;
}

describe("rate limits", () => {
  test("memory store: allows the limit, then refuses until the window resets", async () => {
    let now = 0;
    const store = createMemoryStore({ now: () => now });
    const rule = { name: "test", limit: 3, windowMs: 1000 };
    const results = [];
    for (let index = 0; index < 4; index++) results.push(await hitRateLimit(store, rule, "1.2.3.4", now));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.retryAfterSeconds).toBe(1);
    expect((await hitRateLimit(store, rule, "5.6.7.8", now)).allowed).toBe(true);
    now = 1001;
    expect((await hitRateLimit(store, rule, "1.2.3.4", now)).allowed).toBe(true);
  });

  test("memory store: peeking does not count a hit", async () => {
    const store = createMemoryStore({ now: () => 0 });
    await store.increment("k", 1000);
    expect(await store.peek("k", 1000)).toEqual({ count: 1, resetAt: 1000 });
    expect(await store.peek("k", 1000)).toEqual({ count: 1, resetAt: 1000 });
    expect((await store.peek("other", 1000)).count).toBe(0);
  });

  test("memory store: 200,000 addresses cost O(1) a hit and stay within the key bound", async () => {
    let now = 0;
    const store = createMemoryStore({ now: () => now, maxKeys: 50_000 });
    const rule = { name: "flood", limit: 10, windowMs: 60_000 };
    const batches: number[] = [];
    for (let batch = 0; batch < 4; batch++) {
      const started = performance.now();
      for (let index = batch * 50_000; index < (batch + 1) * 50_000; index++) {
        now += 1;
        await hitRateLimit(store, rule, `10.${index >> 16}.${(index >> 8) & 255}.${index & 255}`, now);
      }
      batches.push(performance.now() - started);
    }
    expect(store.size()).toBeLessThanOrEqual(50_000);
    // A hit costs the same with 200,000 addresses seen as with the first few (the old store
    // scanned every key on each hit above 50,000 keys: minutes for the last batches).
    expect(Math.max(...batches.slice(1))).toBeLessThan(Math.max(batches[0] ?? 0, 100) * 4);
    // Expired windows leave from the front as time passes.
    now += 120_000;
    await hitRateLimit(store, rule, "late", now);
    expect(store.size()).toBe(1);
  }, 60_000);

  test("Redis down (nothing listening): memory takes over within 100 ms a hit, reported as degraded", async () => {
    const limits = createRateLimitStore(`redis://127.0.0.1:${await deadPort()}`);
    closers.push(() => limits.close());
    const rule = { name: `down-${randomUUID()}`, limit: 2, windowMs: 10_000 };
    const timings: number[] = [];
    const allowed: boolean[] = [];
    for (let index = 0; index < 3; index++) {
      const started = performance.now();
      allowed.push((await hitRateLimit(limits.store, rule, "ip")).allowed);
      timings.push(performance.now() - started);
    }
    expect(allowed).toEqual([true, true, false]);
    expect(Math.max(...timings)).toBeLessThan(100);
    expect(limits.status()).toBe("degraded");
  });

  test("Redis hung (accepts, never answers): memory takes over within 100 ms a hit", async () => {
    const { url } = await silentServer();
    const limits = createRateLimitStore(url);
    closers.push(() => limits.close());
    await new Promise((resolve) => setTimeout(resolve, 200)); // connected, never ready
    const rule = { name: `hung-${randomUUID()}`, limit: 5, windowMs: 10_000 };
    for (let index = 0; index < 3; index++) {
      const started = performance.now();
      expect((await hitRateLimit(limits.store, rule, "ip")).allowed).toBe(true);
      expect(performance.now() - started).toBeLessThan(100);
    }
    expect(limits.status()).toBe("degraded");
  });

  test.skipIf(!hasRedis)("redis store: two app instances share one limit", async () => {
    const first = createRateLimitStore(redisUrl);
    const second = createRateLimitStore(redisUrl);
    closers.push(
      () => first.close(),
      () => second.close(),
    );
    await expect.poll(() => first.status() === "ok" && second.status() === "ok").toBe(true);
    const rule = { name: `test-${randomUUID()}`, limit: 2, windowMs: 10_000 };
    expect((await hitRateLimit(first.store, rule, "ip")).allowed).toBe(true);
    expect((await hitRateLimit(second.store, rule, "ip")).allowed).toBe(true);
    expect((await hitRateLimit(first.store, rule, "ip")).allowed).toBe(false);
    expect((await second.store.peek(`${rule.name}:ip`, rule.windowMs)).count).toBe(3);
    await first.store.reset(`${rule.name}:ip`);
    expect((await hitRateLimit(second.store, rule, "ip")).allowed).toBe(true);
  });

  test.skipIf(!hasRedis)("redis store on its own answers once connected", async () => {
    const { redis, store } = createRedisStore(redisUrl);
    closers.push(() => redis.disconnect());
    await expect.poll(() => redis.status).toBe("ready");
    expect((await store.increment(`solo-${randomUUID()}`, 1000)).count).toBe(1);
  });
});
