import type { ChatEngine, ChatReply } from "../engine.ts";
import type { ChatEvalCase } from "./types.ts";

// Scores the assistant against an evaluation set: what each reply links to, says and is.

export interface EvalMiss {
  id: string;
  question: string;
  problems: string[];
  reply: string;
}

export interface EvalReport {
  total: number;
  passed: number;
  share: number;
  p50Ms: number;
  p95Ms: number;
  misses: EvalMiss[];
}

/** The site paths a reply links to, as written ("/investments/ppf#taxation"). */
export function replyLinks(text: string): string[] {
  return [...text.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1] ?? "");
}

function linkMatches(actual: string, expected: string): boolean {
  const [actualPath = "", actualHash] = actual.split("?")[0]?.split("#") ?? [];
  const [expectedPath = "", expectedHash] = expected.split("#");
  if (actualPath !== expectedPath) return false;
  return expectedHash === undefined || actual.includes(`#${expectedHash}`) || actualHash === expectedHash;
}

export function checkReply(reply: ChatReply, expected: ChatEvalCase): string[] {
  const problems: string[] = [];
  const text = reply.text.toLowerCase();
  if (expected.links?.length) {
    const links = replyLinks(reply.text);
    if (!expected.links.some((want) => links.some((link) => linkMatches(link, want))))
      problems.push(`no link to ${expected.links.join(" or ")}`);
  }
  for (const fact of expected.contains ?? [])
    if (!text.includes(fact.toLowerCase())) problems.push(`missing "${fact}"`);
  for (const fact of expected.excludes ?? [])
    if (text.includes(fact.toLowerCase())) problems.push(`should not say "${fact}"`);
  if (expected.intent) {
    const allowed = Array.isArray(expected.intent) ? expected.intent : [expected.intent];
    if (!allowed.includes(reply.intent))
      problems.push(`intent ${reply.intent}, expected ${allowed.join(" or ")}`);
  }
  return problems;
}

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

export function evaluate(engine: ChatEngine, cases: readonly ChatEvalCase[]): EvalReport {
  // Warm up: the first answers pay for indexing and JIT compilation, not for the question.
  for (const item of cases.slice(0, 20)) engine.answer(item.question, item.history ?? []);
  const times: number[] = [];
  const misses: EvalMiss[] = [];
  for (const item of cases) {
    // Each question is timed three times and the median kept, so one garbage collection or a
    // busy neighbour process does not count as the engine's time.
    const runs: number[] = [];
    let reply = engine.answer(item.question, item.history ?? []);
    for (let run = 0; run < 3; run++) {
      const started = performance.now();
      reply = engine.answer(item.question, item.history ?? []);
      runs.push(performance.now() - started);
    }
    times.push(runs.sort((a, b) => a - b)[1] ?? 0);
    const problems = checkReply(reply, item);
    if (problems.length > 0)
      misses.push({ id: item.id, question: item.question, problems, reply: reply.text });
  }
  times.sort((a, b) => a - b);
  const passed = cases.length - misses.length;
  return {
    total: cases.length,
    passed,
    share: cases.length ? passed / cases.length : 1,
    p50Ms: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    misses,
  };
}
