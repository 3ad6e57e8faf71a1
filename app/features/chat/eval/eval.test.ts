import { beforeAll, describe, expect, test } from "vitest";
import { siteIndexService } from "#app/features/search/site-index.ts";
import { type ChatEngine, createSiteChatEngine } from "../index.ts";
import { chatEvalCases } from "./dev.ts";
import {
  fifthBatchSetPath,
  fourthBatchSetPath,
  freshBatchSetPath,
  heldOutSetPath,
  readWrittenSet,
  thirdBatchSetPath,
} from "./held-out.ts";
import { type EvalReport, evaluate } from "./run.ts";

// The evaluation sets as tests. CI fails if any reply in either set needed a sentence dropped
// for a figure with no source, or if the share answered correctly falls below where the engine
// stands: the floors below are today's scores rounded down, under the targets of issue 21
// (dev 95%, held-out and the fresh batch 90%), and are raised as the engine improves, never lowered. Latency is
// reported by `npm run eval:chat`, not asserted here, since CI machines vary.
const floors = {
  dev: 0.95,
  heldOut: 0.88,
  freshBatch: 0.79,
  thirdBatch: 0.75,
  fourthBatch: 0.78,
  fifthBatch: 0.79,
};
let engine: ChatEngine;
beforeAll(async () => {
  engine = await createSiteChatEngine("NiveshShala", await siteIndexService().get());
}, 60_000);

function describeMisses(report: EvalReport): string {
  return report.misses.map((miss) => `${miss.id}: ${miss.problems.join("; ")}`).join("\n");
}

describe("the chat assistant's evaluation", { timeout: 120_000 }, () => {
  test(`answers at least ${Math.round(floors.dev * 100)}% of the dev set, every figure traceable`, async () => {
    const report = await evaluate(engine, chatEvalCases);
    expect(chatEvalCases.length).toBeGreaterThanOrEqual(250);
    expect(report.untraced).toEqual([]);
    expect(report.share, describeMisses(report)).toBeGreaterThanOrEqual(floors.dev);
  });

  // The sets written blind, each with its floor and the size it was written at.
  const writtenSets = [
    { name: "the held-out set written blind", path: heldOutSetPath, floor: floors.heldOut, size: 150 },
    { name: "the second blind batch", path: freshBatchSetPath, floor: floors.freshBatch, size: 50 },
    { name: "the third blind batch", path: thirdBatchSetPath, floor: floors.thirdBatch, size: 60 },
    { name: "the fourth blind batch", path: fourthBatchSetPath, floor: floors.fourthBatch, size: 60 },
    { name: "the fifth blind batch", path: fifthBatchSetPath, floor: floors.fifthBatch, size: 60 },
  ];
  for (const set of writtenSets) {
    test(`answers at least ${Math.round(set.floor * 100)}% of ${set.name}, every figure traceable`, async () => {
      const cases = readWrittenSet(set.path);
      const report = await evaluate(engine, cases);
      expect(cases.length).toBeGreaterThanOrEqual(set.size);
      expect(report.untraced).toEqual([]);
      expect(report.share, describeMisses(report)).toBeGreaterThanOrEqual(set.floor);
    });
  }
});
