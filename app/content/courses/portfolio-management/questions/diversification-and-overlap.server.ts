import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Diversification within equity, fund overlap and concentration".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const diversificationAndOverlapQuestions: LessonQuestions = {
  lessonId: "diversification-and-overlap",
  practice: [],
  assessment: [
    {
      id: "pm-11",
      kind: "single",
      text: "Fund X holds Company A at 10%, B at 6% and C at 5%. Fund Y holds A at 7%, B at 9% and D at 4%. Counting only these holdings, what is the overlap?",
      options: [
        { id: "a", text: "13 percentage points", correct: true },
        { id: "b", text: "16 percentage points", correct: false },
        { id: "c", text: "32 percentage points", correct: false },
        { id: "d", text: "21 percentage points", correct: false },
      ],
      explanation:
        "Overlap sums the smaller weight of each common holding: min(10, 7) + min(6, 9) = 7 + 6 = 13. C and D are held by one fund only, so they add nothing. 16 adds X's weights in A and B; 32 adds all four common weights.",
    },
    {
      id: "pm-12",
      kind: "single",
      text: "You hold ₹6,00,000 in a fund with 8% in Company K and ₹4,00,000 in another fund with 5% in K. How much of your money is in K?",
      options: [
        { id: "a", text: "₹62,000", correct: false },
        { id: "b", text: "₹68,000, or 6.8% of ₹10 lakh", correct: true },
        { id: "c", text: "₹1,30,000", correct: false },
        { id: "d", text: "₹80,000", correct: false },
      ],
      explanation:
        "₹6,00,000 × 8% + ₹4,00,000 × 5% = ₹48,000 + ₹20,000 = ₹68,000. ₹62,000 swaps the weights between the funds, ₹80,000 applies 8% to everything, and ₹1,30,000 adds the two weights (13%) as if both applied to the whole ₹10 lakh. Checking combined exposure to top holdings shows concentration that a count of funds hides.",
    },
    {
      id: "pm-13",
      kind: "multiple",
      text: "Which statements about investing outside India are correct for 2026-27? Select all that apply.",
      options: [
        {
          id: "a",
          text: "The LRS allows up to {{fact:lrs-limit}} per resident individual per financial year",
          correct: true,
        },
        {
          id: "b",
          text: "TCS of {{fact:tcs-lrs-rate}} applies to investment remittances above {{fact:tcs-lrs-threshold}} a year and is credited against your tax",
          correct: true,
        },
        {
          id: "c",
          text: "International funds from Indian fund houses are taxed like equity funds, long term after 12 months",
          correct: false,
        },
        {
          id: "d",
          text: "Foreign shares are long term after 24 months and then taxed at {{fact:asset-ltcg-rate}}",
          correct: true,
        },
      ],
      explanation:
        "International funds are not equity-oriented for Indian tax: from FY 2025-26 they are long term only after 24 months ({{fact:asset-ltcg-rate}}), otherwise taxed at slab. TCS is collected by the bank but is not an extra tax; it counts towards your tax for the year.",
    },
    {
      id: "pm-14",
      kind: "multiple",
      text: "Which of these are forms of hidden concentration risk? Select all that apply.",
      options: [
        { id: "a", text: "A large holding of your employer's shares through ESOPs", correct: true },
        { id: "b", text: "An IT professional holding mostly IT company shares", correct: true },
        { id: "c", text: "A single Nifty 50 index fund as the equity core", correct: false },
        { id: "d", text: "Five large cap funds whose top holdings overlap heavily", correct: true },
      ],
      explanation:
        "Employer shares and your own sector tie savings to the same fortunes as your salary, and overlapping funds repeat the same companies. An index fund spreads money over 50 large companies; it carries market risk and no mid or small caps, but it is not a hidden single-company bet.",
    },
  ],
};
