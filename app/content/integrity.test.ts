import { expect, test } from "vitest";
import { checkContent } from "./integrity.ts";

test("every content page is titled, dated, sourced, long enough and links only to real pages", () => {
  expect(checkContent()).toEqual([]);
});
