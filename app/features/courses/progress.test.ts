import { expect, test } from "vitest";
import {
  completedCount,
  isCourseStarted,
  isLessonComplete,
  mergeProgress,
  progressEntries,
} from "./progress.ts";

test("merging keeps every completed lesson and the earlier time of each", () => {
  const local = { a: { one: "2026-11-02T00:00:00.000Z", two: "2026-11-03T00:00:00.000Z" } };
  const server = { a: { one: "2026-11-01T00:00:00.000Z" }, b: { three: "2026-11-04T00:00:00.000Z" } };
  expect(mergeProgress(local, server)).toEqual({
    a: { one: "2026-11-01T00:00:00.000Z", two: "2026-11-03T00:00:00.000Z" },
    b: { three: "2026-11-04T00:00:00.000Z" },
  });
  expect(mergeProgress(server, local)).toEqual(mergeProgress(local, server));
  expect(local.a.one).toBe("2026-11-02T00:00:00.000Z");
});

test("counts only lessons the course still has", () => {
  const progress = { a: { one: "t", gone: "t" } };
  expect(completedCount(progress, "a", ["one", "two"])).toBe(1);
  expect(completedCount(progress, "b", ["one"])).toBe(0);
  expect(isLessonComplete(progress, "a", "one")).toBe(true);
  expect(isLessonComplete(progress, "a", "two")).toBe(false);
  expect(progressEntries(progress)).toEqual([
    { courseId: "a", lessonId: "one", completedAt: "t" },
    { courseId: "a", lessonId: "gone", completedAt: "t" },
  ]);
});

test("a course is started once one of its current lessons is complete (list and course page agree)", () => {
  const progress = { a: { gone: "t" }, b: { one: "t" } };
  expect(isCourseStarted(progress, "a", ["one", "two"])).toBe(false);
  expect(isCourseStarted(progress, "b", ["one", "two"])).toBe(true);
  expect(isCourseStarted(null, "b", ["one"])).toBe(false);
});
