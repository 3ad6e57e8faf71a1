import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect, createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import SQLite from "better-sqlite3";
import pg from "pg";
import { mailedLink } from "./helpers.ts";
import { withPostgres as admin, postgresAdminUrl as adminUrl, requirePostgres } from "./postgres.ts";
import { freePort, type ServerProcess, startServer, timed, waitForStatus } from "./server-process.ts";

// Issue 12's fault scenarios, each against its own production server: a request body that
// never ends, a second process holding SQLite's write lock, PostgreSQL locks and outages,
// Redis down or hung, slow clients, a full disk, and POSTs to pages without an action.
// A minute each at least: every test starts a production server of its own, which takes
// seconds while other browser tests share the two cores. The tests judge timing by the order of
// events or against a baseline taken in the same test, so they need not run one after another.
test.describe.configure({ timeout: 60_000 });

const servers: ServerProcess[] = [];
test.afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop();
});
async function server(env: Record<string, string> = {}) {
  const started = await startServer(env);
  servers.push(started);
  return started;
}

const feedback = (base: string, message = `Fault test ${randomUUID()}`) =>
  fetch(`${base}/api/feedback`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: base,
      "X-Forwarded-For": `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
    body: JSON.stringify({ message }),
  });

function residentMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

test("a chunked body that never ends is cut off at the limit with 413 (point 3)", async () => {
  const { base, pid } = await server();
  const before = residentMegabytes(pid);
  const { port } = new URL(base);
  const chunk = Buffer.alloc(64 * 1024, "a");
  const result = await new Promise<{ status: number; sentMegabytes: number }>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = httpRequest(
      {
        hostname: "127.0.0.1",
        port,
        path: "/api/account/login",
        method: "POST",
        headers: { "Content-Type": "application/json", "Transfer-Encoding": "chunked" },
      },
      (response) => {
        answered = true;
        response.resume();
        resolve({ status: response.statusCode ?? 0, sentMegabytes: sent / 1024 / 1024 });
        request.destroy();
      },
    );
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      // Up to 200 MB, unless the server answers first.
      while (!answered && sent < 200 * 1024 * 1024) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once("drain", pump);
          return;
        }
      }
      if (!answered) request.end();
    };
    pump();
  });
  expect(result.status).toBe(413);
  // The old reader took in everything before answering.
  expect(result.sentMegabytes).toBeLessThan(50);
  expect(residentMegabytes(pid) - before).toBeLessThan(100);
});

test("a POST to a page without an action is one log line, not a stack trace (point 11)", async () => {
  const { base, lines } = await server();
  const response = await fetch(`${base}/calculators`, {
    method: "POST",
    body: "x=1",
    headers: { Origin: base },
  });
  expect(response.status).toBe(405);
  // The request line is written when the response finishes: wait for it rather than a fixed time.
  const about = () => lines.filter((line) => line.includes("/calculators"));
  await expect.poll(() => about().length, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
  // Nothing more about it comes later: the server logs in order, so once the line of a request
  // sent afterwards is in, every line about the POST is (was: a fixed 300 ms wait).
  await fetch(`${base}/api/account/session`);
  await expect
    .poll(() => lines.some((line) => line.includes('"path":"/api/account/session"')), { timeout: 5000 })
    .toBe(true);
  expect(about()).toHaveLength(2); // the refusal and the request line
  expect(JSON.parse(about()[0] ?? "{}")).toMatchObject({
    level: "warn",
    msg: "request refused",
    status: 405,
  });
  expect(lines.join("\n")).not.toMatch(/\n\s+at /);
});

test("what any client can send is refused at warn level: TRACE, bad percent-encoding, cross-site form posts (issue 22, points 7 and 9)", async () => {
  const { base, lines } = await server();
  const { port } = new URL(base);
  const trace = await new Promise<number>((resolve, reject) => {
    const request = httpRequest(
      { hostname: "127.0.0.1", port, path: "/about", method: "TRACE" },
      (answer) => {
        answer.resume();
        resolve(answer.statusCode ?? 0);
      },
    );
    request.on("error", reject);
    request.end();
  });
  expect(trace).toBe(405);
  expect((await fetch(`${base}/%ff`)).status).toBe(400);
  const crossSite = await fetch(`${base}/courses/investment-fundamentals/quiz`, {
    method: "POST",
    body: "x=1",
    headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
    redirect: "manual",
  });
  expect(crossSite.status).toBe(403);
  const requestLines = () => lines.filter((line) => line.includes('"msg":"request"'));
  await expect.poll(() => requestLines().length, { timeout: 5000 }).toBeGreaterThanOrEqual(4);
  expect(lines.filter((line) => line.includes('"level":"error"'))).toEqual([]);
  expect(lines.filter((line) => line.includes('"msg":"request refused"'))).toHaveLength(3);
});

test("another process holding SQLite's write lock freezes nothing (point 14)", async () => {
  test.setTimeout(60_000);
  const { base, dataDir } = await server({ DATABASE_TIMEOUT_MS: "3000" });
  expect((await feedback(base)).status).toBe(201);
  const cookie = await signedInCookie(base, dataDir);
  // The pages that read the database, as one batch.
  const readBatch = () =>
    Promise.all([
      timed(`${base}/certificates/0123456789abcdef0123456789abcdef`),
      timed(`${base}/courses/investment-fundamentals/quiz/0123456789abcdef0123456789abcdef`),
      timed(`${base}/api/account/session`, { headers: { cookie } }),
      timed(`${base}/account`, { headers: { cookie } }),
    ]);
  const other = new SQLite(path.join(dataDir, "niveshshala.sqlite"));
  other.exec("BEGIN EXCLUSIVE");
  other.exec("INSERT INTO health_probe (id, checked_at) VALUES (2, 'held')");
  try {
    let writeAnswered = false;
    const post = feedback(base).finally(() => {
      writeAnswered = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    // While the write waits: prerendered pages, the calculator API and /healthz answer at once,
    // and so do pages that read the database (issue 22, point 5: they queued behind the write).
    // "At once" is judged by the order of events, not by a number of milliseconds: a batch of all
    // of them is sent and fully answered while the write is still waiting for the lock. Before,
    // each read waited for the write ahead of it (up to DATABASE_TIMEOUT_MS, 3 s), and the old
    // synchronous driver held every request for its busy timeout: no batch could finish while
    // the write waited.
    let batchesWhileWriteWaited = 0;
    let unhealthy = false;
    const until = Date.now() + 6000;
    while (Date.now() < until) {
      const sentWhileWriteWaited = !writeAnswered;
      const [page, api, health, [certificate, attempt, session, account]] = await Promise.all([
        timed(`${base}/investments/stocks`),
        timed(`${base}/api/calculators/sip`),
        timed(`${base}/healthz`),
        readBatch(),
      ]);
      if (sentWhileWriteWaited && !writeAnswered) batchesWhileWriteWaited += 1;
      expect(page.status).toBe(200);
      expect(api.status).toBeLessThan(500);
      // Unknown ids: the database was read and said so; the session was read and found.
      expect([certificate?.status, attempt?.status, session?.status, account?.status]).toEqual([
        404, 404, 200, 200,
      ]);
      if (health.status === 503) unhealthy = true;
    }
    expect(batchesWhileWriteWaited).toBeGreaterThanOrEqual(2);
    // healthz gives up on its probe (800 ms) while the lock is held, and says so.
    expect(unhealthy).toBe(true);
    // The write gave up at its deadline with the feedback message, not a hang or a 500.
    const answer = await post;
    expect(answer.status).toBe(503);
    expect((await answer.json()).error).toMatch(/could not be saved/);
  } finally {
    other.exec("ROLLBACK");
    other.close();
  }
  await waitForStatus(`${base}/healthz`, 200, 10_000);
  expect((await feedback(base)).status).toBe(201);
});

test("PostgreSQL: a locked table answers 503 after the timeout; an outage answers 503 with the brief's message (point 15)", async () => {
  await requirePostgres();
  test.setTimeout(90_000);
  const name = `ns_timeout_${randomUUID().replaceAll("-", "")}`;
  await admin((client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const { base } = await server({ DATABASE_URL: url.toString(), DATABASE_TIMEOUT_MS: String(1000) });
    expect((await feedback(base)).status).toBe(201);

    // A table lock held by another session: the post fails after about a second, not 14.
    const locker = new pg.Client({ connectionString: url.toString() });
    await locker.connect();
    await locker.query("begin");
    await locker.query("lock table feedback in access exclusive mode");
    // The lock is held until the answer has come, so the server gave up at its own deadline
    // (DATABASE_TIMEOUT_MS): it waited for it, and answered long before the 14 s it used to take.
    const timeoutMs = 1000;
    const started = performance.now();
    const locked = await feedback(base);
    const waited = performance.now() - started;
    await locker.query("rollback");
    await locker.end();
    expect(locked.status).toBe(503);
    expect(waited).toBeGreaterThanOrEqual(timeoutMs * 0.9);
    expect(waited).toBeLessThan(timeoutMs * 4);

    // An outage: sign-in answers 503 with the brief's message, not 500.
    await admin(async (client) => {
      await client.query(`alter database ${name} allow_connections false`);
      await client.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [name]);
    });
    const login = await fetch(`${base}/api/account/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: base },
      body: JSON.stringify({ email: "asha@example.in", password: "Monsoon-Savings-2026" }),
    });
    expect(login.status).toBe(503);
    expect((await login.json()).error).toBe("Login failed. Please try again.");
    // Pages that read the database answer 503 with the friendly page (issue 22, point 8: they
    // answered 500), as the API does.
    for (const path of [
      "/certificates/0123456789abcdef0123456789abcdef",
      "/courses/investment-fundamentals/quiz/0123456789abcdef0123456789abcdef",
    ]) {
      const page = await fetch(`${base}${path}`);
      expect(page.status, path).toBe(503);
      expect(await page.text(), path).toContain("This page is not available right now");
    }
    await admin((client) => client.query(`alter database ${name} allow_connections true`));
    await waitForStatus(`${base}/healthz`, 200, 15_000);
  } finally {
    for (const running of servers.splice(0)) await running.stop();
    await admin(async (client) => {
      await client.query(`alter database ${name} allow_connections true`).catch(() => {});
      await client.query(`drop database if exists ${name} with (force)`);
    }).catch(() => {});
  }
});

