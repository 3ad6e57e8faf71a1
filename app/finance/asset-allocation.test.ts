import { describe, expect, it } from "vitest";
import {
  type AllocationInput,
  type AllocationResult,
  assetClasses,
  assetClassRecords,
  equityGlideYears,
  goldGlideYears,
  insuranceAnswers,
  mixHistory,
  suggestAllocation,
} from "./asset-allocation.ts";
import { annualSeries, rollingWindowStats } from "./market-history.ts";
import { type RiskQuestionId, riskQuestions } from "./risk-tolerance.ts";

const typical: AllocationInput = {
  age: 30,
  yearsToGoal: 15,
  goal: "longGoal",
  incomeStability: "salaried",
  emergencyFund: "3to6",
  insurance: "full",
  lossReaction: "continue",
};
const boldest: AllocationInput = {
  age: 25,
  yearsToGoal: 30,
  goal: "wealth",
  incomeStability: "verySecure",
  emergencyFund: "over12",
  insurance: "full",
  lossReaction: "buyMore",
};
const mostCautious: AllocationInput = {
  age: 70,
  yearsToGoal: 1,
  goal: "safety",
  incomeStability: "none",
  emergencyFund: "none",
  insurance: "none",
  lossReaction: "sellAll",
};

function total(mix: { equity: number; debt: number; gold: number; cash: number }) {
  return mix.equity + mix.debt + mix.gold + mix.cash;
}

