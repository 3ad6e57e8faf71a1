import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Psychology, a written trading plan and a journal: knowing when to stop".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const tradingPlanAndJournalQuestions: LessonQuestions = {
  lessonId: "trading-plan-and-journal",
  practice: [
    {
      id: "atsp-25",
      kind: "single",
      text: "What does the lesson mean by overconfidence?",
      options: [
        { id: "a", text: "Treating a few early wins as proof of skill", correct: true },
        { id: "b", text: "Holding losers and selling winners", correct: false },
        { id: "c", text: "Trading to win back a loss", correct: false },
        { id: "d", text: "Believing a win is due after losses", correct: false },
      ],
      explanation:
        "Twenty trades prove nothing; luck dominates small samples. The others are the disposition effect, revenge trading and the gambler's fallacy.",
    },
    {
      id: "atsp-26",
      kind: "single",
      text: "When does the lesson say to decide your stopping rules?",
      options: [
        { id: "a", text: "Now, while you have no position open", correct: true },
        { id: "b", text: "After a large loss, when the need is clear", correct: false },
        { id: "c", text: "At the end of the financial year", correct: false },
        { id: "d", text: "Never: stopping is giving up", correct: false },
      ],
      explanation:
        "Rules made calmly in advance, in writing, are the defence against decisions made in fear or excitement. Stopping is treated as a sound result.",
    },
    {
      id: "atsp-27",
      kind: "single",
      text: "Why does the lesson ask you to count the hours spent trading?",
      options: [
        { id: "a", text: "A small profit that took hundreds of hours is a low wage", correct: true },
        { id: "b", text: "SEBI requires traders to log their hours", correct: false },
        { id: "c", text: "Hours can be deducted from tax", correct: false },
        { id: "d", text: "STT is charged per hour", correct: false },
      ],
      explanation:
        "Compare the year's net result with what a simple index fund would have earned, and with the time it took.",
    },
  ],
  assessment: [
    {
      id: "ats-31",
      kind: "single",
      text: "Your journal shows 30 trades: 12 winners averaging ₹3,000 and 18 losers averaging ₹2,000, with costs of ₹50 per round trip. What is your expectancy per trade?",
      options: [
        { id: "a", text: "+₹1,000", correct: false },
        { id: "b", text: "+₹50", correct: false },
        { id: "c", text: "₹0", correct: false },
        { id: "d", text: "−₹50", correct: true },
      ],
      explanation:
        "Gross: 12 × ₹3,000 − 18 × ₹2,000 = ₹36,000 − ₹36,000 = ₹0. Costs: 30 × ₹50 = ₹1,500. Net −₹1,500 over 30 trades = −₹50 per trade. Bigger average wins than losses (₹1,000 more) do not help when winners are fewer; expectancy combines both, after costs.",
    },
    {
      id: "ats-32",
      kind: "multiple",
      text: "Under a sound trading plan, which of these are reasons to stop trading and review? Select all that apply.",
      options: [
        { id: "a", text: "Your account reaches the overall loss limit you set in advance", correct: true },
        { id: "b", text: "You borrow money or pledge long-term holdings to keep trading", correct: true },
        { id: "c", text: "After many trades, your expectancy after costs is negative", correct: true },
        { id: "d", text: "One losing day that stayed within your daily loss limit", correct: false },
        { id: "e", text: "Three winning trades in a row", correct: false },
      ],
      explanation:
        "Stopping rules are set before trading: hitting the overall limit, a negative expectancy over a large sample, and borrowing or pledging to continue are all signs the plan has failed. A single loss inside your limits is the plan working, and a short winning run proves nothing either way.",
    },
    {
      id: "ats-33",
      kind: "single",
      text: "After a loss, a trader immediately doubles the size of the next trade to win the money back. What is this habit called?",
      options: [
        { id: "a", text: "Revenge trading", correct: true },
        { id: "b", text: "The disposition effect", correct: false },
        { id: "c", text: "Diversification", correct: false },
        { id: "d", text: "Rupee cost averaging", correct: false },
      ],
      explanation:
        "Revenge trading is taking a bigger or faster trade to recover a loss, usually against your own rules. The disposition effect is different: selling winners early and holding losers. A written plan with a fixed risk per trade and a daily loss limit is the defence.",
    },
    {
      id: "ats-87",
      kind: "single",
      text: "According to SEBI's September 2024 study, what share of loss-making F&O traders kept trading after losing money in consecutive years?",
      options: [
        { id: "a", text: "More than 75%", correct: true },
        {
          id: "b",
          text: "About 5%: most stop after their first losing year, as you would expect",
          correct: false,
        },
        { id: "c", text: "Exactly half", correct: false },
        { id: "d", text: "None", correct: false },
      ],
      explanation:
        "Losses alone do not stop people, which is why the lesson asks for written stopping rules decided in advance.",
    },
    {
      id: "ats-88",
      kind: "single",
      text: "For ₹5,00,000 of trading capital, what monthly loss limit does the lesson's plan set?",
      options: [
        { id: "a", text: "₹30,000 (6%)", correct: true },
        {
          id: "b",
          text: "₹10,000 (2%), the same as the daily limit, so each month counts alike",
          correct: false,
        },
        { id: "c", text: "₹1,00,000", correct: false },
        { id: "d", text: "No monthly limit", correct: false },
      ],
      explanation:
        "Daily 2% = ₹10,000, monthly 6% = ₹30,000, and 20% overall = ₹1,00,000 before stopping for a full review.",
    },
    {
      id: "ats-89",
      kind: "single",
      text: "After five losses in a row, a trader feels a win is 'due'. What is this called?",
      options: [
        { id: "a", text: "The gambler's fallacy", correct: true },
        { id: "b", text: "Recency: sizing as if the last few weeks will always continue", correct: false },
        { id: "c", text: "Overconfidence", correct: false },
        { id: "d", text: "Fear of missing out", correct: false },
      ],
      explanation: "Each trade is independent of the last; losing streaks do not make a win more likely.",
    },
    {
      id: "ats-90",
      kind: "single",
      text: "In the lesson's review of 20 trades, what was the expectancy per trade after costs?",
      options: [
        { id: "a", text: "₹50", correct: true },
        { id: "b", text: "₹2,400, the gross result of all twenty trades before costs", correct: false },
        { id: "c", text: "−₹50", correct: false },
        { id: "d", text: "₹1,000", correct: false },
      ],
      explanation: "Gross ₹2,400 minus ₹1,400 of costs leaves ₹1,000 net, or ₹50 per trade.",
    },
    {
      id: "ats-91",
      kind: "single",
      text: "What is the disposition effect?",
      options: [
        {
          id: "a",
          text: "Closing winners early and holding losers, hoping to get back to cost",
          correct: true,
        },
        {
          id: "b",
          text: "Jumping into a move because others seem to be profiting, often near its end",
          correct: false,
        },
        { id: "c", text: "Keeping a journal", correct: false },
        { id: "d", text: "Trading before results", correct: false },
      ],
      explanation:
        "Loss aversion makes losses hurt more than equal gains please, so traders take profits early and sit on losses. Jumping in late is fear of missing out.",
    },
    {
      id: "ats-92",
      kind: "multiple",
      text: "When does the lesson's plan say not to trade? Select all that apply.",
      options: [
        { id: "a", text: "Before major scheduled events", correct: true },
        { id: "b", text: "When you are tired or upset", correct: true },
        { id: "c", text: "On every expiry day, by SEBI rule", correct: false },
        { id: "d", text: "On Mondays", correct: false },
      ],
      explanation:
        "The plan also rules out trading after hitting a loss limit. Expiry days are not banned by SEBI.",
    },
    {
      id: "ats-93",
      kind: "multiple",
      text: "Beyond the win rate, what does the lesson say to review in your journal? Select all that apply.",
      options: [
        { id: "a", text: "Costs as a share of gross profit", correct: true },
        { id: "b", text: "The largest single loss", correct: true },
        { id: "c", text: "The worst drawdown from a peak", correct: true },
        { id: "d", text: "How the year compares with a simple index fund", correct: true },
        { id: "e", text: "How many followers your trades gained", correct: false },
      ],
      explanation:
        "Measure rather than remember; compare the result with an index fund's yearly rate using the return calculator, and count the hours.",
    },
  ],
};
