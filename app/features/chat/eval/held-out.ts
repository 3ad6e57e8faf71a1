import { readFileSync } from "node:fs";
import type { ChatTurn } from "../engine.ts";
import type { ChatEvalCase } from "./types.ts";

// Evaluation sets written blind (by writers who never saw the engine), kept as the writers
// wrote them: JSON in the brief's format (scripts/chat-eval-writer-brief.md). Read here into
// the scorer's cases. A miss in a held-out set is fixed by a general change, never by a rule
// for that question, and the question stays as written.

interface WrittenCase {
  id: string;
  kinds?: string[];
  history?: ChatTurn[];
  question: string;
  expect: {
    decline?: "advice" | "off-topic" | null;
    links?: string[];
    facts?: string[][];
    forbidden?: string[];
    calc?: { path: string; params: Record<string, string | number>; figure: string } | null;
  };
}

export function readWrittenSet(path: string | URL): ChatEvalCase[] {
  const written = JSON.parse(readFileSync(path, "utf8")) as WrittenCase[];
  return written.map((item) => ({
    id: item.id,
    category: (item.kinds ?? []).join(","),
    history: item.history,
    question: item.question,
    links: item.expect.decline ? undefined : item.expect.links,
    contains: item.expect.facts,
    excludes: item.expect.forbidden,
    decline: item.expect.decline ?? false,
    calc: item.expect.calc ?? undefined,
  }));
}

export const heldOutSetPath = new URL("./held-out.json", import.meta.url);
/**
 * The second blind batch (55 questions, a new writer, 2026-11-27), first run 30/55 (54.5%) on
 * the engine of that day: a held-out set from then on.
 */
export const freshBatchSetPath = new URL("./fresh-batch-2026-11-27.json", import.meta.url);
/**
 * The third blind batch (60 questions, a new writer, 2026-11-27, written while #24 moved the
 * code): first run 30/60 (50.0%) on that day's engine, 35/60 (58.3%) after the general fixes
 * made the same day by someone who never saw it; 43/60 after a second round that studied its
 * misses, so from then on it guides fixes and the fourth batch is the blind measure.
 */
export const thirdBatchSetPath = new URL("./fresh-batch-3-2026-11-27.json", import.meta.url);
/**
 * The fourth blind batch (60 questions, another new writer, 2026-11-27): first run 41/60
 * (68.3%) on the engine after the first round of that day's fixes, 42/60 (70.0%) after the
 * second round, made by someone who never saw it (that round took batch 3 from 35 to 43).
 */
export const fourthBatchSetPath = new URL("./fresh-batch-4-2026-11-27.json", import.meta.url);
/**
 * The fifth blind batch (60 questions, a new writer, 2026-11-28): first run 41/60 (68.3%) on
 * the engine of that day's first round; 45/60 after four general fixes made once its misses were
 * seen (a car loan taken by the home-loan calculator, a course on a topic answered with the
 * course list, a Hinglish index forecast and a trip plan not declined), 48/60 after the day's
 * last ones (purchases by average price, "paid 36 EMIs", "cut TDS"), so no longer blind.
 */
export const fifthBatchSetPath = new URL("./fresh-batch-5-2026-11-28.json", import.meta.url);
