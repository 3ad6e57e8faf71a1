import { chatInputs } from "#app/forms/chat-inputs.ts";

export const chat = chatInputs({
  asks: [
    "average price",
    "average cost",
    "averaging",
    "average down",
    "averaging down",
    "average my",
    "my average",
  ],
  inputs: {
    lot: { name: "your purchases (quantity and price)", takes: "lots", whenMissing: "ask" },
    buyPrice: {
      name: "price you can buy at now",
      takes: "money",
      near: [
        "now",
        "current price",
        "currently",
        "today",
        "cmp",
        "market price",
        "trading at",
        "price is",
        "buy at",
        "buying at",
      ],
      whenMissing: "assume",
    },
    targetAverage: {
      name: "target average",
      takes: "money",
      near: ["target", "bring", "reduce", "want", "average to", "average of", "down to", "average down to"],
      whenMissing: { assume: 0, because: "no target average" },
    },
  },
  // Without today's price the page's sample price would decide what to buy: quote only the average.
  headlineNeeds: ["buyPrice"],
  quote: ["Average price", "Total quantity", "Total cost", { label: "Units to buy", needs: ["buyPrice"] }],
});
