import { describe, expect, test } from "vitest";
import { annualSeries, gsecModelledReturns, rollingWindows } from "#app/finance/market-history.ts";
import { formatINR, formatIndianNumber } from "#app/finance/money.ts";
import { breakEvens, chartProblems, payoffAt } from "#app/lib/chart-geometry.ts";
import { figuresOf } from "../../figure-check.ts";
import type { FigureBlock, LineChartData, PayoffChartData } from "../../types.ts";
import { courseLessons, courses, findLesson } from "../index.ts";
import { lessonPlainText } from "../lesson-text.ts";
import * as fundamentals from "./fundamentals.ts";
import * as portfolio from "./portfolio.ts";
import * as trading from "./trading.ts";

// Every chart's data is recomputed here and held against its lesson's own text, tables and
// examples, so a chart cannot drift from the words around it.

function lessonText(courseId: string, lessonId: string): string {
  const found = findLesson(courseId, lessonId);
  if (!found) throw new Error(`no lesson ${courseId}/${lessonId}`);
  return lessonPlainText(found.lesson);
}

/** The amount as the lessons write it, without its sign: 127500 → "₹1,27,500". */
const rupees = (amount: number) => `₹${formatIndianNumber(Math.abs(Math.round(amount)))}`;
const line = (figure: FigureBlock) => figure.chart as LineChartData;
const payoff = (figure: FigureBlock) => figure.chart as PayoffChartData;
const at = (figure: FigureBlock, x: number, series = 0) => {
  const chart = line(figure);
  return chart.series[series]?.values[chart.x.values.indexOf(x)];
};

const trade = "advanced-trading-strategies";
const basics = "investment-fundamentals";
const portfolioCourse = "portfolio-management";

describe("every lesson chart", () => {
  const withFigures = courses.flatMap((course) =>
    courseLessons(course)
      .filter((lesson) => figuresOf(lesson.sections).length > 0)
      .map((lesson) => ({ course, lesson })),
  );

  test("at least 15 lessons carry a chart, across all three courses", () => {
    expect(withFigures.length).toBeGreaterThanOrEqual(15);
    expect(new Set(withFigures.map(({ course }) => course.id)).size).toBe(3);
  });

  test("each chart can be drawn and is described in words", () => {
    for (const { lesson } of withFigures)
      for (const figure of figuresOf(lesson.sections)) {
        expect(chartProblems(figure.chart), figure.id).toEqual([]);
        expect(figure.alt.length, figure.id).toBeGreaterThan(40);
      }
  });
});

describe("options-basics: the payoff table and the two charts agree", () => {
  const found = findLesson(trade, "options-basics");
  const table = found?.lesson.sections
    .flatMap((section) => section.blocks)
    .find((block) => block.type === "table" && block.caption.startsWith("Buyer's profit or loss"));
  const parse = (cell: string) => Number(cell.replace(/[₹,+]/g, "").replace("−", "-"));

  test("every row of the lesson's table", () => {
    if (table?.type !== "table") throw new Error("table not found");
    for (const row of table.rows) {
      const index = parse(row[0] ?? "");
      expect(payoffAt(payoff(trading.longCallFigure).legs, index)).toBe(parse(row[2] ?? ""));
      expect(payoffAt(payoff(trading.longPutFigure).legs, index)).toBe(parse(row[4] ?? ""));
    }
    expect(breakEvens(payoff(trading.longCallFigure).legs, payoff(trading.longCallFigure).range)).toEqual([
      24_180,
    ]);
  });
});

describe("option-strategies-explained: each strategy's figures are the lesson's", () => {
  const text = lessonText(trade, "option-strategies-explained");
  const cases: [FigureBlock, price: number, expected: number][] = [
    [trading.coveredCallFigure, 900, -1_27_500],
    [trading.coveredCallFigure, 1_150, 97_500],
    [trading.protectivePutFigure, 21_000, -40_300],
    [trading.protectivePutFigure, 25_000, 57_200],
    [trading.bullCallSpreadFigure, 23_700, -7_150],
    [trading.bullCallSpreadFigure, 24_600, 12_350],
    [trading.ironCondorFigure, 24_000, 4_225],
    [trading.ironCondorFigure, 22_800, -15_275],
    [trading.longStraddleFigure, 24_000, -21_450],
    [trading.shortStrangleFigure, 24_000, 7_475],
    [trading.shortStrangleFigure, 22_560, -47_125],
  ];
  test.each(cases)(
    "%#: payoff at the lesson's price equals the lesson's amount",
    (figure, price, expected) => {
      expect(payoffAt(payoff(figure).legs, price)).toBe(expected);
      expect(text).toContain(rupees(expected));
    },
  );

  test("break-evens are the lesson's", () => {
    const be = (figure: FigureBlock) => breakEvens(payoff(figure).legs, payoff(figure).range);
    expect(be(trading.bullCallSpreadFigure)).toEqual([24_110]);
    expect(be(trading.longStraddleFigure)).toEqual([23_670, 24_330]);
    expect(be(trading.shortStrangleFigure)).toEqual([23_285, 24_715]);
    for (const price of [24_110, 23_670, 24_330, 23_285, 24_715])
      expect(text).toContain(formatIndianNumber(price));
  });
});

