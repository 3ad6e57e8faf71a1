import { longCallFigure, longPutFigure } from "../../figures/trading.ts";
import type { CourseLesson } from "../../types.ts";

export const optionsBasicsLesson: CourseLesson = {
  id: "options-basics",
  title: "Options basics: calls, puts, premium and payoff at expiry",
  description:
    "Calls and puts, strike and premium, in, at and out of the money, intrinsic and time value, and worked rupee payoff tables for buyers and sellers.",
  lastReviewed: "2026-11-24",
  sections: [
    {
      id: "right-not-obligation",
      heading: "A right for the buyer, an obligation for the seller",
      blocks: [
        {
          type: "p",
          text: "An [option](/resources/stock-terminologies#term-options) gives its buyer a **right without an obligation**. A [call option](/resources/stock-terminologies#term-call-option) is the right to buy the underlying at a fixed price, the [strike price](/resources/stock-terminologies#term-strike-price), on expiry. A [put option](/resources/stock-terminologies#term-put-option) is the right to sell it at the strike. For that right the buyer pays the seller (also called the writer) a price called the [premium](/resources/stock-terminologies#term-option-premium).",
        },
        {
          type: "p",
          text: "The two sides face very different risks. The **buyer** can lose at most the premium paid. The **seller** keeps the premium if the option expires worthless but must pay out whatever the option is worth at expiry, which can be many times the premium. That is why sellers must post margin, and why, since 1 February 2025, brokers must also collect the full premium from buyers upfront rather than letting them trade on leverage.",
        },
        {
          type: "p",
          text: "Options on Indian exchanges are **European style**: they can be exercised only at expiry, though you can sell them in the market at any time before. Index options are settled in cash; stock options that end in the money are settled by delivery of the shares, which needs the full contract value.",
        },
      ],
    },
    {
      id: "moneyness",
      heading: "In, at and out of the money",
      blocks: [
        {
          type: "p",
          text: "Whether an option is worth anything right now depends on where the underlying trades compared with the strike. With the index at 24,000:",
        },
        {
          type: "table",
          caption: "Moneyness with the index at 24,000",
          columns: ["Strike", "Call option", "Put option"],
          rows: [
            ["23,500", "In the money by 500 points", "Out of the money"],
            ["24,000", "At the money", "At the money"],
            ["24,500", "Out of the money", "In the money by 500 points"],
          ],
        },
        {
          type: "p",
          text: "The in-the-money amount is the option's **intrinsic value**: for a call, the underlying price minus the strike (if positive); for a put, the strike minus the underlying price (if positive). Everything else in the premium is **time value**, the price of the chance that the option becomes more valuable before expiry. An [at-the-money](/resources/stock-terminologies#term-at-the-money) or [out-of-the-money](/resources/stock-terminologies#term-out-of-the-money) option is all time value, and time value falls to zero at expiry.",
        },
        {
          type: "p",
          text: "For example, with the index at 24,150, a 24,000 call trading at ₹260 has intrinsic value 24,150 − 24,000 = ₹150 and time value ₹260 − ₹150 = ₹110. A 24,000 put at ₹95 has no intrinsic value (the index is above its strike), so its whole ₹95 is time value.",
        },
      ],
    },
    {
      id: "payoff-at-expiry",
      heading: "Payoff at expiry, in rupees",
      blocks: [
        {
          type: "p",
          text: "Take one lot (illustrative lot size 65) of a 24,000 call bought for ₹180 and a 24,000 put bought for ₹150, with the index at 24,000 when you buy. At expiry, each option is worth only its intrinsic value. The buyer's profit per unit is that value minus the premium paid.",
        },
        {
          type: "table",
          caption: "Buyer's profit or loss at expiry, 24,000 strike, 1 lot of 65",
          columns: [
            "Index at expiry",
            "Call worth",
            "Call buyer (premium ₹180)",
            "Put worth",
            "Put buyer (premium ₹150)",
          ],
          rows: [
            ["23,400", "₹0", "−₹11,700", "₹600", "+₹29,250"],
            ["23,800", "₹0", "−₹11,700", "₹200", "+₹3,250"],
            ["24,000", "₹0", "−₹11,700", "₹0", "−₹9,750"],
            ["24,180", "₹180", "₹0", "₹0", "−₹9,750"],
            ["24,400", "₹400", "+₹14,300", "₹0", "−₹9,750"],
            ["24,800", "₹800", "+₹40,300", "₹0", "−₹9,750"],
          ],
          note: "Before costs. The option seller's result is the exact opposite of the buyer's in every row. Illustrative premiums and lot size.",
        },
        longCallFigure,
        longPutFigure,
        {
          type: "example",
          title: "The call buyer's numbers, step by step",
          lines: [
            "Premium paid upfront: ₹180 × 65 = **₹11,700**. This is the most the buyer can lose.",
            "Break-even at expiry: strike + premium = 24,000 + 180 = **24,180**. The index must rise 0.75% just to get the money back, before costs.",
            "Index ends at 24,400: call worth 24,400 − 24,000 = ₹400. Profit = (400 − 180) × 65 = **₹14,300**.",
            "Index ends at 23,900, or anywhere at or below 24,000: call worth ₹0. Loss = **₹11,700**, the whole premium.",
            "Selling the call before expiry at ₹300 instead: profit (300 − 180) × 65 = ₹7,800; STT = 0.15% × ₹300 × 65 = **₹29.25**.",
            "Letting an in-the-money option be exercised at 24,400: STT = 0.15% of intrinsic value = 0.0015 × ₹400 × 65 = **₹39**.",
            "The seller of this call received ₹11,700. If the index had ended at 24,800, the seller would owe ₹800 × 65 = ₹52,000: a net loss of **₹40,300**, more than three times the premium collected.",
          ],
        },
      ],
    },
    {
      id: "reading-the-payoffs",
      heading: "What the payoff table tells you",
      blocks: [
        {
          type: "list",
          items: [
            "**Option buyers have limited loss but need a move.** The call buyer above loses in every case where the index ends below 24,180. Being right about direction is not enough; the move must be large enough, and soon enough.",
            "**Option sellers have limited gain and large possible loss.** The put seller's worst case, if the index fell towards zero, would be (24,000 − 150) × 65 = ₹15,50,250. Real losses are rarely that large, but a sharp fall of a few percent can cost many months of collected premiums.",
            "**Most of the time, time value just melts.** An option bought at the money with a week to expiry is a wager that a move will happen quickly. The lesson on [option pricing and the Greeks](/courses/advanced-trading-strategies/lessons/option-pricing-and-greeks) shows how fast.",
            "**Cheap does not mean good value.** Far out-of-the-money options cost little because they rarely pay off. They attract beginners for the same reason lottery tickets do.",
          ],
        },
        {
          type: "callout",
          tone: "warning",
          title: "Options and your long-term money",
          text: "Options can be used to protect a portfolio (buying puts) or to earn premium on shares you own (covered calls); both are explained, with their costs and risks, in the lesson on [option strategies](/courses/advanced-trading-strategies/lessons/option-strategies-explained). Neither is needed to build wealth. A diversified portfolio of [stocks](/investments/stocks) or [mutual funds](/investments/mutual-funds) held for years does that without any derivative.",
        },
      ],
    },
  ],
  keyPoints: [
    "A call is the right to buy and a put the right to sell at the strike on expiry; the buyer pays a premium and the seller takes on the obligation.",
    "The buyer's maximum loss is the premium; the seller's maximum gain is the premium, and the seller's possible loss is many times larger.",
    "Premium = intrinsic value (the in-the-money amount) + time value; time value falls to zero by expiry.",
    "A call buyer breaks even at strike plus premium and a put buyer at strike minus premium, before costs.",
    "STT from 1 April 2026 is {{fact:stt-options}} of the premium when you sell an option and {{fact:stt-options}} of the intrinsic value if it is exercised.",
  ],
  checkYourself: {
    question:
      "You buy one lot (65) of a 24,000 put for ₹150. At expiry the index is at 23,700. What is the put worth, what is your profit or loss before costs, and where was your break-even?",
    answer:
      "The put is worth 24,000 − 23,700 = ₹300. Profit = (300 − 150) × 65 = ₹9,750. Break-even was strike minus premium: 24,000 − 150 = 23,850; below that level the put buyer profits, above it they lose, up to the whole ₹9,750 premium if the index ends at or above 24,000.",
  },
  sources: [
    {
      title:
        "SEBI circular (1 October 2024): measures to strengthen equity index derivatives framework (upfront collection of option premium)",
      url: "https://www.sebi.gov.in/legal/circulars/oct-2024/measures-to-strengthen-equity-index-derivatives-framework-for-increased-investor-protection-and-market-stability_87208.html",
    },
    {
      title: "NSE: equity derivatives, list of underlyings and contract information",
      url: "https://www.nseindia.com/products-services/equity-derivatives-list-underlyings-information",
    },
    {
      title: "Securities transaction tax rates from 1 April 2026 (ClearTax)",
      url: "https://cleartax.in/s/securities-transaction-tax-stt?ref=amp-content-it",
    },
    {
      title: "Budget 2026: STT hike on F&O trades explained (Finnovate)",
      url: "https://www.finnovate.in/learn/blog/budget-2026-stt-hike-fno-trades-explained",
    },
  ],
};
