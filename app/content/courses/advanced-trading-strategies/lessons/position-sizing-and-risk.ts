import { losingStreakFigure } from "../../figures/trading.ts";
import type { CourseLesson } from "../../types.ts";

export const positionSizingAndRiskLesson: CourseLesson = {
  id: "position-sizing-and-risk",
  title: "Position sizing and risk control: how much to risk on one trade",
  description:
    "Risking a fixed share of capital per trade, placing stop-losses and why gaps break them, the maths of losing streaks, and why risk of ruin matters most.",
  lastReviewed: "2026-11-24",
  sections: [
    {
      id: "size-before-direction",
      heading: "Size matters more than direction",
      blocks: [
        {
          type: "p",
          text: "Beginners spend their energy on whether to buy or sell. Experienced risk managers spend it on **how much**. Even a method that wins more than it loses will ruin a trader who bets too much on each trade, because a run of losses is certain to come sooner or later. Position sizing is the one part of trading fully under your control: you cannot choose the market's next move, but you can choose how much that move can cost you.",
        },
        {
          type: "p",
          text: 'A common rule is to risk a fixed small share of trading capital, often **1%** and rarely more than 2%, on any one trade. "Risk" here means the loss you accept if the trade goes wrong and you exit at your planned exit point, not the size of the position. The position size follows from two numbers: how much you are willing to lose, and how far away your exit is.',
        },
        {
          type: "p",
          text: "**Position size = (capital × risk per trade) ÷ loss per unit if the exit is hit.**",
        },
      ],
    },
    {
      id: "worked-sizing",
      heading: "Sizing a trade, step by step",
      blocks: [
        {
          type: "example",
          title: "1% risk on ₹5,00,000 of trading capital",
          lines: [
            "Risk budget per trade: 1% × ₹5,00,000 = **₹5,000**.",
            "A share trades at ₹800 and your planned exit (stop-loss) is ₹760. Loss per share if hit: ₹800 − ₹760 = ₹40.",
            "Position size: ₹5,000 ÷ ₹40 = **125 shares**, costing 125 × ₹800 = ₹1,00,000, or 20% of your capital.",
            "If the stop is hit as planned: loss = 125 × ₹40 = ₹5,000 (1% of capital), plus costs.",
            "If bad news arrives overnight and the share **opens at ₹700**, below your stop, the order fills near ₹700: loss = 125 × (₹800 − ₹700) = **₹12,500**, or 2.5% of capital. The stop limited the planned loss, not the real one.",
            "Index futures, illustrative lot of 65, stop 100 points away: risk per lot = 100 × 65 = **₹6,500**, more than the ₹5,000 budget. Under a 1% rule this account cannot hold even one lot with that stop. It would need capital of ₹6,500 ÷ 1% = **₹6,50,000**.",
            "Buying one lot of an index call at ₹180: premium at risk = ₹180 × 65 = ₹11,700, which is 2.34% of ₹5,00,000. For an option buyer, the whole premium is the risk unless you plan to exit earlier.",
          ],
        },
        {
          type: "p",
          text: "The futures line is the uncomfortable one. Lot sizes are set so that one index contract is worth ₹15 lakh or more, which means a disciplined 1% rule needs a large account. Many new traders solve the problem the wrong way: they keep the lot and widen the risk to 5% or 10% of their money. That is how a single bad week ends a trading account.",
        },
      ],
    },
    {
      id: "stop-losses-and-gaps",
      heading: "Stop-losses: useful, but not a guarantee",
      blocks: [
        {
          type: "list",
          items: [
            "**Place the stop where the trade idea is proved wrong**, then size the position to fit the stop. Do not move the stop to fit a size you wanted.",
            "**A [stop-loss order](/resources/stock-terminologies#term-stop-loss-order) is only an instruction.** A stop-loss limit order may not fill in a fast fall; a stop-loss market order fills, possibly at a much worse price. Some brokers do not accept stop-loss market orders in options.",
            "**[Gaps](/resources/stock-terminologies#term-gap-up-gap-down) jump over stops.** Results, global news and policy surprises arrive while the market is shut, and the next open can be far beyond your stop, as in the ₹700 example.",
            '**Never widen a stop because the price is near it.** Moving the exit to avoid a loss turns a planned 1% loss into an unplanned 5% one. Adding to a losing position to "average down" does the same; try the arithmetic in the [averaging calculator](/calculators/averaging) and notice how much more you then have at stake.',
          ],
        },
      ],
    },
    {
      id: "maths-of-losses",
      heading: "The maths of losses and losing streaks",
      blocks: [
        {
          type: "p",
          text: "Losses and gains are not symmetrical: after a 50% loss you need a 100% gain just to get back to where you started. Our guide to [investment losses](/resources/investment-losses) explains why. For a trader the question is how fast a run of losses digs that hole, and the answer depends almost entirely on the risk per trade.",
        },
        {
          type: "table",
          caption: "Ten losing trades in a row, each losing a fixed share of the remaining capital",
          columns: [
            "Risk per trade",
            "Capital left after 10 losses",
            "Fall (drawdown)",
            "Gain needed to recover",
          ],
          rows: [
            ["1%", "90.4%", "9.6%", "10.6%"],
            ["2%", "81.7%", "18.3%", "22.4%"],
            ["5%", "59.9%", "40.1%", "67.0%"],
            ["10%", "34.9%", "65.1%", "186.8%"],
          ],
          note: "Capital left = (1 − risk)^10; gain needed = 1 ÷ capital left − 1. Costs ignored.",
        },
        losingStreakFigure,
        {
          type: "p",
          text: "Are ten losses in a row realistic? For a trader who wins 40% of trades and makes 250 trades a year, the chance of at least one streak of ten straight losses during the year is about **45%**, and of eight straight losses about **83%** (assuming each trade is independent; our calculation). Even at a 50% win rate, the chance of eight in a row in 250 trades is about 38%. Streaks are not bad luck to be explained away; they are a normal part of any record, and a sizing rule must survive them.",
        },
      ],
    },
    {
      id: "risk-of-ruin",
      heading: "Risk of ruin and expectancy",
      blocks: [
        {
          type: "p",
          text: "**Risk of ruin** is the chance that a trader loses so much that they cannot continue. It rises sharply with the size of each bet, and it rises further when the method has a negative **expectancy**: average profit per trade = (win rate × average win) − (loss rate × average loss) − costs per trade. If expectancy is negative, and the SEBI studies suggest it is for about nine in ten individual F&O traders, no sizing rule can make the method profitable; small sizes only make the losses slower. If it is positive, sizing decides whether you live long enough to collect it.",
        },
        {
          type: "callout",
          tone: "tip",
          title: "Capital you can afford to lose, sized so you rarely do",
          text: "Start by deciding the total you could lose without harm to your goals or family: that is your [risk capacity](/resources/investment-terminologies#term-risk-capacity), and it should exclude your emergency fund and any goal money. Then risk a small, fixed share of it per trade, and stop altogether if the account falls by a limit you set in advance. The [drawdown](/resources/investment-terminologies#term-drawdown) you planned for should be the worst you ever see.",
        },
      ],
    },
  ],
  keyPoints: [
    "Decide how much you can lose per trade (often 1% of trading capital) and let that, with the distance to your exit, set the position size.",
    "Position size = capital × risk per trade ÷ loss per unit at the exit; with large F&O lots, a 1% rule needs a large account.",
    "Stop-losses limit planned losses but not gaps: a share that opens below your stop fills at the open.",
    "Losing streaks are normal: at a 40% win rate, ten losses in a row within 250 trades is close to a coin flip, so size for them.",
    "No position size can rescue a method with negative expectancy after costs; sizing only controls how fast it loses.",
  ],
  checkYourself: {
    question:
      "Your trading capital is ₹3,00,000 and you risk 1% per trade. You want to buy a share at ₹450 with a stop at ₹430. How many shares can you buy, and what happens to your loss if the share opens at ₹400 the next morning?",
    answer:
      "Risk budget = 1% × ₹3,00,000 = ₹3,000. Loss per share at the stop = ₹450 − ₹430 = ₹20, so you buy ₹3,000 ÷ ₹20 = 150 shares (₹67,500). If the share gaps to ₹400, the stop fills near the open: loss = 150 × ₹50 = ₹7,500, or 2.5% of capital, more than double the plan.",
  },
  sources: [
    {
      title:
        "SEBI (September 2024): Study: analysis of profits and losses in the equity derivatives segment, FY22-FY24",
      url: "https://www.sebi.gov.in/reports-and-statistics/research/sep-2024/study-analysis-of-profits-and-losses-in-the-equity-derivatives-segment-fy22-fy24-_86905.html",
    },
    {
      title:
        "SEBI circular (1 October 2024): measures to strengthen equity index derivatives framework (minimum contract size)",
      url: "https://www.sebi.gov.in/legal/circulars/oct-2024/measures-to-strengthen-equity-index-derivatives-framework-for-increased-investor-protection-and-market-stability_87208.html",
    },
    {
      title: "NSE: equity derivatives, list of underlyings and contract information",
      url: "https://www.nseindia.com/products-services/equity-derivatives-list-underlyings-information",
    },
  ],
};
