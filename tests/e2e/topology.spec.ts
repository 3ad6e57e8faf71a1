import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes, randomInt, randomUUID } from "node:crypto";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent, get as httpGet } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { courseLessons, getCourse } from "../../app/content/courses/index.ts";
import { getQuizBank } from "../../app/content/courses/quiz-banks.server.ts";
import { mailedLink, waitForHydration, watchConsole } from "./helpers.ts";
import { postgresAdminUrl, requirePostgres, withPostgres } from "./postgres.ts";
import { freePort, type ServerProcess, startServer, waitForStatus } from "./server-process.ts";

// Issue 28, docs/deploy.md: the production topology, run as the guide says. nginx (Debian's,
// with the configuration scripts/nginx-config.ts writes) serves the build and proxies the rest
// to two app instances on one PostgreSQL database and one Redis, sharing AUTH_SECRET.
//
// The test client plays a load balancer in front of nginx (--real-ip-from 127.0.0.1), so each
// simulated visitor has an address of its own (X-Forwarded-For) and the per-address limits stay
// those of production. Which instance answered a proxied request is read from the instances'
// logs: nginx gives every request an id (X-Request-Id), and the app logs it.

const nginxBinary = "/usr/sbin/nginx";
const courseId = "investment-fundamentals";
const course = getCourse(courseId);
const lessons = course ? courseLessons(course) : [];
const bank = getQuizBank(courseId) ?? [];
// Visitor addresses of one run share a random block of 10.0.0.0/8, so their rate-limit keys
// in the shared Redis never meet another run's.
const runOctet = randomInt(1, 255);
const runStart = randomInt(0, 128) * 256;
let visitors = 0;
/** A visitor address of this run, different at each call. */
function visitor(): string {
  const n = runStart + ++visitors;
  return `10.${runOctet}.${(n >> 8) % 256}.${n % 256}`;
}

/** Skips without nginx, except in CI, where a missing nginx fails with the way to install it. */
function requireNginx() {
  const available = existsSync(nginxBinary);
  test.skip(!available && !process.env.CI, "no nginx here");
  if (!available)
    throw new Error(
      `CI must run the topology test with nginx, but ${nginxBinary} is missing: apt-get install -y nginx`,
    );
}

interface Topology {
  base: string;
  instances: ServerProcess[];
  /** The environment every instance starts with (its PORT added). */
  instanceEnv: Record<string, string>;
  ports: number[];
  databaseUrl: string;
  nginxPrefix: string;
  /** Which instance (0 or 1) logged the request with this id, once it has. */
  servedBy(requestId: string): Promise<number>;
  close(): Promise<void>;
}

