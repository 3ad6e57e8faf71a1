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

export interface Tile {
  label: string;
  value: string;
  detail?: string;
  highlight?: boolean;
}

/** Result tiles (calculators and tools): each figure shrinks with its tile but never breaks inside. */
export function SummaryTiles({ tiles, className = "" }: { tiles: readonly Tile[]; className?: string }) {
  return (
    <dl className={`grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 xl:grid-cols-3 ${className}`}>
      {tiles.map((tile) => {
        const figure = figureLayout(tile.value);
        return (
          <div
            key={tile.label}
            className={`figure-tile min-w-0 rounded-xl border p-4 ${figure.wide ? "figure-wide" : ""} ${tile.highlight ? "border-brand bg-subtle" : "border-border"}`}
          >
            <dt className="text-sm text-muted">{tile.label}</dt>
            <dd
              className={`figure-value mt-1 font-bold tabular-nums ${tile.highlight ? "figure-highlight text-brand-strong dark:text-brand" : ""}`}
              style={figure.style}
            >
              <FigureText text={tile.value} />
            </dd>
            {tile.detail ? <dd className="mt-1 text-xs text-muted">{tile.detail}</dd> : null}
          </div>
        );
      })}
    </dl>
  );
}
