import type { CalculatorCard } from "./card.ts";

export const card: CalculatorCard = {
  title: "Averaging Calculator",
  description: "Find your average buy price across lots and how many shares bring it to a target.",
  icon: "scale",
  gradient: "from-amber-500 to-orange-600",
  menu: "investment",
  keywords: "average price stock averaging down",
};
