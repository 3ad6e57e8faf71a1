import type { FigureBlock } from "#app/content/types.ts";
import { useT } from "#app/i18n/language.tsx";
import { chartTable, layoutChart } from "#app/lib/chart-geometry.ts";
import { RichText } from "./rich-text.tsx";

// A content chart: server-rendered SVG drawn from the block's data (app/lib/chart-geometry.ts),
// with its title and caption, a text alternative and the figures as a table. It lives in the
// static HTML islands, so it needs no JavaScript; colours are CSS variables, so it follows dark
// mode; the viewBox fixes its aspect ratio, so it scales to any width without moving the page.
export function FigureView({ block }: { block: FigureBlock }) {
  const t = useT();
  const layout = layoutChart(block.chart);
  const table = chartTable(block.chart);
  const id = `figure-${block.id}`;
  const { plot } = layout;
  return (
    <figure id={id} className="my-6 scroll-mt-24">
      <figcaption className="mb-2">
        <span id={`${id}-title`} className="block font-semibold">
          {block.title}
        </span>
        <span className="block text-sm text-muted">
          <RichText text={block.caption} />
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        width={layout.width}
        height={layout.height}
        className="block h-auto w-full max-w-lg text-muted"
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-alt`}
        fontSize="13"
      >
        <title>{block.title}</title>
        <desc id={`${id}-alt`}>{block.alt}</desc>
        <text x={4} y={14} fill="currentColor">
          {layout.yLabel}
        </text>
        {layout.yTicks.map((tick) => (
          <g key={tick.value}>
            <line x1={plot.left} x2={plot.right} y1={tick.at} y2={tick.at} stroke="var(--color-border)" />
            <text x={plot.left - 6} y={tick.at + 4} textAnchor="end" fill="currentColor">
              {tick.label}
            </text>
          </g>
        ))}
        {layout.zeroY === null ? null : (
          <line
            x1={plot.left}
            x2={plot.right}
            y1={layout.zeroY}
            y2={layout.zeroY}
            stroke="currentColor"
            strokeWidth="1.5"
          />
        )}
        {layout.xTicks.map((tick) => (
          <text key={tick.value} x={tick.at} y={plot.bottom + 18} textAnchor="middle" fill="currentColor">
            {tick.label}
          </text>
        ))}
        <text x={(plot.left + plot.right) / 2} y={layout.height - 6} textAnchor="middle" fill="currentColor">
          {layout.xLabel}
        </text>
        {layout.series.flatMap((series) =>
          series.segments.map((points) => (
            <polyline
              key={`${series.name} ${points}`}
              points={points}
              fill="none"
              stroke={`var(--color-chart-${series.colour})`}
              strokeWidth="2.5"
              strokeLinejoin="round"
              strokeDasharray={series.dash}
            />
          )),
        )}
      </svg>
      {layout.series.length > 1 ? (
        <ul aria-hidden="true" className="!m-0 !mt-2 flex !list-none flex-wrap gap-x-4 gap-y-1 !p-0 text-sm">
          {layout.series.map((series) => (
            <li key={series.name} className="!m-0 flex items-center gap-2">
              <svg viewBox="0 0 28 8" width="28" height="8" aria-hidden="true">
                <line
                  x1="0"
                  x2="28"
                  y1="4"
                  y2="4"
                  stroke={`var(--color-chart-${series.colour})`}
                  strokeWidth="2.5"
                  strokeDasharray={series.dash}
                />
              </svg>
              {series.name}
            </li>
          ))}
        </ul>
      ) : null}
      <details className="mt-2 rounded-lg border border-border">
        <summary className="cursor-pointer px-3 py-2 text-sm font-semibold">{t("page.figureTable")}</summary>
        <div className="overflow-x-auto px-2 pb-2">
          {/* Compact cells, numbers right-aligned: four columns of crore amounts fit a 390 px screen. */}
          <table className="text-[0.8rem] tabular-nums [&_td]:!px-1.5 [&_td]:!py-1 [&_td]:!text-right [&_th]:!px-1.5 [&_th]:!py-1">
            <caption className="sr-only">{block.title}</caption>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row[0]}>
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={table.columns[index]} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={table.columns[index]}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
