import type { CalculatorCard } from "./card.ts";

export const card: CalculatorCard = {
  title: "Car EMI Calculator",
  description: "Monthly instalment, total interest and the repayment schedule of a car loan.",
  icon: "car",
  gradient: "from-rose-500 to-pink-600",
  menu: "loans",
  keywords: "car loan emi vehicle auto loan",
};
