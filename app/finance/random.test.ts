import { describe, expect, it } from "vitest";
import { createRandomSource, randomIndex } from "./random.ts";

describe("seedable random source", () => {
  it("gives a fixed sequence per seed: changing it would change the figures behind every shared link", () => {
    const next = createRandomSource(2026);
    expect([next(), next(), next()]).toEqual([1588752412, 429169908, 3489657510]);
    const zero = createRandomSource(0);
    expect([zero(), zero()]).toEqual([4205396811, 3543653536]);
  });

  it("keeps seeds apart, even neighbouring ones", () => {
    const first = createRandomSource(1);
    const second = createRandomSource(2);
    const a = Array.from({ length: 5 }, () => first());
    const b = Array.from({ length: 5 }, () => second());
    expect(a.some((value, index) => value === b[index])).toBe(false);
  });

  it("maps draws into a range without leaving it", () => {
    const next = createRandomSource(5);
    for (let draw = 0; draw < 10_000; draw++) {
      const index = randomIndex(next, 20);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(20);
    }
    expect(randomIndex(() => 4294967295, 20)).toBe(19);
    expect(randomIndex(() => 0, 20)).toBe(0);
  });
});
