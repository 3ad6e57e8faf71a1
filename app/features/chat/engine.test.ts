import { beforeAll, describe, expect, test } from "vitest";
import { siteIndexService } from "#app/features/search/site-index.ts";
import { type ChatEngine, createSiteChatEngine } from "./index.ts";
import { keepTraceable, statedNumbers } from "./trace.ts";

// The engine's general behaviour, one property per test: what any question of a kind must get.
let engine: ChatEngine;
beforeAll(async () => {
  engine = await createSiteChatEngine("NiveshShala", await siteIndexService().get());
}, 60_000);

const links = (text: string) => [...text.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1] ?? "");

describe("the chat engine", { timeout: 30_000 }, () => {
  test("prototype-like words are ordinary words, never an error", () => {
    for (const word of ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"]) {
      const reply = engine.answer(`what is ${word}`);
      expect(reply.text.length).toBeGreaterThan(0);
      expect(reply.text).not.toMatch(/function|\[object/);
    }
  });

  test("no message costs more than 50 ms of CPU: repeated words, long messages, many numbers", () => {
    engine.answer("warm up: what is a sip");
    const messages = [
      Array.from({ length: 200 }, () => "tax").join(" "),
      Array.from({ length: 160 }, () => "constructor")
        .join(" ")
        .slice(0, 1000),
      Array.from({ length: 120 }, (_, index) => `${index + 1} lakh`)
        .join(" ")
        .slice(0, 1000),
      "sip ".repeat(250).slice(0, 1000),
      `${"what is the tax on ppf and elss and nps and fd and gold ".repeat(18)}`.slice(0, 1000),
      // A market simulation runs in the server's own thread when the chat asks for one.
      "what are my chances that a 25000 sip for 40 years with 10% step up beats 10 crore?",
    ];
    for (const message of messages) {
      engine.answer(message);
      // The least of three runs: another process on the machine can only add to one run's time.
      const runs = [0, 1, 2].map(() => {
        const started = process.cpuUsage();
        engine.answer(message);
        const used = process.cpuUsage(started);
        return (used.user + used.system) / 1000;
      });
      expect(Math.min(...runs), message.slice(0, 40)).toBeLessThan(50);
    }
  });

  test("a question that only mentions numbers does not start a calculation", () => {
    const reply = engine.answer("I have 2 kids and 3 cars, 45 years old");
    expect(reply.intent).not.toBe("calculation");
  });

  test("every figure the user gives is used, or the reply says which one it left out", () => {
    const reply = engine.answer("tax on 15 lakh salary and 2 lakh profit on bitcoin");
    expect(reply.intent).toBe("calculation");
    expect(reply.text).toContain("I left out 2 lakh");
    expect(reply.text).toContain("crypto");
  });

  test("gains go to the short- or long-term input by how long the question says they were held", () => {
    // Salary 15 lakh (new regime: 97,500 with cess). Long-term 2 lakh: 12.5% of 75,000 = 9,375 + cess = 9,750.
    const longTerm = engine.answer(
      "salary 15 lakh and I sold mutual fund units held 3 years at a profit of 2 lakh, my tax?",
    );
    expect(longTerm.intent).toBe("calculation");
    expect(longTerm.text).toContain("equityLtcg=200000");
    expect(longTerm.text).toContain("₹1,07,250");
    // Held 5 months: short-term, 20% of 2 lakh = 40,000 + cess = 41,600 on top.
    const shortTerm = engine.answer(
      "salary 15 lakh and a profit of 2 lakh on shares I held for 5 months, my tax?",
    );
    expect(shortTerm.text).toContain("equityStcg=200000");
    expect(shortTerm.text).toContain("₹1,39,100");
    expect(shortTerm.text).not.toMatch(/I left out 5 months/);
    expect(links(shortTerm.text)).toContain("/resources/income-tax#capital-gains");
  });

  test("an FAQ's 'Yes.' or 'No.' is quoted only for the question the FAQ asks", () => {
    const other = engine.answer(
      "Can I adjust a short-term loss on shares against a long-term gain on a fund?",
    );
    expect(other.text).not.toMatch(/^No\b/);
    expect(engine.answer("Can I set off a share loss against my salary?").text).toMatch(/^No\./);
  });

  test("names elsewhere in a long message are not a choice between them", () => {
    const reply = engine.answer(
      "I live in Pune and HR says my HRA exemption is 2.4 lakh on a salary of 18 lakh. Which regime, old or new?",
    );
    expect(reply.intent).toBe("calculation");
    expect(engine.answer("zerodha or groww?").intent).toBe("advice");
  });

  test("a quick answer gives today's figure, not the one it replaced", () => {
    const rate = engine.answer("ppf interest rate now?");
    expect(rate.text).toContain("7.1%");
    expect(rate.text).not.toMatch(/earlier/);
    expect(engine.answer("what was the ppf rate earlier?").text).toMatch(/earlier/);
  });

  test("an FAQ quoted from its opening leaves out what a figure used to be", () => {
    const reply = engine.answer("limit for tds on fd interest");
    expect(reply.text).toContain("₹50,000");
    expect(reply.text).not.toMatch(/earlier limits/);
  });

  test("another product's gains are not taken as equity gains: debt funds are at slab, US shares their own rules", () => {
    const debt = engine.answer(
      "salary 12 lakh and a profit of 1 lakh on debt fund units held 2 years, how much tax?",
    );
    expect(debt.text).not.toMatch(/equity(Ltcg|Stcg)=/);
    expect(debt.text).toMatch(/I left out 1 lakh: .*slab rate/);
    const foreign = engine.answer("salary 20 lakh and a gain of 3 lakh on US stocks held 30 months, my tax?");
    expect(foreign.text).not.toMatch(/equity(Ltcg|Stcg)=/);
  });

  test("a gain asked about alone also gets the tax when other income uses up the basic exemption", () => {
    // 1,00,000 held 10 months: the unused ₹4 lakh exemption covers it; in full 20,000 + cess = 20,800.
    const reply = engine.answer("what tax do I pay on a short term gain of 1 lakh on shares?");
    expect(reply.text).toContain("₹0");
    expect(reply.text).toContain("₹20,800");
  });

  test("a missing input is asked for in one short question, and defaults are stated as assumed", () => {
    const asked = engine.answer("calculate my SIP returns");
    expect(asked.intent).toBe("clarify");
    const assumed = engine.answer("sip of 5000 a month for 10 years");
    expect(assumed.text).toMatch(/assumed expected return of 12%/);
    // With the amount given, the period is the page's default, said out loud, not a question back.
    for (const question of [
      "what will a 20000 monthly sip become?",
      "2 lakh lumpsum invested, what will it grow to?",
    ]) {
      const reply = engine.answer(question);
      expect(reply.intent).toBe("calculation");
      expect(reply.text).toMatch(/period of 10 years/);
    }
  });

  test("a figure's label may stand a few words back, and nearer labels count more", () => {
    const tax = (question: string) =>
      links(engine.answer(question).text).find((link) => link.startsWith("/calculators/tax?")) ?? "";
    const hra = tax(
      "My salary is 20 lakh and the HRA exemption my employer worked out comes to 3 lakh; old or new regime?",
    );
    expect(hra).toContain("salaryIncome=2000000");
    expect(hra).toContain("hraExemption=300000");
    const loan = tax(
      "salary 22 lakh, 80C 1.5 lakh and home loan interest 1.8 lakh, which regime is cheaper?",
    );
    expect(loan).toContain("deduction80C=150000");
    expect(loan).toContain("homeLoanInterest=180000");
    expect(loan).toContain("otherIncome=0");
  });

  test("words in brackets are read like any others: '(ignore inflation)', '(no lumpsum)'", () => {
    const goal = engine.answer("I want 50 lakh in 15 years at 11% (ignore inflation). What monthly SIP?");
    expect(links(goal.text).some((link) => link.includes("inflation=0"))).toBe(true);
    const loan = engine.answer(
      "Loan of 40 lakh at 9% for 20 years; I will pay 10,000 extra each month (no lumpsum). How much interest do I save?",
    );
    expect(
      links(loan.text).some(
        (link) => link.includes("prepaymentAmount=0") && link.includes("extraMonthlyPayment=10000"),
      ),
    ).toBe(true);
  });

  test("a limit the question quotes ('income up to 12 lakh') is not the asker's own figure", () => {
    const reply = engine.answer(
      "I heard income up to 12 lakh has no tax. My salary is 15 lakh, how much tax do I pay?",
    );
    expect(links(reply.text).some((link) => link.includes("salaryIncome=1500000"))).toBe(true);
  });

  test("new figures after a question that asked for a sum are that sum for them, in English and Hinglish", () => {
    const history = [
      { role: "user" as const, content: "how much income tax do pensioners pay?" },
      { role: "assistant" as const, content: "Pension is taxed like salary, with the standard deduction." },
    ];
    for (const question of [
      "my mother is 72, pension 9 lakh and rent 2 lakh a year",
      "aur meri maa? wo 72 ki hain, pension 9 lakh",
    ]) {
      const reply = engine.answer(question, history);
      expect(reply.intent).toBe("calculation");
      expect(
        links(reply.text).some(
          (link) => link.includes("ageBand=60to79") && link.includes("salaryIncome=900000"),
        ),
      ).toBe(true);
    }
  });

  test("asked whether a rule allows something, the rule is the answer, though the question has a figure", () => {
    const rule = engine.answer(
      "I made a 50k short-term loss on shares this year. Can I set it off against my rental income?",
    );
    expect(rule.intent).toBe("answer");
    expect(links(rule.text)).toContain("/resources/investment-losses");
    const sum = engine.answer(
      "My salary is 12 lakh and I have a 40k loss on shares. How much tax will I pay?",
    );
    expect(sum.intent).toBe("calculation");
  });

  test("a follow-up keeps the conversation's calculation and changes only what it names", () => {
    const history = [
      { role: "user" as const, content: "SIP of 10000 a month for 10 years at 12%" },
      { role: "assistant" as const, content: "It grows to about ₹23,23,391." },
    ];
    const reply = engine.answer("aur 20 saal?", history);
    expect(reply.intent).toBe("calculation");
    expect(
      links(reply.text).some((link) => link.includes("monthlyInvestment=10000") && link.includes("years=20")),
    ).toBe(true);
  });

  test("a follow-up that names no product is about the conversation's product", () => {
    const history = [
      { role: "user" as const, content: "tell me about PPF" },
      { role: "assistant" as const, content: "PPF is a 15-year government savings scheme." },
    ];
    const reply = engine.answer("can I take money out early?", history);
    expect(reply.text.toLowerCase()).toMatch(/ppf|provident|withdraw/);
    expect(reply.text.toLowerCase()).not.toMatch(/equity fund|elss/);
  });

  test("a long follow-up with no 'it' and no product of its own is still about the conversation's product", () => {
    const history = [
      { role: "user" as const, content: "what is the Senior Citizens' Savings Scheme?" },
      {
        role: "assistant" as const,
        content: "A government-backed 5-year deposit for people aged 60 and above.",
      },
    ];
    const reply = engine.answer("what happens if I close the account before the full term ends?", history);
    expect(
      links(reply.text).some((link) => link.startsWith("/investments/senior-citizens-savings-scheme")),
    ).toBe(true);
  });

  test("a question about times is answered by a sentence with a clock time, whatever word it uses", () => {
    for (const question of [
      "share market timings in india",
      "bse trading timings",
      "what time does trading start on the NSE?",
    ])
      expect(engine.answer(question).text).toMatch(/9:15 am/);
  });

  test("the site's name token in quoted content is the site's name", () => {
    for (const question of ["does the site recommend any particular share?", "do you recommend any ETF?"])
      expect(engine.answer(question).text).not.toContain("{siteName}");
  });

  test("the question outweighs the sentences that set the scene", () => {
    const reply = engine.answer("I sold some gold jewellery last month. How are dividends on shares taxed?");
    expect(reply.text.split("\n")[0]).toMatch(/dividend/i);
    expect(reply.text.split("\n")[0]).not.toMatch(/jewellery/i);
  });

  test("asked how something is taxed, the quote speaks of tax", () => {
    const history = [
      { role: "user" as const, content: "What is an overnight fund?" },
      { role: "assistant" as const, content: "It is a kind of fund." },
    ];
    expect(engine.answer("and how is it taxed if I hold it 3 years?", history).text).toMatch(/slab/);
  });

  test("a product's question is answered from that product's rules, not another's", () => {
    const reply = engine.answer("how is a liquid fund taxed if I sell after 4 years");
    expect(reply.text).toMatch(/slab/);
  });

  test("declines a named holding in English and Hinglish, and a particular sum's split", () => {
    for (const question of [
      "Should I buy Reliance shares now?",
      "tata motors ke shares lelu kya?",
      "Zerodha or Groww, which is better?",
      "how should I split my 3 lakh bonus",
      "Will Nifty cross 30000 next year?",
      "write a letter to my bank manager to close my FD",
    ])
      expect(["advice", "off-topic"], question).toContain(engine.answer(question).intent);
  });

  test("a follow-up is not declined for what only the earlier message and it together seem to say", () => {
    const history = [
      { role: "user" as const, content: "what is a gilt fund" },
      { role: "assistant" as const, content: "A debt fund that invests mostly in government securities." },
    ];
    const reply = engine.answer("I got one in 2023. If I sell it in 2027, how is it taxed?", history);
    expect(reply.intent).not.toBe("advice");
  });

  test("does not decline a beginner's general question about product types", () => {
    for (const question of [
      "should I start with mutual funds or FDs?",
      "I am 24 and just got my first job, what should I do first?",
      "how are Infosys shares taxed if I sold them after 2 years?",
    ])
      expect(["advice", "off-topic"], question).not.toContain(engine.answer(question).intent);
  });

  test("when unsure, it gives the three closest pages as links", () => {
    const reply = engine.answer("zxqv frobnicate the portfolio widget");
    if (reply.intent === "unknown") expect(links(reply.text).length).toBeGreaterThanOrEqual(1);
  });
});

describe("words with an everyday sense", { timeout: 30_000 }, () => {
  test("'put in' is not the put option: a follow-up keeps the conversation's product", () => {
    const reply = engine.answer("How much can I put in?", [
      { role: "user", content: "tell me about the senior citizens savings scheme" },
      { role: "assistant", content: "SCSS is a government deposit for people aged 60 and over." },
    ]);
    expect(reply.text).not.toMatch(/put option/i);
    expect(
      links(reply.text).some((link) => link.startsWith("/investments/senior-citizens-savings-scheme")),
    ).toBe(true);
  });

  test("a word's family counts: 'taxable' is answered by a passage on tax", () => {
    const reply = engine.answer("Is the interest I earn on PPF taxable?");
    expect(reply.text).toMatch(/tax-free/i);
  });

  test("Hinglish puts the verb after its object, and 'don't remember' is forgetting", () => {
    expect(links(engine.answer("account kaise banaye?").text)).toContain("/register");
    expect(links(engine.answer("mera password bhool gaya").text)).toContain("/forgot-password");
    expect(links(engine.answer("help, I don't remember my password anymore").text)).toContain(
      "/forgot-password",
    );
  });

  test("two words the site writes together are read apart when typed glued, even with a slip", () => {
    for (const question of [
      "tax on longterm gain of 4 lakh from shares",
      "tax on lonterm gain of 4 lakh from shares",
    ])
      expect(links(engine.answer(question).text).some((link) => link.includes("equityLtcg=400000"))).toBe(
        true,
      );
  });

  test("a name with a slash is found typed without it: 'pe ratio' is the P/E ratio", () => {
    const reply = engine.answer("pe ratio meaning");
    expect(reply.intent).toBe("definition");
    expect(links(reply.text)).toContain("/resources/stock-terminologies#term-pe-ratio");
  });

  test("a page asked for by what it does is found by its own description", () => {
    for (const [question, page] of [
      [
        "is there something that suggests a mix of equity, debt and gold for my goal?",
        "/tools/asset-allocation",
      ],
      [
        "where on the site can I rebalance my portfolio back to a target mix?",
        "/tools/asset-allocation-tools",
      ],
    ] as const) {
      const reply = engine.answer(question);
      expect(reply.intent).toBe("navigation");
      expect(links(reply.text)[0]).toBe(page);
    }
  });

  test("figures in a request for a page describe it; a sum asked for is still worked out", () => {
    expect(engine.answer("where can I see how a 70/30 equity and debt mix did over the years?").intent).toBe(
      "navigation",
    );
    expect(engine.answer("where is the page that shows what 5000 a month in a SIP becomes?").intent).toBe(
      "calculation",
    );
  });

  test("a section named in passing is not where a question about something in it is sent", () => {
    const reply = engine.answer("is there a test at the end of the courses, and what score passes it?");
    expect(links(reply.text)[0]).not.toBe("/courses");
  });

  test("asking for a kind of page (a tool, a guide) gets a page of that kind", () => {
    expect(links(engine.answer("Is there a tool to plan my asset allocation?").text)[0]).toMatch(
      /^\/tools\//,
    );
    expect(links(engine.answer("Open the income tax guide please").text)).toContain("/resources/income-tax");
  });

  test("a product's rule is not mistaken for a calculator with no figures to run", () => {
    const rule = engine.answer("How much of my NPS corpus can I take out as a lump sum when I retire?");
    expect(rule.intent).toBe("answer");
    expect(rule.text).toContain("80%");
    expect(engine.answer("How much return has my mutual fund portfolio made?").intent).toBe("clarify");
  });

  test("a sentence on how things were does not answer a question about now", () => {
    const reply = engine.answer("How are debt mutual funds taxed now?");
    expect(reply.text.startsWith("Before")).toBe(false);
    expect(reply.text).toMatch(/slab/);
  });

  test("asked for a figure, an extract that states one", () => {
    expect(engine.answer("How many months of expenses should my emergency fund cover?").text).toMatch(
      /\d+ (to \d+ )?months/,
    );
  });

  test("a monthly amount is what goes in, never a goal the question did not name", () => {
    const reply = engine.answer("lowest and highest my ₹4,000 a month SIP could reach in 25 years");
    expect(reply.text).not.toMatch(/goal that costs/i);
    expect(links(reply.text).some((link) => link.startsWith("/tools/sip-simulation"))).toBe(true);
  });

  test("'the difference' between two named things, in any word order, compares them", () => {
    const reply = engine.answer("nps tier 1 aur tier 2 me kya fark hai");
    expect(reply.intent).toBe("definition");
    expect(reply.text).toMatch(/Tier I\b/);
    expect(reply.text).toMatch(/Tier II\b/);
  });

  test("two 'how much' questions are not a request to split a sum", () => {
    const loan = engine.answer(
      "I took a 30 lakh home loan at 9% for 20 years, 3 years ago. I want to prepay 2 lakh from my bonus and keep my EMI the same. How much interest does that save and how much earlier will I be done?",
    );
    expect(loan.intent).not.toBe("advice");
    const nps = engine.answer(
      "At 60 how much of my NPS corpus can I take as lump sum and how much has to go into an annuity?",
    );
    expect(nps.intent).not.toBe("advice");
    expect(engine.answer("how much in the index fund and how much in FD?").intent).toBe("advice");
  });

  test("how a definition should be said ('in simple words', 'for a beginner') is not part of the name", () => {
    for (const question of ["explain xirr for a beginner", "what is an index fund in plain english"])
      expect(engine.answer(question).intent).toBe("definition");
  });

  test("asked on its own, the word still names the glossary entry", () => {
    const reply = engine.answer("what is a put?");
    expect(reply.intent).toBe("definition");
    expect(links(reply.text)).toContain("/resources/stock-terminologies#term-put-option");
  });
});

describe("the figure check", () => {
  test("reads '₹1.25 lakh' and '1,25,000' as the same figure, and ignores numbers in links", () => {
    expect(statedNumbers("₹1.25 lakh")).toContain("125000");
    expect(statedNumbers("₹1,25,000")).toContain("125000");
    const kept = keepTraceable(
      "Gains above ₹1.25 lakh are exempt. See [2026-27 rules](/resources/income-tax).",
      ["exemption of ₹1,25,000"],
    );
    expect(kept.dropped).toEqual([]);
  });

  test("drops a sentence with a figure from nowhere, and keeps the rest", () => {
    const kept = keepTraceable("PPF pays interest every year. It pays 9.9% now.", ["PPF interest"]);
    expect(kept.text).toBe("PPF pays interest every year.");
    expect(kept.dropped).toEqual(["It pays 9.9% now."]);
  });
});
