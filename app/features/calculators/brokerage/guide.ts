import { ratePercent } from "#app/content/shared/brokerage-rates.ts";
import { gstOnCharges, sebiTurnoverFee, stampDutyRates, sttRates } from "#app/finance/trading-rates.ts";
import type { CalculatorGuide } from "#app/forms/view.ts";
import { formatReviewDate } from "#app/lib/dates.ts";

// The rates are read from finance/trading-rates.ts, the module the calculator computes with,
// so this text cannot drift from the figures.
const stt = sttRates;
const stamp = stampDutyRates;
const newDerivativesSttFrom = formatReviewDate(stt.futures.effectiveFrom ?? stt.options.effectiveFrom ?? "");

// "How it is calculated": must describe exactly what app/finance/trading-costs.ts does.
export const guide: CalculatorGuide = {
  formula: [
    "Buy value = buy price × quantity; sell value = sell price × quantity. For options both are premium values.",
    "Brokerage is worked out per order (one buy, one sell) under the structure you choose: a flat fee, a percent of the order value with an optional cap, nothing on delivery, or your own fee plus percent.",
    `STT: ${ratePercent(stt.delivery.percent)} of the buy and the sell value on delivery; ${ratePercent(stt.intraday.percent)} of the sell value intraday; ${ratePercent(stt.futures.percent)} of the sell value on futures and ${ratePercent(stt.options.percent)} of the sell premium on options (both from ${newDerivativesSttFrom}).`,
    `Exchange transaction charges and the SEBI turnover fee (₹${sebiTurnoverFee.percent * 100_000} per crore) are a percent of each side's value; stamp duty is charged on the buy side only (${ratePercent(stamp.delivery.percent)} delivery, ${ratePercent(stamp.intraday.percent)} intraday, ${ratePercent(stamp.options.percent)} options, ${ratePercent(stamp.futures.percent)} futures).`,
    `GST = ${ratePercent(gstOnCharges.percent)} × (brokerage + exchange transaction charges + SEBI fee). The DP charge is added once on a delivery sell.`,
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
