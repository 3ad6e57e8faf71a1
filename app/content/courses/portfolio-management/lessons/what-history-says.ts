import { drawdownFigure, sequenceFigure } from "../../figures/portfolio.ts";
import type { CourseLesson } from "../../types.ts";

export const whatHistorySaysLesson: CourseLesson = {
  id: "what-history-says",
  title: "Mixing assets: what Indian market history shows",
  description:
    "Returns and worst years of all-equity, 60/40 and 60/20/20 portfolios in India from 2006 to 2025 with yearly rebalancing, and how assets behaved in bad years.",
  lastReviewed: "2026-11-24",
  sections: [
    {
      id: "method",
      heading: "The method, stated plainly",
      blocks: [
        {
          type: "p",
          text: "Claims about portfolio mixes are only as good as the data and the rules behind them, so here are ours. Every figure in this lesson was computed from NiveshShala's market-history files, which record one return per calendar year for each series.",
        },
        {
          type: "list",
          items: [
            "**Equity**: the Nifty 50 Total Return Index (price plus dividends reinvested). It is available from 2006, so the test runs over the **20 calendar years 2006-2025**.",
            "**Debt**: a constant-maturity 10-year government bond, modelled from year-end yields: bought at par at one year-end, repriced a year later as a 9-year bond at the new yield, plus the coupon. It is an approximation, not a fund or an index.",
            "**Gold**: the London gold price converted to rupees at the year-end exchange rate; it leaves out Indian import duty and GST.",
            "**Rebalancing**: every 1 January each portfolio is reset to its target weights, so each year's return is the weighted sum of the three assets' returns.",
            "**Not included**: fund costs, taxes, and the tax and exit loads that rebalancing would trigger in real life (see [rebalancing](/courses/portfolio-management/lessons/rebalancing)).",
          ],
        },
      ],
    },
    {
      id: "results",
      heading: "What each mix returned",
      blocks: [
        {
          type: "table",
          caption: "Portfolio mixes, 2006-2025, rebalanced every 1 January",
          columns: [
            "Mix (equity/debt/gold)",
            "Return a year (CAGR)",
            "Worst calendar year",
            "Best calendar year",
            "Years with a loss",
            "₹10 lakh at the start of 2006 became",
          ],
          rows: [
            [
              "100/0/0",
              "{{fact:nifty-tri-cagr}}",
              "−{{fact:nifty-tri-2008}} (2008)",
              "+77.59% (2009)",
              "3",
              "about ₹1.17 crore",
            ],
            ["80/20/0", "12.83%", "−35.87% (2008)", "+60.02% (2009)", "3", "about ₹1.12 crore"],
            ["60/40/0", "12.04%", "−20.46% (2008)", "+42.45% (2009)", "2", "about ₹97.2 lakh"],
            ["60/20/20", "13.74%", "−20.19% (2008)", "+48.74% (2009)", "3", "about ₹1.31 crore"],
            ["40/60/0", "10.85%", "−7.18% (2011)", "+26.63% (2007)", "2", "about ₹78.4 lakh"],
            ["0/100/0", "7.36%", "−10.25% (2009)", "+25.75% (2008)", "1", "about ₹41.4 lakh"],
          ],
          note: "Consumer prices rose 6.50% a year over the same 20 years, so ₹10 lakh of 2006 purchasing power needed about ₹35 lakh in 2025. Before tax and costs.",
        },
        {
          type: "list",
          items: [
            "**60/40 gave up about one percentage point a year** against all equity (12.04% against 13.10%) but cut the worst year from −51.27% to −20.46%. For most people, a portfolio they can hold through a crash is worth more than the last point of return.",
            "**The gold mix came out on top**, but read that carefully. Gold returned +75.85% in 2025 alone, the largest year in its 46-year record. Stop the test at 2024 and 60/20/20 earned 13.23% a year against 13.16% for all equity: about the same return, with far smaller falls. Do not expect another 2025.",
            "**All debt** only just beat inflation before tax. After tax at a high slab rate it would not have.",
          ],
        },
      ],
    },
    {
      id: "bad-years",
      heading: "What happened in the bad years",
      blocks: [
        {
          type: "table",
          caption: "Calendar-year returns in difficult years",
          columns: ["Year", "Nifty 50 TRI", "10-year G-sec (modelled)", "Gold in rupees", "CPI inflation"],
          rows: [
            ["2008", "−{{fact:nifty-tri-2008}}", "+25.75%", "+27.12%", "8.35%"],
            ["2011", "−23.81%", "+3.91%", "+28.87%", "8.91%"],
            ["2013", "+8.07%", "+3.33%", "−18.04%", "10.02%"],
            ["2015", "−3.01%", "+8.48%", "−7.86%", "4.91%"],
            ["2020", "+16.14%", "+11.11%", "+27.81%", "6.62%"],
          ],
          note: "Calendar years hide falls that happen and recover within a year.",
        },
        drawdownFigure,
        {
          type: "p",
          text: "In the two big equity losses, 2008 and 2011, gold rose strongly, and in 2008 long government bonds jumped as interest rates were cut. But in 2015 gold and equity fell together, and in 2013 gold fell 18% while inflation ran at 10%. The 2020 row looks calm, yet the Nifty 50's month-end close fell 29.3% from December 2019 (12,168.45) to March 2020 (8,597.75) before recovering to end the year higher. Yearly data understate how deep a fall feels while you are living through it.",
        },
      ],
    },
    {
      id: "correlation",
      heading: "Correlation: useful, but not a constant",
      blocks: [
        {
          type: "p",
          text: "[Correlation](/resources/investment-terminologies#term-correlation) measures how two assets move together, from +1 (in lockstep) to −1 (opposite). Over 2006-2025 the correlation of yearly returns was about **−0.62 between equity and debt** and about **−0.08 between equity and gold**. Take out just 2008 and 2009, though, and the equity-debt figure drops to about 0.01: no relationship at all. The strongly negative number came almost entirely from one crisis, when rates were cut and bond prices jumped.",
        },
        {
          type: "p",
          text: "So diversification is real, but it is not a law. Different assets have often cushioned each other in crises, sometimes not, and a single correlation figure can hide that. Hold a mix because you do not know which asset will save you next time, not because a number promises that one will.",
        },
      ],
    },
    {
      id: "living-through-2008",
      heading: "Living through 2008 and 2009 with ₹10 lakh",
      blocks: [
        {
          type: "example",
          title: "₹10,00,000 invested on 1 January 2008",
          lines: [
            "**All equity**: ₹10,00,000 × (1 − 51.27%) = ₹4,87,300 at the end of 2008; × (1 + 77.59%) = **₹8,65,396** at the end of 2009.",
            "**60/40, rebalanced**: equity ₹6,00,000 × 0.4873 = ₹2,92,380; debt ₹4,00,000 × 1.2575 = ₹5,03,000; total ₹7,95,380 (−20.46%).",
            "On 1 January 2009 the investor resets to 60/40: equity target 60% × ₹7,95,380 = ₹4,77,228, so ₹4,77,228 − ₹2,92,380 = ₹1,84,848 moves from debt into equity, leaving ₹3,18,152 in debt.",
            "During 2009: ₹4,77,228 × 1.7759 = ₹8,47,509 and ₹3,18,152 × (1 − 10.25%) = ₹2,85,541. Total **₹11,33,050**.",
            "**60/40, never rebalanced**: ₹2,92,380 × 1.7759 = ₹5,19,238 and ₹5,03,000 × 0.8975 = ₹4,51,442. Total ₹9,70,680.",
            "Rebalancing meant buying equity when it felt worst. That one uncomfortable step added ₹1,62,370 over two years in this case.",
          ],
        },
      ],
    },
    {
      id: "limits",
      heading: "What this test cannot tell you",
      blocks: [
        {
          type: "list",
          items: [
            "Twenty years contain one global crash and one pandemic. A different twenty years could rank the mixes differently.",
            "The debt series is a model of a long government bond; a short-duration fund or an FD would have been steadier and would not have jumped in 2008.",
            "Real portfolios pay expense ratios and tax, and rebalancing by selling can trigger capital gains tax.",
            "A SIP investor's experience differs from a lump sum's. The [SIP simulation](/tools/sip-simulation) lets you see a range of possible paths, and the [SIP calculator](/calculators/sip) shows the arithmetic at a steady rate.",
          ],
        },
        sequenceFigure,
        {
          type: "p",
          text: "The lasting lesson is the shape of the trade-off: adding debt and gold to equity lowered returns a little and cut the worst year by more than half. That is what you choose when you set your allocation.",
        },
      ],
    },
  ],
  keyPoints: [
    "Over 2006-2025, 60/40 earned 12.04% a year against 13.10% for all equity, but its worst year was −20.46% instead of −51.27%.",
    "Adding 20% gold helped in this period, partly because of an exceptional 2025 (+75.85%); to 2024 it matched all equity with much smaller falls.",
    "Gold and long bonds rose in 2008, but gold and equity fell together in 2015: correlations change and are not guarantees.",
    "Yearly rebalancing in 2009 meant buying equity after the crash, which added to returns in this test.",
    "Always state the series, years and method behind any historical figure, and remember taxes and costs are left out.",
  ],
  checkYourself: {
    question:
      "In 2011 the Nifty 50 TRI returned −23.81%, the modelled 10-year G-sec +3.91% and gold +28.87%. What did a 60/20/20 portfolio, rebalanced on 1 January, return that year?",
    answer:
      "0.6 × (−23.81%) + 0.2 × 3.91% + 0.2 × 28.87% = −14.286% + 0.782% + 5.774% = about −7.73%, against −23.81% for all equity.",
  },
  sources: [
    {
      title: "NSE Indices: Nifty 50 index (total return variant)",
      url: "https://www.niftyindices.com/indices/equity/broad-based-indices/nifty--50",
    },
    {
      title: "SEBI circular: Benchmarking of scheme's performance to Total Return Index (4 January 2018)",
      url: "https://www.sebi.gov.in/legal/circulars/jan-2018/benchmarking-of-scheme-s-performance-to-total-return-index_37273.html",
    },
    {
      title: "SEBI circular: Categorization and Rationalization of Mutual Fund Schemes (6 October 2017)",
      url: "https://www.sebi.gov.in/legal/circulars/oct-2017/categorization-and-rationalization-of-mutual-fund-schemes_36199.html",
    },
  ],
};
