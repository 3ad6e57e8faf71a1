import type { CalculatorCard } from "./card.ts";

export const card: CalculatorCard = {
  title: "Lumpsum Calculator",
  description: "Project the growth of a one-time investment year by year at a steady annual return.",
  icon: "piggy-bank",
  gradient: "from-sky-500 to-blue-600",
  menu: "investment",
  keywords: "lumpsum one time investment",
};
