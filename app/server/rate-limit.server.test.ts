import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { describe, expect, test } from "vitest";
import { createMemoryStore, createRedisStore, hitRateLimit } from "./rate-limit.server.ts";

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

describe("rate limits", () => {
  test("memory store: allows the limit, then refuses until the window resets", async () => {
    let now = 0;
    const store = createMemoryStore(() => now);
    const rule = { name: "test", limit: 3, windowMs: 1000 };
    const results = [];
    for (let index = 0; index < 4; index++) results.push(await hitRateLimit(store, rule, "1.2.3.4", now));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.retryAfterSeconds).toBe(1);
    expect((await hitRateLimit(store, rule, "5.6.7.8", now)).allowed).toBe(true);
    now = 1001;
    expect((await hitRateLimit(store, rule, "1.2.3.4", now)).allowed).toBe(true);
  });

  test.skipIf(!hasRedis)("redis store: two app instances share one limit", async () => {
    const first = createRedisStore(redisUrl);
    const second = createRedisStore(redisUrl);
    const rule = { name: `test-${randomUUID()}`, limit: 2, windowMs: 10_000 };
    expect((await hitRateLimit(first, rule, "ip")).allowed).toBe(true);
    expect((await hitRateLimit(second, rule, "ip")).allowed).toBe(true);
    expect((await hitRateLimit(first, rule, "ip")).allowed).toBe(false);
    await first.reset(`${rule.name}:ip`);
    expect((await hitRateLimit(second, rule, "ip")).allowed).toBe(true);
  });
});
