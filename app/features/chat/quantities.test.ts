import { describe, expect, test } from "vitest";
import { extractQuantities } from "./quantities.ts";

const kinds = (text: string) => extractQuantities(text).map(({ kind, value }) => [kind, value]);

describe("numbers in questions", () => {
  test("lakh, crore and thousand words and letters", () => {
    expect(kinds("5l")).toEqual([["money", 500_000]]);
    expect(kinds("1.5 cr")).toEqual([["money", 15_000_000]]);
    expect(kinds("50k a month")).toEqual([["money", 50_000]]);
    expect(kinds("₹2,50,000")).toEqual([["money", 250_000]]);
    expect(kinds("rs. 12 lakhs")).toEqual([["money", 1_200_000]]);
    expect(kinds("15 lpa")).toEqual([["money", 1_500_000]]);
  });

  test("rates and periods, with and without units", () => {
    expect(kinds("at 12% for 10 years")).toEqual([
      ["percent", 12],
      ["years", 10],
    ]);
    expect(kinds("8.5 percent over 18 months")).toEqual([
      ["percent", 8.5],
      ["months", 18],
    ]);
    expect(kinds("5000 at 12 for 10")).toEqual([
      ["money", 5000],
      ["percent", 12],
      ["years", 10],
    ]);
  });

  test("section numbers are names, not amounts", () => {
    expect(kinds("1.5 lakh under 80c and 87a")).toEqual([["money", 150_000]]);
  });

  test("a year after a month's name is a date, not an amount", () => {
    expect(kinds("the Jan 2025 instalment, redeemed in April 2027")).toEqual([]);
    expect(kinds("sip of 2025 a month")).toEqual([["money", 2025]]);
  });
});
