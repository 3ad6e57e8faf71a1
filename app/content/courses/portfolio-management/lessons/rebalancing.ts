import { driftFigure } from "../../figures/portfolio.ts";
import type { CourseLesson } from "../../types.ts";

export const rebalancingLesson: CourseLesson = {
  id: "rebalancing",
  title: "Rebalancing: rules, new money first and the cost of selling",
  description:
    "Keep your allocation on target with calendar or threshold rebalancing, use new money first, and count tax and exit loads under the 2026-27 rules.",
  lastReviewed: "2026-11-24",
  sections: [
    {
      id: "why-drift",
      heading: "Why portfolios drift",
      blocks: [
        {
          type: "p",
          text: "Set a 60/40 portfolio and leave it alone, and the markets will change it for you. Using the same data as [what history says](/courses/portfolio-management/lessons/what-history-says) (Nifty 50 TRI and the modelled 10-year G-sec), a 60/40 portfolio started on 1 January 2006 and never touched was **75.1% equity** by the end of 2007, just before the crash; **53.9%** at the end of 2008; and **80.9%** by the end of 2025. Without [rebalancing](/resources/investment-terminologies#term-rebalancing), the investor who chose a balanced mix ended up with an aggressive one, and had the most equity exactly when it was about to fall.",
        },
        driftFigure,
        {
          type: "p",
          text: "In that test, ₹10 lakh rebalanced every January grew to about ₹97.2 lakh by the end of 2025, against about ₹86.9 lakh untouched, largely because rebalancing bought equity cheaply at the start of 2009. Do not count on that extra return every time: in a long, steady rise, rebalancing trims the winner and can lower returns. Its real job is to keep your risk where you chose it.",
        },
      ],
    },
    {
      id: "methods",
      heading: "Calendar, bands or both",
      blocks: [
        {
          type: "list",
          items: [
            "**Calendar rebalancing**: reset to target on a fixed date each year, for example your birthday or the first week of April. Simple and predictable, but it ignores a big move in between.",
            "**Threshold bands**: act only when an asset drifts outside a band, for example 5 percentage points either side of target (55% to 65% for a 60% equity target). It responds to big moves and ignores small ones.",
            "**Both**: look on a fixed date once or twice a year, and act only if something is outside its band. This is what most individual investors find easiest to follow, and it keeps trades, tax and exit loads low.",
          ],
        },
        {
          type: "p",
          text: "Avoid bands that are too tight. A 1-point band would have you trading every few months, paying tax and loads to fix differences that do not change your risk.",
        },
      ],
    },
    {
      id: "new-money-first",
      heading: "Use new money before you sell anything",
      blocks: [
        {
          type: "list",
          items: [
            "**Redirect SIPs**: pause or reduce the SIP into the overweight asset and send the money to the underweight one for a few months.",
            "**Direct lump sums**: bonuses, FD maturities and gifts go to whatever is below target.",
            "**Take withdrawals from the winner**: when you need money for a goal, sell from the asset that is above target.",
            "**Change contributions to locked products**: you cannot sell EPF or PPF to rebalance, but you can change how much new money goes into them.",
            "**Let a hybrid fund do it**: a balanced advantage or multi-asset fund rebalances inside the fund, where the trading creates no capital gains for you. See [hybrid funds](/funds/hybrid-funds).",
          ],
        },
      ],
    },
    {
      id: "cost-of-selling",
      heading: "What selling costs in tax year 2026-27",
      blocks: [
        {
          type: "table",
          caption: "Tax on the sale when you rebalance (transfers from 23 July 2024, unchanged for 2026-27)",
          columns: ["What you sell", "Held", "Tax on the gain"],
          rows: [
            [
              "Equity funds and listed shares (STT paid)",
              "12 months or less",
              "{{fact:equity-stcg-rate}} short-term (section 196 of the 2025 Act; 111A of the 1961 Act), plus {{fact:cess-rate}} cess",
            ],
            [
              "Equity funds and listed shares (STT paid)",
              "More than 12 months",
              "{{fact:equity-ltcg-rate}} on long-term gains above {{fact:equity-ltcg-exemption}} a year, no indexation (section 198; 112A), plus cess",
            ],
            ["Debt funds bought on or after 1 April 2023", "Any period", "Your slab rate"],
            [
              "Debt funds bought before 1 April 2023",
              "More than 24 months",
              "12.5% without indexation; shorter holdings at slab",
            ],
            ["Gold ETFs", "More than 12 months", "{{fact:asset-ltcg-rate}}; 12 months or less at slab"],
            [
              "Gold and international funds of funds",
              "More than 24 months",
              "12.5%; 24 months or less at slab",
            ],
          ],
          note: "The {{fact:equity-ltcg-exemption}} exemption is one yearly allowance shared by all your listed-equity and equity-fund long-term gains. In the new regime the section 156 (old 87A) rebate cannot be used against tax on these special-rate gains.",
        },
        {
          type: "list",
          items: [
            "**Exit loads**: each scheme sets its own; many equity funds charge a load on units redeemed within a year. Check the key information memorandum before selling, and Life Cycle Funds charge 3%, 2% and 1% in their first three years.",
            "**Old equity units**: gains made up to 31 January 2018 are protected by [grandfathering](/resources/mutual-fund-terminologies#term-grandfathering): the cost is taken as the higher of the actual cost and the 31 January 2018 value. This is a long-standing rule; confirm it for your sale on the Income Tax Department's site.",
            "**Which units go first**: fund houses redeem your oldest units first, so with a long-running SIP a sale usually uses long-term units.",
          ],
        },
      ],
    },
    {
      id: "worked-example",
      heading: "A rebalance worked in rupees",
      blocks: [
        {
          type: "example",
          title: "Bringing ₹20 lakh back from 70/30 to 60/40",
          lines: [
            "Priya's target is 60% equity and 40% debt, with a 5-point band. Her portfolio is ₹20,00,000: equity ₹14,00,000 (it cost ₹10,00,000) and debt ₹6,00,000. Equity is 70%, outside the 55-65% band.",
            "Target equity = 60% × ₹20,00,000 = ₹12,00,000, so ₹2,00,000 has to move from equity to debt.",
            "**Option A, sell long-term units.** Gains are (₹14,00,000 − ₹10,00,000) ÷ ₹14,00,000 = 28.57% of the value, so selling ₹2,00,000 realises about ₹57,143 of long-term gain. With no other equity gains this year it falls within the ₹1,25,000 exemption: **tax ₹0**.",
            "**Option A, if the units were 12 months old or less**: 20% × ₹57,143 = ₹11,429, plus 4% cess of ₹457 = ₹11,886. Add a 1% exit load if the scheme charges one: 1% × ₹2,00,000 = ₹2,000. Total cost **₹13,886**.",
            "**Option B, new money only.** Keep equity at ₹14,00,000 and send her ₹25,000 monthly SIP to debt. For 60/40, debt must reach ₹14,00,000 × 40 ÷ 60 = ₹9,33,333, which needs ₹3,33,333 more: about 13 to 14 months, ignoring market moves, and no tax at all.",
            "A sensible mix: redirect the SIP for a few months and sell only long-term units inside the yearly exemption for the rest.",
          ],
        },
        {
          type: "p",
          text: "Plan rebalancing sales with the whole year's gains in view, and keep the [income tax guide](/resources/income-tax) and [tax calculator](/calculators/tax) handy. The [asset allocation tool](/tools/asset-allocation) shows where your mix stands against its target.",
        },
      ],
    },
  ],
  keyPoints: [
    "Left alone, a 60/40 portfolio started in 2006 drifted to 75% equity by end-2007 and about 81% by end-2025.",
    "Check once or twice a year and act only when an asset is outside its band (for example ±5 points); tight bands cost more than they save.",
    "Rebalance with new money first: redirect SIPs, lump sums and withdrawals before selling anything.",
    "When you must sell, prefer long-term equity units within the {{fact:equity-ltcg-exemption}} exemption; short-term equity gains cost {{fact:equity-stcg-rate}} plus cess and exit loads may apply.",
    "Debt funds bought from 1 April 2023 are taxed at slab on sale; older units and gold have their own holding periods.",
  ],
  checkYourself: {
    question:
      "Your target is 50% equity. After a rally your ₹30 lakh portfolio holds ₹18 lakh in equity. Your band is ±5 points. Should you rebalance, and by how much?",
    answer:
      "Equity is ₹18 lakh ÷ ₹30 lakh = 60%, outside the 45-55% band, so yes. Target equity is 50% × ₹30 lakh = ₹15 lakh, so ₹3 lakh should move to debt, ideally by redirecting new money first and then selling long-term units within the yearly exemption.",
  },
  sources: [
    {
      title: "Income Tax Department: tax on long-term capital gains (tutorial)",
      url: "https://incometaxindia.gov.in/Tutorials/15-%20LTCG.pdf",
    },
    {
      title: "Income Tax Department: tax rates as amended by the Finance Act, 2025",
      url: "https://incometaxindia.gov.in/Tutorials/2%20Tax%20Rates.pdf",
    },
    {
      title: "Income Tax Department: the Income-tax Act (2025 Act and the 1961 Act)",
      url: "https://incometaxindia.gov.in/pages/acts/income-tax-act.aspx",
    },
  ],
};
