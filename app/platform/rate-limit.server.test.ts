import { randomUUID } from "node:crypto";
import { connect, createServer, type Server, type Socket } from "node:net";
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

/** A TCP proxy to the test Redis that can be cut (connections dropped, new ones refused) and restored. */
async function redisProxy() {
  const target = new URL(redisUrl);
  const sockets = new Set<Socket>();
  let open = true;
  const server = createServer((client) => {
    if (!open) {
      client.destroy();
      return;
    }
    const upstream = connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => {});
      socket.on("close", () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(() => {
    for (const socket of sockets) socket.destroy();
    return new Promise((resolve) => server.close(resolve));
  });
  const address = server.address();
  return {
    url: `redis://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`,
    cut() {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      open = true;
    },
  };
}

/** A port nothing listens on. */
/**
 * Whether `work` settles before a timer of `ms` set at the same moment: "within 100 ms" as an
 * order of events on one event loop, which a busy machine delays alike, not a wall-clock figure.
 */
async function beforeTimer<T>(
  work: Promise<T>,
  ms: number,
): Promise<{ first: "answer" | "timer"; value?: T }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<{ first: "timer" }>((resolve) => {
    timer = setTimeout(() => resolve({ first: "timer" }), ms);
  });
  try {
    return await Promise.race([work.then((value) => ({ first: "answer" as const, value })), late]);
  } finally {
    clearTimeout(timer);
  }
}

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
    const allowed: boolean[] = [];
    for (let index = 0; index < 3; index++) {
      const hit = await beforeTimer(hitRateLimit(limits.store, rule, "ip"), 100);
      expect(hit.first, `hit ${index + 1}`).toBe("answer");
      allowed.push(hit.value?.allowed ?? true);
    }
    expect(allowed).toEqual([true, true, false]);
    expect(limits.status()).toBe("degraded");
  });

  test("Redis hung (accepts, never answers): memory takes over within 100 ms a hit", async () => {
    const { url } = await silentServer();
    const limits = createRateLimitStore(url);
    closers.push(() => limits.close());
    await new Promise((resolve) => setTimeout(resolve, 200)); // connected, never ready
    const rule = { name: `hung-${randomUUID()}`, limit: 5, windowMs: 10_000 };
    for (let index = 0; index < 3; index++) {
      const hit = await beforeTimer(hitRateLimit(limits.store, rule, "ip"), 100);
      expect(hit.first, `hit ${index + 1}`).toBe("answer");
      expect(hit.value?.allowed).toBe(true);
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

  test.skipIf(!hasRedis)(
    "Redis lost and regained mid-window: counts carry over both ways, never a second allowance (issue 22, point 10)",
    async () => {
      const proxy = await redisProxy();
      const limits = createRateLimitStore(proxy.url, { pauseMs: 100 });
      const other = createRateLimitStore(redisUrl);
      closers.push(
        () => limits.close(),
        () => other.close(),
      );
      await expect.poll(() => limits.status() === "ok" && other.status() === "ok").toBe(true);
      const rule = { name: `carry-${randomUUID()}`, limit: 5, windowMs: 60_000 };
      const hit = async () => (await hitRateLimit(limits.store, rule, "ip")).allowed;
      // Three hits counted in Redis...
      expect([await hit(), await hit(), await hit()]).toEqual([true, true, true]);
      // ...then Redis goes away: memory goes on from 3, so two more are allowed, not five.
      proxy.cut();
      await expect.poll(() => limits.status()).toBe("degraded");
      expect([await hit(), await hit(), await hit()]).toEqual([true, true, false]);
      // Redis is back (its count still 3): the hits made meanwhile are carried into it.
      proxy.restore();
      await expect.poll(() => limits.status(), { timeout: 10_000 }).toBe("ok");
      expect(await hit()).toBe(false);
      // Another instance sharing Redis sees the whole count.
      expect((await other.store.peek(`${rule.name}:ip`, rule.windowMs)).count).toBe(7);
      expect((await hitRateLimit(other.store, rule, "ip")).allowed).toBe(false);
    },
    30_000,
  );

  test.skipIf(!hasRedis)(
    "a Redis that comes back empty (restarted without persistence) is refilled from memory",
    async () => {
      const proxy = await redisProxy();
      const limits = createRateLimitStore(proxy.url, { pauseMs: 100 });
      closers.push(() => limits.close());
      await expect.poll(() => limits.status()).toBe("ok");
      const rule = { name: `restart-${randomUUID()}`, limit: 4, windowMs: 60_000 };
      const key = `ns:rl:${rule.name}:ip`;
      for (let index = 0; index < 2; index++)
        expect((await hitRateLimit(limits.store, rule, "ip")).allowed).toBe(true);
      proxy.cut();
      await expect.poll(() => limits.status()).toBe("degraded");
      expect((await hitRateLimit(limits.store, rule, "ip")).allowed).toBe(true);
      // Redis lost the key while away.
      const admin = new Redis(redisUrl);
      closers.push(() => admin.disconnect());
      await admin.del(key);
      proxy.restore();
      await expect.poll(() => limits.status(), { timeout: 10_000 }).toBe("ok");
      expect((await hitRateLimit(limits.store, rule, "ip")).allowed).toBe(true);
      expect(Number(await admin.get(key))).toBe(4);
      expect(await admin.pttl(key)).toBeGreaterThan(0);
      expect((await hitRateLimit(limits.store, rule, "ip")).allowed).toBe(false);
    },
  );

  test.skipIf(!hasRedis)("a reset made by one instance is not undone by another's memory", async () => {
    const first = createRateLimitStore(redisUrl);
    const second = createRateLimitStore(redisUrl);
    closers.push(
      () => first.close(),
      () => second.close(),
    );
    await expect.poll(() => first.status() === "ok" && second.status() === "ok").toBe(true);
    const rule = { name: `reset-${randomUUID()}`, limit: 3, windowMs: 60_000 };
    for (let index = 0; index < 3; index++) await hitRateLimit(second.store, rule, "ip");
    await first.store.reset(`${rule.name}:ip`);
    expect((await hitRateLimit(second.store, rule, "ip")).remaining).toBe(2);
  });

  test("memory store: counts observed from Redis, and hits Redis has not seen", async () => {
    let now = 0;
    const store = createMemoryStore({ now: () => now });
    store.observe("k", 1000, { count: 4, resetAt: 800 });
    expect(await store.peek("k", 1000)).toEqual({ count: 4, resetAt: 800 });
    await store.incrementUnsynced("k", 1000);
    await store.incrementUnsynced("k", 1000);
    expect(store.pending("k", 1000)).toEqual({ count: 6, unsynced: 2 });
    store.observe("k", 1000, { count: 7, resetAt: 800 });
    expect(store.pending("k", 1000)).toEqual({ count: 7, unsynced: 0 });
    now = 900;
    expect(store.pending("k", 1000)).toEqual({ count: 0, unsynced: 0 });
    store.observe("k", 1000, { count: 9, resetAt: 900 });
    expect((await store.peek("k", 1000)).count).toBe(0);
  });

  test.skipIf(!hasRedis)("redis store on its own answers once connected", async () => {
    const { redis, store } = createRedisStore(redisUrl);
    closers.push(() => redis.disconnect());
    await expect.poll(() => redis.status).toBe("ready");
    expect((await store.increment(`solo-${randomUUID()}`, 1000)).count).toBe(1);
  });
});
