import { describe, expect, test } from "vitest";
import { taxRuleSets } from "#app/finance/tax-rules.ts";
import { plainText } from "../plain-text.ts";
import { tokenizeRichText } from "../rich-text-tokens.ts";
import { facts, getFact, requireFact } from "./index.ts";
import { dueFacts, factsReport } from "./report.ts";
import { factPanelRowsFor, resolveFacts, withFacts } from "./resolve.ts";
import { asOfLabel, factPanelRow, isReviewDue, reviewDueOn } from "./status.ts";

describe("the facts registry", () => {
  test("ids are unique kebab-case, dates are ISO, and every source is a deep link", () => {
    const ids = facts.map((fact) => fact.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const fact of facts) {
      expect(fact.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      for (const date of [fact.effectiveFrom, fact.confirmedOn]) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const source of [fact.source, fact.checkAt].filter((item) => item !== undefined)) {
        const url = new URL(source.url, "https://niveshshala.in");
        expect(url.pathname.length > 1 || url.search.length > 0, `${fact.id}: ${source.url}`).toBe(true);
      }
      // Tokens are delimited by | and braces, so a display cannot contain them.
      expect(fact.display, fact.id).not.toMatch(/[|{}]/);
    }
  });

  test("tax figures are read from the finance library's rules, not typed again", () => {
    const rules = taxRuleSets["2026-27"];
    expect(requireFact("deduction-80c-limit").value).toBe(rules.limits.basket80C);
    expect(requireFact("standard-deduction-new").value).toBe(rules.regimes.new.standardDeduction);
    expect(requireFact("rebate-limit-new").value).toBe(rules.regimes.new.rebate.incomeLimit);
    expect(requireFact("cess-rate").value).toBe(rules.cessPercent);
  });

  test("the Floating Rate Savings Bond coupon is derived from the NSC rate", () => {
    expect(requireFact("frsb-rate").value).toBeCloseTo(Number(requireFact("nsc-rate").value) + 0.35, 10);
  });

  test("rupee facts display in lakh words and list their digit spelling", () => {
    const cover = requireFact("dicgc-cover");
    expect(cover.display).toBe("₹5 lakh");
    expect(cover.digits).toBe("₹5,00,000");
    expect(cover.spellings).toContain("₹5,00,000");
    expect(getFact("no-such-fact")).toBeUndefined();
    expect(() => requireFact("no-such-fact")).toThrow(/Unknown fact/);
  });
});

describe("fact tokens", () => {
  test("resolve to the figure with an 'as of' note for facts that move often", () => {
    expect(resolveFacts("PPF pays {{fact:ppf-rate}} a year.")).toBe(
      "PPF pays {{fact:ppf-rate|7.1%|as of Jan–Mar 2026}} a year.",
    );
    expect(resolveFacts("PPF pays {{fact:ppf-rate}} a year.", "plain")).toBe(
      "PPF pays 7.1% (as of Jan–Mar 2026) a year.",
    );
  });

  test("variants: short drops the note, digits spells rupees out, asof gives the period, dated forces a note", () => {
    expect(resolveFacts("{{fact:ppf-rate|short}}", "plain")).toBe("7.1%");
    expect(resolveFacts("{{fact:dicgc-cover|digits}}", "plain")).toBe("₹5,00,000");
    expect(resolveFacts("{{fact:ppf-rate|asof}}", "plain")).toBe("Jan–Mar 2026");
    expect(resolveFacts("{{fact:dicgc-cover}}", "plain")).toBe("₹5 lakh");
    expect(resolveFacts("{{fact:dicgc-cover|dated}}", "plain")).toBe("₹5 lakh (as of Nov 2026)");
    expect(() => resolveFacts("{{fact:ppf-rate|loud}}")).toThrow(/Unknown fact variant/);
    expect(() => resolveFacts("{{fact:no-such-fact}}")).toThrow(/Unknown fact/);
  });

  test("resolved tokens render as text with the note, and plain text reads naturally", () => {
    const resolved = resolveFacts("Cover is **{{fact:dicgc-cover}}**; PPF {{fact:ppf-rate}}.");
    const [, bold] = tokenizeRichText(resolved);
    expect(bold?.kind).toBe("bold");
    const tokens = tokenizeRichText(resolveFacts("PPF {{fact:ppf-rate}}."));
    expect(tokens[1]).toMatchObject({ kind: "fact", id: "ppf-rate", note: "as of Jan–Mar 2026" });
    expect(plainText(resolved)).toBe("Cover is ₹5 lakh; PPF 7.1% (as of Jan–Mar 2026).");
  });

  test("an unresolved token cannot reach a renderer", () => {
    expect(() => tokenizeRichText("PPF {{fact:ppf-rate}}")).toThrow(/Unresolved fact token/);
  });

  test("content data resolves deeply, with plain text in plain fields", () => {
    const data = withFacts({
      title: "PPF at {{fact:ppf-rate}}",
      detailedDescription: "It pays {{fact:ppf-rate}}.",
      faqs: [{ question: "Rate {{fact:ppf-rate|short}}?", answer: "{{fact:ppf-rate}}" }],
    });
    expect(data.title).toBe("PPF at 7.1% (as of Jan–Mar 2026)");
    expect(data.detailedDescription).toBe("It pays {{fact:ppf-rate|7.1%|as of Jan–Mar 2026}}.");
    expect(data.faqs[0]?.question).toBe("Rate 7.1%?");
  });
});

