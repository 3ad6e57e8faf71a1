import { describe, expect, test } from "vitest";
import { countWord } from "./count-words.ts";

describe("countWord", () => {
  test("words up to twenty, digits above, capitalised on request", () => {
    expect(countWord(0)).toBe("zero");
    expect(countWord(13)).toBe("thirteen");
    expect(countWord(13, { capital: true })).toBe("Thirteen");
    expect(countWord(20)).toBe("twenty");
    expect(countWord(461)).toBe("461");
  });
});
