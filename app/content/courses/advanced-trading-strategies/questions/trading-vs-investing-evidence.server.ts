import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Trading versus investing: what SEBI's studies of F&O traders found".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const tradingVsInvestingEvidenceQuestions: LessonQuestions = {
  lessonId: "trading-vs-investing-evidence",
  practice: [
    {
      id: "atsp-01",
      kind: "single",
      text: "Before costs, what kind of game is F&O trading?",
      options: [
        { id: "a", text: "Zero-sum: one side's gain is exactly the other side's loss", correct: true },
        { id: "b", text: "Positive-sum, like owning businesses", correct: false },
        { id: "c", text: "Always profitable for buyers", correct: false },
        { id: "d", text: "Guaranteed by the exchange", correct: false },
      ],
      explanation:
        "Every contract has a buyer and a seller. After brokerage, taxes and exchange charges the game is negative-sum: traders together take home less than they put in.",
    },
    {
      id: "atsp-02",
      kind: "single",
      text: "In SEBI's July 2025 study, about what share of individual equity derivatives traders made a net loss in FY 2024-25?",
      options: [
        { id: "a", text: "About {{fact:fo-study-fy25-loss-share}}", correct: true },
        { id: "b", text: "About half", correct: false },
        { id: "c", text: "About one in ten", correct: false },
        { id: "d", text: "None, after the new rules", correct: false },
      ],
      explanation:
        "About {{fact:fo-study-fy25-loss-share}} lost money, and their net losses after costs rose 41% to ₹1,05,603 crore. The share of losers has been high and stable across the studies.",
    },
    {
      id: "atsp-03",
      kind: "single",
      text: "What does the lesson say trading capital should never be?",
      options: [
        {
          id: "a",
          text: "Your emergency fund, borrowed money or savings for a goal with a date",
          correct: true,
        },
        { id: "b", text: "More than the cost of one contract", correct: false },
        { id: "c", text: "Kept in a bank account", correct: false },
        { id: "d", text: "Used for options", correct: false },
      ],
      explanation:
        "Only money you can afford to lose completely belongs in trading, and you should decide in advance the loss at which you will stop.",
    },
  ],
  assessment: [
    {
      id: "ats-01",
      kind: "single",
      text: "Why is futures and options trading negative-sum for traders taken together?",
      options: [
        {
          id: "a",
          text: "Every contract has two sides, so gains cancel losses before costs; then costs are taken out",
          correct: true,
        },
        {
          id: "b",
          text: "Because index prices fall more often than they rise, so the buyers of contracts lose on average",
          correct: false,
        },
        { id: "c", text: "Because SEBI keeps a share of every trader's profit", correct: false },
        { id: "d", text: "Because option sellers win every trade", correct: false },
      ],
      explanation:
        "In F&O one side's gain is exactly the other side's loss, so before costs the total is zero. Charges on every order are paid by both sides whether they win or lose, so after costs the total is negative. It has nothing to do with the market's direction: a rising market hurts shorts as much as a falling one hurts longs.",
    },
    {
      id: "ats-02",
      kind: "multiple",
      text: "Which of these are findings of SEBI's studies of individual traders? Select all that apply.",
      options: [
        {
          id: "a",
          text: "In every period studied, about nine in ten individual F&O traders made a net loss",
          correct: true,
        },
        {
          id: "b",
          text: "Loss-making traders paid transaction costs on top of their trading losses",
          correct: true,
        },
        {
          id: "c",
          text: "Among intraday traders making more than 500 trades a year, the share of loss-makers was higher than among intraday traders overall",
          correct: true,
        },
        {
          id: "d",
          text: "After SEBI's late-2024 measures, most individual F&O traders made a profit in FY 2024-25",
          correct: false,
        },
        {
          id: "e",
          text: "Individuals made profits in F&O in FY 2023-24 while proprietary traders and foreign portfolio investors lost",
          correct: false,
        },
      ],
      explanation:
        "SEBI found about nine in ten F&O traders losing in FY 2018-19 and FY 2021-22 (its 2023 study), over FY 2021-22 to FY 2023-24 ({{fact:fo-study-loss-share}}) and in FY 2024-25 (about {{fact:fo-study-fy25-loss-share}}). Loss-makers paid extra costs (28% of their trading losses in the 2023 study; 57% for intraday traders), and 80% of very frequent intraday traders lost against 71% overall. The 2024 measures did not turn results positive, and it was proprietary traders and foreign investors, not individuals, who made profits in FY 2023-24.",
    },
    {
      id: "ats-03",
      kind: "single",
      text: "A trader makes 300 option round trips in a year. Wins and losses exactly cancel, and each round trip costs ₹66.70 in brokerage, GST and STT. What is the year's result before exchange charges and stamp duty?",
      options: [
        { id: "a", text: "₹0, because wins and losses cancel", correct: false },
        { id: "b", text: "−₹20,010", correct: true },
        { id: "c", text: "−₹6,670", correct: false },
        { id: "d", text: "+₹20,010", correct: false },
      ],
      explanation:
        "Gross result is ₹0, but costs are charged on every round trip: 300 × ₹66.70 = ₹20,010, so the trader ends ₹20,010 down. This is why a fair coin-toss record still loses money, and why frequent trading is so costly.",
    },
    {
      id: "ats-37",
      kind: "single",
      text: "According to SEBI's September 2024 study, what share of individual F&O traders lost money over FY 2021-22 to FY 2023-24?",
      options: [
        { id: "a", text: "{{fact:fo-study-loss-share}}", correct: true },
        { id: "b", text: "About half, as in any fair game between buyers and sellers", correct: false },
        { id: "c", text: "7.2%", correct: false },
        { id: "d", text: "About 71%", correct: false },
      ],
      explanation:
        "{{fact:fo-study-loss-share}} of more than 1 crore individual traders lost money, about ₹2 lakh each on average including costs; only 7.2% made a profit. 71% is the intraday figure from the July 2024 study.",
    },
    {
      id: "ats-38",
      kind: "single",
      text: "Who made profits in F&O in FY 2023-24 while individuals lost, according to the same study?",
      options: [
        { id: "a", text: "Proprietary traders and foreign portfolio investors", correct: true },
        {
          id: "b",
          text: "Individual traders under 30 with incomes below ₹5 lakh, who traded most often",
          correct: false,
        },
        { id: "c", text: "SEBI itself", correct: false },
        { id: "d", text: "Mutual funds only", correct: false },
      ],
      explanation:
        "When you trade an option, the other side is often a professional firm with faster systems, lower costs and better risk control. The young, lower-income traders were the fastest-growing group, not the winners.",
    },
    {
      id: "ats-39",
      kind: "single",
      text: "In SEBI's July 2024 study of intraday trading in FY 2022-23, what share of individual intraday traders made a net loss?",
      options: [
        { id: "a", text: "71%", correct: true },
        { id: "b", text: "{{fact:fo-study-loss-share}}, the same as in F&O", correct: false },
        { id: "c", text: "50%", correct: false },
        { id: "d", text: "10%", correct: false },
      ],
      explanation:
        "71% lost money, and 80% of those making more than 500 trades a year. Loss-makers spent an extra 57% of their trading losses on costs.",
    },
    {
      id: "ats-40",
      kind: "single",
      text: "Where does an investor's return come from, according to the lesson?",
      options: [
        { id: "a", text: "From what the asset produces: profits, interest or rent", correct: true },
        {
          id: "b",
          text: "From being right about the next price move more often than the people on the other side",
          correct: false,
        },
        { id: "c", text: "From SEBI's protection", correct: false },
        { id: "d", text: "From brokerage rebates", correct: false },
      ],
      explanation:
        "Investors own a share of what businesses produce; the Nifty 50 TRI returned about {{fact:nifty-tri-cagr}} a year over 2006-2025. A trader's return comes only from other traders.",
    },
    {
      id: "ats-41",
      kind: "single",
      text: "What did SEBI's late-2024 measures do, according to the lesson?",
      options: [
        {
          id: "a",
          text: "Made it harder to lose a lot quickly, without changing the zero-sum arithmetic",
          correct: true,
        },
        {
          id: "b",
          text: "Guaranteed individual traders a share of the profits earned by proprietary firms on the other side of their trades",
          correct: false,
        },
        { id: "c", text: "Banned options trading for individuals", correct: false },
        { id: "d", text: "Removed STT on options", correct: false },
      ],
      explanation:
        "Larger contract sizes, fewer weekly expiries and upfront premium collection slow losses down; every contract still has a winner and a loser, and costs still come out.",
    },
    {
      id: "ats-42",
      kind: "multiple",
      text: "Which questions does the lesson ask you to answer before going further? Select all that apply.",
      options: [
        { id: "a", text: "Is this money I can lose completely?", correct: true },
        { id: "b", text: "What is my edge over the professionals on the other side?", correct: true },
        { id: "c", text: "Which channel has the best tips?", correct: false },
        { id: "d", text: "How quickly can I double my capital?", correct: false },
      ],
      explanation:
        "It also asks how you would know you are failing (a written stop) and how much risk you can bear. Following a channel is not an edge.",
    },
    {
      id: "ats-43",
      kind: "multiple",
      text: "What did SEBI's September 2024 study report? Select all that apply.",
      options: [
        { id: "a", text: "Combined losses of more than {{fact:fo-study-total-loss}}", correct: true },
        { id: "b", text: "Only 7.2% made a profit over the three years", correct: true },
        { id: "c", text: "The share of F&O traders under 30 rose from 31% to 43%", correct: true },
        {
          id: "d",
          text: "Over three-quarters of F&O traders in FY 2023-24 declared incomes below ₹5 lakh",
          correct: true,
        },
        { id: "e", text: "Most traders under 30 made a profit", correct: false },
      ],
      explanation:
        "Many newcomers are young, with modest incomes, and can least afford the losses. Nothing in the study suggests the young fared better.",
    },
  ],
};
