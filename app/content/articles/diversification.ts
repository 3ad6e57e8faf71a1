import type { ArticleBody } from "../types.ts";

export const diversificationPage: ArticleBody = {
  path: "/diversification",
  lastReviewed: "2026-11-22",
  sources: [
    {
      title: "AMFI investor corner: knowledge centre",
      url: "https://www.amfiindia.com/investor-corner/knowledge-center",
    },
    { title: "NSE: Nifty 50 index", url: "https://www.nseindia.com/products-services/indices-nifty50-index" },
    {
      title: "RBI Retail Direct: investor guide (government securities for individuals)",
      url: "https://rbiretaildirect.org.in/assets/pdf/Investor_Guide.pdf",
    },
    { title: "DICGC: frequently asked questions on deposit insurance", url: "https://www.dicgc.org.in/FAQs" },
    {
      title: "Income Tax Department tutorial: long-term capital gains",
      url: "https://incometaxindia.gov.in/Tutorials/15-%20LTCG.pdf",
    },
  ],
  sections: [
    {
      id: "why-spread-money",
      heading: "Why spread your money at all",
      blocks: [
        {
          type: "p",
          text: "**Diversification** means owning several investments that do not all rise and fall together, so that no single one can do lasting damage. It is the closest thing investing has to a free lunch: you give up the chance of owning only the year's best performer, and in return you avoid owning only the year's worst.",
        },
        {
          type: "p",
          text: "Nobody reliably knows which asset will lead next. In our data, Indian shares were the best of the three main asset classes in 2009 and 2021, gold in 2008, 2011 and 2025, and government bonds in 2015. An investor who had to guess would often have guessed wrong. Spreading money works on three levels: **across asset classes** (equity, debt, gold), **within each class** (many companies and sectors) and **across time** (investing in instalments).",
        },
      ],
    },
    {
      id: "correlation-in-plain-words",
      heading: "Correlation in plain words",
      blocks: [
        {
          type: "p",
          text: "**Correlation** measures how closely two investments move together, on a scale from +1 to −1. At +1 they rise and fall in lockstep, so owning both adds little safety. Near 0 their moves are unrelated. At −1 one tends to rise when the other falls. Diversification works best with assets whose correlation is low or negative.",
        },
        {
          type: "p",
          text: "Using calendar-year returns for 2006-2025, we found the correlation between the Nifty 50 Total Returns Index (shares with dividends) and gold in rupees was **−0.08**, close to zero. Between the Nifty and a 10-year government bond (modelled from year-end yields) it was **−0.62**: bonds often did well in the very years shares did badly. Twenty yearly figures is a small sample, so treat these as a rough guide.",
        },
        {
          type: "p",
          text: "Counting years tells the same story. From 1996 to 2025 the Nifty 50 fell in 7 calendar years, and gold in rupees rose in 5 of those 7. Both fell together only twice, in 1996 and 2015.",
        },
      ],
    },
    {
      id: "contrasting-years",
      heading: "Real years when assets parted ways",
      blocks: [
        {
          type: "table",
          caption: "Calendar-year returns in selected years (%)",
          columns: [
            "Year",
            "Nifty 50 (price)",
            "Gold in ₹",
            "10-year G-sec (modelled)",
            "SBI 1-year FD rate on 31 Dec",
            "CPI inflation",
          ],
          rows: [
            ["2008", "−51.79", "+27.12", "+25.75", "—", "8.35"],
            ["2011", "−24.62", "+28.87", "+3.91", "—", "8.91"],
            ["2013", "+6.76", "−18.04", "+3.33", "—", "10.02"],
            ["2015", "−4.06", "−7.86", "+8.48", "—", "4.91"],
            ["2020", "+14.90", "+27.81", "+11.11", "4.90", "6.62"],
            ["2021", "+24.12", "−2.68", "+2.12", "5.00", "5.13"],
            ["2022", "+4.33", "+11.83", "+0.77", "6.75", "6.70"],
            ["2025", "+10.51", "+75.85", "+7.91", "6.25", "2.2"],
          ],
          note: "From our market-history reference data (NSE index closes; LBMA gold price × USD/INR; investing.com G-sec yields; SBI card rates; World Bank CPI, 2025 provisional). The Nifty figures exclude dividends. Gold is the world price in rupees, before Indian import duty and GST. The G-sec column is an approximate total return of a 10-year bond worked out from year-end yields, not an index. The FD figure is the rate in force on 31 December, not the return earned that year; — means we have no confirmed rate for that date.",
        },
        {
          type: "list",
          items: [
            "**2008:** shares more than halved while gold and government bonds each gained about a quarter. This is the year that makes the case for diversification.",
            "**2011:** shares fell about a quarter; gold gained nearly 29%.",
            "**2013 and 2021:** the reverse. Gold lost money while shares rose. Gold is a diversifier, not a safe haven that always goes up.",
            "**2015:** shares and gold both fell, and bonds carried the portfolio.",
            "**2022:** shares gained 4.33% and the modelled bond 0.77%, while gold made 11.83%. SBI's one-year FD rate had only just risen to 6.75% by December, against 6.70% inflation for the year.",
          ],
        },
      ],
    },
    {
      id: "mix-versus-all-equity",
      heading: "A 60/20/20 mix versus 100% equity, 2006-2025",
      blocks: [
        {
          type: "p",
          text: "We tested a simple mix of **60% equity, 20% debt and 20% gold**, reset to those weights at the end of every calendar year, against 100% equity. Equity is the Nifty 50 Total Returns Index (dividends included), debt is the modelled 10-year government bond and gold is gold in rupees. The period is the 20 calendar years 2006 to 2025, the longest for which all three series exist in our data. Costs and tax are ignored.",
        },
        {
          type: "table",
          caption: "₹10 lakh invested at the start of 2006, value at the end of 2025",
          columns: ["Portfolio", "CAGR", "Worst year", "Best year", "Losing years", "Final value"],
          rows: [
            ["100% equity", "13.10%", "−51.27% (2008)", "+77.59% (2009)", "3", "₹1,17,28,292"],
            [
              "60% equity, 20% debt, 20% gold",
              "13.74%",
              "−20.19% (2008)",
              "+48.74% (2009)",
              "3",
              "₹1,31,20,782",
            ],
            [
              "60% equity, 40% debt (no gold)",
              "12.04%",
              "−20.46% (2008)",
              "+42.45% (2009)",
              "2",
              "₹97,17,411",
            ],
          ],
          note: "Our calculation from market-history-annual.csv, rebalanced each 31 December, before costs and tax. Consumer prices rose 6.50% a year over the same period.",
        },
        {
          type: "p",
          text: "The clear result is the **worst year**: the mixes lost about a fifth in 2008 instead of more than half. That is the point of diversifying. The 60/20/20 mix also ended slightly ahead, but be careful with that: gold had an unusually strong run, including +75.85% in 2025 alone. Stop the test at 2024 and the mix and pure equity are nearly level (13.23% against 13.16% a year). Over 1980-2025, gold grew 10.42% a year against 15.37% for the Sensex (price only), so expect a mix to give up some return in most periods.",
        },
        {
          type: "example",
          title: "How the crash felt with ₹10 lakh invested at the start of 2006",
          lines: [
            "End of 2007: 100% equity ₹22,24,992; the 60/20/20 mix ₹18,06,648. Equity looked far smarter.",
            "End of 2008: 100% equity **₹10,84,239**; the mix **₹14,41,934**. The all-equity investor had lost ₹11.4 lakh in one year.",
            "End of 2009: 100% equity ₹19,25,499; the mix ₹21,44,666.",
            "The mix asked its owner to sit through a fall of about 20%, not 51%. An investor who sells during a fall that deep locks in the loss and misses the recovery.",
          ],
        },
      ],
    },
    {
      id: "within-equity-and-across-time",
      heading: "Diversifying within equity and across time",
      blocks: [
        {
          type: "p",
          text: "Inside the equity part, spread across many companies, sectors and sizes. One company can fail outright; a broad index of 50 companies is very unlikely to. A low-cost index fund gives that spread in a single purchase; see [index investing](/strategies/index-investing). Adding mid and small companies, or some international shares, widens it further but brings its own risks.",
        },
        {
          type: "p",
          text: "Across time, investing in monthly instalments avoids putting everything in at one unlucky price, and staggering the dates your debt investments mature avoids reinvesting everything at one low rate. Our [SIP versus lumpsum](/funds/sip-vs-lumpsum) page tests the timing question on 30 years of Nifty data.",
        },
      ],
    },
    {
      id: "over-diversification",
      heading: "Over-diversification: twelve funds holding the same shares",
      blocks: [
        {
          type: "p",
          text: "More funds do not mean more diversification. A large-cap fund, a flexi-cap fund, a focused fund and a value fund from different fund houses often hold many of the same big companies. Own twelve such funds and you have, in effect, one expensive index fund that is hard to track and harder to rebalance.",
        },
        {
          type: "p",
          text: "Check **[portfolio overlap](/resources/mutual-fund-terminologies#term-portfolio-overlap)**: for each share two funds both hold, take the smaller of the two weights, and add them up. High overlap means the second fund adds cost and paperwork but little protection. A handful of funds, chosen so each does a different job (broad equity, debt, gold), usually covers a beginner's needs.",
        },
        {
          type: "callout",
          tone: "warning",
          title: "Diversification is not the same as owning many things",
          text: "Ten sector funds, five small-cap funds or a basket of cryptocurrencies are all one bet in different wrappers. What matters is whether the pieces behave differently when markets are stressed.",
        },
      ],
    },
    {
      id: "rebalancing",
      heading: "Rebalancing: keeping the mix you chose",
      blocks: [
        {
          type: "p",
          text: "Markets move your weights away from your plan. **Rebalancing** means selling some of what has grown too large and buying what has shrunk, to return to your target. Two simple rules work: rebalance **once a year** on a fixed date, or whenever an asset drifts more than about **5 percentage points** from its target.",
        },
        {
          type: "example",
          title: "Rebalancing a 60/20/20 portfolio after 2008 (₹10 lakh at the start of 2008)",
          lines: [
            "End of 2008: equity ₹2,92,380, debt ₹2,51,506, gold ₹2,54,240; total ₹7,98,126. Weights have drifted to 36.6 / 31.5 / 31.9.",
            "Targets: equity 60% = ₹4,78,876; debt and gold 20% each = ₹1,59,625.",
            "So: **buy ₹1,86,496 of equity**, sell ₹91,881 of debt and ₹94,615 of gold, when shares felt most frightening.",
            "End of 2009 (equity +77.59%, debt −10.25%, gold +21.16%): **₹11,87,096** if rebalanced, ₹10,52,994 if left alone.",
            "Over the full 2006-2025 test, never rebalancing would have left the mix at 62.5% equity, 7.4% debt and 30.1% gold, with a worst year of −29.91% instead of −20.19%.",
          ],
        },
        {
          type: "p",
          text: "Rebalancing does not always add return; in a long rising market it trims the winner. Its main job is to keep your risk where you chose it. Selling can trigger tax: equity funds pay {{fact:equity-stcg-rate}} on gains within 12 months and {{fact:equity-ltcg-rate}} on long-term gains above {{fact:equity-ltcg-exemption}} a year, and debt funds bought since 1 April 2023 are taxed at your slab rate. Where you can, rebalance by directing new savings to the underweight asset instead of selling.",
        },
        {
          type: "callout",
          tone: "tip",
          text: "The [asset allocation planner](/tools/asset-allocation) suggests a mix for your goal and horizon, and the [risk tolerance quiz](/calculators/risk-tolerance) helps you judge how large a fall you could sit through.",
        },
      ],
    },
    {
      id: "foundations-first",
      heading: "Before you diversify: emergency fund and insurance",
      blocks: [
        {
          type: "p",
          text: "The first layer of diversification is not an asset class at all. An **emergency fund** ({{fact:emergency-fund-rule}}), held in a savings account, FD or liquid fund, means a job loss never forces you to sell shares after a 2008-style fall. See our [emergency fund guide](/investments/emergency-fund).",
        },
        {
          type: "p",
          text: "Next come **term life insurance** if anyone depends on your income, and **health insurance** for the family. A hospital bill or a death in the family is a risk no portfolio mix can offset.",
        },
        {
          type: "list",
          ordered: true,
          items: [
            "Emergency fund in safe, easy-to-reach places; bank deposits are insured by DICGC up to {{fact:dicgc-cover}} per depositor per bank.",
            "Term and health cover.",
            "Debt for stability: PPF, FDs, bonds or debt funds; see [fixed income](/investments/fixed-income).",
            "Equity for long-term growth, mostly through broad, low-cost funds.",
            "If you want one, a modest gold slice through gold ETFs or gold funds; see [gold](/investments/gold).",
          ],
        },
      ],
    },
  ],
  faqs: [
    {
      question: "How many mutual funds do I need to be diversified?",
      answer:
        "Usually only a few. One broad equity index or flexi-cap fund, one debt option and one gold option already spread money across asset classes and hundreds of companies. Adding funds that hold the same shares raises cost, not safety.",
    },
    {
      question: "Does diversification mean lower returns?",
      answer:
        "Often a little lower, but not always. From 2006 to 2025 a 60/20/20 mix returned 13.74% a year against {{fact:nifty-tri-cagr}} for the Nifty 50 TRI, helped by a strong run in gold, while its worst year was −20.19% against −{{fact:nifty-tri-2008}}. Over longer periods equity has usually grown faster than gold or bonds.",
    },
    {
      question: "Is gold a safe haven that rises when shares fall?",
      answer:
        "Often, not always. Gold rose when the Nifty fell in 2008 and 2011, but it also fell in 2013, 2015 and 2021. In 2015 both fell. Treat gold as a diversifier with its own risk.",
    },
    {
      question: "How often should I rebalance?",
      answer:
        "Once a year, or when any asset drifts more than about 5 percentage points from target, is enough for most people. Use fresh savings to rebalance where possible to avoid tax and exit loads.",
    },
    {
      question: "Are balanced or multi-asset funds a shortcut?",
      answer:
        "They can be: a hybrid or multi-asset fund holds several asset classes and rebalances inside the fund, which does not trigger tax for you. Check its equity share, since that decides both its tax treatment and its risk.",
    },
  ],
  related: [
    "/tools/asset-allocation",
    "/calculators/risk-tolerance",
    "/investments/gold",
    "/investments/fixed-income",
    "/strategies/index-investing",
    "/funds/hybrid-funds",
  ],
};
