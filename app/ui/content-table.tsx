import { useId } from "react";
import { plainText } from "#app/content/plain-text.ts";
import type { RichText as RichTextSource } from "#app/content/types.ts";
import { RichText } from "./rich-text.tsx";
import { TableScroller } from "./table-scroller.tsx";

/** Characters a column needs so no cell grows taller than a few lines (`ch` of the table's font). */
export function columnMinWidths(columns: readonly string[], rows: readonly (readonly string[])[]): number[] {
  return columns.map((column, index) => {
    const texts = [column, ...rows.map((row) => plainText(row[index] ?? ""))];
    const longestWord = Math.max(...texts.flatMap((text) => text.split(/\s+/).map((word) => word.length)));
    const longestCell = Math.max(...texts.map((text) => text.length));
    // The first column stays on screen while the rest scroll, so it is kept narrower.
    const lines = index === 0 ? 3 : 4;
    const cap = index === 0 ? 16 : 24;
    return Math.max(6, Math.min(cap, Math.max(longestWord, Math.ceil(longestCell / lines))));
  });
}

/** A content table (articles, lessons): visible caption, sticky first column, sensible column widths. */
export function ContentTable({
  caption,
  columns,
  rows,
  note,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly RichTextSource[])[];
  note?: RichTextSource;
}) {
  const captionId = useId();
  const widths = columnMinWidths(columns, rows);
  return (
    <div className="my-4">
      <TableScroller labelledBy={captionId}>
        <table className="sticky-first">
          <caption id={captionId}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th key={column} scope="col" style={{ minWidth: `${widths[index]}ch` }}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, rowIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are static content
              <tr key={rowIndex}>
                {row.map((cell, cellIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are static content
                  <td key={cellIndex}>
                    <RichText text={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
      {note ? (
        <p className="mt-2 text-sm text-muted">
          <RichText text={note} />
        </p>
      ) : null}
    </div>
  );
}
