import { describe, expect, test } from "vitest";
import type { LineChartData, PayoffChartData, PayoffLeg } from "./chart-geometry.ts";
import {
  breakEvens,
  chartBox,
  chartProblems,
  chartTable,
  formatChartValue,
  layoutChart,
  linearScale,
  niceTicks,
  payoffAt,
  payoffPrices,
  segmentsOf,
  tickLabels,
} from "./chart-geometry.ts";

const straddle: PayoffLeg[] = [
  { instrument: "call", side: "buy", strike: 24_000, premium: 180, quantity: 65 },
  { instrument: "put", side: "buy", strike: 24_000, premium: 150, quantity: 65 },
];

describe("ticks and scales", () => {
  test("round steps that cover the data, zero included when the data straddle it", () => {
    expect(niceTicks(0, 17_44_940)).toEqual([0, 5_00_000, 10_00_000, 15_00_000, 20_00_000]);
    expect(niceTicks(-51.27, 77.59, { maxTicks: 6 })).toEqual([-80, -40, 0, 40, 80]);
    expect(niceTicks(-51.27, 0, { maxTicks: 6 })).toEqual([-60, -40, -20, 0]);
    expect(niceTicks(-0.5, 0.5)).toEqual([-0.5, -0.25, 0, 0.25, 0.5]);
  });

  test("x-axis ticks stay inside the data and years stay whole", () => {
    expect(niceTicks(2005, 2025, { cover: false, integer: true })).toEqual([2005, 2010, 2015, 2020, 2025]);
    expect(niceTicks(0, 4, { cover: false, integer: true })).toEqual([0, 1, 2, 3, 4]);
    expect(niceTicks(23_400, 24_800, { cover: false, maxTicks: 5 })).toEqual([23_500, 24_000, 24_500]);
  });

  test("a flat series still gets a span", () => {
    const ticks = niceTicks(100, 100);
    expect(ticks[0]).toBeLessThan(100);
    expect(ticks[ticks.length - 1]).toBeGreaterThan(100);
  });

  test("linear scale maps ends to ends, and can run backwards", () => {
    const x = linearScale(0, 10, 76, 376);
    expect(x(0)).toBe(76);
    expect(x(10)).toBe(376);
    expect(x(5)).toBe(226);
    expect(linearScale(0, 12, 386, 66)(12)).toBe(66);
  });
});

describe("labels in Indian grouping", () => {
  test("ticks are short, table cells exact", () => {
    expect(formatChartValue(12_50_000, "rupees", "tick")).toBe("₹12.5 L");
    expect(formatChartValue(1_00_00_000, "rupees", "tick")).toBe("₹1 Cr");
    expect(formatChartValue(-40_300, "rupees", "tick")).toBe("−₹40,300");
    expect(formatChartValue(12_34_567.4, "rupees", "table")).toBe("₹12,34,567");
    expect(formatChartValue(-11_700, "rupees", "table")).toBe("−₹11,700");
    expect(formatChartValue(-51.27, "percent", "table")).toBe("−51.27%");
    expect(formatChartValue(40, "percent", "tick")).toBe("40%");
    expect(formatChartValue(24_180, "points", "table")).toBe("24,180");
    expect(formatChartValue(2008, "year", "tick")).toBe("2008");
  });

  test("one unit for a whole rupee axis", () => {
    expect(tickLabels([-1_50_000, -1_00_000, -50_000, 0, 50_000, 1_00_000], "rupees")).toEqual([
      "−₹1.5 L",
      "−₹1 L",
      "−₹0.5 L",
      "₹0",
      "₹0.5 L",
      "₹1 L",
    ]);
    expect(tickLabels([0, 2_00_00_000, 4_00_00_000], "rupees")).toEqual(["₹0", "₹2 Cr", "₹4 Cr"]);
    expect(tickLabels([-20_000, 0, 5_000], "rupees")).toEqual(["−₹20,000", "₹0", "₹5,000"]);
    expect(tickLabels([0, 50], "percent")).toEqual(["0%", "50%"]);
  });
});

