import type { CalculatorCard } from "./card.ts";

export const card: CalculatorCard = {
  title: "Loan Prepayment Calculator",
  description:
    "See the interest and months a one-time or regular prepayment saves, shorter tenure or lower EMI.",
  icon: "banknote",
  gradient: "from-lime-500 to-green-600",
  menu: "loans",
  keywords: "prepayment part payment foreclose loan",
};
