import { glidePathFigure } from "../../figures/portfolio.ts";
import type { CourseLesson } from "../../types.ts";

export const assetAllocationByGoalLesson: CourseLesson = {
  id: "asset-allocation-by-goal",
  title: "Asset allocation by goal and horizon",
  description:
    "Set a strategic allocation for each goal: what 100-minus-age and 60/40 get right and wrong, risk capacity versus tolerance, and glide paths.",
  lastReviewed: "2026-11-24",
  sections: [
    {
      id: "strategic-allocation",
      heading: "Strategic allocation: the decision that matters most",
      blocks: [
        {
          type: "p",
          text: "A **strategic asset allocation** is the long-term target mix for a pot of money, for example 60% equity, 30% debt and 10% gold, which you hold through market ups and downs and restore by rebalancing. A **tactical** allocation shifts that mix because of a view on where markets are heading. Most individual investors do better without tactics: the view is often wrong, and acting on it costs tax and exit loads.",
        },
        {
          type: "p",
          text: "The equity share is the single biggest driver of how much a portfolio can fall and how fast it can grow. Two investors holding different equity funds but the same 60% in equity will have broadly similar experiences; one at 30% equity and one at 90% will not. That is why the [asset allocation](/resources/investment-terminologies#term-asset-allocation) decision deserves more thought than the choice of fund.",
        },
        {
          type: "p",
          text: "Three inputs decide it. **Horizon**: when the money is needed. **Risk capacity**: how big a loss your finances can absorb, given income stability, dependants, loans and other assets. **Risk tolerance**: how big a loss you can live through without selling. Capacity is about facts, tolerance about behaviour, and the allocation should respect whichever is lower. The [risk tolerance calculator](/calculators/risk-tolerance) is a useful start, and the [risk capacity](/resources/investment-terminologies#term-risk-capacity) entry explains the difference.",
        },
      ],
    },
    {
      id: "horizon",
      heading: "Horizon first: what history says about holding periods",
      blocks: [
        {
          type: "p",
          text: "The longer money stays invested, the less one bad year decides the result. Our market-history data show this clearly. The Sensex (price index) fell in 10 of the 46 calendar years from 1980 to 2025. Of its 42 five-year windows, 3 ended with a loss (the worst, 1994-1998, lost 1.80% a year). None of its 37 ten-year windows lost money, but the worst, 1993-2002, gained only 2.59% a year while consumer prices rose about 7.25% a year, so even ten years can leave you poorer in real terms. For the Nifty 50 TRI, which includes dividends, the worst three-year window since 2006 was 2008-2010, at 1.05% a year.",
        },
        {
          type: "table",
          caption: "Starting points for the equity share, by time to the goal",
          columns: ["Time to the goal", "Equity share to start from", "Why"],
          rows: [
            ["Under 3 years", "0-10%", "A fall of 30-50% could not be recovered in time"],
            ["3 to 5 years", "20-40%", "Some growth, but most of the money must be there on the date"],
            ["5 to 7 years", "40-60%", "Five-year equity windows have occasionally lost money"],
            ["More than 7 years", "60-80% or more", "Time to sit through one or two bad years"],
          ],
          note: "These ranges are this course's teaching convention, not a rule or a statistic. Move down for low risk capacity or tolerance, and up only if both are high.",
        },
      ],
    },
    {
      id: "rules-of-thumb",
      heading: "Rules of thumb and their limits",
      blocks: [
        {
          type: "list",
          items: [
            "**100 minus your age** in equity: 70% at 30, 40% at 60. It moves in the right direction as you age and is easy to remember. But it knows nothing about your goals: a 30-year-old saving for a flat in three years should not have 70% of that money in equity, and a 60-year-old with a pension and a 25-year retirement ahead may reasonably hold more than 40%. Variants such as 110 or 120 minus age exist because people live longer, which shows how arbitrary the number is.",
            "**60/40** (60% equity, 40% debt): the classic balanced mix. In India's 2006-2025 data it returned 12.04% a year with a worst calendar year of −20.46%, against 13.10% and −51.27% for all equity ([what history says](/courses/portfolio-management/lessons/what-history-says) has the method). Its limits: one mix for every goal, and it does not say which debt; a long-dated gilt fund and a liquid fund behave very differently.",
            "**Both ignore what you already hold.** EPF and PPF are large debt holdings for many salaried people; a government pension is like a big bond. Count them before deciding how much more debt you need.",
          ],
        },
        {
          type: "p",
          text: "Use the rules as a sanity check, not as the answer. If a goal-based allocation puts a 55-year-old at 90% equity, the rule is telling you to look again at capacity and tolerance.",
        },
      ],
    },
    {
      id: "glide-paths",
      heading: "Glide paths: reducing risk as the date approaches",
      blocks: [
        {
          type: "p",
          text: "A **glide path** is a schedule for lowering equity as a goal comes closer, so that a late crash cannot wreck it. Here is one for a goal twelve years away: 70% equity until six years before the date; then 55% at five years, 40% at four, 25% at three, 10% at two and nothing in the final year. The steps are an illustration; what matters is writing down a schedule and following it.",
        },
        glidePathFigure,
        {
          type: "example",
          title: "A 2008-sized fall three years before the goal",
          lines: [
            "A college fund stands at ₹18,00,000 three years before the fees are due.",
            "Without a glide path (still 70% equity): equity = ₹18,00,000 × 70% = ₹12,60,000. A fall like the Nifty 50 TRI's 51.27% in 2008 costs ₹12,60,000 × 51.27% = **₹6,46,002**. The fund drops to ₹11,53,998.",
            "With the glide path (25% equity): equity = ₹18,00,000 × 25% = ₹4,50,000. The same fall costs ₹4,50,000 × 51.27% = **₹2,30,715**. The fund drops to ₹15,69,285.",
            "The glide path saves ₹6,46,002 − ₹2,30,715 = ₹4,15,287 of damage, with only three years left to recover. (For simplicity the debt part is assumed flat.)",
          ],
        },
        {
          type: "p",
          text: "Move in steps, use new money first, and prefer shifting after good years rather than after falls. Each shift out of equity is a sale, so the lesson on [rebalancing](/courses/portfolio-management/lessons/rebalancing) covers the tax and exit-load cost.",
        },
        {
          type: "callout",
          tone: "info",
          title: "Life Cycle Funds do this inside one scheme",
          text: "SEBI's circular of 26 February 2026 created [Life Cycle Funds](/resources/mutual-fund-terminologies#term-life-cycle-fund): target-date funds 5 to 30 years out, with the year in the name and a glide path that cuts equity as the date nears. A fund house may run at most six at a time, and exit loads are 3%, 2% and 1% for redemptions within one, two and three years. Check that the fund's glide path matches your goal's date and risk, rather than assuming it does.",
        },
      ],
    },
    {
      id: "several-goals",
      heading: "Putting several goals together",
      blocks: [
        {
          type: "p",
          text: "Give each goal its own allocation, then add them up. Suppose retirement money of ₹20 lakh sits at 75% equity, a flat fund of ₹6 lakh due in four years at 30%, and a child's education fund of ₹4 lakh, twelve years away, at 70%. Equity is ₹15 lakh + ₹1.8 lakh + ₹2.8 lakh = ₹19.6 lakh of ₹30 lakh, or about 65% overall. That single figure is what you rebalance to, while each goal's own mix tells you which money to shift as dates approach. The [asset allocation tools](/tools/asset-allocation-tools) page compares model mixes side by side.",
        },
      ],
    },
  ],
  keyPoints: [
    "Strategic allocation, the long-term target mix, drives risk and return far more than fund choice.",
    "Set it from horizon, risk capacity and risk tolerance, and respect whichever of capacity and tolerance is lower.",
    "100 minus age and 60/40 are sanity checks; they ignore goals and the EPF, PPF or pension you already have.",
    "A glide path cuts equity as a goal nears, so that a late crash cannot ruin it.",
    "Life Cycle Funds (SEBI, February 2026) build a glide path into one scheme, with 3%/2%/1% exit loads in the first three years.",
  ],
  checkYourself: {
    question:
      "Anil, 30, uses 100 minus age and puts 70% of his flat down-payment fund, needed in two years, in equity. What is wrong with this?",
    answer:
      "The rule ignores the goal's horizon. Money needed in two years cannot recover from a fall like 2008's −51.27%; a two-year goal belongs almost entirely in debt (0-10% equity at most), whatever Anil's age. The age rule suits, at best, his long-term money such as retirement.",
  },
  sources: [
    {
      title:
        "SEBI circular HO/24/13/15(2)2026-IMD-RAC4/I/5764/2026 (26 February 2026): Categorization and Rationalization of Mutual Fund Schemes",
      url: "https://www.sebi.gov.in/legal/circulars/feb-2026/categorization-and-rationalization-of-mutual-fund-schemes_99983.html",
    },
    {
      title: "NSE Indices: Nifty 50 index",
      url: "https://www.niftyindices.com/indices/equity/broad-based-indices/nifty--50",
    },
  ],
};
