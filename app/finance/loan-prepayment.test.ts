import { describe, expect, test } from "vitest";
import { calculatePrepayment, type PrepaymentInput } from "./loan-prepayment.ts";

const home: PrepaymentInput = {
  loanAmount: 5_000_000,
  annualRate: 8.5,
  tenureMonths: 240,
  prepaymentAmount: 500_000,
  prepaymentMonth: 24,
  extraMonthlyPayment: 0,
  mode: "reduce-tenure",
};
const car: PrepaymentInput = {
  ...home,
  loanAmount: 800_000,
  annualRate: 9,
  tenureMonths: 60,
  prepaymentAmount: 200_000,
  prepaymentMonth: 12,
};

function run(input: PrepaymentInput) {
  const result = calculatePrepayment(input);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

// References from closed forms in Python (50-digit Decimal), not a month loop:
// balance after m EMIs B = P(1+r)^m − E((1+r)^m − 1)/r; months to clear B with payment E:
// ceil(−ln(1 − B·r/E) / ln(1+r)); the last payment is the balance left times (1+r);
// reduce-EMI: new EMI = EMI(B − prepayment, r, n − m). Interest = everything paid − principal.
describe("calculatePrepayment", () => {
  test.each([
    {
      note: "home 50 L, 5 L after month 24, keep EMI: 195 months, interest 39,56,578.14, saved 14,57,300.66",
      input: home,
      months: 195,
      interest: 3_956_578,
      saved: 1_457_301,
      newEmi: 43_391,
    },
    {
      note: "same, lower the EMI: new EMI 38,863.87, interest 49,35,984.75, saved 4,77,894.05",
      input: { ...home, mode: "reduce-emi" as const },
      months: 240,
      interest: 4_935_985,
      saved: 477_894,
      newEmi: 38_864,
    },
    {
      note: "home 50 L, 5,000 extra every month, keep EMI: 187 months, interest 40,24,629.09, saved 13,89,249.71",
      input: { ...home, prepaymentAmount: 0, extraMonthlyPayment: 5_000 },
      months: 187,
      interest: 4_024_629,
      saved: 1_389_250,
      newEmi: 43_391,
    },
    {
      note: "car 8 L at 9% for 5 years, 2 L after month 12, keep EMI: 44 months, interest 1,26,175.87, saved 70,225.18",
      input: car,
      months: 44,
      interest: 126_176,
      saved: 70_225,
      newEmi: 16_607,
    },
    {
      note: "car, lower the EMI: new EMI 11,629.68, interest 1,57,504.64, saved 38,896.41",
      input: { ...car, mode: "reduce-emi" as const },
      months: 60,
      interest: 157_505,
      saved: 38_896,
      newEmi: 11_630,
    },
  ])("$note", ({ input, months, interest, saved, newEmi }) => {
    const result = run(input);
    expect(result.revised.months).toBe(months);
    expect(result.revised.totalInterest).toBe(interest);
    expect(result.interestSaved).toBe(saved);
    expect(result.monthsSaved).toBe(result.original.months - months);
    expect(result.newEmi).toBe(newEmi);
    expect(result.revised.monthly[result.revised.monthly.length - 1]?.balance).toBe(0);
  });

  test("the original schedule is the plain EMI loan (interest 54,13,878.80)", () => {
    const result = run(home);
    expect(result.original).toMatchObject({
      emi: 43_391,
      months: 240,
      totalInterest: 5_413_879,
      totalPrepaid: 0,
      totalPaid: 10_413_879,
    });
  });

  test("the part-payment shows in the month it is made and the yearly summary", () => {
    const result = run(home);
    expect(result.revised.monthly[23]).toMatchObject({ month: 24, prepayment: 500_000 });
    expect(result.revised.yearly[1]).toMatchObject({ year: 2, prepayment: 500_000 });
    expect(result.revised.totalPrepaid).toBe(500_000);
  });

  test("a prepayment larger than the balance closes the loan (balance after 12 car EMIs: 6,67,335.98)", () => {
    const result = run({ ...car, prepaymentAmount: 1_000_000 });
    expect(result.revised.months).toBe(12);
    expect(result.revised.totalPrepaid).toBe(667_336);
    expect(result.newEmi).toBe(0);
    expect(result.monthsSaved).toBe(48);
  });

  test("no prepayment changes nothing", () => {
    const result = run({ ...home, prepaymentAmount: 0 });
    expect(result.interestSaved).toBe(0);
    expect(result.monthsSaved).toBe(0);
    expect(result.revised.totalInterest).toBe(result.original.totalInterest);
  });

  test("a part-payment after the loan's last month is refused (the one rule between fields)", () => {
    expect(calculatePrepayment({ ...home, prepaymentMonth: 241 })).toEqual({
      ok: false,
      error: {
        field: "prepaymentMonth",
        message: "The prepayment month must be within the loan's 240 months",
      },
    });
  });

  test("the prepayment month is not checked when there is no prepayment", () => {
    expect(calculatePrepayment({ ...home, prepaymentAmount: 0, prepaymentMonth: 0 }).ok).toBe(true);
  });
});
