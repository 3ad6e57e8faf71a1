import type { CalculatorCard } from "./card.ts";

export const card: CalculatorCard = {
  title: "Investment Goal Calculator",
  description: "Inflate a goal to its future cost and find the monthly SIP or lumpsum that reaches it.",
  icon: "target",
  gradient: "from-indigo-500 to-blue-600",
  menu: "investment",
  keywords: "goal planning target corpus retirement child education house",
};
