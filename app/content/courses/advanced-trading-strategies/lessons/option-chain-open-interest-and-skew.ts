import type { CourseLesson } from "../../types.ts";

export const optionChainOpenInterestAndSkewLesson: CourseLesson = {
  id: "option-chain-open-interest-and-skew",
  title: "Reading the option chain: open interest, liquidity and the volatility skew",
  description:
    "What each column of an option chain means, how open interest changes, what the put-call ratio can and cannot tell you, and why Nifty puts carry a higher IV.",
  lastReviewed: "2026-11-27",
  sections: [
    {
      id: "the-chain",
      heading: "What the option chain shows",
      blocks: [
        {
          type: "p",
          text: "An **option chain** is the exchange's table of every call and put on one underlying for one expiry. NSE publishes it for each index and stock with derivatives. Strikes run down the middle; calls are on the left and puts on the right. For each strike and side you see the same set of columns:",
        },
        {
          type: "table",
          caption: "Columns of an option chain and what they mean",
          columns: ["Column", "What it is", "What to read from it"],
          rows: [
            [
              "**OI** ([open interest](/resources/stock-terminologies#term-open-interest))",
              "Contracts still open at the end of the last update: bought by someone and sold by someone, not yet closed or expired",
              "How much money is tied up in that strike; where liquidity is likely to be",
            ],
            [
              "**Change in OI**",
              "OI now minus OI at the previous day's close",
              "Whether positions are being opened or closed today",
            ],
            [
              "**Volume**",
              "Contracts traded today, opened or closed",
              "How actively the strike trades; high volume with flat OI means positions changing hands",
            ],
            [
              "**IV**",
              "The implied volatility that makes a pricing model match the option's price",
              "How expensive the option is, in a form you can compare across strikes",
            ],
            [
              "**LTP**",
              "Last traded price",
              "May be minutes old in a thin strike; trust the bid and ask more",
            ],
            [
              "**Bid / ask** (with quantities)",
              "The best price buyers are offering and sellers are asking",
              "The [bid-ask spread](/resources/stock-terminologies#term-bid-ask-spread) is a cost you pay on every round trip",
            ],
          ],
          note: "Layouts differ a little between NSE's page and brokers' screens; the definitions do not.",
        },
      ],
    },
    {
      id: "how-oi-changes",
      heading: "How open interest rises and falls",
      blocks: [
        {
          type: "p",
          text: "Every contract has a buyer and a seller, so OI counts contracts, not people on one side. It rises by one when a new buyer trades with a new seller, falls by one when both sides close existing positions, and does not change when an existing holder passes a position to a newcomer. Expiry sets it to zero.",
        },
        {
          type: "example",
          title: "One strike through one day, and what a wide spread costs",
          lines: [
            "At the start of the day the 24,000 call has an OI of 50,000 contracts. Illustrative lot size: 65 units.",
            "Trade 1: a trader opens a purchase of 400 contracts from a writer who is opening a short. Both are new: **OI +400**.",
            "Trade 2: an existing holder sells 300 contracts to a new buyer. The position changes hands: **OI unchanged**.",
            "Trade 3: a writer buys back 250 contracts from a holder who is closing. Both close: **OI −250**.",
            "End of day: volume = 400 + 300 + 250 = 950 contracts; OI = 50,000 + 400 − 250 = **50,150**, a change of +150.",
            "Money tied up: at a premium of ₹212, the open contracts carry 50,150 × 65 × ₹212 = **₹69,10,67,000** of premium, about ₹69 crore, paid by buyers and received by sellers.",
            "Liquidity cost: if this strike is quoted at ₹211.50 bid / ₹212.50 ask, buying and selling straight away costs ₹1 × 65 = **₹65** a lot. A far strike quoted at ₹118 / ₹122 costs ₹4 × 65 = **₹260** a lot, four times as much, before brokerage and STT.",
          ],
        },
        {
          type: "table",
          caption: "The usual labels for price and OI moves in futures, and their limits",
          columns: ["Price", "OI", "Common label", "What it actually shows"],
          rows: [
            [
              "Up",
              "Up",
              "Long build-up",
              "New positions opened while the price rose; each has a new seller too",
            ],
            ["Down", "Up", "Short build-up", "New positions opened while the price fell"],
            ["Up", "Down", "Short covering", "Positions closed while the price rose"],
            ["Down", "Down", "Long unwinding", "Positions closed while the price fell"],
          ],
          note: "The labels describe the past day. They name no side as smart money and they do not forecast the next move.",
        },
      ],
    },
    {
      id: "pcr-and-max-pain",
      heading: "Put-call ratio, max pain and other chain indicators",
      blocks: [
        {
          type: "p",
          text: 'The **put-call ratio** (PCR) divides the total OI of puts by that of calls for an expiry: 9,00,000 put contracts against 7,50,000 call contracts give a PCR of 1.2. Social media reads a high PCR as bullish ("put writers are confident") or bearish ("everyone is buying protection"), often both in the same week. OI does not tell you whether the buyers or the writers opened each position, or why: a put may be a hedge against a share portfolio, one leg of a spread, or a naked bet.',
        },
        {
          type: "p",
          text: "**Max pain** is the expiry level at which option buyers as a group would lose the most. Strikes with very large OI are sometimes called support and resistance. These are descriptions of where positions sit, not forecasts. This course does not know of any published, independent evidence that they predict the index well enough to cover trading costs, and SEBI's studies show how costly guessing is: {{fact:fo-study-loss-share}} of individual F&O traders lost money over FY 2021-22 to FY 2023-24. What the chain tells you reliably is practical: which strikes are liquid, how wide the spread is, and how expensive the options are.",
        },
      ],
    },
    {
      id: "iv-and-skew",
      heading: "Implied volatility across strikes: the skew",
      blocks: [
        {
          type: "p",
          text: "If markets behaved as the basic pricing model assumes, every strike of one expiry would show the same [implied volatility](/courses/advanced-trading-strategies/lessons/option-pricing-and-greeks). They do not. On index options, out-of-the-money puts usually show a **higher** IV than at-the-money options, and out-of-the-money calls a lower one. Plotted against strike, IV slopes down from left to right: the **volatility skew** (a curve rising at both ends is called a **smile**).",
        },
        {
          type: "list",
          items: [
            "**Crash insurance is in demand.** Investors and funds buy index puts to protect portfolios, and writers want more to carry the risk of a sudden fall.",
            "**Falls are faster than rises.** Markets tend to drop sharply and climb slowly, and volatility tends to jump when prices fall. The bell curve in the model underestimates large falls; our [investment losses guide](/resources/investment-losses) shows how deep the Nifty's worst falls have been.",
            "**The skew moves.** It steepens when fear rises, and the whole curve lifts before events, then drops after them. India VIX summarises the level of near-term IV for the Nifty, not its slope.",
          ],
        },
        {
          type: "example",
          title: "Two options equally far from the index, very different prices",
          lines: [
            "Index 24,000, 30 days to expiry, interest ignored. Illustrative IVs: 24,000 strike 16%, 23,000 put 19%, 25,000 call 14%.",
            "23,000 put at 19% IV: about **₹159** (₹10,335 a lot of 65). Priced at the at-the-money 16%, it would be about ₹103: the skew adds **₹56** a unit, ₹3,640 a lot.",
            "25,000 call at 14% IV: about **₹79** (₹5,135 a lot). At 16% it would be about ₹115.",
            "Both strikes are 1,000 points (4.2%) from the index, yet the put costs about twice as much as the call. The market charges more for protection against a fall than for a bet on an equal rise.",
            "Values from the Black-Scholes model with the stated IVs; real quotes differ. The lesson: compare options by IV, not by premium alone, and expect to pay a premium for crash protection.",
          ],
        },
        {
          type: "p",
          text: "Two practical consequences follow. Buyers of far out-of-the-money puts pay the steepest IV on the chain, so permanent protection costs more than the at-the-money IV suggests; the [protective put example](/courses/advanced-trading-strategies/lessons/option-strategies-explained) showed how that adds up over a year. Sellers of those puts collect the richest premiums precisely because they carry the crash risk. Neither side gets something for nothing. For a long-term investor, the steadier answer is still an [asset allocation](/tools/asset-allocation) you can hold through a fall.",
        },
      ],
    },
  ],
  keyPoints: [
    "An option chain lists every strike's OI, change in OI, volume, IV, last price and bid-ask quotes, calls on one side and puts on the other.",
    "Open interest rises when two new positions meet, falls when both sides close, and stays the same when a position changes hands.",
    "Labels such as long build-up, the put-call ratio and max pain describe where positions sit; they are not reliable forecasts.",
    "Index puts below the market usually carry a higher implied volatility than calls above it: the skew prices crash risk.",
    "Use the chain for what it shows reliably: liquid strikes, the cost of the spread and how expensive each option is.",
  ],
  checkYourself: {
    question:
      "A strike's OI rises from 40,000 to 40,600 contracts in a day when 2,000 contracts traded. Could all 2,000 contracts have been opened by new buyers and new sellers? And why might the 23,000 put cost more than the 25,000 call with the index at 24,000?",
    answer:
      "No. If every trade had been between two new positions, OI would have risen by 2,000; a rise of 600 means many trades closed positions or passed them on. The put can cost more because index puts below the market usually trade at a higher implied volatility (the skew): demand for crash protection, and the tendency of markets to fall faster than they rise.",
  },
  sources: [
    {
      title: "NSE: option chain (equity derivatives)",
      url: "https://www.nseindia.com/option-chain",
    },
    {
      title: "NSE: India VIX, volatility index methodology and data",
      url: "https://www.nseindia.com/products-services/indices-india-vix",
    },
    {
      title:
        "SEBI (September 2024): Study: analysis of profits and losses in the equity derivatives segment, FY22-FY24",
      url: "https://www.sebi.gov.in/reports-and-statistics/research/sep-2024/study-analysis-of-profits-and-losses-in-the-equity-derivatives-segment-fy22-fy24-_86905.html",
    },
  ],
};