describe("staleness", () => {
  const ppf = requireFact("ppf-rate");
  const repo = requireFact("repo-rate");
  const cover = requireFact("dicgc-cover");

  test("a quarterly rate is due the day after its quarter, the repo rate two months after the decision, tax a year on", () => {
    expect(reviewDueOn(ppf)).toBe("2026-04-01");
    expect(reviewDueOn(repo)).toBe("2026-08-05");
    expect(reviewDueOn(cover)).toBe("2027-11-22");
    expect(isReviewDue(ppf, "2026-03-31")).toBe(false);
    expect(isReviewDue(ppf, "2026-04-01")).toBe(true);
    expect(asOfLabel(ppf)).toBe("Jan–Mar 2026");
    expect(asOfLabel(cover)).toBe("Nov 2026");
  });

  test("the panel says where to check a figure once it is due, and not before", () => {
    expect(factPanelRow(ppf, "2026-02-01").check).toBeUndefined();
    const due = factPanelRow(ppf, "2026-11-24");
    expect(due.check?.text).toMatch(
      /^This is the rate for Jan–Mar 2026, the latest quarter we could confirm/,
    );
    expect(due.dates).toBe(
      "(as of Jan–Mar 2026; in force since 1 Apr 2020). Earlier: 7.9% until March 2020.",
    );
    expect(due.check?.source.url).toMatch(/indiapost\.gov\.in\/Financial/);
    expect(due.since).toBe("1 Apr 2020");
    // A study's figure was published on its date; a market-data figure runs to its date.
    expect(factPanelRow(requireFact("fo-study-loss-share"), "2026-11-24").dates).toContain(
      "published 23 Sep 2024",
    );
    expect(factPanelRow(requireFact("nifty-tri-cagr"), "2026-11-24").dates).toContain("data to 31 Dec 2025");
    expect(
      factPanelRowsFor({ text: "{{fact:ppf-rate}} and {{fact:ppf-rate|short}}" }, "2026-11-24"),
    ).toHaveLength(1);
  });

  test("the report lists due facts first, with their sources", () => {
    const due = dueFacts("2026-11-24").map((fact) => fact.id);
    expect(due).toContain("ppf-rate");
    expect(due).toContain("repo-rate");
    expect(due).not.toContain("dicgc-cover");
    const report = factsReport("2026-11-24", true);
    expect(report).toMatch(/^Facts due for review on 2026-11-24: \d+ of \d+/);
    expect(report).toContain("ppf-rate: 7.1% (as of Jan–Mar 2026");
    expect(report).toContain("check at: https://www.indiapost.gov.in/");
    expect(report).not.toContain("dicgc-cover");
  });
});
