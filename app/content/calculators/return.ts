import type { CalculatorCard } from "./card.ts";

export const card: CalculatorCard = {
  title: "Return Calculator",
  description: "Work out absolute return, CAGR and XIRR for an investment with dated cash flows.",
  icon: "percent",
  gradient: "from-violet-500 to-purple-600",
  menu: "investment",
  keywords: "cagr xirr absolute return calculator",
};
