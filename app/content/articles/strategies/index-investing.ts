import { niftyWindows } from "../../shared/nifty-history.ts";
import type { ArticleBody } from "../../types.ts";

export const indexInvestingPage: ArticleBody = {
  path: "/strategies/index-investing",
  lastReviewed: "2026-11-22",
  sources: [
    { title: "NSE: Nifty 50 index", url: "https://www.nseindia.com/products-services/indices-nifty50-index" },
    { title: "BSE: investors", url: "https://www.bseindia.com/investors" },
    {
      title: "SEBI circular of Sep 2018: total expense ratio of mutual funds",
      url: "https://www.sebi.gov.in/legal/circulars/sep-2018/total-expense-ratio-ter-of-mutual-funds_40386.html",
    },
    {
      title: "AMFI investor corner: knowledge centre",
      url: "https://www.amfiindia.com/investor-corner/knowledge-center",
    },
    {
      title: "S&P Dow Jones Indices: SPIVA (S&P Indices Versus Active) scorecards",
      url: "https://www.spglobal.com/spdji/en/research-insights/spiva/",
    },
    {
      title: "Capital gains tax rates before and after 23 July 2024 (CK Darji & Co.)",
      url: "https://ckdarji.com/capital-gains-tax-rates-changes-before-and-after-23rd-july-2024",
    },
  ],
  sections: [
    {
      id: "the-idea",
      heading: "The idea: own the whole market, cheaply",
      blocks: [
        {
          type: "p",
          text: "A **stock market index** is a list of companies chosen by fixed rules, with a number that tracks their combined value. Most Indian indices weight each company by its **free-float market capitalisation**, the value of the shares actually available to trade, so bigger companies count for more.",
        },
        {
          type: "p",
          text: "**Index investing** means buying a fund that simply holds every company in an index in the same proportions. Nobody tries to pick winners. You get the market's return minus a small cost, and you stop worrying about whether your fund manager will have a good year.",
        },
        {
          type: "table",
          caption: "Common Indian equity indices",
          columns: ["Index", "What it holds", "Segment"],
          rows: [
            ["**Sensex** (BSE)", "30 large, actively traded companies", "Large cap"],
            ["**Nifty 50** (NSE)", "50 of the largest, most traded companies", "Large cap"],
            ["**Nifty Next 50**", "The next 50 companies after the Nifty 50", "Large cap (the smaller end)"],
            ["**Nifty 100**", "Nifty 50 and Nifty Next 50 together", "Large cap"],
            ["**Nifty Midcap 150**", "Companies ranked about 101st to 250th by size", "Mid cap"],
            ["**Nifty Smallcap 250**", "Companies ranked about 251st to 500th", "Small cap"],
            ["**Nifty 500**", "The 500 largest listed companies across all sizes", "Broad market"],
          ],
          note: "Index providers review the lists periodically and swap companies in and out by their rules. Sectoral and thematic indices (banks, IT, PSU and so on) also exist but are far less diversified.",
        },
        {
          type: "p",
          text: "Every index has a **price** version and a **Total Return Index (TRI)** version, which adds back dividends. An index fund earns roughly the TRI, so always compare a fund with the TRI.",
        },
      ],
    },
    {
      id: "who-it-suits",
      heading: "Who index investing suits",
      blocks: [
        {
          type: "table",
          caption: "Is index investing a fit for you?",
          columns: ["Trait", "Suits index investing", "Probably does not"],
          rows: [
            [
              "Time",
              "Little time or interest in researching funds or shares",
              "Enjoys deep research and can judge managers",
            ],
            [
              "Goal",
              "Long-term wealth at market return, low cost",
              "Aims to beat the market and accepts the risk of trailing it",
            ],
            [
              "Horizon",
              "Five years or more for an equity index fund",
              "Needs the money within a year or two",
            ],
            [
              "Temperament",
              "Can hold through a 50% fall without selling",
              "Expects a fund to protect it in a crash",
            ],
          ],
          note: "An index fund removes manager risk, not market risk. When the index falls, the fund falls with it.",
        },
      ],
    },
    {
      id: "index-funds-vs-etfs",
      heading: "Index funds versus ETFs",
      blocks: [
        {
          type: "p",
          text: "You can own an index through an **index fund** (a mutual fund you buy from the fund house at the day's NAV) or an **exchange-traded fund (ETF)** (units that trade on the stock exchange like a share). Both hold the same basket; the difference is how you buy, sell and pay. Our pages on [mutual funds](/investments/mutual-funds) and [ETFs](/investments/etfs) cover each in depth.",
        },
        {
          type: "table",
          caption: "Index fund or ETF?",
          columns: ["Feature", "Index fund", "ETF"],
          rows: [
            [
              "How you buy",
              "From the fund house, a registrar or an app, at the end-of-day NAV",
              "Through a SEBI-registered stock broker, during market hours, at the live price",
            ],
            ["Demat account", "Not needed (KYC is enough)", "**Needed**"],
            [
              "SIP",
              "Easy: automatic monthly SIP, often from a few hundred rupees",
              "Possible only if your broker offers periodic buying",
            ],
            [
              "Cost",
              "Expense ratio; most have no exit load (check the scheme)",
              "Often a slightly lower expense ratio, plus brokerage, DP charges and the bid-ask spread",
            ],
            [
              "Liquidity",
              "Always redeemable with the fund house at NAV",
              "Depends on trading volume; in a thin ETF the price can stray from the value of its holdings",
            ],
            [
              "Tracking",
              "Judge by **tracking difference** (return gap) and **tracking error** (how erratic the gap is)",
              "Same, plus the gap between the market price and the indicative NAV (iNAV)",
            ],
          ],
          note: "From 1 April 2026 the base expense ratio (BER) of index funds and ETFs is capped at **{{fact:mf-index-ber-cap}}**, with statutory levies charged on top (the earlier 1.00% cap covered some of them, so the all-in saving is small). Many large index funds charge far less.",
        },
        {
          type: "p",
          text: "**Tracking difference** is the one that hits your wealth: if the Nifty 50 TRI returned 12.0% and the fund 11.7%, you lost 0.3 percentage point. **Tracking error** measures how much the daily gap wobbles; low is good, but a fund can track smoothly and still lag steadily because of its costs. See [tracking difference](/resources/mutual-fund-terminologies#term-tracking-difference) in our glossary.",
        },
      ],
    },
    {
      id: "why-costs-matter",
      heading: "Why low cost matters: a worked example",
      blocks: [
        {
          type: "p",
          text: "Costs come out of your return every year, whether the market rises or falls, and the loss compounds. The example uses the same convention as our [SIP calculator](/calculators/sip): each instalment is invested at the start of the month and grows at the yearly rate divided by 12.",
        },
        {
          type: "example",
          title: "₹10,000 a month for 25 years at 12% a year before costs",
          lines: [
            "Total invested: ₹10,000 × 300 months = **₹30,00,000**.",
            "With no costs at all (12%, monthly rate 1%): about ₹1,89,76,351.",
            "**Low-cost fund, 0.2% a year:** net 11.8%, monthly rate 0.9833%. Final value ≈ **₹1,83,13,189** (gain ₹1,53,13,189).",
            "**Expensive fund, 1.5% a year:** net 10.5%, monthly rate 0.875%. Final value ≈ **₹1,45,81,167** (gain ₹1,15,81,167).",
            "Difference: **₹37,32,022**, more than the ₹30 lakh you put in.",
            "Costs took about ₹6.6 lakh from the low-cost investor and about ₹44 lakh from the high-cost one, out of the same gross return.",
            "Formula: FV = P × [((1 + i)^n − 1) ÷ i] × (1 + i), with P = ₹10,000, n = 300 and i = net annual return ÷ 12.",
          ],
        },
        {
          type: "p",
          text: "To justify the higher fee, the expensive fund must beat the index by 1.3 percentage points a year, every year, just to draw level. Few manage that consistently, as the evidence below suggests.",
        },
      ],
    },
    {
      id: "the-evidence",
      heading: "The evidence: active funds and the Nifty 50's record",
      blocks: [
        {
          type: "p",
          text: "S&P Dow Jones Indices publishes **SPIVA India** scorecards comparing active funds with their benchmarks. S&P's SPIVA India reports have repeatedly found that a majority of active large-cap funds trailed their benchmark over 10 years, once funds that closed or merged are counted. Results for mid- and small-cap funds have been more mixed from one period to another.",
        },
        {
          type: "p",
          text: "That is not a law of nature: some active funds do beat the index, but it is hard to identify them in advance, and past winners often fade. Large caps, the most researched shares in India, are where an index fund is hardest to beat after costs.",
        },
        {
          type: "table",
          caption: "Nifty 50 TRI, calendar years 2006-2025",
          columns: ["Measure", "Figure"],
          rows: [
            [
              "Compound annual growth, 2006-2025 (20 years)",
              "**{{fact:nifty-tri-cagr}} a year**; ₹1 lakh grew to about ₹11.73 lakh",
            ],
            ["Same, after consumer-price inflation (about 6.50% a year)", "about 6.2% a year in real terms"],
            ["Best calendar year", "2009: **+{{fact:nifty-tri-2009}}**"],
            ["Worst calendar year", "2008: **−{{fact:nifty-tri-2008}}**"],
            ["Years with a loss", "3 of 20 (2008, 2011, 2015)"],
            [
              "Rolling 10-year returns (11 windows, 2006-2015 to 2016-2025)",
              `${niftyWindows(10).worst} to ${niftyWindows(10).best} a year; median ${niftyWindows(10).median}`,
            ],
            ["Worst rolling 5-year return", "0.35% a year (2008-2012)"],
          ],
          note: "Computed from our sourced annual data (before costs and tax). Rolling windows overlap, so these are what has happened, not probabilities. An index fund's return would have been slightly lower because of its costs. Past returns do not predict future ones.",
        },
        {
          type: "callout",
          tone: "warning",
          title: "A cheap fund still falls",
          text: "Someone who invested in a Nifty 50 index fund at the end of 2007 saw about half the value vanish in 2008, and five years later was roughly where they started. Index investing works over long periods, not short ones.",
        },
      ],
    },
    {
      id: "factor-indices",
      heading: "Factor and smart-beta indices, briefly",
      blocks: [
        {
          type: "p",
          text: "**Factor** or **smart-beta** indices pick and weight companies by a rule other than size: **value** (low price-to-earnings), **momentum** (recent winners), **quality** (high return on equity, low debt), **low volatility**, or **equal weight** (every company the same share). Funds tracking them sit between plain index funds and active funds in cost.",
        },
        {
          type: "list",
          items: [
            "Each factor can beat or trail the broad market for years at a stretch, so returns depend heavily on the period you look at.",
            "Back-tested histories published at launch look better than live results often turn out to be.",
            "Some factor indices rebalance often, raising turnover and tracking costs.",
            "For most beginners a broad, market-cap-weighted index is the simpler core; a factor fund is an optional extra.",
          ],
        },
      ],
    },
    {
      id: "choosing-a-fund",
      heading: "How to choose an index fund",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "**Choose the index first.** A Nifty 50, Sensex or Nifty 100 fund is a large-cap core; a Nifty 500 fund adds mid and small caps; a Midcap 150 or Smallcap 250 fund is a riskier addition. Funds on the same index hold nearly the same shares.",
            "**Compare tracking difference** over one, three and five years against the index TRI. It captures all the costs and frictions you actually bear.",
            "**Compare expense ratios** of the **direct plans**. A regular plan of the same fund pays a distributor commission through a higher expense ratio.",
            "**Check fund size.** A very small fund may track less well and is more likely to be merged; for ETFs, check daily trading volume and the bid-ask spread.",
            "**Avoid overlap.** A Nifty 50 fund and a Sensex fund hold mostly the same companies; owning both adds little. See [equity funds](/funds/equity-funds) for how index funds fit among other categories.",
          ],
        },
        {
          type: "callout",
          tone: "info",
          text: "We do not recommend any named fund or fund house. Scheme documents, factsheets and tracking data are published by each fund house and on amfiindia.com.",
        },
      ],
    },
    {
      id: "simple-plan",
      heading: "A simple plan: SIP and rebalance",
      blocks: [
        {
          type: "p",
          text: "A monthly **SIP** into one or two broad index funds is about as simple as investing gets. It buys more units when prices are low and fewer when they are high, and it takes the question of timing off the table. Decide how much of your money belongs in equity and how much in debt, for example with our [asset allocation tool](/tools/asset-allocation), then let the SIP run.",
        },
        {
          type: "p",
          text: "Once a year, **rebalance**: move money back to your chosen mix, because a good equity year pushes your equity share above target and raises your risk. A common rule is to act when a share drifts more than five percentage points from target.",
        },
        {
          type: "example",
          title: "Rebalancing a 70:30 portfolio",
          lines: [
            "Start: ₹10,00,000, with ₹7,00,000 (70%) in a Nifty 50 index fund and ₹3,00,000 (30%) in a debt fund.",
            "A year later equity is up 40% and debt 7%: equity ₹9,80,000, debt ₹3,21,000, total ₹13,01,000.",
            "Equity is now ₹9,80,000 ÷ ₹13,01,000 = **75.3%**, more than five points above target.",
            "Target equity = 70% × ₹13,01,000 = ₹9,10,700. Move **₹69,300** from equity to debt, giving ₹9,10,700 and ₹3,90,300.",
            "Cheaper option: send new SIP money to debt for a few months instead of selling, to avoid tax and exit loads.",
          ],
        },
        {
          type: "p",
          text: "Even a single index fund is spread across dozens or hundreds of companies, but it is still one asset class. See [diversification](/diversification) for how equity, debt and gold work together.",
        },
      ],
    },
    {
      id: "tax-and-costs",
      heading: "Tax on index funds and ETFs",
      blocks: [
        {
          type: "table",
          caption: "Tax for tax year 2026-27 (sales from 23 July 2024)",
          columns: ["Fund type", "Held 12 months or less", "Held longer"],
          rows: [
            [
              "Equity index fund or equity ETF (Indian shares)",
              "**{{fact:equity-stcg-rate}}** short-term gains, section 196 (old 111A); earlier 15%",
              "**{{fact:equity-ltcg-rate}}** on gains above **{{fact:equity-ltcg-exemption}} a year**, section 198 (old 112A); earlier 10% above ₹1 lakh",
            ],
            [
              "Debt index fund or bond ETF bought on or after 1 Apr 2023",
              "Slab rate",
              "Slab rate, whatever the holding period",
            ],
            [
              "International index fund of funds",
              "Slab rate (up to 24 months)",
              "{{fact:asset-ltcg-rate}} after 24 months",
            ],
          ],
          note: "Add {{fact:cess-rate}} cess. The {{fact:equity-ltcg-exemption}} exemption is shared across all your listed shares and equity funds each year. Dividends received inside an index fund raise its NAV and are not taxed in your hands until you sell. See [income tax](/resources/income-tax) for how capital gains fit into your return.",
        },
        {
          type: "p",
          text: "Because an index fund rarely changes its holdings, you decide when to realise gains. Selling some units each year to use the {{fact:equity-ltcg-exemption}} long-term exemption, and buying back, is a common way to reset the cost and keep future tax lower. Check any exit load first, and remember the new units start a fresh 12-month clock.",
        },
      ],
    },
  ],
  faqs: [
    {
      question: "Is an index fund risk-free?",
      answer:
        "No. It removes the risk of a poor fund manager, not market risk. The Nifty 50 TRI fell {{fact:nifty-tri-2008}} in 2008; an index fund tracking it fell by about as much.",
    },
    {
      question: "Index fund or ETF: which should a beginner use?",
      answer:
        "If you want a monthly SIP and do not have a demat account, an index fund is simpler. If you already trade through a broker and the ETF is liquid, an ETF can be slightly cheaper. Compare tracking difference and total cost, not the label.",
    },
    {
      question: "Nifty 50 or Sensex index fund?",
      answer:
        "Both hold India's largest companies and their yearly returns have been very close. The Nifty 50 has 50 companies and the Sensex 30. Choose on the fund's cost and tracking difference; holding both adds little.",
    },
    {
      question: "How much can I start with?",
      answer:
        "SIP minimums are set by each fund house; ₹100, ₹500 and ₹1,000 are common, and SEBI's small-ticket SIP framework allows ₹250 a month in eligible schemes. Use our SIP calculator to see how a monthly amount could grow at a return you assume.",
    },
    {
      question: "How are index fund gains taxed?",
      answer:
        "Equity index funds are taxed like other equity funds: {{fact:equity-stcg-rate}} on gains from units held 12 months or less, and {{fact:equity-ltcg-rate}} on long-term gains above {{fact:equity-ltcg-exemption}} a year, plus {{fact:cess-rate}} cess.",
    },
  ],
  related: [
    "/investments/etfs",
    "/investments/mutual-funds",
    "/funds/equity-funds",
    "/calculators/sip",
    "/diversification",
    "/tools/asset-allocation",
  ],
};
