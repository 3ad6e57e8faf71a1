import type { CourseLesson } from "../../types.ts";

export const tradingPlanAndJournalLesson: CourseLesson = {
  id: "trading-plan-and-journal",
  title: "Psychology, a written trading plan and a journal: knowing when to stop",
  description:
    "The habits of mind that hurt traders, what a written trading plan contains, how to keep and review a journal honestly, and rules for deciding to stop.",
  lastReviewed: "2026-11-24",
  sections: [
    {
      id: "the-mind-is-the-risk",
      heading: "The biggest risk sits in front of the screen",
      blocks: [
        {
          type: "p",
          text: "SEBI's September 2024 study found that more than **75%** of loss-making F&O traders kept trading even after losing money in consecutive years. Losses alone do not stop people. Understanding why is the first step to a plan that works. These habits of mind, studied by behavioural economists and familiar to anyone who has traded, do the most damage:",
        },
        {
          type: "list",
          items: [
            "**Overconfidence.** A few early wins feel like skill. Twenty trades prove nothing; luck dominates small samples.",
            "**Loss aversion and the disposition effect.** Losses hurt more than equal gains please, so traders close winners early and hold losers, hoping to get back to cost.",
            "**Revenge trading.** After a loss, taking a bigger or faster trade to win it back, usually against your own rules.",
            "**Fear of missing out.** Jumping into a move because others seem to be profiting, often near its end.",
            '**The gambler\'s fallacy.** Believing that after five losses a win is "due". Each trade is independent of the last.',
            "**Recency.** Treating the last few weeks of market behaviour as the rule, and sizing positions as if calm will last.",
          ],
        },
        {
          type: "p",
          text: "Our guide to [investment losses](/resources/investment-losses) describes the same traps from an investor's side. The defence is to make decisions before the market opens, in writing, when you are calm, and to follow them when you are not.",
        },
      ],
    },
    {
      id: "written-plan",
      heading: "What a written trading plan contains",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "**Capital**: the fixed amount set aside for trading, which you can lose entirely without touching your [emergency fund](/investments/emergency-fund), loans or goal money.",
            "**Instruments**: what you will and will not trade (for example, no option selling without a hedge, no stock futures into expiry).",
            "**Risk per trade**: a fixed share of capital, such as 1%, with position size worked out as in the lesson on [position sizing](/courses/advanced-trading-strategies/lessons/position-sizing-and-risk).",
            "**Loss limits**: a daily, a monthly and an overall limit. For ₹5,00,000 of capital, 2% a day = ₹10,000, 6% a month = ₹30,000, and 20% overall = ₹1,00,000 before you stop for a full review.",
            "**Entry and exit rules**: what must be true to enter, where the stop goes, and when you take profit, written precisely enough that someone else could follow them.",
            "**When not to trade**: before major scheduled events, when tired or upset, after hitting a loss limit.",
            "**Review schedule**: a weekly look at the journal and a monthly review of the numbers below.",
          ],
        },
      ],
    },
    {
      id: "journal-and-review",
      heading: "Keeping a journal and reviewing it honestly",
      blocks: [
        {
          type: "p",
          text: "For every trade, record the date and time, instrument, direction, size, entry price, planned stop and target, the reason for the trade, exit price and reason, gross profit or loss, all costs from the [contract note](/resources/stock-terminologies#term-contract-note), net result, and one line on your state of mind and whether you followed the plan. The journal is also your tax record. Then measure, rather than remember:",
        },
        {
          type: "example",
          title: "Reviewing 20 trades",
          lines: [
            "Record: 8 winners averaging ₹4,500 gross; 12 losers averaging ₹2,800 gross; costs ₹70 per round trip.",
            "Win rate: 8 ÷ 20 = **40%**. Average win ÷ average loss = ₹4,500 ÷ ₹2,800 = 1.61.",
            "Gross result: 8 × ₹4,500 − 12 × ₹2,800 = ₹36,000 − ₹33,600 = ₹2,400. Costs: 20 × ₹70 = ₹1,400. Net: **₹1,000**.",
            "Expectancy: ₹1,000 ÷ 20 = **₹50 per trade**, after costs.",
            "Break-even win rate with these averages: (₹2,800 + ₹70) ÷ (₹4,500 + ₹2,800) = ₹2,870 ÷ ₹7,300 = **39.3%**. The edge is less than one percentage point.",
            "If the win rate slips to 35%: 0.35 × ₹4,500 − 0.65 × ₹2,800 − ₹70 = ₹1,575 − ₹1,820 − ₹70 = **−₹315 per trade**.",
            'Conclusion: 20 trades cannot tell skill from luck. The honest reading is "no evidence of an edge yet", and the plan should not risk more until far more trades say otherwise.',
          ],
        },
        {
          type: "p",
          text: "Review costs as a share of gross profit, the largest single loss, and the worst [drawdown](/resources/investment-terminologies#term-drawdown) from a peak. Compare the year's net result with what the same capital would have earned in a simple index fund; our [return calculator](/calculators/return) turns both into yearly rates you can compare. Count the hours as well: a small profit that took 500 hours of screen time is a low wage.",
        },
      ],
    },
    {
      id: "when-to-stop",
      heading: "When to stop",
      blocks: [
        {
          type: "p",
          text: "Decide your stopping rules now, while you have no position open. Any one of these is a reason to stop trading, at least until a full review:",
        },
        {
          type: "list",
          items: [
            "You hit your overall loss limit, or a monthly limit twice in a row.",
            "After a large sample of trades, your expectancy after costs is negative.",
            "You break your own rules repeatedly: moving stops, trading bigger after losses, trading on tips.",
            'You add money beyond your original trading capital to "win it back", borrow to trade, or pledge long-term holdings for margin.',
            "You hide losses from your family, or trading affects your sleep, work or relationships.",
          ],
        },
        {
          type: "callout",
          tone: "tip",
          title: "Stopping is a result, not a failure",
          text: "A trader who stops after losing 20% of a set-aside sum has paid for an education and kept 80%. One who keeps going usually does not keep anything. If your longer-term aim is wealth, money moved into a diversified portfolio of [mutual funds](/investments/mutual-funds) through a plan built around your goals, such as one from our [goal calculator](/calculators/goal), is where the evidence points.",
        },
      ],
    },
  ],
  keyPoints: [
    "SEBI found that more than 75% of loss-making F&O traders kept trading after consecutive loss-making years: losses alone do not make people stop.",
    "Overconfidence, loss aversion, revenge trading and the gambler's fallacy do the most damage; written rules made in advance are the defence.",
    "A trading plan fixes capital, instruments, risk per trade, daily, monthly and overall loss limits, entry and exit rules, and a review schedule.",
    "A journal turns memory into numbers: win rate, average win and loss, costs, expectancy per trade and drawdown.",
    "Decide in advance the conditions under which you will stop, and treat stopping as a sound result.",
  ],
  checkYourself: {
    question:
      "Your journal shows 50 trades: 20 winners averaging ₹3,000 and 30 losers averaging ₹2,200, with costs of ₹60 per round trip. What is your expectancy per trade, and what does it suggest?",
    answer:
      "Gross: 20 × ₹3,000 − 30 × ₹2,200 = ₹60,000 − ₹66,000 = −₹6,000. Costs: 50 × ₹60 = ₹3,000. Net: −₹9,000, so expectancy = −₹9,000 ÷ 50 = −₹180 per trade. The method is losing money after costs; under a sound plan that is a reason to stop and review, not to trade bigger to recover.",
  },
  sources: [
    {
      title:
        "SEBI (September 2024): Study: analysis of profits and losses in the equity derivatives segment, FY22-FY24",
      url: "https://www.sebi.gov.in/reports-and-statistics/research/sep-2024/study-analysis-of-profits-and-losses-in-the-equity-derivatives-segment-fy22-fy24-_86905.html",
    },
    {
      title:
        "SEBI press release (July 2024): 7 out of 10 individual intraday traders in equity cash segment make losses",
      url: "https://www.sebi.gov.in/media-and-notifications/press-releases/jul-2024/sebi-study-finds-that-7-out-of-10-individual-intraday-traders-in-equity-cash-segment-make-losses_84948.html",
    },
  ],
};
