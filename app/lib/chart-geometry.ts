import { CRORE, formatINR, formatINRCompact, formatIndianNumber, LAKH } from "#app/finance/money.ts";

// The pure geometry behind the content charts (FigureBlock): scales, round ticks, labels in
// Indian grouping, and option payoffs computed from their legs. The React component only
// draws what `layoutChart` returns, so everything here is testable without a DOM.

// The data a chart is drawn from, as content writes it (FigureBlock in app/content/types.ts).

/** How a chart's axis values and table cells are written. */
export type ChartValueFormat = "rupees" | "percent" | "points" | "year" | "number";

/** A line chart: one x value per point, every series as long as the x values. */
export interface LineChartData {
  kind: "line";
  /** Rising values; `reversed` draws them right to left (e.g. years left before a goal). */
  x: { label: string; format: ChartValueFormat; values: number[]; reversed?: boolean };
  y: { label: string; format: ChartValueFormat };
  /** One to four series; the first is drawn solid, the others dashed or dotted. null: no value there (a gap). */
  series: { name: string; values: (number | null)[] }[];
}

/** One leg of an option strategy, per unit; `quantity` units (a lot, or shares held). */
export type PayoffLeg =
  | { instrument: "call" | "put"; side: "buy" | "sell"; strike: number; premium: number; quantity: number }
  | { instrument: "underlying"; side: "buy" | "sell"; price: number; quantity: number };

/** Profit or loss at expiry of some legs, computed from them over a range of prices. */
export interface PayoffChartData {
  kind: "payoff";
  /** What the price is, e.g. "Index at expiry". */
  priceLabel: string;
  priceFormat: "points" | "rupees";
  /** Lowest and highest price drawn. */
  range: [number, number];
  legs: PayoffLeg[];
}

export type ChartData = LineChartData | PayoffChartData;

/** The SVG's coordinate box. About the width of a phone's text column, so 13 px text stays ~12 px there. */
export const chartBox = { width: 400, height: 250, top: 30, right: 22, bottom: 44, left: 76 } as const;

const dashes = [undefined, "7 5", "2 4", "10 4 2 4"] as const;

/** A typographic minus reads better than a hyphen in figures ("−₹40,300"). */
function withMinus(text: string): string {
  return text.startsWith("-") ? `−${text.slice(1)}` : text;
}

/** Trims "12.50" to "12.5" and "3.00" to "3". */
function trimZeros(text: string): string {
  return text.includes(".") ? text.replace(/\.?0+$/, "") : text;
}

/** A value as an axis tick (short: "₹12.5 L", "−20%") or a table cell (exact: "₹12,50,000"). */
export function formatChartValue(value: number, format: ChartValueFormat, style: "tick" | "table"): string {
  switch (format) {
    case "rupees":
      return withMinus(
        style === "tick" ? formatINRCompact(value, { maximumFractionDigits: 1 }) : formatINR(value),
      );
    case "percent":
      return `${withMinus(trimZeros(formatIndianNumber(value, { decimals: style === "tick" ? 1 : 2 })))}%`;
    case "points":
      return withMinus(formatIndianNumber(value));
    case "year":
      return String(Math.round(value));
    case "number":
      return withMinus(trimZeros(formatIndianNumber(value, { decimals: 2 })));
  }
}

/**
 * Labels for a whole axis. Rupee ticks share one unit, chosen by the largest (₹0.5 L, ₹1 L,
 * ₹1.5 L rather than ₹50,000, ₹1 L, ₹1.5 L), so the axis reads as one scale.
 */
export function tickLabels(ticks: readonly number[], format: ChartValueFormat): string[] {
  const largest = Math.max(...ticks.map(Math.abs));
  if (format !== "rupees" || largest < LAKH)
    return ticks.map((tick) => formatChartValue(tick, format, "tick"));
  const [unit, name] = largest >= CRORE ? [CRORE, "Cr"] : [LAKH, "L"];
  return ticks.map((tick) =>
    tick === 0
      ? "₹0"
      : withMinus(`${tick < 0 ? "-" : ""}₹${trimZeros((Math.abs(tick) / unit).toFixed(2))} ${name}`),
  );
}

/**
 * Round tick values (1, 2, 2.5, 4 or 5 × 10^k apart, whole numbers only when `integer`) for the
 * span [min, max], at most `maxTicks` of them. `cover` extends the ends outwards to a tick (for
 * the value axis); otherwise only ticks inside the span are returned (for the x axis).
 */