describe("option payoffs from legs", () => {
  test("each leg at expiry, before costs", () => {
    const longCall: PayoffLeg[] = [
      { instrument: "call", side: "buy", strike: 24_000, premium: 180, quantity: 65 },
    ];
    expect(payoffAt(longCall, 23_400)).toBe(-11_700);
    expect(payoffAt(longCall, 24_400)).toBe(14_300);
    const shortCall: PayoffLeg[] = [{ ...(longCall[0] as PayoffLeg), side: "sell" }];
    expect(payoffAt(shortCall, 24_800)).toBe(-40_300);
    const future: PayoffLeg[] = [{ instrument: "underlying", side: "buy", price: 24_000, quantity: 65 }];
    expect(payoffAt(future, 23_650)).toBe(-22_750);
  });

  test("break-evens are exact, found between strikes", () => {
    expect(breakEvens(straddle, [23_000, 25_000])).toEqual([23_670, 24_330]);
    expect(breakEvens(straddle, [24_100, 24_200])).toEqual([]);
  });

  test("the payoff is drawn through the range's ends, strikes and break-evens", () => {
    const chart: PayoffChartData = {
      kind: "payoff",
      priceLabel: "Index at expiry",
      priceFormat: "points",
      range: [23_200, 24_800],
      legs: straddle,
    };
    expect(payoffPrices(chart)).toEqual([23_200, 23_670, 24_000, 24_330, 24_800]);
    expect(chartTable(chart)).toEqual({
      columns: ["Index at expiry", "Profit or loss at expiry"],
      rows: [
        ["23,200", "₹30,550"],
        ["23,670", "₹0"],
        ["24,000", "−₹21,450"],
        ["24,330", "₹0"],
        ["24,800", "₹30,550"],
      ],
    });
  });
});

describe("layout", () => {
  const line: LineChartData = {
    kind: "line",
    x: { label: "Years", format: "number", values: [0, 1, 2, 3] },
    y: { label: "Value (₹)", format: "rupees" },
    series: [
      { name: "A", values: [100, 200, null, 400] },
      { name: "B", values: [0, 50, 100, 150] },
    ],
  };

  test("points stay inside the plot, gaps split the line, the zero line only when zero is inside", () => {
    const layout = layoutChart(line);
    expect(layout.series[0]?.segments).toHaveLength(2);
    expect(layout.series[1]?.dash).toBeDefined();
    for (const series of layout.series)
      for (const point of series.segments.join(" ").split(" ")) {
        const [x = 0, y = 0] = point.split(",").map(Number);
        expect(x).toBeGreaterThanOrEqual(layout.plot.left);
        expect(x).toBeLessThanOrEqual(layout.plot.right);
        expect(y).toBeGreaterThanOrEqual(layout.plot.top);
        expect(y).toBeLessThanOrEqual(layout.plot.bottom);
      }
    expect(layout.zeroY).toBeNull();
    expect(layout.width / layout.height).toBe(chartBox.width / chartBox.height);
  });

  test("reversed x runs right to left", () => {
    const layout = layoutChart({ ...line, x: { ...line.x, reversed: true } });
    expect(layout.xTicks.find((tick) => tick.value === 0)?.at).toBe(layout.plot.right);
  });

  test("payoffs cross zero, so the zero line is drawn", () => {
    const layout = layoutChart({
      kind: "payoff",
      priceLabel: "Index",
      priceFormat: "points",
      range: [23_200, 24_800],
      legs: straddle,
    });
    expect(layout.zeroY).not.toBeNull();
  });

  test("segments split at nulls", () => {
    expect(segmentsOf([null, 1, 2, null, 3])).toEqual([[1, 2], [4]]);
  });
});

describe("chart problems", () => {
  test("series lengths, rising x, legs", () => {
    expect(
      chartProblems({
        kind: "line",
        x: { label: "x", format: "number", values: [0, 2, 1] },
        y: { label: "y", format: "number" },
        series: [{ name: "A", values: [1, 2] }],
      }),
    ).toEqual(["x values must be finite and rising", "series 'A' has 2 values for 3 x values"]);
    expect(
      chartProblems({
        kind: "payoff",
        priceLabel: "p",
        priceFormat: "points",
        range: [10, 5],
        legs: [{ instrument: "call", side: "buy", strike: 1, premium: -1, quantity: 0 }],
      }),
    ).toHaveLength(2);
  });
});
