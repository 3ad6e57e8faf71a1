import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { FigureText, figureChars, figureLayout } from "./figure-value.tsx";

test("each word of a value is its own unbreakable box; the spaces between them stay outside", () => {
  expect(renderToStaticMarkup(<FigureText text="₹3.34 crore" />)).toBe(
    "<span>₹3.34</span> <span>crore</span>",
  );
  expect(renderToStaticMarkup(<FigureText text="₹1,23,45,67,890" />)).toBe("<span>₹1,23,45,67,890</span>");
});

test("the font is sized for the longest word, and a figure too long for half a row takes a whole one", () => {
  expect(figureChars("1% (fewer than 1 in 10)")).toBe(6); // "(fewer"
  expect(figureChars("₹1,23,45,67,890")).toBe(15);
  expect(figureLayout("₹19,83,721")).toEqual({ wide: false, style: { "--figure-chars": 10 } });
  expect(figureLayout("₹7,36,07,54,11,853").wide).toBe(true);
});
