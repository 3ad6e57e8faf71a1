import type { CalculatorGuide } from "#app/forms/view.ts";

// "How it is calculated": must describe exactly what the calculation does.
export const guide: CalculatorGuide = {
  formula: [
    "Absolute return = (current value − amount invested) ÷ amount invested × 100.",
    "CAGR = (current value ÷ amount invested)^(1 ÷ years) − 1.",
    "XIRR finds the single yearly rate r at which the dated cash flows sum to zero: Σ amount ÷ (1 + r)^(days from the first flow ÷ 365) = 0, the same definition as a spreadsheet's XIRR.",
  ],
  assumptions: [
    "Use CAGR for one investment held for a period; use XIRR when money went in or came out at different dates (a SIP, top-ups, withdrawals).",
    "Money you put in is entered as a negative amount in XIRR and money you received or the current value as a positive amount. The flows are kept in the link as repeated flow=YYYY-MM-DD:amount values, so a shared link gives the same XIRR.",
  ],
  related: [
    "/resources/stock-fundamentals",
    "/guides/picking-mutual-funds",
    "/resources/mutual-fund-terminologies",
  ],
};