export function niceTicks(
  min: number,
  max: number,
  {
    maxTicks = 5,
    cover = true,
    integer = false,
  }: { maxTicks?: number; cover?: boolean; integer?: boolean } = {},
): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0, 1];
  if (min === max) {
    const pad = min === 0 ? 1 : Math.abs(min) / 10;
    return niceTicks(min - pad, max + pad, { maxTicks, cover, integer });
  }
  const span = max - min;
  const magnitude = 10 ** Math.floor(Math.log10(span / Math.max(maxTicks - 1, 1)));
  // 4 × 10^k only on a value axis: −80/−40/0/40/80 fits a −51% to +78% series better than
  // ±100, but years labelled 2008, 2012... read worse than 2005, 2010...
  const factors = cover ? [1, 2, 2.5, 4, 5, 10, 20, 25, 40, 50] : [1, 2, 2.5, 5, 10, 20, 25, 50];
  for (const factor of factors) {
    const step = factor * magnitude;
    if (integer && !Number.isInteger(step)) continue;
    const first = cover ? Math.floor(min / step + 1e-9) : Math.ceil(min / step - 1e-9);
    const last = cover ? Math.ceil(max / step - 1e-9) : Math.floor(max / step + 1e-9);
    if (last - first + 1 <= maxTicks) {
      // Rounding to 10 decimals removes float noise such as 0.30000000000000004.
      return Array.from({ length: last - first + 1 }, (_, index) =>
        Number(((first + index) * step).toFixed(10)),
      );
    }
  }
  return cover ? [min, max] : [min, max];
}

/** A linear map from [domainMin, domainMax] to [rangeMin, rangeMax]. */
export function linearScale(
  domainMin: number,
  domainMax: number,
  rangeMin: number,
  rangeMax: number,
): (value: number) => number {
  const span = domainMax - domainMin || 1;
  return (value) => rangeMin + ((value - domainMin) / span) * (rangeMax - rangeMin);
}

// ---- Option payoffs ---------------------------------------------------------------------

/** Profit or loss at expiry of one leg at `price`, in rupees (before costs). */
export function legPayoff(leg: PayoffLeg, price: number): number {
  const sign = leg.side === "buy" ? 1 : -1;
  if (leg.instrument === "underlying") return sign * (price - leg.price) * leg.quantity;
  const intrinsic =
    leg.instrument === "call" ? Math.max(price - leg.strike, 0) : Math.max(leg.strike - price, 0);
  return sign * (intrinsic - leg.premium) * leg.quantity;
}

/** Profit or loss at expiry of all the legs at `price`, in rupees. */
export function payoffAt(legs: readonly PayoffLeg[], price: number): number {
  return legs.reduce((sum, leg) => sum + legPayoff(leg, price), 0);
}

/** The prices where the payoff bends: each option's strike. */
function kinks(legs: readonly PayoffLeg[]): number[] {
  return legs.flatMap((leg) => (leg.instrument === "underlying" ? [] : [leg.strike]));
}

/**
 * Break-even prices inside the range. The payoff is straight between kinks, so each sign
 * change between neighbouring kinks is found exactly by interpolation.
 */
export function breakEvens(legs: readonly PayoffLeg[], [low, high]: readonly [number, number]): number[] {
  const points = [...new Set([low, high, ...kinks(legs).filter((k) => k > low && k < high)])].sort(
    (a, b) => a - b,
  );
  const found: number[] = [];
  for (let index = 0; index < points.length; index++) {
    const a = points[index] as number;
    const pa = payoffAt(legs, a);
    if (pa === 0) found.push(a);
    const b = points[index + 1];
    if (b === undefined) break;
    const pb = payoffAt(legs, b);
    if (pa !== 0 && pb !== 0 && Math.sign(pa) !== Math.sign(pb))
      found.push(Number((a + ((b - a) * pa) / (pa - pb)).toFixed(6)));
  }
  return [...new Set(found)];
}

/** Prices at which the payoff is tabulated and drawn: the range's ends, the strikes and the break-evens. */
export function payoffPrices(chart: PayoffChartData): number[] {
  const [low, high] = chart.range;
  const inside = [...kinks(chart.legs), ...breakEvens(chart.legs, chart.range)].filter(
    (price) => price > low && price < high,
  );
  return [...new Set([low, high, ...inside])].sort((a, b) => a - b);
}

/** The payoff as a line chart through its key prices (exact: the payoff is straight between them). */
export function payoffAsLine(chart: PayoffChartData): LineChartData {
  const prices = payoffPrices(chart);
  return {
    kind: "line",
    x: { label: chart.priceLabel, format: chart.priceFormat, values: prices },
    y: { label: "Profit or loss at expiry (₹)", format: "rupees" },
    series: [
      { name: "Profit or loss at expiry", values: prices.map((price) => payoffAt(chart.legs, price)) },
    ],
  };
}

export function asLineChart(chart: ChartData): LineChartData {
  return chart.kind === "payoff" ? payoffAsLine(chart) : chart;
}

// ---- Layout -----------------------------------------------------------------------------

export interface ChartTick {
  value: number;
  /** Position along its axis in SVG units. */
  at: number;
  label: string;
}

export interface ChartLayout {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  xLabel: string;
  yLabel: string;
  xTicks: ChartTick[];
  yTicks: ChartTick[];
  /** y of the zero line when zero is inside the value axis (payoffs, returns, drawdowns). */
  zeroY: number | null;
  /** Each series as polylines ("x,y x,y ..."), one per run of values without a gap. */
  series: { name: string; segments: string[]; dash: string | undefined; colour: number }[];
}

