import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "The debt side: duration, credit risk and where to hold it".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const theDebtSideQuestions: LessonQuestions = {
  lessonId: "the-debt-side",
  practice: [
    {
      id: "pmp-16",
      kind: "single",
      text: "What does a debt fund's duration measure?",
      options: [
        { id: "a", text: "How sensitive its price is to a change in interest rates", correct: true },
        { id: "b", text: "How long the fund has existed", correct: false },
        { id: "c", text: "Its credit rating", correct: false },
        { id: "d", text: "How long a redemption takes", correct: false },
      ],
      explanation:
        "Price change ≈ − modified duration × change in yield. Factsheets publish the figure every month.",
    },
    {
      id: "pmp-17",
      kind: "single",
      text: "By the lesson's practical rule, where does money you need next year belong?",
      options: [
        { id: "a", text: "In instruments that mature within the year", correct: true },
        { id: "b", text: "In a gilt fund, which cannot default", correct: false },
        { id: "c", text: "In PPF", correct: false },
        { id: "d", text: "In a credit risk fund, for its yield", correct: false },
      ],
      explanation:
        "Match duration to the date you need the money. A gilt fund cannot default but can fall sharply in a year like 2009; PPF is locked for years.",
    },
    {
      id: "pmp-18",
      kind: "single",
      text: "What should an unusually high yield on a debt fund make you do?",
      options: [
        { id: "a", text: "Treat it as a warning and check the fund's credit quality", correct: true },
        { id: "b", text: "Buy more before it falls", correct: false },
        { id: "c", text: "Nothing: yield is free extra return", correct: false },
        { id: "d", text: "Move the money into equity", correct: false },
      ],
      explanation:
        "The extra yield on company bonds is payment for credit risk. Check the credit quality breakdown alongside the duration.",
    },
  ],
  assessment: [
    {
      id: "pm-15",
      kind: "single",
      text: "A debt fund has a modified duration of 6. Yields rise by 1.5 percentage points. Roughly what happens to the price of a ₹3,00,000 holding, before interest earned?",
      options: [
        { id: "a", text: "It falls by about ₹4,500", correct: false },
        { id: "b", text: "It falls by about ₹18,000", correct: false },
        { id: "c", text: "It falls by about ₹27,000", correct: true },
        {
          id: "d",
          text: "It rises by about ₹27,000, because higher yields mean more interest",
          correct: false,
        },
      ],
      explanation:
        "Price change ≈ − modified duration × change in yield = −6 × 1.5% = −9%, and 9% of ₹3,00,000 is ₹27,000. Prices move opposite to yields, so a rise in yields means a fall in price; ₹18,000 uses the duration without the 1.5-point size of the move.",
    },
    {
      id: "pm-16",
      kind: "single",
      text: "You need ₹4 lakh for a house payment in 10 months. Where does the course suggest that money belongs?",
      options: [
        { id: "a", text: "A gilt fund, because government bonds cannot default", correct: false },
        {
          id: "b",
          text: "A credit risk fund, for its higher yield, since ten months is long enough",
          correct: false,
        },
        { id: "c", text: "A liquid or money market fund, or an FD that matures in time", correct: true },
        { id: "d", text: "PPF, because it is tax-free", correct: false },
      ],
      explanation:
        "Match duration to the date: money needed within a year belongs in instruments that mature within the year. A gilt fund has no default risk but high rate risk (it lost about 10% in 2009 on the modelled bond), a credit risk fund can fall overnight on a default, and PPF is locked for years.",
    },
    {
      id: "pm-17",
      kind: "single",
      text: "An FD pays 7.5% and you are in the 30% slab, with {{fact:cess-rate}} cess. Roughly what do you keep after tax?",
      options: [
        { id: "a", text: "5.25%", correct: false },
        { id: "b", text: "About 5.16%", correct: true },
        { id: "c", text: "7.5%, because FD interest is tax-free", correct: false },
        { id: "d", text: "4.5%", correct: false },
      ],
      explanation:
        "Tax is 30% plus 4% cess on the tax = 31.2%, so you keep 7.5% × (1 − 0.312) = 5.16%. 5.25% forgets the cess. FD interest is taxed at slab every year, which is why PPF's tax-free rate compares well for long-term money.",
    },
    {
      id: "pm-18",
      kind: "multiple",
      text: "Which statements about the debt side are correct? Select all that apply.",
      options: [
        {
          id: "a",
          text: "PPF takes up to ₹1,50,000 a year for 15 years and its interest is tax-free",
          correct: true,
        },
        {
          id: "b",
          text: "Debt funds bought on or after 1 April 2023 are taxed at slab rate however long they are held",
          correct: true,
        },
        {
          id: "c",
          text: "DICGC insures deposits up to {{fact:dicgc-cover}} per depositor per bank, principal and interest together",
          correct: true,
        },
        { id: "d", text: "A gilt fund's main risk is default", correct: false },
        {
          id: "e",
          text: "PPF's interest rate is fixed for all 15 years on the day you open the account",
          correct: false,
        },
      ],
      explanation:
        "A gilt fund holds government securities, so its main risk is interest rates, not default. PPF's rate is reset by the government every quarter ({{fact:ppf-rate}}), unlike NSC or SCSS, which lock the rate on the day you invest.",
    },
    {
      id: "pm-69",
      kind: "single",
      text: "Under SEBI's category rules, how much must a credit risk fund keep in bonds rated AA or below?",
      options: [
        { id: "a", text: "At least 65%", correct: true },
        {
          id: "b",
          text: "At least 80% in bonds rated AA+ or higher, like a corporate bond fund",
          correct: false,
        },
        { id: "c", text: "None: it may hold only government securities", correct: false },
        { id: "d", text: "Exactly 100%", correct: false },
      ],
      explanation:
        "A credit risk fund keeps at least 65% in bonds rated AA or below; a corporate bond fund keeps at least 80% in bonds rated AA+ or higher.",
    },
    {
      id: "pm-70",
      kind: "single",
      text: "A bond making up 5% of a debt fund defaults and is written down in full. What happens to the fund's NAV?",
      options: [
        { id: "a", text: "It drops about 5% in a day", correct: true },
        {
          id: "b",
          text: "Nothing: DICGC insurance protects debt fund investors against defaults",
          correct: false,
        },
        { id: "c", text: "It halves", correct: false },
        { id: "d", text: "It rises, as the other bonds gain", correct: false },
      ],
      explanation:
        "The write-down passes straight into the NAV. DICGC insures bank deposits, not mutual funds.",
    },
    {
      id: "pm-71",
      kind: "single",
      text: "In 2022 the 10-year yield rose from 6.454% to 7.327%. What did the modelled 10-year G-sec return that year?",
      options: [
        { id: "a", text: "Just 0.77%: the coupon barely covered the price fall", correct: true },
        {
          id: "b",
          text: "About 7.3%, the new yield, because coupons rise as soon as yields do",
          correct: false,
        },
        { id: "c", text: "−10.25%", correct: false },
        { id: "d", text: "+25.75%", correct: false },
      ],
      explanation:
        "Rising yields cut the price of the existing bond; the coupon roughly made up for it. −10.25% was 2009 and +25.75% was 2008.",
    },
    {
      id: "pm-72",
      kind: "single",
      text: "Which debt option does the lesson say suits only money you will not touch for many years, and only if you can sit through a year like 2009?",
      options: [
        { id: "a", text: "A gilt fund", correct: true },
        { id: "b", text: "An overnight fund, which barely moves in price", correct: false },
        { id: "c", text: "A money market fund", correct: false },
        { id: "d", text: "A liquid fund", correct: false },
      ],
      explanation:
        "Gilt funds carry no default risk but high interest-rate risk: the modelled 10-year G-sec returned −10.25% in 2009. Liquid, overnight and money market funds are for money needed within months.",
    },
    {
      id: "pm-73",
      kind: "multiple",
      text: "Which statements about EPF match the lesson? Select all that apply.",
      options: [
        { id: "a", text: "It takes 12% of basic pay plus DA from salaried employees", correct: true },
        { id: "b", text: "EPFO declares its interest rate each year", correct: true },
        { id: "c", text: "It can be sold at any time to rebalance", correct: false },
        { id: "d", text: "It counts as equity in your allocation", correct: false },
      ],
      explanation:
        "EPF is locked, long-term debt: excellent for retirement, useless for next year's goal. You rebalance around it by changing new money elsewhere.",
    },
    {
      id: "pm-74",
      kind: "multiple",
      text: "Which of these does the lesson's table describe as sovereign, with no default risk? Select all that apply.",
      options: [
        { id: "a", text: "NSC", correct: true },
        { id: "b", text: "Post office time deposits", correct: true },
        { id: "c", text: "The Senior Citizens' Savings Scheme", correct: true },
        { id: "d", text: "The Post Office Monthly Income Scheme", correct: true },
        { id: "e", text: "A corporate bond fund", correct: false },
      ],
      explanation:
        "The small savings schemes are sovereign, with lock-ins and penalties for early exit. Company bonds carry credit risk, and the extra yield is payment for it.",
    },
  ],
};
