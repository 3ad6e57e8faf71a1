// `npm run bench:chat`: the chat API over HTTP
// with 20 users at once (issue 21's target: p95 <= 100 ms). Starts the production build on a
// free port behind a trusted proxy header, so each request is a visitor of its own (the per-
// visitor limit of 20 messages a minute would otherwise answer 429), and sends the questions of
// the evaluation sets, with their histories, for 15 seconds. Run `npm run build` first.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import { chatEvalCases } from "../app/features/chat/eval/dev.ts";
import { heldOutSetPath, readWrittenSet } from "../app/features/chat/eval/held-out.ts";
import { waitForServer } from "./wait-for-server.ts";

const users = Number(process.env.USERS ?? 20);
const seconds = Number(process.env.SECONDS ?? 15);
const port = Number(process.env.LOAD_PORT ?? 3298);
const base = `http://127.0.0.1:${port}`;
if (!existsSync("build/server/index.js")) {
  console.log("No build found: run `npm run build` first.");
  process.exit(0);
}
const cases = [...chatEvalCases, ...readWrittenSet(heldOutSetPath)];
const server = spawn(process.execPath, ["host/server.ts"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "silent",
    TRUST_PROXY: "1",
    DATA_DIR: "test-results/chat-load-data",
  },
  stdio: "inherit",
});

try {
  await waitForServer(base);
  // The first message builds the engine (about a second); it is not a user's wait to measure.
  await ask(0, 0);
  const times: number[] = [];
  const statuses = new Map<number, number>();
  let visitor = 1;
  const until = performance.now() + seconds * 1000;
  async function user(id: number) {
    let next = id;
    while (performance.now() < until) {
      const started = performance.now();
      const status = await ask(next, visitor++);
      times.push(performance.now() - started);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      next = (next + users) % cases.length;
    }
  }
  await Promise.all(Array.from({ length: users }, (_, id) => user(id)));
  times.sort((a, b) => a - b);
  const at = (share: number) =>
    times[Math.min(times.length - 1, Math.floor(times.length * share))] ?? Number.NaN;
  console.log(
    `chat over HTTP, ${users} users for ${seconds} s: ${times.length} replies (${(times.length / seconds).toFixed(0)}/s), ` +
      `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms (target p95 <= 100 ms); ` +
      `statuses ${JSON.stringify(Object.fromEntries(statuses))}; load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(" ")}`,
  );
} finally {
  server.kill("SIGTERM");
}

async function ask(index: number, visitorNumber: number): Promise<number> {
  const item = cases[index % cases.length];
  const response = await fetch(`${base}/api/chat`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: base,
      "X-Forwarded-For": `10.${(visitorNumber >> 16) & 255}.${(visitorNumber >> 8) & 255}.${visitorNumber & 255}`,
    },
    body: JSON.stringify({ message: item?.question ?? "hello", history: item?.history ?? [] }),
  });
  await response.arrayBuffer();
  return response.status;
}
