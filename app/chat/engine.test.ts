import { describe, expect, test } from "vitest";
import {
  calculateGoal,
  calculateIncomeTax,
  calculateInflation,
  calculateLoanEmi,
  calculateSip,
  formatINR,
} from "~/finance/index.ts";
import type { FinanceResult } from "~/finance/result.ts";
import { noIncomeTaxInput } from "~/finance/test-fixtures.ts";
import { questionParts } from "./engine.ts";
import { createSiteChatEngine } from "./index.ts";

const engine = await createSiteChatEngine("NiveshShala");
const ask = (message: string, history: { role: "user" | "assistant"; content: string }[] = []) =>
  engine.answer(message, history);

function must<T>(result: FinanceResult<T>): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe("chat engine: conversation", () => {
  test("greets, thanks and says what it can do", () => {
    expect(ask("hi").intent).toBe("greeting");
    expect(ask("Namaste!").text).toMatch(/NPS tiers/);
    expect(ask("thanks a lot").intent).toBe("thanks");
    const help = ask("what can you do?");
    expect(help.intent).toBe("capabilities");
    expect(help.text).toContain("[beginner's guide](/guides/beginners)");
  });

  test("declines to recommend products, with the educational note", () => {
    for (const question of ["which fund should I buy", "best stocks to buy now", "suggest a good broker"]) {
      const reply = ask(question);
      expect(reply.intent, question).toBe("advice");
      expect(reply.text).toMatch(/SEBI-registered investment adviser/);
    }
  });

  test("declines off-topic requests politely", () => {
    const reply = ask("what's the weather in Kochi today?");
    expect(reply.intent).toBe("off-topic");
    expect(reply.text).toMatch(/^Sorry/);
  });

  test("says so when it does not know, and offers search", () => {
    const reply = ask("tell me about the zxqv plorf budget");
    expect(reply.intent).toBe("unknown");
    expect(reply.text).toContain("/search?q=");
    expect(ask("zxqv plorf").intent).toBe("off-topic");
  });
});

describe("chat engine: calculations use the finance library", () => {
  test("SIP with lakh-style amounts, and the calculator link carries the inputs", () => {
    const reply = ask("SIP of 5000 a month for 10 years at 12%");
    const expected = must(
      calculateSip({ monthlyInvestment: 5000, months: 120, annualReturn: 12, annualStepUp: 0, inflation: 6 }),
    );
    expect(reply.intent).toBe("calculation");
    expect(reply.text).toContain(formatINR(expected.futureValue));
    expect(reply.text).toContain("(/calculators/sip?monthlyInvestment=5000&years=10&annualReturn=12)");
  });

  test("home loan EMI from '50 lakh at 8.5% for 20 years'", () => {
    const reply = ask("50 lakh home loan at 8.5% for 20 years");
    const expected = must(calculateLoanEmi({ loanAmount: 5_000_000, annualRate: 8.5, tenureMonths: 240 }));
    expect(reply.text).toContain(formatINR(expected.emi));
    expect(reply.text).toContain("/calculators/home-emi?loanAmount=5000000");
  });

  test("inflation and goal questions", () => {
    const inflation = must(calculateInflation({ amount: 100_000, inflation: 6, years: 10 }));
    expect(ask("what will 1 lakh be worth in 10 years at 6% inflation").text).toContain(
      formatINR(inflation.presentValue),
    );
    const goal = must(
      calculateGoal({
        goalCostToday: 2_500_000,
        years: 8,
        inflation: 6,
        annualReturn: 12,
        existingSavings: 0,
      }),
    );
    const reply = ask("25 lakh goal in 8 years");
    expect(reply.text).toContain(formatINR(goal.monthlySipNeeded));
    expect(reply.text).toMatch(/I assumed/);
  });

  test("income tax names the tax year and uses both the salary and the 80C amount", () => {
    const base = { ...noIncomeTaxInput, taxYear: "2026-27" as const };
    const fifteen = must(calculateIncomeTax({ ...base, salaryIncome: 1_500_000 }));
    const reply = ask("tax on 15 lakh salary in new regime");
    expect(reply.text).toContain("2026-27");
    expect(reply.text).toContain(formatINR(fifteen.newRegime.totalTax));
    const withDeduction = must(
      calculateIncomeTax({ ...base, salaryIncome: 1_200_000, deduction80C: 150_000 }),
    );
    const comparison = ask("old vs new for 12 lakh with 1.5 lakh 80C");
    expect(comparison.text).toContain(formatINR(withDeduction.oldRegime.totalTax));
    expect(comparison.text).toContain("deduction80C=150000&salaryIncome=1200000");
  });

  test("a follow-up changes only what it names", () => {
    const history = [
      { role: "user" as const, content: "SIP of 5000 a month for 10 years at 12%" },
      { role: "assistant" as const, content: "…" },
    ];
    const expected = must(
      calculateSip({ monthlyInvestment: 5000, months: 180, annualReturn: 12, annualStepUp: 0, inflation: 6 }),
    );
    const reply = ask("and for 15 years?", history);
    expect(reply.intent).toBe("calculation");
    expect(reply.text).toContain(formatINR(expected.futureValue));
  });

  test("asks back when the amount is missing", () => {
    const reply = ask("how much will my SIP grow?");
    expect(reply.intent).toBe("clarify");
  });
});

