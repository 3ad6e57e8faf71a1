import { chatInputs } from "#app/forms/chat-inputs.ts";

export const chat = chatInputs({
  asks: [
    "brokerage",
    "trading cost",
    "trading charges",
    "charges on",
    "total charges",
    "stt on",
    "cost of trading",
    "break even",
    "breakeven",
    "how much charges",
    "charges for",
  ],
  inputs: {
    quantity: {
      name: "quantity",
      takes: "count",
      near: ["shares", "share", "units", "qty", "quantity", "lots", "buy", "bought"],
      usual: true,
      whenMissing: "assume",
    },
    buyPrice: {
      name: "buy price",
      takes: "money",
      near: ["buy", "bought", "buying", "at", "@", "from", "purchase"],
      usual: true,
      whenMissing: "ask",
    },
    sellPrice: {
      name: "sell price",
      takes: "money",
      near: ["sell", "sold", "selling", "to", "exit"],
      whenMissing: "ask",
    },
    segment: {
      name: "type of trade",
      takes: "choice",
      options: {
        delivery: ["delivery", "cnc", "long term", "investment"],
        intraday: ["intraday", "intra day", "same day", "mis"],
        futures: ["futures", "future", "fut"],
        options: ["options", "option", "call", "put", "ce", "pe"],
      },
    },
    exchange: { name: "exchange", takes: "choice", options: { NSE: ["nse"], BSE: ["bse"] } },
    brokerageModel: {
      name: "how the broker charges",
      takes: "choice",
      options: {
        flat: ["flat", "per order", "per trade", "flat fee"],
        percent: ["percent of", "% of", "percentage"],
        "zero-delivery": ["zero brokerage", "free delivery", "zero delivery", "no brokerage"],
      },
    },
    flatFee: {
      name: "fee per order",
      takes: "money",
      near: ["flat", "per order", "per trade", "fee", "charges", "brokerage of"],
      whenMissing: "assume",
    },
  },
  quote: ["Total charges", "Profit after charges", "Break-even price move"],
});
