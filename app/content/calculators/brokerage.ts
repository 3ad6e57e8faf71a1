import type { CalculatorCard } from "./card.ts";

export const card: CalculatorCard = {
  title: "Trading Cost Calculator",
  description:
    "Every charge on a delivery, intraday, futures or options trade: brokerage, STT, exchange and SEBI fees, stamp duty, GST and DP charges.",
  icon: "calculator",
  gradient: "from-slate-500 to-gray-700",
  menu: "investment",
  keywords: "brokerage charges stt stamp duty gst exchange transaction charges dp charge trading cost",
};
