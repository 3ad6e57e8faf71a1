import type { IconName } from "../types.ts";

/** What lists and menus show for a calculator: the page table, menus, /calculators, search. */
export interface CalculatorCard {
  title: string;
  description: string;
  icon: IconName;
  /** Tailwind gradient classes for the card's icon tile. */
  gradient: string;
  /** The column of the Calculators menu it appears in. */
  menu: "investment" | "loans";
  /** Extra words the site search should match (synonyms, Hindi terms). */
  keywords: string;
}
