import type { LessonQuestions } from "../../types.ts";

// Questions on the lesson "Mutual funds and SIPs".
// Server-only: the keys and explanations reach a browser only once its answers are checked.
export const mutualFundsAndSipsQuestions: LessonQuestions = {
  lessonId: "mutual-funds-and-sips",
  practice: [
    {
      id: "ifp-16",
      kind: "single",
      text: "What is a fund's NAV?",
      options: [
        {
          id: "a",
          text: "The value of one unit: holdings minus liabilities, divided by the units",
          correct: true,
        },
        { id: "b", text: "The fund's yearly fee", correct: false },
        { id: "c", text: "The smallest SIP the fund accepts", correct: false },
        { id: "d", text: "The fund's total return since launch", correct: false },
      ],
      explanation:
        "NAV (net asset value) is worked out once each business day. A low NAV does not make a fund cheap; only its percentage change matters.",
    },
    {
      id: "ifp-17",
      kind: "single",
      text: "How does an index fund differ from an actively managed fund?",
      options: [
        {
          id: "a",
          text: "It holds the index's shares in the index's proportions, with no manager trying to beat the market",
          correct: true,
        },
        { id: "b", text: "It guarantees the index's return", correct: false },
        { id: "c", text: "It can be bought only through a SIP", correct: false },
        { id: "d", text: "It has no costs at all", correct: false },
      ],
      explanation:
        "An index fund gives the market's return minus costs and a small tracking difference. It guarantees nothing and still has an expense ratio, capped at {{fact:mf-index-ber-cap}} for index funds and ETFs from 1 April 2026.",
    },
    {
      id: "ifp-18",
      kind: "single",
      text: "With a fixed monthly SIP, what happens in a month when the NAV falls?",
      options: [
        { id: "a", text: "The same amount buys more units", correct: true },
        { id: "b", text: "The SIP pauses until prices recover", correct: false },
        { id: "c", text: "The amount rises automatically", correct: false },
        { id: "d", text: "The same amount buys fewer units", correct: false },
      ],
      explanation:
        "A fixed amount buys more units when prices are low and fewer when they are high: rupee cost averaging. It lowers the average cost per unit but does not prevent losses.",
    },
  ],
  assessment: [
    {
      id: "if-19",
      kind: "single",
      text: "You invest ₹20,000 in a fund at a NAV of ₹40. Later the NAV is ₹46. What is your investment worth?",
      options: [
        { id: "a", text: "₹20,600", correct: false },
        { id: "b", text: "₹23,000", correct: true },
        { id: "c", text: "₹26,000", correct: false },
        { id: "d", text: "₹9,20,000", correct: false },
      ],
      explanation:
        "₹20,000 ÷ ₹40 = 500 units; 500 × ₹46 = ₹23,000, a 15% gain matching the NAV's 15% rise. The value is always units × NAV; multiplying the amount invested by the NAV (₹9,20,000) confuses rupees with units.",
    },
    {
      id: "if-20",
      kind: "multiple",
      text: "Which statements about direct and regular plans of the same scheme are true? Select all that apply.",
      options: [
        { id: "a", text: "They hold the same portfolio", correct: true },
        {
          id: "b",
          text: "The regular plan pays the distributor's commission through a higher expense ratio",
          correct: true,
        },
        { id: "c", text: "Over time the direct plan's NAV grows a little faster", correct: true },
        {
          id: "d",
          text: "A direct plan is guaranteed to beat every regular plan of every other scheme",
          correct: false,
        },
      ],
      explanation:
        "Both plans own the same investments; the regular plan's higher expense ratio pays for distribution, so the direct plan's NAV compounds slightly faster. That is a comparison within one scheme only: a direct plan of one fund can still do worse than a regular plan of a different fund with a better or different portfolio.",
    },
    {
      id: "if-21",
      kind: "single",
      text: "A SIP invests ₹6,000 a month for three months at NAVs of ₹30, ₹20 and ₹40. What is the average cost per unit?",
      options: [
        { id: "a", text: "₹30.00, the average of the three NAVs", correct: false },
        { id: "b", text: "About ₹27.69", correct: true },
        { id: "c", text: "₹20.00, the lowest NAV", correct: false },
        { id: "d", text: "₹40.00, the latest NAV", correct: false },
      ],
      explanation:
        "Units bought: 200 + 300 + 150 = 650 for ₹18,000, so the average cost is ₹18,000 ÷ 650 ≈ ₹27.69. It is below the ₹30 average NAV because the fixed amount bought more units when the price was low: rupee cost averaging.",
    },
    {
      id: "if-22",
      kind: "single",
      text: "₹10,000 a month for 20 years grows to about ₹99,91,479 at 12% a year and ₹87,35,731 at 11%. If a plan of the same fund costs one percentage point more a year, roughly how much less could it leave you?",
      options: [
        { id: "a", text: "About ₹2,400", correct: false },
        { id: "b", text: "About ₹24,000", correct: false },
        { id: "c", text: "About ₹12.6 lakh", correct: true },
        {
          id: "d",
          text: "Nothing, because costs are taken out of the NAV, not your account",
          correct: false,
        },
      ],
      explanation:
        "₹99,91,479 − ₹87,35,731 = ₹12,55,748. A 1% cost looks small each year, but it compounds over 20 years on a growing pot. Costs being deducted from the NAV daily does not make them free; it only makes them invisible.",
    },
    {
      id: "if-69",
      kind: "single",
      text: "Who holds a mutual fund's assets?",
      options: [
        { id: "a", text: "A custodian, not the AMC", correct: true },
        { id: "b", text: "The asset management company, in its own name", correct: false },
        { id: "c", text: "The distributor who sold the units", correct: false },
        { id: "d", text: "SEBI", correct: false },
      ],
      explanation:
        "An AMC runs the fund, trustees oversee it, SEBI regulates it, and the assets are held by a custodian. Your money buys units of the fund.",
    },
    {
      id: "if-70",
      kind: "single",
      text: "A broad equity fund's riskometer shows Very High. What does that describe?",
      options: [
        { id: "a", text: "How much its value can swing", correct: true },
        { id: "b", text: "That it is a badly run fund which beginners should avoid", correct: false },
        { id: "c", text: "Its expense ratio", correct: false },
        { id: "d", text: "Its past returns", correct: false },
      ],
      explanation:
        "The riskometer has six levels from Low to Very High and is reviewed every month. A broad equity fund usually shows Very High because its value can swing a lot, not because it is a bad fund.",
    },
    {
      id: "if-71",
      kind: "single",
      text: "Under SEBI's base expense ratio caps from 1 April 2026, what is the cap for index funds and ETFs?",
      options: [
        { id: "a", text: "{{fact:mf-index-ber-cap}}", correct: true },
        { id: "b", text: "2.10%", correct: false },
        { id: "c", text: "No cap, because index funds have no manager to pay", correct: false },
        { id: "d", text: "0.95%", correct: false },
      ],
      explanation:
        "Index funds and ETFs are capped at {{fact:mf-index-ber-cap}}. Open-ended equity funds start at 2.10% on the first ₹500 crore of assets and fall in steps to 0.95% for the largest; statutory levies such as GST come on top.",
    },
    {
      id: "if-72",
      kind: "single",
      text: "SEBI's Chhoti SIP framework allows ₹250 a month in eligible schemes. Which of these is not eligible?",
      options: [
        { id: "a", text: "A small-cap fund", correct: true },
        { id: "b", text: "A large-cap index fund that tracks the biggest companies", correct: false },
        { id: "c", text: "A flexi cap fund", correct: false },
        { id: "d", text: "A large cap fund", correct: false },
      ],
      explanation:
        "Chhoti SIPs exclude debt, sectoral, thematic, mid-cap and small-cap funds. Other schemes set their own minimums, often ₹100, ₹500 or ₹1,000.",
    },
    {
      id: "if-73",
      kind: "multiple",
      text: "Which statements about a fund's expense ratio are true? Select all that apply.",
      options: [
        { id: "a", text: "It is taken out a little each day before the NAV is published", correct: true },
        {
          id: "b",
          text: "GST and stamp duty are charged on top of the capped base expense ratio",
          correct: true,
        },
        { id: "c", text: "You pay it as a separate bill once a year", correct: false },
        { id: "d", text: "It is the same for the direct and regular plans of a scheme", correct: false },
      ],
      explanation:
        "The expense ratio comes out of the NAV daily, so you never see a bill. From 1 April 2026 the cap applies to a base ratio excluding statutory levies, which are charged at cost. The regular plan's ratio is higher because it pays the distributor's commission.",
    },
    {
      id: "if-74",
      kind: "multiple",
      text: "SEBI's circular of 26 February 2026 sorts open-ended schemes into five classes. Which of these are among them? Select all that apply.",
      options: [
        { id: "a", text: "Equity", correct: true },
        { id: "b", text: "Hybrid", correct: true },
        { id: "c", text: "Life cycle funds", correct: true },
        { id: "d", text: "Other: index funds, ETFs and funds of funds", correct: true },
        { id: "e", text: "Solution-oriented retirement and children's funds", correct: false },
      ],
      explanation:
        "The five classes are equity, debt, hybrid, life cycle funds and other. The older solution-oriented class of retirement and children's funds was discontinued.",
    },
  ],
};
