import type { CourseLesson } from "../../types.ts";

export const investmentPolicyStatementLesson: CourseLesson = {
  id: "investment-policy-statement",
  title: "Writing your investment policy statement",
  description:
    "Write a one-page investment policy statement: goals, target allocation and bands, what you will and won't buy, review rules and what to do in a crash.",
  lastReviewed: "2026-11-24",
  sections: [
    {
      id: "what-it-is",
      heading: "Why write your rules down",
      blocks: [
        {
          type: "p",
          text: "An **investment policy statement** (IPS) is a short written plan for your portfolio: what the money is for, how it is split, what you will and will not buy, when you will review and rebalance, and what you will do when markets fall. Pension funds and endowments have used them for decades. For an individual, the value is simple: decisions made calmly in advance are better than decisions made during a crash or a boom, and a written rule is much harder to talk yourself out of.",
        },
        {
          type: "p",
          text: "An IPS also ends a lot of noise. A new fund launch, a tip from a colleague or a scary headline is checked against the page: does it fit the plan? If not, the answer is already written. One or two pages is enough; a document nobody reads does not help.",
        },
      ],
    },
    {
      id: "what-goes-in",
      heading: "What goes into it",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "**Goals**: each with an amount in today's rupees, a date and its priority. Use the [goal calculator](/calculators/goal) and [inflation calculator](/calculators/inflation) to put numbers on them.",
            "**Foundations**: the size of the emergency fund and where it sits; term and health cover.",
            "**Target allocation and bands**: for example 65% equity, 25% debt and 10% gold, with ±5 points for equity.",
            "**What each part holds**: the types of fund or scheme for equity, debt and gold, and the maximum number of funds.",
            "**What is not allowed**: the things you have decided not to do, written down before temptation arrives.",
            "**Contributions**: SIP amounts, the yearly step-up and where bonuses go.",
            "**Glide paths**: when and how each goal's money moves out of equity.",
            "**Review and rebalancing**: the date, the checklist ([reviewing and behaviour](/courses/portfolio-management/lessons/reviewing-and-behaviour)) and the band rule ([rebalancing](/courses/portfolio-management/lessons/rebalancing)).",
            "**Crash rules**: exactly what you will do, and not do, after a large fall.",
            "**Who decides**: for a couple, both sign; any change waits a set period before it takes effect.",
          ],
        },
      ],
    },
    {
      id: "sample",
      heading: "A sample IPS",
      blocks: [
        {
          type: "table",
          caption: "The Sharma household's investment policy statement (a fictional example)",
          columns: ["Section", "What they wrote"],
          rows: [
            [
              "Goals",
              "Retirement in 22 years; daughter's college in 11 years, ₹25 lakh in today's money; both high priority.",
            ],
            [
              "Foundations",
              "Emergency fund of 6 months' expenses (₹4,80,000) in a liquid fund and a bank FD; term cover of 12 times income; family health cover.",
            ],
            [
              "Target and bands",
              "65% equity (band 60-70%), 25% debt, 10% gold (band 7-13%), counting EPF and PPF as debt.",
            ],
            [
              "Holdings",
              "Equity: a Nifty 50 index fund as the core, one flexi cap and one mid cap fund; at most four equity funds; foreign shares up to 10% of equity. Debt: EPF, PPF, a short duration fund and FDs. Gold: a gold ETF.",
            ],
            [
              "Not allowed",
              "Futures and options, crypto, stock tips, products mixing insurance and investment, borrowing to invest, any fund we cannot explain in two sentences.",
            ],
            [
              "Contributions",
              "₹40,000 a month in SIPs, raised 10% every April; bonuses go to whatever is below target.",
            ],
            [
              "Glide path",
              "College money: from 5 years before the date, cut its equity by about 15 points a year, reaching zero in the final year.",
            ],
            [
              "Review",
              "First Sunday of April: the annual checklist; rebalance only outside the bands, new money first; funds judged against their TRI on rolling 3- and 5-year returns.",
            ],
            [
              "Crash rules",
              "Keep SIPs running; no equity sales except for a goal inside its glide path; if equity falls below 60%, move money back to 65% from new money, debt funds and gold.",
            ],
          ],
        },
      ],
    },
    {
      id: "crash-rule",
      heading: "The crash rule, worked in rupees",
      blocks: [
        {
          type: "example",
          title: "What the Sharmas' rule tells them after a 30% fall",
          lines: [
            "Portfolio ₹30,00,000: equity ₹19,50,000 (65%), debt ₹7,50,000 (25%), gold ₹3,00,000 (10%).",
            "Equity falls 30%: ₹19,50,000 × 0.70 = ₹13,65,000. Debt and gold are assumed unchanged. New total = ₹13,65,000 + ₹7,50,000 + ₹3,00,000 = **₹24,15,000**.",
            "Equity share = ₹13,65,000 ÷ ₹24,15,000 = **56.5%**, below the 60% floor, so the rule applies.",
            "Target equity = 65% × ₹24,15,000 = ₹15,69,750, so **₹2,04,750** goes into equity.",
            "Debt target = 25% × ₹24,15,000 = ₹6,03,750, so ₹1,46,250 comes out of debt funds; gold target = 10% × ₹24,15,000 = ₹2,41,500, so ₹58,500 comes out of gold. Check: ₹1,46,250 + ₹58,500 = ₹2,04,750.",
            "That month's ₹40,000 of SIPs goes into equity first, which reduces what must be sold. Written in advance, this is a routine instruction, not a brave call made in a panic.",
          ],
        },
        {
          type: "p",
          text: "The debt being sold has to be sellable: EPF and PPF cannot be used to rebalance, which is why the Sharmas keep part of their debt in a fund and FDs. Selling debt fund units bought after 1 April 2023 is taxed at slab on the gain, so the amount moved should be no more than the rule requires. The [asset allocation tools](/tools/asset-allocation-tools) page is a quick way to check the numbers.",
        },
      ],
    },
    {
      id: "help-and-upkeep",
      heading: "Getting help, and keeping the document alive",
      blocks: [
        {
          type: "p",
          text: "If you want help writing or following an IPS, know who you are dealing with. A [SEBI-registered investment adviser](/resources/investment-terminologies#term-sebi-ria) charges you a fee for advice and may not earn commission on the products it recommends. A [mutual fund distributor](/resources/mutual-fund-terminologies#term-distributor), registered with AMFI, is paid commission through the regular plan's higher expense ratio, so its income depends on what you buy. Both can be useful; the IPS is a good brief for either, and SEBI's website lets you check a registration number.",
        },
        {
          type: "p",
          text: "Read the IPS at each annual review and change it only when your life changes (a new goal, a new job, a new family member), not because markets moved. Date every version. Over the years it becomes a record of why you made each decision, which is the best defence against repeating a mistake. Keep the [mutual funds](/investments/mutual-funds) and [NPS](/investments/nps) pages handy if your plan uses them.",
        },
      ],
    },
  ],
  keyPoints: [
    "An investment policy statement is one or two pages of rules written in calm times to be followed in difficult ones.",
    "It covers goals, foundations, target allocation and bands, holdings, what is not allowed, contributions, glide paths, reviews and crash rules.",
    "A crash rule with numbers turns rebalancing after a fall into a routine instruction.",
    "Keep part of the debt in sellable form; EPF and PPF cannot be used to rebalance.",
    "Change the IPS for life changes, not market moves, and date each version.",
  ],
  checkYourself: {
    question:
      "An IPS says 70% equity with a 65-75% band. A ₹10 lakh portfolio holds ₹7 lakh in equity, and equity then falls 20% while debt is unchanged. Is the rule triggered?",
    answer:
      "Equity becomes ₹7,00,000 × 0.80 = ₹5,60,000 and the total ₹5,60,000 + ₹3,00,000 = ₹8,60,000. Equity share = ₹5,60,000 ÷ ₹8,60,000 = about 65.1%, just inside the band, so no rebalancing is needed yet. The SIPs simply continue.",
  },
  sources: [
    {
      title: "SEBI: list of registered investment advisers (intermediary search)",
      url: "https://www.sebi.gov.in/sebiweb/other/OtherAction.do?doRecognisedFpi=yes&intmId=13",
    },
    {
      title: "SEBI circular: Categorization and Rationalization of Mutual Fund Schemes (6 October 2017)",
      url: "https://www.sebi.gov.in/legal/circulars/oct-2017/categorization-and-rationalization-of-mutual-fund-schemes_36199.html",
    },
    {
      title: "Income Tax Department: the Income-tax Act (2025 Act and the 1961 Act)",
      url: "https://incometaxindia.gov.in/pages/acts/income-tax-act.aspx",
    },
  ],
};
