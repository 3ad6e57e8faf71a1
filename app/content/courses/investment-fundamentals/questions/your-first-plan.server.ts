import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Building your first plan".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const yourFirstPlanQuestions: LessonQuestions = {
  lessonId: "your-first-plan",
  practice: [],
  assessment: [
    {
      id: "if-34",
      kind: "single",
      text: "Which order of steps does the course recommend for a first plan?",
      options: [
        {
          id: "a",
          text: "Pick the best-performing fund, then build an emergency fund from its gains",
          correct: false,
        },
        {
          id: "b",
          text: "Budget and save first, build the emergency fund and insurance, then invest for each goal in a home that matches its horizon",
          correct: true,
        },
        {
          id: "c",
          text: "Buy an endowment policy for insurance and investment together, then budget",
          correct: false,
        },
        {
          id: "d",
          text: "Invest everything in equity and keep a credit card for emergencies",
          correct: false,
        },
      ],
      explanation:
        "Protection comes first so that a crisis never forces a sale, and each goal's money then goes where its horizon allows. Chasing last year's best fund, mixing insurance with investment and relying on credit for emergencies are among the common mistakes the course warns about.",
    },
    {
      id: "if-35",
      kind: "multiple",
      text: "Which of these are common first-year mistakes? Select all that apply.",
      options: [
        { id: "a", text: "Stopping a long-term SIP because the market has fallen", correct: true },
        {
          id: "b",
          text: "Owning many funds that hold the same shares and calling it diversification",
          correct: true,
        },
        { id: "c", text: "Raising the SIP amount with each pay rise", correct: false },
        { id: "d", text: "Switching to whichever fund topped last year's returns table", correct: true },
      ],
      explanation:
        "Stopping a SIP in a fall gives up the cheapest units; overlapping funds add complexity without spreading risk; and last year's winner is often not next year's. Raising the SIP with your salary is a good habit (a SIP top-up), not a mistake.",
    },
    {
      id: "if-36",
      kind: "single",
      text: "Essential expenses are ₹25,000 a month. You have ₹30,000 saved and can add ₹10,000 a month. How many months until you reach a six-month emergency fund?",
      options: [
        { id: "a", text: "3 months", correct: false },
        { id: "b", text: "6 months", correct: false },
        { id: "c", text: "12 months", correct: true },
        { id: "d", text: "15 months", correct: false },
      ],
      explanation:
        "Target = 6 × ₹25,000 = ₹1,50,000. Gap = ₹1,50,000 − ₹30,000 = ₹1,20,000, and ₹1,20,000 ÷ ₹10,000 = 12 months. Answering 15 months forgets the ₹30,000 already saved.",
    },
  ],
};
