import type { CalculatorCard } from "./card.ts";

export const card: CalculatorCard = {
  title: "Rent vs Buy Calculator",
  description:
    "Compare the net worth of buying a home with renting and investing the difference, year by year.",
  icon: "landmark",
  gradient: "from-fuchsia-500 to-purple-600",
  menu: "loans",
  keywords: "rent or buy house home renting buying",
};
