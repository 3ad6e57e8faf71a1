import { collegeFundFigure } from "../../figures/fundamentals.ts";
import type { CourseLesson } from "../../types.ts";

export const goalsAndTimeHorizonLesson: CourseLesson = {
  id: "goals-and-time-horizon",
  title: "Goals and time horizon",
  description:
    "Turn vague wishes into goals with a cost, a date and a priority, price them for inflation, and let the time horizon decide how much risk each can take.",
  lastReviewed: "2026-11-27",
  sections: [
    {
      id: "start-with-the-goal",
      heading: "Start with what the money is for",
      blocks: [
        {
          type: "p",
          text: 'Most people begin with the question "where should I invest?" The better first question is "what is this money for, and when will I need it?" A [financial goal](/resources/investment-terminologies#term-financial-goal) turns a vague wish into something you can plan for. Without one, every market fall feels like a crisis and every hot tip feels like an opportunity; with one, you can judge any product by a single test: does it help this goal, on this date?',
        },
        {
          type: "list",
          ordered: true,
          items: [
            '**What** the goal is, in plain words: "my daughter\'s engineering degree", not "education".',
            "**How much** it would cost if you paid for it today, in today's rupees.",
            "**When** you will need the money: the year, or better, the month.",
            "**How important** it is: a need you cannot drop (retirement, a child's education) or a want you could delay or shrink (a bigger car, a foreign holiday).",
          ],
        },
        {
          type: "p",
          text: "Goals fall into rough families. **Protection** comes first: an emergency fund and insurance, covered in the next module. **Short-term** goals are a few months to three years away: a two-wheeler, a wedding, a course fee. **Medium-term** goals are three to seven years away: a car, a home down payment. **Long-term** goals are more than seven years away: a child's higher education, retirement. Retirement is the goal most often postponed, and the only big one for which nobody will lend you money.",
        },
      ],
    },
    {
      id: "future-cost",
      heading: "Turn today's price into the future price",
      blocks: [
        {
          type: "p",
          text: "A goal priced in today's rupees is only half a plan, because the cost will rise until the day you pay it. Pick an inflation rate for each goal. General consumer inflation in India averaged 6.50% a year over 2006-2025 and 4.71% over 2016-2025 (market-history data); many planners assume a higher rate for education and health costs than for a car. Then work out what you need to set aside each month at a return you consider realistic for the kind of investment the goal allows.",
        },
        {
          type: "example",
          title: "Pricing a child's college fund 15 years away",
          lines: [
            "Cost of the course today: ₹10,00,000. Years to go: 15. Assumed inflation for this goal: 6% a year.",
            "Future cost = ₹10,00,000 × 1.06¹⁵ = ₹10,00,000 × 2.39656 = **₹23,96,558**.",
            "Monthly investment needed at an assumed return of 1% a month, paid at the start of each of 180 months. (Planners call this '12% a year', but 1% a month compounds to 1.01¹² − 1 = 12.68% a year.) Growth factor = [(1.01¹⁸⁰ − 1) ÷ 0.01] × 1.01 = (4.99580 ÷ 0.01) × 1.01 = 504.58.",
            "Monthly amount = ₹23,96,558 ÷ 504.58 = **₹4,750** (rounded up). You put in ₹4,750 × 180 = ₹8,55,000; the rest would have to come from growth.",
            "Alternatively, a single sum invested today at the same 1% a month: ₹23,96,558 ÷ 1.01¹⁸⁰ = ₹23,96,558 ÷ 5.99580 = **₹3,99,706**. At 12% compounded once a year it would take more, ₹23,96,558 ÷ 1.12¹⁵ = ₹23,96,558 ÷ 5.47357 = ₹4,37,842, because 12% a year is less than 1% a month.",
            "If the investments earn only 9% a year, the monthly amount needed rises to **₹6,287**. The return you assume changes the plan a lot, so do not assume a generous one.",
          ],
        },
        collegeFundFigure,
        {
          type: "p",
          text: "The [goal calculator](/calculators/goal) does these steps for any goal, including money you have already saved towards it, and the [inflation calculator](/calculators/inflation) shows the future cost on its own. Write each goal's three numbers down; you will use them in the final lesson to build a plan.",
        },
      ],
    },
    {
      id: "time-horizon",
      heading: "The time horizon decides how much risk the money can take",
      blocks: [
        {
          type: "p",
          text: "Your **time horizon** is the time left until you need the money. It matters because investments that grow fastest over long periods can also fall sharply in any single year, and the shorter the horizon, the less time there is to recover. The next lesson shows the history in detail; the rule of thumb it supports is this:",
        },
        {
          type: "table",
          caption: "Matching the home for the money to the goal's horizon",
          columns: ["Goal is", "Examples", "Can the money take a fall?", "Usual homes"],
          rows: [
            [
              "Under 3 years away",
              "Emergency fund, two-wheeler, wedding next year",
              "No: the full amount must be there on the date",
              "Savings account, fixed or recurring deposit, liquid or short-duration debt fund",
            ],
            [
              "3 to 7 years away",
              "Car, home down payment",
              "A little, in a small part of the money",
              "Mostly deposits and debt funds, with a modest equity share",
            ],
            [
              "More than 7 years away",
              "Child's higher education, retirement",
              "Yes, if you will not panic and sell",
              "A larger equity share (for example through equity mutual funds), plus PPF, EPF or NPS",
            ],
          ],
          note: "A starting point, not advice for your situation. Your own mix also depends on income stability and how you react to losses; the [risk tolerance questionnaire](/calculators/risk-tolerance) and the [asset allocation tool](/tools/asset-allocation) help you set it. The products named here are introduced in [words you will meet](/courses/investment-fundamentals/lessons/words-you-will-meet#where-money-goes) and explained in later lessons.",
        },
        {
          type: "example",
          title: "Why a three-year goal should not sit in shares",
          lines: [
            "Goal: a car costing ₹6,00,000 today, needed in 3 years, with car prices assumed to rise 5% a year: ₹6,00,000 × 1.05³ = ₹6,94,575.",
            "In a deposit at an assumed 6% a year (0.5% a month), the goal calculator gives ₹17,570 a month for 36 months.",
            "Now suppose the money had gone into a Nifty 50 index fund instead and had already reached ₹6,94,575 at the start of the final year. Then the market fell 23.81% that year, as the Nifty 50 Total Returns Index did in 2011.",
            "Your ₹6,94,575 would shrink to ₹6,94,575 × (1 − 0.2381) = about ₹5,29,197, a shortfall of ₹1,65,378 with no time left to wait for a recovery.",
          ],
        },
      ],
    },
    {
      id: "goals-move",
      heading: "Goals move along the horizon",
      blocks: [
        {
          type: "p",
          text: "A goal that is 15 years away today will be 3 years away in 12 years. So the home for its money should change over time: mostly growth assets while the goal is far off, then, about three years before the date, move it step by step into deposits and debt funds so a late market fall cannot derail it. This gradual shift is called a glide path.",
        },
        {
          type: "p",
          text: "Some products do it automatically. SEBI's scheme categories of 26 February 2026 added [life cycle funds](/resources/mutual-fund-terminologies#term-life-cycle-fund), target-date funds of 5 to 30 years that cut their equity share as the year in their name approaches. They carry [exit loads](/resources/mutual-fund-terminologies#term-exit-load) (a charge for selling early) in their early years, so read the scheme documents before choosing one.",
        },
      ],
    },
    {
      id: "when-money-is-short",
      heading: "When the money does not stretch to every goal",
      blocks: [
        {
          type: "p",
          text: "Almost everyone's first list of goals needs more money than they have. That is normal. Work through it in this order:",
        },
        {
          type: "list",
          ordered: true,
          items: [
            "**Protection first**: an emergency fund and adequate health and life cover, so one bad event does not wipe out everything else.",
            "**Clear expensive debt**: a credit-card balance costs far more than any investment can reliably earn.",
            "**Retirement next**: education and homes can be part-financed with loans; retirement cannot.",
            "**Then the other goals**, in order of importance and date.",
            "If the numbers still do not fit, change a lever: push the date back, lower the cost, or start smaller and raise the amount every year with your salary (a [SIP top-up](/resources/mutual-fund-terminologies#term-sip-top-up)).",
          ],
        },
      ],
    },
  ],
  keyPoints: [
    "Every goal needs three numbers: what it costs today, when you need it, and how important it is.",
    "Inflate today's cost to the goal year before working out the monthly amount, and assume a modest return.",
    "The time horizon decides the home for the money: under three years, keep it out of shares.",
    "Move a long-term goal's money into safer assets gradually in the last few years before the date.",
    "When money is short, protect first, clear costly debt, keep retirement, and adjust dates, amounts or step-ups.",
  ],
  checkYourself: {
    question:
      "You need ₹3,00,000 for a wedding in 18 months. Is a small-cap equity fund or a recurring deposit the better home for this money, and why?",
    answer:
      "The recurring deposit (or a similar deposit or short-term debt option). With only 18 months to go, a fall in shares could leave you short on the date with no time to recover. Small-cap funds suit goals many years away, if at all.",
  },
  sources: [
    {
      title: "SEBI circular of 26 February 2026: categorization and rationalization of mutual fund schemes",
      url: "https://www.sebi.gov.in/legal/circulars/feb-2026/categorization-and-rationalization-of-mutual-fund-schemes_99983.html",
    },
    {
      title: "World Bank: Inflation, consumer prices (annual %), India",
      url: "https://data.worldbank.org/indicator/FP.CPI.TOTL.ZG?locations=IN",
    },
    {
      title: "NSE Indices: Nifty 50 index (price and total returns)",
      url: "https://www.niftyindices.com/indices/equity/broad-based-indices/nifty--50",
    },
    {
      title: "AMFI: investor knowledge centre",
      url: "https://www.amfiindia.com/investor-corner/knowledge-center.html",
    },
  ],
};
