import type { CourseLesson } from "../../types.ts";

export const spreadsBeyondTheBasicsLesson: CourseLesson = {
  id: "spreads-beyond-the-basics",
  title: "Spreads beyond the basics: bear, credit, butterfly, calendar and ratio spreads",
  description:
    "Debit and credit vertical spreads, butterflies, calendar spreads and ratio spreads: the payoff, maximum loss, break-even and hidden risk of each, in rupees.",
  lastReviewed: "2026-11-27",
  sections: [
    {
      id: "debit-and-credit",
      heading: "Debit spreads and credit spreads",
      blocks: [
        {
          type: "p",
          text: "The [bull call spread](/courses/advanced-trading-strategies/lessons/option-strategies-explained) bought one call and sold a higher one. Every other vertical spread is the same idea: two options of one type and one expiry, at two [strike prices](/resources/stock-terminologies#term-strike-price), one bought and one sold. A spread that costs money to open is a **debit spread**: its maximum loss is the debit. A spread that pays money to open is a **credit spread**: its maximum gain is the credit, and its maximum loss is the gap between the strikes minus the credit. Credit spreads win more often and lose more when they lose; debit spreads the reverse. Neither is better; the trade-off is the same one, priced by the market.",
        },
        {
          type: "p",
          text: "The examples use an index at 24,000, an illustrative lot size of 65 units and illustrative premiums: calls 23,700 at ₹340, 24,000 at ₹180, 24,300 at ₹70, 24,900 at ₹25; puts 24,000 at ₹150, 23,700 at ₹85, 23,400 at ₹55, 23,100 at ₹25. Results are at expiry and before costs. None of them is a recommendation.",
        },
        {
          type: "example",
          title: "Three vertical spreads, one lot each",
          lines: [
            "**Bear put spread** (debit, expects a fall): buy the 24,000 put at ₹150, sell the 23,700 put at ₹85. Net debit ₹65 × 65 = **₹4,225**, the maximum loss, if the index ends at or above 24,000. Maximum gain (300 − 65) × 65 = **₹15,275**, at or below 23,700. Break-even 24,000 − 65 = **23,935**.",
            "**Bull put spread** (credit, expects no big fall): sell the 23,400 put at ₹55, buy the 23,100 put at ₹25. Net credit ₹30 × 65 = **₹1,950**, kept if the index ends at or above 23,400. Maximum loss (300 − 30) × 65 = **₹17,550**, at or below 23,100. Break-even 23,400 − 30 = **23,370**. You risk about ₹9 to make ₹1.",
            "**Bear call spread** (credit, expects no big rise): sell the 24,300 call at ₹70, buy the 24,900 call at ₹25. Net credit ₹45 × 65 = **₹2,925**. Maximum loss (600 − 45) × 65 = **₹36,075**, at or above 24,900. Break-even 24,300 + 45 = **24,345**.",
            "Costs: each spread is 2 orders to open and 2 to close, with brokerage and GST on each, STT of {{fact:stt-options}} on the premium of every option sold, and exchange charges. On the bull put spread, those can take a visible share of a ₹1,950 credit.",
          ],
        },
      ],
    },
    {
      id: "butterfly",
      heading: "The butterfly: a bet that the index stays near one level",
      blocks: [
        {
          type: "p",
          text: "A **long call butterfly** buys one call at a low strike, sells two at a middle strike and buys one at a high strike, all equally spaced. With the premiums above: buy the 23,700 call at ₹340, sell two 24,000 calls at ₹180, buy the 24,300 call at ₹70. Net debit = 340 − 2 × 180 + 70 = ₹50, or **₹3,250** a lot, the maximum loss, if the index ends at or below 23,700 or at or above 24,300. Maximum gain at exactly 24,000: (300 − 50) × 65 = **₹16,250**. Break-evens: 23,700 + 50 = **23,750** and 24,300 − 50 = **24,250**.",
        },
        {
          type: "p",
          text: "The attractive ratio of gain to loss is paid for with a narrow target: the index must finish within 250 points of 24,000 to make anything, and the full gain needs it to land almost exactly on the middle strike. Four legs mean eight orders for a round trip, and the middle strike must be traded twice.",
        },
      ],
    },
    {
      id: "calendar",
      heading: "Calendar spreads: trading time and volatility",
      blocks: [
        {
          type: "p",
          text: "A **calendar spread** sells a near-expiry option and buys a later-expiry option at the same strike. It does not have a simple payoff at expiry, because when the near option expires the far one still has time value. It profits if the index stays near the strike (the near option decays faster, as the [Greeks lesson](/courses/advanced-trading-strategies/lessons/option-pricing-and-greeks) showed) and if implied volatility holds up, since the longer option has more vega.",
        },
        {
          type: "example",
          title: "A 24,000 call calendar, valued when the near option expires",
          lines: [
            "Sell the 7-day 24,000 call at ₹212, buy the 30-day 24,000 call at ₹439 (Black-Scholes values at 16% IV, interest ignored). Net debit ₹227 × 65 = **₹14,755**.",
            "Seven days later the near call expires. The far call has 23 days left. Values below assume IV stays at 16% unless stated.",
            "**Index still at 24,000**: the near call expires worthless; the far call is worth about ₹385. Result: (385 − 227) × 65 = **+₹10,270**.",
            "**Index at 25,000**: the near call costs ₹1,000 to settle; the far call is worth about ₹1,079. Result: (1,079 − 1,000 − 227) × 65 = **−₹9,620**.",
            "**Index at 23,000**: the near call expires worthless; the far call is worth about ₹70. Result: (70 − 227) × 65 = **−₹10,205**.",
            "**Index at 24,000 but IV falls to 13%**: the far call is worth about ₹312. Result: (312 − 227) × 65 = **+₹5,525**, half the gain lost to the fall in volatility.",
          ],
        },
        {
          type: "p",
          text: "Calendar spreads need less margin than two separate positions, because the two legs partly offset. Under SEBI's circular of 1 October 2024, that benefit is **not given on the expiry day** for positions whose near leg expires that day, so the margin needed can jump just as the near option is most volatile; short options expiring that day also carry an extra 2% extreme loss margin.",
        },
      ],
    },
    {
      id: "ratio-spreads",
      heading: "Ratio spreads: where an unlimited loss hides",
      blocks: [
        {
          type: "p",
          text: "A **ratio spread** sells more options than it buys. A 1×2 call ratio spread buys one 24,000 call at ₹180 and sells two 24,300 calls at ₹70: net debit 180 − 140 = ₹40, or ₹2,600 a lot. Up to 24,000 you lose the ₹2,600. The best result is at 24,300: (300 − 40) × 65 = **₹16,900**. Above 24,300, one sold call is uncovered, and the loss grows point for point: break-even 24,300 + 260 = **24,560**; at 25,000 the result is (1,000 − 2 × 700 − 40) × 65 = **−₹28,600**; at 26,000, **−₹93,600**.",
        },
        {
          type: "callout",
          tone: "warning",
          title: "Count the sold options",
          text: "Whenever a strategy sells more options than it buys on the same side, it has at least one naked short option and no cap on the loss in that direction. Payoff charts on trading apps often stop at the edge of the screen; the loss does not. SEBI found that {{fact:fo-study-loss-share}} of individual F&O traders lost money over FY 2021-22 to FY 2023-24, and about {{fact:fo-study-fy25-loss-share}} in FY 2024-25. Check how much you could lose in a bad week with our [risk-tolerance questionnaire](/calculators/risk-tolerance) in mind, and note that a long-term holding of [stocks](/investments/stocks) needs none of these legs.",
        },
      ],
    },
    {
      id: "side-by-side",
      heading: "The spreads side by side",
      blocks: [
        {
          type: "table",
          caption: "Spreads from this lesson, 1 lot of 65, illustrative premiums, before costs",
          columns: ["Spread", "Opens for", "Maximum gain", "Maximum loss", "Loses when"],
          rows: [
            ["Bear put spread", "₹4,225 debit", "₹15,275", "₹4,225", "The index ends above 23,935"],
            ["Bull put spread", "₹1,950 credit", "₹1,950", "₹17,550", "The index ends below 23,370"],
            ["Bear call spread", "₹2,925 credit", "₹2,925", "₹36,075", "The index ends above 24,345"],
            [
              "Long call butterfly",
              "₹3,250 debit",
              "₹16,250",
              "₹3,250",
              "The index ends outside 23,750 to 24,250",
            ],
            [
              "Call calendar",
              "₹14,755 debit",
              "Depends on IV",
              "About the debit",
              "The index moves far, or IV falls",
            ],
            [
              "1×2 call ratio spread",
              "₹2,600 debit",
              "₹16,900",
              "Unlimited",
              "The index ends below 24,040 or above 24,560",
            ],
          ],
          note: "Calendar results are estimates from a pricing model, valued when the near option expires. The ratio spread's lower break-even is 24,000 + 40 = 24,040.",
        },
      ],
    },
  ],
  keyPoints: [
    "A debit spread's maximum loss is its debit; a credit spread's maximum loss is the strike gap minus the credit.",
    "Credit spreads win more often and lose more when they lose; the market prices the two sides of that trade-off.",
    "A butterfly risks a small debit for a larger gain that needs the index to end near the middle strike.",
    "A calendar spread profits from faster decay of the near option and loses on large moves or a fall in implied volatility.",
    "Any spread that sells more options than it buys has an uncapped loss on that side, and more legs mean more costs.",
  ],
  checkYourself: {
    question:
      "You sell the 23,500 put at ₹60 and buy the 23,200 put at ₹30, one lot of 65. What kind of spread is it, and what are its maximum gain, maximum loss and break-even at expiry, before costs?",
    answer:
      "It is a bull put spread, a credit spread: net credit ₹30 a unit. Maximum gain ₹30 × 65 = ₹1,950 if the index ends at or above 23,500. Maximum loss (300 − 30) × 65 = ₹17,550 at or below 23,200. Break-even 23,500 − 30 = 23,470.",
  },
  sources: [
    {
      title:
        "SEBI circular (1 October 2024): measures to strengthen equity index derivatives framework (calendar spread treatment on expiry day, extra ELM)",
      url: "https://www.sebi.gov.in/legal/circulars/oct-2024/measures-to-strengthen-equity-index-derivatives-framework-for-increased-investor-protection-and-market-stability_87208.html",
    },
    {
      title: "NSE: equity derivatives, list of underlyings and contract information",
      url: "https://www.nseindia.com/products-services/equity-derivatives-list-underlyings-information",
    },
    {
      title:
        "SEBI (July 2025): Comparative study of growth in equity derivatives segment vis-à-vis cash market after recent measures",
      url: "https://www.sebi.gov.in/reports-and-statistics/research/jul-2025/comparative-study-of-growth-in-equity-derivatives-segment-vis-vis-cash-market-after-recent-measures_95105.html",
    },
  ],
};
