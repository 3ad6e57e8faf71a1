import type { CourseLesson } from "../../types.ts";

export const hedgingWithIndexFuturesLesson: CourseLesson = {
  id: "hedging-with-index-futures",
  title: "Hedging a share portfolio with index futures: beta and the number of lots",
  description:
    "How to measure a portfolio's beta, work out how many Nifty futures lots hedge it, and what the hedge leaves behind: stock risk, basis, costs, margin and tax.",
  lastReviewed: "2026-11-27",
  sections: [
    {
      id: "what-a-hedge-does",
      heading: "What a futures hedge does, and does not do",
      blocks: [
        {
          type: "p",
          text: "A [hedge](/resources/stock-terminologies#term-hedging) is a position taken to offset a risk you already carry. If you own a portfolio of Indian shares and fear a market fall over the next few weeks, perhaps because you must sell for a known expense, you can **sell index futures** against it. If the market falls, the portfolio loses and the short futures gain; if it rises, the portfolio gains and the futures lose. You give up the market's move, in both directions, for as long as the hedge is on.",
        },
        {
          type: "p",
          text: "That last point is the one most people forget. A fully hedged portfolio does not earn the equity return; it earns roughly what a deposit pays, less costs, because the futures price sits above the index by about the interest rate minus dividends, and a short future gives up that gap as it converges to the index at expiry. Hedging is for a specific, temporary worry. A long-term investor who wants less risk all the time has a cheaper tool: a smaller share of equity in the [asset allocation](/tools/asset-allocation).",
        },
      ],
    },
    {
      id: "beta",
      heading: "Beta: how much your portfolio moves with the index",
      blocks: [
        {
          type: "p",
          text: "Your shares do not move one-for-one with the Nifty. **Beta** measures how much a share or portfolio has tended to move for a 1% move in the index: a beta of 1.2 means it has moved about 1.2% on average for each 1% index move, and a beta of 0.8 about 0.8%. Beta is estimated from past returns, usually a regression of a year or more of daily or weekly returns, and it changes over time. A portfolio's beta is the **value-weighted average** of its holdings' betas.",
        },
        {
          type: "callout",
          tone: "info",
          title: "The hedge ratio",
          text: "**Number of lots = beta × portfolio value ÷ (index futures price × lot size).** The denominator is the value of one futures contract. Round to a whole number of lots, and note whether rounding leaves you over- or under-hedged.",
        },
        {
          type: "example",
          title: "Hedging a ₹50 lakh portfolio with Nifty futures",
          lines: [
            "Holdings: share A ₹20,00,000 with beta 1.4; an index fund ₹17,50,000 with beta 1.0; share B ₹12,50,000 with beta 1.16. Total **₹50,00,000**.",
            "Portfolio beta = 0.40 × 1.4 + 0.35 × 1.0 + 0.25 × 1.16 = 0.56 + 0.35 + 0.29 = **1.20**.",
            "Nifty futures at 24,000; illustrative lot size 65 units (check NSE's current lot size). One contract = 24,000 × 65 = **₹15,60,000**.",
            "Lots = 1.20 × ₹50,00,000 ÷ ₹15,60,000 = ₹60,00,000 ÷ ₹15,60,000 = **3.85**. Sell **4 lots** (₹62,40,000 of futures), slightly over-hedged; 3 lots would hedge only 78%.",
            "**Index falls 8%** to 22,080: the portfolio is expected to fall 1.20 × 8% = 9.6%, or **₹4,80,000**. The short futures gain (24,000 − 22,080) × 65 × 4 = 1,920 × 260 = **₹4,99,200**. Net: **+₹19,200**, the over-hedge.",
            "**Index rises 8%** to 25,920: the portfolio gains ₹4,80,000, the futures lose ₹4,99,200. Net: **−₹19,200**. The hedge removed the gain as well as the loss.",
            "**Index falls 8% but your shares fall 12%** (a stock-specific problem, or a beta that changed): the portfolio loses ₹6,00,000 and the futures still gain ₹4,99,200. Net: **−₹1,00,800**. An index hedge covers market risk, not the risk of your particular shares.",
            "**Cost of opening**: STT of {{fact:stt-futures}} on the futures sold = 0.0005 × ₹62,40,000 = **₹3,120**, plus brokerage, GST, exchange charges, and margin blocked for as long as the hedge runs.",
          ],
        },
      ],
    },
    {
      id: "what-remains",
      heading: "What the hedge leaves behind",
      blocks: [
        {
          type: "list",
          items: [
            "**Stock-specific risk.** Beta hedges only the part of the move that follows the index. A result-day collapse in one share is not hedged at all. The fewer and more concentrated your holdings, the worse an index hedge fits.",
            "**Beta error.** Beta is a historical average. In a sharp fall, correlations and betas often rise, so a hedge sized on calm-market data can fall short just when it matters.",
            "**Basis.** The future and the index are not the same price until expiry. If you lift the hedge before expiry, the gap between them at that moment adds a small gain or loss.",
            "**Rollover.** Futures expire monthly. A hedge held longer must be [rolled](/resources/stock-terminologies#term-rollover): buy back this month's contracts and sell the next month's, paying charges and STT on each roll, about ₹3,120 in STT alone each time for four lots in this example.",
            "**Margin and mark-to-market.** The short futures need [margin](/resources/stock-terminologies#term-margin), usually a sizeable share of the contract value, and daily [mark-to-market](/resources/stock-terminologies#term-mark-to-market) losses must be paid in cash when the market rises, even though your shares have gained by about as much. Selling shares to meet a margin call defeats the purpose. Keep the cash ready; the lesson on [leverage and margin](/courses/advanced-trading-strategies/lessons/leverage-and-margin) explains how margin is set.",
            "**Lot size.** With one Nifty contract worth ₹15 lakh or more under SEBI's contract-size rules, small portfolios cannot be hedged precisely: a ₹6 lakh portfolio with beta 1 would need 0.38 of a lot.",
          ],
        },
      ],
    },
    {
      id: "tax-and-alternatives",
      heading: "Tax on a hedge, and the alternatives",
      blocks: [
        {
          type: "p",
          text: "The two legs are taxed differently. Gains and losses on the futures are **non-speculative business income**, taxed at your slab rate in the year the futures are closed. Gains on the shares are [capital gains](/resources/investment-terminologies#term-capital-gains), taxed only when you sell them, at the rates for listed equity. In the rising-market case above, you would book a ₹4,99,200 business loss on the futures while the ₹4,80,000 gain on your shares stays unrealised. That business loss can be set off against other income of the year except salary, or carried forward, but only if you file a return reporting it: the lesson on [filing a return as a trader](/courses/advanced-trading-strategies/lessons/filing-tax-returns-as-a-trader) walks through it.",
        },
        {
          type: "p",
          text: "The main alternative is a **protective put**, which caps the loss while keeping the upside, for a premium paid upfront; the [option strategies lesson](/courses/advanced-trading-strategies/lessons/option-strategies-explained) shows its cost. Futures hedges have no premium but give away gains and need margin. The simplest alternative is to sell part of the portfolio and hold the money in a deposit until the need has passed: no margin, no rollover, and a tax bill you can estimate in advance with our [income tax calculator](/calculators/tax).",
        },
        {
          type: "callout",
          tone: "warning",
          title: "A hedge can become a bet",
          text: "Selling more lots than your beta-weighted exposure is no longer a hedge: the extra lots are a short position on the market. SEBI found that {{fact:fo-study-loss-share}} of individual F&O traders lost money over FY 2021-22 to FY 2023-24. If you find yourself adjusting the hedge every few days on a view of the market, you are trading, not hedging.",
        },
      ],
    },
  ],
  keyPoints: [
    "Selling index futures against a share portfolio offsets the market's move, down and up, for as long as the hedge is on.",
    "Portfolio beta is the value-weighted average of the holdings' betas, estimated from past returns.",
    "Number of lots = beta × portfolio value ÷ (index futures price × lot size), rounded to whole lots.",
    "An index hedge leaves stock-specific risk, beta error, basis, rollover costs, margin calls and lot-size rounding.",
    "Futures results are business income and share gains capital gains, so the two legs of a hedge are taxed at different times and rates.",
  ],
  checkYourself: {
    question:
      "Your portfolio is worth ₹31,20,000 with a beta of 0.9. Nifty futures trade at 24,000 and the lot size is 65. How many lots hedge it, and what happens to the hedged position if the index rises 5%?",
    answer:
      "Lots = 0.9 × ₹31,20,000 ÷ (24,000 × 65) = ₹28,08,000 ÷ ₹15,60,000 = 1.8, so about 2 lots (slightly over-hedged). If the index rises 5%, the portfolio is expected to gain about 0.9 × 5% = 4.5%, or ₹1,40,400, while 2 short lots lose 1,200 × 65 × 2 = ₹1,56,000: a net loss of about ₹15,600 before costs. The hedge gives away the gain with the loss.",
  },
  sources: [
    {
      title: "NSE: equity derivatives, list of underlyings and contract information",
      url: "https://www.nseindia.com/products-services/equity-derivatives-list-underlyings-information",
    },
    {
      title:
        "SEBI circular (1 October 2024): measures to strengthen equity index derivatives framework (minimum contract size)",
      url: "https://www.sebi.gov.in/legal/circulars/oct-2024/measures-to-strengthen-equity-index-derivatives-framework-for-increased-investor-protection-and-market-stability_87208.html",
    },
    {
      title: "NSE: securities transaction tax on equity derivatives",
      url: "https://www.nseindia.com/static/products-services/equity-derivatives-securities-transaction-tax",
    },
    {
      title: "NSE: Nifty 50 index",
      url: "https://www.nseindia.com/products-services/indices-nifty50-index",
    },
  ],
};
