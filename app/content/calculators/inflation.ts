import type { CalculatorCard } from "./card.ts";

export const card: CalculatorCard = {
  title: "Inflation Impact Calculator",
  description: "What today's expenses will cost in future, and what a future sum is worth today.",
  icon: "trending-up",
  gradient: "from-orange-500 to-red-600",
  menu: "investment",
  keywords: "inflation mehangai future cost purchasing power",
};
