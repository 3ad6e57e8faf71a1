import type { ChatInputs } from "#app/forms/chat-inputs.ts";

// What the two EMI calculators (home and car loans) take from a question: the same three
// figures, the same things they cannot take, the same tiles quoted. Each adds its own words.
export const emiChatInputs = {
  inputs: {
    loanAmount: {
      name: "loan amount",
      takes: "money",
      near: ["loan", "loan of", "borrow", "borrowing", "amount", "principal", "take"],
      usual: true,
      whenMissing: "ask",
    },
    annualRate: {
      name: "interest rate",
      takes: "percent",
      near: ["interest", "rate", "at", "@", "roi", "p.a", "pa"],
      usual: true,
      whenMissing: "assume",
    },
    tenureYears: {
      name: "tenure",
      takes: "duration",
      near: ["for", "tenure", "over", "period", "term"],
      usual: true,
      whenMissing: "assume",
    },
  },
  cannotTake: [
    {
      near: ["prepay", "prepayment", "part payment", "part-payment", "extra", "foreclose", "pay off early"],
      why: "prepayments are worked out by the [loan prepayment calculator](/calculators/loan-repayment)",
    },
    { near: ["salary", "income", "earn", "ctc"], why: "the EMI does not depend on income" },
  ],
  quote: ["Monthly EMI", "Total interest", "Total payment"],
} satisfies Omit<ChatInputs, "asks">;
