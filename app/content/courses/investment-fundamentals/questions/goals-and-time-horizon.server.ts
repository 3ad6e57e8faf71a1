import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Goals and time horizon".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const goalsAndTimeHorizonQuestions: LessonQuestions = {
  lessonId: "goals-and-time-horizon",
  practice: [
    {
      id: "ifp-04",
      kind: "single",
      text: "What does the lesson call a glide path?",
      options: [
        {
          id: "a",
          text: "Moving a goal's money step by step into safer assets as its date approaches",
          correct: true,
        },
        { id: "b", text: "A loan taken to pay for a child's education", correct: false },
        { id: "c", text: "Raising a SIP every year in line with your salary", correct: false },
        { id: "d", text: "A fund that guarantees the amount a goal needs", correct: false },
      ],
      explanation:
        "A goal 15 years away today will be 3 years away in 12 years, so its money should shift gradually from growth assets into deposits and debt funds in the last few years. Raising a SIP each year is a top-up, a different lever.",
    },
    {
      id: "ifp-05",
      kind: "multiple",
      text: "Which of these are long-term goals in the lesson's sense, more than seven years away? Select all that apply.",
      options: [
        { id: "a", text: "Retirement in 25 years", correct: true },
        { id: "b", text: "A child's degree in 15 years", correct: true },
        { id: "c", text: "A wedding next year", correct: false },
        { id: "d", text: "A car in four years", correct: false },
      ],
      explanation:
        "Long-term goals are more than seven years away: higher education and retirement. A wedding next year is short-term (under three years) and a car in four years is medium-term (three to seven).",
    },
    {
      id: "ifp-06",
      kind: "single",
      text: "Why does the lesson inflate a goal's cost to the goal year before working out the monthly amount?",
      options: [
        { id: "a", text: "Because banks ask for the future cost before opening a deposit", correct: false },
        { id: "b", text: "Because the cost will keep rising until the day you pay it", correct: true },
        { id: "c", text: "Because investments always grow faster than prices", correct: false },
        { id: "d", text: "Because tax is charged on the future cost of a goal", correct: false },
      ],
      explanation:
        "A goal priced in today's rupees is only half a plan: the price rises until you pay it. ₹10,00,000 today at 6% a year is ₹23,96,558 in 15 years, and that is the amount to plan for.",
    },
  ],
  assessment: [
    {
      id: "if-05",
      kind: "single",
      text: "A course costs ₹10,00,000 today. If its cost rises 6% a year, about what will it cost in 15 years?",
      options: [
        { id: "a", text: "₹10,00,000, since fees are set in today's rupees", correct: false },
        { id: "b", text: "₹16,00,000", correct: false },
        { id: "c", text: "₹19,00,000 (6% of today's cost added each year)", correct: false },
        { id: "d", text: "₹23,96,558", correct: true },
      ],
      explanation:
        "Future cost = ₹10,00,000 × 1.06¹⁵ = ₹10,00,000 × 2.39656 = ₹23,96,558. The tempting ₹19,00,000 adds 6% of today's cost for 15 years (simple growth), but each year's rise is on the already higher price. Planning with today's ₹10,00,000 would leave a large shortfall.",
    },
    {
      id: "if-06",
      kind: "single",
      text: "You need ₹2,50,000 for a family wedding in two years and cannot afford to be short. Which home for the money fits best?",
      options: [
        { id: "a", text: "A small-cap equity fund, for the highest growth", correct: false },
        { id: "b", text: "A recurring or fixed deposit whose term ends before the date", correct: true },
        { id: "c", text: "A PPF account, because it is tax-free", correct: false },
        { id: "d", text: "Gold ETFs, because gold rose 75.85% in 2025 and may keep rising", correct: false },
      ],
      explanation:
        "Money needed in under three years should not depend on a market recovering in time, so a deposit matching the date fits. Small-cap funds and gold can fall sharply in a single year (gold lost 18.04% in 2013). PPF is safe but runs for 15 years, with partial withdrawals only from the 7th year.",
    },
    {
      id: "if-07",
      kind: "multiple",
      text: "Your goals need more money each month than you can save. Which of these are sound ways to make the plan fit? Select all that apply.",
      options: [
        { id: "a", text: "Push a less important goal's date back", correct: true },
        { id: "b", text: "Start with a smaller SIP and raise it every year with your salary", correct: true },
        { id: "c", text: "Assume a higher return until the monthly figure looks affordable", correct: false },
        { id: "d", text: "Skip the emergency fund so more money goes to the goals", correct: false },
      ],
      explanation:
        "Changing the date, the cost or the amount (including a yearly step-up) are real levers. Assuming a higher return only changes the spreadsheet, not the market: the lesson's college example needs ₹4,750 a month at 1% a month but ₹6,287 at 0.75% a month. Skipping protection means the first emergency can force you to sell investments at a bad time.",
    },
    {
      id: "if-08",
      kind: "single",
      text: "Your child's college fund has been in an equity index fund for 12 years, and the fees are due in 3 years. What does a glide path suggest now?",
      options: [
        {
          id: "a",
          text: "Move the money step by step into deposits or debt funds over the remaining years",
          correct: true,
        },
        {
          id: "b",
          text: "Switch to a small-cap fund so the corpus grows faster in the three years before the fees",
          correct: false,
        },
        { id: "c", text: "Keep everything in equity until the day the fees are due", correct: false },
        { id: "d", text: "Stop investing, because the goal is too close to matter", correct: false },
      ],
      explanation:
        "About three years before the date, a long-term goal's money should move gradually into safer assets, so a late market fall cannot derail it. Staying fully in equity, or moving to riskier small caps, leaves the fees exposed to a fall like 2008's with no time to recover.",
    },
    {
      id: "if-43",
      kind: "single",
      text: "Which goal does the lesson call the only big one for which nobody will lend you money?",
      options: [
        { id: "a", text: "A child's higher education", correct: false },
        { id: "b", text: "A home down payment", correct: false },
        { id: "c", text: "Retirement", correct: true },
        { id: "d", text: "A car for the family", correct: false },
      ],
      explanation:
        "Education and homes can be part-financed with loans; retirement cannot. That is why the lesson puts retirement ahead of the other goals once protection and costly debt are dealt with.",
    },
    {
      id: "if-44",
      kind: "single",
      text: "The lesson's college fund needs ₹4,750 a month at an assumed 1% a month. What happens if the investments earn only 0.75% a month (a nominal 9% a year)?",
      options: [
        { id: "a", text: "The monthly amount needed rises to about ₹6,287", correct: true },
        { id: "b", text: "Nothing changes, because the goal's future cost is the same", correct: false },
        { id: "c", text: "It falls, because lower returns come with lower risk", correct: false },
        { id: "d", text: "It rises to about ₹4,900, barely more than before", correct: false },
      ],
      explanation:
        "A lower return means less of the goal comes from growth, so more must come from you: ₹6,287 a month instead of ₹4,750. The return you assume changes the plan a lot, so do not assume a generous one.",
    },
    {
      id: "if-45",
      kind: "single",
      text: "A goal is five years away. According to the lesson's table, what is the usual home for its money?",
      options: [
        { id: "a", text: "Mostly deposits and debt funds, with a modest equity share", correct: true },
        {
          id: "b",
          text: "All of it in shares, because five years is long enough to recover from any fall",
          correct: false,
        },
        { id: "c", text: "A savings account only, with nothing in debt funds", correct: false },
        { id: "d", text: "Mostly small-cap funds, for their higher growth", correct: false },
      ],
      explanation:
        "For goals three to seven years away the money can take a little risk in a small part: mostly deposits and debt funds with a modest equity share. A large equity share suits goals more than seven years away, if you will not panic and sell.",
    },
    {
      id: "if-46",
      kind: "single",
      text: "What are the life cycle funds that SEBI added to the scheme categories on 26 February 2026?",
      options: [
        {
          id: "a",
          text: "Target-date funds that cut their equity share as the year in their name approaches",
          correct: true,
        },
        { id: "b", text: "Funds that guarantee the goal amount on the target date", correct: false },
        {
          id: "c",
          text: "Funds that keep the same equity share until the target year and then sell everything at once",
          correct: false,
        },
        { id: "d", text: "Insurance plans that pay out on a fixed date", correct: false },
      ],
      explanation:
        "Life cycle funds are target-date funds of 5 to 30 years that follow a glide path for you, cutting equity as the date nears. They guarantee nothing, and they carry exit loads in their early years, so read the scheme documents first.",
    },
    {
      id: "if-47",
      kind: "multiple",
      text: "The lesson says every goal needs three numbers written down. Which are they? Select all that apply.",
      options: [
        { id: "a", text: "What it would cost if you paid for it today", correct: true },
        { id: "b", text: "When you will need the money", correct: true },
        { id: "c", text: "How important it is: a need or a want", correct: true },
        { id: "d", text: "Which fund house will manage the money", correct: false },
      ],
      explanation:
        "Cost today, date and importance turn a wish into a goal you can plan for. The product comes afterwards: any fund is judged by whether it helps this goal, on this date.",
    },
    {
      id: "if-48",
      kind: "multiple",
      text: "When money is short, the lesson gives an order of priorities. Which of these come before goals such as a car or a holiday? Select all that apply.",
      options: [
        { id: "a", text: "An emergency fund", correct: true },
        { id: "b", text: "Adequate health and life cover", correct: true },
        { id: "c", text: "Clearing a credit-card balance", correct: true },
        { id: "d", text: "Saving for retirement", correct: true },
        { id: "e", text: "Buying the newest phone on EMI", correct: false },
      ],
      explanation:
        "Protection first (emergency fund and cover), then expensive debt, then retirement, then the other goals in order of importance and date. A phone on EMI adds debt rather than protecting anything.",
    },
  ],
};
