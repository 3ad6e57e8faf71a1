import type { CalculatorGuide } from "../view.ts";

// "How it is calculated": must describe exactly what app/finance/trading-costs.ts does.
export const guide: CalculatorGuide = {
  formula: [
    "Buy value = buy price × quantity; sell value = sell price × quantity. For options both are premium values.",
    "Brokerage is worked out per order (one buy, one sell) under the structure you choose: a flat fee, a percent of the order value with an optional cap, nothing on delivery, or your own fee plus percent.",
    "STT: 0.1% of the buy and the sell value on delivery; 0.025% of the sell value intraday; 0.05% of the sell value on futures and 0.15% of the sell premium on options (both from 1 April 2026).",
    "Exchange transaction charges and the SEBI turnover fee (₹10 per crore) are a percent of each side's value; stamp duty is charged on the buy side only (0.015% delivery, 0.003% intraday and options, 0.002% futures).",
    "GST = 18% × (brokerage + exchange transaction charges + SEBI fee). The DP charge is added once on a delivery sell.",
    "Break-even price move = total charges ÷ quantity; share of profit eaten = total charges ÷ (sell value − buy value).",
  ],
  assumptions: [
    "One buy order and one sell order on the same exchange. Options held to expiry and exercised pay STT on the intrinsic value instead, which is not modelled here.",
    "Statutory rates are listed under the result with the date each took effect and the date we last confirmed it. Where we could not confirm today's figure, the page says so: check the exchange's own page.",
    "Brokerage structures are models you fill in, not any broker's tariff; your broker's charges page has its real figures.",
  ],
  related: [
    "/guides/brokers-comparison",
    "/investments/stocks",
    "/resources/income-tax",
    "/calculators/averaging",
  ],
};
