import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Building your first plan".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const yourFirstPlanQuestions: LessonQuestions = {
  lessonId: "your-first-plan",
  practice: [
    {
      id: "ifp-28",
      kind: "single",
      text: "What does the lesson call the habit that matters most in a budget?",
      options: [
        {
          id: "a",
          text: "Save first: move the savings out on salary day and live on the rest",
          correct: true,
        },
        { id: "b", text: "Spend first and save whatever is left at the month's end", correct: false },
        { id: "c", text: "Follow the 50-30-20 rule exactly, to the rupee", correct: false },
        { id: "d", text: "Keep every rupee in a savings account", correct: false },
      ],
      explanation:
        "The 50-30-20 rule is a starting point, not a law. What matters most is saving first, automatically, so that the rest of the month runs on what is left.",
    },
    {
      id: "ifp-29",
      kind: "single",
      text: "Rohan's two-wheeler is two years away. Where does its money go in his plan?",
      options: [
        { id: "a", text: "A recurring deposit", correct: true },
        { id: "b", text: "An equity index fund SIP", correct: false },
        { id: "c", text: "His emergency fund", correct: false },
        { id: "d", text: "A small-cap fund", correct: false },
      ],
      explanation:
        "A short goal needs its full amount on the date, so it goes into a recurring deposit: ₹5,200 a month at an assumed 6%. The equity index fund SIP is for retirement, decades away.",
    },
    {
      id: "ifp-30",
      kind: "multiple",
      text: "What does Rohan do at each yearly review? Select all that apply.",
      options: [
        { id: "a", text: "Raise the SIP with his pay rise", correct: true },
        { id: "b", text: "Check his insurance cover and nominees", correct: true },
        { id: "c", text: "Check which tax regime suits him", correct: true },
        { id: "d", text: "Switch to whichever fund did best that year", correct: false },
      ],
      explanation:
        "The yearly review tops up the SIP, re-checks the emergency fund, cover, nominees and tax regime, and rebalances the mix. Chasing last year's winner is one of the common first-year mistakes.",
    },
  ],
  assessment: [
    {
      id: "if-34",
      kind: "single",
      text: "Which order of steps does the course recommend for a first plan?",
      options: [
        {
          id: "a",
          text: "Pick last year's best-performing fund first, then build an emergency fund out of its gains",
          correct: false,
        },
        {
          id: "b",
          text: "Budget and save first, then an emergency fund and insurance, then a home for each goal",
          correct: true,
        },
        {
          id: "c",
          text: "Buy an endowment policy for insurance and investment together, and budget afterwards",
          correct: false,
        },
        {
          id: "d",
          text: "Invest everything in equity and keep a credit card for emergencies",
          correct: false,
        },
      ],
      explanation:
        "Protection comes first so that a crisis never forces a sale, and each goal's money then goes where its horizon allows. Chasing last year's best fund, mixing insurance with investment and relying on credit for emergencies are among the common mistakes the course warns about.",
    },
    {
      id: "if-35",
      kind: "multiple",
      text: "Which of these are common first-year mistakes? Select all that apply.",
      options: [
        { id: "a", text: "Stopping a long-term SIP because the market has fallen", correct: true },
        {
          id: "b",
          text: "Owning many funds that hold the same shares and calling it diversification",
          correct: true,
        },
        { id: "c", text: "Raising the SIP amount with each pay rise", correct: false },
        { id: "d", text: "Switching to whichever fund topped last year's returns table", correct: true },
      ],
      explanation:
        "Stopping a SIP in a fall gives up the cheapest units; overlapping funds add complexity without spreading risk; and last year's winner is often not next year's. Raising the SIP with your salary is a good habit (a SIP top-up), not a mistake.",
    },
    {
      id: "if-36",
      kind: "single",
      text: "Essential expenses are ₹25,000 a month. You have ₹30,000 saved and can add ₹10,000 a month. How many months until you reach a six-month emergency fund?",
      options: [
        { id: "a", text: "3 months", correct: false },
        { id: "b", text: "6 months, the same as the target", correct: false },
        { id: "c", text: "12 months", correct: true },
        { id: "d", text: "15 months", correct: false },
      ],
      explanation:
        "Target = 6 × ₹25,000 = ₹1,50,000. Gap = ₹1,50,000 − ₹30,000 = ₹1,20,000, and ₹1,20,000 ÷ ₹10,000 = 12 months. Answering 15 months forgets the ₹30,000 already saved.",
    },
    {
      id: "if-94",
      kind: "single",
      text: "Rohan's essentials are ₹32,000 a month and he has ₹60,000 saved. What is his six-month emergency fund gap?",
      options: [
        { id: "a", text: "₹1,32,000", correct: true },
        { id: "b", text: "₹1,92,000, the whole target, since savings do not count", correct: false },
        { id: "c", text: "₹60,000", correct: false },
        { id: "d", text: "₹3,90,000, six months of take-home pay", correct: false },
      ],
      explanation:
        "6 × ₹32,000 = ₹1,92,000; minus the ₹60,000 he already has leaves ₹1,32,000, which he closes at ₹11,000 a month for 12 months. The fund is sized on essentials, not take-home pay.",
    },
    {
      id: "if-95",
      kind: "single",
      text: "Why does Rohan buy a health policy of his own although his employer gives him group cover?",
      options: [
        { id: "a", text: "The employer's cover ends if he changes jobs", correct: true },
        { id: "b", text: "Because group cover pays only for treatment abroad", correct: false },
        {
          id: "c",
          text: "Because an individual policy is a tax-saving investment that pays a bonus at maturity",
          correct: false,
        },
        { id: "d", text: "Because the law requires two policies", correct: false },
      ],
      explanation:
        "Group cover usually ends with the job and may be small. An individual policy bought young keeps him covered between jobs; it is protection, not an investment.",
    },
    {
      id: "if-96",
      kind: "single",
      text: "₹15,000 a month for 25 years could reach about ₹2.85 crore at an assumed 12%. About what is that worth in today's rupees, with 6% yearly inflation?",
      options: [
        { id: "a", text: "About ₹66 lakh", correct: true },
        { id: "b", text: "About ₹2.85 crore: inflation does not touch an investment", correct: false },
        { id: "c", text: "About ₹45 lakh, the amount invested", correct: false },
        { id: "d", text: "About ₹1.5 crore", correct: false },
      ],
      explanation:
        "Prices would rise 4.29 times in 25 years (1.06²⁵), so ₹2,84,64,526 then buys what about ₹66,32,196 buys now. Projections are illustrations, not forecasts.",
    },
    {
      id: "if-97",
      kind: "single",
      text: "Why does Rohan start his retirement SIP in month 1, while his emergency fund is still being built?",
      options: [
        { id: "a", text: "So the investing habit begins at once, even with a small amount", correct: true },
        {
          id: "b",
          text: "Because the SIP should always be larger than the emergency fund contribution from the start",
          correct: false,
        },
        { id: "c", text: "Because equity funds are safer than deposits in the first year", correct: false },
        { id: "d", text: "Because his employer requires it", correct: false },
      ],
      explanation:
        "He puts ₹3,800 into the SIP and ₹11,000 into the emergency fund in months 1 to 12: the habit starts at once, and the emergency fund still comes first in size.",
    },
    {
      id: "if-98",
      kind: "single",
      text: "What does the lesson call letting spending rise with every raise instead of raising savings first?",
      options: [
        { id: "a", text: "Lifestyle inflation", correct: true },
        { id: "b", text: "Rupee cost averaging", correct: false },
        { id: "c", text: "Rebalancing, because the mix of spending changes", correct: false },
        { id: "d", text: "A glide path", correct: false },
      ],
      explanation:
        "Lifestyle inflation is one of the first-year mistakes; the cure is to raise the SIP with each pay rise, before the extra income is absorbed by spending.",
    },
    {
      id: "if-99",
      kind: "multiple",
      text: "Which of these are part of Rohan's plan? Select all that apply.",
      options: [
        { id: "a", text: "An emergency fund of ₹1,92,000, six months of his essentials", correct: true },
        { id: "b", text: "A modest term cover, because his parents depend on his income", correct: true },
        {
          id: "c",
          text: "A monthly SIP in a broad, low-cost equity index fund for retirement",
          correct: true,
        },
        { id: "d", text: "An endowment policy to combine saving with life cover", correct: false },
      ],
      explanation:
        "Rohan protects first (emergency fund, own health policy, modest term cover) and gives each goal its own home. Mixing insurance with investment is one of the mistakes the lesson lists.",
    },
    {
      id: "if-100",
      kind: "multiple",
      text: "Which of these are common first-year mistakes, as the lesson lists them? Select all that apply.",
      options: [
        { id: "a", text: "Investing before protecting", correct: true },
        { id: "b", text: "Ignoring costs such as a regular plan's higher expense ratio", correct: true },
        { id: "c", text: "Buying products only to save tax without checking your regime", correct: true },
        { id: "d", text: "Acting on tips from people who are not registered", correct: true },
        { id: "e", text: "Reviewing the plan about once a year", correct: false },
      ],
      explanation:
        "All four are on the lesson's list of first-year mistakes. Reviewing once a year is what the plan asks for: raise the SIP, check cover and regime, and rebalance.",
    },
  ],
};
