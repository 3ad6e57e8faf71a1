import { chatInputs } from "#app/forms/chat-inputs.ts";

export const chat = chatInputs({
  asks: [
    "what will it cost",
    "what will they be",
    "will cost",
    "cost then",
    "inflation",
    "cost after",
    "will cost",
    "cost in",
    "worth after",
    "worth in",
    "value of money",
    "purchasing power",
    "price after",
    "prices after",
    "kitna mehnga",
  ],
  inputs: {
    amount: {
      name: "amount",
      takes: "money",
      near: ["costs", "cost", "worth", "of", "amount", "expenses", "price", "today"],
      usual: true,
      whenMissing: "ask",
    },
    inflation: {
      name: "inflation",
      takes: "percent",
      near: ["inflation", "at", "@", "rate"],
      usual: true,
      whenMissing: "assume",
    },
    years: {
      name: "years",
      takes: "duration",
      near: ["in", "after", "over", "for"],
      usual: true,
      whenMissing: "ask",
    },
  },
  quote: ["Future cost of today's amount", "Today's value of that amount received later"],
});
