import type { CSSProperties } from "react";
import type { HistogramBin, SimulationYear } from "#app/finance/sip-simulation.ts";
import { formatAxis } from "#app/forms/format-value.ts";
import { niceTicks } from "#app/ui/result-chart.tsx";

// SVG charts for the SIP simulation, drawn like the calculators' ResultChart (same size,
// axes and palette) so the pages look alike. Their figures are also in a table for screen readers.
const width = 480;
const height = 270;
const pad = { top: 14, right: 12, bottom: 30, left: 70 };
const plotWidth = width - pad.left - pad.right;
const plotHeight = height - pad.top - pad.bottom;

function YAxis({
  ticks,
  y,
  kind,
}: {
  ticks: number[];
  y: (value: number) => number;
  kind: "rupees" | "percent";
}) {
  return (
    <>
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={pad.left} x2={width - pad.right} y1={y(tick)} y2={y(tick)} stroke="var(--color-border)" />
          <text x={pad.left - 8} y={y(tick) + 4} textAnchor="end" fontSize="14" fill="var(--color-muted)">
            {formatAxis(tick, kind)}
          </text>
        </g>
      ))}
    </>
  );
}

function Legend({ items }: { items: { label: string; swatch: CSSProperties }[] }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden="true">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-2">
          <span className="inline-block h-3 w-5 rounded-sm" style={item.swatch} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

/** Percentile bands (10-90 and 25-75), the median and the amount invested, year by year. */
export function PercentileChart({ years, tableId }: { years: readonly SimulationYear[]; tableId: string }) {
  const points = [{ year: 0, invested: 0, p10: 0, p25: 0, p50: 0, p75: 0, p90: 0, realP50: 0 }, ...years];
  const ticks = niceTicks(Math.max(...points.map((point) => point.p90), 1));
  const top = ticks[ticks.length - 1] ?? 1;
  const last = points.length - 1;
  const x = (index: number) => pad.left + (plotWidth * index) / Math.max(last, 1);
  const y = (value: number) => pad.top + plotHeight - (Math.max(value, 0) / top) * plotHeight;
  const line = (key: keyof SimulationYear) => points.map((point, index) => `${x(index)},${y(point[key])}`);
  const area = (upper: keyof SimulationYear, lower: keyof SimulationYear) =>
    [...line(upper), ...line(lower).reverse()].join(" ");
  const labelEvery = Math.ceil(last / 8);
  const title = "Portfolio value at the end of each year: percentile bands across all paths";
  return (
    <figure className="m-0">
      <figcaption className="mb-2 text-sm font-semibold">{title}</figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full max-w-xl"
        role="img"
        aria-label={`${title}. The figures are in the table below.`}
        aria-describedby={tableId}
      >
        <YAxis ticks={ticks} y={y} kind="rupees" />
        <polygon points={area("p90", "p10")} fill="var(--color-chart-1)" fillOpacity="0.18" />
        <polygon points={area("p75", "p25")} fill="var(--color-chart-1)" fillOpacity="0.35" />
        <polyline points={line("p50").join(" ")} fill="none" stroke="var(--color-chart-1)" strokeWidth="3" />
        <polyline
          points={line("invested").join(" ")}
          fill="none"
          stroke="var(--color-chart-2)"
          strokeWidth="2.5"
          strokeDasharray="8 5"
        />
        {points.map((point, index) =>
          (last - index) % labelEvery === 0 ? (
            <text
              key={point.year}
              x={x(index)}
              y={height - 10}
              textAnchor="middle"
              fontSize="14"
              fill="var(--color-muted)"
            >
              {point.year === 0 ? "Start" : `Y${point.year}`}
            </text>
          ) : null,
        )}
      </svg>
      <Legend
        items={[
          { label: "10th-90th percentile", swatch: { background: "var(--color-chart-1)", opacity: 0.3 } },
          { label: "25th-75th percentile", swatch: { background: "var(--color-chart-1)", opacity: 0.55 } },
          { label: "Median", swatch: { background: "var(--color-chart-1)", height: "0.25rem" } },
          {
            label: "Amount invested",
            swatch: {
              background:
                "repeating-linear-gradient(90deg, var(--color-chart-2) 0 6px, transparent 6px 10px)",
              height: "0.25rem",
            },
          },
        ]}
      />
    </figure>
  );
}

/** Share of paths by final value, with the amount invested and the goal marked. */
export function HistogramChart({
  bins,
  paths,
  invested,
  goal,
  describedBy,
}: {
  bins: readonly HistogramBin[];
  paths: number;
  invested: number;
  goal: number | null;
  describedBy: string;
}) {
  const shares = bins.map((bin) => (bin.count / Math.max(paths, 1)) * 100);
  const ticks = niceTicks(Math.max(...shares, 1));
  const top = ticks[ticks.length - 1] ?? 1;
  const low = bins[0]?.from ?? 0;
  const lastBin = bins[bins.length - 1];
  // The last bin holds the long tail; the axis ends where the regular bins would.
  const high = lastBin ? lastBin.from + ((bins[1]?.from ?? 0) - low) : 1;
  const x = (value: number) => pad.left + ((value - low) / Math.max(high - low, 1)) * plotWidth;
  const y = (value: number) => pad.top + plotHeight - (value / top) * plotHeight;
  const slot = plotWidth / Math.max(bins.length, 1);
  const markers = [
    { label: "Invested", value: invested, colour: "var(--color-chart-2)" },
    ...(goal !== null ? [{ label: "Goal", value: goal, colour: "var(--color-chart-3)" }] : []),
  ].filter((marker) => marker.value >= low && marker.value <= high);
  const labelled = [0, Math.floor(bins.length / 2), bins.length - 1];
  const title = "How the final values are spread: share of paths in each range";
  return (
    <figure className="m-0">
      <figcaption className="mb-2 text-sm font-semibold">{title}</figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full max-w-xl"
        role="img"
        aria-label={title}
        aria-describedby={describedBy}
      >
        <YAxis ticks={ticks} y={y} kind="percent" />
        {shares.map((share, index) => (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: bins are positional
            key={index}
            x={pad.left + slot * index + 1}
            y={y(share)}
            width={Math.max(slot - 2, 1)}
            height={Math.max(y(0) - y(share), 0)}
            fill="var(--color-chart-1)"
          />
        ))}
        {markers.map((marker) => (
          <line
            key={marker.label}
            x1={x(marker.value)}
            x2={x(marker.value)}
            y1={pad.top}
            y2={y(0)}
            stroke={marker.colour}
            strokeWidth="3"
            strokeDasharray="6 4"
          />
        ))}
        {labelled.map((index) => {
          const bin = bins[index];
          if (!bin) return null;
          const anchor = index === 0 ? "start" : index === bins.length - 1 ? "end" : "middle";
          const at = index === bins.length - 1 ? width - pad.right : pad.left + slot * index;
          return (
            <text
              key={index}
              x={at}
              y={height - 10}
              textAnchor={anchor}
              fontSize="14"
              fill="var(--color-muted)"
            >
              {index === bins.length - 1
                ? `${formatAxis(bin.from, "rupees")}+`
                : formatAxis(bin.from, "rupees")}
            </text>
          );
        })}
      </svg>
      <Legend
        items={[
          { label: "Share of paths", swatch: { background: "var(--color-chart-1)" } },
          ...markers.map((marker) => ({
            label: marker.label,
            swatch: { background: marker.colour, height: "0.25rem" },
          })),
        ]}
      />
    </figure>
  );
}
