import { describe, expect, test } from "vitest";
import {
  amountInWords,
  formatINR,
  formatINRCompact,
  formatIndianNumber,
  formatPercent,
  parseAmount,
  roundRupees,
  roundTo,
  roundToNearestTen,
} from "./money.ts";

// Expected strings are written out by hand from the Indian grouping rule (last three digits, then pairs).
describe("rounding", () => {
  test.each([
    [2.5, 3],
    [-2.5, -3],
    [2.4999, 2],
    [-0.4, 0],
    [1161695.38, 1161695],
  ])("roundRupees(%d) = %d", (value, expected) => {
    expect(roundRupees(value)).toBe(expected);
  });

  test("roundTo survives binary fractions and tiny values", () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(12.345, 2)).toBe(12.35);
    expect(roundTo(1e-9, 2)).toBe(0);
    expect(Object.is(roundTo(-0.001, 2), 0)).toBe(true);
  });

  test.each([
    [1241667, 1241670],
    [1205, 1210],
    [1204.9, 1200],
    [192401.04, 192400],
    [0, 0],
  ])("roundToNearestTen(%d) = %d", (value, expected) => {
    expect(roundToNearestTen(value)).toBe(expected);
  });
});

describe("formatINR and formatIndianNumber", () => {
  test.each([
    [0, "₹0"],
    [999, "₹999"],
    [1000, "₹1,000"],
    [100000, "₹1,00,000"],
    [1234567, "₹12,34,567"],
    [12345678901, "₹12,34,56,78,901"],
    [-1000, "-₹1,000"],
    [-0.4, "₹0"],
    [1161695.38, "₹11,61,695"],
  ])("formatINR(%d) = %s", (value, expected) => {
    expect(formatINR(value)).toBe(expected);
  });

  test("decimals are fixed", () => {
    expect(formatINR(1234567.891, { decimals: 2 })).toBe("₹12,34,567.89");
    expect(formatINR(-1234.5, { decimals: 2 })).toBe("-₹1,234.50");
    expect(formatIndianNumber(1234567)).toBe("12,34,567");
    expect(formatIndianNumber(-98765.4321, { decimals: 1 })).toBe("-98,765.4");
  });

  test("non-finite values show a dash", () => {
    expect(formatINR(Number.NaN)).toBe("–");
    expect(formatINRCompact(Number.POSITIVE_INFINITY)).toBe("–");
  });

  test("formatPercent", () => {
    expect(formatPercent(12.345)).toBe("12.35%");
    expect(formatPercent(-3, 0)).toBe("-3%");
  });
});

describe("formatINRCompact and amountInWords", () => {
  test.each([
    [12500000, "₹1.25 Cr"],
    [1234567, "₹12.35 L"],
    [100000, "₹1 L"],
    [150000, "₹1.5 L"],
    [45000, "₹45,000"],
    [99999, "₹99,999"],
    [99999.6, "₹1 L"], // rounds to a lakh first
    [9999999, "₹1 Cr"], // 99.99999 L would print as 100 L
    [10000000000, "₹1,000 Cr"],
    [-12500000, "-₹1.25 Cr"],
  ])("short %d → %s", (value, expected) => {
    expect(formatINRCompact(value)).toBe(expected);
  });

  test("long form", () => {
    expect(amountInWords(12500000)).toBe("₹1.25 crore");
    expect(amountInWords(1234567)).toBe("₹12.35 lakh");
    expect(amountInWords(75000)).toBe("₹75,000");
    expect(formatINRCompact(1234567, { style: "long", maximumFractionDigits: 1 })).toBe("₹12.3 lakh");
  });
});

describe("parseAmount", () => {
  test.each([
    ["₹12,34,567", 1234567],
    ["Rs. 500", 500],
    ["INR 2,500", 2500],
    ["12.5", 12.5],
    ["12%", 12],
    ["12.5 L", 1250000],
    ["1.2 crore", 12000000],
    ["2cr", 20000000],
    ["50k", 50000],
    ["3 lakhs", 300000],
    ["-1,000", -1000],
    [".5", 0.5],
  ])("%s → %d", (text, expected) => {
    expect(parseAmount(text)).toBeCloseTo(expected, 9);
  });

  test.each(["", "  ", "abc", "12 apples", "Infinity", "1e5", "0x10", "1.2.3", "--5"])(
    "rejects %j",
    (text) => {
      expect(parseAmount(text)).toBeNull();
    },
  );

  test("rejects null and undefined", () => {
    expect(parseAmount(undefined)).toBeNull();
    expect(parseAmount(null)).toBeNull();
  });
});
