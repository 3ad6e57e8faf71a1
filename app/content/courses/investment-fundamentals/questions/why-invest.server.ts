import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Why invest: inflation, compounding and real returns".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const whyInvestQuestions: LessonQuestions = {
  lessonId: "why-invest",
  practice: [],
  assessment: [
    {
      id: "if-01",
      kind: "single",
      text: "A deposit pays 8% a year and inflation is 6%. Ignoring tax, what is the exact real return?",
      options: [
        { id: "a", text: "14%", correct: false },
        { id: "b", text: "About 1.89%", correct: true },
        { id: "c", text: "8%, because the deposit is guaranteed", correct: false },
        { id: "d", text: "About −1.89%", correct: false },
      ],
      explanation:
        "Real return = (1 + nominal) ÷ (1 + inflation) − 1 = 1.08 ÷ 1.06 − 1 ≈ 1.89%. The quick approximation, 8% − 6% = 2%, is close. Adding the two (14%) makes no sense, and 8% is only the nominal return: a guarantee protects your rupees, not what they buy.",
    },
    {
      id: "if-02",
      kind: "single",
      text: "Using the rule of 72, roughly how long does money take to double at 9% a year?",
      options: [
        { id: "a", text: "About 6 years", correct: false },
        { id: "b", text: "About 8 years", correct: true },
        { id: "c", text: "About 11 years", correct: false },
        { id: "d", text: "About 9 years", correct: false },
      ],
      explanation:
        "72 ÷ 9 = 8 years. The rule divides 72 by the yearly rate; 9 years would be the answer for 8%, and 6 years for 12%. With simple interest at 9% doubling would take about 11 years, which is why compounding is faster.",
    },
    {
      id: "if-03",
      kind: "multiple",
      text: "Which statements about compounding are true? Select all that apply.",
      options: [
        {
          id: "a",
          text: "At a steady rate, the later years of a long investment add more rupees than the early years",
          correct: true,
        },
        {
          id: "b",
          text: "Over 20 years, simple and compound interest at the same rate give about the same result",
          correct: false,
        },
        {
          id: "c",
          text: "Inflation compounds too: at 6% a year, prices double in about 12 years",
          correct: true,
        },
        { id: "d", text: "A 1% yearly fee hardly matters over several decades", correct: false },
      ],
      explanation:
        "Compounding adds returns to the pot, so later years grow a bigger base: ₹1,00,000 at 10% gains ₹5,72,750 in its first 20 years and ₹10,72,190 in the next 10. Simple interest over 20 years gives ₹3,00,000 against ₹6,72,750 compounded, so they are far apart. Prices and fees compound as well, which is why a 1% yearly charge adds up to a large sum over decades.",
    },
    {
      id: "if-04",
      kind: "single",
      text: "Priya is in the 30% slab (31.2% with cess). She puts ₹5,00,000 in a one-year FD at 7% while prices rise 5%. What happens to her purchasing power?",
      options: [
        { id: "a", text: "It rises by about 2%, the gap between 7% and 5%", correct: false },
        { id: "b", text: "It rises by about 4.8%, her post-tax return", correct: false },
        {
          id: "c",
          text: "It falls slightly, because after tax she keeps less than inflation takes",
          correct: true,
        },
        { id: "d", text: "It is unchanged, because FDs are insured", correct: false },
      ],
      explanation:
        "Interest ₹35,000 minus tax ₹10,920 leaves ₹24,080, so she has ₹5,24,080. Goods that cost ₹5,00,000 now cost ₹5,25,000, so her real post-tax return is about −0.18%. The 2% answer ignores tax, and 4.8% ignores inflation. Deposit insurance protects against a bank failing, not against inflation.",
    },
  ],
};