describe("futures and leverage", () => {
  test("mark-to-market running total follows the example's settlements", () => {
    const text = lessonText(trade, "how-futures-work");
    const values = line(trading.futuresMarkToMarketFigure).series[0]?.values ?? [];
    expect(values).toEqual([0, 9_750, -13_000, -32_500, -22_750]);
    for (const amount of [9_750, 32_500, 22_750]) expect(text).toContain(rupees(amount));
    expect(payoffAt(payoff(trading.longFuturePayoffFigure).legs, 23_650)).toBe(-22_750);
  });

  test("leverage: 8 times, 16% of margin on a 2% move, 40% on 5%, all of it on 12.5%", () => {
    const text = lessonText(trade, "leverage-and-margin");
    expect(text).toContain(rupees(trading.contractValue));
    expect(text).toContain(rupees(trading.margin));
    expect(at(trading.leverageFigure, 2)).toBe(16);
    expect(at(trading.leverageFigure, 5)).toBe(40);
    expect(at(trading.leverageFigure, -12.5)).toBe(-100);
    expect(at(trading.leverageFigure, 5, 1)).toBe(5);
  });

  test("losing streaks: the table's 'capital left after 10 losses' column", () => {
    const text = lessonText(trade, "position-sizing-and-risk");
    trading.risksPerTrade.forEach((risk, index) => {
      const value = at(trading.losingStreakFigure, 10, index) ?? 0;
      expect(value).toBeCloseTo(100 * (1 - risk / 100) ** 10, 10);
      expect(text).toContain(`${value.toFixed(1)}%`);
    });
  });
});

describe("investment fundamentals", () => {
  test("why-invest: the simple-versus-compound table", () => {
    const text = lessonText(basics, "why-invest");
    for (const years of [10, 20, 30]) {
      const compound = at(fundamentals.compoundingFigure, years) ?? 0;
      expect(compound).toBeCloseTo(100_000 * 1.1 ** years, 6);
      expect(text).toContain(formatINR(Math.round(compound)));
      expect(text).toContain(formatINR(at(fundamentals.compoundingFigure, years, 1) ?? 0));
    }
  });

  test("goals: the college fund reaches the future cost only at year 15", () => {
    const text = lessonText(basics, "goals-and-time-horizon");
    const cost = (year: number) => at(fundamentals.collegeFundFigure, year, 0) ?? 0;
    const sip = (year: number) => at(fundamentals.collegeFundFigure, year, 1) ?? 0;
    expect(text).toContain(formatINR(Math.round(cost(15))));
    expect(text).toContain(formatINR(at(fundamentals.collegeFundFigure, 15, 2) ?? 0));
    expect(sip(15)).toBeGreaterThanOrEqual(cost(15));
    expect(sip(14)).toBeLessThan(cost(14));
    expect(sip(15)).toBeCloseTo(4_750 * (((1.01 ** 180 - 1) / 0.01) * 1.01), 6);
  });

  test("SIPs: the 20-year table's values", () => {
    const text = lessonText(basics, "mutual-funds-and-sips");
    fundamentals.sipRates.forEach((_, index) => {
      expect(text).toContain(formatINR(Math.round(at(fundamentals.sipGrowthFigure, 20, index) ?? 0)));
    });
  });

  test("PPF: the example's ₹40,68,209 and the taxed deposit's ₹33,65,608", () => {
    const text = lessonText(basics, "asset-classes-in-india");
    expect(text).toContain(formatINR(Math.round(at(fundamentals.ppfFigure, 15, 0) ?? 0)));
    expect(text).toContain(formatINR(Math.round(at(fundamentals.ppfFigure, 15, 1) ?? 0)));
    expect(at(fundamentals.ppfFigure, 2, 0)).toBeCloseTo(3_32_706, 0);
  });

  test("rolling returns are the market-history windows, ending in each year", () => {
    const tri = annualSeries("nifty50TriReturn");
    for (const figure of [fundamentals.riskRollingFigure, fundamentals.measuringRollingFigure]) {
      for (const series of line(figure).series) {
        const years = Number.parseInt(series.name, 10);
        const windows = rollingWindows(tri, years);
        expect(series.values.filter((value) => value !== null)).toEqual(windows.map((window) => window.cagr));
      }
    }
    // The lesson's 2008-2012 example: 0.35% a year over five years.
    expect((at(fundamentals.riskRollingFigure, 2012, 1) ?? 0).toFixed(2)).toBe("0.35");
    expect(lessonText(basics, "risk-and-return")).toContain("0.35% a year");
  });
});

