// `npm run bench`: prints the performance figures of the production build. It never fails;
// budgets (DEVELOPERS.md): home JS <= 120 KB gzip, Lighthouse mobile performance >= 95 and
// 100 for accessibility, best practices and SEO on the home, a calculator and a category page.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";

const pages = {
  home: "/",
  calculator: "/calculators/sip",
  category: "/investments/stocks",
  guide: "/guides/beginners",
  glossary: "/resources/stock-terminologies",
};
const port = Number(process.env.BENCH_PORT ?? 3299);
const base = `http://127.0.0.1:${port}`;
const clientDir = path.resolve("build/client");

if (!existsSync("build/server/index.js")) {
  console.log("No build found: run `npm run build` first.");
  process.exit(0);
}

const server = spawn(process.execPath, ["host/server.ts"], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "silent",
    DATA_DIR: "test-results/bench-data",
  },
  stdio: "inherit",
});
try {
  await waitForServer();
  console.log("\nBytes shipped per page (gzip)");
  console.log("page        JS KB   CSS KB  HTML KB");
  for (const [name, pagePath] of Object.entries(pages)) {
    const html = await (await fetch(base + pagePath)).text();
    const js = await gzipTotal(await staticModuleGraph(matchAll(html, /"(\/assets\/[^"]+\.js)"/g)));
    const css = await gzipTotal(matchAll(html, /href="(\/assets\/[^"]+\.css)"/g));
    const htmlKb = gzipSync(html).length / 1024;
    console.log(
      `${name.padEnd(11)} ${js.toFixed(1).padStart(6)}  ${css.toFixed(1).padStart(6)}  ${htmlKb.toFixed(1).padStart(6)}`,
    );
  }
  await throughput();
  await lighthouse();
} catch (error) {
  console.log(`bench: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  server.kill("SIGTERM");
}

function matchAll(text: string, pattern: RegExp): string[] {
  return [...new Set([...text.matchAll(pattern)].map((match) => match[1] ?? ""))];
}

/** The page's entry modules plus everything they import statically (lazy chunks excluded). */
async function staticModuleGraph(entries: string[]): Promise<string[]> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop() ?? "";
    if (seen.has(file)) continue;
    seen.add(file);
    const code = await readFile(path.join(clientDir, file), "utf8");
    for (const match of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g))
      queue.push(`/assets/${match[1]}`);
  }
  return [...seen];
}

async function gzipTotal(files: string[]): Promise<number> {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(await readFile(path.join(clientDir, file))).length;
  return bytes / 1024;
}

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("server did not start");
}

async function throughput() {
  const { default: autocannon } = await import("autocannon");
  console.log("\nThroughput (autocannon, 10 connections, 5 s)");
  for (const [name, pagePath] of Object.entries({ home: "/", search: "/search?q=sip" })) {
    const result = await autocannon({ url: base + pagePath, connections: 10, duration: 5 });
    console.log(
      `${name.padEnd(11)} ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`,
    );
  }
}

async function lighthouse() {
  const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(chromePath)) {
    console.log("\nLighthouse skipped: no Chromium at", chromePath);
    return;
  }
  const { default: run } = await import("lighthouse");
  const { launch } = await import("chrome-launcher");
  // Scores vary from run to run on a shared machine, so each page runs several times and
  // the run with the median performance score is reported (Lighthouse's docs advise a median of 5).
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
  console.log(`\nLighthouse (mobile, median of ${runs})  perf  a11y  best-practices  SEO`);
  for (const [name, pagePath] of Object.entries(pages)) {
    const results = [];
    for (let attempt = 0; attempt < runs; attempt++) {
      const chrome = await launch({
        chromePath,
        chromeFlags: [
          "--headless=new",
          "--no-sandbox",
          "--disable-gpu",
          "--disable-background-networking",
          "--no-first-run",
        ],
      });
      try {
        const result = await run(base + pagePath, { port: chrome.port, output: "json", logLevel: "error" });
        if (result?.lhr.runtimeError) console.log(`  ${name}: run failed (${result.lhr.runtimeError.code})`);
        if (result) results.push(result.lhr);
      } finally {
        chrome.kill();
      }
    }
    results.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    const lhr = results[Math.floor(results.length / 2)];
    if (!lhr) continue;
    const score = (key: string) => String(Math.round((lhr.categories[key]?.score ?? 0) * 100)).padStart(4);
    const metric = (key: string) => lhr.audits[key]?.displayValue ?? "?";
    const spread = results
      .map((item) => Math.round((item.categories.performance?.score ?? 0) * 100))
      .join("/");
    console.log(
      `${name.padEnd(31)} ${score("performance")}  ${score("accessibility")}  ${score("best-practices").padStart(14)}  ${score("seo")}` +
        `   (perf runs ${spread}) FCP ${metric("first-contentful-paint")}, LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}`,
    );
  }
}
