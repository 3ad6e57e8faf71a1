import { describe, expect, test } from "vitest";
import { annualMarketHistory } from "#app/finance/market-history-data.ts";
import { formatINR } from "#app/finance/money.ts";
import { lessonOf, readerText } from "../example-checks.ts";

// The worked examples of the lessons added for issue 25, recomputed from their inputs (and, for
// the historical figures, straight from the market-history rows, not through the helpers the
// lessons use), then found in the lesson text as learners read it.

const lesson = (id: string) => lessonOf("portfolio-management", id);
const text = readerText;

const rupees = (value: number) => formatINR(Math.round(value));
const row = (year: number) => {
  const found = annualMarketHistory.find((entry) => entry.year === year);
  if (!found) throw new Error(`No row for ${year}`);
  return found;
};

describe("risk-adjusted returns (Sharpe ratio)", () => {
  const body = text(lesson("risk-adjusted-returns"));

  test("the two funds: Sharpe 0.35 and 0.42, and their five-year values on ₹10,00,000", () => {
    expect(((14 - 7) / 20).toFixed(2)).toBe("0.35");
    expect(((12 - 7) / 12).toFixed(2)).toBe("0.42");
    expect(body).toContain(`Fund A's 14% would have grown to ${rupees(10_00_000 * 1.14 ** 5)}`);
    expect(body).toContain(`Fund B's 12% to ${rupees(10_00_000 * 1.12 ** 5)}`);
    expect(body).toContain("₹60,000 fall");
    expect(10_00_000 * (0.14 - 0.2)).toBeCloseTo(-60_000);
    // Check yourself: 0.40 against 0.33.
    expect(((11 - 7) / 10).toFixed(2)).toBe("0.40");
    expect(((13 - 7) / 18).toFixed(2)).toBe("0.33");
  });

  test("the 2006-2025 table: mean, sample deviation and the previous December's G-sec yield", () => {
    const years = Array.from({ length: 20 }, (_, index) => 2006 + index);
    const riskFree = years.reduce((sum, year) => sum + (row(year - 1).gsec10yYield ?? Number.NaN), 0) / 20;
    const sharpe = (pick: (year: number) => number | null) => {
      const returns = years.map((year) => pick(year) ?? Number.NaN);
      const mean = returns.reduce((sum, value) => sum + value, 0) / returns.length;
      const deviation = Math.sqrt(
        returns.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (returns.length - 1),
      );
      return { mean, deviation, ratio: (mean - riskFree) / deviation };
    };
    const nifty = sharpe((year) => row(year).nifty50TriReturn);
    const gold = sharpe((year) => row(year).goldInrReturn);
    expect(riskFree).toBeCloseTo(7.2893, 4);
    expect(nifty.ratio.toFixed(2)).toBe("0.34");
    expect(gold.ratio.toFixed(2)).toBe("0.49");
    for (const figure of [
      `${nifty.mean.toFixed(2)}%`,
      `${nifty.deviation.toFixed(2)}%`,
      `${gold.mean.toFixed(2)}%`,
      `${gold.deviation.toFixed(2)}%`,
      `${riskFree.toFixed(2)}%`,
      "0.34",
      "0.49",
    ])
      expect(body).toContain(figure);
  });
});

describe("index fund tracking", () => {
  const body = text(lesson("index-fund-tracking"));

  test("five years on ₹10,00,000 at 12.0%, 11.8% and 11.2%, and twenty years at 11.8% and 11.2%", () => {
    const index = 10_00_000 * 1.12 ** 5;
    const p = 10_00_000 * 1.118 ** 5;
    const q = 10_00_000 * 1.112 ** 5;
    for (const value of [index, p, q, index - p, index - q]) expect(body).toContain(rupees(value));
    expect(body).toContain(`about ${rupees(10_00_000 * (1.118 ** 20 - 1.112 ** 20))} more in Fund P`);
    expect((1.118 ** 20).toFixed(5)).toBe("9.30756");
    expect((1.112 ** 20).toFixed(5)).toBe("8.35787");
  });

  test("tracking error of five yearly gaps: average −0.3, sample deviation about 0.16", () => {
    const gaps = [-0.3, -0.1, -0.4, -0.2, -0.5];
    const mean = gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length;
    const squares = gaps.reduce((sum, gap) => sum + (gap - mean) ** 2, 0);
    expect(mean).toBeCloseTo(-0.3);
    expect(squares).toBeCloseTo(0.1);
    expect(Math.sqrt(squares / 4).toFixed(2)).toBe("0.16");
    expect(body).toContain("**0.16 point**");
    expect(5_00_000 * 0.003).toBe(1_500);
    expect(body).toContain("₹1,500");
  });
});

