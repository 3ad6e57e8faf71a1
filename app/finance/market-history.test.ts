import { describe, expect, it } from "vitest";
import {
  annualSeries,
  compoundAnnualReturn,
  gsecModelledReturns,
  modelledGsecReturn,
  nifty50Close,
  nifty50MonthlyPriceReturns,
  rollingWindowStats,
} from "./market-history.ts";
import { annualMarketHistory, marketHistorySources, nifty50MonthEndCloses } from "./market-history-data.ts";

// Reference values: the output of market_history_stats.py (--debt, --check and the rolling
// table) shipped with the market-history reference, an independent Python implementation.
const pythonDebtReturns: Record<number, number> = {
  2002: 20.66,
  2003: 12.94,
  2004: -5.45,
  2005: 4.05,
  2006: 3.84,
  2007: 6.52,
  2008: 25.75,
  2009: -10.25,
  2010: 6.19,
  2011: 3.91,
  2012: 11.79,
  2013: 3.33,
  2014: 14.96,
  2015: 8.48,
  2016: 16.14,
  2017: 1.22,
  2018: 7.04,
  2019: 12.85,
  2020: 11.11,
  2021: 2.12,
  2022: 0.77,
  2023: 8.32,
  2024: 9.95,
  2025: 7.91,
};

describe("market history data", () => {
  it("covers 1980-2025 without gaps and the Nifty closes month by month", () => {
    expect(annualMarketHistory.map((row) => row.year)).toEqual(
      Array.from({ length: 46 }, (_, i) => 1980 + i),
    );
    expect(nifty50MonthEndCloses.closes).toHaveLength(361);
    expect(nifty50Close(1995, 12)).toBe(908.53);
    expect(nifty50Close(2025, 12)).toBe(26129.6);
    expect(nifty50Close(1995, 11)).toBeUndefined();
  });

  it("cites a pinned commit for every series it uses", () => {
    for (const source of marketHistorySources.filter((item) => item.series !== "fdRateSbi1y")) {
      expect(source.citations.length).toBeGreaterThan(0);
      for (const citation of source.citations) expect(citation.commit).toMatch(/^[0-9a-f]{40}$/);
    }
  });

  it("monthly Nifty returns chain to the annual price return of each year", () => {
    const annual = annualSeries("nifty50PriceReturn");
    for (const [year, expected] of annual) {
      const months = nifty50MonthlyPriceReturns(year);
      expect(months).not.toBeNull();
      const chained = ((months ?? []).reduce((product, value) => product * (1 + value), 1) - 1) * 100;
      expect(Math.abs(chained - expected)).toBeLessThan(0.006);
    }
    expect(nifty50MonthlyPriceReturns(1995)).toBeNull();
  });
});

describe("modelled debt returns", () => {
  it("match market_history_stats.py --debt for every year", () => {
    const returns = gsecModelledReturns();
    expect([...returns.keys()]).toEqual(Object.keys(pythonDebtReturns).map(Number));
    for (const [year, value] of returns) expect(value).toBeCloseTo(pythonDebtReturns[year] ?? Number.NaN, 2);
  });

  it("is just the coupon when the yield does not move", () => {
    expect(modelledGsecReturn(7, 7)).toBeCloseTo(7, 10);
  });
});

describe("rolling windows and compound returns", () => {
  it("match the reference's rolling-CAGR table", () => {
    const sensex = annualSeries("sensexPriceReturn");
    const fiveYear = rollingWindowStats(sensex, 5);
    expect(fiveYear.windows).toBe(42);
    expect(fiveYear.losingWindows).toBe(3); // 7.1% of 42
    expect(fiveYear.worst?.cagr).toBeCloseTo(-1.8, 2);
    expect(fiveYear.worst).toMatchObject({ from: 1994, to: 1998 });
    expect(rollingWindowStats(sensex, 10).losingWindows).toBe(0);
    const gold = rollingWindowStats(annualSeries("goldInrReturn"), 3);
    expect(gold.worst?.cagr).toBeCloseTo(-8.11, 2);
    expect(gold.worst).toMatchObject({ from: 2013, to: 2015 });
    expect(rollingWindowStats(gsecModelledReturns(), 3).worst?.cagr).toBeCloseTo(-0.32, 2);
  });

  it("give the Nifty 50 TRI's worst, median and best windows as Python's statistics.median computes them from the CSV", () => {
    const tri = annualSeries("nifty50TriReturn");
    const expected = [
      // years, windows, worst, median, best (independently computed from market-history-annual.csv)
      [1, 20, -51.27, 14.81, 77.59],
      [3, 18, 1.0465, 11.9269, 22.9575],
      [5, 16, 0.3458, 13.4424, 18.0806],
      [10, 11, 6.7814, 12.4198, 15.5593],
    ] as const;
    for (const [years, windows, worst, median, best] of expected) {
      const stats = rollingWindowStats(tri, years);
      expect(stats.windows).toBe(windows);
      expect(stats.worst?.cagr).toBeCloseTo(worst, 3);
      expect(stats.median).toBeCloseTo(median, 3);
      expect(stats.best?.cagr).toBeCloseTo(best, 3);
    }
    expect(rollingWindowStats(tri, 10).best).toMatchObject({ from: 2012, to: 2021 });
    expect(rollingWindowStats(tri, 1).losingWindows).toBe(3);
  });

  it("chain-link to the --check figures", () => {
    expect(compoundAnnualReturn([...annualSeries("sensexPriceReturn").values()])).toBeCloseTo(15.37, 2);
    expect(compoundAnnualReturn([...annualSeries("nifty50TriReturn").values()])).toBeCloseTo(13.1, 2);
    expect(compoundAnnualReturn([...annualSeries("goldInrReturn").values()])).toBeCloseTo(10.42, 2);
    expect(compoundAnnualReturn([...gsecModelledReturns().values()])).toBeCloseTo(7.4, 2);
    expect(compoundAnnualReturn([])).toBe(0);
  });
});
