import type { ReactNode } from "react";
import { TableScroller } from "./table-scroller.tsx";

// The one data table of calculator and tool results: a captioned table in a keyboard-scrollable
// box (see table-scroller.tsx), numbers right-aligned in tabular figures, the first column a row
// header where rows have names.

export interface DataColumn {
  label: string;
  /** Numbers are right-aligned. */
  numeric?: boolean;
}

/** A captioned table in a keyboard-scrollable box (long tables get a fixed height). */
export function DataTable({
  id,
  caption,
  columns,
  rows,
  rowHeaders = true,
}: {
  id: string;
  caption: string;
  columns: readonly DataColumn[];
  rows: readonly (readonly ReactNode[])[];
  rowHeaders?: boolean;
}) {
  return (
    <TableScroller
      label={caption}
      className={`overflow-y-auto rounded-xl border border-border ${rows.length > 15 ? "max-h-[28rem]" : ""}`}
    >
      <table id={id} className="sticky-first w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-subtle">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={`px-3 py-2 font-semibold ${column.numeric ? "text-right" : "text-left"}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional and never reordered
            <tr key={rowIndex} className="border-t border-border">
              {row.map((cell, cellIndex) => {
                const column = columns[cellIndex];
                const className = `px-3 py-1.5 ${column?.numeric ? "whitespace-nowrap text-right tabular-nums" : "text-left"}`;
                return cellIndex === 0 && rowHeaders ? (
                  <th key={column?.label ?? cellIndex} scope="row" className={`${className} font-medium`}>
                    {cell}
                  </th>
                ) : (
                  <td key={column?.label ?? cellIndex} className={className}>
                    {cell}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
