import type { CourseLesson } from "../../types.ts";

export const optionPricingAndGreeksLesson: CourseLesson = {
  id: "option-pricing-and-greeks",
  title: "Option pricing and the Greeks, without heavy maths",
  description:
    "What drives an option's premium, how delta, gamma, theta and vega describe its risks, what implied volatility means, and why being right can still lose.",
  lastReviewed: "2026-11-24",
  sections: [
    {
      id: "what-drives-premium",
      heading: "What an option's price depends on",
      blocks: [
        {
          type: "p",
          text: "Before expiry an option is worth more than its intrinsic value, because the underlying may still move. Its premium depends on five things: where the underlying is compared with the strike, **time** left to expiry, the **volatility** the market expects, interest rates and expected dividends. The last two matter little for short-dated index options. The first three do almost all the work.",
        },
        {
          type: "p",
          text: "Pricing models such as Black-Scholes turn these inputs into a price by estimating the option's average payoff across all the paths the price might take. You do not need the formula. You need the intuition: more time and more expected [volatility](/resources/investment-terminologies#term-volatility) mean a wider range of possible prices at expiry, and so a more valuable option for the buyer and a riskier one for the seller.",
        },
        {
          type: "p",
          text: "A handy rule of thumb for an at-the-money option is: premium ≈ 0.4 × underlying price × volatility × √(days to expiry ÷ 365). With the index at 24,000, 16% volatility and 30 days left, that gives 0.4 × 24,000 × 0.16 × √(30 ÷ 365) = 0.4 × 24,000 × 0.16 × 0.2867 ≈ **₹440**. The square root is the key: premium shrinks with the square root of time, not in a straight line.",
        },
      ],
    },
    {
      id: "implied-volatility",
      heading: "Implied volatility and India VIX",
      blocks: [
        {
          type: "p",
          text: "Every input to the model is known except expected volatility. So traders work backwards: the volatility that makes the model price equal the market price is called **implied volatility (IV)**. It is the market's price for uncertainty. IV rises when traders fear big moves (before an election result, a budget or a company's results, or in a crash) and falls when the event has passed. A fall in IV after the event, often called **IV crush**, can make options lose value even if the underlying moves the way the buyer hoped.",
        },
        {
          type: "p",
          text: "[India VIX](/resources/stock-terminologies#term-india-vix) is NSE's measure of the implied volatility of Nifty 50 options over the next 30 days, as a yearly percentage. A VIX of 16 means the market expects the index to stay within about 24,000 × 0.16 × √(30 ÷ 365) ≈ **1,101 points** (about 4.6%) of today's level over the next 30 days roughly two times in three, if moves followed a bell curve. They do not quite: large falls come more often than a bell curve suggests. In our Nifty 50 month-end data from January 1996 to December 2025, the index fell by more than 10% in a month 12 times out of 360, including 26.4% in October 2008.",
        },
      ],
    },
    {
      id: "the-greeks",
      heading: "The Greeks: four ways an option's price moves",
      blocks: [
        {
          type: "table",
          caption: "The Greeks for an at-the-money index call, 7 days to expiry (index 24,000, IV 16%)",
          columns: [
            "Greek",
            "What it measures",
            "Value in this example",
            "What it means in rupees for 1 lot of 65",
          ],
          rows: [
            [
              "**Delta**",
              "Change in premium for a 1-point move in the underlying",
              "about 0.50",
              "A 100-point rise adds about ₹50 to the premium, or ₹3,250 per lot",
            ],
            [
              "**Gamma**",
              "Change in delta for a 1-point move",
              "about 0.00075",
              "After a 100-point rise, delta is about 0.58 (0.50 + 100 × 0.00075): the option speeds up as it moves into the money",
            ],
            [
              "**Theta**",
              "Change in premium for one day passing, all else equal",
              "about −₹16 a day",
              "About −₹1,040 a lot each day, and faster as expiry nears",
            ],
            [
              "**Vega**",
              "Change in premium for a 1-point change in implied volatility",
              "about ₹13",
              "IV falling from 16% to 13% takes about ₹39 off the premium, or ₹2,535 per lot",
            ],
          ],
          note: "Computed with the Black-Scholes model, interest and dividends ignored; illustrative lot size. Put deltas are negative: a put gains when the underlying falls.",
        },
        {
          type: "list",
          items: [
            "**Delta** runs from 0 (far out of the money) through about 0.5 (at the money) to 1 (deep in the money) for calls. A position's total delta tells you how many units of the underlying it behaves like right now.",
            "**Gamma** is highest for at-the-money options close to expiry. That is why expiry-day options can double or go to zero within an hour, and why sellers of such options can be hurt so fast.",
            "**Theta** is the daily rent an option buyer pays and a seller collects. It is not free money for the seller: it is payment for carrying gamma risk.",
            "**Vega** is larger for options with more time left. Buying options when IV is high means paying up for uncertainty that may not arrive.",
          ],
        },
      ],
    },
    {
      id: "right-but-lost",
      heading: "Right on direction, still a loss",
      blocks: [
        {
          type: "example",
          title: "A call bought before an event",
          lines: [
            "You buy 1 lot (65) of an at-the-money 24,000 call with 7 days to expiry at about **₹212**, with IV at 16% ahead of an event. Premium paid: ₹212 × 65 = ₹13,780.",
            "Two days later the event has passed. The index has risen 100 points to 24,100, as you expected, but IV has fallen to 13%.",
            "Rough estimate with the Greeks: delta +0.5 × 100 = +₹50; theta 2 days × −₹16 = −₹32; vega −3 points × ₹13 = −₹39. Net ≈ +50 − 32 − 39 = **−₹21** a unit.",
            "A full repricing with the model gives about **₹201**, a fall of about ₹11 a unit, because the Greeks themselves shift as price, time and volatility change. Either way, the premium fell.",
            "Loss on the lot: (₹201 − ₹212) × 65 = **−₹715**, before costs, on a correct call on direction.",
            "Had IV stayed at 16%, the same 100-point rise over two days would have lifted the premium to about ₹234, a gain of about ₹22 × 65 = ₹1,430. The difference was the market's price for uncertainty, which disappeared with the event.",
          ],
        },
        {
          type: "table",
          caption: "How time value melts: at-the-money call, index 24,000, IV 16%",
          columns: ["Days to expiry", "Premium", "Per lot of 65"],
          rows: [
            ["30", "₹439", "₹28,535"],
            ["21", "₹367", "₹23,855"],
            ["14", "₹300", "₹19,500"],
            ["7", "₹212", "₹13,780"],
            ["3", "₹139", "₹9,035"],
            ["1", "₹80", "₹5,200"],
          ],
          note: "Black-Scholes values, interest and dividends ignored; the index and IV are assumed not to change. Daily decay is about ₹7 at 30 days and about ₹16 at 7 days.",
        },
        {
          type: "p",
          text: "The table shows why short-dated option buying is so hard: a quarter of the time (7 of 30 days) still costs about half the 30-day premium, and the last days melt fastest. It also shows why selling short-dated options looks attractive: the decay is quick and steady, until a large move arrives. Both sides of that trade are covered in the lesson on [option strategies](/courses/advanced-trading-strategies/lessons/option-strategies-explained), and the cost of each trade in [costs and taxes of trading](/courses/advanced-trading-strategies/lessons/costs-and-taxes-of-trading). If you want to see how volatile markets have been for long-term investors, the [investment losses guide](/resources/investment-losses) walks through the Nifty's biggest falls and recoveries.",
        },
      ],
    },
  ],
  keyPoints: [
    "An option's premium depends mostly on the distance to the strike, the time left and the volatility the market expects.",
    "Implied volatility is the market's price for uncertainty; India VIX measures it for Nifty 50 options over 30 days.",
    "Delta measures sensitivity to price, gamma how fast delta changes, theta the daily time decay and vega sensitivity to implied volatility.",
    "Time value shrinks with the square root of time, so the last days before expiry melt fastest.",
    "A buyer can be right on direction and still lose money if time passes and implied volatility falls.",
  ],
  checkYourself: {
    question:
      "An at-the-money call has delta 0.5, theta −₹15 a day and vega ₹12. Over one day the index rises 40 points and implied volatility rises 1 point. Roughly how much does the premium change, and which Greek helped most?",
    answer:
      "Delta adds about 0.5 × 40 = ₹20, theta takes away about ₹15 and vega adds about ₹12, so the premium rises roughly 20 − 15 + 12 = ₹17. Delta contributed most, but without the rise in implied volatility the gain would have been only about ₹5: time decay ate most of the price move.",
  },
  sources: [
    {
      title: "NSE: India VIX, volatility index methodology and data",
      url: "https://www.nseindia.com/products-services/indices-india-vix",
    },
    {
      title: "NSE: equity derivatives, list of underlyings and contract information",
      url: "https://www.nseindia.com/products-services/equity-derivatives-list-underlyings-information",
    },
    {
      title:
        "SEBI circular (1 October 2024): measures to strengthen equity index derivatives framework (expiry-day risk)",
      url: "https://www.sebi.gov.in/legal/circulars/oct-2024/measures-to-strengthen-equity-index-derivatives-framework-for-increased-investor-protection-and-market-stability_87208.html",
    },
  ],
};
