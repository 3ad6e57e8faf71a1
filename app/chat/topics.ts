import { beginnersPage } from "~/content/articles/guides/beginners.ts";
import { getFact } from "~/content/facts/index.ts";
import { asOfLabel, isReviewDue, todayIso } from "~/content/facts/status.ts";
import type { Fact } from "~/content/facts/types.ts";
import { plainText } from "~/content/plain-text.ts";
import { amountInWords, formatINR } from "~/finance/money.ts";
import { type TaxSlab, taxRuleSets } from "~/finance/tax-rules.ts";
import type { Passage, PassageIndex } from "./passages.ts";

// Questions every beginner asks, and the topics the greeting promises (brief section 2). Each
// names the pages that answer it best and the words of a good answer, so the engine quotes the
// right passage; tax figures come straight from the finance library's rules for 2026-27.

interface Topic {
  pattern: RegExp;
  /** Pages (URL or passage-id prefixes) whose passages may answer. */
  from?: string[];
  /** Words of a good answer, added to the question when choosing what to quote. */
  query?: string;
  /** Where to go next, in order. */
  links?: { title: string; url: string }[];
  /**
   * Registry facts that answer the question (ids in app/content/facts/), stated with their
   * "as of" date before any quoted passage: a rate that changes every quarter comes from the
   * one place the site keeps it.
   */
  facts?: readonly string[] | ((text: string) => readonly string[]);
  /** A sentence said before the facts, saying how they fit together. */
  lead?: string;
  /** Quote the whole passage (up to about 900 characters) rather than its best sentences. */
  whole?: boolean;
  /** An answer built from data rather than quoted (tax rules, the beginner's guide's steps). */
  compose?: (text: string) => string;
}

const taxYear = "2026-27";
const rules = taxRuleSets[taxYear];

function slabLines(slabs: readonly TaxSlab[]): string[] {
  return slabs.map((slab) =>
    slab.to === null
      ? `- Above ${formatINR(slab.from)}: ${slab.rate}%`
      : `- ${formatINR(slab.from)} to ${formatINR(slab.to)}: ${slab.rate === 0 ? "nil" : `${slab.rate}%`}`,
  );
}

const taxLinks =
  "[Income tax guide](/resources/income-tax) and the [income tax calculator](/calculators/tax)";

// An answer on equity tax always gives both holding periods' rules: someone asking about
// long-term gains usually needs to know what happens if they sell sooner, and the reverse.
const equityGainsAnswer = {
  facts: ["equity-stcg-rate", "equity-ltcg-rate", "equity-ltcg-exemption"],
  lead: "Gains on listed shares and equity funds (ELSS, equity index funds and ETFs too) are taxed by how long you held them, and only when you sell:",
};

/** Both words, in either order: "PPF interest rate" and "interest rate on PPF". */
function both(first: RegExp, second: RegExp): RegExp {
  return new RegExp(`^(?=.*${first.source})(?=.*${second.source})`);
}

/** Both words, unless the question also says one of `excluded` (another topic's words). */
function bothUnless(first: RegExp, second: RegExp, excluded: RegExp): RegExp {
  return new RegExp(`^(?!.*${excluded.source})${both(first, second).source.slice(1)}`);
}

