import { equityTaxRows } from "../../shared/equity-tax.ts";
import type { ArticleBody } from "../../types.ts";

export const valueInvestingPage: ArticleBody = {
  path: "/strategies/value-investing",
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
      title: "Income Tax Department tutorial: long-term capital gains",
      url: "https://incometaxindia.gov.in/Tutorials/15-%20LTCG.pdf",
    },
    { title: "NSE: investor learning centre", url: "https://www.nseindia.com/learn" },
    {
      title: "Capital gains tax rates before and after 23 July 2024 (CK Darji & Co.)",
      url: "https://ckdarji.com/capital-gains-tax-rates-changes-before-and-after-23rd-july-2024",
    },
    {
      title: "SEBI introduces new mutual fund categorisation (StudyCafe)",
      url: "https://studycafe.in/sebi-introduces-new-mutual-fund-categorization-and-rationalisation-schemes-411573.html",
    },
  ],
  sections: [
    {
      id: "the-idea",
      heading: "The idea: price is not the same as value",
      blocks: [
        {
          type: "p",
          text: "A share is part-ownership of a business. Its **price** is what the market pays today; its **value** is what the business is worth, based on the cash it can earn for its owners over many years. Fear, bad news or neglect sometimes push the price well below value. Value investing means buying then and waiting, often for years, for the gap to close.",
        },
        {
          type: "p",
          text: 'The approach goes back to **Benjamin Graham and David Dodd**, who wrote "Security Analysis" (1934). Graham\'s "The Intelligent Investor" (1949) added two lasting ideas. **Mr Market** is a moody partner who offers a different price for your share every day; you may use his silly offers but need never follow his mood. The **margin of safety** means buying only when the price is far enough below your estimate of value that you still do well if the estimate is somewhat wrong.',
        },
        {
          type: "p",
          text: '**Warren Buffett**, Graham\'s best-known student, later preferred "a wonderful company at a fair price" to "a fair company at a wonderful price", influenced by Charlie Munger and Philip Fisher. Value investors today range from hunters of statistically cheap shares to buyers of good businesses that are briefly out of favour.',
        },
      ],
    },
    {
      id: "who-it-suits",
      heading: "Who value investing suits",
      blocks: [
        {
          type: "table",
          caption: "Is value investing a fit for you?",
          columns: ["Trait", "Suits value investing", "Probably does not"],
          rows: [
            ["Temperament", "Comfortable buying what others are selling", "Needs to own what is in the news"],
            ["Horizon", "Money not needed for five years or more", "Needs the money within a year or two"],
            [
              "Time (direct shares)",
              "A few hours a week for annual reports and results",
              "No time to read accounts",
            ],
            ["Patience", "Can trail the index for long stretches", "Switches after a bad quarter"],
          ],
          note: "If the temperament fits but the time does not, a value or contra fund lets a professional do the research.",
        },
        {
          type: "p",
          text: "Cheap shares, and even the whole market, can be ignored for years: the Sensex's weakest 10-year stretch since 1980 gained only about 2.6% a year in price terms (1993 to 2002). A value investor must sit through such periods.",
        },
      ],
    },
    {
      id: "applying-it-in-india",
      heading: "How to apply it in India",
      blocks: [
        {
          type: "table",
          caption: "Three ways to follow a value approach",
          columns: ["Route", "What you need", "Effort", "Main cost"],
          rows: [
            [
              "Direct shares",
              "A SEBI-registered stock broker and a demat account with a depository participant of NSDL or CDSL",
              "High: you research, buy and sell",
              "Brokerage, STT, DP charges, your time",
            ],
            [
              "Value or contra fund",
              "KYC and a fund-house, registrar or platform account",
              "Low: the manager picks",
              "Expense ratio (lower in direct plans)",
            ],
            [
              "Value-factor index fund or ETF",
              "KYC; a demat account for ETFs",
              "Low: index rules pick",
              "Expense ratio; brokerage for ETFs",
            ],
          ],
        },
        {
          type: "list",
          items: [
            "**Direct shares.** Check the broker's SEBI registration on sebi.gov.in. Start with a few businesses you understand; see [picking stocks](/guides/picking-stocks).",
            "**Value and contra funds** are SEBI equity categories: a value fund follows a value strategy, a contra fund bets against prevailing sentiment. Since SEBI's circular of **26 February 2026**, a fund house may run both if their portfolios overlap by no more than 50% (earlier, only one). See [equity funds](/funds/equity-funds) and [picking mutual funds](/guides/picking-mutual-funds).",
            '**Factor index funds** track "value" indices that pick shares by rules such as low price-to-earnings. They cost less than active funds but cannot tell a bargain from a company in trouble. Compare plain [index investing](/strategies/index-investing).',
          ],
        },
      ],
    },
    {
      id: "screening-criteria",
      heading: "Screening criteria: what value investors look at",
      blocks: [
        {
          type: "p",
          text: "A screen narrows thousands of listed companies to a short list. The thresholds below are **illustrations, not rules**; sensible levels differ by sector and market conditions. Each ratio is explained in [stock fundamentals](/resources/stock-fundamentals).",
        },
        {
          type: "table",
          caption: "Common value screens (illustrative thresholds)",
          columns: ["Measure", "What it tells you", "Typical illustrative screen"],
          rows: [
            [
              "Price-to-earnings (P/E)",
              "Rupees paid per ₹1 of yearly profit",
              "Below its own 10-year average and sector peers",
            ],
            [
              "Price-to-book (P/B)",
              "Price versus net assets per share",
              "Below about 1.5 to 2 for asset-heavy firms and banks",
            ],
            [
              "Debt-to-equity",
              "How much the business has borrowed",
              "Below about 0.5 (non-financial companies)",
            ],
            [
              "Return on equity (ROE)",
              "Profit earned on shareholders' money",
              "Around 12-15% or more, steady over five years",
            ],
            ["Interest coverage", "Operating profit ÷ interest cost", "Above about 4 times"],
            [
              "Free cash flow",
              "Cash left after running and expanding the business",
              "Positive in most of the last five years",
            ],
            ["Promoter pledging", "Whether owners have borrowed against their shares", "Nil or very low"],
          ],
          note: "Debt-to-equity says little about banks and NBFCs, which borrow as their business. A low P/E at a cyclical peak in profits can be a trap.",
        },
      ],
    },
    {
      id: "worked-example",
      heading: "Worked example: margin of safety in rupees",
      blocks: [
        {
          type: "example",
          title: "Sahyadri Pumps Ltd (a made-up company)",
          lines: [
            "Earnings per share (EPS) over five years: ₹32, ₹38, ₹45, ₹41, ₹44. Average = ₹200 ÷ 5 = **₹40**.",
            "Choose a conservative fair P/E for a steady business, say 15. Estimated value = ₹40 × 15 = **₹600 a share**.",
            "Require a 30% margin of safety: highest price you will pay = ₹600 × (1 − 0.30) = **₹420**.",
            "Market price today = ₹390, so P/E = ₹390 ÷ ₹40 = 9.75 and the discount to value = (₹600 − ₹390) ÷ ₹600 = 35%. It passes.",
            "Buy 200 shares: 200 × ₹390 = ₹78,000 (STT at 0.1% = ₹78, plus brokerage and other charges).",
            "**If the thesis works:** three years later the price reaches ₹600. Sale value = 200 × ₹600 = ₹1,20,000; gain = ₹42,000. Growth factor = ₹1,20,000 ÷ ₹78,000 = 1.538; its cube root (three years) ≈ 1.154, so about **15.4% a year** before costs and tax, plus any dividends.",
            "Tax: held more than 12 months, so long-term. If your total equity LTCG for the year stays within ₹1.25 lakh, tax = **nil**. Had you sold within 12 months, STCG = 20% × ₹42,000 = ₹8,400, plus 4% cess ₹336 = **₹8,736**.",
            "**If it is a value trap:** EPS falls to ₹25 and the market pays only 10 times that = ₹250. Loss = 200 × (₹390 − ₹250) = **₹28,000**, about 35.9% of ₹78,000.",
          ],
        },
      ],
    },
    {
      id: "taxes-and-costs",
      heading: "Taxes and costs",
      blocks: [
        {
          type: "table",
          caption: "Tax on listed shares and equity funds (sales from 23 July 2024)",
          columns: ["Item", "Rule"],
          rows: [
            ...equityTaxRows,
            [
              "Losses",
              "Short-term losses offset any capital gains, long-term losses only long-term gains; carry forward 8 years if you file on time",
            ],
          ],
          note: "Add {{fact:cess-rate}} cess on the tax. More in [income tax](/resources/income-tax) and [investment losses](/resources/investment-losses).",
        },
        {
          type: "list",
          items: [
            "**Brokerage** varies; some brokers charge nothing for delivery trades, others a fee per order.",
            "**STT** is {{fact:stt-delivery}} of the value on both the buy and the sell side of a delivery trade.",
            "**DP charges**: a flat fee per company on each day you sell from your demat account. Exchange fees, GST and stamp duty add small amounts.",
            "**Fund expense ratio**: from 1 April 2026 SEBI caps the base expense ratio of open-ended equity funds at 2.10% on the first ₹500 crore of assets, falling to 0.95% for the largest, and of index funds and ETFs at {{fact:mf-index-ber-cap}}. Direct plans cost less.",
          ],
        },
      ],
    },
    {
      id: "risks",
      heading: "Risks: the value trap and others",
      blocks: [
        {
          type: "p",
          text: "A **value trap** looks cheap and stays cheap, or gets cheaper, because the business is shrinking: new competitors or technology, too much debt, poor governance, or profits at a cyclical peak. The style can also lag for years, and small cheap companies can be hard to sell (see [small caps](/stocks/small-cap)).",
        },
        {
          type: "callout",
          tone: "warning",
          title: "Ask why it is cheap",
          text: "Write one sentence on why the market is wrong and what would prove you wrong. If you cannot, the low price is probably deserved.",
        },
      ],
    },
    {
      id: "common-mistakes",
      heading: "Common mistakes",
      blocks: [
        {
          type: "list",
          items: [
            "Buying on a low P/E alone, without reading the annual report.",
            "Averaging down on a falling share without checking whether the story has changed.",
            "Trusting one year's profit instead of a five-year view.",
            "Holding too few shares; spread risk as explained in [diversification](/diversification).",
            "Selling a winner within 12 months and paying {{fact:equity-stcg-rate}} short-term tax instead of the long-term rate.",
          ],
        },
      ],
    },
    {
      id: "further-reading",
      heading: "Further reading",
      blocks: [
        {
          type: "list",
          items: [
            "[Stock fundamentals](/resources/stock-fundamentals) and [picking stocks](/guides/picking-stocks): ratios and research.",
            "[Growth investing](/strategies/growth-investing) and [dividend investing](/strategies/dividend-investing): related styles.",
            "[Index investing](/strategies/index-investing): the low-cost benchmark to beat.",
            "[Large cap](/stocks/large-cap), [mid cap](/stocks/mid-cap) and [small cap](/stocks/small-cap) shares.",
          ],
        },
      ],
    },
  ],
  faqs: [
    {
      question: "Is a low P/E share always a value buy?",
      answer:
        "No. A low P/E can mean the market expects profits to fall. Check debt, cash flow and the reason for the low price.",
    },
    {
      question: "What is the difference between a value fund and a contra fund?",
      answer:
        "A value fund buys shares it judges cheap; a contra fund bets against prevailing sentiment. Their portfolios can still look alike.",
    },
    {
      question: "How long should I hold a value share?",
      answer:
        "Many value investors allow three to five years. After 12 months, gains are taxed at {{fact:equity-ltcg-rate}}, and the first {{fact:equity-ltcg-exemption}} of long-term equity gains each year is tax-free.",
    },
    {
      question: "Has value investing beaten the market in India?",
      answer:
        'Our reference data does not track the value style separately, so we make no such claim. Results depend on the period and the definition of "value".',
    },
  ],
  related: [
    "/resources/stock-fundamentals",
    "/guides/picking-stocks",
    "/strategies/growth-investing",
    "/strategies/dividend-investing",
    "/strategies/index-investing",
  ],
};
