import { isCalculatorSlug, loadCalculator } from "#app/features/calculators/index.ts";
import { runSimulationForChat } from "#app/features/tools/index.ts";
import { formatValue } from "#app/forms/format-value.ts";
import type { ChatEngine, ChatReply } from "../engine.ts";
import type { ChatEvalCase } from "./types.ts";

// Scores the assistant against an evaluation set: what each reply links to, says, declines
// and whether every figure in it has a source.

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
  /** Replies in which the figure check dropped a sentence. */
  untraced: { id: string; sentences: string[] }[];
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

const declines = new Set(["advice", "off-topic"]);

/** Rupee amounts a text states, as values ("₹1.5 lakh" and "₹1,50,000" both give 150000). */
function amountsIn(text: string): string[] {
  const values: string[] = [];
  for (const match of text.matchAll(
    /₹\s*(\d[\d,]*(?:\.\d+)?)(?:\s*(lakhs?|crores?))?|(\d[\d,]*(?:\.\d+)?)\s*(lakhs?|crores?)/gi,
  )) {
    const digits = (match[1] ?? match[3] ?? "").replaceAll(",", "");
    const unit = (match[2] ?? match[4] ?? "").toLowerCase();
    const scale = unit.startsWith("lakh") ? 100_000 : unit.startsWith("crore") ? 10_000_000 : 1;
    values.push(String(Math.round(Number(digits) * scale)));
  }
  return values;
}

/** The figure a case's `calc` asks for, as the site's calculator (or tool) shows it. */
export async function expectedFigure(calc: NonNullable<ChatEvalCase["calc"]>): Promise<string> {
  const params = new URLSearchParams(
    Object.entries(calc.params).map(([name, value]) => [name, String(value)]),
  );
  const slug = calc.path.split("/")[2] ?? "";
  const outcome = calc.path.startsWith("/tools/sip-simulation")
    ? runSimulationForChat(params)
    : isCalculatorSlug(slug)
      ? (await loadCalculator(slug)).run(params)
      : undefined;
  if (!outcome?.ok) throw new Error(`Eval case calculator run failed: ${calc.path}?${params}`);
  const tile = outcome.view.summary.find((item) => item.label.startsWith(calc.figure));
  if (!tile) throw new Error(`No result tile '${calc.figure}' on ${calc.path}`);
  return formatValue(tile.value, tile.kind);
}

export function checkReply(reply: ChatReply, expected: ChatEvalCase, figure?: string): string[] {
  const problems: string[] = [];
  const text = reply.text.toLowerCase();
  const declined = declines.has(reply.intent);
  if (expected.decline) {
    if (!declined) problems.push(`not declined (expected ${expected.decline})`);
  } else if (expected.decline === false && declined) problems.push(`declined as ${reply.intent}`);
  if (expected.links?.length) {
    const links = replyLinks(reply.text);
    if (!expected.links.some((want) => links.some((link) => linkMatches(link, want))))
      problems.push(`no link to ${expected.links.join(" or ")}`);
  }
  const amounts = new Set(amountsIn(reply.text));
  for (const fact of expected.contains ?? []) {
    const spellings = Array.isArray(fact) ? fact : [fact];
    // "₹1.5 lakh" and "₹1,50,000" are the same amount, however the expectation spells it.
    const sameAmount = (spelling: string) => {
      const wanted = amountsIn(spelling);
      return (
        wanted.length === 1 &&
        /^\s*₹?\s*[\d.,]+\s*(lakh|lakhs|crore|crores)?\s*$/i.test(spelling) &&
        amounts.has(wanted[0] ?? "")
      );
    };
    if (!spellings.some((spelling) => text.includes(spelling.toLowerCase()) || sameAmount(spelling)))
      problems.push(`missing "${spellings.join('" or "')}"`);
  }
  for (const fact of expected.excludes ?? [])
    if (text.includes(fact.toLowerCase())) problems.push(`should not say "${fact}"`);
  if (figure && !text.includes(figure.toLowerCase())) problems.push(`missing the calculated ${figure}`);
  if (expected.intent) {
    const allowed = Array.isArray(expected.intent) ? expected.intent : [expected.intent];
    if (!allowed.includes(reply.intent))
      problems.push(`intent ${reply.intent}, expected ${allowed.join(" or ")}`);
  }
  if (reply.untraced?.length) problems.push(`untraceable figure in: ${reply.untraced.join(" | ")}`);
  return problems;
}

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

export async function evaluate(engine: ChatEngine, cases: readonly ChatEvalCase[]): Promise<EvalReport> {
  const figures = new Map<string, string>();
  for (const item of cases) if (item.calc) figures.set(item.id, await expectedFigure(item.calc));
  // Warm up: the first answers pay for JIT compilation, not for the question.
  for (const item of cases.slice(0, 20)) engine.answer(item.question, item.history ?? []);
  const times: number[] = [];
  const misses: EvalMiss[] = [];
  const untraced: EvalReport["untraced"] = [];
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
    if (reply.untraced?.length) untraced.push({ id: item.id, sentences: reply.untraced });
    const problems = checkReply(reply, item, figures.get(item.id));
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
    untraced,
    misses,
  };
}
