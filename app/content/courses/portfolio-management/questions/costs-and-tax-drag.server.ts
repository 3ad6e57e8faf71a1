import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Costs and tax drag: expense ratios, loads and harvesting".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const costsAndTaxDragQuestions: LessonQuestions = {
  lessonId: "costs-and-tax-drag",
  practice: [
    {
      id: "pmp-19",
      kind: "single",
      text: "What is the base expense ratio (BER) that SEBI caps from 1 April 2026?",
      options: [
        { id: "a", text: "The fund house's own management and running costs", correct: true },
        { id: "b", text: "The total of all costs, GST and stamp duty included", correct: false },
        { id: "c", text: "The exit load", correct: false },
        { id: "d", text: "The distributor's commission alone", correct: false },
      ],
      explanation:
        "The cap applies to the BER; statutory levies such as STT, GST, stamp duty and SEBI and exchange fees are charged at actual cost on top.",
    },
    {
      id: "pmp-20",
      kind: "single",
      text: "Arjun sells equity fund units with a long-term gain of ₹1,20,000 and buys them back the same day. He has no other equity gains this year. What tax does he pay?",
      options: [
        { id: "a", text: "None, and his cost rises by ₹1,20,000", correct: true },
        { id: "b", text: "{{fact:equity-ltcg-rate}} on the whole gain", correct: false },
        { id: "c", text: "{{fact:equity-stcg-rate}}, because he bought the units back", correct: false },
        { id: "d", text: "₹15,600", correct: false },
      ],
      explanation:
        "The gain sits inside the {{fact:equity-ltcg-exemption}} exemption, so it is tax-free, and his higher cost means less gain is taxed later. ₹15,600 is what it would cost in a later year above the exemption.",
    },
    {
      id: "pmp-21",
      kind: "single",
      text: "Which funds often charge no exit load, according to the lesson?",
      options: [
        { id: "a", text: "Many index and overnight funds", correct: true },
        { id: "b", text: "Every equity fund", correct: false },
        { id: "c", text: "Life Cycle Funds in their first year", correct: false },
        { id: "d", text: "ELSS funds", correct: false },
      ],
      explanation:
        "Each scheme sets its own load in the key information memorandum; many equity funds charge one within a year, while many index and overnight funds charge none.",
    },
  ],
  assessment: [
    {
      id: "pm-23",
      kind: "single",
      text: "Two investors put ₹5,00,000 each into funds earning 11% a year before costs. One pays 1% a year in costs, the other 0%. Roughly how much more does the cheaper one have after 10 years?",
      options: [
        { id: "a", text: "About ₹5,000", correct: false },
        { id: "b", text: "About ₹50,000", correct: false },
        { id: "c", text: "About ₹1,22,839", correct: true },
        { id: "d", text: "About ₹5,00,000, the whole amount invested", correct: false },
      ],
      explanation:
        "₹5,00,000 × 1.11^10 ≈ ₹14,19,710 against ₹5,00,000 × 1.10^10 ≈ ₹12,96,871, a gap of about ₹1,22,839. Costs compound like returns, so 1% a year is far more than 1% of the money over a decade (which would be ₹5,000 once).",
    },
    {
      id: "pm-24",
      kind: "multiple",
      text: "Which statements about harvesting long-term equity gains are correct? Select all that apply.",
      options: [
        {
          id: "a",
          text: "The {{fact:equity-ltcg-exemption}} exemption is one yearly allowance shared by all your listed-equity and equity-fund long-term gains",
          correct: true,
        },
        {
          id: "b",
          text: "Units bought back after a sale start a new 12-month holding period",
          correct: true,
        },
        { id: "c", text: "ELSS units can be sold and rebought at any time for harvesting", correct: false },
        { id: "d", text: "Harvesting raises your cost, so less gain is taxed later", correct: true },
        {
          id: "e",
          text: "An unused {{fact:equity-ltcg-exemption}} exemption carries forward to the next year",
          correct: false,
        },
      ],
      explanation:
        "Harvesting books gains inside the yearly exemption and resets your cost higher. ELSS units are locked for three years from each instalment, and the exemption is a yearly allowance: what you do not use in a year is lost.",
    },
    {
      id: "pm-25",
      kind: "single",
      text: "This year you have a ₹50,000 long-term capital loss on an equity fund, salary income and no capital gains. What happens to the loss?",
      options: [
        {
          id: "a",
          text: "It reduces your taxable salary by ₹50,000 this year, like a deduction in the old regime",
          correct: false,
        },
        { id: "b", text: "It can be set off against short-term gains only", correct: false },
        {
          id: "c",
          text: "It carries forward for 8 years against long-term gains, if you file on time",
          correct: true,
        },
        { id: "d", text: "It is lost at the end of the year", correct: false },
      ],
      explanation:
        "A long-term capital loss can only be set against long-term gains, never against salary, and unused losses carry forward for 8 years provided the return is filed on time. It is a short-term loss that can be set against both short- and long-term gains.",
    },
    {
      id: "pm-26",
      kind: "single",
      text: "What is the difference between the direct plan and the regular plan of the same scheme?",
      options: [
        {
          id: "a",
          text: "They hold different portfolios run by different managers, so their returns are unrelated",
          correct: false,
        },
        {
          id: "b",
          text: "Same portfolio; the regular plan's higher expense ratio pays the distributor's commission",
          correct: true,
        },
        { id: "c", text: "The direct plan is taxed at a lower rate", correct: false },
        { id: "d", text: "The regular plan is safer because a distributor is involved", correct: false },
      ],
      explanation:
        "Both plans own the same shares or bonds. The regular plan's NAV compounds a little slower because its expense ratio includes commission. Tax is the same, and the distributor does not change the portfolio's risk; choosing direct means doing the work yourself or paying an adviser a fee.",
    },
    {
      id: "pm-75",
      kind: "single",
      text: "₹10,00,000 earns 12% a year before costs for 20 years. Investor A pays 0.6% a year and B pays 1.6%. About how much more does A end with?",
      options: [
        { id: "a", text: "About ₹14.3 lakh", correct: true },
        { id: "b", text: "About ₹20,000: one percent of the money, paid once", correct: false },
        { id: "c", text: "About ₹1 lakh", correct: false },
        { id: "d", text: "Nothing, since both earn 12%", correct: false },
      ],
      explanation:
        "A grows at 11.4% to about ₹86,63,708; B at 10.4% to about ₹72,34,049. The ₹14,29,659 gap is more than the original investment: costs compound like returns.",
    },
    {
      id: "pm-76",
      kind: "single",
      text: "Where does an exit load go when you redeem early?",
      options: [
        { id: "a", text: "Back into the scheme", correct: true },
        { id: "b", text: "To the fund house as profit, which is why loads exist at all", correct: false },
        { id: "c", text: "To SEBI", correct: false },
        { id: "d", text: "To the distributor", correct: false },
      ],
      explanation:
        "The load is paid back into the scheme, for the investors who stay. It discourages early redemptions.",
    },
    {
      id: "pm-77",
      kind: "single",
      text: "What does paying STT do for gains on listed shares and equity funds?",
      options: [
        {
          id: "a",
          text: "It qualifies them for the {{fact:equity-stcg-rate}} and {{fact:equity-ltcg-rate}} rates",
          correct: true,
        },
        {
          id: "b",
          text: "It makes the gain tax-free, because STT replaces capital gains tax entirely",
          correct: false,
        },
        { id: "c", text: "Nothing at all", correct: false },
        { id: "d", text: "It doubles the tax", correct: false },
      ],
      explanation:
        "STT is charged whether you gain or lose, and paying it is what qualifies listed-equity gains for the special rates. It is a cost, not a substitute for capital gains tax.",
    },
    {
      id: "pm-78",
      kind: "single",
      text: "What does the lesson call the largest legal lever against tax drag?",
      options: [
        { id: "a", text: "Selling less", correct: true },
        { id: "b", text: "Switching funds every year so the exemption resets", correct: false },
        { id: "c", text: "Buying regular plans", correct: false },
        { id: "d", text: "Holding cash", correct: false },
      ],
      explanation:
        "An unsold gain compounds untaxed; a gain realised every year or two is taxed and that tax is gone for good. Switching restarts the holding period and can trigger loads and tax.",
    },
    {
      id: "pm-79",
      kind: "multiple",
      text: "Which statements about booking capital losses are true? Select all that apply.",
      options: [
        { id: "a", text: "A short-term loss can be set against short- or long-term gains", correct: true },
        { id: "b", text: "Capital losses cannot reduce tax on salary", correct: true },
        { id: "c", text: "A long-term loss can be set against short-term gains", correct: false },
        { id: "d", text: "Unused losses carry forward even if you never file a return", correct: false },
      ],
      explanation:
        "A long-term loss offsets only long-term gains. Unused losses carry forward for 8 years, but only if you file your return by the due date.",
    },
    {
      id: "pm-80",
      kind: "multiple",
      text: "Under SEBI's 2026 framework, which of these are charged at actual cost on top of the base expense ratio? Select all that apply.",
      options: [
        { id: "a", text: "GST", correct: true },
        { id: "b", text: "Stamp duty", correct: true },
        { id: "c", text: "STT", correct: true },
        { id: "d", text: "SEBI and exchange fees", correct: true },
        { id: "e", text: "The fund manager's salary", correct: false },
      ],
      explanation:
        "Statutory and regulatory levies sit outside the capped BER; the fund house's own management and running costs, its staff included, are inside it.",
    },
  ],
};
