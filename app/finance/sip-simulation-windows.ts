// The SIP simulation's longer sample (issue 27, item 4, groundwork): market scenarios for
// 1980-2025, which runSipSimulation draws from when the input's `window` is "1980-2025"
// (`window=1980-2025` on the page and the API).
//
// What each asset is, every step stated beside the result when wired:
// - Equity: the Sensex price return of the year plus a dividend yield, the mean amount by which
//   the Nifty 50 TRI beat the Nifty 50 price index over the years both exist (2006-2025, about
//   1.4 points; the reference notes quote the same figure), the only dividend figure the data
//   give, applied to every year. Within the year, equity follows the Nifty 50's twelve
//   month-end moves scaled to that total (1996 on); before 1996 no monthly series exists and
//   the year's return is spread evenly, so drawdowns of those years are understated.
// - Debt: the modelled 10-year G-sec return (2002 on). No debt series exists before (the yields
//   start at the end of 2001, the SBI FD rate has 12 scattered years), so the years 1980-2001
//   earn the modelled series' compound return over 2002-2025 every year: steady, without the
//   swings a bond had then.
// - Gold in rupees and CPI inflation: their own yearly values, 1980 on.
import {
  type AnnualSeriesKey,
  annualSeries,
  compoundAnnualReturn,
  gsecModelledReturns,
  nifty50MonthlyPriceReturns,
} from "./market-history.ts";

/** Monthly growth factors (1 + return) of each observed year, the unit the bootstrap draws. */
export interface MarketScenarios {
  /** Calendar year of each scenario. */
  years: readonly number[];
  /** 12 factors per scenario, scenario-major: equity[s * 12 + month]. */
  equity: Float64Array;
  /** One monthly factor per scenario (the year's return spread evenly). */
  debt: Float64Array;
  gold: Float64Array;
  /** CPI inflation of each scenario's year, percent. */
  cpi: Float64Array;
  /** Gold's compound yearly return over the years with data before the scenarios (for the sample notes). */
  goldEarlier?: { from: number; to: number; annualReturn: number } | null;
}

export type SimulationWindow = "2006-2025" | "1980-2025";
export const simulationWindows: readonly SimulationWindow[] = ["2006-2025", "1980-2025"];

/** Mean yearly TRI-minus-price gap of the Nifty 50 over the years with both, percentage points. */
export function niftyDividendContribution(): number {
  const tri = annualSeries("nifty50TriReturn");
  const price = annualSeries("nifty50PriceReturn");
  const gaps = [...tri]
    .filter(([year]) => price.has(year))
    .map(([year, value]) => value - (price.get(year) ?? 0));
  return gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length;
}

export interface LongWindowModel {
  scenarios: MarketScenarios;
  /** The dividend yield added to the Sensex price return, percent a year. */
  dividendYield: number;
  /** Debt's steady return in the years without a debt series, percent a year, and those years. */
  debtBeforeSeries: { from: number; to: number; annualReturn: number };
  /** The first year whose equity follows observed months (earlier years are spread evenly). */
  monthlyFrom: number;
}

/** Scenarios for every year 1980-2025 with a Sensex, gold and CPI value. */
export function longWindowScenarios(): LongWindowModel {
  const series = (key: AnnualSeriesKey) => annualSeries(key);
  const sensex = series("sensexPriceReturn");
  const gold = series("goldInrReturn");
  const cpi = series("cpiInflation");
  const debt = gsecModelledReturns();
  const dividendYield = niftyDividendContribution();
  const debtYears = [...debt.keys()].sort((a, b) => a - b);
  const debtMean = compoundAnnualReturn(debtYears.map((year) => debt.get(year) ?? 0));
  const years = [...sensex.keys()].filter((year) => gold.has(year) && cpi.has(year)).sort((a, b) => a - b);
  const scenarios: MarketScenarios = {
    years,
    equity: new Float64Array(years.length * 12),
    debt: new Float64Array(years.length),
    gold: new Float64Array(years.length),
    cpi: new Float64Array(years.map((year) => cpi.get(year) ?? 0)),
    goldEarlier: null,
  };
  let monthlyFrom = 0;
  years.forEach((year, index) => {
    const total = 1 + ((sensex.get(year) ?? 0) + dividendYield) / 100;
    const months = nifty50MonthlyPriceReturns(year);
    if (months && monthlyFrom === 0) monthlyFrom = year;
    // Observed months scaled so the year compounds to exactly the total; else an even spread.
    const shape = months ?? new Array<number>(12).fill(0);
    const shapeGrowth = shape.reduce((product, value) => product * (1 + value), 1);
    const scale = (total / shapeGrowth) ** (1 / 12);
    shape.forEach((value, month) => {
      scenarios.equity[index * 12 + month] = (1 + value) * scale;
    });
    scenarios.debt[index] = (1 + (debt.get(year) ?? debtMean) / 100) ** (1 / 12);
    scenarios.gold[index] = (1 + (gold.get(year) ?? 0) / 100) ** (1 / 12);
  });
  const before = years.filter((year) => !debt.has(year));
  return {
    scenarios,
    dividendYield,
    debtBeforeSeries: { from: before[0] ?? 0, to: before[before.length - 1] ?? 0, annualReturn: debtMean },
    monthlyFrom,
  };
}
