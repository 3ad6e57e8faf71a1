import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Retirement income with an SWP, and how its withdrawals are taxed".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const swpRetirementIncomeQuestions: LessonQuestions = {
  lessonId: "swp-retirement-income",
  practice: [
    {
      id: "pmp-37",
      kind: "single",
      text: "What happens on each SWP date?",
      options: [
        {
          id: "a",
          text: "The fund redeems just enough units at that day's NAV to pay the set amount",
          correct: true,
        },
        { id: "b", text: "The fund declares a dividend out of its profits", correct: false },
        {
          id: "c",
          text: "The fund lends you money against the units you hold, to be repaid when you die or sell",
          correct: false,
        },
      ],
      explanation:
        "An SWP is a SIP in reverse: on each date units are redeemed at that day's NAV to pay you the fixed sum.",
    },
    {
      id: "pmp-38",
      kind: "single",
      text: "You withdraw ₹30,000 when the NAV is ₹150; those units were bought at ₹100. How much of the withdrawal is gain?",
      options: [
        { id: "a", text: "₹30,000", correct: false },
        { id: "b", text: "₹10,000", correct: true },
        { id: "c", text: "₹20,000", correct: false },
        { id: "d", text: "₹15,000", correct: false },
      ],
      explanation: "Units sold = ₹30,000 ÷ ₹150 = 200; their cost = 200 × ₹100 = ₹20,000; gain = ₹10,000.",
    },
    {
      id: "pmp-39",
      kind: "single",
      text: "What is the withdrawal rate of ₹5,00,000 a year from a ₹1,00,00,000 corpus?",
      options: [
        { id: "a", text: "0.5%", correct: false },
        { id: "b", text: "5%", correct: true },
        { id: "c", text: "50%", correct: false },
      ],
      explanation: "The first year's withdrawals as a share of the corpus: ₹5,00,000 ÷ ₹1,00,00,000 = 5%.",
    },
  ],
  assessment: [
    {
      id: "pm-117",
      kind: "single",
      text: "How is each SWP withdrawal from a mutual fund treated for tax?",
      options: [
        { id: "a", text: "As interest income, taxed in full at your slab rate", correct: false },
        { id: "b", text: "As a redemption, with only its own capital gain taxable", correct: true },
        {
          id: "c",
          text: "As tax-free income, since it is only your own money coming back to your account",
          correct: false,
        },
        { id: "d", text: "As a dividend, with TDS at a flat rate", correct: false },
      ],
      explanation:
        "Each withdrawal is a sale of units. The part that is your cost comes back untaxed; only the gain = units × (NAV now − purchase NAV) is a capital gain.",
    },
    {
      id: "pm-118",
      kind: "single",
      text: "In which order are units treated as sold when an SWP redeems them?",
      options: [
        { id: "a", text: "First in, first out: the oldest units first", correct: true },
        { id: "b", text: "Last in, first out: the newest units first", correct: false },
        {
          id: "c",
          text: "Whichever units carry the smallest gain at the time of each withdrawal",
          correct: false,
        },
        { id: "d", text: "In random order chosen by the registrar", correct: false },
      ],
      explanation:
        "Units are treated as sold in the order they were bought, so the oldest, usually long-term, units go first.",
    },
    {
      id: "pm-119",
      kind: "single",
      text: "In the lesson, Meera's NAV falls from ₹140 to ₹125 the next month. What happens to her ₹50,000 withdrawal?",
      options: [
        { id: "a", text: "It carries a larger gain, ₹14,286", correct: false },
        { id: "b", text: "400 units are sold and the gain is ₹10,000", correct: true },
        {
          id: "c",
          text: "The SWP is paused until the NAV recovers to the level at which it started",
          correct: false,
        },
        { id: "d", text: "She receives only ₹44,643", correct: false },
      ],
      explanation:
        "₹50,000 ÷ ₹125 = 400 units; cost 400 × ₹100 = ₹40,000; gain ₹10,000. She still receives ₹50,000; more units leave the account.",
    },
    {
      id: "pm-120",
      kind: "single",
      text: "Meera's long-term gains for 2026-27 are ₹1,71,429 and she has no other equity gains. What tax does she pay, including cess?",
      options: [
        { id: "a", text: "About ₹21,429", correct: false },
        { id: "b", text: "About ₹6,036", correct: true },
        { id: "c", text: "Nil, because SWP gains are exempt", correct: false },
        { id: "d", text: "About ₹35,657", correct: false },
      ],
      explanation:
        "(₹1,71,429 − ₹1,25,000) × 12.5% = ₹5,804, plus 4% cess = ₹6,036. The exemption covers the first {{fact:equity-ltcg-exemption}} of the year's long-term equity gains.",
    },
    {
      id: "pm-121",
      kind: "single",
      text: "Why is an SWP on the growth option usually preferred to the IDCW option for retirement income?",
      options: [
        { id: "a", text: "IDCW payouts are guaranteed by SEBI while SWPs are not", correct: false },
        {
          id: "b",
          text: "You choose the amount, and only the gain in each withdrawal is taxed",
          correct: true,
        },
        {
          id: "c",
          text: "Growth-option units never fall in value, even in a market crash like that of 2008",
          correct: false,
        },
        { id: "d", text: "IDCW is not available on equity funds", correct: false },
      ],
      explanation:
        "With IDCW the fund decides the amount and every rupee is taxed at your slab rate; with an SWP you set the amount and only the gain is taxed as a capital gain.",
    },
    {
      id: "pm-122",
      kind: "multiple",
      text: "Which are taxed correctly under the 2026-27 rules in the lesson? Select all that apply.",
      options: [
        {
          id: "a",
          text: "Equity-fund units held over 12 months: {{fact:equity-ltcg-rate}} on gains above {{fact:equity-ltcg-exemption}} a year",
          correct: true,
        },
        {
          id: "b",
          text: "Equity-fund units held 12 months or less: {{fact:equity-stcg-rate}}",
          correct: true,
        },
        {
          id: "c",
          text: "Debt-fund units bought after 1 April 2023: gains at your slab rate",
          correct: true,
        },
        { id: "d", text: "Debt-fund units held 3 years: 20% with indexation", correct: false },
      ],
      explanation:
        "These are the 2026-27 rules. Indexation for debt funds bought since 1 April 2023 no longer applies: their gains are taxed at the slab rate however long they are held.",
    },
    {
      id: "pm-123",
      kind: "multiple",
      text: "What makes a withdrawal plan harder than dividing the corpus by the years? Select all that apply.",
      options: [
        { id: "a", text: "Withdrawals usually need to rise with inflation", correct: true },
        { id: "b", text: "Returns arrive unevenly, and their order matters", correct: true },
        { id: "c", text: "The plan should survive a long life, not an average one", correct: true },
        { id: "d", text: "What matters is the return earned after costs", correct: true },
        { id: "e", text: "A higher withdrawal rate always makes money last longer", correct: false },
      ],
      explanation:
        "Inflation-linked withdrawals, uneven returns and their order, an unknown lifespan and costs all make the sum harder: the balance holds only if the return after costs beats the withdrawal rate. A higher rate makes money run out sooner.",
    },
    {
      id: "pm-124",
      kind: "multiple",
      text: "Which practical points about SWP tax does the lesson make? Select all that apply.",
      options: [
        { id: "a", text: "Tax is low early, when most of each withdrawal is your cost", correct: true },
        { id: "b", text: "Exit loads apply to SWP redemptions like any other", correct: true },
        { id: "c", text: "The yearly exemption is lost if you use an SWP", correct: false },
        { id: "d", text: "SWP withdrawals are added to income at the slab rate", correct: false },
      ],
      explanation:
        "Early withdrawals are mostly cost, so their gain and tax are small; exit loads still apply, so set the SWP on units past the exit-load period. The equity exemption applies as usual.",
    },
  ],
};
