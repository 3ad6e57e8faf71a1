import { niftyWindows } from "../../../shared/nifty-history.ts";
import { measuringRollingFigure } from "../../figures/fundamentals.ts";
import type { CourseLesson } from "../../types.ts";

export const measuringReturnsLesson: CourseLesson = {
  id: "measuring-returns",
  title: "Measuring returns: absolute, CAGR, XIRR and the right benchmark",
  description:
    "Measure your portfolio honestly: absolute return, CAGR, XIRR for SIPs with dated cash flows, TRI benchmarks, rolling returns and real returns.",
  lastReviewed: "2026-11-24",
  sections: [
    {
      id: "absolute-and-cagr",
      heading: "Absolute return and CAGR",
      blocks: [
        {
          type: "p",
          text: "The **[absolute return](/resources/investment-terminologies#term-absolute-return)** is the simplest measure: (value now − amount invested) ÷ amount invested. It ignores time, so a 48% gain sounds the same whether it took two years or ten. For anything held longer than a year, convert it to a yearly rate.",
        },
        {
          type: "p",
          text: "**[CAGR](/resources/investment-terminologies#term-cagr)** (compound annual growth rate) is that yearly rate for a single investment: (ending value ÷ starting value)^(1 ÷ years) − 1. ₹5,00,000 that grows to ₹7,40,000 in four years has an absolute return of 48% but a CAGR of 1.48^(1/4) − 1 = about 10.3% a year. CAGR smooths the path: it says nothing about how bumpy the journey was. And it assumes one amount invested on one date, which is exactly what a SIP is not.",
        },
      ],
    },
    {
      id: "xirr",
      heading: "XIRR: the right measure for SIPs and real portfolios",
      blocks: [
        {
          type: "p",
          text: "Real portfolios receive money on many dates and sometimes pay money out. **[XIRR](/resources/investment-terminologies#term-xirr)** is the single yearly rate at which all those dated cash flows, including today's value, balance out. Each rupee is counted only for the time it was actually invested. Spreadsheets compute it with the XIRR function, many fund statements and apps show it, and our [return calculator](/calculators/return) works it out from a list of dates and amounts using the same convention (actual days ÷ 365).",
        },
        {
          type: "table",
          caption: "A one-year SIP: the cash flows",
          columns: ["Date", "Cash flow"],
          rows: [
            [
              "1 January to 1 December 2025, on the 1st of every month",
              "−₹10,000 each (12 instalments, ₹1,20,000 in all)",
            ],
            ["1 January 2026", "+₹1,28,000 (value of the units)"],
          ],
          note: "Money you put in is negative and money you get back (or the current value) is positive, as the XIRR function expects.",
        },
        {
          type: "example",
          title: "Why the SIP's return is not 6.67%",
          lines: [
            "Gain = ₹1,28,000 − ₹1,20,000 = ₹8,000. Absolute return = ₹8,000 ÷ ₹1,20,000 = **6.67%**.",
            "But the money was not invested for a whole year. The January instalment worked for 12 months, the December one for 1 month; on average each rupee was invested for only about 6.5 months.",
            "XIRR solves for the rate r that makes the flows balance: the sum of −₹10,000 × (1 + r)^−(days from 1 January 2025 ÷ 365) for each instalment, plus ₹1,28,000 × (1 + r)^−(365 ÷ 365), equals zero.",
            "The answer is about **12.5% a year**: nearly twice the absolute figure, because ₹8,000 was earned on money that was invested, on average, for about half a year.",
            "Treating ₹1,20,000 as if it were all invested on 1 January 2025 would give a 'CAGR' of 6.67% and badly understate the SIP.",
          ],
        },
        {
          type: "p",
          text: "The same logic catches the opposite mistake. If you added a large lump sum last month, the portfolio's absolute return will look small even if every rupee did well. Use XIRR for the whole portfolio, for each goal bucket and for each fund, and compare like with like.",
        },
      ],
    },
    {
      id: "benchmarks",
      heading: "Compare with the right benchmark: the TRI",
      blocks: [
        {
          type: "p",
          text: "A return means little on its own. Compare each fund with its stated [benchmark](/resources/mutual-fund-terminologies#term-benchmark), and use the **total return index (TRI)**, which includes dividends, not the price index. SEBI's circular of 4 January 2018 made TRI benchmarking compulsory for mutual fund schemes from 1 February 2018. The difference is large: from 2006 to 2025 the Nifty 50 price index rose 11.74% a year while the Nifty 50 TRI returned {{fact:nifty-tri-cagr}}, so ₹10 lakh grew to about ₹92.1 lakh on the price index but about ₹1.17 crore with dividends. A fund that beat the price index may still have lagged the TRI.",
        },
        {
          type: "p",
          text: "For the whole portfolio, build a blended benchmark matching your target, such as 60% Nifty 50 TRI and 40% a debt index, and ask whether your choices beat simply holding that mix. An [index fund](/strategies/index-investing) that tracks the benchmark closely at low cost is the natural yardstick for an active fund.",
        },
      ],
    },
    {
      id: "rolling",
      heading: "Rolling returns: judge consistency, not one lucky window",
      blocks: [
        {
          type: "p",
          text: `A trailing return (the last 1, 3 or 5 years from today) depends heavily on where the window starts and ends. **Rolling returns** look at every window of a given length and report the range. From our market-history data, the Nifty 50 TRI's calendar-year returns over 2006-2025 ranged from −{{fact:nifty-tri-2008}} (2008) to +{{fact:nifty-tri-2009}} (2009). Its three-year windows ranged from ${niftyWindows(3).worst.replace(" (", " a year (")} to ${niftyWindows(3).best}, with a median of ${niftyWindows(3).median}; its five-year windows from ${niftyWindows(5).worst} to ${niftyWindows(5).best}, median ${niftyWindows(5).median}. Same index, same rules: the outcome depended on the dates.`,
        },
        {
          type: "p",
          text: "When you judge a fund, look at its rolling three- and five-year returns against its benchmark TRI over several windows, not at one trailing number that happens to start after a crash or before a boom.",
        },
        measuringRollingFigure,
      ],
    },
    {
      id: "real-and-after-tax",
      heading: "Real and after-tax returns",
      blocks: [
        {
          type: "p",
          text: "Two more adjustments turn a headline into something you can spend. **Real return** removes inflation: (1 + nominal) ÷ (1 + inflation) − 1. Consumer prices rose 6.50% a year from 2006 to 2025, so the Nifty 50 TRI's 13.10% was about 1.131 ÷ 1.065 − 1 = 6.2% a year in real terms. **After-tax return** removes what you will owe on selling. A debt holding earning 7% before tax is worth much less to someone in the 30% slab. The [inflation calculator](/calculators/inflation) helps with the first adjustment; the lesson [costs and tax drag](/courses/portfolio-management/lessons/costs-and-tax-drag) covers the second.",
        },
      ],
    },
  ],
  keyPoints: [
    "Absolute return ignores time; CAGR annualises a single lump sum; XIRR annualises any set of dated cash flows.",
    "A one-year SIP of ₹10,000 a month worth ₹1,28,000 at the end has an absolute return of 6.67% but an XIRR of about 12.5%.",
    "Compare funds with their benchmark's TRI, compulsory since 1 February 2018; the Nifty 50 TRI beat the price index by about 1.4 points a year over 2006-2025.",
    "Rolling returns show the range of outcomes; Nifty 50 TRI three-year windows since 2006 ran from 1.05% to 22.96% a year.",
    "Real return = (1 + nominal) ÷ (1 + inflation) − 1; look at returns after inflation and tax.",
  ],
  checkYourself: {
    question:
      "You invested ₹2,00,000 three years ago and it is now worth ₹2,66,200. What are the absolute return and the CAGR, and when would XIRR give a different answer?",
    answer:
      "Absolute return = ₹66,200 ÷ ₹2,00,000 = 33.1%. CAGR = (2,66,200 ÷ 2,00,000)^(1/3) − 1 = 1.331^(1/3) − 1 = 10% a year. With a single investment and no withdrawals XIRR equals the CAGR; it differs once you add or withdraw money on other dates, as with a SIP.",
  },
  sources: [
    {
      title: "SEBI circular: Benchmarking of scheme's performance to Total Return Index (4 January 2018)",
      url: "https://www.sebi.gov.in/legal/circulars/jan-2018/benchmarking-of-scheme-s-performance-to-total-return-index_37273.html",
    },
    {
      title: "NSE Indices: Nifty 50 index (price and total return variants)",
      url: "https://www.niftyindices.com/indices/equity/broad-based-indices/nifty--50",
    },
    {
      title: "SEBI circular: Categorization and Rationalization of Mutual Fund Schemes (6 October 2017)",
      url: "https://www.sebi.gov.in/legal/circulars/oct-2017/categorization-and-rationalization-of-mutual-fund-schemes_36199.html",
    },
  ],
};