/** Registers and confirms an account on a server of its own; the session cookie it got. */
async function signedInCookie(base: string, dataDir: string): Promise<string> {
  const email = `lock-${randomUUID().slice(0, 8)}@example.in`;
  const headers = { "Content-Type": "application/json", Origin: base };
  const registered = await fetch(`${base}/api/account/register`, {
    method: "POST",
    headers,
    body: JSON.stringify({ email }),
  });
  expect(registered.status).toBe(201);
  await expect.poll(() => mailedLink(email, "/confirm-email", dataDir)).not.toBeNull();
  const token = new URL(mailedLink(email, "/confirm-email", dataDir) as string, base).searchParams.get(
    "token",
  );
  const confirmed = await fetch(`${base}/api/account/confirm-email`, {
    method: "POST",
    headers,
    body: JSON.stringify({ token, password: "Monsoon-Savings-2026" }),
  });
  expect(confirmed.status).toBe(200);
  return confirmed.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
}

/** A TCP server that accepts connections and never answers (a hung Redis). */
async function silentServer() {
  const sockets: Socket[] = [];
  const silent = createServer((socket) => sockets.push(socket));
  const port = await freePort();
  await new Promise<void>((resolve) => silent.listen(port, "127.0.0.1", resolve));
  return {
    port,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => silent.close(resolve));
    },
  };
}

