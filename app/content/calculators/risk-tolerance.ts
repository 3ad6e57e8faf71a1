import type { CalculatorCard } from "./card.ts";

export const card: CalculatorCard = {
  title: "Risk Tolerance Assessment",
  description: "Answer ten questions to see your risk profile and an educational asset mix for it.",
  icon: "gauge",
  gradient: "from-red-500 to-rose-600",
  menu: "investment",
  keywords: "risk profile questionnaire appetite",
};
