import { formatAxis } from "#app/forms/format-value.ts";
import type { ChartSpec } from "#app/forms/view.ts";

// A small SVG chart (bars or lines) drawn from the view's data. No chart library: the figures
// are also in the table below it, which is what screen readers are pointed to.
const width = 480;
const height = 270;
const pad = { top: 14, right: 8, bottom: 30, left: 70 };
const colours = [
  "var(--color-chart-1)",
  "var(--color-chart-2)",
  "var(--color-chart-3)",
  "var(--color-chart-4)",
];

/** Axis ticks at round steps (1, 2, 2.5 or 5 × 10^k), at most five above zero. */
export function niceTicks(maximum: number): number[] {
  if (maximum <= 0) return [0, 1];
  const rough = maximum / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((candidate) => candidate * magnitude >= rough) ?? 10) * magnitude;
  const count = Math.ceil(maximum / step);
  return Array.from({ length: count + 1 }, (_, index) => index * step);
}

export function ResultChart({ chart, tableId }: { chart: ChartSpec; tableId?: string }) {
  const count = chart.labels.length;
  const totals = chart.labels.map((_, index) =>
    chart.kind === "stacked"
      ? chart.series.reduce((sum, series) => sum + Math.max(series.values[index] ?? 0, 0), 0)
      : Math.max(...chart.series.map((series) => series.values[index] ?? 0)),
  );
  const ticks = niceTicks(Math.max(...totals, 0));
  const top = ticks[ticks.length - 1] ?? 1;
  const plotWidth = width - pad.left - pad.right;
  const plotHeight = height - pad.top - pad.bottom;
  const y = (value: number) => pad.top + plotHeight - (Math.max(value, 0) / top) * plotHeight;
  const slot = plotWidth / Math.max(count, 1);
  const labelEvery = Math.ceil(count / 8);

  return (
    <figure className="m-0">
      <figcaption className="mb-2 text-sm font-semibold">{chart.title}</figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full max-w-xl"
        role="img"
        aria-label={`${chart.title}. The figures are in the table${tableId ? " below" : ""}.`}
        aria-describedby={tableId}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={pad.left}
              x2={width - pad.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke="var(--color-border)"
            />
            <text x={pad.left - 8} y={y(tick) + 4} textAnchor="end" fontSize="14" fill="var(--color-muted)">
              {formatAxis(tick, chart.valueKind)}
            </text>
          </g>
        ))}
        {chart.kind === "line"
          ? chart.series.map((series, seriesIndex) => (
              <polyline
                key={series.name}
                fill="none"
                stroke={colours[seriesIndex % colours.length]}
                strokeWidth="3"
                strokeDasharray={seriesIndex === 1 ? "8 5" : undefined}
                points={series.values
                  .map((value, index) => `${pad.left + slot * index + slot / 2},${y(value)}`)
                  .join(" ")}
              />
            ))
          : chart.labels.map((label, index) => {
              const barWidth = Math.min(slot * 0.7, 56);
              const groupWidth = chart.kind === "grouped" ? barWidth / chart.series.length : barWidth;
              let stackBase = 0;
              return (
                <g key={label}>
                  {chart.series.map((series, seriesIndex) => {
                    const value = Math.max(series.values[index] ?? 0, 0);
                    const x =
                      pad.left +
                      slot * index +
                      (slot - barWidth) / 2 +
                      (chart.kind === "grouped" ? groupWidth * seriesIndex : 0);
                    const yTop = y(stackBase + value);
                    const barHeight = y(stackBase) - yTop;
                    if (chart.kind === "stacked") stackBase += value;
                    return (
                      <rect
                        key={series.name}
                        x={x}
                        y={yTop}
                        width={groupWidth}
                        height={Math.max(barHeight, 0)}
                        fill={colours[chart.series.length === 1 ? index % 2 : seriesIndex % colours.length]}
                      />
                    );
                  })}
                </g>
              );
            })}
        {chart.labels.map((label, index) =>
          (count - 1 - index) % labelEvery === 0 ? (
            <text
              key={label}
              x={pad.left + slot * index + slot / 2}
              y={height - 10}
              textAnchor="middle"
              fontSize="14"
              fill="var(--color-muted)"
            >
              {label}
            </text>
          ) : null,
        )}
      </svg>
      {chart.series.length > 1 ? (
        <ul className="mt-2 flex flex-wrap gap-4 text-sm" aria-hidden="true">
          {chart.series.map((series, seriesIndex) => (
            <li key={series.name} className="flex items-center gap-2">
              <span
                className="inline-block h-3 w-5 rounded-sm"
                style={{ background: colours[seriesIndex % colours.length] }}
              />
              {series.name}
            </li>
          ))}
        </ul>
      ) : null}
    </figure>
  );
}
