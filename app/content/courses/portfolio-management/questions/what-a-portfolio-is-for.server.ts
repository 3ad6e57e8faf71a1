import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "What a portfolio is for: goals, liabilities and the job of each asset".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const whatAPortfolioIsForQuestions: LessonQuestions = {
  lessonId: "what-a-portfolio-is-for",
  practice: [
    {
      id: "pmp-01",
      kind: "single",
      text: "What is a portfolio, in the lesson's sense?",
      options: [
        {
          id: "a",
          text: "All your financial assets seen as one whole, organised around what the money has to do",
          correct: true,
        },
        { id: "b", text: "The best-performing fund you hold", correct: false },
        { id: "c", text: "Only the SIPs shown in your fund app", correct: false },
        { id: "d", text: "Your home and the jewellery you wear", correct: false },
      ],
      explanation:
        "Seeing the whole answers questions no single product can: how much of your wealth is really in shares, how much you could reach in a hurry, and whether each goal's money suits its date.",
    },
    {
      id: "pmp-02",
      kind: "single",
      text: "A goal is two years away. What does the lesson say about its money?",
      options: [
        {
          id: "a",
          text: "It cannot afford a deep fall, because the amount must be there on the date",
          correct: true,
        },
        { id: "b", text: "It should be mostly equity, for the highest growth", correct: false },
        { id: "c", text: "It can wait for a market recovery if needed", correct: false },
        { id: "d", text: "It should sit in gold, which never falls for long", correct: false },
      ],
      explanation:
        "Near goals (under 3 years) need the full amount on the date. Long goals (more than 7 years) have time to sit through bad years.",
    },
    {
      id: "pmp-03",
      kind: "single",
      text: "What is gold's job in the lesson's table?",
      options: [
        { id: "a", text: "A hedge that has often risen when shares or the rupee fell", correct: true },
        { id: "b", text: "Regular income for spending", correct: false },
        { id: "c", text: "Somewhere to live", correct: false },
        { id: "d", text: "The main home for near goals", correct: false },
      ],
      explanation:
        "Gold has often behaved differently from shares, which is its value in a mix. It pays no income and has had long flat or falling spells, such as −22.67% in 1981 and −18.04% in 2013.",
    },
  ],
  assessment: [
    {
      id: "pm-01",
      kind: "single",
      text: "Kiran holds ₹5,00,000 in equity funds, ₹3,00,000 in EPF, ₹2,00,000 in PPF and ₹3,00,000 in FDs, of which ₹1,50,000 is her emergency fund. What share of her goal portfolio is equity?",
      options: [
        { id: "a", text: "About 38.5%", correct: false },
        { id: "b", text: "About 43.5%", correct: true },
        { id: "c", text: "50%", correct: false },
        { id: "d", text: "100%, because only the equity funds are investments", correct: false },
      ],
      explanation:
        "Leave the emergency fund out: the goal portfolio is ₹5,00,000 + ₹3,00,000 + ₹2,00,000 + ₹1,50,000 = ₹11,50,000, and ₹5,00,000 ÷ ₹11,50,000 ≈ 43.5%. 38.5% wrongly includes the emergency fund (₹5 lakh ÷ ₹13 lakh); 50% forgets the FDs; EPF and PPF are debt holdings, not 'not investments'.",
    },
    {
      id: "pm-02",
      kind: "multiple",
      text: "Which of these count in the debt part of your asset allocation? Select all that apply.",
      options: [
        { id: "a", text: "EPF balance", correct: true },
        { id: "b", text: "PPF balance", correct: true },
        { id: "c", text: "Bank FDs beyond the emergency fund", correct: true },
        { id: "d", text: "A gold ETF", correct: false },
        { id: "e", text: "A Nifty 50 index fund", correct: false },
      ],
      explanation:
        "EPF, PPF and FDs all pay interest and repay capital, so they are debt, even though they rarely appear in a fund app. A gold ETF is gold, and an index fund is equity. Forgetting EPF and PPF is the commonest reason people underestimate how much debt they already hold.",
    },
    {
      id: "pm-03",
      kind: "single",
      text: "Why does the course keep the emergency fund outside the goal portfolio?",
      options: [
        {
          id: "a",
          text: "Because it earns no return, so counting it would drag down the portfolio's average",
          correct: false,
        },
        {
          id: "b",
          text: "Its job is to protect the portfolio, so a crisis never forces a sale at a bad time",
          correct: true,
        },
        { id: "c", text: "Because tax rules forbid counting it", correct: false },
        { id: "d", text: "Because it should be invested in small cap funds for growth", correct: false },
      ],
      explanation:
        "The emergency fund is a foundation, like insurance: it absorbs shocks so that goal money stays invested. It does earn something (a savings account, FD or liquid fund pays interest), no tax rule is involved, and putting it in volatile equity would defeat its purpose.",
    },
    {
      id: "pm-37",
      kind: "single",
      text: "When you count your allocation, which of these does the lesson leave out?",
      options: [
        { id: "a", text: "Jewellery you wear", correct: true },
        { id: "b", text: "A second flat bought to earn rent", correct: false },
        { id: "c", text: "Your EPF balance", correct: false },
        { id: "d", text: "Gold ETF units", correct: false },
      ],
      explanation:
        "Jewellery you wear and your own home are left out because neither will be sold to pay for a goal. A flat bought to earn rent is an investment and is counted, and so are EPF and gold ETFs.",
    },
    {
      id: "pm-38",
      kind: "single",
      text: "How should an NPS account be counted in your allocation?",
      options: [
        { id: "a", text: "According to its own equity and debt split", correct: true },
        {
          id: "b",
          text: "All as equity, because NPS invests in shares through professional fund managers",
          correct: false,
        },
        { id: "c", text: "All as debt", correct: false },
        { id: "d", text: "Not at all", correct: false },
      ],
      explanation:
        "Count NPS by its equity and debt split, EPF and PPF as debt, and gold ETFs and gold bonds as gold. Leaving out holdings that do not appear in a fund app hides the real mix.",
    },
    {
      id: "pm-39",
      kind: "single",
      text: "Meera's mix is about 45% equity, 51% debt and 4% gold, yet her four-year goal is badly served. Why?",
      options: [
        { id: "a", text: "Most of her debt is EPF and PPF, locked for the long term", correct: true },
        {
          id: "b",
          text: "Because 51% debt is too little for any goal, whatever its date or size",
          correct: false,
        },
        { id: "c", text: "Because her gold share is too small", correct: false },
        { id: "d", text: "Because equity funds cannot be sold", correct: false },
      ],
      explanation:
        "₹6,50,000 of her ₹7,50,000 of debt is EPF and PPF, so only ₹1,00,000 could help a four-year goal. A portfolio can be balanced overall and still badly matched to its goals.",
    },
    {
      id: "pm-40",
      kind: "single",
      text: "What does the lesson mean by a liability?",
      options: [
        { id: "a", text: "Money you already owe, or a commitment you have accepted", correct: true },
        {
          id: "b",
          text: "A goal more than seven years away, such as retirement in twenty-five years",
          correct: false,
        },
        { id: "c", text: "Any asset that has fallen in value", correct: false },
        { id: "d", text: "An insurance premium", correct: false },
      ],
      explanation:
        "A liability is a loan you owe or a commitment such as supporting parents. Goals are future spending needs; both belong in the picture.",
    },
    {
      id: "pm-41",
      kind: "single",
      text: "Why does a large home loan reduce how much risk the rest of your money can take?",
      options: [
        { id: "a", text: "The EMI continues even if your salary stops", correct: true },
        { id: "b", text: "Because the bank can sell your mutual funds to collect the EMI", correct: false },
        { id: "c", text: "Because a loan raises your tax slab", correct: false },
        { id: "d", text: "It does not affect risk at all", correct: false },
      ],
      explanation:
        "An EMI keeps drawing on income whatever happens, so a large loan leaves less room for losses elsewhere. A loan at a high rate is also a certain cost that a risky investment may or may not beat.",
    },
    {
      id: "pm-42",
      kind: "multiple",
      text: "According to the lesson's table, what is equity bad at? Select all that apply.",
      options: [
        { id: "a", text: "Deep falls", correct: true },
        { id: "b", text: "Years of going nowhere", correct: true },
        { id: "c", text: "Growing faster than inflation over long periods", correct: false },
        { id: "d", text: "Keeping its purchasing power, like cash", correct: false },
      ],
      explanation:
        "Equity's job is long-term growth well above inflation; its weaknesses are deep falls (the Nifty 50 TRI lost {{fact:nifty-tri-2008}} in 2008) and years of going nowhere. Losing purchasing power over time is cash's weakness.",
    },
    {
      id: "pm-43",
      kind: "multiple",
      text: "Which decisions does the lesson say matter far more than finding the best fund? Select all that apply.",
      options: [
        { id: "a", text: "How much goes into each asset class", correct: true },
        { id: "b", text: "How widely money is spread inside each class", correct: true },
        { id: "c", text: "How the mix is kept on track", correct: true },
        { id: "d", text: "How much leaks out in costs and tax", correct: true },
        { id: "e", text: "Which fund topped last year's returns table", correct: false },
      ],
      explanation:
        "Asset allocation, diversification, rebalancing with an annual review, and costs and tax are the four decisions the course takes in order. Last year's winner says little about next year.",
    },
  ],
};
