import { chatInputs } from "#app/forms/chat-inputs.ts";

export const chat = chatInputs({
  asks: [
    "rent or buy",
    "rent vs buy",
    "buy or rent",
    "rent versus buy",
    "renting or buying",
    "buying or renting",
    "rent and invest",
    "better to rent",
    "better to buy",
    "should i buy a house",
    "should i buy a flat",
    "buy a house or rent",
    "buy a flat or rent",
  ],
  inputs: {
    propertyPrice: {
      name: "home price",
      takes: "money",
      near: ["house", "home", "flat", "apartment", "property", "costs", "cost", "price", "worth", "buy"],
      usual: true,
      whenMissing: "ask",
    },
    monthlyRent: {
      name: "monthly rent",
      takes: "money",
      near: ["rent", "rent of", "renting", "a month", "per month", "monthly", "pm"],
      whenMissing: "ask",
    },
    loanRate: {
      name: "home-loan rate",
      takes: "percent",
      near: ["loan", "interest", "home loan", "rate"],
      whenMissing: "assume",
    },
    downPaymentPercent: {
      name: "down payment",
      takes: "percent",
      near: ["down payment", "downpayment", "down"],
      whenMissing: "assume",
    },
    appreciation: {
      name: "home price growth",
      takes: "percent",
      near: ["appreciation", "appreciate", "price growth", "grows", "growth", "property price"],
      whenMissing: "assume",
    },
    investmentReturn: {
      name: "return on investments",
      takes: "percent",
      near: ["return", "returns", "invest", "investment", "mutual fund", "sip"],
      whenMissing: "assume",
    },
    horizonYears: {
      name: "years to compare",
      takes: "duration",
      near: ["for", "over", "years", "horizon", "stay"],
      usual: true,
      whenMissing: "assume",
    },
  },
  quote: ["Net worth if you buy", "Net worth if you rent", "Break-even year"],
});
