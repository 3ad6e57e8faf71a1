import { describe, expect, test } from "vitest";
import { calculateIncomeTax, type IncomeTaxInput, type IncomeTaxResult } from "./income-tax.ts";
import { noIncomeTaxInput } from "./test-fixtures.ts";

// Expected values come from the project's India personal-finance fact sheet (its worked
// examples E1–E9 and break-even table, computed step by step) or are worked by hand in the comments.

const nothing = noIncomeTaxInput;

function tax(overrides: Partial<IncomeTaxInput>): IncomeTaxResult {
  const result = calculateIncomeTax({ ...nothing, ...overrides });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const fullOldDeductions = {
  deduction80C: 150_000,
  healthInsuranceSelf: 25_000,
  npsOwnContribution: 50_000,
  homeLoanInterest: 200_000,
};

describe("fact sheet worked examples (§1.10)", () => {
  test("E1: salary 12,75,000, new regime → taxable 12,00,000, slab tax 60,000, rebate 60,000, total 0", () => {
    const { newRegime } = tax({ salaryIncome: 1_275_000 });
    expect(newRegime).toMatchObject({
      taxableIncome: 1_200_000,
      slabTax: 60_000,
      rebate: 60_000,
      cess: 0,
      totalTax: 0,
    });
  });

  test("E2: salary 13,00,000, new regime → slab tax 63,750 limited to 25,000 by marginal relief, total 26,000", () => {
    const { newRegime } = tax({ salaryIncome: 1_300_000 });
    expect(newRegime).toMatchObject({
      taxableIncome: 1_225_000,
      slabTax: 63_750,
      rebate: 38_750,
      rebateMarginalRelief: true,
      taxAfterRebate: 25_000,
      cess: 1_000,
      totalTax: 26_000,
    });
  });

  test("E3: salary 20 L → new 1,92,400; old with 80C + 80D 3,58,800", () => {
    const result = tax({ salaryIncome: 2_000_000, deduction80C: 150_000, healthInsuranceSelf: 25_000 });
    expect(result.newRegime).toMatchObject({
      taxableIncome: 1_925_000,
      slabTax: 185_000,
      cess: 7_400,
      totalTax: 192_400,
    });
    expect(result.oldRegime).toMatchObject({
      taxableIncome: 1_775_000,
      slabTax: 345_000,
      cess: 13_800,
      totalTax: 358_800,
    });
    expect(result.cheaperRegime).toBe("new");
    expect(result.saving).toBe(166_400);
  });

  test("E3: adding 80CCD(1B) 50,000 and home-loan interest 2 L → old 2,80,800, still above new", () => {
    const result = tax({ salaryIncome: 2_000_000, ...fullOldDeductions });
    expect(result.oldRegime).toMatchObject({
      taxableIncome: 1_525_000,
      slabTax: 270_000,
      cess: 10_800,
      totalTax: 280_800,
    });
    expect(result.cheaperRegime).toBe("new");
    expect(result.saving).toBe(88_400);
  });

  test("E4: salary 60 L → new 15,52,980 with 10% surcharge; old with 80C + 80D 17,67,480", () => {
    const result = tax({ salaryIncome: 6_000_000, deduction80C: 150_000, healthInsuranceSelf: 25_000 });
    expect(result.newRegime).toMatchObject({
      taxableIncome: 5_925_000,
      slabTax: 1_357_500,
      surchargeRate: 10,
      surcharge: 135_750,
      surchargeMarginalRelief: 0,
      cess: 59_730,
      totalTax: 1_552_980,
    });
    expect(result.oldRegime).toMatchObject({
      taxableIncome: 5_775_000,
      slabTax: 1_545_000,
      surcharge: 154_500,
      cess: 67_980,
      totalTax: 1_767_480,
    });
  });

  test("E5: taxable 51 L, new regime → surcharge 1,11,000 cut to 70,000 by marginal relief, total 12,27,200", () => {
    const { newRegime } = tax({ salaryIncome: 5_175_000 });
    expect(newRegime).toMatchObject({
      taxableIncome: 5_100_000,
      slabTax: 1_110_000,
      surcharge: 70_000,
      surchargeMarginalRelief: 41_000,
      cess: 47_200,
      totalTax: 1_227_200,
    });
  });

  test("E6: aged 65, pension 9 L + FD interest 1.5 L → new 0; old (80TTB, 80D, 80C) 62,400", () => {
    const result = tax({
      ageBand: "60to79",
      salaryIncome: 900_000,
      otherIncome: 150_000,
      depositInterest: 150_000,
      healthInsuranceSelf: 50_000,
      deduction80C: 150_000,
    });
    expect(result.newRegime).toMatchObject({
      taxableIncome: 975_000,
      slabTax: 37_500,
      rebate: 37_500,
      totalTax: 0,
    });
    expect(result.oldRegime).toMatchObject({
      taxableIncome: 750_000,
      slabTax: 60_000,
      rebate: 0,
      cess: 2_400,
      totalTax: 62_400,
    });
    expect(result.oldRegime.deductions.find((line) => line.key === "depositInterest")?.allowed).toBe(50_000);
  });

  test("E7 (salary part only; STCG at 20% is out of scope): salary 10 L, new regime → slab tax 32,500, fully rebated", () => {
    const { newRegime } = tax({ salaryIncome: 1_000_000 });
    expect(newRegime).toMatchObject({ taxableIncome: 925_000, slabTax: 32_500, rebate: 32_500, totalTax: 0 });
  });

  test("E9: old-regime rebate cliff — taxable 5,10,000 → 15,080; taxable 5,00,000 → 0", () => {
    expect(tax({ salaryIncome: 560_000 }).oldRegime).toMatchObject({
      taxableIncome: 510_000,
      slabTax: 14_500,
      rebate: 0,
      cess: 580,
      totalTax: 15_080,
    });
    expect(tax({ salaryIncome: 550_000 }).oldRegime).toMatchObject({
      taxableIncome: 500_000,
      slabTax: 12_500,
      rebate: 12_500,
      totalTax: 0,
    });
  });
});

describe("break-even table: old regime equal to new at these total deductions (incl. ₹50,000 standard deduction)", () => {
  // Deductions beyond the standard deduction are split into the capped items plus HRA/other deductions.
  test.each([
    {
      salary: 1_000_000,
      newTax: 0,
      extra: { ...fullOldDeductions, otherDeductions: 25_000 },
      total: 500_000,
    },
    {
      salary: 1_500_000,
      newTax: 97_500,
      extra: { ...fullOldDeductions, otherDeductions: 118_750 },
      total: 593_750,
    },
    // 7,58,333 leaves taxable 12,41,667 → rounded to 12,41,670; old tax 1,92,401.04 rounds to 1,92,400.
    {
      salary: 2_000_000,
      newTax: 192_400,
      extra: { ...fullOldDeductions, hraExemption: 283_333 },
      total: 758_333,
    },
    {
      salary: 2_500_000,
      newTax: 319_800,
      extra: { ...fullOldDeductions, hraExemption: 375_000 },
      total: 850_000,
    },
    {
      salary: 3_000_000,
      newTax: 475_800,
      extra: { ...fullOldDeductions, hraExemption: 375_000 },
      total: 850_000,
    },
  ])("salary $salary: new $newTax, old equal at $total", ({ salary, newTax, extra, total }) => {
    const result = tax({ salaryIncome: salary, ...extra });
    expect(result.newRegime.totalTax).toBe(newTax);
    expect(result.oldRegime.totalTax).toBe(newTax);
    expect(result.oldRegime.totalDeductions).toBe(total);
    expect(result.cheaperRegime).toBe("same");
    expect(result.saving).toBe(0);
  });
});

describe("rebate marginal relief (new regime)", () => {
  test("published check: taxable 12,10,000 → slab tax 61,500, pays 10,000 + cess 400", () => {
    const { newRegime } = tax({ salaryIncome: 1_285_000 });
    expect(newRegime).toMatchObject({
      taxableIncome: 1_210_000,
      slabTax: 61_500,
      taxAfterRebate: 10_000,
      cess: 400,
      totalTax: 10_400,
    });
  });

  test("just inside the relief: taxable 12,70,580 → slab tax 70,587 capped at 70,580 (+ cess 2,823.20) → 73,400", () => {
    const { newRegime } = tax({ salaryIncome: 1_345_580 });
    expect(newRegime).toMatchObject({
      taxableIncome: 1_270_580,
      slabTax: 70_587,
      rebate: 7,
      rebateMarginalRelief: true,
      totalTax: 73_400,
    });
  });

  test("relief ends near 12,70,588: taxable 12,70,590 → slab tax 70,588.50 below the 70,590 excess, no rebate → 73,410", () => {
    const { newRegime } = tax({ salaryIncome: 1_345_588 });
    expect(newRegime).toMatchObject({
      taxableIncome: 1_270_590,
      rebate: 0,
      rebateMarginalRelief: false,
      totalTax: 73_410,
    });
  });

  test("old regime has no marginal relief on the rebate", () => {
    const { oldRegime } = tax({ salaryIncome: 550_010 });
    expect(oldRegime).toMatchObject({ taxableIncome: 500_010, rebate: 0, totalTax: 13_000 }); // 12,500 + 20% × 10 = 12,502; + 500.08 cess → 13,002.08 → 13,000
  });
});

describe("surcharge bands and marginal relief", () => {
  test("new regime just above 1 Cr: taxable 1,00,10,000 → surcharge capped at 2,65,000 (relief 1,22,450), total 29,61,920", () => {
    // Slab tax 25,83,000; at 1 Cr: 25,80,000 × 1.10 = 28,38,000; cap 28,48,000; cess 1,13,920.
    const { newRegime } = tax({ salaryIncome: 10_085_000 });
    expect(newRegime).toMatchObject({
      taxableIncome: 10_010_000,
      slabTax: 2_583_000,
      surchargeRate: 15,
      surcharge: 265_000,
      surchargeMarginalRelief: 122_450,
      cess: 113_920,
      totalTax: 2_961_920,
    });
  });

  test("old regime just above 5 Cr: 37% band with marginal relief; new regime stays at 25%", () => {
    // Old: taxable 5,00,50,000; slab 1,48,27,500; at 5 Cr 1,48,12,500 × 1.25 = 1,85,15,625; cap + 50,000 = 1,85,65,625;
    // surcharge 37,38,125 (full 54,86,175, relief 17,48,050); cess 7,42,625; total 1,93,08,250.
    // New: taxable 5,00,25,000; slab 1,45,87,500; surcharge 25% 36,46,875; cess 7,29,375; total 1,89,63,750.
    const result = tax({ salaryIncome: 50_100_000 });
    expect(result.oldRegime).toMatchObject({
      taxableIncome: 50_050_000,
      slabTax: 14_827_500,
      surchargeRate: 37,
      surcharge: 3_738_125,
      surchargeMarginalRelief: 1_748_050,
      cess: 742_625,
      totalTax: 19_308_250,
    });
    expect(result.newRegime).toMatchObject({
      taxableIncome: 50_025_000,
      surchargeRate: 25,
      surcharge: 3_646_875,
      surchargeMarginalRelief: 0,
      totalTax: 18_963_750,
    });
    expect(result.cheaperRegime).toBe("new");
    expect(result.saving).toBe(344_500);
  });

  test("new regime at 6 Cr: surcharge capped at 25% → 2,28,54,000", () => {
    // Slab 1,75,80,000; surcharge 43,95,000; cess 8,79,000.
    const { newRegime } = tax({ salaryIncome: 60_075_000 });
    expect(newRegime).toMatchObject({
      taxableIncome: 60_000_000,
      slabTax: 17_580_000,
      surchargeRate: 25,
      surcharge: 4_395_000,
      totalTax: 22_854_000,
    });
  });

  test("exactly 50 L taxable has no surcharge", () => {
    expect(tax({ salaryIncome: 5_075_000 }).newRegime).toMatchObject({
      taxableIncome: 5_000_000,
      surcharge: 0,
      totalTax: 1_123_200,
    }); // 10,80,000 × 1.04
  });
});

describe("old-regime age bands and deduction limits", () => {
  test.each([
    ["below60", 112_500],
    ["60to79", 110_000],
    ["80plus", 100_000],
  ] as const)("taxable 10 L, %s → slab tax %d (fact sheet §1.3)", (ageBand, slabTax) => {
    expect(tax({ ageBand, salaryIncome: 1_050_000 }).oldRegime).toMatchObject({
      taxableIncome: 1_000_000,
      slabTax,
    });
  });

  test("each deduction is capped at its limit", () => {
    const { oldRegime } = tax({
      salaryIncome: 3_000_000,
      otherIncome: 20_000,
      deduction80C: 250_000,
      healthInsuranceSelf: 40_000,
      healthInsuranceParents: 60_000,
      parentsSenior: "yes",
      npsOwnContribution: 80_000,
      homeLoanInterest: 350_000,
      depositInterest: 15_000,
    });
    const allowed = Object.fromEntries(oldRegime.deductions.map((line) => [line.key, line.allowed]));
    expect(allowed).toMatchObject({
      standardDeduction: 50_000,
      deduction80C: 150_000,
      healthInsuranceSelf: 25_000,
      healthInsuranceParents: 50_000,
      npsOwnContribution: 50_000,
      homeLoanInterest: 200_000,
      depositInterest: 10_000,
    });
    // 30,20,000 − 50,000 − 2,00,000 − (1,50,000 + 25,000 + 50,000 + 50,000 + 10,000) = 24,85,000
    expect(oldRegime.taxableIncome).toBe(2_485_000);
  });

  test("a senior's own health cover counts up to 50,000", () => {
    const { oldRegime } = tax({ ageBand: "80plus", salaryIncome: 1_000_000, healthInsuranceSelf: 60_000 });
    expect(oldRegime.deductions.find((line) => line.key === "healthInsuranceSelf")?.allowed).toBe(50_000);
  });

  test("the new regime ignores old-regime deductions", () => {
    const { newRegime } = tax({ salaryIncome: 1_500_000, ...fullOldDeductions, hraExemption: 200_000 });
    expect(newRegime.taxableIncome).toBe(1_425_000);
    expect(newRegime.deductions.map((line) => line.key)).toEqual(["standardDeduction", "employerNps"]);
  });

  test("deductions cannot push income below zero, and no salary means no standard deduction", () => {
    const result = tax({ otherIncome: 100_000, deduction80C: 150_000 });
    expect(result.oldRegime.taxableIncome).toBe(0);
    expect(result.oldRegime.totalDeductions).toBe(100_000);
    expect(result.newRegime.deductions[0]).toMatchObject({ key: "standardDeduction", allowed: 0 });
  });
});

describe("employer NPS contribution (both regimes)", () => {
  test("limited to 14% of basic (new) and 10% for a private employer (old)", () => {
    // New: 20 L − 75,000 − 1,12,000 = 18,13,000; slab 1,62,600; cess 6,504 → 1,69,104 → 1,69,100.
    // Old: 20 L − 50,000 − 80,000 = 18,70,000; slab 3,73,500; cess 14,940 → 3,88,440.
    const result = tax({ salaryIncome: 2_000_000, employerNps: 150_000, basicSalary: 800_000 });
    expect(result.newRegime).toMatchObject({ taxableIncome: 1_813_000, totalTax: 169_100 });
    expect(result.oldRegime).toMatchObject({ taxableIncome: 1_870_000, totalTax: 388_440 });
  });

  test("government employers get 14% in the old regime too", () => {
    const result = tax({
      salaryIncome: 2_000_000,
      employerNps: 150_000,
      basicSalary: 800_000,
      employerType: "government",
    });
    expect(result.oldRegime.deductions.find((line) => line.key === "employerNps")?.allowed).toBe(112_000);
  });
});

describe("tax years and output", () => {
  test("FY 2025-26 gives the same figures with 1961-Act section names", () => {
    const current = tax({ salaryIncome: 1_300_000, deduction80C: 150_000 });
    const previous = tax({ taxYear: "2025-26", salaryIncome: 1_300_000, deduction80C: 150_000 });
    expect(previous.newRegime.totalTax).toBe(current.newRegime.totalTax);
    expect(previous.oldRegime.totalTax).toBe(current.oldRegime.totalTax);
    expect(previous.oldRegime.deductions.find((line) => line.key === "deduction80C")?.label).toContain("80C");
    expect(current.oldRegime.deductions.find((line) => line.key === "deduction80C")?.label).toContain(
      "section 123",
    );
    expect(previous.newRegime.label).toBe("New regime (section 115BAC)");
    expect(current.newRegime.label).toBe("New regime (section 202)");
  });

  test("slab rows add up to the slab tax and the effective rate uses gross income", () => {
    const { newRegime } = tax({ salaryIncome: 2_000_000 });
    expect(newRegime.slabs.map((row) => row.tax)).toEqual([0, 20_000, 40_000, 60_000, 65_000, 0, 0]);
    expect(newRegime.slabs.map((row) => row.income)).toEqual([
      400_000, 400_000, 400_000, 400_000, 325_000, 0, 0,
    ]);
    expect(newRegime.effectiveRate).toBeCloseTo(9.62, 10); // 1,92,400 / 20,00,000
  });

  test("zero income is zero tax", () => {
    const result = tax({});
    expect(result.newRegime.totalTax).toBe(0);
    expect(result.oldRegime.totalTax).toBe(0);
    expect(result.newRegime.effectiveRate).toBe(0);
  });
});

describe("rules between fields", () => {
  test.each([
    [
      { salaryIncome: 100_000, hraExemption: 200_000 },
      "hraExemption",
      "HRA exemption cannot be more than your gross salary",
    ],
    [
      { salaryIncome: 1_000_000, employerNps: 50_000 },
      "basicSalary",
      "Enter basic pay + DA to work out the employer NPS limit",
    ],
    [
      { otherIncome: 5_000, depositInterest: 10_000 },
      "depositInterest",
      "Interest for 80TTA/80TTB must be included in other income",
    ],
    [{ taxYear: "2030-31" as never }, "taxYear", "Tax year must be one of 2026-27, 2025-26"],
    [{ ageBand: "teen" as never }, "ageBand", "Age must be below 60, 60 to 79, or 80 or above"],
  ])("rejects %o", (input, field, message) => {
    expect(calculateIncomeTax({ ...nothing, ...input })).toEqual({ ok: false, error: { field, message } });
  });
});
