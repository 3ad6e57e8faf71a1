// `npm run eval:chat [-- --set path/to/questions.ts] [--verbose]`: runs the assistant over its
// evaluation set and prints the share answered correctly (target 95%), latency p50/p95 in
// process (target p95 <= 20 ms) and every miss. Exits 1 below the target share.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { evaluate } from "../app/chat/eval/run.ts";
import type { ChatEvalCase } from "../app/chat/eval/types.ts";
import { createSiteChatEngine } from "../app/chat/index.ts";

const args = process.argv.slice(2);
const setIndex = args.indexOf("--set");
const setPath = setIndex >= 0 ? args[setIndex + 1] : undefined;
const verbose = args.includes("--verbose");
const module = (await import(
  setPath ? pathToFileURL(path.resolve(setPath)).href : "../app/chat/eval/questions.ts"
)) as { chatEvalCases: ChatEvalCase[] };

const started = performance.now();
const engine = await createSiteChatEngine("NiveshShala");
engine.answer("hello");
const buildMs = performance.now() - started;
const report = evaluate(engine, module.chatEvalCases);

for (const miss of report.misses) {
  console.log(`✗ ${miss.id}: ${miss.question}\n    ${miss.problems.join("; ")}`);
  if (verbose) console.log(`    reply: ${miss.reply.replace(/\n+/g, " ⏎ ").slice(0, 400)}`);
}
const share = (report.share * 100).toFixed(1);
console.log(
  `\nchat eval: ${report.passed}/${report.total} answered correctly (${share}%, target 95%); ` +
    `latency p50 ${report.p50Ms.toFixed(1)} ms, p95 ${report.p95Ms.toFixed(1)} ms (target p95 <= 20 ms); ` +
    `index built in ${buildMs.toFixed(0)} ms`,
);
if (report.share < 0.95) process.exitCode = 1;
