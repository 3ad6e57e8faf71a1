import { describe, expect, test } from "vitest";
import { calculateIncomeTax, type IncomeTaxInput } from "#app/finance/income-tax.ts";
import { formatINR } from "#app/finance/money.ts";
import { noIncomeTaxInput } from "#app/finance/test-fixtures.ts";
import { lessonOf, readerText } from "../example-checks.ts";

// Worked examples added or corrected for issue 25, recomputed from their inputs (tax through the
// site's own income-tax calculator) and found in the lesson text as learners read it.

const lesson = (id: string) => lessonOf("investment-fundamentals", id);
const text = readerText;

const rupees = (value: number) => formatINR(Math.round(value));

/** New-regime tax for 2026-27 on normal-rate income with no salary (so no standard deduction). */
function newRegimeTax(income: number) {
  const input: IncomeTaxInput = { ...noIncomeTaxInput, taxYear: "2026-27", otherIncome: income };
  const result = calculateIncomeTax(input);
  if (!result.ok) throw new Error(result.error.message);
  return result.value.newRegime;
}

describe("words you will meet", () => {
  const body = text(lesson("words-you-will-meet"));

  test("Asha, ₹10,00,000: slab tax ₹40,000, cancelled by the rebate", () => {
    const asha = newRegimeTax(10_00_000);
    expect(asha).toMatchObject({ slabTax: 40_000, rebate: 40_000, cess: 0, totalTax: 0 });
    expect(body).toContain("= ₹20,000 + ₹20,000 = ₹40,000");
    expect(body).toContain("**tax nil**");
  });

  test("Ravi, ₹15,00,000: slab tax ₹1,05,000 plus ₹4,200 cess, and ₹1,560 on ₹10,000 more", () => {
    const ravi = newRegimeTax(15_00_000);
    expect(ravi).toMatchObject({ slabTax: 1_05_000, rebate: 0, cess: 4_200, totalTax: 1_09_200 });
    expect(body).toContain("₹20,000 + ₹40,000 + ₹45,000 = ₹1,05,000");
    expect(body).toContain("4% × ₹1,05,000 = ₹4,200");
    expect(body).toContain("**₹1,09,200**");
    expect(newRegimeTax(15_10_000).totalTax - ravi.totalTax).toBe(1_560);
    expect(body).toContain("= ₹1,560 in tax");
    expect(((1_09_200 / 15_00_000) * 100).toFixed(1)).toBe("7.3");
  });

  test("check yourself: ₹9,20,000 has slab tax ₹32,000 and pays nil", () => {
    expect(newRegimeTax(9_20_000)).toMatchObject({ slabTax: 32_000, totalTax: 0 });
    expect(body).toContain("= ₹32,000");
  });

  test("CAGR: ₹1,00,000 to ₹1,61,051 in five years is 10% a year; a 7% to 8% move is 14.3% of the old rate", () => {
    expect(rupees(1_00_000 * 1.1 ** 5)).toBe("₹1,61,051");
    expect((((1_61_051 / 1_00_000) ** (1 / 5) - 1) * 100).toFixed(2)).toBe("10.00");
    expect(((1 / 7) * 100).toFixed(1)).toBe("14.3");
    expect(body).toContain("14.3% of itself");
  });
});

describe("why invest: the 7% deposit in the 5% slab", () => {
  const body = text(lesson("why-invest"));

  test("a 5%-slab taxpayer is within the rebate limit in both regimes, so the deposit's tax is nil", () => {
    // The 5% slab ends at ₹8 lakh (new regime), below the ₹12 lakh rebate limit.
    expect(newRegimeTax(8_00_000).totalTax).toBe(0);
    expect(body).toContain("so the tax is **nil**");
    expect(rupees(5_00_000 + 35_000)).toBe("₹5,35,000");
    expect(((5_35_000 / 5_25_000 - 1) * 100).toFixed(2)).toBe("1.90");
    expect(body).toContain("= **+1.90%**");
    expect(body).not.toContain("5.2% = ₹1,820");
  });
});

describe("goals: the college fund at 1% a month", () => {
  const body = text(lesson("goals-and-time-horizon"));

  test("1% a month is 12.68% a year, and the single sum at 1% a month is ₹3,99,706", () => {
    expect(((1.01 ** 12 - 1) * 100).toFixed(2)).toBe("12.68");
    expect(body).toContain("1.01¹² − 1 = 12.68% a year");
    const future = 10_00_000 * 1.06 ** 15;
    expect(rupees(future)).toBe("₹23,96,558");
    expect((1.01 ** 180).toFixed(5)).toBe("5.99580");
    expect(rupees(2_396_558 / 1.01 ** 180)).toBe("₹3,99,706");
    expect(body).toContain("**₹3,99,706**");
    expect(rupees(2_396_558 / 1.12 ** 15)).toBe("₹4,37,842");
    expect(body).not.toMatch(/12% a year \(1% a month/);
  });
});

describe("reading a factsheet", () => {
  const body = text(lesson("reading-a-factsheet"));

  test("₹10,000 over five years at 13.2%, 12.1% and 13.6%; the ten-year plan gap; expense ratios on ₹5,00,000", () => {
    for (const rate of [1.132, 1.121, 1.136]) expect(body).toContain(rupees(10_000 * rate ** 5));
    expect(rupees(10_000 * 1.132 ** 5)).toBe("₹18,588");
    expect(body).toContain(`about **${rupees(5_00_000 * (1.132 ** 10 - 1.121 ** 10))}**`);
    expect(5_00_000 * 0.0025).toBe(1_250);
    expect(5_00_000 * 0.012).toBe(6_000);
    expect(body).toContain("about ₹1,250");
    expect(body).toContain("about ₹6,000");
  });
});
