import { futuresMarkToMarketFigure, longFuturePayoffFigure } from "../../figures/trading.ts";
import type { CourseLesson } from "../../types.ts";

export const howFuturesWorkLesson: CourseLesson = {
  id: "how-futures-work",
  title: "How futures work: lots, mark-to-market, basis and expiry",
  description:
    "What a futures contract is, how lot sizes and contract values are set, how daily mark-to-market works, and what happens at expiry and settlement.",
  lastReviewed: "2026-11-24",
  sections: [
    {
      id: "what-a-future-is",
      heading: "A promise to buy or sell later, at a price fixed today",
      blocks: [
        {
          type: "p",
          text: "A [futures contract](/resources/stock-terminologies#term-futures) is an agreement to buy or sell an [underlying](/resources/stock-terminologies#term-underlying), such as the Nifty 50 index or a company's shares, at a price agreed today, on a fixed future date called the [expiry](/resources/stock-terminologies#term-expiry-date). The buyer is **long**: they gain if the price rises. The seller is **short**: they gain if it falls. Unlike an option, both sides are bound. Neither can walk away if the price moves against them.",
        },
        longFuturePayoffFigure,
        {
          type: "p",
          text: "On Indian exchanges you never face the other trader directly. The exchange's [clearing corporation](/resources/stock-terminologies#term-clearing-corporation) becomes the buyer to every seller and the seller to every buyer, and guarantees settlement. To protect itself, it collects margin from both sides and settles gains and losses every day. That daily settlement is what makes futures feel so different from owning shares.",
        },
      ],
    },
    {
      id: "contract-specifications",
      heading: "Contract specifications: what you are actually trading",
      blocks: [
        {
          type: "p",
          text: "Every futures contract is standardised by the exchange. Before anyone trades one, they should read its specification, which the exchange publishes and revises. The main terms are:",
        },
        {
          type: "list",
          items: [
            "**Underlying**: the index or share the contract follows. Only indices and shares that meet SEBI's size and liquidity criteria have F&O contracts.",
            "**[Lot size](/resources/stock-terminologies#term-lot-size)**: the number of units in one contract. You can trade only whole lots. **Contract value** = futures price × lot size.",
            "**Expiry**: the last trading day. Contracts run for one, two and three months, and the exchange publishes an expiry calendar.",
            "**Tick size and price limits**: the smallest price step, and the operating range outside which orders are not accepted.",
            "**Settlement**: index futures are settled in cash; stock futures held to expiry are settled by [physical delivery](/resources/stock-terminologies#term-physical-settlement) of the shares.",
          ],
        },
        {
          type: "p",
          text: "Lot sizes are deliberately large. Under SEBI's circular of 1 October 2024, new index derivative contracts introduced from 20 November 2024 must have a contract value of at least **₹15 lakh**, and exchanges revise lot sizes so that the value stays in a band of roughly **₹15 lakh to ₹20 lakh** (the earlier band was ₹5 lakh to ₹10 lakh). SEBI's stated aim was to keep these products for participants who can bear the risk. Because prices move, exchanges change lot sizes every few months. The lot of 65 used in this course is for illustration: **check the exchange's current contract specifications** before relying on any lot size.",
        },
      ],
    },
    {
      id: "mark-to-market",
      heading: "Mark-to-market: profit and loss settled every evening",
      blocks: [
        {
          type: "p",
          text: "When you buy a share for delivery, a fall in its price is a paper loss until you sell. A futures position is different. At the end of every trading day the clearing corporation revalues it at that day's settlement price and moves cash: gains are credited to your account, losses debited. This is [mark-to-market](/resources/stock-terminologies#term-mark-to-market) (MTM). A loss you cannot pay for that evening is a loss you are forced to take, because the broker will close the position if your margin runs short.",
        },
        {
          type: "example",
          title: "Four days of a long index futures position",
          lines: [
            "You buy 1 lot of index futures at 24,000. Illustrative lot size: 65 units. Contract value = 24,000 × 65 = **₹15,60,000**. The broker blocks margin, a fraction of this (see the lesson on leverage).",
            "Day 1 settles at 24,150: MTM = (24,150 − 24,000) × 65 = **+₹9,750** credited.",
            "Day 2 settles at 23,800: MTM = (23,800 − 24,150) × 65 = **−₹22,750** debited.",
            "Day 3 settles at 23,500: MTM = (23,500 − 23,800) × 65 = **−₹19,500** debited.",
            "Day 4 you sell at 23,650: (23,650 − 23,500) × 65 = **+₹9,750**.",
            "Net: ₹9,750 − ₹22,750 − ₹19,500 + ₹9,750 = **−₹22,750**, the same as (23,650 − 24,000) × 65. MTM does not change the total; it changes **when** you must pay.",
            "STT on the sale: 0.05% × 23,650 × 65 = 0.0005 × ₹15,37,250 = **₹768.63**, plus brokerage, GST, exchange charges and stamp duty on the buy.",
            "On Day 3 you were ₹32,500 down, (23,500 − 24,000) × 65, in cash, not on paper. Had your account held too little, the broker could have closed you out at the low.",
          ],
        },
        futuresMarkToMarketFigure,
      ],
    },
    {
      id: "basis-and-carry",
      heading: "Basis and cost of carry: why the futures price differs from the index",
      blocks: [
        {
          type: "p",
          text: "The futures price is usually a little above the current (spot) price. The difference is called the **basis**. Buying the future instead of the shares lets you keep your money in the bank until expiry, but you miss any dividends paid in between. So a fair futures price is roughly: spot × (1 + interest rate × days ÷ 365) − expected dividends. This is the **cost of carry**.",
        },
        {
          type: "p",
          text: "For example, with the index at 24,000, an assumed interest rate of 6% a year and 21 days to expiry, the carry is 24,000 × 6% × 21 ÷ 365 ≈ **82.8 points**, so a future near 24,083 would be about fair if no dividends fall due. As expiry approaches, the carry shrinks and the basis converges to zero: on expiry day the futures settle at the spot price. When the basis moves far from fair value, arbitrageurs (and [arbitrage funds](/resources/mutual-fund-terminologies#term-arbitrage-fund)) buy one and sell the other, pulling it back.",
        },
      ],
    },
    {
      id: "expiry-and-settlement",
      heading: "Expiry, rollover and settlement",
      blocks: [
        {
          type: "list",
          items: [
            "**Closing before expiry.** Most traders square off before expiry by taking the opposite trade.",
            "**[Rollover](/resources/stock-terminologies#term-rollover).** To keep a position beyond expiry you sell the expiring contract and buy the next month's, paying the difference in their prices and two sets of costs.",
            "**Index futures at expiry** are settled in cash at the final settlement price set by the exchange.",
            "**Stock futures at expiry** end in delivery: a long position must pay the full contract value and take the shares; a short position must deliver them. A trader with ₹2 lakh of margin on a ₹15 lakh contract cannot pay for delivery, so brokers raise margins or close such positions in the last days.",
            "**Weekly expiries.** Since 20 November 2024, each exchange may offer weekly expiries on only one benchmark index. Expiry weekdays have changed over the years, so use the exchange's expiry calendar.",
          ],
        },
        {
          type: "callout",
          tone: "info",
          title: "Futures have legitimate uses",
          text: "A mutual fund can sell index futures to reduce its equity exposure for a few days without selling shares; an arbitrage fund earns the basis. For an individual with a long-term portfolio, simpler tools do the same job better: an [asset allocation](/tools/asset-allocation) you rebalance, and [ETFs](/investments/etfs) or index funds you hold. Futures make a small price move a large rupee gain or loss, which is the subject of the lesson on [leverage and margin](/courses/advanced-trading-strategies/lessons/leverage-and-margin).",
        },
      ],
    },
  ],
  keyPoints: [
    "A futures contract binds both sides to buy or sell the underlying at a fixed price on expiry; the clearing corporation guarantees it and collects margin from both.",
    "Contract value = futures price × lot size; index contracts introduced since 20 November 2024 are worth at least ₹15 lakh, and lot sizes change, so check the exchange's current specifications.",
    "Mark-to-market settles gains and losses in cash every evening, so a falling position must be paid for as it falls.",
    "The futures price sits above spot by roughly the cost of carry (interest less dividends), and the basis shrinks to zero at expiry.",
    "Index futures settle in cash; stock futures held to expiry require delivery of the full contract value.",
  ],
  checkYourself: {
    question:
      "You are short 1 lot of index futures (lot 65) sold at 24,000. The contract settles at 24,300 today and 24,100 tomorrow. What are the two days' MTM amounts, and what is your position's result so far?",
    answer:
      "A short position loses when the price rises. Today: (24,000 − 24,300) × 65 = −₹19,500 debited. Tomorrow: (24,300 − 24,100) × 65 = +₹13,000 credited. Result so far: −₹19,500 + ₹13,000 = −₹6,500, which equals (24,000 − 24,100) × 65. You had to pay the ₹19,500 in cash on the first evening.",
  },
  sources: [
    {
      title:
        "SEBI circular SEBI/HO/MRD/TPD-1/P/CIR/2024/132 (1 October 2024): measures to strengthen equity index derivatives framework",
      url: "https://www.sebi.gov.in/legal/circulars/oct-2024/measures-to-strengthen-equity-index-derivatives-framework-for-increased-investor-protection-and-market-stability_87208.html",
    },
    {
      title: "NSE: equity derivatives, list of underlyings and contract information",
      url: "https://www.nseindia.com/products-services/equity-derivatives-list-underlyings-information",
    },
    {
      title: "NSE: equity derivatives expiry calendar",
      url: "https://www.nseindia.com/products-services/equity-derivatives-expiry-calendar",
    },
    {
      title: "Securities transaction tax rates from 1 April 2026 (ClearTax)",
      url: "https://cleartax.in/s/securities-transaction-tax-stt?ref=amp-content-it",
    },
  ],
};