async function startNginx(prefix: string): Promise<{ child: ChildProcess; exited: Promise<void> }> {
  const child = spawn(nginxBinary, ["-p", prefix, "-c", "nginx.conf"], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.once("exit", (code) => {
    if (code) console.error(`nginx exited with ${code}: ${output}`);
  });
  return { child, exited };
}

async function startTopology(): Promise<Topology> {
  requireNginx();
  await requirePostgres();
  const name = `ns_topology_${randomUUID().replaceAll("-", "")}`;
  await withPostgres((client) => client.query(`create database ${name}`));
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  // One after another, and distinct: two ports asked for at once could be the same one.
  const taken: number[] = [];
  while (taken.length < 3) {
    const port = await freePort();
    if (!taken.includes(port)) taken.push(port);
  }
  const [nginxPort, ...ports] = taken;
  const base = `http://127.0.0.1:${nginxPort}`;
  const instanceEnv = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: "redis://127.0.0.1:6379",
    AUTH_SECRET: randomBytes(32).toString("hex"),
    TRUST_PROXY: "1",
    SITE_URL: base,
    // One line per dynamic request, with nginx's request id: how the test tells who answered.
    LOG_LEVEL: "info",
  };
  const instances: ServerProcess[] = [];
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  // Unprivileged: everything under a temporary prefix, on a high port, in the foreground.
  const nginxPrefix = mkdtempSync(path.join(tmpdir(), "ns-nginx-"));
  chmodSync(nginxPrefix, 0o755); // nginx's workers (nobody, when run as root) create their temp folders here
  const close = async () => {
    nginx?.child.kill("SIGQUIT");
    await nginx?.exited;
    // nginx's error log goes with the test's results (a failed one is read there), not in /tmp.
    const errorLog = path.join(nginxPrefix, "error.log");
    if (existsSync(errorLog))
      await test.info().attach("nginx error.log", { path: errorLog, contentType: "text/plain" });
    rmSync(nginxPrefix, { recursive: true, force: true });
    await Promise.all(instances.map((instance) => instance.stop()));
    await withPostgres((client) => client.query(`drop database if exists ${name} with (force)`)).catch(
      () => {},
    );
  };
  try {
    // The first instance migrates the new database; the second finds it migrated.
    instances.push(await startServer({ ...instanceEnv, PORT: String(ports[0]) }));
    instances.push(await startServer({ ...instanceEnv, PORT: String(ports[1]) }));
    execFileSync(process.execPath, [
      "scripts/nginx-config.ts",
      "--root",
      "build/client",
      ...ports.flatMap((port) => ["--upstream", `127.0.0.1:${port}`]),
      "--listen",
      `127.0.0.1:${nginxPort}`,
      "--real-ip-from",
      "127.0.0.1",
      "--standalone",
      nginxPrefix,
      "--out",
      path.join(nginxPrefix, "nginx.conf"),
    ]);
    nginx = await startNginx(nginxPrefix);
    await waitForStatus(`${base}/healthz`, 200, 20_000);
    return {
      base,
      instances,
      instanceEnv,
      ports: ports as number[],
      databaseUrl,
      nginxPrefix,
      async servedBy(requestId) {
        const marker = `"requestId":"${requestId}"`;
        let found = -1;
        await expect
          .poll(
            () => {
              found = instances.findIndex((instance) => instance.lines.some((line) => line.includes(marker)));
              return found;
            },
            { message: `no instance logged request ${requestId}` },
          )
          .toBeGreaterThanOrEqual(0);
        return found;
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

// The topology tests run one after another: each starts two instances and nginx, and the
// load they make is measured against a machine that runs nothing else of theirs.
test.describe.configure({ mode: "default" });

/** Headers that differ by nature between two servers of the same file (see docs/deploy.md). */
const ignoredHeaders = new Set([
  "date", // the moment of the answer
  "etag", // nginx's is its file's mtime and size, the app's a hash of the bytes; each answers its own
  "last-modified", // nginx's validator for If-Modified-Since; the app sends none
  "server", // "nginx"
  "connection",
  "keep-alive",
  "x-request-id", // a fresh id per request (nginx's $request_id, the app's uuid)
]);

function comparable(headers: Headers): Record<string, string> {
  return Object.fromEntries([...headers].filter(([name]) => !ignoredHeaders.has(name)));
}

test("static pages and files come from nginx with the app's own headers and bytes", async ({ browser }) => {
  test.setTimeout(90_000);
  const topology = await startTopology();
  try {
    const app = topology.instances[0] as ServerProcess;
    const asset = (extension: string) => {
      const html = readFileSync("build/client/index.html", "utf8");
      const match = new RegExp(`/assets/[\\w.-]+\\.${extension}`).exec(html);
      if (!match) throw new Error(`no ${extension} asset in the home page`);
      return match[0];
    };
    const paths = [
      "/",
      "/about",
      "/calculators/sip",
      "/courses",
      "/about.data",
      asset("js"),
      asset("css"),
      "/robots.txt",
      "/sitemap.xml",
    ];
    for (const urlPath of paths) {
      for (const acceptEncoding of ["br, gzip, deflate", "gzip", "br;q=0, gzip", "identity"]) {
        // fetch would send an Accept-Encoding of its own: every request names one.
        const headers = { "Accept-Encoding": acceptEncoding };
        for (const method of ["GET", "HEAD"]) {
          const label = `${method} ${urlPath} (Accept-Encoding: ${acceptEncoding})`;
          const [fromNginx, fromApp] = await Promise.all([
            fetch(`${topology.base}${urlPath}`, { method, headers }),
            fetch(`${app.base}${urlPath}`, { method, headers }),
          ]);
          expect(fromNginx.status, label).toBe(200);
          // Answered by nginx from the build: its own validators, not the app's hash.
          expect(fromNginx.headers.get("etag"), label).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
          expect(fromNginx.headers.get("last-modified"), label).toBeTruthy();
          expect(comparable(fromNginx.headers), label).toEqual(comparable(fromApp.headers));
          // fetch undoes the Content-Encoding: the .br/.gz nginx sent hold the app's bytes.
          expect(
            Buffer.from(await fromNginx.arrayBuffer()).equals(Buffer.from(await fromApp.arrayBuffer())),
            label,
          ).toBe(true);
        }
      }
    }
    // A query string, a trailing slash, a POST and unknown paths are the app's: nginx proxies them.
    for (const [urlPath, status] of [
      ["/calculators/sip?monthlyInvestment=5000&annualReturn=12&years=10", 200],
      ["/about/", 301],
      ["/no-such-page", 404],
      ["/assets/no-such-file.js", 404],
    ] as const) {
      const response = await fetch(`${topology.base}${urlPath}`, { redirect: "manual" });
      expect(response.status, urlPath).toBe(status);
      await topology.servedBy(response.headers.get("x-request-id") ?? "");
    }

    // A browser runs the page nginx sent: its CSP (the page's script hashes) lets it hydrate.
    const context = await browser.newContext({ baseURL: topology.base });
    const page = await context.newPage();
    const pageConsole = watchConsole(page);
    await page.goto("/calculators/sip");
    await waitForHydration(page);
    pageConsole.assertClean();
    await context.close();
  } finally {
    await topology.close();
  }
});

/** The attempt's answers, all right, by the options' texts (option ids are made up per attempt). */
function rightAnswers(questions: { id: string; options: { id: string; text: string }[] }[]) {
  return Object.fromEntries(
    questions.map((question) => {
      const known = bank.find((item) => item.id === question.id);
      if (!known) throw new Error(`question ${question.id} is not in the bank`);
      const right = new Set(known.options.filter((option) => option.correct).map((option) => option.text));
      return [
        question.id,
        question.options.filter((option) => right.has(option.text)).map((option) => option.id),
      ];
    }),
  );
}

test("the learner journey through nginx lands on both instances: a quiz started on one is graded on the other", async ({
  playwright,
}) => {
  test.setTimeout(90_000);
  const topology = await startTopology();
  const [first, second] = topology.instances as [ServerProcess, ServerProcess];
  const origin = { Origin: topology.base };
  const proxied: string[] = [];
  let learner: APIRequestContext | undefined;
  try {
    learner = await playwright.request.newContext({
      baseURL: topology.base,
      extraHTTPHeaders: { "X-Forwarded-For": visitor() },
    });
    const through = async (response: Awaited<ReturnType<APIRequestContext["get"]>>) => {
      proxied.push(response.headers()["x-request-id"] ?? "");
      return response;
    };
    const email = `topology-${randomUUID().slice(0, 8)}@example.in`;
    const password = "Monsoon-Savings-2026";
    expect(
      (
        await through(await learner.post("/api/account/register", { headers: origin, data: { email } }))
      ).status(),
    ).toBe(201);
    // The confirmation mail is in the outbox of whichever instance took the registration.
    let link: string | null = null;
    await expect
      .poll(() => {
        link =
          mailedLink(email, "/confirm-email", first.dataDir) ??
          mailedLink(email, "/confirm-email", second.dataDir);
        return link;
      })
      .not.toBeNull();
    // The mailed link points at SITE_URL, nginx: the path and its token are what matter.
    const token = new URL(link as unknown as string, topology.base).searchParams.get("token");
    const confirmed = await through(
      await learner.post("/api/account/confirm-email", { headers: origin, data: { token, password } }),
    );
    expect(confirmed.status()).toBe(200);
    await through(await learner.post("/api/account/logout", { headers: origin }));
    const signedIn = await through(
      await learner.post("/api/account/login", { headers: origin, data: { email, password } }),
    );
    expect(signedIn.status()).toBe(200);

    // Pinned by port, the one way to choose the instance: started on the first, graded on the
    // second, with the session cookie nginx's answers set (cookies do not depend on the port).
    const started = await learner.post(`${first.base}/api/courses/${courseId}/quiz`);
    expect(started.status()).toBe(201);
    const attempt = (await started.json()) as {
      attemptId: string;
      questions: { id: string; options: { id: string; text: string }[] }[];
    };
    const graded = await learner.post(`${second.base}/api/courses/${courseId}/quiz/${attempt.attemptId}`, {
      data: { answers: rightAnswers(attempt.questions) },
    });
    expect(graded.status()).toBe(200);
    expect(await graded.json()).toMatchObject({ passed: true, percent: 100 });

    // Back through nginx: every lesson complete, the certificate claimed and verified.
    const progress = await through(
      await learner.post("/api/courses/progress", {
        headers: origin,
        data: { complete: lessons.map((lesson) => ({ courseId, lessonId: lesson.id })) },
      }),
    );
    expect(progress.status()).toBe(200);
    const claimed = await through(
      await learner.post(`/courses/${courseId}/quiz/${attempt.attemptId}`, {
        headers: origin,
        form: { intent: "claim", name: "Asha Kumari", lessons: lessons.map((lesson) => lesson.id).join(" ") },
        maxRedirects: 0,
      }),
    );
    expect(claimed.status()).toBe(303);
    const certificatePath = claimed.headers().location ?? "";
    expect(certificatePath).toMatch(/^\/certificates\/[0-9a-f]{32}$/);
    const verified = await through(await learner.get(certificatePath));
    expect(verified.status()).toBe(200);
    const page = await verified.text();
    expect(page).toContain("This certificate is genuine");
    expect(page).toContain("Asha Kumari");

    // nginx spread the journey over both instances.
    const servedBy = new Set(await Promise.all(proxied.map((id) => topology.servedBy(id))));
    expect([...servedBy].sort()).toEqual([0, 1]);
  } finally {
    await learner?.dispose();
    await topology.close();
  }
});

interface Post {
  marker: string;
  status: number | "network error";
  retryAfter: string | null;
}

async function postFeedback(base: string, marker: string, address: string): Promise<Post> {
  try {
    const response = await fetch(`${base}/api/feedback`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: base, "X-Forwarded-For": address },
      body: JSON.stringify({ message: `Topology test post ${marker}` }),
    });
    await response.arrayBuffer();
    return { marker, status: response.status, retryAfter: response.headers.get("retry-after") };
  } catch {
    return { marker, status: "network error", retryAfter: null };
  }
}

async function storedMarkers(databaseUrl: string, markers: string[]): Promise<Set<string>> {
  return withPostgres(async (client) => {
    const { rows } = await client.query<{ message: string }>(
      "select message from feedback where message like 'Topology test post %'",
    );
    const stored = new Set(rows.map((row) => row.message.slice("Topology test post ".length)));
    return new Set(markers.filter((marker) => stored.has(marker)));
  }, databaseUrl);
}

const retryable = (post: Post) =>
  post.status === 502 ||
  post.status === 503 ||
  post.status === 504 ||
  (post.status === 429 && post.retryAfter !== null);

test("1,000 concurrent feedback posts, one instance SIGKILLed midway: every acknowledged post stored, the rest retryable", async () => {
  test.setTimeout(90_000);
  const topology = await startTopology();
  const victim = topology.instances[0] as ServerProcess;
  try {
    const run = randomUUID().slice(0, 8);
    // Four posts per visitor address, well under the limit of 10 an hour.
    const addresses = Array.from({ length: 250 }, () => visitor());
    let answered = 0;
    let killed = false;
    const posts = await Promise.all(
      Array.from({ length: 1000 }, async (_, index) => {
        const post = await postFeedback(topology.base, `${run}-${index}`, addresses[index % 250] as string);
        answered++;
        // Midway: a quarter answered, most still in flight or not yet sent.
        if (answered === 250 && !killed) {
          killed = true;
          process.kill(victim.pid, "SIGKILL");
        }
        return post;
      }),
    );
    expect(killed).toBe(true);
    expect(await victim.exited).toBeNull();

    const acknowledged = posts.filter((post) => post.status === 201);
    const refused = posts.filter((post) => post.status !== 201);
    const stored = await storedMarkers(
      topology.databaseUrl,
      acknowledged.map((post) => post.marker),
    );
    // None lost silently: every 201 is in the database...
    expect(acknowledged.filter((post) => !stored.has(post.marker)).map((post) => post.marker)).toEqual([]);
    // ...and every other answer tells the client to try again.
    expect(refused.filter((post) => !retryable(post))).toEqual([]);
    // At least the quarter answered before the kill (the others depend on what was in flight).
    expect(acknowledged.length).toBeGreaterThanOrEqual(250);

    // Tried again, each refused post is stored by the instance still running.
    const retried = await Promise.all(
      refused.map((post) => postFeedback(topology.base, post.marker, visitor())),
    );
    expect(retried.filter((post) => post.status !== 201)).toEqual([]);
    expect(
      (
        await storedMarkers(
          topology.databaseUrl,
          posts.map((post) => post.marker),
        )
      ).size,
    ).toBe(1000);
    console.log(
      `feedback under SIGKILL: ${acknowledged.length} acknowledged and stored, ${refused.length} answered ${[...new Set(refused.map((post) => post.status))].join("/")} and stored when retried`,
    );
  } finally {
    await topology.close();
  }
});

test("rolling restart under steady load: SIGTERM, start, then the other, with no failed request", async () => {
  test.setTimeout(120_000);
  const topology = await startTopology();
  try {
    const failures: string[] = [];
    let requests = 0;
    let stopping = false;
    /** Request ids of proxied answers, latest last, to see which instance nginx used. */
    const recent: string[] = [];
    const run = randomUUID().slice(0, 8);
    const steady = async (worker: number) => {
      for (let round = 0; !stopping; round++) {
        const address = visitor();
        const attempts: [string, RequestInit][] = [
          [`/search?q=sip&worker=${worker}`, {}],
          ["/api/calculators/sip?monthlyInvestment=5000&annualReturn=12&years=10", {}],
          [
            "/api/feedback",
            {
              method: "POST",
              headers: { "Content-Type": "application/json", Origin: topology.base },
              body: JSON.stringify({ message: `Rolling restart post ${run}-${worker}-${round}` }),
            },
          ],
          ["/about", {}],
        ];
        for (const [urlPath, init] of attempts) {
          requests++;
          try {
            const response = await fetch(`${topology.base}${urlPath}`, {
              ...init,
              redirect: "manual",
              headers: { ...(init.headers as Record<string, string>), "X-Forwarded-For": address },
            });
            await response.arrayBuffer();
            if (response.status >= 400)
              failures.push(`${init.method ?? "GET"} ${urlPath}: ${response.status}`);
            const id = response.headers.get("x-request-id");
            if (id && urlPath !== "/about") recent.push(id);
          } catch (error) {
            failures.push(`${init.method ?? "GET"} ${urlPath}: ${String(error)}`);
          }
        }
      }
    };
    const load = Promise.all([0, 1, 2, 3].map((worker) => steady(worker)));

    for (const index of [0, 1]) {
      const old = topology.instances[index] as ServerProcess;
      process.kill(old.pid, "SIGTERM");
      expect(await old.exited).toBe(0);
      const fresh = await startServer({ ...topology.instanceEnv, PORT: String(topology.ports[index]) });
      topology.instances[index] = fresh;
      // Back in nginx's rotation (it left the instance out for fail_timeout after refused
      // connections): a proxied request answered by the new process. Only then the next one.
      await expect
        .poll(
          () => {
            const seen = recent.slice(-40);
            return seen.some((id) => fresh.lines.some((line) => line.includes(`"requestId":"${id}"`)));
          },
          { timeout: 20_000, message: `nginx never sent traffic to the restarted instance ${index}` },
        )
        .toBe(true);
    }
    stopping = true;
    await load;
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(100);
    console.log(`rolling restart: ${requests} requests, ${failures.length} failed`);
  } finally {
    await topology.close();
  }
});

/** One GET on a kept-alive connection of `agent`: status, Connection header, and the socket used. */
function getOn(
  agent: Agent,
  url: string,
): Promise<{ status: number; connection: string | undefined; socket: unknown }> {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { agent }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          socket: request.socket,
        }),
      );
    });
    request.on("error", reject);
  });
}

test("a stopping instance refuses new connections but answers on kept-alive ones, each with Connection: close", async () => {
  test.setTimeout(60_000);
  const server = await startServer({ LOG_LEVEL: "warn" });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const before = await getOn(agent, `${server.base}/api/calculators`);
    expect(before.status).toBe(200);
    process.kill(server.pid, "SIGTERM");
    // Not listening any more: a proxy's new connection is refused (and retried elsewhere).
    await expect
      .poll(() =>
        fetch(`${server.base}/healthz`).then(
          () => "answered",
          () => "refused",
        ),
      )
      .toBe("refused");
    // The idle kept-alive connection was left open for the proxy's next request, which is
    // answered, and closes the connection.
    const during = await getOn(agent, `${server.base}/healthz`);
    expect(during.socket).toBe(before.socket);
    expect(during).toMatchObject({ status: 503, connection: "close" });
    expect(await server.exited).toBe(0);
  } finally {
    agent.destroy();
    await server.stop();
  }
});
