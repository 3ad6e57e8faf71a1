import { type CSSProperties, Fragment } from "react";

/** Characters in the value's longest word: the one line that must fit its tile. */
export function figureChars(text: string): number {
  return Math.max(1, ...text.split(/\s+/).map((word) => word.length));
}

/**
 * How a result tile shows its value: the font shrinks to fit the longest word in the tile's
 * width (app.css `.figure-value`, container query units), and a figure too long for a half-width
 * tile (₹6,82,96,43,05,171) takes a whole row instead.
 */
export function figureLayout(text: string): { wide: boolean; style: CSSProperties } {
  const chars = figureChars(text);
  return { wide: chars >= 15, style: { "--figure-chars": chars } as CSSProperties };
}

/**
 * A result tile's value: each word in a box that never wraps, with the spaces between them
 * outside, so a line breaks between the words of "₹3.34 crore" or "No goal set" but never
 * inside a figure.
 */
export function FigureText({ text }: { text: string }) {
  const words = text.split(/\s+/).filter(Boolean);
  return words.map((word, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the words of one value, never reordered
    <Fragment key={index}>
      {index > 0 ? " " : null}
      <span>{word}</span>
    </Fragment>
  ));
}