/** Coordinates rounded to 0.1 unit: exact enough on any screen, and short in the HTML. */
function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

function zipTicks(
  values: readonly number[],
  labels: readonly string[],
  scale: (value: number) => number,
): ChartTick[] {
  return values.map((value, index) => ({ value, at: round1(scale(value)), label: labels[index] ?? "" }));
}

/** Indexes of the values, split into runs at each null. */
export function segmentsOf(values: readonly (number | null)[]): number[][] {
  const runs: number[][] = [];
  let current: number[] = [];
  values.forEach((value, index) => {
    if (value === null) {
      if (current.length > 0) runs.push(current);
      current = [];
    } else current.push(index);
  });
  if (current.length > 0) runs.push(current);
  return runs;
}

/** Everything the SVG draws, in the coordinates of `chartBox`. */
export function layoutChart(chart: ChartData): ChartLayout {
  const data = asLineChart(chart);
  const { width, height, top, right, bottom, left } = chartBox;
  const plot = { left, top, right: width - right, bottom: height - bottom };
  const xs = data.x.values;
  const ys = data.series.flatMap((series) => series.values).filter((value) => value !== null);
  const yTickValues = niceTicks(Math.min(...ys, 0), Math.max(...ys, 0), { maxTicks: 6 });
  const yMin = yTickValues[0] ?? 0;
  const yMax = yTickValues[yTickValues.length - 1] ?? 1;
  const xMin = Math.min(...xs);
  const xMax = Math.max(...xs);
  const x = data.x.reversed
    ? linearScale(xMin, xMax, plot.right, plot.left)
    : linearScale(xMin, xMax, plot.left, plot.right);
  const y = linearScale(yMin, yMax, plot.bottom, plot.top);
  const xTickValues = niceTicks(xMin, xMax, {
    maxTicks: data.x.format === "rupees" ? 4 : 5,
    cover: false,
    integer: data.x.format === "year" || Number.isInteger(xMin + xMax),
  });
  return {
    width,
    height,
    plot,
    xLabel: data.x.label,
    yLabel: data.y.label,
    xTicks: zipTicks(xTickValues, tickLabels(xTickValues, data.x.format), x),
    yTicks: zipTicks(yTickValues, tickLabels(yTickValues, data.y.format), y),
    zeroY: yMin < 0 && yMax > 0 ? round1(y(0)) : null,
    series: data.series.map((series, index) => ({
      name: series.name,
      segments: segmentsOf(series.values).map((run) =>
        run.map((i) => `${round1(x(xs[i] ?? 0))},${round1(y(series.values[i] ?? 0))}`).join(" "),
      ),
      dash: dashes[index % dashes.length],
      colour: (index % 4) + 1,
    })),
  };
}

/** The chart's figures as a table: the x value, then one column per series. */
export function chartTable(chart: ChartData): { columns: string[]; rows: string[][] } {
  const data = asLineChart(chart);
  return {
    columns: [data.x.label, ...data.series.map((series) => series.name)],
    rows: data.x.values.map((xValue, index) => [
      formatChartValue(xValue, data.x.format, "table"),
      ...data.series.map((series) => {
        const value = series.values[index];
        return value === null || value === undefined ? "–" : formatChartValue(value, data.y.format, "table");
      }),
    ]),
  };
}

/** What is wrong with a chart's data, for the content checks (empty when it can be drawn). */
export function chartProblems(chart: ChartData): string[] {
  const problems: string[] = [];
  if (chart.kind === "payoff") {
    const [low, high] = chart.range;
    if (!(Number.isFinite(low) && Number.isFinite(high) && low < high))
      problems.push("payoff range must rise");
    if (chart.legs.length === 0) problems.push("payoff has no legs");
    for (const leg of chart.legs) {
      const numbers =
        leg.instrument === "underlying" ? [leg.price, leg.quantity] : [leg.strike, leg.premium, leg.quantity];
      if (!numbers.every((n) => Number.isFinite(n) && n >= 0) || leg.quantity === 0)
        problems.push("payoff leg has a missing, negative or zero figure");
    }
    return problems;
  }
  const count = chart.x.values.length;
  if (count < 2) problems.push("a line chart needs at least two points");
  if (
    !chart.x.values.every((value, i, all) => Number.isFinite(value) && (i === 0 || value > (all[i - 1] ?? 0)))
  )
    problems.push("x values must be finite and rising");
  if (chart.series.length < 1 || chart.series.length > 4)
    problems.push("a line chart needs one to four series");
  for (const series of chart.series) {
    if (series.values.length !== count)
      problems.push(`series '${series.name}' has ${series.values.length} values for ${count} x values`);
    if (!series.values.every((value) => value === null || Number.isFinite(value)))
      problems.push(`series '${series.name}' has a value that is not a number`);
    if (series.values.filter((value) => value !== null).length < 2)
      problems.push(`series '${series.name}' has fewer than two values`);
  }
  if (new Set(chart.series.map((series) => series.name)).size !== chart.series.length)
    problems.push("series names must differ");
  return problems;
}
