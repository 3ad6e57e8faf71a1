import {
  emergencyCashFloor,
  equityGlideYears,
  goldGlideYears,
  noHealthCoverEquityCut,
} from "#app/finance/allocation-rules.ts";
import { marketHistoryCompiledOn, marketHistorySources } from "#app/finance/market-history-sources.ts";
import type { RichText, Source } from "./types.ts";

// "How it works" for the three tool pages: the method in words, the assumptions, the sources
// and further reading. The arithmetic lives in app/finance; these notes must describe exactly
// what that code does. Market-data sources come from the generated data module, so the page
// cites the same pinned files the numbers were copied from.
export interface ToolGuide {
  /** The tool page that shows this guide (a path in the page table). */
  path: string;
  /** ISO date the rules and figures were last checked. */
  lastReviewed: string;
  method: RichText[];
  assumptions: RichText[];
  sources: Source[];
  related: string[];
}

export type ToolGuideId = "assetAllocation" | "rebalancing" | "goalBuckets" | "sipSimulation";

const seriesNames: Record<string, string> = {
  nifty50TriReturn: "Nifty 50 TRI",
  nifty50MonthEndCloses: "Nifty 50 month-end closes",
  sensexPriceReturn: "Sensex",
  goldInrReturn: "Gold in rupees",
  gsec10yYield: "10-year G-sec yield",
  cpiInflation: "CPI inflation",
};

/** Deep links to the pinned files the market data was read from, for the given series. */
export function marketDataSources(series: readonly string[]): Source[] {
  return marketHistorySources
    .filter((source) => series.includes(source.series))
    .flatMap((source) =>
      source.citations.map((citation) => ({
        title: `${seriesNames[source.series] ?? source.series}, ${citation.covers}: ${citation.repository}, ${citation.file}`,
        url: `https://github.com/${citation.repository}/blob/${citation.commit}/${citation.file
          .split("/")
          .map(encodeURIComponent)
          .join("/")}`,
      })),
    );
}

const capitalGainsSources: Source[] = [
  {
    title: "Capital gains tax rates before and after 23 July 2024 (CK Darji)",
    url: "https://ckdarji.com/capital-gains-tax-rates-changes-before-and-after-23rd-july-2024",
  },
  {
    title: "Section 198, Income-tax Act 2025: tax on long-term capital gains in certain cases (CAclubindia)",
    url: "https://www.caclubindia.com/acts/33601-tax-on-long-term-capital-gains-in-certain-cases-income-tax-act-2025.asp",
  },
  {
    title: "Debt mutual funds taxed at slab rate from 1 April 2023 (Moneycontrol)",
    url: "https://www.moneycontrol.com/news/opinion/debt-mutual-fund-tax-change-throwing-out-the-baby-with-the-bath-water-10315551.html/amp",
  },
  {
    title:
      "Set-off of capital losses: short-term against any gain, long-term against long-term (CA Vijay Singh)",
    url: "https://cavijaysingh.com/questions-answers/set-off-capital-losses/",
  },
  {
    title: "Budget 2024: how the tax on mutual funds and funds of funds changes (Business Insider)",
    url: "https://www.businessinsider.in/personal-finance/article/budget-2024-heres-how-your-mutual-fund-investments-are-set-to-change-post-budget/articleshow/111984727.cms",
  },
];

const dataNote = `Market data: NiveshShala's sourced market-history reference, compiled ${marketHistoryCompiledOn}; every figure was read from a pinned public file (listed under Sources) and nothing was interpolated.`;

