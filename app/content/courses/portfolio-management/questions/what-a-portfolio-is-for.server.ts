import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "What a portfolio is for: goals, liabilities and the job of each asset".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const whatAPortfolioIsForQuestions: LessonQuestions = {
  lessonId: "what-a-portfolio-is-for",
  practice: [],
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
        { id: "a", text: "Because it earns no return at all", correct: false },
        {
          id: "b",
          text: "Because its job is to protect the portfolio, so a job loss or medical bill never forces you to sell investments at a bad time",
          correct: true,
        },
        { id: "c", text: "Because tax rules forbid counting it", correct: false },
        { id: "d", text: "Because it should be invested in small cap funds for growth", correct: false },
      ],
      explanation:
        "The emergency fund is a foundation, like insurance: it absorbs shocks so that goal money stays invested. It does earn something (a savings account, FD or liquid fund pays interest), no tax rule is involved, and putting it in volatile equity would defeat its purpose.",
    },
  ],
};