describe("SWP and its tax", () => {
  const body = text(lesson("swp-retirement-income"));

  test("Meera: the gain in each withdrawal, the year's gains and the tax with cess", () => {
    const firstUnits = 50_000 / 140;
    const firstGain = 50_000 - firstUnits * 100;
    expect(firstUnits.toFixed(3)).toBe("357.143");
    expect(body).toContain(`Their cost = 357.143 × ₹100 = ${rupees(firstUnits * 100)}`);
    expect(body).toContain(`Gain = ₹50,000 − ${rupees(firstUnits * 100)} = **${rupees(firstGain)}**`);
    expect(50_000 / 125).toBe(400);
    expect(body).toContain("Gain = **₹10,000**");
    const gains = 12 * firstGain;
    expect(body).toContain(`gains = 12 × ${rupees(firstGain)} = ${rupees(gains)}`);
    const taxable = gains - 1_25_000;
    const tax = taxable * 0.125;
    const cess = tax * 0.04;
    expect(body).toContain(
      `= ${rupees(taxable)} × 12.5% = ${rupees(tax)}, plus 4% cess of ${rupees(cess)} = **${rupees(tax + cess)}**`,
    );
    expect(((tax + cess) / 6_00_000) * 100).toBeCloseTo(1.0, 1);
  });

  test("the check-yourself withdrawal: 250 units, ₹30,000 cost, ₹10,000 gain", () => {
    expect(40_000 / 160).toBe(250);
    expect(250 * 120).toBe(30_000);
    expect(body).toContain("gain = ₹10,000");
  });
});

describe("sequence-of-returns risk", () => {
  const body = text(lesson("sequence-of-returns-risk"));
  const years = Array.from({ length: 10 }, (_, index) => 2008 + index);
  const returns = years.map((year) => row(year).nifty50TriReturn ?? Number.NaN);

  function run(order: readonly number[]): number {
    let value = 1_00_00_000;
    for (const r of order) value = (value - 8_00_000) * (1 + r / 100);
    return value;
  }

  test("the same ten Nifty 50 TRI returns, as they happened and reversed, with ₹8 lakh a year withdrawn", () => {
    expect(returns[0]).toBe(-51.27);
    const asHappened = run(returns);
    const reversed = run([...returns].reverse());
    expect(rupees(asHappened)).toBe("₹32,26,719");
    expect(rupees(reversed)).toBe("₹1,00,15,129");
    expect(body).toContain(`**${rupees(asHappened)}** left in the order as it happened`);
    expect(body).toContain(`against **${rupees(reversed)}** in the reversed order`);
    // About a third, as the lesson says.
    expect(asHappened / reversed).toBeGreaterThan(0.3);
    expect(asHappened / reversed).toBeLessThan(0.35);
    // Without withdrawals the order makes no difference.
    const grow = (order: readonly number[]) => order.reduce((value, r) => value * (1 + r / 100), 1_00_00_000);
    expect(grow(returns)).toBeCloseTo(grow([...returns].reverse()), 2);
    expect(body).toContain(`end at about ${rupees(grow(returns))} either way`);
    const cagr = ((grow(returns) / 1_00_00_000) ** (1 / 10) - 1) * 100;
    expect(body).toContain(`compound to ${cagr.toFixed(2)}% a year`);
  });

  test("year one in each order, and the two-year check-yourself", () => {
    expect(body).toContain(`= ${rupees(92_00_000 * (1 - 0.5127))}.`);
    expect(body).toContain(`× 1.3027 = ${rupees(92_00_000 * 1.3027)}.`);
    const first = (((50_00_000 - 4_00_000) * 0.8 - 4_00_000) * 1.25).toFixed(0);
    const second = (((50_00_000 - 4_00_000) * 1.25 - 4_00_000) * 0.8).toFixed(0);
    expect([first, second]).toEqual(["4100000", "4280000"]);
    expect(body).toContain("₹41,00,000");
    expect(body).toContain("₹42,80,000");
  });
});
