import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Why invest: inflation, compounding and real returns".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const whyInvestQuestions: LessonQuestions = {
  lessonId: "why-invest",
  practice: [
    {
      id: "ifp-01",
      kind: "single",
      text: "Prices rise 6% a year. By the rule of 72, roughly how long until they double?",
      options: [
        { id: "a", text: "About 6 years", correct: false },
        { id: "b", text: "About 12 years", correct: true },
        { id: "c", text: "About 72 years, one year for each point of the rule", correct: false },
        { id: "d", text: "About 18 years", correct: false },
      ],
      explanation:
        "72 ÷ 6 = 12 years (the exact figure is 11.9). The rule works for prices as well as returns: divide 72 by the yearly rate.",
    },
    {
      id: "ifp-02",
      kind: "single",
      text: "What is a nominal return?",
      options: [
        { id: "a", text: "How much your money grows in rupees", correct: true },
        { id: "b", text: "What is left of the growth once inflation is taken out", correct: false },
        { id: "c", text: "What is left once both tax and inflation are taken out", correct: false },
        { id: "d", text: "The rate the government promises on every investment", correct: false },
      ],
      explanation:
        "A nominal return is the growth in rupees: a 7% deposit has a 7% nominal return. What is left after inflation is the real return, and it should be judged after tax.",
    },
    {
      id: "ifp-03",
      kind: "multiple",
      text: "₹1,00,000 grows at 10% a year, compounded once a year. Which statements are true? Select all that apply.",
      options: [
        { id: "a", text: "After 10 years it is worth about ₹2,59,374", correct: true },
        {
          id: "b",
          text: "With simple interest instead, it would be ₹3,00,000 after 20 years",
          correct: true,
        },
        {
          id: "c",
          text: "After 30 years, simple and compound interest give the same amount",
          correct: false,
        },
        { id: "d", text: "Its first 20 years add more rupees than the 10 years after them", correct: false },
      ],
      explanation:
        "Compounded, ₹1,00,000 becomes ₹2,59,374 in 10 years and ₹17,44,940 in 30; simple interest gives ₹3,00,000 after 20 years and ₹4,00,000 after 30. The first 20 years add ₹5,72,750 and the next 10 add ₹10,72,190, because by then the pot itself is large.",
    },
  ],
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
        {
          id: "a",
          text: "It rises by about 2%, the gap between the 7% interest and the 5% rise in prices",
          correct: false,
        },
        {
          id: "b",
          text: "It rises by about 4.8%, because her return after tax is what she can spend",
          correct: false,
        },
        { id: "c", text: "It falls slightly: after tax she keeps less than inflation takes", correct: true },
        { id: "d", text: "It is unchanged, because fixed deposits are insured", correct: false },
      ],
      explanation:
        "Interest ₹35,000 minus tax ₹10,920 leaves ₹24,080, so she has ₹5,24,080. Goods that cost ₹5,00,000 now cost ₹5,25,000, so her real post-tax return is about −0.18%. The 2% answer ignores tax, and 4.8% ignores inflation. Deposit insurance protects against a bank failing, not against inflation.",
    },
    {
      id: "if-37",
      kind: "single",
      text: "Indian consumer prices rose about 7.4% a year on average from 1980 to 2025. Roughly how many times did they multiply over those 46 years?",
      options: [
        { id: "a", text: "About 3.4 times", correct: false },
        { id: "b", text: "About 7.4 times, one time for each percent of inflation", correct: false },
        { id: "c", text: "About 26.6 times", correct: true },
        { id: "d", text: "About 46 times, once for each year", correct: false },
      ],
      explanation:
        "Compounded over 46 years, 7.39% a year is a 26.6-fold rise: a basket that cost ₹100 in 1979 cost about ₹2,660 in 2025. Multiplying is what compounding does, which is why small yearly rates become large over decades.",
    },
    {
      id: "if-38",
      kind: "single",
      text: "You keep ₹1,00,000 in cash for ten years while prices rise 6% a year. About what will it buy at the end, in today's rupees?",
      options: [
        { id: "a", text: "About ₹55,839", correct: true },
        { id: "b", text: "About ₹94,000", correct: false },
        { id: "c", text: "₹1,00,000, because the note still says ₹1,00,000", correct: false },
        { id: "d", text: "About ₹40,000", correct: false },
      ],
      explanation:
        "₹1,00,000 ÷ 1.06¹⁰ = about ₹55,839. Nothing was stolen and the note keeps its face value, but a large part of its purchasing power is gone. ₹94,000 would be a single year of 6% inflation.",
    },
    {
      id: "if-39",
      kind: "single",
      text: "A scheme promises to double your money in one year. What yearly return is it promising?",
      options: [
        { id: "a", text: "About 7.2% a year", correct: false },
        { id: "b", text: "About 50% a year", correct: false },
        { id: "c", text: "100% a year", correct: true },
        { id: "d", text: "About 12%, close to what shares earned over long periods", correct: false },
      ],
      explanation:
        "Doubling in one year means gaining 100% in that year, far beyond anything an honest investment can promise. That is how the rule of 72 doubles as a fraud detector: a doubling time that short implies an impossible rate.",
    },
    {
      id: "if-40",
      kind: "single",
      text: "SBI's one-year deposit rate was 6.25% at the end of 2019, and consumer prices rose 6.62% in 2020. Before tax, what happened to the purchasing power of a deposit made then?",
      options: [
        { id: "a", text: "It grew by 6.25%, the rate written on the receipt", correct: false },
        { id: "b", text: "It fell slightly, because the rate was below inflation", correct: true },
        {
          id: "c",
          text: "It grew by about 0.4% in real terms, because the deposit is insured against inflation",
          correct: false,
        },
        { id: "d", text: "It could not change, because a deposit's value is fixed", correct: false },
      ],
      explanation:
        "1.0625 ÷ 1.0662 − 1 is about −0.35%: the deposit lost purchasing power even before tax. The lesson's point is that fixed deposits reliably protect your rupees but not always what those rupees buy; deposit insurance covers a bank failing, not inflation.",
    },
    {
      id: "if-41",
      kind: "multiple",
      text: "The lesson says compounding also works against you. Which of these compound over time? Select all that apply.",
      options: [
        { id: "a", text: "Rising prices (inflation)", correct: true },
        { id: "b", text: "A fee charged on your investment every year", correct: true },
        { id: "c", text: "Interest on a revolving credit-card balance", correct: true },
        { id: "d", text: "Simple interest, which is earned only on the amount first put in", correct: false },
      ],
      explanation:
        "Inflation, yearly fees and loan interest all compound: prices multiplied 26.6 times in 46 years, a 1% yearly charge adds up over decades, and a revolving card balance grows fast. Simple interest, by definition, does not earn on earlier interest.",
    },
    {
      id: "if-42",
      kind: "multiple",
      text: "Which statements about the lesson's 2006-2025 figures are true? Select all that apply.",
      options: [
        {
          id: "a",
          text: "The Nifty 50 Total Returns Index fell {{fact:nifty-tri-2008}} in 2008",
          correct: true,
        },
        {
          id: "b",
          text: "The 10-year government bond series stayed only a little ahead of prices",
          correct: true,
        },
        { id: "c", text: "Gold's return over the period includes a 75.85% rise in 2025", correct: true },
        { id: "d", text: "Consumer prices multiplied about 3.5 times over the twenty years", correct: true },
        { id: "e", text: "Each of the three assets beat inflation in every single year", correct: false },
      ],
      explanation:
        "Shares grew purchasing power fastest over the period but fell {{fact:nifty-tri-2008}} in 2008; gold's figure is lifted by 2025's 75.85% rise; bonds beat prices by only about 0.8% a year; ₹1,00,000 of spending cost ₹3,52,231 by 2025. No asset did so smoothly or in every year, which is why goals and time horizons come before products.",
    },
  ],
};
