import { describe, expect, it } from "vitest";
import { chanceInWords } from "./chance-words.ts";

describe("chances in plain words", () => {
  it("round to tenths in the middle and say so at the ends (cases worked by hand)", () => {
    expect(chanceInWords(58)).toBe("about 6 in 10");
    expect(chanceInWords(52)).toBe("about 5 in 10");
    expect(chanceInWords(15)).toBe("about 2 in 10");
    expect(chanceInWords(10)).toBe("about 1 in 10");
    expect(chanceInWords(90)).toBe("about 9 in 10");
    expect(chanceInWords(9)).toBe("fewer than 1 in 10");
    expect(chanceInWords(1)).toBe("fewer than 1 in 10");
    expect(chanceInWords(91)).toBe("more than 9 in 10");
    expect(chanceInWords(0)).toBe("fewer than 1 in 100");
    expect(chanceInWords(100)).toBe("more than 99 in 100");
  });
});
