import { describe, expect, test } from "vitest";
import { capitalGainsTax, noCapitalGains } from "./capital-gains.ts";
import { calculateIncomeTax, type IncomeTaxInput, type IncomeTaxResult } from "./income-tax.ts";
import { noIncomeTaxInput } from "./test-fixtures.ts";

// Expected values: the fact sheet's worked examples E7 and E8 (§1.10), or worked by hand in the
// comments from its rules (§1.5 rebate, §1.6 surcharge cap, §1.9 order, §2.2 set-off).

function tax(overrides: Partial<IncomeTaxInput>): IncomeTaxResult {
  const result = calculateIncomeTax({ ...noIncomeTaxInput, ...overrides });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe("capital gains at special rates in the income-tax calculator", () => {
  test("E7: salary ₹10 lakh + listed-equity STCG ₹1 lakh, new regime → ₹20,800 (no rebate on the gain)", () => {
    const result = tax({ salaryIncome: 1_000_000, equityStcg: 100_000 });
    expect(result.newRegime.taxableIncome).toBe(925_000);
    expect(result.newRegime.rebate).toBe(32_500);
    expect(result.newRegime.capitalGains.tax).toBe(20_000);
    expect(result.newRegime.totalTax).toBe(20_800);
  });

  test("E8: equity-fund LTCG ₹3 lakh with other income above the exemption → ₹22,750", () => {
    // Salary ₹30 lakh uses up the basic exemption; the gains' tax is the difference with and without them.
    const without = tax({ salaryIncome: 3_000_000 }).newRegime.totalTax;
    const withGain = tax({ salaryIncome: 3_000_000, equityLtcg: 300_000 }).newRegime;
    expect(withGain.capitalGains.rows.find((row) => row.kind === "equityLtcg")).toMatchObject({
      exemption: 125_000,
      taxable: 175_000,
      tax: 21_875,
    });
    expect(withGain.totalTax - without).toBe(22_750);
  });

  test("salary ₹9 lakh + STCG ₹2 lakh, new regime: the ₹12 lakh rebate covers the salary only → ₹41,600", () => {
    // Normal taxable 8,25,000: slab tax 22,500, rebated in full. STCG 20% × 2,00,000 = 40,000; cess 1,600.
    const result = tax({ salaryIncome: 900_000, equityStcg: 200_000 }).newRegime;
    expect(result.totalTax).toBe(41_600);
    // Of everything earned: 41,600 / 11,00,000.
    expect(result.effectiveRate).toBeCloseTo(3.7818, 3);
  });

  test("a short-term loss is set off against a long-term gain before the ₹1.25 lakh exemption", () => {
    // LTCG 2,00,000 − STCL 80,000 = 1,20,000, all within the exemption: no tax on the gain.
    const result = tax({ salaryIncome: 1_500_000, equityLtcg: 200_000, shortTermLoss: 80_000 });
    const row = result.newRegime.capitalGains.rows.find((candidate) => candidate.kind === "equityLtcg");
    expect(row).toMatchObject({ lossSetOff: 80_000, exemption: 120_000, taxable: 0, tax: 0 });
    expect(result.newRegime.totalTax).toBe(tax({ salaryIncome: 1_500_000 }).newRegime.totalTax);
  });

  test("the unused basic exemption covers gains when there is little other income", () => {
    // No other income: the new regime's ₹4 lakh exemption covers a ₹60,000 STCG.
    expect(tax({ equityStcg: 60_000 }).newRegime.totalTax).toBe(0);
    // Other income ₹3 lakh leaves ₹1 lakh of the exemption: STCG 2,00,000 − 1,00,000 = 1,00,000 at 20%
    // = 20,000, cess 800 → 20,800.
    const result = tax({ otherIncome: 300_000, equityStcg: 200_000 });
    expect(result.newRegime.capitalGains.rows[0]).toMatchObject({
      basicExemptionUsed: 100_000,
      taxable: 100_000,
    });
    expect(result.newRegime.totalTax).toBe(20_800);
  });

  test("old regime: the rebate may reduce tax on STCG when total income is at most ₹5 lakh", () => {
    // Other income 3,00,000 (below 60: exemption 2,50,000, none unused): slab tax 2,500.
    // STCG 2,00,000 at 20% = 40,000. Total income 5,00,000 → rebate min(12,500, 42,500) = 12,500.
    // 30,000 + cess 1,200 = 31,200.
    const old = tax({ otherIncome: 300_000, equityStcg: 200_000 }).oldRegime;
    expect(old.rebate).toBe(12_500);
    expect(old.totalTax).toBe(31_200);
  });

  test("old regime: the rebate never reduces tax on listed-equity LTCG", () => {
    // Other income 2,50,000 (exemption fully used), LTCG 2,50,000: taxable 1,25,000 at 12.5% = 15,625.
    // Total income 5,00,000, but the rebate covers slab tax only (nil): 15,625 + cess 625 = 16,250.
    const old = tax({ otherIncome: 250_000, equityLtcg: 250_000 }).oldRegime;
    expect(old.rebate).toBe(0);
    expect(old.totalTax).toBe(16_250);
  });

  test("surcharge on the gains stops at 15% while the rest pays 25%", () => {
    // Salary 3 crore, new regime: normal taxable 2,99,25,000, slab tax 3,00,000 + 30% × 2,75,25,000
    // = 85,57,500. STCG 10,00,000 → 2,00,000. Total income 3,09,25,000: 25% band.
    // Surcharge 25% × 85,57,500 + 15% × 2,00,000 = 21,69,375. Sum 1,09,26,875; cess 4,37,075.
    const result = tax({ salaryIncome: 30_000_000, equityStcg: 1_000_000 }).newRegime;
    expect(result.surcharge).toBe(2_169_375);
    expect(result.totalTax).toBe(11_363_950);
  });

  test("other long-term gains pay 12.5% with no exemption, and losses left over carry forward", () => {
    const gains = capitalGainsTax(
      { ...noCapitalGains, otherLtcg: 500_000, longTermLoss: 100_000, shortTermLoss: 700_000 },
      0,
    );
    // LTCL 1,00,000 then STCL 4,00,000 against the 5,00,000 gain: nothing taxable; 3,00,000 of STCL left.
    expect(gains.tax).toBe(0);
    expect(gains.shortTermLossCarried).toBe(300_000);
    expect(gains.longTermLossCarried).toBe(0);
    const plain = capitalGainsTax({ ...noCapitalGains, otherLtcg: 400_000 }, 0);
    expect(plain.tax).toBe(50_000);
  });

  test("without gains the result is as before: no gain rows taxed, total income = taxable income", () => {
    const result = tax({ salaryIncome: 1_300_000 }).newRegime;
    expect(result.totalTax).toBe(26_000);
    expect(result.totalIncome).toBe(result.taxableIncome);
    expect(result.capitalGains.tax).toBe(0);
  });
});
