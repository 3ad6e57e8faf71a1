import type { CalculatorCard } from "./card.ts";

export const card: CalculatorCard = {
  title: "Income Tax Calculator",
  description: "Compare the old and new regimes for tax year 2026-27 with a slab-by-slab breakdown.",
  icon: "file-text",
  gradient: "from-teal-500 to-emerald-600",
  menu: "loans",
  keywords: "income tax calculator old new regime slab 2026-27 kar",
};
