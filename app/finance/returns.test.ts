import { describe, expect, test } from "vitest";
import {
  absoluteReturn,
  type CashFlow,
  cagr,
  calculateReturns,
  dayNumber,
  xirr,
  xirrRoots,
} from "./returns.ts";

describe("absoluteReturn and CAGR", () => {
  test("1 lakh to 2 lakh over 5 years: 100% absolute, CAGR 2^(1/5) − 1 = 14.8698355% (Python Decimal)", () => {
    const result = calculateReturns({ amountInvested: 100_000, currentValue: 200_000, years: 5 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.gain).toBe(100_000);
    expect(result.value.absoluteReturn).toBeCloseTo(100, 10);
    expect(result.value.cagr).toBeCloseTo(14.8698355, 6);
  });

  test.each([
    [100_000, 150_000, 2.5, 17.6079023], // 1.5^(1/2.5) − 1 (Python Decimal)
    [100_000, 80_000, 2, -10.5572809], // √0.8 − 1
    [100_000, 100_000, 7, 0],
    [100_000, 0, 3, -100],
  ])("cagr(%d → %d over %d y) = %d%%", (invested, final, years, expected) => {
    const result = cagr(invested, final, years);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value).toBeCloseTo(expected, 6);
  });

  test("a loss gives a negative absolute return", () => {
    expect(absoluteReturn(200_000, 150_000)).toEqual({
      ok: true,
      value: { gain: -50_000, absoluteReturn: -25 },
    });
  });
});

describe("dayNumber", () => {
  // References: Python's datetime.date differences from 1970-01-01.
  test.each([
    ["1970-01-01", 0],
    ["2000-03-01", 11_017],
    ["1900-03-01", -25_508],
    ["2024-02-29", 19_782],
  ])("%s → %d", (date, expected) => {
    expect(dayNumber(date)).toBe(expected);
  });

  test.each(["2023-02-29", "1900-02-29", "2024-13-01", "2024-04-31", "2024-4-1", "01/04/2024", ""])(
    "rejects %j",
    (date) => {
      expect(dayNumber(date)).toBeNull();
    },
  );
});

describe("xirr", () => {
  const flows = (pairs: [string, number][]): CashFlow[] => pairs.map(([date, amount]) => ({ date, amount }));

  // References: bisection to 250 halvings on Σ a·(1+r)^−(days/365) with 60-digit Decimal in Python.
  test.each([
    {
      note: "spreadsheet documentation example (published 37.3362535%)",
      cashFlows: flows([
        ["2008-01-01", -10_000],
        ["2008-03-01", 2_750],
        ["2008-10-30", 4_250],
        ["2009-02-15", 3_250],
        ["2009-04-01", 2_750],
      ]),
      expected: 37.3362533519,
    },
    {
      note: "12 monthly SIP instalments of 10,000 worth 1,30,000 on 1 Jan 2025",
      cashFlows: flows([
        ...Array.from({ length: 12 }, (_, index): [string, number] => [
          `2024-${String(index + 1).padStart(2, "0")}-01`,
          -10_000,
        ]),
        ["2025-01-01", 130_000],
      ]),
      expected: 15.655169609,
    },
    {
      note: "a loss with a top-up",
      cashFlows: flows([
        ["2020-01-01", -100_000],
        ["2021-07-01", -50_000],
        ["2023-01-01", 120_000],
      ]),
      expected: -8.60340053188,
    },
    {
      note: "366 days in a leap year count as 366/365 years",
      cashFlows: flows([
        ["2024-01-01", -1_000],
        ["2025-01-01", 1_100],
      ]),
      expected: 9.97135859341,
    },
  ])("$note", ({ cashFlows, expected }) => {
    const result = xirr(cashFlows);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value).toBeCloseTo(expected, 7);
  });

  test("order of the cash flows does not matter", () => {
    const result = xirr(
      flows([
        ["2009-04-01", 2_750],
        ["2008-03-01", 2_750],
        ["2008-01-01", -10_000],
        ["2009-02-15", 3_250],
        ["2008-10-30", 4_250],
      ]),
    );
    expect(result.ok && result.value).toBeCloseTo(37.3362533519, 7);
  });

  test("falls back to bisection when Newton's guess is far off", () => {
    const result = xirr(
      flows([
        ["2020-01-01", -1_000],
        ["2021-01-01", 50_000],
      ]),
      99_999,
    );
    // 50× in 366 days: 50^(365/366) − 1 (Python) = 4,789.2943…%
    expect(result.ok && result.value).toBeCloseTo((50 ** (365 / 366) - 1) * 100, 5);
  });

  test.each([
    [flows([["2024-01-01", -1_000]]), "cashFlows", "XIRR needs at least two dated cash flows"],
    [
      flows([
        ["2024-01-01", -1_000],
        ["2025-01-01", -100],
      ]),
      "cashFlows",
      "XIRR needs at least one investment (a negative amount) and one withdrawal or current value (a positive amount)",
    ],
    [
      flows([
        ["2024-01-01", -1_000],
        ["2023-02-29", 1_100],
      ]),
      "cashFlows.1.date",
      "Date 2 must be a real date written YYYY-MM-DD",
    ],
    [
      flows([
        ["2024-01-01", -1_000],
        ["2024-01-01", 1_100],
      ]),
      "cashFlows",
      "XIRR needs cash flows on at least two different dates",
    ],
    [
      flows([
        ["2024-01-01", -1_000],
        ["2024-06-01", 100],
        ["2025-01-01", -1_000],
      ]),
      "cashFlows",
      "No annual return makes these cash flows balance; check the signs and dates",
    ],
  ])("typed error %#", (cashFlows, field, message) => {
    expect(xirr(cashFlows)).toEqual({ ok: false, error: { field, message } });
  });
});

describe("xirrRoots (issue 27: flows with more than one XIRR are flagged)", () => {
  test("−100, +230, −132 a year apart balance at both 10% and 20% a year", () => {
    // By hand, with x = 1/(1 + r): −100 + 230x − 132x² = 0, so x = (230 ± 10)/264,
    // x = 10/11 (r = 10%) or 5/6 (r = 20%). 2021 and 2022 have 365 days each.
    const flows: CashFlow[] = [
      { date: "2021-01-01", amount: -100 },
      { date: "2022-01-01", amount: 230 },
      { date: "2023-01-01", amount: -132 },
    ];
    const roots = xirrRoots(flows);
    expect(roots).toHaveLength(2);
    expect(roots[0]).toBeCloseTo(10, 6);
    expect(roots[1]).toBeCloseTo(20, 6);
  });

  test("ordinary flows have one root, the XIRR itself", () => {
    // The spreadsheet documentation example, 37.336253% (scripts/reference/xirr.py).
    const flows: CashFlow[] = [
      { date: "2008-01-01", amount: -10_000 },
      { date: "2008-03-01", amount: 2_750 },
      { date: "2008-10-30", amount: 4_250 },
      { date: "2009-02-15", amount: 3_250 },
      { date: "2009-04-01", amount: 2_750 },
    ];
    const roots = xirrRoots(flows);
    expect(roots).toHaveLength(1);
    expect(roots[0]).toBeCloseTo(37.336_253_35, 5);
  });
});
