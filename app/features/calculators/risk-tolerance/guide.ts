import type { CalculatorGuide } from "#app/forms/view.ts";

// "How it is calculated": must describe exactly what the calculation does.
export const guide: CalculatorGuide = {
  formula: [
    "Ten questions, 0 to 4 points each, add up to a score out of 40. The score falls into one of five bands, from Conservative to Aggressive, each with an educational asset mix.",
    "If you need the money within three years, the profile is capped at a cautious band whatever the score, because equity can fall sharply over short periods.",
  ],
  assumptions: [
    "This is a self-assessment for learning, not a suitability assessment by a SEBI-registered investment adviser.",
    "Risk capacity (what you can afford to lose) and risk appetite (what you are comfortable losing) can differ; a plan should respect the lower of the two.",
  ],
  related: [
    "/tools/asset-allocation",
    "/diversification",
    "/guides/beginners",
    "/investments/emergency-fund",
  ],
};
