import { niftyRollingWindowsTable } from "../../../shared/nifty-history.ts";
import { riskRollingFigure } from "../../figures/fundamentals.ts";
import type { CourseLesson } from "../../types.ts";

export const riskAndReturnLesson: CourseLesson = {
  id: "risk-and-return",
  title: "Risk and return: what a bad year looks like",
  description:
    "The kinds of investment risk, the worst years Indian shares, gold and bonds have actually had, and why a longer time horizon changes the picture.",
  lastReviewed: "2026-11-24",
  sections: [
    {
      id: "what-risk-means",
      heading: "What risk means for an investor",
      blocks: [
        {
          type: "p",
          text: 'For an investor, [risk](/resources/investment-terminologies#term-risk) is the chance that things turn out differently from what you planned, and above all the chance of having less money than you need on the day you need it. It comes in several forms, and a "safe" investment usually just swaps one for another:',
        },
        {
          type: "list",
          items: [
            "**Volatility**: prices swing up and down. Shares can fall by nearly a third in a few months and recover later. See [volatility](/resources/investment-terminologies#term-volatility).",
            "**Permanent loss**: a company fails, a borrower defaults, or the scheme was a fraud. Unlike a swing, this does not come back.",
            "**Inflation risk**: your rupees are safe but buy less each year, the main risk of deposits and cash ([why invest](/courses/investment-fundamentals/lessons/why-invest)).",
            "**Interest-rate risk**: when interest rates rise, the market price of existing bonds and bond funds falls.",
            "**Credit risk**: the borrower behind a bond, debenture or company deposit cannot pay interest or principal on time.",
            "**Liquidity risk**: you cannot sell quickly at a fair price, as with property or some small-company shares.",
          ],
        },
        {
          type: "p",
          text: "Return is the reward for carrying these risks, and the reward is never promised. Higher-risk assets have earned more over long periods in the past, but only for holders who sat through years like the ones below.",
        },
      ],
    },
    {
      id: "bad-years",
      heading: "What a bad year has looked like",
      blocks: [
        {
          type: "table",
          caption:
            "The worst calendar years in Indian market history (returns in rupees, before tax and costs)",
          columns: ["Series (years covered)", "Worst year", "Next worst", "Years with a loss"],
          rows: [
            [
              "Sensex, price only (1980-2025)",
              "−52.45% (2008)",
              "−24.64% (2011), −20.79% (1995)",
              "10 of 46",
            ],
            [
              "Nifty 50 Total Returns Index (2006-2025)",
              "−{{fact:nifty-tri-2008}} (2008)",
              "−23.81% (2011)",
              "3 of 20",
            ],
            [
              "Gold, world price in rupees (1980-2025)",
              "−22.67% (1981)",
              "−18.04% (2013), −13.98% (1997)",
              "10 of 46",
            ],
            [
              "10-year government bond, modelled from yields (2002-2025)",
              "−10.25% (2009)",
              "−5.45% (2004)",
              "2 of 24",
            ],
          ],
          note: "From our market-history data: calendar-year returns, price index for the Sensex (dividends excluded), total returns for the Nifty 50 TRI (see [index and TRI](/courses/investment-fundamentals/lessons/words-you-will-meet#index-and-tri)). The bond series is a model of a 10-year government bond built from year-end yields, not an index or a fund.",
        },
        {
          type: "p",
          text: "Calendar years hide the worst of it. On month-end closing levels the Nifty 50 fell **55.1%** from December 2007 (6,138.60) to November 2008 (2,755.10), and it first closed a month above the old peak only in October 2013, 70 months after the peak. October 2008 alone took off 26.41%; March 2020 took off 23.25%. The fall from a peak to a low is called a [drawdown](/resources/investment-terminologies#term-drawdown); our page on [investment losses](/resources/investment-losses) looks at both episodes in detail.",
        },
      ],
    },
    {
      id: "average-and-spread",
      heading: "The average return and the spread around it",
      blocks: [
        {
          type: "table",
          caption: "Long-run return and yearly swings by asset",
          columns: [
            "Series (years)",
            "Compound yearly return",
            "Simple average of yearly returns",
            "Standard deviation",
          ],
          rows: [
            ["Sensex, price only (1980-2025)", "15.37%", "19.17%", "30.10%"],
            ["Nifty 50 TRI (2006-2025)", "{{fact:nifty-tri-cagr}}", "16.56%", "27.03%"],
            ["Gold in rupees (1980-2025)", "10.42%", "11.57%", "16.52%"],
            ["10-year government bond, modelled (2002-2025)", "7.40%", "7.67%", "7.77%"],
            ["Consumer prices, for context (1980-2025)", "7.39%", "7.44%", "3.07%"],
          ],
          note: "Computed from the calendar-year returns in our market-history data.",
        },
        {
          type: "p",
          text: "The [standard deviation](/resources/mutual-fund-terminologies#term-standard-deviation) measures how widely yearly returns scatter around their average. Ranked by standard deviation, the assets come out in the same order as ranked by compound return: the ones with the largest swings earned the most over these long periods. Notice too that the compound return ([CAGR](/resources/investment-terminologies#term-cagr)) is always below the simple average, and further below it the bigger the swings. A fall of 50% followed by a rise of 50% averages zero, yet ₹100 becomes ₹50 and then only ₹75.",
        },
      ],
    },
    {
      id: "horizon-changes-the-picture",
      heading: "Why the time horizon changes the picture",
      blocks: [
        {
          type: "p",
          text: "The table below uses [rolling windows](/courses/investment-fundamentals/lessons/words-you-will-meet#rolling-return): it takes every run of 1, 3, 5 and 10 consecutive calendar years in the Nifty 50 TRI's history, works out the [CAGR](/courses/investment-fundamentals/lessons/words-you-will-meet#cagr) of each, and reports the worst, the middle (median) and the best.",
        },
        niftyRollingWindowsTable({
          note: "Windows overlap and the series covers only 20 years, so read this as what has happened, not as probabilities.",
        }),
        {
          type: "p",
          text: "The longer the holding period, the narrower the range of outcomes. But longer is not the same as safe. In the longer Sensex record (price only, 1980-2025), 7.1% of five-year windows lost money, the worst returning −1.80% a year over 1994-1998, and the worst ten-year window returned only 2.59% a year (1993-2002), well below inflation in those years.",
        },
        riskRollingFigure,
        {
          type: "example",
          title: "₹1,00,000 invested at the worst moment: the start of 2008",
          lines: [
            "Nifty 50 Total Returns Index, calendar years, before costs and tax.",
            "End of 2008 (−51.27%): ₹1,00,000 × 0.4873 = ₹48,730.",
            "End of 2009 (+77.59%): ₹48,730 × 1.7759 = ₹86,540.",
            "End of 2010 (+19.22%): ₹1,03,173. End of 2011 (−23.81%): ₹78,607. End of 2012 (+29.43%): **₹1,01,741**.",
            "Five years later the investor was ahead by ₹1,741, a compound return of 0.35% a year.",
            "Consumer prices rose about 60.4% over those five years, so ₹1,01,741 at the end of 2012 bought what about ₹63,421 bought at the start of 2008: a large real loss.",
          ],
        },
        {
          type: "p",
          text: "The same example shows the other side. An investor who held on through 2009 got most of the fall back within two years; one who sold at the end of 2008 turned a temporary fall into a permanent loss of ₹51,270. Someone investing a fixed amount every month through those years would also have bought many units at low prices, which is the idea behind the SIPs you will meet in [mutual funds and SIPs](/courses/investment-fundamentals/lessons/mutual-funds-and-sips).",
        },
      ],
    },
    {
      id: "mixing-assets",
      heading: "Mixing assets softens the bad years",
      blocks: [
        {
          type: "p",
          text: "Different assets rarely have their bad years together. In 2008, when the Nifty 50 TRI lost {{fact:nifty-tri-2008}}, gold in rupees gained 27.12% and the modelled 10-year bond gained 25.75%. In 2013 it was the other way round: gold fell 18.04% while the index gained 8.07%. Spreading money across assets, called [diversification](/resources/investment-terminologies#term-diversification), does not remove risk, but it stops one asset's worst year from becoming your worst year.",
        },
        {
          type: "list",
          items: [
            "A ₹1,00,000 portfolio held 60% in the Nifty 50 TRI, 30% in the modelled bond and 10% in gold at the start of 2008 would have returned 0.6 × (−51.27%) + 0.3 × 25.75% + 0.1 × 27.12% = −20.33% that year, ending at about ₹79,675 instead of ₹48,730 for all-equity.",
            "Gold has its own long dry spells: its worst five-year window lost 3.32% a year (1981-1985). Read more on the [gold category page](/investments/gold) and in [diversification](/diversification).",
          ],
        },
      ],
    },
    {
      id: "your-own-risk",
      heading: "Your risk capacity and your risk tolerance",
      blocks: [
        {
          type: "p",
          text: "Two different things decide how much risk suits you. [Risk capacity](/resources/investment-terminologies#term-risk-capacity) is financial: a long horizon, a stable income, an emergency fund and no big loans mean you can afford a fall. [Risk tolerance](/resources/investment-terminologies#term-risk-tolerance) is emotional: how you actually behave when your portfolio is down 30%. Many people discover in their first crash that their tolerance was lower than they thought. Build your plan around the lower of the two; the [risk tolerance questionnaire](/calculators/risk-tolerance) is a useful starting point.",
        },
      ],
    },
  ],
  keyPoints: [
    "Risk has many forms: swings, permanent loss, inflation, interest-rate, credit and liquidity risk; safe-looking options usually trade one for another.",
    "Indian shares have lost about half their value in a single year (2008), gold more than a fifth (1981), and a 10-year government bond about a tenth (2009, modelled).",
    "The higher-swinging assets earned more over long periods, but only for investors who sat through the bad years.",
    "Longer horizons narrowed the range of equity outcomes, yet some five- and ten-year Sensex windows still lost money or lagged inflation.",
    "Mixing equity, debt and gold softened the worst years; build your mix around the lower of your risk capacity and risk tolerance.",
  ],
  checkYourself: {
    question:
      "Every 10-year window of the Nifty 50 TRI from 2006 to 2025 earned at least 6.78% a year. Does that make equity held for 10 years risk-free?",
    answer:
      "No. There are only 11 overlapping windows in 20 years of data, so they are not independent evidence. The longer Sensex record had a 10-year window that returned just 2.59% a year (1993-2002), below inflation, and future decades can differ from any past one.",
  },
  sources: [
    {
      title: "NSE Indices: Nifty 50 index (price and total returns)",
      url: "https://www.niftyindices.com/indices/equity/broad-based-indices/nifty--50",
    },
    {
      title: "LBMA: precious metal prices (LBMA Gold Price)",
      url: "https://www.lbma.org.uk/prices-and-data/precious-metal-prices",
    },
    {
      title: "World Bank: Inflation, consumer prices (annual %), India",
      url: "https://data.worldbank.org/indicator/FP.CPI.TOTL.ZG?locations=IN",
    },
    {
      title: "SEBI circular of 5 October 2020: product labelling in mutual fund schemes (riskometer)",
      url: "https://www.sebi.gov.in/legal/circulars/oct-2020/circular-on-product-labeling-in-mutual-fund-schemes-risk-o-meter_47796.html",
    },
  ],
};
