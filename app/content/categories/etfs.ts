import type { InvestmentCategory } from "../types.ts";

export const etfs: InvestmentCategory = {
  id: "etfs",
  title: "ETFs",
  description:
    "Exchange-traded funds track an index, gold or bonds and trade like shares on NSE and BSE. Low cost, transparent, and bought through a demat account.",
  detailedDescription: [
    `An **exchange-traded fund (ETF)** is a mutual fund whose units are listed on a stock exchange and bought and sold like shares. Most ETFs do not try to beat the market; they simply copy an index or an asset. A Nifty 50 ETF holds the 50 companies in the Nifty 50 in the same proportions as the index, a gold ETF holds physical gold of a set purity in a vault, and a bond ETF holds the bonds in a bond index. Because the fund follows fixed rules instead of a manager's judgement, it costs less to run and you always know what you own: ETFs disclose their holdings, and you can compare the unit price with the value of the portfolio during the day.`,
    `In India, ETFs are mutual fund schemes run by asset management companies and regulated by SEBI. Under SEBI's categorisation circular of 26 February 2026 they sit, with index funds and funds of funds, in the "other" class of schemes. Unlike an ordinary mutual fund, which you buy from the AMC at the end-of-day NAV, you buy ETF units from other investors on NSE or BSE during market hours (9:15 am to 3:30 pm on trading days), at whatever price the market offers at that moment. That means you need a **demat and trading account** with a SEBI-registered broker, exactly as you would for shares, and the units arrive in your demat account under the same T+1 settlement. Large investors and market makers can create or redeem units directly with the AMC in big blocks, which is what keeps the market price close to the value of the underlying portfolio.`,
    `The main kinds you will meet are **equity index ETFs** (tracking the Nifty 50, Sensex, Nifty Next 50, bank or IT indices, and so on), **gold and silver ETFs**, **debt ETFs** that hold government or public-sector bonds (the [Bharat Bond ETF](/investments/bonds/bharat-bond-etf) is one example of a target-maturity bond ETF), **liquid ETFs** used to park cash, and a few ETFs that track foreign indices. Some ETFs are also built on "smart beta" rules such as low volatility or momentum. If you are new, a broad equity index ETF, and perhaps a gold ETF for diversification, covers most needs.`,
    `Costs are the big attraction. Since 1 April 2026 SEBI caps the base expense ratio of ETFs and index funds at {{fact:mf-index-ber-cap}} a year, with taxes and regulatory levies charged separately at actual cost (the earlier 1% cap covered some of them, so this restructured the cap more than it cut it), and many broad index ETFs charge a small fraction of that cap. On top of the expense ratio you pay brokerage, exchange charges and GST when you trade, plus any depository charge when you sell, and you lose a little to the **bid-ask spread**, the gap between the best buying and selling prices. For a popular ETF the spread is tiny; for a thinly traded one it can be wider than a year's expense ratio. This is why trading volume matters when choosing an ETF.`,
    `How have ETFs performed? An index ETF delivers the index's return minus its costs and a small **tracking difference**. Over calendar years 2006-2025 the Nifty 50 TRI, which most large-cap equity ETFs track, returned about {{fact:nifty-tri-cagr}} a year, with single years ranging from a 51% loss (2008) to a 78% gain (2009); no 3-year window lost money, and 10-year returns ran from about {{fact:nifty-tri-10y-range}} a year. Gold ETFs behave very differently: gold in rupees lost 18% in 2013 but rose 76% in 2025, and its 10-year returns over windows between 1980 and 2025 ranged from about 3.9% to 19.8% a year. Debt ETFs move with interest rates and are far steadier than equity.`,
    `ETFs suit investors who want the market's return at low cost and are comfortable using a demat account. They work well as the core of a long-term portfolio built on [index investing](/strategies/index-investing), for adding gold without the storage worries and making charges of jewellery, and for parking money between decisions. If you prefer automatic monthly SIPs straight from your bank without a demat account, an **index fund**, which is an ordinary mutual fund tracking the same index, may be more convenient; compare both on our [mutual funds](/investments/mutual-funds) page. Equity ETFs need the same patience as [stocks](/investments/stocks): plan to hold for at least five years.`,
    `ETF risks are mostly the risks of what they hold: an equity ETF falls with the market and a gold ETF with the gold price. On top of that come **tracking error** (the ETF lagging its index more than expected), **liquidity risk** (few buyers or sellers in a small ETF, so you trade at a poor price), and the risk of paying more than the portfolio is worth when the market price drifts above the ETF's indicative value, which can happen during volatile sessions or in ETFs tracking foreign markets.`,
    `Common mistakes include buying with a market order in a thinly traded ETF instead of using a limit order near the indicative value; choosing a niche or sectoral ETF for its recent returns; trading ETFs frequently, which defeats the point of a low-cost passive product; and forgetting that gold, debt and foreign ETFs are taxed differently from equity ETFs. Check the expense ratio, the tracking difference over several years and the average daily trading volume before you buy.`,
    `Rules to know as of November 2026: ETFs are regulated by SEBI under the SEBI (Mutual Funds) Regulations, 2026, in force from 1 April 2026; the {{fact:mf-index-ber-cap}} expense cap applies from the same date; and equity ETF gains are taxed at {{fact:equity-stcg-rate}} (12 months or less) or {{fact:equity-ltcg-rate}} above {{fact:equity-ltcg-exemption}} a year, the rates in force since 23 July 2024. Use the [lump sum calculator](/calculators/lumpsum) or the [SIP calculator](/calculators/sip) to see what regular ETF purchases might grow to. This page is education, not advice; {siteName} does not recommend any particular ETF.`,
  ].join("\n\n"),
  tagline: "Index investing that trades like a share",
  icon: "layers",
  minInvestment: "₹500-1,000 (the price of one unit plus brokerage; a demat account is needed)",
  riskLevel: "Moderate",
  riskDescription:
    "An ETF carries the risk of what it tracks: equity ETFs can fall 30-50% in a bad year, gold ETFs swing with gold prices, and debt ETFs move with interest rates. Thinly traded ETFs add liquidity risk and can trade away from their underlying value.",
  returns: { oneYear: "-51-78", threeYear: "1-23", fiveYear: "0.4-18", tenYear: "7-16" },
  returnsBasis:
    "Lowest and highest rolling 1-, 3-, 5- and 10-year CAGRs of the Nifty 50 TRI over calendar years 2006-2025 (market-history.md), which Nifty 50 ETFs track before their expense ratio and tracking difference. Gold and debt ETFs follow different ranges; past returns do not predict future returns.",
  taxImplications:
    "Equity ETFs are taxed like shares: for sales on or after 23 Jul 2024, {{fact:equity-stcg-rate}} on gains from units held 12 months or less (section 196, old 111A) and {{fact:equity-ltcg-rate}} on long-term gains above {{fact:equity-ltcg-exemption}} a year (section 198, old 112A), replacing the older 15% and 10%-above-₹1-lakh rules. Gold and silver ETFs, as listed securities, are long-term after 12 months and then taxed at {{fact:asset-ltcg-rate}} without indexation; shorter-term gains are taxed at your slab rate. Debt ETFs bought on or after 1 Apr 2023 are taxed at your slab rate however long you hold them. ETFs that track foreign markets follow separate rules, so check the scheme document before investing.",
  recommendedHorizon: "5+ years (equity ETFs)",
  regulatedBy: "SEBI",
  examples: [
    "Nifty 50 and Sensex ETFs",
    "Nifty Next 50 and broader-market index ETFs",
    "Gold and silver ETFs",
    "Target-maturity bond ETFs (such as the Bharat Bond ETF series)",
    "Liquid ETFs for parking cash",
    "Sector and smart-beta ETFs (banking, IT, low volatility, momentum)",
  ],
  pros: [
    "Among the lowest-cost ways to invest: SEBI caps ETF expense ratios at {{fact:mf-index-ber-cap}} from 1 Apr 2026, and broad index ETFs charge far less.",
    "Instant diversification: one unit of a Nifty 50 ETF gives you all 50 companies.",
    "Transparent: holdings are disclosed and the price can be compared with the portfolio's value during the day.",
    "Buy or sell any time the market is open, at a price you can see.",
    "Easy access to gold and government bonds without lockers, making charges or large tickets.",
    "No fund manager risk: an index ETF will not fall far behind its index because of poor stock picks.",
  ],
  cons: [
    "Needs a demat and trading account, with brokerage and depository charges on trades.",
    "Some ETFs trade thinly, so the bid-ask spread can cost more than the expense ratio.",
    "Market price can drift above or below the underlying value, especially in volatile sessions.",
    "SIPs are less automatic than with ordinary mutual funds; you may need to place orders yourself.",
    "An index ETF can never beat its index; you get the market's return minus costs, including its falls.",
    "Niche sector and thematic ETFs concentrate risk and tempt investors into trading.",
  ],
  strategies: [
    {
      title: "Core index holding",
      description:
        "Make a broad equity index ETF the core of your long-term portfolio and add to it regularly. See [index investing](/strategies/index-investing) for why low-cost, market-wide exposure is hard to beat over time.",
    },
    {
      title: "Add gold for balance",
      description:
        "A small slice in a gold ETF can cushion a portfolio when equities fall, as in 2008 when the Nifty 50 TRI lost 51% and gold in rupees rose 27%. Decide the share with the [asset allocation tool](/tools/asset-allocation).",
    },
    {
      title: "Buy monthly with limit orders",
      description:
        "Invest a fixed amount each month and use a limit order close to the ETF's indicative value instead of a market order. This keeps costs and spread losses down; the [averaging calculator](/calculators/averaging) shows how regular buying smooths your price.",
    },
    {
      title: "Match bond ETFs to your goal date",
      description:
        "Target-maturity bond ETFs hold bonds that mature in a set year. If the year matches your goal and you hold to maturity, the interest-rate swings along the way matter much less. See [fixed income](/investments/fixed-income).",
    },
  ],
  howToStart: {
    documents: [
      "PAN card",
      "Aadhaar (for e-KYC) or another proof of address",
      "Bank account in your name",
      "Demat and trading account with a SEBI-registered broker",
    ],
    platforms: [
      "SEBI-registered stock brokers",
      "Banks' 3-in-1 savings, demat and trading accounts",
      "NSE and BSE websites for ETF lists, volumes and indicative values",
      "AMC websites for scheme documents, holdings and tracking data",
    ],
    steps: [
      "Open a demat and trading account with a SEBI-registered broker if you do not already have one.",
      "Decide what the ETF is for: long-term equity growth, gold diversification or a bond goal.",
      "Compare ETFs tracking the same index on expense ratio, tracking difference and average daily trading volume.",
      "Check the ETF's indicative value on the AMC or exchange website before you buy.",
      "Place a limit order during market hours, ideally avoiding the first and last minutes of the session.",
      "Repeat monthly or quarterly, and review your overall asset mix once a year.",
    ],
  },
  faqs: [
    {
      question: "What is the difference between an ETF and an index fund?",
      answer:
        "Both can track the same index. An ETF trades on the exchange during the day and needs a demat account; an index fund is bought from the AMC at the end-of-day NAV and makes automatic SIPs easy. Costs are broadly similar, so choose the one that fits how you like to invest.",
    },
    {
      question: "Do I need a demat account to buy ETFs?",
      answer:
        "Yes. ETF units are bought and sold on NSE or BSE through a SEBI-registered broker and held in your demat account, just like shares. If you do not want a demat account, consider an index fund or a fund of funds instead.",
    },
    {
      question: "How are gold ETFs taxed?",
      answer:
        "Gold ETFs are listed securities. Gains on units held more than 12 months are taxed at {{fact:asset-ltcg-rate}} without indexation; gains on units held 12 months or less are added to your income and taxed at your slab rate.",
    },
    {
      question: "Why does my ETF's price differ from its NAV?",
      answer:
        "The market price is set by buyers and sellers on the exchange, while the NAV is the value of the underlying portfolio. In liquid ETFs the two stay close; in thinly traded ETFs or volatile sessions the gap can widen, which is why limit orders are safer.",
    },
    {
      question: "Can I start a SIP in an ETF?",
      answer:
        "Some brokers let you set up recurring purchases of ETF units, while others require you to place each order yourself. Either way you buy whole units at the market price, so the amount invested each month varies slightly.",
    },
  ],
  sources: [
    { title: "NSE: investor learning centre", url: "https://www.nseindia.com/learn" },
    {
      title: "AMFI knowledge centre: net asset value",
      url: "https://www.amfiindia.com/investor-corner/knowledge-center/net-asset-value.html",
    },
    {
      title: "NSE Indices: index methodology documents",
      url: "https://www.niftyindices.com/resources/index-methodology",
    },
    {
      title: "SEBI Mutual Funds Regulations 2026: lower expense ratios",
      url: "https://upstox.com/news/personal-finance/mutual-funds/sebi-mutual-funds-regulations-2026-highlights-lower-expense-ratios-revised-brokerage-limits/article-186377",
    },
  ],
  lastReviewed: "2026-11-22",
  relatedCalculators: ["lumpsum", "sip", "averaging", "return"],
  relatedCategories: ["mutual-funds", "stocks", "gold", "bonds"],
  aliases: ["ETF", "exchange traded fund", "exchange-traded funds"],
};
