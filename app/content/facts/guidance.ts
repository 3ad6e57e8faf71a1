import { textFact } from "./define.ts";
import { sebiCategorisation2017, sebiCategorisation2026 } from "./sources.ts";
import type { Fact } from "./types.ts";

// Sentences the site states once and quotes wherever they are needed: an editorial rule of
// thumb, and a caveat about figures that a 2026 circular may have changed.

export const guidanceFacts: Fact[] = [
  textFact({
    id: "emergency-fund-rule",
    label: "Emergency fund target (a guideline, not a regulated figure)",
    value:
      "**6 to 12 months of essential expenses**: at least 6 months for a household with two steady salaries, and up to 12 months for a single-income household or if you are self-employed or paid irregularly",
    spellings: [
      "3 to 6 months",
      "3-6 months",
      "three to six months",
      "six months of essential expenses",
      "six months of essentials",
      "about six months",
      // Other targets than the rule's, as pages typed them before it was a fact.
      "9 to 12 months",
      "9-12 months",
    ],
    context: /emergency/i,
    effectiveFrom: "2026-11-24",
    confirmedOn: "2026-11-24",
    review: "year",
    source: {
      title: "NiveshShala: how much to keep in an emergency fund",
      url: "/investments/emergency-fund",
    },
  }),
  textFact({
    id: "mf-category-thresholds-note",
    label: "Mutual fund category thresholds: status after SEBI's circular of 26 February 2026",
    value:
      "These thresholds come from SEBI's 2017 category rules; its circular of 26 February 2026 restates a threshold for each category, so confirm the current figure in the scheme information document",
    spellings: ["2026 circular restates", "circular restates each", "restates thresholds"],
    context: /./,
    effectiveFrom: "2026-02-26",
    confirmedOn: "2026-11-22",
    review: "year",
    source: sebiCategorisation2017,
    checkAt: sebiCategorisation2026,
  }),
];