describe("portfolio management", () => {
  const tri = annualSeries("nifty50TriReturn");

  test("drawdown: −51.27% at the end of 2008, zero at each new high", () => {
    const values = line(portfolio.drawdownFigure).series[0]?.values ?? [];
    expect(Math.max(...(values as number[]))).toBe(0);
    expect(at(portfolio.drawdownFigure, 2008)).toBeCloseTo(-51.27, 10);
    expect(at(portfolio.drawdownFigure, 2010)).toBe(0);
    expect(lessonText(portfolioCourse, "what-history-says")).toContain("51.27%");
    // The caption's within-year fall is the lesson's month-end figure.
    expect(lessonText(portfolioCourse, "what-history-says")).toContain(
      `fell ${portfolio.covidFall.toFixed(1)}%`,
    );
    expect(at(portfolio.drawdownFigure, 2020)).toBe(0);
  });

  test("sequence of returns: same returns, reversed; equal without withdrawals", () => {
    const returns = [...tri.entries()].filter(([year]) => year >= portfolio.sequence.from).map(([, r]) => r);
    const [real, reversed] = line(portfolio.sequenceFigure).series;
    expect(real?.values).toEqual(portfolio.withdrawalPath(returns, 1_00_00_000, 6_00_000));
    expect(reversed?.values).toEqual(portfolio.withdrawalPath([...returns].reverse(), 1_00_00_000, 6_00_000));
    const a = portfolio.withdrawalPath(returns, 100, 0).at(-1) ?? 0;
    const b = portfolio.withdrawalPath([...returns].reverse(), 100, 0).at(-1) ?? 0;
    expect(a).toBeCloseTo(b, 8);
    expect((real?.values.at(-1) ?? 0) < (reversed?.values.at(-1) ?? 0)).toBe(true);
  });

  test("drift: the rebalancing lesson's 75.1%, 53.9% and 80.9%", () => {
    const text = lessonText(portfolioCourse, "rebalancing");
    for (const year of [2007, 2008, 2025])
      expect(text).toContain(`${(at(portfolio.driftFigure, year) ?? 0).toFixed(1)}%`);
    const gsec = gsecModelledReturns();
    const yearly2008 =
      (60 * (1 + (tri.get(2008) ?? 0) / 100)) /
      (60 * (1 + (tri.get(2008) ?? 0) / 100) + 40 * (1 + (gsec.get(2008) ?? 0) / 100));
    expect(at(portfolio.driftFigure, 2008, 1)).toBeCloseTo(yearly2008 * 100, 10);
  });

  test("glide path: the lesson's schedule", () => {
    const text = lessonText(portfolioCourse, "asset-allocation-by-goal");
    expect(text).toContain(
      "70% equity until six years before the date; then 55% at five years, 40% at four, 25% at three, 10% at two and nothing in the final year",
    );
    expect([12, 6, 5, 4, 3, 2, 1, 0].map((years) => at(portfolio.glidePathFigure, years))).toEqual([
      70, 70, 55, 40, 25, 10, 0, 0,
    ]);
    expect(at(portfolio.glidePathFigure, 3, 1)).toBe(75);
  });

  test("cost drag: the example's ₹86,63,708 and ₹72,34,049", () => {
    const text = lessonText(portfolioCourse, "costs-and-tax-drag");
    expect(text).toContain(formatINR(Math.round(at(portfolio.costDragFigure, 20, 0) ?? 0)));
    expect(text).toContain(formatINR(Math.round(at(portfolio.costDragFigure, 20, 1) ?? 0)));
  });
});
