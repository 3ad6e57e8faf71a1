import { percentFact, rupeeFact } from "./define.ts";
import type { Fact } from "./types.ts";

// SEBI's studies of individual traders in equity futures and options. A study's figures do not
// change once published, but SEBI publishes new studies, so they are reviewed yearly for a
// newer one. Each figure's source is the study itself on sebi.gov.in.

const study2024 = {
  title:
    "SEBI (September 2024): Study: analysis of profits and losses in the equity derivatives segment, FY22-FY24",
  url: "https://www.sebi.gov.in/reports-and-statistics/research/sep-2024/study-analysis-of-profits-and-losses-in-the-equity-derivatives-segment-fy22-fy24-_86905.html",
};
const study2025 = {
  title:
    "SEBI (July 2025): Comparative study of growth in equity derivatives segment vis-à-vis cash market after recent measures",
  url: "https://www.sebi.gov.in/reports-and-statistics/research/jul-2025/comparative-study-of-growth-in-equity-derivatives-segment-vis-vis-cash-market-after-recent-measures_95105.html",
};
const context = /F&O|futures and options|derivatives|traders?\b/i;
const common = {
  confirmedOn: "2026-11-22",
  review: "year",
  since: "published",
  context,
  contextScope: "sentence",
} as const;

export const studyFacts: Fact[] = [
  percentFact({
    ...common,
    id: "fo-study-loss-share",
    label: "Individual equity F&O traders who made a net loss over FY 2021-22 to FY 2023-24 (SEBI study)",
    value: 93,
    effectiveFrom: "2024-09-23",
    source: study2024,
  }),
  rupeeFact({
    ...common,
    id: "fo-study-total-loss",
    label: "Combined net losses of individual equity F&O traders over FY 2021-22 to FY 2023-24 (SEBI study)",
    value: 1.8e12,
    display: "₹1.8 lakh crore",
    spellings: ["₹1.8 lakh crore", "1.8 lakh crore"],
    effectiveFrom: "2024-09-23",
    source: study2024,
  }),
  percentFact({
    ...common,
    id: "fo-study-fy25-loss-share",
    label: "Individual equity derivatives traders who made a net loss in FY 2024-25 (SEBI study)",
    value: 91,
    effectiveFrom: "2025-07-07",
    source: study2025,
  }),
];
