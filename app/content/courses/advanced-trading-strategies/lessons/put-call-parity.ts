import type { CourseLesson } from "../../types.ts";

export const putCallParityLesson: CourseLesson = {
  id: "put-call-parity",
  title: "Put-call parity: how calls, puts and futures are tied together",
  description:
    "Why a call minus a put at the same strike must equal the underlying minus the strike's present value, with a Nifty check and what it means for traders.",
  lastReviewed: "2026-11-27",
  sections: [
    {
      id: "two-portfolios",
      heading: "Two portfolios that end in the same place",
      blocks: [
        {
          type: "p",
          text: "Calls and puts look like separate products with separate prices. They are not. A [call](/resources/stock-terminologies#term-call-option) and a [put](/resources/stock-terminologies#term-put-option) on the same underlying, with the same strike and the same expiry, are locked together by a relationship called **put-call parity**. Once you know the price of one, the underlying and the interest rate, the price of the other is fixed, within the cost of trading.",
        },
        {
          type: "p",
          text: "The argument needs no model, only the payoffs you met in [options basics](/courses/advanced-trading-strategies/lessons/options-basics). Compare two portfolios held to expiry:",
        },
        {
          type: "list",
          items: [
            "**Portfolio A**: buy one call with strike K, and keep aside enough money in a risk-free deposit to have exactly K at expiry. That money today is K × e^(−rT), the **present value** of K, where r is the yearly interest rate and T the time left in years.",
            "**Portfolio B**: buy one put with strike K, and hold the underlying itself (for an index, think of an index fund that tracks it exactly).",
          ],
        },
        {
          type: "p",
          text: "If the index ends **above** K, the put in B expires worthless and B is worth the index; the call in A is worth (index − K) and the deposit K, so A is also worth the index. If the index ends **below** K, the call in A expires worthless and A is worth K; the put in B is worth (K − index), so B is worth K too. Both portfolios are worth **the larger of the index and K**, whatever happens. Two things with the same payoff in every outcome must cost the same today, otherwise someone could buy the cheap one, sell the dear one and lock in a profit with no risk. So:",
        },
        {
          type: "callout",
          tone: "info",
          title: "Put-call parity (European options, no dividends)",
          text: "**C + K × e^(−rT) = P + S**, or rearranged, **C − P = S − K × e^(−rT)**. C and P are the call and put premiums, S the underlying price today. With yearly compounding the discount factor is written 1 ÷ (1 + r)^T instead; the idea is the same. Nifty and stock options on NSE are European-style (exercisable only at expiry), which is what the argument needs.",
        },
      ],
    },
    {
      id: "nifty-check",
      heading: "Checking parity on a Nifty option pair",
      blocks: [
        {
          type: "example",
          title: "An at-the-money call and put, 30 days to expiry",
          lines: [
            "Index at 24,000; strike 24,000; 30 days left, so T = 30 ÷ 365 = 0.0822 years; interest rate 6.5% a year. Illustrative lot size: 65 units (check the exchange's current contract specifications).",
            "Present value of the strike: 24,000 × e^(−0.065 × 0.0822) = 24,000 × 0.99467 = **23,872.12**.",
            "Parity says C − P = 24,000 − 23,872.12 = **₹127.88** a unit, or about ₹128 × 65 = **₹8,320** a lot.",
            "Suppose the screen shows the call at ₹505 and the put at ₹377 (close to what a pricing model gives at 16% implied volatility). C − P = 505 − 377 = **₹128**: the pair is in line with parity.",
            "With yearly compounding at 6.5% instead: 24,000 ÷ 1.065^0.0822 = 23,876.10, so C − P = **₹123.90**. The small gap is only the way the rate is quoted; use the form that matches the rate you have.",
            "Notice what parity does **not** say: it does not say calls and puts at the same strike cost the same. At the money, the call is dearer by roughly the interest on the strike, because owning the call instead of the index lets you keep the money in a deposit until expiry.",
          ],
        },
        {
          type: "p",
          text: "Index futures give a cleaner way to write the same thing, and one that handles dividends for you. With no dividends, a future trades at F = S × e^(rT), here 24,000 × e^(0.065 × 0.0822) ≈ **24,129**. Substituting, parity becomes **C − P = (F − K) × e^(−rT)**: (24,129 − 24,000) × 0.99467 ≈ ₹128, the same answer. Because the future's price already reflects the dividends the market expects over the period, traders check parity against the future rather than against the spot index, which would need a separate dividend estimate.",
        },
      ],
    },
    {
      id: "synthetics",
      heading: "Synthetic positions: the same bet in different clothes",
      blocks: [
        {
          type: "p",
          text: "Rearranging the equation shows that any one of the four pieces can be built from the other three. These combinations are called **synthetic** positions. They matter because the same risk can be hidden under a different name.",
        },
        {
          type: "table",
          caption: "Synthetic positions from put-call parity (same strike and expiry)",
          columns: ["You hold", "It behaves like", "Why it matters"],
          rows: [
            [
              "Long call + short put",
              "A long future (bought at about the strike, adjusted for interest)",
              "Selling the put adds the full downside of a future: this is not a limited-risk option trade",
            ],
            ["Long put + short call", "A short future", "Losses grow without limit if the market rises"],
            [
              "Long index + long put (a protective put)",
              "A long call plus a deposit",
              "Insurance and call buying are the same trade, with the same time decay",
            ],
            [
              "Long index + short call (a covered call)",
              "A short put plus a deposit",
              "A covered call carries a put seller's crash risk",
            ],
          ],
          note: "Before costs and margins. A synthetic needs margin on its short leg, and each leg is a separate order with its own charges.",
        },
        {
          type: "p",
          text: 'The last row is the useful surprise. The [covered call](/courses/advanced-trading-strategies/lessons/option-strategies-explained) is often sold as a safe income strategy, while selling puts is seen as risky; parity shows they are the same position. The same goes for implied volatility: because a call and a put at one strike must satisfy parity, their implied volatilities are almost the same. A put is never "cheap" next to the call at the same strike once the interest term is allowed for.',
        },
      ],
    },
    {
      id: "when-parity-breaks",
      heading: "When the prices seem to break parity",
      blocks: [
        {
          type: "p",
          text: "Suppose the put in the example were quoted at ₹340 instead of ₹377. Then C − P = 505 − 340 = ₹165, ₹37 above parity. In theory you would sell the call, buy the put and buy the future (a **conversion**). At expiry, the short call and long put together pay K − S, and the future pays S − F, so the total is K − F plus the premium collected: 24,000 − 24,129 + 165 = **₹36 a unit**, or ₹2,340 a lot, whatever the index does. At the fair put price of ₹377 the same trade gives 24,000 − 24,129 + 128 = −₹1, about nothing, as parity says it should.",
        },
        {
          type: "list",
          items: [
            "Gaps like this are found and closed by professional arbitrage desks in fractions of a second. What a retail screen shows as a gap is usually a stale last-traded price, a wide [bid-ask spread](/resources/stock-terminologies#term-bid-ask-spread) or an illiquid strike.",
            "Three legs mean three orders to open and more to close: brokerage and GST on each, STT of {{fact:stt-options}} on the option premium sold, exchange charges and stamp duty. On a ₹36 edge these can take a large share.",
            "The short call and the future need margin, blocked for the whole period, and the put's premium is paid in full upfront, as SEBI's rules require of option buyers.",
            "Dividends and interest rates are estimates. A larger-than-expected dividend changes the fair value of the future and of the pair.",
          ],
        },
        {
          type: "callout",
          tone: "warning",
          title: "Understanding prices is not an edge",
          text: "Parity explains why option prices hang together; it does not make trading them profitable. SEBI found that {{fact:fo-study-loss-share}} of individual F&O traders made a net loss over FY 2021-22 to FY 2023-24, and about {{fact:fo-study-fy25-loss-share}} in FY 2024-25. Read the evidence in the [first lesson](/courses/advanced-trading-strategies/lessons/trading-vs-investing-evidence) before risking money, and compare what a deposit pays with our [return calculator](/calculators/return).",
        },
      ],
    },
  ],
  keyPoints: [
    "A call plus the present value of the strike pays the same as a put plus the underlying at expiry, so C − P = S − K × e^(−rT).",
    "Using the future instead of the spot index, C − P = (F − K) × e^(−rT), which allows for expected dividends.",
    "Long call plus short put is a synthetic long future; a covered call is a synthetic short put, with the same crash risk.",
    "Because of parity, a call and a put at the same strike have almost the same implied volatility: neither is cheap next to the other.",
    "Apparent parity gaps on a retail screen are usually stale prices or wide spreads, and costs and margins eat small edges.",
  ],
  checkYourself: {
    question:
      "The index is at 24,000, the 30-day 24,000 call trades at ₹505 and interest is 6.5% a year, so K × e^(−rT) is about 23,872. What should the 24,000 put cost, and what position do you hold if you buy the call and sell the put?",
    answer:
      "Parity gives P = C − S + K × e^(−rT) = 505 − 24,000 + 23,872 = about ₹377. Buying the call and selling the put is a synthetic long future: you gain about ₹65 for every point the index rises and lose the same for every point it falls, per lot of 65, with no limit to the loss except the index reaching zero.",
  },
  sources: [
    {
      title: "NSE: equity derivatives, list of underlyings and contract information",
      url: "https://www.nseindia.com/products-services/equity-derivatives-list-underlyings-information",
    },
    {
      title:
        "SEBI circular (1 October 2024): measures to strengthen equity index derivatives framework (upfront collection of option premium)",
      url: "https://www.sebi.gov.in/legal/circulars/oct-2024/measures-to-strengthen-equity-index-derivatives-framework-for-increased-investor-protection-and-market-stability_87208.html",
    },
    {
      title:
        "SEBI (September 2024): Study: analysis of profits and losses in the equity derivatives segment, FY22-FY24",
      url: "https://www.sebi.gov.in/reports-and-statistics/research/sep-2024/study-analysis-of-profits-and-losses-in-the-equity-derivatives-segment-fy22-fy24-_86905.html",
    },
    {
      title: "NSE: securities transaction tax on equity derivatives",
      url: "https://www.nseindia.com/static/products-services/equity-derivatives-securities-transaction-tax",
    },
  ],
};