describe("suggested mix at the edges", () => {
  it("the boldest answers keep the aggressive profile's mix unchanged", () => {
    const result = suggestAllocation(boldest);
    expect(result.score).toBe(24);
    expect(result.scaledScore).toBe(40);
    expect(result.profile.id).toBe("aggressive");
    expect(result.mix).toEqual({ equity: 80, debt: 10, gold: 5, cash: 5 });
    expect(result.notes).toHaveLength(1); // the retirement note only
  });

  it("the most cautious answers, a year from the goal, hold no equity or gold and 20% cash", () => {
    const result = suggestAllocation(mostCautious);
    expect(result.score).toBe(0);
    expect(result.profile.id).toBe("conservative");
    expect(result.mix).toEqual({ equity: 0, debt: 80, gold: 0, cash: 20 });
    expect(result.notes.length).toBeGreaterThanOrEqual(2);
  });

  it("a typical saver 15 years out lands in the moderately aggressive band (18 of 24 → 30 of 40)", () => {
    const result = suggestAllocation(typical);
    expect(result.score).toBe(18);
    expect(result.scaledScore).toBe(30);
    expect(result.mix).toEqual({ equity: 65, debt: 20, gold: 10, cash: 5 });
  });

  it("equity is cut only inside the last ten years, gold inside the last seven", () => {
    const at = (yearsToGoal: number) => suggestAllocation({ ...boldest, yearsToGoal }).mix;
    expect(at(equityGlideYears).equity).toBe(80);
    expect(at(9).equity).toBe(70); // 80 × 9/10 = 72, to the nearest 5
    expect(at(5).equity).toBe(40);
    expect(at(goldGlideYears).gold).toBe(5);
    expect(at(3).gold).toBe(0); // 5 × 3/7 ≈ 2.1 rounds to 0
  });

  it("no emergency fund raises cash, taken from equity and debt in proportion (issue 27)", () => {
    // Aggressive 80/10/5/5, cash raised to 20: the extra 15 points split 80:10, so
    // 15 × 80/90 = 13.3 from equity (to the nearest 5: 15) and the rest, 0, from debt.
    const result = suggestAllocation({ ...boldest, emergencyFund: "none" });
    expect(result.mix.cash).toBe(20);
    expect(result.mix).toEqual({ equity: 65, debt: 10, gold: 5, cash: 20 });
    // Moderately aggressive 65/20/10/5 at 40 (the case, which gave 65/5/10/20): the
    // extra 15 split 65:20, 15 × 65/85 = 11.5 from equity (to the nearest 5: 10), 5 from debt.
    expect(suggestAllocation({ ...typical, age: 40, emergencyFund: "none" }).mix).toEqual({
      equity: 55,
      debt: 15,
      gold: 10,
      cash: 20,
    });
    // Under three months: cash 10, the extra 5 split 65:20, 5 × 65/85 = 3.8 → 5 from equity.
    expect(suggestAllocation({ ...typical, emergencyFund: "under3" }).mix).toEqual({
      equity: 60,
      debt: 20,
      gold: 10,
      cash: 10,
    });
  });

  it("no health cover takes ten points off equity", () => {
    expect(suggestAllocation({ ...typical, insurance: "none" }).mix.equity).toBe(55);
    expect(suggestAllocation({ ...typical, insurance: "healthOnly" }).mix.equity).toBe(65);
  });

  it("every combination of answers gives whole multiples of five that add up to 100", () => {
    const options = (id: RiskQuestionId) =>
      riskQuestions.find((question) => question.id === id)?.options.map((option) => option.value) ?? [];
    const problems: string[] = [];
    const check = (label: string, mix: AllocationResult["mix"]) => {
      const parts = assetClasses.map((assetClass) => mix[assetClass]);
      if (total(mix) !== 100 || parts.some((part) => part < 0 || part % 5 !== 0)) {
        problems.push(`${label}: ${JSON.stringify(mix)}`);
      }
    };
    let combinations = 0;
    for (const age of [18, 45, 80])
      for (const yearsToGoal of [1, 5, 9, 40])
        for (const goal of options("goal"))
          for (const emergencyFund of options("emergencyFund"))
            for (const insurance of insuranceAnswers)
              for (const lossReaction of options("lossReaction")) {
                const input = { ...typical, age, yearsToGoal, goal, emergencyFund, insurance, lossReaction };
                const result = suggestAllocation(input);
                const label = JSON.stringify(input);
                check(label, result.mix);
                for (const step of result.glidePath) check(`${label} at ${step.yearsLeft}`, step.mix);
                combinations++;
              }
    expect(combinations).toBe(3 * 4 * 5 * 5 * 3 * 5);
    expect(problems).toEqual([]);
  });

  it("the glide path runs from today to the goal with equity never rising", () => {
    const { glidePath } = suggestAllocation({ ...typical, yearsToGoal: 12 });
    expect(glidePath.map((step) => step.yearsLeft)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    for (let index = 1; index < glidePath.length; index++) {
      expect(glidePath[index]?.mix.equity).toBeLessThanOrEqual(glidePath[index - 1]?.mix.equity ?? 0);
    }
    expect(glidePath[glidePath.length - 1]?.mix).toMatchObject({ equity: 0, gold: 0 });
  });

  it("the rules of thumb follow age and stay within 0-100", () => {
    expect(suggestAllocation({ ...typical, age: 18 }).rulesOfThumb[0]?.mix).toEqual({
      equity: 82,
      debt: 18,
      gold: 0,
      cash: 0,
    });
    expect(suggestAllocation({ ...typical, age: 80 }).rulesOfThumb[0]?.mix.equity).toBe(20);
    expect(suggestAllocation(typical).rulesOfThumb[1]?.mix).toEqual({
      equity: 60,
      debt: 40,
      gold: 0,
      cash: 0,
    });
  });

  it("the glide lengths are the ones the data supports (the reasons say so)", () => {
    expect(rollingWindowStats(annualSeries("sensexPriceReturn"), equityGlideYears).losingWindows).toBe(0);
    expect(rollingWindowStats(annualSeries("goldInrReturn"), goldGlideYears).losingWindows).toBe(0);
    expect(suggestAllocation(typical).reasons.equity).toContain("every one of its 37 10-year periods");
  });
});

describe("history of a mix", () => {
  it("an all-equity mix is the Sensex over 2002-2025", () => {
    const history = mixHistory({ equity: 100, debt: 0, gold: 0, cash: 0 });
    expect(history).toMatchObject({ from: 2002, to: 2025, years: 24, worst: { year: 2008, value: -52.45 } });
    expect(history.best).toEqual({ year: 2009, value: 81.03 }); // CSV: 2009 +81.03, above 2003 +72.89
  });

  it("60/40 in 2008: 0.6 × −52.45 + 0.4 × 25.75 (modelled G-sec) = −21.17", () => {
    expect(mixHistory({ equity: 60, debt: 40, gold: 0, cash: 0 }).worst).toEqual({
      year: 2008,
      value: -21.17,
    });
  });

  it("cash counts at 0%, so all-cash neither grows nor loses", () => {
    expect(mixHistory({ equity: 0, debt: 0, gold: 0, cash: 100 })).toMatchObject({
      cagr: 0,
      losingYears: 0,
      growthOfLakh: 100_000,
    });
  });

  it("asset-class records cover each series' full sourced span", () => {
    const records = assetClassRecords();
    expect(records.map((record) => [record.history.from, record.history.to])).toEqual([
      [1980, 2025],
      [2006, 2025],
      [2002, 2025],
      [1980, 2025],
    ]);
    expect(records[0]?.history.cagr).toBeCloseTo(15.37, 2);
    expect(records[3]?.history.worst).toEqual({ year: 1981, value: -22.67 });
  });
});