const topics: Topic[] = [
  // --- Income tax from the rules the tax calculator uses -----------------------------------
  {
    pattern: /\bstandard deduction\b/,
    compose: () =>
      `For tax year ${taxYear}, salaried people and pensioners get a standard deduction of **${formatINR(rules.regimes.new.standardDeduction)} in the new regime** and **${formatINR(rules.regimes.old.standardDeduction)} in the old regime**. It is deducted from salary or pension income before tax is worked out.\n\nRead more: ${taxLinks}.`,
  },
  {
    pattern: /\b(tax slabs?|slab rates?|income tax (slabs?|rates?))\b|\bslabs?\b.*\b(tax|regime)\b/,
    compose: (text) => {
      const old = /\bold\b/.test(text) && !/\bnew\b/.test(text);
      const regime = old ? rules.regimes.old : rules.regimes.new;
      const slabs = old ? rules.regimes.old.slabs.below60 : rules.regimes.new.slabs.below60;
      return [
        `**${regime.name}** slabs for tax year ${taxYear}${old ? " (under 60)" : ""}:`,
        ...slabLines(slabs),
        "",
        `Then the rebate (income up to ${formatINR(regime.rebate.incomeLimit)} pays no tax), surcharge on high incomes and ${rules.cessPercent}% cess apply.${old ? "" : " Ask about the old regime to see its slabs."}`,
        "",
        `Read more: [Income tax slabs](/resources/income-tax#slabs) and the [income tax calculator](/calculators/tax).`,
      ].join("\n");
    },
  },
  {
    pattern: /\b(87\s?a|section 156|tax rebate|rebate)\b/,
    compose: () =>
      `For tax year ${taxYear} (${rules.sections.rebate}, was 87A): in the **new regime** a resident individual with total income up to ${amountInWords(rules.regimes.new.rebate.incomeLimit)} gets a rebate of up to ${formatINR(rules.regimes.new.rebate.maxRebate)}, so normal-rate income up to ${amountInWords(rules.regimes.new.rebate.incomeLimit)} is tax-free, with marginal relief just above it. With the ${formatINR(rules.regimes.new.standardDeduction)} standard deduction, a salary up to ${amountInWords(rules.regimes.new.rebate.incomeLimit + rules.regimes.new.standardDeduction)} pays no tax. In the **old regime** the rebate is up to ${formatINR(rules.regimes.old.rebate.maxRebate)} for income up to ${amountInWords(rules.regimes.old.rebate.incomeLimit)}.\n\nRead more: [Rebate in the glossary](/resources/investment-terminologies#term-rebate-87a) and the [income tax guide](/resources/income-tax#deduction-rebate).`,
  },
  {
    pattern:
      /\b(which|better|choose|choosing|compare|vs|versus)\b.*\b(old|new) regime\b|\b(old|new) (vs|versus|or) (old|new)( tax)? regime\b|\bwhich (tax )?regime\b/,
    from: ["/resources/income-tax#choose-regime"],
    query: "deductions old regime cheaper new regime lower rates",
    links: [
      { title: "Choosing a tax regime", url: "/resources/income-tax#choose-regime" },
      { title: "Income tax calculator (both regimes)", url: "/calculators/tax" },
    ],
  },
  {
    pattern:
      /\b(ltcg|long.term (capital )?gains?)\b.*\b(exempt\w*|exemption|tax.free|free|limit|how much)\b|\b(exempt\w*|tax.free)\b.*\b(ltcg|long.term)\b/,
    ...equityGainsAnswer,
    links: [
      { title: "Capital gains in the income tax guide", url: "/resources/income-tax#capital-gains" },
      { title: "LTCG in the glossary", url: "/resources/investment-terminologies#term-ltcg" },
    ],
  },
  {
    pattern: bothUnless(
      /\b(equity|elss|shares?|stocks?|equity (mutual )?funds?|index funds?|etfs?)\b/,
      /\b(taxed|taxable|taxation|capital gains?|ltcg|stcg|(short|long).term (capital )?gains?|gains? (are |is )?tax\w*|tax\w* (on|of) (the )?(gains?|profits?|redemption)|profits? (are |is )?tax\w*|tax\w* when i sell|sell\w*.*tax\w*|tax\w*.*(sell\w*|redeem\w*|redemption)|holding period|(become|becomes|counts? as|treated as) (long|short).term)\b/,
      // Gold, debt and foreign funds are taxed differently; crypto has its own topic.
      /\b(gold|silver|debt|international|foreign|us (stocks?|shares?|funds?|etfs?)|crypto\w*|bitcoin)\b/,
    ),
    ...equityGainsAnswer,
    links: [
      { title: "Capital gains in the income tax guide", url: "/resources/income-tax#capital-gains" },
      {
        title: "Equity fund taxation",
        url: "/resources/mutual-fund-terminologies#term-equity-fund-taxation",
      },
    ],
  },
  {
    pattern:
      /\b(crypto\w*|bitcoin|vda|virtual digital)\b.*\b(tax\w*)\b|\b(tax\w*)\b.*\b(crypto\w*|bitcoin|vda)\b/,
    facts: ["crypto-tax-rate", "crypto-tds-rate"],
    from: ["/investments/cryptocurrency#taxation"],
    query: "gains taxed flat rate",
    whole: true,
    links: [
      { title: "Cryptocurrency", url: "/investments/cryptocurrency#taxation" },
      { title: "Income tax guide", url: "/resources/income-tax#dividends-crypto" },
    ],
  },
  // --- Schemes and products -------------------------------------------------------------------
  {
    pattern: /\bnps\b.*\btiers?\b|\btiers?\b.*\bnps\b|\btier[- ]?(1|i|2|ii|one|two)\b/,
    from: ["/investments/nps#overview"],
    query: "main account tier i retirement locked optional tier ii withdrawals any time tax benefit",
    whole: true,
    links: [
      { title: "National Pension System (NPS)", url: "/investments/nps" },
      { title: "NPS Tier II in the glossary", url: "/resources/investment-terminologies#term-nps-tier-2" },
      { title: "NPS tax rules", url: "/investments/nps#taxation" },
    ],
  },
  {
    pattern: both(/\bnps\b/, /\b(lump ?sum|withdraw\w*|exit|retire\w*|maturity|annuity|take out)\b/),
    from: ["/investments/nps#overview"],
    query: "exit lump sum annuity corpus above lakh non-government members",
    links: [{ title: "National Pension System (NPS)", url: "/investments/nps" }],
  },
  {
    pattern: both(/\bppf\b/, /\b(tax\w*|exempt)\b/),
    from: ["/investments/ppf#taxation"],
    query: "interest maturity tax-free exempt eee",
    links: [{ title: "How PPF is taxed", url: "/investments/ppf#taxation" }],
  },
  {
    pattern: both(/\bppf\b/, /\b(rate|interest|return|returns)\b/),
    facts: ["ppf-rate"],
    from: ["/investments/ppf#overview/"],
    query: "rate a year quarter confirmed since april",
    links: [{ title: "Public Provident Fund (PPF)", url: "/investments/ppf" }],
  },
  {
    pattern: both(/\bppf\b/, /\b(max\w*|limit|how much|deposit|invest|put in|contribut\w*)\b/),
    from: ["/investments/ppf#overview/"],
    query: "must deposit at least every financial year at most cap above earns no interest",
    links: [{ title: "Public Provident Fund (PPF)", url: "/investments/ppf" }],
  },
  {
    pattern: both(/\bppf\b/, /\b(lock\w*|matur\w*|withdraw\w*|before|premature|close|15 years)\b/),
    from: ["/investments/ppf#overview/"],
    query: "15 years maturity partial withdrawal seventh financial year lock",
    links: [{ title: "Public Provident Fund (PPF)", url: "/investments/ppf" }],
  },
  {
    pattern: both(/\b(scss|senior citizens?'? savings)\b/, /\b(rates?|interest|paying|pays|returns?)\b/),
    facts: ["scss-rate"],
    from: ["/investments/senior-citizens-savings-scheme#overview/"],
    query: "interest rate set quarter locked five years",
    links: [
      { title: "Senior Citizens' Savings Scheme (SCSS)", url: "/investments/senior-citizens-savings-scheme" },
    ],
  },
  {
    pattern: both(
      /\b(scss|senior citizens?'? savings)\b/,
      /\b(max\w*|limit|cap|how much|deposit|invest\w*|put in)\b/,
    ),
    from: ["/investments/senior-citizens-savings-scheme#overview/"],
    query: "minimum maximum per individual across all your scss accounts together",
    links: [
      { title: "Senior Citizens' Savings Scheme (SCSS)", url: "/investments/senior-citizens-savings-scheme" },
    ],
  },
  {
    pattern: both(/\b(scss|senior citizens?'? savings)\b/, /\b(eligib\w*|who can|age|open)\b/),
    from: ["/investments/senior-citizens-savings-scheme#overview"],
    query: "aged 60 open account eligible retired voluntary retirement",
    links: [
      { title: "Senior Citizens' Savings Scheme (SCSS)", url: "/investments/senior-citizens-savings-scheme" },
    ],
  },
  {
    pattern:
      /\b(sukanya|ssy|nsc|kvp|kisan vikas|national savings certificate|post office monthly|pomis|mis|small savings?)\b.*\b(rates?|interest)\b|\b(rates?|interest)\b.*\b(sukanya|ssy|nsc|kvp|small savings?)\b/,
    facts: (text) => {
      const named = [
        [/\b(sukanya|ssy)\b/, "ssy-rate"],
        [/\b(nsc|national savings certificate)\b/, "nsc-rate"],
        [/\b(kvp|kisan vikas)\b/, "kvp-rate"],
        [/\b(pomis|mis|monthly income)\b/, "pomis-rate"],
      ] as const;
      const ids = named.filter(([pattern]) => pattern.test(text)).map(([, id]) => id);
      return ids.length > 0
        ? ids
        : ["ppf-rate", "scss-rate", "ssy-rate", "nsc-rate", "kvp-rate", "pomis-rate"];
    },
    from: ["/investments/fixed-income#small-savings"],
    query: "small savings rates quarter scheme",
    links: [{ title: "Small savings schemes", url: "/investments/fixed-income#small-savings" }],
  },
  {
    pattern: both(/\belss\b/, /\block\w*/),
    from: ["term:elss", "/funds/equity-funds#elss"],
    query: "three-year lock-in each instalment",
    links: [
      { title: "ELSS in the glossary", url: "/resources/mutual-fund-terminologies#term-elss" },
      { title: "Equity mutual funds", url: "/funds/equity-funds#elss" },
    ],
  },
  {
    pattern: /\bdebt (mutual )?funds?\b.*\b(tax\w*)\b|\b(tax\w*)\b.*\bdebt (mutual )?funds?\b/,
    from: ["term:debt-fund-taxation", "/funds/debt-funds#tax"],
    query: "bought on or after 1 april 2023 slab rate indexation",
    links: [
      { title: "Debt fund taxation", url: "/resources/mutual-fund-terminologies#term-debt-fund-taxation" },
      { title: "Debt mutual funds", url: "/funds/debt-funds#tax" },
    ],
  },
  {
    pattern:
      /\b(dicgc|deposit insurance)\b|\b(fd|fixed deposit|bank deposit|deposits?)\b.*\b(insured|insurance|covered|safe if|fail\w*|collaps\w*|goes (bust|under)|shuts? down)\b/,
    facts: ["dicgc-cover"],
    from: ["term:deposit-insurance"],
    query: "insured lakh per depositor per bank principal interest",
    links: [
      {
        title: "Deposit insurance (DICGC)",
        url: "/resources/investment-terminologies#term-deposit-insurance",
      },
      { title: "Fixed deposits", url: "/investments/fixed-deposits" },
    ],
  },
  {
    pattern:
      /\bemergency fund\b.*\b(how much|how big|how many|months?|size|enough|kitna|should)\b|\b(how much|how many months)\b.*\bemergency\b/,
    facts: ["emergency-fund-rule"],
    from: ["/investments/emergency-fund#overview"],
    query: "how much is enough months of essential expenses guideline",
    links: [{ title: "Emergency fund", url: "/investments/emergency-fund" }],
  },
  {
    pattern:
      /\b(term (insurance|plan|cover|policy)|life (cover|insurance))\b.*\b(how much|cover|sum assured|enough|have)\b|\b(how much|how big)\b.*\b(life cover|term (insurance|cover|plan))\b/,
    from: ["/investments/term-life-insurance"],
    query: "rule of thumb times annual income cover",
    links: [{ title: "Term life insurance", url: "/investments/term-life-insurance" }],
  },
  {
    pattern:
      /\b(lrs|liberali[sz]ed remittance)\b|\b(send|remit|invest)\b.*\babroad\b.*\b(limit|how much)\b|\bhow much\b.*\babroad\b/,
    facts: ["lrs-limit", "tcs-lrs-threshold", "tcs-lrs-rate"],
    from: ["/investments/us-stocks#overview", "term:lrs"],
    query: "lrs per financial year abroad permitted purposes",
    links: [
      { title: "US stocks", url: "/investments/us-stocks" },
      { title: "LRS in the glossary", url: "/resources/investment-terminologies#term-lrs" },
    ],
  },
  {
    pattern:
      /\b(market|trading|stock market|share market|nse|bse) (timings?|hours|time)\b|\bwhen (does|do) (the )?(stock |share )?market\w* (open|close)\b/,
    query: "normal trading runs am pm monday friday market hours",
    links: [{ title: "Stocks", url: "/investments/stocks" }],
  },
  {
    pattern: /\brepo rate\b|\brbi\b.*\b(policy rate|interest rate|rate cut|rate hike)\b/,
    facts: ["repo-rate"],
    links: [
      { title: "Repo rate in the glossary", url: "/resources/investment-terminologies#term-repo-rate" },
    ],
  },
  {
    pattern: /\b(stt|securities transaction tax)\b/,
    facts: ["stt-delivery", "stt-intraday", "stt-futures", "stt-options"],
    links: [
      { title: "STT in the glossary", url: "/resources/stock-terminologies#term-stt" },
      { title: "Trading-cost calculator", url: "/calculators/brokerage" },
      { title: "Comparing brokers", url: "/guides/brokers-comparison" },
    ],
  },
  {
    pattern: both(/\b(tds)\b/, /\b(fd|fixed deposits?|deposits?|interest|bank)\b/),
    facts: ["tds-interest-threshold", "tds-interest-threshold-senior"],
    links: [
      { title: "Fixed deposits", url: "/investments/fixed-deposits#taxation" },
      { title: "TDS in the glossary", url: "/resources/investment-terminologies#term-tds" },
    ],
  },
  {
    // Tax on the interest itself; questions about the tax-saver FD's deduction are 80C questions.
    pattern: bothUnless(
      /\b(fds?|fixed deposits?|bank deposits?|deposit interest|recurring deposits?|rds?)\b/,
      /\b(tax\w*|slab)\b/,
      /\b(tax.?sav\w*|80\s?c|section 123)\b/,
    ),
    from: ["/investments/fixed-deposits#taxation"],
    query:
      "interest is added to your income and taxed at your slab rate every year as it accrues tds only if exceeds",
    links: [
      { title: "How fixed deposits are taxed", url: "/investments/fixed-deposits#taxation" },
      { title: "Income tax guide", url: "/resources/income-tax" },
    ],
  },
  // --- The greeting's topics and first steps ---------------------------------------------------
  {
    pattern:
      /\b(learn|learning|study|understand|start|begin|beginner|beginners|basics|new to|teach me)\b.*\b(stock market|share market|stocks|shares|trading|equity market|markets?)\b|\bstock market (basics|for beginners|course)\b/,
    compose: () =>
      "A good path for learning the stock market here, step by step:\n1. The free [Investment Fundamentals course](/courses/investment-fundamentals): lessons with a quiz and a certificate.\n2. [What stocks are and how they work](/investments/stocks), then the [stock market terms](/resources/stock-terminologies) glossary.\n3. [How to pick stocks](/guides/picking-stocks) and [reading a company's numbers](/resources/stock-fundamentals).\n4. Strategies such as [index investing](/strategies/index-investing) and [value investing](/strategies/value-investing).",
  },
  {
    pattern:
      /\b(how|where|want|way)\b.*\b(start|begin)\b.*\binvest\w*|\binvest\w* for beginners\b|\bhow (to|do i|should i|can i) invest\b|\bstart investing\b|\bnew to investing\b|\b(beginner|new|newbie)\b.*\bwhere (should|do|can) i (start|begin)\b/,
    compose: () => {
      const steps = beginnersPage.sections
        .map((section) => section.heading)
        .filter((heading) => /^Step \d+:/.test(heading))
        .map((heading, position) => `${position + 1}. ${heading.replace(/^Step \d+:\s*/, "")}`);
      return [
        "Our [beginner's guide](/guides/beginners) takes it in this order:",
        ...steps,
        "",
        "Read more: [Investment Fundamentals course](/courses/investment-fundamentals) and the [SIP calculator](/calculators/sip).",
      ].join("\n");
    },
  },
  {
    pattern: /\bdiversif\w*\b/,
    from: ["/diversification#why-spread-money", "/diversification#correlation-in-plain-words"],
    query: "spread money reduce risk single investment asset classes",
    links: [
      { title: "Diversification", url: "/diversification" },
      { title: "Asset allocation tool", url: "/tools/asset-allocation" },
    ],
  },
  {
    pattern:
      /\bretire(ment)?\b.*\b(plan|plann?ing|save|saving|corpus|invest|options?)\b|\bplan\w* (for )?retire/,
    from: ["/investments/nps#overview", "/investments/ppf#overview", "/guides/beginners"],
    query: "retirement savings long term",
    links: [
      { title: "Goal calculator (retirement corpus)", url: "/calculators/goal" },
      { title: "National Pension System (NPS)", url: "/investments/nps" },
      { title: "Public Provident Fund (PPF)", url: "/investments/ppf" },
      { title: "Senior Citizens' Savings Scheme", url: "/investments/senior-citizens-savings-scheme" },
    ],
  },
];

/** A registry fact as one line: its label, the figure and the period or date it is for. */
function factLine(fact: Fact, today: string): string {
  const figure = plainText(fact.display);
  const stale =
    isReviewDue(fact, today) && fact.checkAt
      ? ` This is the latest we could confirm; check the current figure on ${fact.checkAt.title}.`
      : "";
  return `- **${fact.label}**: ${figure} (as of ${asOfLabel(fact)}).${stale}`;
}

export function answerTopic(text: string, passages: PassageIndex, today: string = todayIso()): string | null {
  const topic = topics.find((candidate) => candidate.pattern.test(text));
  if (!topic) return null;
  if (topic.compose) return topic.compose(text);
  const factIds = typeof topic.facts === "function" ? topic.facts(text) : (topic.facts ?? []);
  const stated = factIds.flatMap((id) => {
    const fact = getFact(id);
    return fact ? [factLine(fact, today)] : [];
  });
  if (stated.length > 0) {
    const links = (topic.links ?? []).map((link) => `[${link.title}](${link.url})`);
    const more = links.length ? `\n\nRead more: ${joinWords(links)}.` : "";
    return [...(topic.lead ? [topic.lead] : []), ...stated].join("\n") + more;
  }
  const from = topic.from ?? [];
  const inTopic = (passage: Passage) =>
    from.length === 0 ||
    from.some((prefix) => passage.url.startsWith(prefix) || passage.id.startsWith(prefix));
  const best = passages.search(`${text} ${topic.query ?? ""}`, 1, inTopic)[0];
  if (!best) return null;
  const quote = topic.whole ? wholePassage(best.passage.text) : best.extract;
  const links = (topic.links ?? []).map((link) => `[${link.title}](${link.url})`);
  const fallback = `[${best.passage.pageTitle}](${best.passage.url})`;
  return `${quote}\n\nRead more: ${links.length ? joinWords(links) : fallback}.`;
}

/** A passage cut after its last whole sentence within about 900 characters. */
function wholePassage(text: string): string {
  if (text.length <= 900) return text;
  const cut = text.slice(0, 900);
  const end = cut.lastIndexOf(". ");
  return end > 200 ? cut.slice(0, end + 1) : `${cut.replace(/\s+\S*$/, "")}…`;
}

export function joinWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