for (const scenario of ["down", "hung"] as const) {
  test(`Redis ${scenario}: rate-limited routes answer at once and /healthz says degraded (point 16)`, async () => {
    const hung = scenario === "hung" ? await silentServer() : null;
    try {
      const port = hung?.port ?? (await freePort());
      // A second server without Redis is the baseline: the same request, on the same machine, at
      // the same moment, when the rate limits never look for Redis.
      const [{ base }, { base: plain }] = await Promise.all([
        server({ REDIS_URL: `redis://127.0.0.1:${port}` }),
        server(),
      ]);
      const health = await fetch(`${base}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({
        status: "degraded",
        checks: { database: "ok", redis: "degraded" },
      });
      // Before the fix each request waited 2-15 s for Redis; now it costs what it costs without
      // Redis. The requests alternate between the two servers and the medians of five are
      // compared, so one stall of a busy CI machine is not mistaken for waiting on Redis.
      const times: number[] = [];
      const baseline: number[] = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        for (const [target, into] of [
          [base, times],
          [plain, baseline],
        ] as const) {
          const started = performance.now();
          expect((await feedback(target)).status).toBe(201);
          into.push(performance.now() - started);
        }
      }
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[2] ?? 0;
      test.info().annotations.push({
        type: "figures",
        description: JSON.stringify({ medianMs: median(times), baselineMedianMs: median(baseline) }),
      });
      // Redis's 100 ms command timeout on every request would be many times the baseline.
      expect(median(times)).toBeLessThan(4 * median(baseline) + 50);
    } finally {
      await hung?.close();
    }
  });
}

test("slow clients are cut off: headers within HEADERS_TIMEOUT_MS, the request within REQUEST_TIMEOUT_MS (point 18)", async () => {
  const { base } = await server({ HEADERS_TIMEOUT_MS: "1000", REQUEST_TIMEOUT_MS: "2000" });
  const { port } = new URL(base);
  // Who closes the connection: the server at its deadline, or this client, which gives up after
  // 10 s (five times the longer deadline). A server without the deadlines never closes it.
  const closedBy = (send: (socket: Socket) => void) =>
    new Promise<{ by: "server" | "client"; answer: string }>((resolve) => {
      let answer = "";
      let gaveUp = false;
      const socket = connect(Number(port), "127.0.0.1", () => send(socket));
      socket.on("data", (data) => {
        answer += data.toString();
      });
      const fallback = setTimeout(() => {
        gaveUp = true;
        socket.destroy();
      }, 10_000);
      socket.on("close", () => {
        clearTimeout(fallback);
        resolve({ by: gaveUp ? "client" : "server", answer });
      });
      socket.on("error", () => {});
    });
  const halfHeaders = await closedBy((socket) => socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n"));
  expect(halfHeaders.by).toBe("server");
  expect(halfHeaders.answer).toMatch(/^HTTP\/1\.1 408/);
  const halfBody = await closedBy((socket) =>
    socket.write(
      'POST /api/feedback HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"mess',
    ),
  );
  expect(halfBody.by).toBe("server");
});

test("/healthz answers 503 when the disk under the database is full (point 19)", async () => {
  test.setTimeout(60_000);
  const mountPoint = path.join(tmpdir(), `ns-full-${randomUUID()}`);
  mkdirSync(mountPoint, { recursive: true });
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=24m", "tmpfs", mountPoint], { stdio: "ignore" });
  } catch {
    rmSync(mountPoint, { recursive: true, force: true });
    test.skip(!process.env.CI, "cannot mount a small filesystem here");
    throw new Error("CI must be able to mount a tmpfs for the full-disk test");
  }
  try {
    const { base } = await server({ DATA_DIR: mountPoint });
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const filler = path.join(mountPoint, "filler");
    try {
      writeFileSync(filler, Buffer.alloc(24 * 1024 * 1024));
    } catch {
      // ENOSPC: the disk is now full, which is the point.
    }
    await waitForStatus(`${base}/healthz`, 503, 10_000);
    rmSync(filler, { force: true });
    await waitForStatus(`${base}/healthz`, 200, 10_000);
  } finally {
    for (const running of servers.splice(0)) await running.stop();
    try {
      execFileSync("umount", [mountPoint], { stdio: "ignore" });
    } catch {
      // already gone
    }
    rmSync(mountPoint, { recursive: true, force: true });
  }
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

// Issue 22, point 4: two clients asking for new SIP simulations (20,000 paths × 40 years, a new
// seed each time) took a server-rendered page from p50 37 ms to 462 ms (p95 92 ms to 3.2 s),
// because each run held the event loop for 110-220 ms. Now runs are limited per visitor and
// run in a worker thread. "Fast" is judged by the order of events, which other load on the
// machine does not change: a page asked for while a run is going is answered before that run,
// which it could not be if the run held the event loop. (The p95 figures are still measured and
// reported; the check was "p95 under load at most twice the p95 without", which needed a quiet
// machine: the test ran alone after all the others.)
test("load: pages stay fast while two clients request uncached simulations as fast as the limit allows (issue 22, point 4)", async () => {
  test.setTimeout(180_000);
  const { base } = await server({ TRUST_PROXY: "1", LOG_LEVEL: "warn" });
  // A server-rendered page (a query string is never served from the prerendered files).
  const page = `${base}/calculators/sip?monthlyInvestment=5000&years=10`;
  await sample(page, 15, 0); // warm: modules loaded, code compiled
  const before = await sample(page, 60);

  const answers = new Map<number, number>();
  const refused = new Set<string>();
  // For each run that went ahead: did a page asked for just after it started answer first?
  const pageFirst: boolean[] = [];
  const runMs: number[] = [];
  async function client(ip: string) {
    // Every run it may have, then until refused twice: the limit, not the client, stops it.
    let refusals = 0;
    while (refusals < 2) {
      const seed = Math.floor(Math.random() * 4_000_000_000);
      const order: string[] = [];
      const started = performance.now();
      const run = fetch(`${base}/api/tools/sip-simulation?paths=20000&years=40&seed=${seed}`, {
        headers: { "X-Forwarded-For": ip },
      }).then(async (answer) => {
        await answer.arrayBuffer();
        order.push("run");
        return answer;
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      const pageDuringRun = timed(page).then((answer) => {
        order.push("page");
        return answer;
      });
      const [response, pageAnswer] = await Promise.all([run, pageDuringRun]);
      expect(pageAnswer.status).toBe(200);
      if (response.status === 200) {
        pageFirst.push(order[0] === "page");
        runMs.push(performance.now() - started);
      }
      answers.set(response.status, (answers.get(response.status) ?? 0) + 1);
      if (response.status === 429) {
        refusals += 1;
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
    pageFirst: pageFirst.filter(Boolean).length,
    runMsMedian: percentile(runMs, 0.5),
  };
  test.info().annotations.push({ type: "figures", description: JSON.stringify(figures) });
  console.log(JSON.stringify(figures));
  // Each client got its ten runs a minute, and was refused after that.
  expect(answers.get(200)).toBe(20);
  expect(refused.size).toBe(2);
  expect([...answers.keys()].filter((status) => status !== 200 && status !== 429)).toEqual([]);
  // Pages are answered while runs go on: a page asked for 20 ms into a run comes back before the
  // run in (nearly) every case. When each run held the event loop, the page waited for the run
  // to end and came back after it every time; the margin allows for a rare stall of a busy CI
  // machine delaying one page.
  expect(pageFirst).toHaveLength(20);
  expect(pageFirst.filter(Boolean).length).toBeGreaterThanOrEqual(18);

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
