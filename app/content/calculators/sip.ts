import type { CalculatorCard } from "./card.ts";

export const card: CalculatorCard = {
  title: "SIP Calculator",
  description:
    "See what a monthly SIP can grow to, with an optional yearly step-up and the value in today's rupees.",
  icon: "repeat",
  gradient: "from-emerald-500 to-teal-600",
  menu: "investment",
  keywords: "sip systematic investment plan monthly investment calculator mutual fund returns",
};
