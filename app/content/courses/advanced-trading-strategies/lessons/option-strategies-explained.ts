import {
  bullCallSpreadFigure,
  coveredCallFigure,
  ironCondorFigure,
  longStraddleFigure,
  protectivePutFigure,
  shortStrangleFigure,
} from "../../figures/trading.ts";
import type { CourseLesson } from "../../types.ts";

export const optionStrategiesExplainedLesson: CourseLesson = {
  id: "option-strategies-explained",
  title: "Common option strategies explained honestly: payoff, cost and risk",
  description:
    "Covered calls, protective puts, spreads, straddles and strangles: what each pays, what it costs, its maximum loss and exactly when it loses money.",
  lastReviewed: "2026-11-24",
  sections: [
    {
      id: "how-to-read",
      heading: "How to judge any strategy",
      blocks: [
        {
          type: "p",
          text: "Courses and social-media channels often present option strategies as recipes for income. They are not. Each one is a trade-off: it gives up something (money, upside, or protection against a large move) in return for something else. To judge any strategy, ask four questions before anything else: **What is the most I can lose? Where do I break even? What does it cost to open and close? In what market does it lose?** A strategy whose seller cannot answer these is not worth hearing about.",
        },
        {
          type: "p",
          text: "The examples below use an index at 24,000 and an illustrative lot of 65 units, with illustrative premiums. Results are at expiry and before costs, unless stated. Every leg you open and close is a separate order with brokerage, GST, STT on the sold side and exchange charges, so multi-leg strategies cost more than they look. None of this is a recommendation to use any of them.",
        },
      ],
    },
    {
      id: "covered-call-and-protective-put",
      heading: "Strategies for people who already own shares",
      blocks: [
        {
          type: "p",
          text: "**Covered call.** You own shares and sell a call option on them. You collect the premium, but if the price rises above the strike your gain is capped, and for stock options ending in the money your shares are delivered at the strike, a sale that may create capital gains tax. Example: you own 1,500 shares of a company at ₹1,000 (₹15 lakh; an illustrative lot) and sell a one-month 1,050 call at ₹15. Premium received: ₹15 × 1,500 = ₹22,500 (STT on the sale: 0.15% × ₹22,500 = ₹33.75). Best case, at ₹1,050 or above: (₹50 + ₹15) × 1,500 = ₹97,500, and nothing more however high the price goes. If the share falls to ₹900: (−₹100 + ₹15) × 1,500 = **−₹1,27,500**. The premium cushions a fall only slightly; a covered call keeps almost all the downside of owning the shares and gives away the best of the upside.",
        },
        coveredCallFigure,
        {
          type: "p",
          text: "**Protective put.** You own a portfolio and buy a put as insurance, in the way described under [hedging](/resources/stock-terminologies#term-hedging). It limits the loss below the strike for a price. The cost is the catch, as the worked example shows.",
        },
        {
          type: "example",
          title: "Insuring an index portfolio with puts",
          lines: [
            "You hold an index fund worth ₹15,60,000, assumed to move exactly with the index at 24,000 (24,000 × 65 = ₹15,60,000).",
            "You buy 1 lot of a one-month 23,500 put at ₹120. Cost: ₹120 × 65 = **₹7,800**.",
            "If the index crashes to 21,000: the portfolio loses (24,000 − 21,000) × 65 = ₹1,95,000, the put pays (23,500 − 21,000) × 65 = ₹1,62,500. Net loss = ₹1,95,000 − ₹1,62,500 + ₹7,800 = **₹40,300**.",
            "That ₹40,300 is the most you can lose at expiry, whatever happens: (24,000 − 23,500) × 65 + ₹7,800 = ₹32,500 + ₹7,800 = ₹40,300, or 2.6% of the portfolio.",
            "If the index rises to 25,000: portfolio gain (1,000 × 65) = ₹65,000, put expires worthless; net **₹57,200**.",
            "If you insured every month at the same price: 12 × ₹7,800 = **₹93,600 a year**, or 6% of the portfolio. That is almost half of the Nifty 50 TRI's average return of about 13.1% a year over 2006-2025: permanent insurance eats much of what it protects.",
          ],
        },
        protectivePutFigure,
        {
          type: "p",
          text: "For a long-term investor, the cheaper protection is usually an [asset allocation](/tools/asset-allocation) that holds enough debt and gold to ride out a fall, and an [emergency fund](/investments/emergency-fund) so that nothing has to be sold in a crash.",
        },
      ],
    },
    {
      id: "spreads",
      heading: "Spreads: limited risk, limited reward",
      blocks: [
        {
          type: "p",
          text: "A **bull call spread** buys one call and sells another at a higher strike. Example: buy the 24,000 call at ₹180, sell the 24,300 call at ₹70. Net cost ₹110 × 65 = **₹7,150**, the maximum loss, if the index ends at or below 24,000. Break-even: 24,000 + 110 = 24,110. Maximum gain: (300 − 110) × 65 = **₹12,350**, at or above 24,300. The sold call makes the trade cheaper but caps the gain. Four orders to open and close mean four lots of brokerage.",
        },
        bullCallSpreadFigure,
        {
          type: "p",
          text: "An **iron condor** sells a call and a put away from the current price and buys further-away options as protection. Example: sell the 24,600 call at ₹60 and the 23,400 put at ₹55, buy the 24,900 call and the 23,100 put at ₹25 each. Net credit (60 + 55 − 25 − 25) × 65 = **₹4,225**. Maximum loss: (300 − 65) × 65 = **₹15,275**, if the index ends beyond either protective strike. You risk about 3.6 rupees to make 1, and you win only if the index stays in a range.",
        },
        ironCondorFigure,
      ],
    },
    {
      id: "straddles-strangles",
      heading: "Straddles and strangles: betting on the size of the move",
      blocks: [
        {
          type: "p",
          text: "A **long straddle** buys a call and a put at the same strike. Example: 24,000 call at ₹180 plus 24,000 put at ₹150 = ₹330, or ₹21,450 a lot. It profits only if the index ends beyond 23,670 or 24,330, a move of more than 1.375% either way, before costs. If the index sits still, both options decay and the buyer loses up to the whole ₹21,450. High implied volatility before events makes straddles expensive exactly when they seem most tempting.",
        },
        longStraddleFigure,
        {
          type: "p",
          text: "A **short strangle** sells an out-of-the-money call and put, say the 24,600 call at ₹60 and the 23,400 put at ₹55: a credit of ₹115 × 65 = **₹7,475**, kept in full if the index ends between the strikes. Break-evens: 23,285 and 24,715. Now suppose the index falls 6% to 22,560. The put is worth 23,400 − 22,560 = ₹840, and the loss is (840 − 115) × 65 = **₹47,125**, more than six times the credit. One bad month erases six good ones, and there is no cap: the further the index moves, the larger the loss.",
        },
        shortStrangleFigure,
        {
          type: "callout",
          tone: "warning",
          title: "Picking up coins in front of a steamroller",
          text: "Selling options wins often and loses rarely, which feels like skill. The income is real, but it is payment for taking the risk of sudden, large moves: a crash, a gap after news, an expiry-day spike. Sellers must also post large margins, plus an extra 2% on expiry day for short options expiring that day, and they face margin calls just when the market turns. Our [risk-tolerance questionnaire](/calculators/risk-tolerance) asks how you would react to a sharp fall; imagine answering it with a short strangle open.",
        },
      ],
    },
    {
      id: "summary-table",
      heading: "The strategies side by side",
      blocks: [
        {
          type: "table",
          caption: "Strategies from this lesson, 1 lot of 65, illustrative premiums, at expiry before costs",
          columns: ["Strategy", "Maximum gain", "Maximum loss", "Loses when"],
          rows: [
            [
              "Covered call (1,500 shares)",
              "₹97,500",
              "Almost all of the share value, less ₹22,500",
              "The share falls; gives up gains above the strike",
            ],
            [
              "Protective put",
              "Unlimited, less ₹7,800",
              "₹40,300",
              "Markets are calm or rise a little: the premium is lost",
            ],
            ["Bull call spread", "₹12,350", "₹7,150", "The index ends below 24,110"],
            ["Iron condor", "₹4,225", "₹15,275", "The index ends outside 23,335 to 24,665"],
            ["Long straddle", "Unlimited", "₹21,450", "The index ends between 23,670 and 24,330"],
            ["Short strangle", "₹7,475", "Unlimited", "The index ends outside 23,285 to 24,715"],
          ],
          note: "Break-evens for the iron condor: 23,400 − 65 = 23,335 and 24,600 + 65 = 24,665. The covered call's maximum loss applies if the share becomes worthless.",
        },
        {
          type: "p",
          text: "None of these changes the evidence from the first lesson: most individual traders using them lost money. Before trying any of them, read how each trade is taxed in [costs and taxes of trading](/courses/advanced-trading-strategies/lessons/costs-and-taxes-of-trading), and remember that the simplest way to own [stocks](/investments/stocks) needs no derivative at all.",
        },
      ],
    },
  ],
  keyPoints: [
    "Judge any option strategy by its maximum loss, break-even, cost of all its legs and the market in which it loses.",
    "A covered call keeps nearly all the downside of the shares and caps the upside; a protective put caps the downside at a premium that adds up quickly.",
    "Spreads and iron condors limit both gain and loss; more legs mean more costs.",
    "Long straddles need a large move before expiry; short strangles win small amounts often and can lose many times the premium in one move.",
    "Selling options is paid for taking crash risk, and comes with large margins and margin calls when markets move sharply.",
  ],
  checkYourself: {
    question:
      "You buy the 24,000 call at ₹200 and sell the 24,400 call at ₹80, one lot of 65. What are your maximum loss, maximum gain and break-even at expiry, before costs?",
    answer:
      "Net cost = ₹200 − ₹80 = ₹120 a unit, so the maximum loss is ₹120 × 65 = ₹7,800 (index at or below 24,000). Maximum gain = (400 − 120) × 65 = ₹18,200 (index at or above 24,400). Break-even = 24,000 + 120 = 24,120.",
  },
  sources: [
    {
      title:
        "SEBI circular (1 October 2024): measures to strengthen equity index derivatives framework (extra ELM on short options on expiry day)",
      url: "https://www.sebi.gov.in/legal/circulars/oct-2024/measures-to-strengthen-equity-index-derivatives-framework-for-increased-investor-protection-and-market-stability_87208.html",
    },
    {
      title:
        "SEBI (September 2024): Study: analysis of profits and losses in the equity derivatives segment, FY22-FY24",
      url: "https://www.sebi.gov.in/reports-and-statistics/research/sep-2024/study-analysis-of-profits-and-losses-in-the-equity-derivatives-segment-fy22-fy24-_86905.html",
    },
    {
      title: "Securities transaction tax rates from 1 April 2026 (ClearTax)",
      url: "https://cleartax.in/s/securities-transaction-tax-stt?ref=amp-content-it",
    },
  ],
};
