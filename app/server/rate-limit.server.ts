import { Redis } from "ioredis";

// Fixed-window counters. In memory for one instance; in Redis (REDIS_URL) when several app
// instances must share the limits.
export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

export interface RateLimitStore {
  increment(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  reset(key: string): Promise<void>;
}

export function createMemoryStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async increment(key, windowMs) {
      const time = now();
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= time) {
        entry = { count: 0, resetAt: time + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      if (windows.size > 50_000) {
        for (const [name, value] of windows) if (value.resetAt <= time) windows.delete(name);
      }
      return { count: entry.count, resetAt: entry.resetAt };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export function createRedisStore(url: string): RateLimitStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  redis.on("error", () => {});
  return {
    async increment(key, windowMs) {
      const name = `ns:rl:${key}`;
      const [[, count], [, ttl]] = (await redis
        .multi()
        .incr(name)
        .pexpire(name, windowMs, "NX")
        .pttl(name)
        .exec()) as [[unknown, number], [unknown, number], [unknown, number]];
      return { count, resetAt: Date.now() + Math.max(Number(ttl), 0) };
    },
    async reset(key) {
      await redis.del(`ns:rl:${key}`);
    },
  };
}

export interface RateLimitRule {
  name: string;
  limit: number;
  windowMs: number;
}

export async function hitRateLimit(
  store: RateLimitStore,
  rule: RateLimitRule,
  subject: string,
  now: number = Date.now(),
): Promise<RateLimitResult> {
  const { count, resetAt } = await store.increment(`${rule.name}:${subject}`, rule.windowMs);
  return {
    allowed: count <= rule.limit,
    remaining: Math.max(rule.limit - count, 0),
    retryAfterSeconds: Math.max(Math.ceil((resetAt - now) / 1000), 1),
  };
}

const key = Symbol.for("niveshshala.rate-limit-store");
type Holder = { [key]?: RateLimitStore };

/** The process's store: Redis when configured, else memory. If Redis is unreachable, memory. */
export function getRateLimitStore(redisUrl: string | undefined): RateLimitStore {
  const holder = globalThis as Holder;
  if (!holder[key]) {
    if (!redisUrl) {
      holder[key] = createMemoryStore();
    } else {
      const redis = createRedisStore(redisUrl);
      const memory = createMemoryStore();
      holder[key] = {
        increment: (name, windowMs) =>
          redis.increment(name, windowMs).catch(() => memory.increment(name, windowMs)),
        reset: (name) => redis.reset(name).catch(() => memory.reset(name)),
      };
    }
  }
  return holder[key];
}

export const rateLimits = {
  feedbackPerIp: { name: "feedback-ip", limit: 10, windowMs: 60 * 60 * 1000 },
  signInPerEmail: { name: "signin-email", limit: 5, windowMs: 15 * 60 * 1000 },
  signInPerIp: { name: "signin-ip", limit: 20, windowMs: 15 * 60 * 1000 },
  registerPerIp: { name: "register-ip", limit: 10, windowMs: 60 * 60 * 1000 },
  resetMailPerIp: { name: "reset-mail-ip", limit: 5, windowMs: 60 * 60 * 1000 },
} satisfies Record<string, RateLimitRule>;
