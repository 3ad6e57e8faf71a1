// `npm run eval:chat [-- --set dev|held-out|path/to/set.json|path/to/set.ts] [--verbose]`: runs
// the assistant over an evaluation set and prints the share answered correctly, latency p50/p95
// in process (target p95 <= 20 ms), replies whose figures had no source, and every miss.
// Exits 1 below the set's target share (dev 95%, held-out and other written sets 90%).
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chatEvalCases } from "../app/features/chat/eval/dev.ts";
import { heldOutSetPath, readWrittenSet } from "../app/features/chat/eval/held-out.ts";
import { evaluate } from "../app/features/chat/eval/run.ts";
import type { ChatEvalCase } from "../app/features/chat/eval/types.ts";
import { createSiteChatEngine } from "../app/features/chat/index.ts";
import { siteIndexService } from "../app/features/search/site-index.ts";

const args = process.argv.slice(2);
const setIndex = args.indexOf("--set");
const set = setIndex >= 0 ? (args[setIndex + 1] ?? "dev") : "dev";
const verbose = args.includes("--verbose");

async function load(name: string): Promise<{ cases: ChatEvalCase[]; target: number }> {
  if (name === "dev") return { cases: chatEvalCases, target: 0.95 };
  if (name === "held-out") return { cases: readWrittenSet(heldOutSetPath), target: 0.9 };
  const resolved = path.resolve(name);
  if (resolved.endsWith(".json")) return { cases: readWrittenSet(resolved), target: 0.9 };
  const module = (await import(pathToFileURL(resolved).href)) as { chatEvalCases: ChatEvalCase[] };
  return { cases: module.chatEvalCases, target: 0.95 };
}

const { cases, target } = await load(set);
const started = performance.now();
const engine = await createSiteChatEngine("NiveshShala", await siteIndexService().get());
engine.answer("hello");
const buildMs = performance.now() - started;
const report = await evaluate(engine, cases);

for (const miss of report.misses) {
  console.log(`✗ ${miss.id}: ${miss.question}\n    ${miss.problems.join("; ")}`);
  if (verbose) console.log(`    reply: ${miss.reply.replace(/\n+/g, " ⏎ ").slice(0, 500)}`);
}
const share = (report.share * 100).toFixed(1);
console.log(
  `\nchat eval (${set}): ${report.passed}/${report.total} answered correctly (${share}%, target ${target * 100}%); ` +
    `untraceable figures in ${report.untraced.length} replies; ` +
    `latency p50 ${report.p50Ms.toFixed(1)} ms, p95 ${report.p95Ms.toFixed(1)} ms (target p95 <= 20 ms); ` +
    `index and engine built in ${buildMs.toFixed(0)} ms`,
);
if (report.share < target || report.untraced.length > 0) process.exitCode = 1;
