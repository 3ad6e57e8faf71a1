import { expect, test } from "vitest";
import { createSiteChatEngine } from "../index.ts";
import { chatEvalCases } from "./questions.ts";
import { evaluate } from "./run.ts";

// The evaluation set as a test: CI fails if the assistant drops below 95% (issue 17). Latency
// is reported by `npm run eval:chat`, not asserted here, since CI machines vary.
test("the assistant answers at least 95% of the evaluation set correctly", async () => {
  const report = evaluate(await createSiteChatEngine("NiveshShala"), chatEvalCases);
  const misses = report.misses.map((miss) => `${miss.id}: ${miss.problems.join("; ")}`);
  expect(chatEvalCases.length).toBeGreaterThanOrEqual(200);
  expect(report.share, misses.join("\n")).toBeGreaterThanOrEqual(0.95);
}, 120_000);
