import { Redis } from "ioredis";

// Fixed-window counters. In memory for one instance; in Redis (REDIS_URL) when several app
// instances must share the limits, falling back to memory while Redis is away.
export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

export interface RateLimitStore {
  /**
   * Counts one hit in the key's current window (`by` hits: this one and others counted
   * elsewhere meanwhile). `floor`: the count to reach at least, for a store that lost the key.
   */
  increment(
    key: string,
    windowMs: number,
    floor?: number,
    by?: number,
  ): Promise<{ count: number; resetAt: number }>;
  /** The key's count in its current window (0 when none), without counting a hit. */
  peek(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  reset(key: string): Promise<void>;
}

interface Window {
  count: number;
  resetAt: number;
  /** Hits counted here while Redis was away, not yet added to Redis's count. */
  unsynced: number;
}

/** Keys in the order their windows end, for one window length: a queue with a moving head. */
interface Expiries {
  queue: { key: string; resetAt: number }[];
  head: number;
}

/**
 * Memory store. Windows of one length end in the order they start, so each length keeps a
 * queue of its keys and every hit drops the ended windows from its front (amortised O(1))
 * instead of scanning every key. At `maxKeys` the window ending soonest is dropped, which
 * bounds memory under a flood of addresses.
 */
export function createMemoryStore({
  now = Date.now,
  maxKeys = 100_000,
}: {
  now?: () => number;
  maxKeys?: number;
} = {}) {
  const windows = new Map<string, Window>();
  const expiries = new Map<number, Expiries>();

  function dropFront(list: Expiries) {
    const item = list.queue[list.head];
    list.head += 1;
    if (item && windows.get(item.key)?.resetAt === item.resetAt) windows.delete(item.key);
    // Compact now and then so the array does not grow without end.
    if (list.head > 1024 && list.head * 2 > list.queue.length) {
      list.queue = list.queue.slice(list.head);
      list.head = 0;
    }
  }

  function expire(windowMs: number, time: number): Expiries {
    let list = expiries.get(windowMs);
    if (!list) {
      list = { queue: [], head: 0 };
      expiries.set(windowMs, list);
    }
    while (list.head < list.queue.length && (list.queue[list.head]?.resetAt ?? 0) <= time) dropFront(list);
    return list;
  }

  function evictSoonest() {
    let soonest: Expiries | undefined;
    for (const list of expiries.values()) {
      const first = list.queue[list.head];
      if (first && (!soonest || first.resetAt < (soonest.queue[soonest.head]?.resetAt ?? 0))) soonest = list;
    }
    if (soonest) dropFront(soonest);
  }

  function current(key: string, time: number): Window | undefined {
    const entry = windows.get(key);
    return entry && entry.resetAt > time ? entry : undefined;
  }

  function hit(key: string, windowMs: number): Window {
    const time = now();
    const list = expire(windowMs, time);
    let entry = current(key, time);
    if (!entry) {
      while (windows.size >= maxKeys && !windows.has(key)) evictSoonest();
      entry = { count: 0, resetAt: time + windowMs, unsynced: 0 };
      windows.set(key, entry);
      list.queue.push({ key, resetAt: entry.resetAt });
    }
    entry.count += 1;
    return entry;
  }

  const store = {
    async increment(key: string, windowMs: number) {
      const entry = hit(key, windowMs);
      return { count: entry.count, resetAt: entry.resetAt };
    },
    /** A hit counted here because Redis is away: it is added to Redis's count once Redis is back. */
    async incrementUnsynced(key: string, windowMs: number) {
      const entry = hit(key, windowMs);
      entry.unsynced += 1;
      return { count: entry.count, resetAt: entry.resetAt };
    },
    /** The key's count and the hits Redis has not seen yet. */
    pending(key: string, windowMs: number): { count: number; unsynced: number } {
      const time = now();
      expire(windowMs, time);
      const entry = current(key, time);
      return { count: entry?.count ?? 0, unsynced: entry?.unsynced ?? 0 };
    },
    async peek(key: string, windowMs: number) {
      const time = now();
      expire(windowMs, time);
      const entry = current(key, time);
      return entry ? { count: entry.count, resetAt: entry.resetAt } : { count: 0, resetAt: time };
    },
    /**
     * Records the count Redis gave for the key (every hit counted here included), so that
     * counting here can go on from it if Redis goes away.
     */
    observe(key: string, windowMs: number, seen: { count: number; resetAt: number }) {
      const time = now();
      const list = expire(windowMs, time);
      const entry = current(key, time);
      if (seen.resetAt <= time) {
        if (entry) windows.delete(key);
        return;
      }
      if (entry) {
        entry.count = seen.count;
        entry.unsynced = 0;
        return;
      }
      while (windows.size >= maxKeys && !windows.has(key)) evictSoonest();
      windows.set(key, { count: seen.count, resetAt: seen.resetAt, unsynced: 0 });
      list.queue.push({ key, resetAt: seen.resetAt });
    },
    async reset(key: string) {
      windows.delete(key);
    },
    /** Keys held, for tests and metrics. */
    size: () => windows.size,
  };
  return store satisfies RateLimitStore;
}

type MemoryStore = ReturnType<typeof createMemoryStore>;

// INCRBY this hit and those counted in memory while Redis was away, raised to the caller's
// floor (the whole count memory reached, for a Redis that lost the key meanwhile), with the
// window's expiry set by the first hit. One round trip, atomic.
const incrementScript = `
local count = redis.call('INCRBY', KEYS[1], ARGV[3])
local floor = tonumber(ARGV[2])
if floor > count then
  redis.call('SET', KEYS[1], floor, 'KEEPTTL')
  count = floor
end
redis.call('PEXPIRE', KEYS[1], ARGV[1], 'NX')
return {count, redis.call('PTTL', KEYS[1])}
`;

/** Redis store; every command fails fast (no offline queue, 100 ms timeout) when Redis is away. */
export function createRedisStore(url: string) {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: 100,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    // Keep reconnecting in the background, at most every 2 s.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  redis.on("error", () => {});
  const name = (key: string) => `ns:rl:${key}`;
  return {
    redis,
    store: {
      async increment(key, windowMs, floor = 0, by = 1) {
        const [count, ttl] = (await redis.eval(incrementScript, 1, name(key), windowMs, floor, by)) as [
          number,
          number,
        ];
        return { count: Number(count), resetAt: Date.now() + Math.max(Number(ttl), 0) };
      },
      async peek(key) {
        const results = await redis.multi().get(name(key)).pttl(name(key)).exec();
        const ttl = Number(results?.[1]?.[1] ?? 0);
        return { count: Number(results?.[0]?.[1] ?? 0), resetAt: Date.now() + Math.max(ttl, 0) };
      },
      async reset(key) {
        await redis.del(name(key));
      },
    } satisfies RateLimitStore,
  };
}

export interface SharedRateLimits {
  store: RateLimitStore;
  /** "ok" while Redis answers, "degraded" while counting in memory instead. */
  status(): "ok" | "degraded";
  close(): Promise<void>;
}

/**
 * Redis when configured, with memory standing in while Redis is unreachable or slow: a
 * request never waits more than Redis's 100 ms command timeout, and after a failure Redis is
 * skipped for `pauseMs` (then tried again), so an outage costs nothing per request.
 *
 * Counts carry over both ways, so losing or regaining Redis mid-window never grants a second
 * allowance: memory keeps the last count Redis gave for every key this instance counted, and
 * goes on from it while Redis is away; once Redis is back, the next hit on a key adds the hits
 * counted meanwhile to Redis's count, and raises it to the whole count memory reached if Redis
 * lost the key (a restart without persistence). Keys without hits during the outage are left
 * as Redis has them, so a reset made by another instance is not undone.
 */
export function createRateLimitStore(
  redisUrl: string | undefined,
  { pauseMs = 5000, onFailover }: { pauseMs?: number; onFailover?: (error: unknown) => void } = {},
): SharedRateLimits {
  const memory = createMemoryStore();
  if (!redisUrl) return { store: memory, status: () => "ok", close: async () => {} };
  const { redis, store: shared } = createRedisStore(redisUrl);
  let skipUntil = 0;
  const usable = () => redis.status === "ready" && Date.now() >= skipUntil;
  function fallBack<T>(error: unknown, work: () => Promise<T>): Promise<T> {
    if (Date.now() >= skipUntil) onFailover?.(error);
    skipUntil = Date.now() + pauseMs;
    return work();
  }
  return {
    store: withCarryOver(memory, shared, usable, fallBack),
    status: () => (usable() ? "ok" : "degraded"),
    async close() {
      redis.disconnect();
    },
  };
}

/** The combined store: Redis while usable, memory otherwise, each starting from the other's counts. */
function withCarryOver(
  memory: MemoryStore,
  shared: RateLimitStore,
  usable: () => boolean,
  fallBack: <T>(error: unknown, work: () => Promise<T>) => Promise<T>,
): RateLimitStore {
  return {
    async increment(key, windowMs) {
      if (!usable()) return memory.incrementUnsynced(key, windowMs);
      const { count, unsynced } = memory.pending(key, windowMs);
      try {
        const counted = await shared.increment(key, windowMs, unsynced > 0 ? count + 1 : 0, unsynced + 1);
        memory.observe(key, windowMs, counted);
        return counted;
      } catch (error) {
        return fallBack(error, () => memory.incrementUnsynced(key, windowMs));
      }
    },
    async peek(key, windowMs) {
      const local = await memory.peek(key, windowMs);
      if (!usable()) return local;
      try {
        const seen = await shared.peek(key, windowMs);
        // Hits not yet carried into Redis still count.
        const { unsynced } = memory.pending(key, windowMs);
        if (unsynced === 0) memory.observe(key, windowMs, seen);
        return unsynced > 0
          ? { count: Math.max(seen.count + unsynced, local.count), resetAt: local.resetAt }
          : seen;
      } catch (error) {
        return fallBack(error, async () => local);
      }
    },
    async reset(key) {
      await memory.reset(key);
      if (!usable()) return;
      await shared.reset(key).catch((error: unknown) => fallBack(error, async () => {}));
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

const minute = 60 * 1000;
export const rateLimits = {
  feedbackPerIp: { name: "feedback-ip", limit: 10, windowMs: 60 * minute },
  /** Every sign-in attempt from one address, whatever the account. */
  signInPerIp: { name: "signin-ip", limit: 20, windowMs: 15 * minute },
  /** Failed sign-ins on one account from one address: that client is stopped. */
  signInFailuresPerClient: { name: "signin-fail-client", limit: 5, windowMs: 15 * minute },
  /** Failed sign-ins on one account from anywhere: past this, attempts are slowed down. */
  signInFailuresPerAccount: { name: "signin-fail-account", limit: 5, windowMs: 15 * minute },
  registerPerIp: { name: "register-ip", limit: 10, windowMs: 60 * minute },
  /** Every current-password check (change password, delete account) from one address. */
  passwordChecksPerIp: { name: "password-check-ip", limit: 20, windowMs: 15 * minute },
  /** Wrong current passwords on one account: past this, the checks stop for the window. */
  passwordFailuresPerAccount: { name: "password-fail-account", limit: 5, windowMs: 15 * minute },
  /** Every use of an emailed link's token (reset, confirmation) from one address. */
  linkTokensPerIp: { name: "link-token-ip", limit: 20, windowMs: 15 * minute },
  /** Tokens that matched no link, from one address: past this, that address is stopped. */
  linkTokenFailuresPerIp: { name: "link-token-fail-ip", limit: 5, windowMs: 15 * minute },
  /** Changes of the name printed on an account's certificates (each reprints them all). */
  certificateNameChangesPerAccount: { name: "certificate-name-account", limit: 5, windowMs: 60 * minute },
  resetMailPerIp: { name: "reset-mail-ip", limit: 5, windowMs: 60 * minute },
  /** Account mails (reset links, "you already have an account") to one address. */
  accountMailPerRecipient: { name: "account-mail-to", limit: 3, windowMs: 60 * minute },
  // A person asking one question after another stays well under this; a script does not.
  chatPerIp: { name: "chat-ip", limit: 20, windowMs: minute },
  /** SIP simulations the server runs (not cached) for one visitor: page and API together. */
  simulationPerIp: { name: "simulation-ip", limit: 10, windowMs: minute },
} satisfies Record<string, RateLimitRule>;
