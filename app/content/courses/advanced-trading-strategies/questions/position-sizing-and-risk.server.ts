import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Position sizing and risk control: how much to risk on one trade".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const positionSizingAndRiskQuestions: LessonQuestions = {
  lessonId: "position-sizing-and-risk",
  practice: [
    {
      id: "atsp-19",
      kind: "single",
      text: "How does the lesson work out a position's size?",
      options: [
        { id: "a", text: "Capital × risk per trade ÷ loss per unit if the exit is hit", correct: true },
        { id: "b", text: "Capital ÷ the share price", correct: false },
        { id: "c", text: "The number of shares your friend bought", correct: false },
        { id: "d", text: "Margin × leverage", correct: false },
      ],
      explanation:
        "Decide the loss you accept (often 1% of capital) and the distance to your exit; the size follows from those two numbers.",
    },
    {
      id: "atsp-20",
      kind: "single",
      text: "After a 50% loss, what gain is needed to get back to the start?",
      options: [
        { id: "a", text: "100%", correct: true },
        { id: "b", text: "50%", correct: false },
        { id: "c", text: "25%", correct: false },
        { id: "d", text: "200%", correct: false },
      ],
      explanation:
        "Losses and gains are not symmetrical: half of your money has to double to return to where it was.",
    },
    {
      id: "atsp-21",
      kind: "single",
      text: "Why can no position size rescue a method with negative expectancy after costs?",
      options: [
        { id: "a", text: "Sizing only controls how fast it loses", correct: true },
        { id: "b", text: "Because SEBI caps position sizes", correct: false },
        { id: "c", text: "Because stop-losses always fail", correct: false },
        { id: "d", text: "It can, if you risk 10% a trade", correct: false },
      ],
      explanation:
        "If the average result per trade after costs is negative, every trade expects to lose; smaller sizes only slow the decline.",
    },
  ],
  assessment: [
    {
      id: "ats-19",
      kind: "single",
      text: "Your trading capital is ₹4,00,000 and you risk 1% per trade. You want to buy a share at ₹600 with a stop-loss at ₹580. How many shares should you buy?",
      options: [
        { id: "a", text: "20", correct: false },
        { id: "b", text: "200", correct: true },
        { id: "c", text: "666", correct: false },
        { id: "d", text: "2,000", correct: false },
      ],
      explanation:
        "Risk budget = 1% × ₹4,00,000 = ₹4,000. Loss per share at the stop = ₹600 − ₹580 = ₹20. Size = ₹4,000 ÷ ₹20 = 200 shares (₹1,20,000 invested). 666 shares would use all your capital and risk ₹13,320 if the stop were hit.",
    },
    {
      id: "ats-20",
      kind: "single",
      text: "You hold 200 shares bought at ₹600 with a stop-loss at ₹580. After bad news overnight, the share opens at ₹540 and your stop fills at the open. What is your loss before costs?",
      options: [
        { id: "a", text: "₹4,000", correct: false },
        { id: "b", text: "₹8,000", correct: false },
        { id: "c", text: "₹12,000", correct: true },
        { id: "d", text: "Nothing, the stop protects you", correct: false },
      ],
      explanation:
        "A gap jumps over the stop, so the order fills near the open: 200 × (₹600 − ₹540) = ₹12,000, three times the planned ₹4,000. Stop-losses limit planned losses, not losses from gaps.",
    },
    {
      id: "ats-21",
      kind: "single",
      text: "A trader risks 5% of remaining capital on each trade and has ten losses in a row. Roughly how much capital is left, and what gain is needed to get back?",
      options: [
        { id: "a", text: "50% left, and a 100% gain is needed to get back", correct: false },
        { id: "b", text: "About 60% left; about a 67% gain", correct: true },
        { id: "c", text: "95% left; a 5% gain", correct: false },
        { id: "d", text: "About 60% left; a 40% gain", correct: false },
      ],
      explanation:
        "Capital left = 0.95^10 ≈ 59.9%, a fall of about 40%. To recover you need 1 ÷ 0.599 − 1 ≈ 67%, not 40%, because the gain is earned on a smaller base. At 1% a trade, the same streak would leave about 90.4%.",
    },
    {
      id: "ats-22",
      kind: "multiple",
      text: "Which are sound position-sizing and stop-loss practices? Select all that apply.",
      options: [
        {
          id: "a",
          text: "Place the stop where the trade idea is proved wrong, then size the position to fit it",
          correct: true,
        },
        { id: "b", text: "Risk a fixed, small share of capital on each trade", correct: true },
        {
          id: "c",
          text: "Plan for losing streaks, because they are a normal part of any record",
          correct: true,
        },
        { id: "d", text: "Widen the stop when the price gets close to it", correct: false },
        { id: "e", text: "Trade larger after a loss to recover it faster", correct: false },
      ],
      explanation:
        "Size follows from the risk you accept and the distance to a stop set by the trade idea. Even a 50% win rate produces long streaks over hundreds of trades, so the risk per trade must survive them. Widening stops and sizing up after losses turn planned small losses into large unplanned ones.",
    },
    {
      id: "ats-75",
      kind: "single",
      text: "In the lesson's 1% rule, what does 'risk' mean?",
      options: [
        { id: "a", text: "The loss you accept if you exit at your planned exit point", correct: true },
        {
          id: "b",
          text: "The total value of the position, which should be 1% of your capital",
          correct: false,
        },
        { id: "c", text: "The brokerage on the trade", correct: false },
        { id: "d", text: "The profit you expect", correct: false },
      ],
      explanation:
        "Risk is the planned loss, not the position size. In the lesson's example a ₹5,000 risk budget with a ₹40 stop distance allows 125 shares worth ₹1,00,000, 20% of capital.",
    },
    {
      id: "ats-76",
      kind: "single",
      text: "A method wins 40% of trades, averaging ₹3,000 per win and ₹2,000 per loss, and costs ₹100 a trade. What is its expectancy?",
      options: [
        { id: "a", text: "−₹100 a trade", correct: true },
        {
          id: "b",
          text: "+₹1,000 a trade, since the average win is bigger than the average loss",
          correct: false,
        },
        { id: "c", text: "₹0 a trade", correct: false },
        { id: "d", text: "+₹200 a trade", correct: false },
      ],
      explanation:
        "Expectancy = 0.4 × ₹3,000 − 0.6 × ₹2,000 − ₹100 = ₹1,200 − ₹1,200 − ₹100 = −₹100. No sizing rule can make it profitable.",
    },
    {
      id: "ats-77",
      kind: "single",
      text: "A trader wins 40% of trades and makes 250 trades a year. By the lesson's calculation, how likely is at least one streak of ten straight losses in the year?",
      options: [
        { id: "a", text: "About 45%", correct: true },
        {
          id: "b",
          text: "Under 1%: ten losses in a row almost never happen to a careful trader",
          correct: false,
        },
        { id: "c", text: "Certain: 100%", correct: false },
        { id: "d", text: "About 10%", correct: false },
      ],
      explanation:
        "About 45% for ten in a row and 83% for eight, assuming independent trades. Streaks are a normal part of any record, so size for them.",
    },
    {
      id: "ats-78",
      kind: "single",
      text: "Why does a disciplined 1% rule need a large account for index futures?",
      options: [
        { id: "a", text: "One contract is worth ₹15 lakh or more", correct: true },
        {
          id: "b",
          text: "Because brokers refuse index futures to accounts smaller than ₹1 crore",
          correct: false,
        },
        { id: "c", text: "Because of the STT on futures", correct: false },
        { id: "d", text: "Because futures cannot have stop-losses", correct: false },
      ],
      explanation:
        "Lot sizes keep one index contract at ₹15 lakh or more, so a small account either skips futures or, wrongly, widens its risk to 5% or 10% a trade.",
    },
    {
      id: "ats-79",
      kind: "multiple",
      text: "Which statements about stop-loss orders are true? Select all that apply.",
      options: [
        { id: "a", text: "A stop-loss limit order may not fill in a fast fall", correct: true },
        { id: "b", text: "A gap can jump over a stop, so the fill can be far worse", correct: true },
        { id: "c", text: "A stop guarantees your exit price", correct: false },
        { id: "d", text: "Every broker accepts stop-loss market orders in options", correct: false },
      ],
      explanation:
        "A stop is only an instruction. A stop-loss market order fills, possibly at a much worse price, and some brokers do not accept them in options.",
    },
    {
      id: "ats-80",
      kind: "multiple",
      text: "Ten losses in a row, each a fixed share of the remaining capital: which statements from the lesson's table are true? Select all that apply.",
      options: [
        { id: "a", text: "At 1% a trade, about 90.4% of the capital is left", correct: true },
        { id: "b", text: "At 2% a trade, a 22.4% gain is needed to recover", correct: true },
        { id: "c", text: "At 10% a trade, the capital falls about 65%", correct: true },
        { id: "d", text: "At 10% a trade, a gain of about 187% is needed to recover", correct: true },
        { id: "e", text: "At 5% a trade, exactly half the capital is lost", correct: false },
      ],
      explanation:
        "Capital left = (1 − risk)^10: at 5% it is 59.9%, a 40.1% fall needing a 67% gain. The risk per trade decides how deep the hole gets.",
    },
  ],
};
