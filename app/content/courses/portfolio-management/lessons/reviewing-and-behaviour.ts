import type { CourseLesson } from "../../types.ts";

export const reviewingAndBehaviourLesson: CourseLesson = {
  id: "reviewing-and-behaviour",
  title: "The annual review, and what not to do after a fall",
  description:
    "An annual portfolio review checklist, and what the 2008 and 2020 crashes teach: why selling or stopping SIPs after a fall usually costs the most.",
  lastReviewed: "2026-11-24",
  sections: [
    {
      id: "annual-review",
      heading: "The annual review checklist",
      blocks: [
        {
          type: "p",
          text: "A portfolio needs attention about once a year, on a date you choose in advance, not whenever the news is loud. Set aside an afternoon and work through the list in order; most years, most answers will be 'no change'.",
        },
        {
          type: "list",
          ordered: true,
          items: [
            "**Update the list** of assets and liabilities, including EPF, PPF, NPS, FDs and gold, and work out net worth and the actual allocation.",
            "**Check the goals**: has any amount or date changed (a new child, a job move, a plan to buy sooner)? Move each goal one step along its glide path.",
            "**Check the foundations**: is the emergency fund still 6 or more months of today's expenses? Are term and health cover still enough?",
            "**Rebalance** if any asset is outside its band, new money first (see [rebalancing](/courses/portfolio-management/lessons/rebalancing)).",
            "**Review each fund** against its benchmark TRI over rolling three- and five-year periods, not last year alone. Note any change of mandate, category, merger or fund manager, and any rise in the expense ratio.",
            "**Tax housekeeping** before 31 March: harvest long-term equity gains within the {{fact:equity-ltcg-exemption}} exemption, book losses worth booking, and note losses to carry forward (file your return on time to keep them).",
            "**Paperwork**: nominations on every folio, demat and bank account; KYC details current; old folios consolidated.",
            "**Increase SIPs** in line with income: a yearly step-up keeps the plan in pace with your goals.",
          ],
        },
      ],
    },
    {
      id: "when-to-change-a-fund",
      heading: "Good and bad reasons to change a fund",
      blocks: [
        {
          type: "p",
          text: "Good reasons: the fund has lagged its benchmark TRI over several rolling windows, not just one year; its mandate or category changed; it was merged into something you would not have chosen (SEBI's February 2026 circular discontinued the solution-oriented category, whose retirement and children's schemes are being merged); its costs rose; or your goal changed. Bad reasons: it had one poor year, a friend's fund did better, or a new fund offer is being advertised. Every switch can cost exit loads and tax, so the case for changing should be strong.",
        },
      ],
    },
    {
      id: "two-falls",
      heading: "Two falls and how long they lasted",
      blocks: [
        {
          type: "table",
          caption: "Nifty 50 month-end closes (price index) in two crashes",
          columns: [
            "Episode",
            "Peak",
            "Trough",
            "Fall",
            "First month-end above the peak",
            "Peak to recovery",
          ],
          rows: [
            [
              "Global financial crisis",
              "December 2007: 6,138.60",
              "November 2008: 2,755.10",
              "55.1%",
              "October 2013: 6,299.15",
              "70 months",
            ],
            [
              "Covid-19 crash",
              "December 2019: 12,168.45",
              "March 2020: 8,597.75",
              "29.3%",
              "November 2020: 12,968.95",
              "11 months",
            ],
          ],
          note: "Month-end closes from our market-history data; intraday lows were deeper. Price index only, so dividends would have shortened both recoveries slightly.",
        },
        {
          type: "p",
          text: "₹10,00,000 in the index at the December 2007 close was worth about ₹4,48,816 in November 2008 and about ₹10,26,154 in October 2013. The same sum at the December 2019 close fell to about ₹7,06,561 in March 2020 and was worth about ₹10,65,785 by November 2020. Nobody knew in advance which kind of fall they were living through: one recovery took almost six years, the other under one. A [drawdown](/resources/investment-terminologies#term-drawdown) of this size is part of owning equity, which is why the allocation, not the crash, should decide how much you hold.",
        },
      ],
    },
    {
      id: "sip-through-2008",
      heading: "What stopping a SIP in a crash does",
      blocks: [
        {
          type: "example",
          title: "Two SIPs started in January 2008",
          lines: [
            "Both investors put ₹10,000 into a Nifty 50 index at each month-end close from January 2008 (price index, no costs or tax).",
            "**Investor A** stops after October 2008, with 10 instalments (₹1,00,000) invested, and sells at the November 2008 close. She receives about ₹63,517, making a loss of about **₹36,483** permanent.",
            "**Investor B** continues every month to December 2010: 36 instalments, ₹3,60,000 invested. At the December 2010 close the units are worth about **₹5,05,029**, an XIRR of about 24.5% a year.",
            "The difference came from the instalments A skipped: B bought at closes as low as 2,755.10 (November 2008) and 2,763.65 (February 2009).",
            "Had A simply stopped adding but kept her units, they would have been worth about ₹1,41,427 by December 2010. Selling, not the fall, made the loss real.",
          ],
        },
        {
          type: "p",
          text: "These are the past, not a promise: another crash could take longer to recover. But the pattern, that the instalments bought during a fall are the cheapest ones, holds for any SIP in any market that eventually recovers. The [SIP simulation](/tools/sip-simulation) shows many possible paths, and the [SIP calculator](/calculators/sip) the arithmetic.",
        },
      ],
    },
    {
      id: "behaviour",
      heading: "Behaviour: the traps and the rules that beat them",
      blocks: [
        {
          type: "list",
          items: [
            "**Loss aversion**: a loss hurts more than an equal gain pleases, so falls push people into selling near the bottom.",
            "**Recency**: whatever happened last feels like what will happen next; after a crash, more crash; after a boom, more boom.",
            "**Checking too often**: daily prices are mostly noise, and each look is a chance to act on fear.",
            "**Performance chasing**: buying last year's best fund or asset, usually after most of its rise.",
            "**Waiting for clarity**: selling to 'wait until things settle', then buying back higher once they have.",
          ],
        },
        {
          type: "p",
          text: "What to do instead after a fall: check that the emergency fund and insurance are intact, keep SIPs running, rebalance into equity if it has fallen below its band, and look at the portfolio no more often than your plan says. The next lesson writes those rules down before you need them, and our page on [investment losses](/resources/investment-losses) covers the tax side of real losses.",
        },
      ],
    },
  ],
  keyPoints: [
    "Review once a year on a fixed date: allocation, goals, foundations, rebalancing, funds against their TRI, tax housekeeping and paperwork.",
    "Change a fund for lasting underperformance, a changed mandate or merger, higher costs or a changed goal, not for one bad year.",
    "The Nifty 50 fell 55.1% (month-end closes) from December 2007 and took 70 months to recover; in 2020 it fell 29.3% and recovered in 11 months.",
    "A SIP continued through 2008 bought its cheapest units in the fall; stopping and selling turned a temporary fall into a permanent loss.",
    "After a fall: protect the foundations, keep SIPs going, rebalance by your bands, and look less often.",
  ],
  checkYourself: {
    question:
      "Your equity target is 60% with a ±5-point band. After a crash, equity is 52% of your portfolio. What does your plan say to do, and what should you avoid?",
    answer:
      "52% is below the 55% lower band, so rebalance back towards 60% by moving new money and, if needed, some debt into equity, while keeping SIPs running. Avoid selling equity, stopping SIPs or 'waiting for clarity': those lock in the fall.",
  },
  sources: [
    {
      title: "NSE Indices: Nifty 50 index (historical data and factsheet)",
      url: "https://www.niftyindices.com/indices/equity/broad-based-indices/nifty--50",
    },
    {
      title:
        "SEBI circular HO/24/13/15(2)2026-IMD-RAC4/I/5764/2026 (26 February 2026): Categorization and Rationalization of Mutual Fund Schemes",
      url: "https://www.sebi.gov.in/legal/circulars/feb-2026/categorization-and-rationalization-of-mutual-fund-schemes_99983.html",
    },
    {
      title: "Income Tax Department: the Income-tax Act (2025 Act and the 1961 Act)",
      url: "https://incometaxindia.gov.in/pages/acts/income-tax-act.aspx",
    },
    {
      title: "SEBI circular: Benchmarking of scheme's performance to Total Return Index (4 January 2018)",
      url: "https://www.sebi.gov.in/legal/circulars/jan-2018/benchmarking-of-scheme-s-performance-to-total-return-index_37273.html",
    },
  ],
};