describe("chat engine: navigation, definitions and content", () => {
  test("finds pages and account actions", () => {
    expect(ask("where is the EMI calculator").text).toContain("(/calculators/home-emi)");
    expect(ask("how do I reset my password").text).toContain("(/forgot-password)");
    expect(ask("show me the courses").text).toContain("(/courses)");
  });

  test("defines terms from the glossary, in Hinglish too", () => {
    expect(ask("what is LTCG?").text).toContain("#term-ltcg");
    expect(ask("sip kya hai").text).toContain("#term-sip");
  });

  test("answers facts from the site's pages with links", () => {
    const tiers = ask("what are nps tiers");
    expect(tiers.text).toMatch(/Tier I/);
    expect(tiers.text).toContain("(/investments/nps)");
    expect(ask("what is the ppf interest rate").text).toMatch(/7\.1%/);
    expect(ask("how much can i invest in scss").text).toMatch(/₹30 lakh/);
    expect(ask("tax on equity mutual funds").text).toMatch(/12\.5%/);
  });

  test("splits two questions in one, but not a comparison", () => {
    expect(questionParts("what rate does scss pay and what is the investment limit")).toEqual([
      "what rate does scss pay",
      "what is the investment limit",
    ]);
    expect(questionParts("scss interest rate and limit?")).toEqual(["scss interest rate", "limit?"]);
    expect(questionParts("difference between ppf and nps rates and lock-in")).toHaveLength(1);
  });

  test("a follow-up without a product is about the conversation's product", () => {
    const history = [
      { role: "user" as const, content: "what is PPF?" },
      { role: "assistant" as const, content: "…" },
    ];
    const reply = ask("how long is my money locked in?", history);
    expect(reply.text).toContain("(/investments/ppf)");
    expect(reply.text).not.toMatch(/ULIP/);
  });

  test("understands misspellings", () => {
    expect(ask("what is a mutal fund").text).toContain("mutual");
    expect(ask("retirment planing").text).toContain("/calculators/goal");
  });
});

describe("chat engine: speed", () => {
  // A guard against accidental slowness only; `npm run eval:chat` measures p50/p95 properly.
  test("answers well within a quarter of a second once warm", () => {
    ask("warm up the indexes");
    const started = performance.now();
    for (let index = 0; index < 20; index++) ask("what is the lock-in of ELSS funds?");
    expect((performance.now() - started) / 20).toBeLessThan(250);
  });
});
