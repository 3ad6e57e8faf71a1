import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Rebalancing: rules, new money first and the cost of selling".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const rebalancingQuestions: LessonQuestions = {
  lessonId: "rebalancing",
  practice: [
    {
      id: "pmp-13",
      kind: "single",
      text: "Which of these rebalances with new money, as the lesson suggests doing first?",
      options: [
        { id: "a", text: "Sending a bonus to whatever is below target", correct: true },
        { id: "b", text: "Selling the winner every month", correct: false },
        { id: "c", text: "Stopping every SIP for a year", correct: false },
        { id: "d", text: "Taking a loan to buy the asset that fell", correct: false },
      ],
      explanation:
        "Bonuses, FD maturities, gifts and redirected SIPs go to the underweight asset before anything is sold, which keeps tax and exit loads low.",
    },
    {
      id: "pmp-14",
      kind: "single",
      text: "Grandfathering protects gains on old equity units made up to which date?",
      options: [
        { id: "a", text: "31 January 2018", correct: true },
        { id: "b", text: "1 April 2023", correct: false },
        { id: "c", text: "23 July 2024", correct: false },
        { id: "d", text: "1 April 2026", correct: false },
      ],
      explanation:
        "For old equity units the cost is taken as the higher of the actual cost and the 31 January 2018 value, so gains made up to that date are protected. Confirm it for your sale on the Income Tax Department's site.",
    },
    {
      id: "pmp-15",
      kind: "single",
      text: "You sell units of a debt fund bought in 2024 to rebalance. How is the gain taxed?",
      options: [
        { id: "a", text: "At your slab rate, however long you held them", correct: true },
        { id: "b", text: "At {{fact:asset-ltcg-rate|short}} once held more than 24 months", correct: false },
        { id: "c", text: "It is tax-free after three years", correct: false },
        { id: "d", text: "At {{fact:equity-stcg-rate|short}}, like short-term equity gains", correct: false },
      ],
      explanation:
        "Debt funds bought on or after 1 April 2023 are taxed at slab on sale whatever the holding period. Units bought earlier have their own long-term rule.",
    },
  ],
  assessment: [
    {
      id: "pm-19",
      kind: "single",
      text: "Your target is 60% equity with a ±5-point band. Your ₹25,00,000 portfolio now holds ₹17,00,000 in equity. What should you do?",
      options: [
        {
          id: "a",
          text: "Nothing: at 68% the portfolio is still inside a band that runs from 55% to 75%",
          correct: false,
        },
        { id: "b", text: "Move ₹1,00,000 from equity to debt", correct: false },
        { id: "c", text: "Move ₹2,00,000 from equity to debt, using new money first", correct: true },
        { id: "d", text: "Move ₹3,00,000 from equity to debt", correct: false },
      ],
      explanation:
        "Equity is ₹17 lakh ÷ ₹25 lakh = 68%, outside the 55-65% band. Target equity is 60% × ₹25 lakh = ₹15 lakh, so ₹2 lakh should move. Redirecting SIPs and lump sums first, and selling only what remains, keeps tax and loads down.",
    },
    {
      id: "pm-20",
      kind: "single",
      text: "To rebalance, you sell equity fund units held for 8 months with a gain of ₹40,000. What tax do you pay in 2026-27, ignoring surcharge?",
      options: [
        { id: "a", text: "₹0, because of the {{fact:equity-ltcg-exemption}} exemption", correct: false },
        { id: "b", text: "₹5,000", correct: false },
        { id: "c", text: "₹8,320", correct: true },
        { id: "d", text: "₹12,480", correct: false },
      ],
      explanation:
        "Units held 12 months or less give a short-term gain taxed at 20%: ₹8,000, plus 4% cess of ₹320 = ₹8,320. The {{fact:equity-ltcg-exemption}} exemption applies only to long-term gains, and ₹5,000 wrongly uses the {{fact:equity-ltcg-rate}} long-term rate. An exit load may also apply within a year.",
    },
    {
      id: "pm-21",
      kind: "multiple",
      text: "Which of these rebalance a portfolio without selling anything, so no capital gain is realised? Select all that apply.",
      options: [
        { id: "a", text: "Redirecting SIPs to the underweight asset for a few months", correct: true },
        { id: "b", text: "Putting a bonus into whatever is below target", correct: true },
        { id: "c", text: "Changing how much new money goes into EPF or PPF", correct: true },
        { id: "d", text: "Taking money for a goal from the asset that is above target", correct: false },
        {
          id: "e",
          text: "Switching units from an equity fund to a debt fund of the same fund house",
          correct: false,
        },
      ],
      explanation:
        "Redirecting new money (SIPs, bonuses, contributions to locked products) moves the mix without a sale. Taking a goal's money from the winner is still a redemption: it can realise gains, though it is a sale you needed anyway and the lesson prefers it for that reason. A switch between funds is a sale of one and a purchase of the other, with tax and any exit load.",
    },
    {
      id: "pm-22",
      kind: "single",
      text: "What is the main purpose of rebalancing?",
      options: [
        { id: "a", text: "To earn a higher return than never rebalancing, every time", correct: false },
        { id: "b", text: "To keep the portfolio's risk at the level you chose", correct: true },
        { id: "c", text: "To time the market by selling before crashes", correct: false },
        { id: "d", text: "To use up the year's exemption on debt fund gains", correct: false },
      ],
      explanation:
        "Left alone, a 60/40 portfolio started in 2006 drifted to about 81% equity by 2025. Rebalancing restores the risk you chose. It added return in the 2008-2009 test, but in a long steady rise it can lower returns; it is a risk tool, not a timing tool. There is no yearly exemption for debt fund gains.",
    },
    {
      id: "pm-63",
      kind: "single",
      text: "A 60/40 portfolio was started on 1 January 2006 and never touched. What share was equity at the end of 2007, just before the crash?",
      options: [
        { id: "a", text: "75.1%", correct: true },
        { id: "b", text: "60%, the same as at the start, because the weights never change", correct: false },
        { id: "c", text: "53.9%", correct: false },
        { id: "d", text: "80.9%", correct: false },
      ],
      explanation:
        "Markets change the mix: it was 75.1% equity at the end of 2007, 53.9% at the end of 2008 and 80.9% by the end of 2025. Left alone, a balanced portfolio had the most equity exactly when it was about to fall.",
    },
    {
      id: "pm-64",
      kind: "single",
      text: "Why does the lesson warn against a band as tight as 1 point?",
      options: [
        {
          id: "a",
          text: "You would trade every few months and pay tax and loads for nothing",
          correct: true,
        },
        {
          id: "b",
          text: "Because SEBI forbids bands narrower than five points for individual investors",
          correct: false,
        },
        { id: "c", text: "Because tight bands never trigger a trade", correct: false },
        { id: "d", text: "Because a band must equal your age", correct: false },
      ],
      explanation:
        "Differences of a point or two do not change your risk. A ±5-point band, checked once or twice a year, keeps trades, tax and exit loads low.",
    },
    {
      id: "pm-65",
      kind: "single",
      text: "When units of a long-running SIP are sold, which units do fund houses redeem first?",
      options: [
        { id: "a", text: "The oldest units", correct: true },
        {
          id: "b",
          text: "The newest units, so that the taxable gain is as small as possible",
          correct: false,
        },
        { id: "c", text: "Units the investor picks each time", correct: false },
        { id: "d", text: "Units chosen at random", correct: false },
      ],
      explanation:
        "Fund houses redeem the oldest units first, so a sale from a long-running SIP usually uses long-term units.",
    },
    {
      id: "pm-66",
      kind: "single",
      text: "In the lesson's test, ₹10 lakh in 60/40 rebalanced every January reached about ₹97.2 lakh by 2025. About what did it reach when never rebalanced?",
      options: [
        { id: "a", text: "About ₹86.9 lakh", correct: true },
        { id: "b", text: "₹97.2 lakh exactly, since the assets were the same", correct: false },
        { id: "c", text: "About ₹1.17 crore", correct: false },
        { id: "d", text: "About ₹41.4 lakh", correct: false },
      ],
      explanation:
        "Much of the difference came from buying equity cheaply at the start of 2009. In a long steady rise rebalancing can lower returns; its real job is to keep risk where you chose it.",
    },
    {
      id: "pm-67",
      kind: "multiple",
      text: "Which statements about calendar and band rebalancing match the lesson? Select all that apply.",
      options: [
        { id: "a", text: "Calendar rebalancing ignores a big move between its dates", correct: true },
        {
          id: "b",
          text: "Checking on fixed dates and acting only outside a band keeps trades, tax and loads low",
          correct: true,
        },
        { id: "c", text: "Bands require trading every month", correct: false },
        { id: "d", text: "Calendar rebalancing always earns more than bands", correct: false },
      ],
      explanation:
        "Calendar rebalancing is simple but blind between dates; bands respond to big moves and ignore small ones. Combining the two is what most individuals find easiest to follow.",
    },
    {
      id: "pm-68",
      kind: "multiple",
      text: "Priya's ₹20 lakh is 70% equity against a 60/40 target with a 5-point band; her equity cost ₹10 lakh. Which statements are true? Select all that apply.",
      options: [
        { id: "a", text: "Her equity is outside the 55-65% band", correct: true },
        { id: "b", text: "₹2,00,000 has to move from equity to debt", correct: true },
        {
          id: "c",
          text: "Selling ₹2,00,000 of long-term units realises about ₹57,143 of gain",
          correct: true,
        },
        {
          id: "d",
          text: "With no other equity gains that year, that gain falls within the yearly exemption",
          correct: true,
        },
        {
          id: "e",
          text: "Had the units been under 12 months old, the gain would have been tax-free",
          correct: false,
        },
      ],
      explanation:
        "Target equity is ₹12 lakh, so ₹2 lakh moves. Gains are 28.57% of the value, so the sale realises ₹57,143, within the {{fact:equity-ltcg-exemption}} exemption if long term. Short-term units would pay {{fact:equity-stcg-rate}} plus cess.",
    },
  ],
};
