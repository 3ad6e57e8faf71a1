import type { CourseLesson } from "../../types.ts";

export const tradingVsInvestingEvidenceLesson: CourseLesson = {
  id: "trading-vs-investing-evidence",
  title: "Trading versus investing: what SEBI's studies of F&O traders found",
  description:
    "How short-term trading differs from investing, why derivatives are zero-sum before costs, and what SEBI's studies found about individual traders' losses.",
  lastReviewed: "2026-11-24",
  sections: [
    {
      id: "two-activities",
      heading: "Two different activities that use the same market",
      blocks: [
        {
          type: "p",
          text: "**Investing** means owning a share of businesses (or bonds, gold or property) for years. Your return comes mainly from what the asset produces: company profits that grow and are paid out as dividends or reinvested, interest on a bond, rent on a building. Over long periods this pie has grown. In our market-history data, the Nifty 50 Total Return Index (which adds dividends back) returned about **{{fact:nifty-tri-cagr}} a year** over the 20 calendar years 2006 to 2025, through the 2008 crash and the 2020 fall. That figure is history, not a promise, but it shows where an investor's return comes from: the businesses themselves.",
        },
        {
          type: "p",
          text: "**Trading** means taking positions for days, hours or minutes to profit from price moves. A trader's return does not come from a business's profits. It comes from being right about the next move more often, or by more, than the people on the other side of the trade. In [futures and options (F&O)](/resources/stock-terminologies#term-f-and-o), every contract has a buyer and a seller, so one side's gain is exactly the other side's loss. Before costs, the game is **zero-sum**. After brokerage, taxes and exchange charges, it is **negative-sum**: the total that all traders take home is less than the total they put in.",
        },
        {
          type: "p",
          text: 'That is why this course starts with the evidence rather than with strategies. Everything that follows, from how a futures contract works to how options are priced, is taught so that you understand what you are looking at, can judge a sales pitch, and can make an honest decision about whether to trade at all. This is education, not a signal service: you will find no tips here, no named shares and no strategy that "makes money".',
        },
      ],
    },
    {
      id: "what-sebi-found",
      heading: "What SEBI's studies found",
      blocks: [
        {
          type: "p",
          text: "The Securities and Exchange Board of India ([SEBI](/resources/investment-terminologies#term-sebi)) has studied the actual profit and loss of individual traders several times, using data from the largest brokers and the exchanges. The headline findings, as published by SEBI and reported widely at the time, are below. Each study covers different years and samples, so compare them with care.",
        },
        {
          type: "table",
          caption: "SEBI studies of individual traders' results",
          columns: ["Study (published)", "Period and segment", "Main findings"],
          rows: [
            [
              "January 2023",
              "FY 2018-19 and FY 2021-22, equity F&O (clients of the top 10 brokers)",
              "About **9 in 10** individual traders made a net loss in both years; in FY 2021-22, **89%** lost money, with an average loss of about **₹1.1 lakh**. Loss-makers spent an additional **28%** of their trading losses on transaction costs.",
            ],
            [
              "July 2024",
              "FY 2022-23, intraday trading in the equity cash segment",
              "**71%** (7 in 10) of individual intraday traders made a net loss; among those making more than 500 trades a year, **80%** did. Loss-makers spent an extra **57%** of their trading losses on costs.",
            ],
            [
              "September 2024",
              "FY 2021-22 to FY 2023-24, equity F&O",
              "**{{fact:fo-study-loss-share}}** of more than 1 crore individual traders lost money over the three years, about **₹2 lakh** each on average including costs; their combined losses exceeded **{{fact:fo-study-total-loss}}**. Only **7.2%** made a profit over the period. In FY 2023-24 alone, **91.1%** lost money.",
            ],
            [
              "July 2025",
              "FY 2024-25, equity derivatives",
              "About **{{fact:fo-study-fy25-loss-share}}** of individual traders made a net loss. Their net losses, after costs, rose **41%** to **₹1,05,603 crore**, from ₹74,812 crore in FY 2023-24.",
            ],
          ],
          note: "Figures as stated in SEBI's studies and press releases of those dates (see sources). SEBI updates these studies from time to time; check its research page for the latest before relying on any single figure.",
        },
        {
          type: "p",
          text: "Three patterns repeat across the studies. The share of losers is high and stable, around nine in ten for F&O, however the market moved that year. Costs are a large part of the damage, not a rounding error. And the people who trade most often fare worst. The September 2024 study also found that the share of F&O traders under 30 rose from 31% to 43% between FY 2022-23 and FY 2023-24, and that more than three-quarters of F&O traders in FY 2023-24 had declared an annual income below ₹5 lakh. Many newcomers are young, with modest incomes, and can least afford the losses.",
        },
        {
          type: "callout",
          tone: "warning",
          title: "Who is on the other side?",
          text: "The same September 2024 study reported that proprietary traders and foreign portfolio investors made profits in F&O in FY 2023-24 while individuals lost. When you buy or sell an option, the counterparty is often a professional firm with faster systems, lower costs and better risk control. Ask yourself what edge you have over them.",
        },
      ],
    },
    {
      id: "why-costs-matter",
      heading: "Why a fair game still loses money",
      blocks: [
        {
          type: "p",
          text: "Suppose a trader had no skill and no bad luck either: a coin-toss record where wins and losses exactly cancel. The result is still a loss, because every round trip (a buy and the matching sell) costs money. The example uses the costs of one index-option round trip worked out in detail in the lesson on [costs and taxes of trading](/courses/advanced-trading-strategies/lessons/costs-and-taxes-of-trading).",
        },
        {
          type: "example",
          title: "200 coin-toss trades in a year",
          lines: [
            "Each trade either gains ₹1,500 or loses ₹1,500, with equal chance. Over 200 trades, expect 100 wins and 100 losses.",
            "Gross result: 100 × ₹1,500 − 100 × ₹1,500 = **₹0**.",
            "Costs of one round trip (illustrative): brokerage ₹20 per order × 2 = ₹40; GST at 18% on brokerage = ₹7.20; STT at 0.15% on a ₹13,000 option premium sold = ₹19.50. Total = **₹66.70**, before exchange charges, SEBI fee and stamp duty.",
            "Yearly costs: 200 × ₹66.70 = **₹13,340**.",
            "On trading capital of ₹1,00,000, that is a loss of ₹13,340 ÷ ₹1,00,000 = **13.3%** in a year in which the trader was, on average, neither right nor wrong.",
            "To break even, the trader must be right often enough to earn back ₹13,340 from people who are also trying to be right.",
          ],
        },
        {
          type: "p",
          text: "Compare that with an investor in a low-cost index fund, who pays a small yearly expense ratio and owns a growing share of the economy. Neither is risk-free, but their expected results point in opposite directions. If your aim is long-term wealth, the investing route in [stocks](/investments/stocks) or [index funds](/strategies/index-investing) is where the evidence points.",
        },
      ],
    },
    {
      id: "before-you-continue",
      heading: "Questions to answer before you go further",
      blocks: [
        {
          type: "list",
          items: [
            "**Is this money I can lose completely?** Trading capital should never be your [emergency fund](/investments/emergency-fund), loan money or savings for a goal with a date.",
            '**What is my edge?** "I follow a channel" or "I watch charts" is not an edge over professionals with better data and lower costs.',
            "**How would I know I am failing?** Decide in advance the loss at which you will stop, and write it down (see the lesson on [trading plans](/courses/advanced-trading-strategies/lessons/trading-plan-and-journal)).",
            "**How much risk can I bear?** Our [risk-tolerance questionnaire](/calculators/risk-tolerance) is written for investors, but an honest answer there tells you a lot about how you would cope with a leveraged loss.",
          ],
        },
        {
          type: "p",
          text: "SEBI responded to its findings by tightening the rules in late 2024: larger contract sizes, fewer weekly expiries and upfront collection of option premiums, among others. You will meet these measures in the next lessons. They make it harder to lose a lot quickly; they do not change the arithmetic of a zero-sum game. Read our guide to [handling investment losses](/resources/investment-losses) for how losses compound and how to limit the damage.",
        },
      ],
    },
  ],
  keyPoints: [
    "An investor's return comes from what businesses produce; a trader's return comes only from other traders, so F&O is zero-sum before costs and negative-sum after them.",
    "SEBI found that about nine in ten individual F&O traders lost money in every period it studied, and {{fact:fo-study-loss-share}} lost over FY 2021-22 to FY 2023-24, about ₹2 lakh each on average.",
    "Costs are a large part of traders' losses, and the most frequent traders fare worst.",
    "A trader who is right exactly half the time still loses, because every round trip costs brokerage, GST, STT and exchange charges.",
    "Only money you can afford to lose completely belongs in trading, and you should decide in advance when you will stop.",
  ],
  checkYourself: {
    question:
      'A friend says: "Options are fair. Half the traders win and half lose, so with a bit of skill I\'ll be ahead." What is wrong with this reasoning?',
    answer:
      "Two things. First, SEBI's studies show the split is nowhere near half: about nine in ten individual F&O traders lost money in every period studied. Second, even a genuinely fair game is negative-sum after costs: with gross wins and losses cancelling, brokerage, GST, STT and exchange charges on every round trip leave the trader behind, and the skill needed to overcome that has to be greater than that of the professionals on the other side.",
  },
  sources: [
    {
      title:
        "SEBI (January 2023): Study: analysis of profit and loss of individual traders dealing in equity F&O segment",
      url: "https://www.sebi.gov.in/reports-and-statistics/research/jan-2023/study-analysis-of-profit-and-loss-of-individual-traders-dealing-in-equity-fando-segment_67525.html",
    },
    {
      title:
        "SEBI (September 2024): Study: analysis of profits and losses in the equity derivatives segment, FY22-FY24",
      url: "https://www.sebi.gov.in/reports-and-statistics/research/sep-2024/study-analysis-of-profits-and-losses-in-the-equity-derivatives-segment-fy22-fy24-_86905.html",
    },
    {
      title:
        "SEBI (July 2025): Comparative study of growth in equity derivatives segment vis-à-vis cash market after recent measures",
      url: "https://www.sebi.gov.in/reports-and-statistics/research/jul-2025/comparative-study-of-growth-in-equity-derivatives-segment-vis-vis-cash-market-after-recent-measures_95105.html",
    },
    {
      title:
        "SEBI press release (July 2024): 7 out of 10 individual intraday traders in equity cash segment make losses",
      url: "https://www.sebi.gov.in/media-and-notifications/press-releases/jul-2024/sebi-study-finds-that-7-out-of-10-individual-intraday-traders-in-equity-cash-segment-make-losses_84948.html",
    },
  ],
};
