import type { CalculatorCard } from "./card.ts";

export const card: CalculatorCard = {
  title: "Home Loan EMI Calculator",
  description:
    "EMI, principal and interest split and amortisation of a home loan, with the tax note for your regime.",
  icon: "home",
  gradient: "from-cyan-500 to-sky-600",
  menu: "loans",
  keywords: "home loan emi housing loan instalment",
};