export const toolGuides: Record<ToolGuideId, ToolGuide> = {
  assetAllocation: {
    path: "/tools/asset-allocation",
    lastReviewed: "2026-11-27",
    method: [
      "Six answers are scored with the [risk tolerance quiz](/calculators/risk-tolerance)'s points (0 to 4 each): age band, years to the goal, the goal, income stability, emergency fund and your reaction to a 20% fall. The total (0 to 24) is scaled to the quiz's 40-point scale and picks the quiz's profile and its starting mix.",
      `**Glide path:** equity is cut in equal steps over the last ${equityGlideYears} years before the goal (equity × years left ÷ ${equityGlideYears}), gold over the last ${goldGlideYears}, each rounded to the nearest 5%. In 1980-2025 no ${equityGlideYears}-year period lost money for the Sensex and no ${goldGlideYears}-year period for gold in rupees, while some shorter ones did.`,
      `**Cash:** without an emergency fund ${emergencyCashFloor.none}% stays in cash, with less than three months' expenses ${emergencyCashFloor.under3}%, otherwise the profile's 5-10%. The extra cash comes out of equity and debt in proportion to their shares (to the nearest 5 points).`,
      `**Insurance:** without health insurance equity is ${noHealthCoverEquityCut} points lower. Debt takes whatever is left.`,
      "**Rules of thumb:** equity = 100 minus your age (the rest in debt), and a fixed 60% equity and 40% debt.",
      "**History:** each mix's calendar-year return is the weighted sum of its parts' returns, rebalanced every January, over 2002-2025, the years in which equity (Sensex), debt (10-year G-sec, modelled from yields) and gold all have data. Average return is the compound annual return over those 24 years.",
    ],
    assumptions: [
      "Equity history uses the Sensex price index, the one equity series covering 1980-2025; it leaves out dividends (for the Nifty 50, about 1.4 percentage points a year in 2006-2025).",
      "Debt returns are modelled from year-end 10-year government bond yields (a bond bought at one year-end yield and valued a year later), not an actual fund's returns. No yield series exists before 2001, so mixes are compared over 2002-2025.",
      "Short-term debt (liquid and overnight funds, Treasury bills, short FDs) is shown with the same 10-year bond model: the reference data has no series for it (its only short-term figure, SBI's one-year FD rate, has 12 scattered years). A 10-year bond's price swings far more with interest rates, so its good and bad years overstate what short-term debt does.",
      "Cash is counted at 0%: there is no sourced series of savings-account or liquid-fund returns.",
      "Gold is the world price converted to rupees, without Indian import duty or GST.",
      "Returns are before costs and tax. Past returns do not predict future ones.",
      dataNote,
    ],
    sources: marketDataSources(["sensexPriceReturn", "goldInrReturn", "gsec10yYield"]),
    related: [
      "/calculators/risk-tolerance",
      "/diversification",
      "/tools/asset-allocation-tools",
      "/tools/sip-simulation",
    ],
  },
  rebalancing: {
    path: "/tools/asset-allocation-tools",
    lastReviewed: "2026-11-27",
    method: [
      "**Buy and sell:** each class's target is its percent of the total after the new money (or withdrawal); the trade is the target minus what you hold.",
      "**New money only:** nothing is sold. The new money goes first to the class furthest below its target in rupees, then to the next as their gaps become equal, until it is used up. A withdrawal in this mode sells only from classes above their target, the largest excess first. The new money that would reach the target without a sale is the largest of (holding ÷ target share) across the classes, less what you hold.",
      "Amounts are rounded to whole rupees so that the buys minus the sells equal the new money exactly.",
      "**With your lots:** each class's sale is taken from its lots in this order: losses first (the largest loss per rupee first), then long-term lots, then short-term lots last; within each group the lot with the smallest gain per rupee goes first, so equity's long-term gains stay inside the {{fact:equity-ltcg-exemption}} yearly exemption as long as they can. A part of the last lot sells in proportion to its gain.",
      "**Tax:** short-term losses are set off against any gain and long-term losses against long-term gains only, each where it saves the most tax. Equity short-term gains pay {{fact:equity-stcg-rate}}; equity long-term gains above {{fact:equity-ltcg-exemption}} pay {{fact:equity-ltcg-rate}}; gold's long-term gains pay {{fact:asset-ltcg-rate}}; debt funds and gold sold short term pay your slab rate; then {{fact:cess-rate}} cess on the tax.",
      "**Exit loads** come out of the sale proceeds of equity fund units sold within the period you set, so the gain taxed is after them.",
    ],
    assumptions: [
      "Tax rules are those in force for tax year 2026-27 (sales from 23 July 2024), and the sale date must fall in that year. Equity is held more than 12 months for long term; gold ETFs more than 12 months; gold funds of funds more than 24 months; debt funds bought from 1 April 2023 are taxed at your slab rate however long they are held. Debt lots bought before then follow older rules this calculator does not model: it taxes them at your slab rate too.",
      "No other capital gains or losses this year, so the whole exemption is free; no surcharge. Gains taxed at the slab rate are added to your income at the rate you pick: if they cross into a higher slab, or the new regime's rebate covers your income, the tax differs. The cost of a lot is the amount you put in.",
      "The exit load is an assumption you set (1% within 12 months by default, common for equity funds; index funds often charge none): each scheme states its own.",
      "Without lots the calculator names the tax that may apply rather than computing it; a sale beyond the lots you enter is shown without a tax figure.",
    ],
    sources: capitalGainsSources,
    related: ["/tools/asset-allocation", "/resources/income-tax", "/funds/debt-funds", "/funds/equity-funds"],
  },
  goalBuckets: {
    path: "/tools/asset-allocation-tools",
    lastReviewed: "2026-11-24",
    method: [
      "Each bucket uses the [goal calculator](/calculators/goal)'s maths: future cost = cost today × (1 + inflation)^years; monthly SIP = future cost ÷ [((1 + i)^n − 1) ÷ i × (1 + i)], with i = expected return ÷ 12 and n = months, rounded up to the rupee.",
      "A bucket with a cost of 0 is left out. The total is the sum of the buckets' SIPs.",
    ],
    assumptions: [
      "The expected returns are yours to set. The defaults are cautious: 6% for short-term money (SBI's one-year FD paid 6.25% at the end of 2025), 8% for a debt-heavy mix, 11% for mostly equity (below the Nifty 50 TRI's {{fact:nifty-tri-cagr}} a year over 2006-2025, leaving room for costs and weaker decades).",
      "Returns and inflation are steady every year here; real returns vary, which the [SIP simulation](/tools/sip-simulation) shows.",
    ],
    sources: [
      {
        title: "SBI fixed deposit rates from 15 December 2025 (Financial Express)",
        url: "https://www.financialexpress.com/money/sbi-revises-fixed-deposit-rates-check-new-rates-for-general-customers-senior-citizens-4075587",
      },
      ...marketDataSources(["nifty50TriReturn"]),
    ],
    related: ["/calculators/goal", "/calculators/sip", "/tools/sip-simulation", "/funds/hybrid-funds"],
  },
  sipSimulation: {
    path: "/tools/sip-simulation",
    lastReviewed: "2026-11-27",
    method: [
      "**Block bootstrap of calendar years:** each simulated year picks one calendar year from 2006-2025 at random (with replacement), and all three assets take that same year's returns, so years when equity crashed and gold rose stay together.",
      "**Equity** follows the picked year's twelve Nifty 50 month-end moves, each scaled by the same factor so the year adds up to that year's Nifty 50 Total Returns Index (TRI) return: the dividends are spread evenly over the year.",
      "**Debt** takes the picked year's 10-year G-sec return, modelled from year-end yields (a bond bought at one year-end yield and valued a year later at the next, plus its coupons), and **gold** the year's change in the rupee price of gold; both are spread evenly over the twelve months.",
      "Every month the instalment is invested at the start of the month, split by your mix, and each part grows by its return. At the end of each year the portfolio is rebalanced to the mix. The monthly amount rises by the step-up at the start of each year.",
      "**Percentiles** are taken across paths at the end of each year (PERCENTILE.INC rule): half the paths end above the median (50th), one in ten below the 10th percentile.",
      "**Worst fall** is each path's largest drop, from a month-end peak to a later month end, in the value per unit of the mix (like the NAV of a fund holding it, rebalanced yearly, so new instalments do not hide a fall); the page shows the median across paths.",
      "**Fixed-rate comparison:** the same SIP at one steady rate, the mix's compound annual return over 2006-2025 with yearly rebalancing, after costs, compounding monthly at (1 + rate)^(1/12). The SIP calculator uses rate ÷ 12 a month, which gives slightly more.",
      "**Costs:** each asset's expense ratio (percent a year) is taken monthly: at every month end a twelfth of it comes off that asset's value, as a fund's NAV carries its costs.",
      "**Today's rupees:** each path's value is divided by the rise in prices over the years it drew, using each drawn year's own CPI inflation (so a year of high inflation travels with that year's markets), or the fixed rate you enter. A goal is read in today's rupees unless you say it is in rupees of the final year.",
      "**What if returns are lower:** the same draws again, with every equity year's return lowered by one standard error of the 2006-2025 average (the sample standard deviation of the yearly returns ÷ √20). Twenty years cannot pin the average down more closely than that.",
      "The generator (sfc32) is seeded with the seed in the URL, so the same link always draws the same histories and shows the same figures, whether computed by the server or in your browser.",
    ],
    assumptions: [
      "Only 20 calendar years (2006-2025) have all the data: the Nifty 50 TRI starts in 2006 and the G-sec yields in 2001. The longer choice, 1980-2025, fills the gaps with stated models: equity is the Sensex's price return plus the Nifty 50's average dividend contribution over 2006-2025 (its total-return index less its price index, about 1.4 points a year; the reference data has no dividend figures for earlier years), spread evenly over the months before 1996; debt in 1980-2001, which has no data, earns the modelled G-sec's 2002-2025 compound return every year, with none of a bond's swings. The page shows the other window's answer beside the result.",
      "Drawing whole years one at a time keeps each year's crashes and recoveries intact but not streaks of good or bad years longer than one year.",
      "The SBI fixed-deposit rate was not used for debt: it is confirmed for only 12 scattered years.",
      "Gold is the world price converted to rupees (no import duty or GST). The histories are possibilities drawn from the past, not a forecast.",
      "The default expense ratio, {{fact:mf-index-ber-cap}} for each asset, is the most an index fund or ETF may charge as its base expense ratio (statutory levies come on top). It is an assumption on the cautious side, not a typical charge: put in your own fund's figure from its factsheet. Figures are before tax and exit loads.",
      "Debt and gold have no movement within a year in this model (each year's return is spread evenly over its months), so their falls within a year, and the mix's worst fall, are understated.",
      "The 20 years include an unusual run for gold: in rupees it grew more than twice as fast a year over 2006-2025 as over 1980-2005 (the figures are beside the result), so mixes with more gold may look better than gold's longer history suggests.",
      dataNote,
    ],
    sources: marketDataSources([
      "nifty50TriReturn",
      "nifty50MonthEndCloses",
      "goldInrReturn",
      "gsec10yYield",
      "cpiInflation",
    ]),
    related: [
      "/calculators/sip",
      "/funds/sip-vs-lumpsum",
      "/tools/asset-allocation",
      "/strategies/index-investing",
    ],
  },
};
