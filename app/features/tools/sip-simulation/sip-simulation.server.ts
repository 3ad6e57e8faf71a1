import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import {
  runSipSimulation,
  type SipSimulationInput,
  type SipSimulationView,
} from "#app/finance/sip-simulation.ts";
import { hitRateLimit, type RateLimitStore, rateLimits } from "#app/platform/rate-limit.server.ts";

// The server's SIP simulations (the page for a shared link or without JavaScript, and the API).
// 20,000 paths of 40 years cost up to 200 ms of CPU: run on the event loop, two clients asking
// for new seeds took other pages from p50 37 ms to 462 ms. So a run happens in a worker thread,
// at most `maxQueued` wait for one, and each visitor may start a few runs a minute; shared links
// opened again and again come from a cache of recent results and count against nothing.

export type SimulationOutcome =
  | { ok: true; view: SipSimulationView }
  | { ok: false; reason: "rate-limited" | "busy"; retryAfterSeconds: number };

export interface SimulationRunner {
  run(input: SipSimulationInput): Promise<SipSimulationView>;
  close(): Promise<void>;
}

/** Too many waiting: the caller answers 503. */
export class SimulationBusyError extends Error {}

/** On the calling thread: prerendering, tests, and a server started without the worker's address. */
export const inProcessRunner: SimulationRunner = {
  run: async (input) => runSipSimulation(input),
  close: async () => {},
};

/**
 * Worker threads running `workerUrl` (sip-simulation-thread.server.ts), one by default on a
 * two-core machine so the event loop keeps a core; a run taking over `timeoutMs` (a stuck
 * worker) fails and its worker is replaced.
 */
export function createWorkerRunner(
  workerUrl: URL,
  {
    threads = Math.max(1, Math.min(2, availableParallelism() - 1)),
    maxQueued = 8,
    timeoutMs = 10_000,
  }: { threads?: number; maxQueued?: number; timeoutMs?: number } = {},
): SimulationRunner {
  interface Job {
    input: SipSimulationInput;
    resolve(view: SipSimulationView): void;
    reject(error: Error): void;
  }
  interface Slot {
    worker: Worker;
    job: (Job & { id: number; timer: ReturnType<typeof setTimeout> }) | null;
  }
  const queue: Job[] = [];
  const slots: Slot[] = [];
  let nextId = 1;
  let closed = false;

  function start(): Slot {
    const slot: Slot = { worker: new Worker(workerUrl), job: null };
    slot.worker.unref();
    slot.worker.on("message", (message: { id: number; view?: SipSimulationView; error?: string }) => {
      const job = slot.job;
      if (!job || job.id !== message.id) return;
      clearTimeout(job.timer);
      slot.job = null;
      if (message.view) job.resolve(message.view);
      else job.reject(new Error(message.error ?? "simulation failed"));
      next(slot);
    });
    slot.worker.on("error", (error) => replace(slot, error));
    return slot;
  }

  function replace(slot: Slot, error: Error) {
    const job = slot.job;
    slot.job = null;
    if (job) {
      clearTimeout(job.timer);
      job.reject(error);
    }
    void slot.worker.terminate();
    if (closed) return;
    const index = slots.indexOf(slot);
    const fresh = start();
    if (index >= 0) slots[index] = fresh;
    next(fresh);
  }

  function next(slot: Slot) {
    const job = queue.shift();
    if (!job || closed) return;
    const id = nextId++;
    const timer = setTimeout(() => replace(slot, new Error("simulation timed out")), timeoutMs);
    slot.job = { ...job, id, timer };
    slot.worker.postMessage({ id, input: job.input });
  }

  for (let index = 0; index < threads; index++) slots.push(start());

  return {
    run(input) {
      if (closed) return Promise.reject(new Error("simulations closed"));
      if (queue.length >= maxQueued)
        return Promise.reject(new SimulationBusyError("too many simulations waiting"));
      return new Promise<SipSimulationView>((resolve, reject) => {
        queue.push({ input, resolve, reject });
        const idle = slots.find((slot) => !slot.job);
        if (idle) next(idle);
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error("simulations closed"));
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}

export interface SimulationService {
  /** The view for these inputs: cached, or run for visitor `who` if within their limit. */
  run(input: SipSimulationInput, who: string): Promise<SimulationOutcome>;
  close(): Promise<void>;
}

// Shared links are opened again and again with the same inputs: the page and the API keep the
// last results in memory (the figures depend only on the inputs, so a cached result is exact).
const cacheSize = 64;

export function createSimulationService(runner: SimulationRunner, store: RateLimitStore): SimulationService {
  const cache = new Map<string, SipSimulationView>();
  // A link shared in a group chat is opened by many at once: one run serves them all.
  const running = new Map<string, Promise<SimulationOutcome>>();

  function remember(key: string, view: SipSimulationView) {
    cache.set(key, view);
    if (cache.size > cacheSize) cache.delete(cache.keys().next().value ?? key);
  }

  return {
    async run(input, who) {
      const key = JSON.stringify(input);
      const hit = cache.get(key);
      if (hit) {
        cache.delete(key);
        cache.set(key, hit);
        return { ok: true, view: hit };
      }
      const shared = running.get(key);
      if (shared) {
        const outcome = await shared;
        // Another visitor's refusal is not this one's: they ask for themselves.
        if (outcome.ok) return outcome;
      }
      const pending = (async (): Promise<SimulationOutcome> => {
        const limit = await hitRateLimit(store, rateLimits.simulationPerIp, who);
        if (!limit.allowed)
          return { ok: false, reason: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
        try {
          const view = await runner.run(input);
          remember(key, view);
          return { ok: true, view };
        } catch (error) {
          if (error instanceof SimulationBusyError)
            return { ok: false, reason: "busy", retryAfterSeconds: 2 };
          throw error;
        }
      })();
      running.set(key, pending);
      try {
        return await pending;
      } finally {
        if (running.get(key) === pending) running.delete(key);
      }
    },
    close: () => runner.close(),
  };
}

export const simulationMessages = {
  "rate-limited": "Too many simulations from your connection. Please wait a moment and try again.",
  busy: "The server is running many simulations right now. Please try again in a moment.",
} as const;

declare module "#app/platform/context.server.ts" {
  interface FeatureServices {
    /** SIP simulations: cached, limited per visitor, run off the event loop. */
    simulations: SimulationService;
  }
}
