import { niftyWindows } from "../../shared/nifty-history.ts";
import type { ArticleBody } from "../../types.ts";

export const pickingMutualFundsPage: ArticleBody = {
  path: "/guides/picking-mutual-funds",
  lastReviewed: "2026-11-22",
  sources: [
    {
      title: "SEBI circular of 6 Oct 2017: categorisation and rationalisation of mutual fund schemes",
      url: "https://www.sebi.gov.in/legal/circulars/oct-2017/categorization-and-rationalization-of-mutual-fund-schemes_36199.html",
    },
    {
      title: "AMFI investor corner: knowledge centre",
      url: "https://www.amfiindia.com/investor-corner/knowledge-center",
    },
    {
      title: "NSE Indices: index methodology documents",
      url: "https://www.niftyindices.com/resources/index-methodology",
    },
    {
      title: "Income Tax Department: text of the Income-tax Act",
      url: "https://incometaxindia.gov.in/pages/acts/income-tax-act.aspx",
    },
    {
      title: "SEBI's new rules for mutual funds effective 1 April 2026 (Angel One news)",
      url: "https://www.angelone.in/news/market-updates/sebi-s-new-rules-for-mutual-funds-to-be-effective-from-april-1-2026-major-shift-in-expense-ratio",
    },
    {
      title: "SEBI introduces new mutual fund categorisation (StudyCafe)",
      url: "https://studycafe.in/sebi-introduces-new-mutual-fund-categorization-and-rationalisation-schemes-411573.html",
    },
  ],
  sections: [
    {
      id: "start-with-the-goal",
      heading: "Start with the goal, not the fund",
      blocks: [
        {
          type: "p",
          text: 'Most people pick a mutual fund the wrong way round: they open an app, sort by last year\'s return and buy the fund at the top. A better order is goal first, then category, then the individual fund. The goal tells you when you need the money; the time horizon tells you which **category** fits; and only then do costs, consistency and other details help you choose one fund within that category. Two funds in the right category will usually serve you better than the "best" fund in the wrong one.',
        },
        {
          type: "p",
          text: "If you have not yet set goals, built an emergency fund and bought insurance, start with our [beginner's guide](/guides/beginners). This page assumes you are ready to invest and want to choose well.",
        },
      ],
    },
    {
      id: "sebi-categories",
      heading: "How SEBI groups mutual fund schemes",
      blocks: [
        {
          type: "p",
          text: 'SEBI requires every scheme to sit in a defined category with rules on what it may hold, so that a "large cap fund" means the same thing at every fund house. A SEBI circular dated **26 February 2026** replaced the categorisation framework that had applied since 2017 (revised in 2020). Under it, schemes fall into five classes.',
        },
        {
          type: "table",
          caption: "The five classes of mutual fund schemes (SEBI circular of 26 February 2026)",
          columns: ["Class", "What it holds", "Familiar examples of categories"],
          rows: [
            [
              "Equity",
              "Mainly shares of companies",
              "Large cap, mid cap, small cap, large and mid cap, multi cap, flexi cap, focused, value, contra, sectoral and thematic, ELSS (tax saver)",
            ],
            [
              "Debt",
              "Bonds, government securities and money-market instruments",
              "Overnight, liquid, short duration, corporate bond, gilt and other duration-based funds",
            ],
            [
              "Hybrid",
              "A mix of equity, debt and sometimes gold",
              "Conservative hybrid, balanced or aggressive hybrid, dynamic asset allocation, multi-asset, arbitrage, equity savings",
            ],
            [
              "Life Cycle Funds (new)",
              "Target-date funds whose equity share falls as the target year nears",
              "Funds named for a year, such as a 2045 fund, with terms of 5 to 30 years",
            ],
            ["Other", "Passive and fund-of-fund schemes", "Index funds, ETFs, funds of funds (FoFs)"],
          ],
          note: 'The old "solution-oriented" class (retirement and children\'s funds) has been discontinued: new subscriptions stopped and existing schemes are to be merged. Life Cycle Funds carry a fixed exit load of 3%, 2% or 1% if you redeem within one, two or three years.',
        },
        {
          type: "list",
          items: [
            "**Market-cap buckets are fixed by rank.** Large cap = the 1st to 100th company by full market capitalisation, mid cap = 101st to 250th, small cap = 251st onward. AMFI publishes the list every six months. See [large cap](/stocks/large-cap), [mid cap](/stocks/mid-cap) and [small cap](/stocks/small-cap).",
            "**Minimum allocations.** Under the 2017/2020 framework a large cap fund had to keep at least 80% in large caps, mid and small cap funds at least 65% in their segment, a multi cap fund at least 25% in each of large, mid and small, and a flexi cap fund at least 65% in equity. {{fact:mf-category-thresholds-note}}.",
            "**Value and contra** funds may now both be run by one fund house, provided their portfolios overlap by no more than 50% (earlier it had to be one or the other).",
            "**Sectoral and thematic** funds must overlap by no more than 50% with the fund house's other equity schemes (large cap excepted), and themes must come from an AMFI list updated every six months.",
            "**One scheme per category per fund house** continues, with exceptions for index funds, ETFs, FoFs and sectoral or thematic funds.",
          ],
        },
      ],
    },
    {
      id: "match-category-to-horizon",
      heading: "Match the category to your horizon",
      blocks: [
        {
          type: "p",
          text: "Equity funds can fall by half in a bad year: the Nifty 50 Total Returns Index lost {{fact:nifty-tri-2008}} in 2008. Over every 10-year window from 2006 to 2025, however, it compounded between 6.78% and 15.56% a year. Debt funds move much less but also grow more slowly, and some debt funds can still lose money when interest rates rise. That is why the horizon, not the return table, should pick the category.",
        },
        {
          type: "table",
          caption: "A starting map from horizon to fund category (illustrative)",
          columns: ["When you need the money", "Categories that usually fit", "Why"],
          rows: [
            [
              "Within a year, or an emergency fund",
              "Overnight, liquid and money-market debt funds",
              "Very short-maturity holdings; small day-to-day movement",
            ],
            [
              "1 to 3 years",
              "Short-duration or corporate bond debt funds, arbitrage funds",
              "Limited interest-rate risk; equity is too volatile for this window",
            ],
            [
              "3 to 5 years",
              "Conservative hybrid, balanced hybrid, equity savings, short-to-medium debt",
              "Some equity for growth, mostly cushioned",
            ],
            [
              "5 to 7 years",
              "Balanced or aggressive hybrid, large cap or index funds alongside debt",
              "Enough time for part of the money to ride out a fall",
            ],
            [
              "More than 7 years",
              "Flexi cap, large cap or broad index funds as the core; mid and small cap only as a smaller satellite",
              "Long enough for equity's ups and downs to average out",
            ],
          ],
          note: "Read more in [equity funds](/funds/equity-funds), [debt funds](/funds/debt-funds) and [hybrid funds](/funds/hybrid-funds). A Life Cycle Fund with a target year close to your goal date is another option for a single long-term goal, since it shifts from equity to debt on its own.",
        },
      ],
    },

    {
      id: "expense-ratio",
      heading: "Costs: the expense ratio under the 2026 regulations",
      blocks: [
        {
          type: "p",
          text: "Every fund charges an annual fee for management, administration and distribution, taken out of the fund's assets a little every day. You never see a bill: it simply shows up as a lower NAV. Unlike returns, costs are certain, so they are one of the few things you can control.",
        },
        {
          type: "p",
          text: "The **SEBI (Mutual Funds) Regulations, 2026** came into force on **1 April 2026**, replacing the 1996 Regulations. They introduced the **Base Expense Ratio (BER)**: the cap now covers the fund's own charges only, while statutory and regulatory levies (STT, GST, stamp duty, SEBI and exchange fees) are charged at actual cost on top. So the **Total Expense Ratio (TER) = BER + brokerage + regulatory levies + statutory levies**. Earlier, some levies sat inside the cap and others outside it, which SEBI said confused investors.",
        },
        {
          type: "table",
          caption: "Maximum Base Expense Ratio, from 1 April 2026",
          columns: [
            "Scheme type",
            "BER cap from 1 April 2026 (levies extra)",
            "Earlier cap (some levies inside)",
          ],
          rows: [
            ["Open-ended equity: first ₹500 crore of assets", "2.10%", "2.25%"],
            [
              "Next ₹250 crore / next ₹1,250 crore / next ₹3,000 crore / next ₹5,000 crore",
              "1.90% / 1.60% / 1.50% / 1.40%",
              "Higher at each slab",
            ],
            [
              "Open-ended equity: beyond that",
              "Falls 0.05% per further ₹5,000 crore, down to 0.95% above ₹50,000 crore",
              "Down to 1.05%",
            ],
            ["Debt and other non-equity schemes", "1.85% falling to 0.70% as assets grow", "2.00% to 0.80%"],
            ["Index funds and ETFs", "{{fact:mf-index-ber-cap}}", "1.00%"],
            ["Funds of funds", "2.10% (at least 65% in equity funds) / 1.85% (others)", "2.25% / 2.00%"],
            ["Close-ended equity", "1.00%", "1.25%"],
          ],
          note: "Also changed: the extra 0.05% that schemes with exit loads could charge has been removed, and the brokerage a fund may pay on trades is capped at {{fact:mf-brokerage-cap}}, excluding statutory levies. The earlier caps of 12 and 5 basis points included those levies, so like for like the change is from about 8.59 to 6 basis points on cash-market trades and from 3.89 to 2 on derivatives: a restructuring with a modest saving, not a halving. Schemes meeting SEBI's conditions may now use a performance-linked BER. These are ceilings; many funds, especially direct plans and index funds, charge well below them.",
        },
        {
          type: "example",
          title: "How the slabs work for a ₹2,000 crore equity fund",
          lines: [
            "First ₹500 crore × 2.10% = ₹10.50 crore",
            "Next ₹250 crore × 1.90% = ₹4.75 crore",
            "Next ₹1,250 crore × 1.60% = ₹20.00 crore (₹500 + ₹250 + ₹1,250 = ₹2,000 crore)",
            "Maximum yearly BER: ₹10.50 + ₹4.75 + ₹20.00 = ₹35.25 crore, which is ₹35.25 ÷ ₹2,000 = **1.7625%** of assets",
            "Levies and brokerage are added on top, at actual cost.",
          ],
        },
        {
          type: "example",
          title: "Cost drag: ₹10 lakh invested for 20 years (illustrative)",
          lines: [
            "Assume the fund's portfolio earns 12% a year before costs, and treat the yearly cost as simply reducing that return (a close approximation).",
            "Fund A costs 0.6% a year, so it earns 12% − 0.6% = 11.4% a year: ₹10,00,000 × (1.114)^20 = ₹10,00,000 × 8.66371 = **₹86,63,708**",
            "Fund B costs 1.6% a year, so it earns 12% − 1.6% = 10.4% a year: ₹10,00,000 × (1.104)^20 = ₹10,00,000 × 7.23405 = **₹72,34,049**",
            "Difference: ₹86,63,708 − ₹72,34,049 = **₹14,29,659**, from a gap of just one percentage point a year.",
            "For reference, with no costs at all: ₹10,00,000 × (1.12)^20 = ₹10,00,000 × 9.64629 = ₹96,46,293. Fund A's costs took ₹9,82,585 of that; Fund B's took ₹24,12,244.",
          ],
        },
      ],
    },
    {
      id: "direct-vs-regular",
      heading: "Direct plans versus regular plans",
      blocks: [
        {
          type: "p",
          text: "Every scheme comes in two versions with exactly the same portfolio and fund manager. A **regular plan** is bought through a distributor, who is paid a commission out of the fund's expenses. A **direct plan** is bought straight from the fund house or through a platform that offers direct plans, with no commission, so its expense ratio is lower and its NAV compounds faster. The cost-drag example above shows how much a gap of one percentage point can cost over 20 years.",
        },
        {
          type: "callout",
          tone: "tip",
          text: "A regular plan can still make sense if you value a distributor's help with paperwork and discipline. If you want personalised advice, a SEBI-registered investment adviser (whom you pay a fee, and who should put you in direct plans) is another route. What you should avoid is paying for advice you are not actually getting.",
        },
      ],
    },
    {
      id: "judging-performance",
      heading: "Judging past performance: rolling returns and the benchmark",
      blocks: [
        {
          type: "p",
          text: "Fund factsheets usually show **point-to-point** returns: the yearly compound return from one date to another, such as the last 1, 3 and 5 years. These depend heavily on where the window starts and ends. A fund that looks brilliant because it started at a market low can look ordinary a year later. **Rolling returns** fix this by calculating the return for every possible window of the same length (every 3-year or 5-year period) and showing how they were spread: the worst, the median, the best, and how often the fund beat its benchmark.",
        },
        {
          type: "table",
          caption: "Nifty 50 Total Returns Index: compound yearly return over 5-year windows",
          columns: ["5-year window", "Compound yearly return", "What it shows"],
          rows: [
            ["2006 to 2010", "18.08%", "The best 5-year window in the data"],
            ["2008 to 2012", "0.35%", "The worst: it began with the 2008 crash"],
            ["2009 to 2013", "17.67%", "Shift the start by one year and the answer changes completely"],
            ["2021 to 2025", "14.68%", "The latest window"],
            [
              "All 16 windows, 2006 to 2025",
              `Median ${niftyWindows(5).median}`,
              "The rolling view: a range, not a single number",
            ],
          ],
          note: "Calendar-year index returns, before costs and tax. The same index gave 0.35% or 17.67% a year depending only on the start date. When you compare funds, compare their rolling returns over the same windows.",
        },
        {
          type: "list",
          items: [
            "**Compare against the right benchmark.** Each scheme names a benchmark index. SEBI requires performance to be shown against the **Total Return Index (TRI)** version, which includes dividends; a price-only index would flatter the fund by roughly the dividend yield.",
            "**Compare within the category.** A small cap fund beating a large cap fund in a rising market tells you nothing about skill.",
            "**Look at bad years too.** How far a fund fell in a falling market, compared with its benchmark, tells you what you will have to sit through.",
            "**For index funds and ETFs, check tracking.** The **tracking difference** (how far the fund's return fell short of its index over a year) and **tracking error** (how much that gap varied) should both be small. Lower costs usually mean a smaller shortfall.",
          ],
        },
      ],
    },
    {
      id: "riskometer-size-exit-load",
      heading: "Riskometer, fund size and exit load",
      blocks: [
        {
          type: "list",
          items: [
            "**Riskometer.** Every scheme shows a riskometer with six levels: Low, Low to Moderate, Moderate, Moderately High, High and Very High. It is reviewed every month based on what the fund actually holds. Most equity funds sit at Very High; that is normal, but make sure the level matches the money's purpose.",
            "**Fund size (assets under management).** A bigger fund spreads fixed costs over more money, and the BER slabs force its maximum expense ratio lower. But size has limits: a very large mid cap or small cap fund may find it harder to buy and sell smaller companies without moving their prices. A very new or very small fund has little track record to judge.",
            "**Exit load.** A charge, set by each scheme, if you redeem within a stated period. Many equity funds charge 1% on units redeemed within 12 months; most index funds and liquid funds have little or none (liquid funds have a small graded load for the first seven days). Life Cycle Funds have a fixed 3% / 2% / 1% schedule for the first three years. Check the scheme's Key Information Memorandum before you invest.",
          ],
        },
      ],
    },
    {
      id: "index-vs-active",
      heading: "Index funds versus actively managed funds",
      blocks: [
        {
          type: "p",
          text: "An **index fund** (or ETF) simply buys the shares in an index, such as the Nifty 50, in the same proportions. An **active fund** has a manager who picks shares hoping to beat the index. The choice comes down to cost, predictability and whether you believe a manager can beat the market after fees, consistently.",
        },
        {
          type: "table",
          caption: "Index funds and active funds compared",
          columns: ["Feature", "Index fund or ETF", "Active fund"],
          rows: [
            ["Aim", "Match the index, minus costs", "Beat the benchmark"],
            [
              "Maximum BER (from 1 April 2026)",
              "{{fact:mf-index-ber-cap}}",
              "Up to 2.10% for small equity schemes, lower as assets grow",
            ],
            ["Main risk beyond the market", "Tracking difference", "The manager underperforming for years"],
            [
              "What to check",
              "Cost, tracking difference and error, fund size",
              "Rolling returns versus benchmark, consistency, manager tenure, portfolio style",
            ],
            ["Demat needed?", "Index fund: no. ETF: yes", "No"],
          ],
          note: "Many investors use a low-cost broad index fund as the core of their equity portfolio and add an active fund only where they have a clear reason. Read more in [index investing](/strategies/index-investing) and [ETFs](/investments/etfs).",
        },
      ],
    },
    {
      id: "tax-equity-vs-debt",
      heading: "How equity and debt funds are taxed (tax year 2026-27)",
      blocks: [
        {
          type: "p",
          text: "Tax can change which fund suits a goal, especially for shorter horizons. The rules below apply to redemptions on or after 23 July 2024 and were unchanged by Budget 2026. From 1 April 2026 they sit in the Income-tax Act, 2025.",
        },
        {
          type: "table",
          caption: "Mutual fund taxation at a glance",
          columns: ["Fund type", "Held for", "Tax on gains"],
          rows: [
            [
              "Equity-oriented funds (at least 65% in Indian listed shares, including ELSS and arbitrage funds)",
              "12 months or less",
              "**{{fact:equity-stcg-rate}}** short-term (section 196, old 111A); 15% before 23 July 2024",
            ],
            [
              "Equity-oriented funds",
              "More than 12 months",
              "**{{fact:equity-ltcg-rate}}** on long-term gains above **{{fact:equity-ltcg-exemption}}** a year across all equity holdings (section 198, old 112A); earlier 10% above ₹1 lakh",
            ],
            [
              "Debt funds (more than 65% in debt and money-market instruments) bought on or after 1 April 2023",
              "Any period",
              "Added to your income and taxed at your **slab rate**; never long-term",
            ],
            [
              "Gold funds of funds and international funds of funds",
              "More than 24 months",
              "{{fact:asset-ltcg-rate}} long-term, no indexation; slab rate if held 24 months or less",
            ],
            [
              "Gold ETFs (listed)",
              "More than 12 months",
              "{{fact:asset-ltcg-rate}} long-term; slab rate if held 12 months or less",
            ],
          ],
          note: "Dividends (IDCW payouts) are taxed at your slab rate, with 10% TDS when a fund house pays you more than ₹10,000 in a year (from 1 April 2025; earlier ₹5,000). Debt fund units bought before 1 April 2023 follow older transition rules. Details and examples: [income tax guide](/resources/income-tax).",
        },
        {
          type: "example",
          title: "Long-term gain on an equity fund",
          lines: [
            "You redeem equity fund units held for three years, with a long-term gain of ₹2,00,000, and have no other equity gains this year.",
            "Exempt portion: {{fact:equity-ltcg-exemption|digits}}. Taxable: ₹2,00,000 − ₹1,25,000 = ₹75,000.",
            "Tax: ₹75,000 × 12.5% = ₹9,375, plus 4% cess of ₹375 = **₹9,750**.",
            "Had the same ₹2,00,000 gain come from a debt fund bought after 1 April 2023, it would be taxed at your slab rate: at 20% that is ₹40,000 plus ₹1,600 cess.",
          ],
        },
        {
          type: "callout",
          tone: "info",
          text: "ELSS funds carry a 3-year lock-in for each instalment and give a deduction under section 123 (old 80C) only in the old tax regime. Under the default new regime, an ELSS is simply an equity fund with a lock-in.",
        },
      ],
    },
    {
      id: "checklist",
      heading: "A checklist before you invest",
      blocks: [
        {
          type: "table",
          caption: "Mutual fund selection checklist",
          columns: ["Question", "Where to look", "What you want to see"],
          rows: [
            [
              "Does the category suit my goal's horizon?",
              "Scheme name, category, your goal list",
              "Category matches the time to the goal",
            ],
            [
              "Is the riskometer acceptable?",
              "Factsheet, scheme page",
              "A level you can live with in a bad year",
            ],
            [
              "What does it cost?",
              "TER disclosed on the fund house and AMFI websites",
              "Direct plan; low TER for the category",
            ],
            [
              "How consistent is it?",
              "Rolling-return charts, factsheet",
              "Beat its TRI benchmark in most rolling 3- and 5-year windows",
            ],
            [
              "How did it do in bad years?",
              "Year-by-year returns",
              "Fell no more than its benchmark, or close to it",
            ],
            ["Is it an index fund?", "Factsheet", "Low tracking difference and tracking error"],
            [
              "What is the exit load?",
              "Key Information Memorandum",
              "You will not need the money within the load period",
            ],
            [
              "Does it overlap my other funds?",
              "Top holdings in each factsheet",
              "Not the same top companies as funds you already own",
            ],
            [
              "How is it taxed?",
              "This page, [income tax guide](/resources/income-tax)",
              "Tax fits your horizon and slab",
            ],
          ],
        },
      ],
    },
    {
      id: "red-flags",
      heading: "Red flags to watch for",
      blocks: [
        {
          type: "list",
          items: [
            "**Buying on last year's return.** A single hot year, often in a sector or theme, says little about the next five.",
            '**"Guaranteed" or "assured" returns.** No market-linked mutual fund can promise a return. Anyone who does is mis-selling.',
            "**New fund offer (NFO) hype.** A new fund at ₹10 a unit is not cheaper than an old fund at ₹500; the NAV level is irrelevant. An NFO has no track record.",
            "**Frequent switching suggested by a distributor.** Each switch is a redemption, which can trigger exit loads and tax.",
            "**Too many funds with the same holdings.** Five large cap and flexi cap funds holding the same top companies add cost and complexity, not diversification.",
            '**Style drift.** A "value" or "large cap" fund whose portfolio no longer looks like its label.',
            "**Sectoral or thematic funds as your main holding.** They concentrate risk in one part of the economy.",
            "**Treating IDCW payouts as extra income.** A dividend from a fund is paid out of your own NAV, and is taxed at your slab rate.",
          ],
        },
        {
          type: "p",
          text: "Keep the plan simple: one or two core funds for long-term goals, a debt fund for near-term needs, reviewed once or twice a year. Run the numbers with the [SIP calculator](/calculators/sip) and [lumpsum calculator](/calculators/lumpsum), and look up unfamiliar words in our [mutual fund terminology](/resources/mutual-fund-terminologies) glossary.",
        },
      ],
    },
  ],
  faqs: [
    {
      question: "How many mutual funds should a beginner own?",
      answer:
        "For most beginners, two to four funds are enough: for example, one broad equity fund (such as an index or flexi cap fund) for long-term goals, and a debt fund for near-term needs. More funds usually add overlap and paperwork rather than diversification. See [diversification](/diversification).",
    },
    {
      question: "What changed in mutual fund costs from 1 April 2026?",
      answer:
        "Under the SEBI (Mutual Funds) Regulations, 2026, expense caps now apply to a Base Expense Ratio that excludes statutory and regulatory levies, which are charged at actual cost. The caps were restructured rather than simply lowered: for example, 2.10% (earlier 2.25%) on the first ₹500 crore of an equity scheme and {{fact:mf-index-ber-cap}} (earlier 1.00%) for index funds and ETFs, but the earlier caps covered some levies that are now charged on top, so the all-in saving is smaller than the headline cut. The extra 0.05% for schemes with exit loads was removed.",
    },
    {
      question: "Is a fund with a higher NAV more expensive?",
      answer:
        "No. The NAV is just the value of one unit. ₹10,000 buys 1,000 units at ₹10 or 20 units at ₹500, and both grow by the same percentage if the portfolios perform the same. Judge a fund by its category, costs and consistency, not its NAV.",
    },
    {
      question: "Should I pick the fund with the highest 5-year return?",
      answer:
        "Not on that alone. A point-to-point 5-year return depends heavily on the start date: for the Nifty 50 TRI, the 5-year window 2008-2012 returned 0.35% a year while 2009-2013 returned 17.67%. Look at rolling returns against the benchmark, costs and how the fund behaved in bad years.",
    },
    {
      question: "Are index funds better than active funds?",
      answer:
        "Index funds are cheaper (capped at a {{fact:mf-index-ber-cap}} BER, and often far lower) and simply match the market, so you avoid the risk of picking a manager who lags. Active funds can beat their benchmark, but it is hard to know in advance which ones will keep doing so after costs. Many investors hold an index fund as the core. Read [index investing](/strategies/index-investing).",
    },
    {
      question: "How are debt mutual funds taxed now?",
      answer:
        "Gains on debt fund units bought on or after 1 April 2023 are added to your income and taxed at your slab rate, however long you hold them. Before that, units held over three years got 20% tax with indexation. See the [income tax guide](/resources/income-tax).",
    },
  ],
  related: [
    "/guides/beginners",
    "/funds/equity-funds",
    "/funds/debt-funds",
    "/funds/hybrid-funds",
    "/strategies/index-investing",
    "/calculators/sip",
  ],
};
