import { equityTaxRows } from "../../shared/equity-tax.ts";
import type { ArticleBody } from "../../types.ts";

export const growthInvestingPage: ArticleBody = {
  path: "/strategies/growth-investing",
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
    {
      title: "NSE Indices: index methodology documents",
      url: "https://www.niftyindices.com/resources/index-methodology",
    },
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
      heading: "The idea: let compounding earnings do the work",
      blocks: [
        {
          type: "p",
          text: "Over long periods a share price tends to follow the company's earnings. A business that grows its profit by 20% a year roughly doubles it in four years and multiplies it about six times in ten. Growth investors look for such companies, usually with a large market to grow into, an edge competitors find hard to copy and managers who reinvest profit well. They accept a higher price today because they expect much higher earnings later.",
        },
        {
          type: "p",
          text: '**Philip Fisher** set out the approach in "Common Stocks and Uncommon Profits" (1958). He urged investors to study a company\'s products, research, sales force and management, including by talking to customers, suppliers and competitors (his "scuttlebutt" method), and then to hold great companies for many years. **Peter Lynch**, who ran Fidelity\'s Magellan fund from 1977 to 1990, made the idea popular in "One Up on Wall Street" (1989): invest in businesses you understand, look for "ten-baggers" (shares that rise tenfold) and compare the P/E with the growth rate, an idea now called the **PEG ratio**. His middle path is often called "growth at a reasonable price".',
        },
      ],
    },
    {
      id: "who-it-suits",
      heading: "Who growth investing suits",
      blocks: [
        {
          type: "table",
          caption: "Is growth investing a fit for you?",
          columns: ["Trait", "Suits growth investing", "Probably does not"],
          rows: [
            [
              "Temperament",
              "Can hold through deep falls when expectations cool",
              "Loses sleep over sharp drops",
            ],
            [
              "Horizon",
              "Seven years or more, so growth has time to compound",
              "Needs the money within a few years",
            ],
            [
              "Time (direct shares)",
              "Follows each company's results and industry every quarter",
              "Buys and forgets",
            ],
            ["Discipline", "Checks what the price already assumes", "Buys whatever has the best story"],
          ],
          note: "Growth shares often pay small dividends because profits are reinvested, so they suit someone who does not need regular income from the money.",
        },
      ],
    },
    {
      id: "applying-it-in-india",
      heading: "How to apply it in India",
      blocks: [
        {
          type: "list",
          items: [
            "**Direct shares** need a SEBI-registered stock broker (check the registration on sebi.gov.in) and a demat account with a depository participant of NSDL or CDSL. Many fast growers are mid and small companies (SEBI ranks the top 100 by market value as large cap, 101-250 as mid cap, the rest small cap), so read [mid cap](/stocks/mid-cap) and [small cap](/stocks/small-cap) first.",
            '**Growth-oriented equity funds.** SEBI has no category called "growth fund". Growth-minded managers run schemes in categories such as flexi cap, focused, large and mid cap, mid cap and small cap; the scheme information document describes each fund\'s style. See [equity funds](/funds/equity-funds) and [picking mutual funds](/guides/picking-mutual-funds).',
            "**Factor index funds.** Index providers publish factor indices built on rules such as quality or momentum, which often hold fast-growing companies, and some index funds and ETFs track them. They are cheap and rules-based but buy whatever fits the formula. Compare plain [index investing](/strategies/index-investing).",
          ],
        },
        {
          type: "callout",
          tone: "info",
          title: '"Growth option" is not growth investing',
          text: "A mutual fund's **growth option** only means profits stay invested in the NAV instead of being paid out (the IDCW option). Any fund, including a value or debt fund, has one. It says nothing about the fund's investing style.",
        },
      ],
    },
    {
      id: "screening-criteria",
      heading: "Screening criteria: what growth investors look at",
      blocks: [
        {
          type: "p",
          text: "The thresholds below are **illustrations, not rules**: what counts as fast growth depends on the industry and the economy. Each measure is explained in [stock fundamentals](/resources/stock-fundamentals).",
        },
        {
          type: "table",
          caption: "Common growth screens (illustrative thresholds)",
          columns: ["Measure", "What it tells you", "Typical illustrative screen"],
          rows: [
            [
              "Revenue growth",
              "Is demand for the product rising?",
              "About 15% a year or more over 3-5 years",
            ],
            [
              "EPS growth",
              "Is profit per share keeping pace?",
              "About 15% a year or more, without big dilution",
            ],
            [
              "Return on capital employed (ROCE) / ROE",
              "Can growth be funded from profits?",
              "Around 15-20% or more",
            ],
            ["Operating margin", "Pricing power as the firm grows", "Stable or rising"],
            [
              "Operating cash flow ÷ net profit",
              "Are profits turning into cash?",
              "Close to 1 over several years",
            ],
            ["Debt-to-equity", "Is growth bought with borrowing?", "Below about 0.5"],
            ["PEG ratio", "P/E divided by expected growth rate", "Around 1 to 1.5 or lower"],
          ],
          note: "Numbers are only the start. Growth investors also judge the size of the market, the durability of the company's edge and the record of its management.",
        },
      ],
    },
    {
      id: "worked-example",
      heading: "Worked example: PEG, compounding and derating",
      blocks: [
        {
          type: "example",
          title: "Kaveri Cloudworks Ltd (a made-up company)",
          lines: [
            "Price ₹700; earnings per share (EPS) ₹20. P/E = ₹700 ÷ ₹20 = **35**.",
            "You expect EPS to grow 25% a year for five years. PEG = 35 ÷ 25 = **1.4**: you pay 1.4 times the growth rate.",
            "EPS in five years = ₹20 × 1.25^5 = ₹20 × 3.052 ≈ **₹61.04** (year by year: ₹25 → ₹31.25 → ₹39.06 → ₹48.83 → ₹61.04).",
            "You buy 100 shares for 100 × ₹700 = ₹70,000.",
            "**Case A, P/E stays at 35:** price ≈ ₹61.04 × 35 ≈ ₹2,136. Value = ₹2,13,600; gain = ₹1,43,600, about 25% a year. Long-term tax: (₹1,43,600 − ₹1,25,000) × 12.5% = ₹2,325, plus 4% cess ₹93 = **₹2,418** (if this is your only equity gain that year).",
            "**Case B, growth delivered but P/E falls to 20 (derating):** price ≈ ₹61.04 × 20 ≈ ₹1,221. Value = ₹1,22,100; gain = ₹52,100, only about **11.8% a year** (₹1,22,100 ÷ ₹70,000 = 1.744; fifth root ≈ 1.118). Within the ₹1.25 lakh limit, so no tax.",
            "**Case C, growth slows to 10% and P/E falls to 15:** EPS = ₹20 × 1.1^5 ≈ ₹32.21; price ≈ ₹483. Value = ₹48,300; **loss ₹21,700**, about 31%, after five years of a growing business.",
          ],
        },
        {
          type: "p",
          text: "The lesson: the company grew in every case, yet returns ranged from excellent to a loss. What you pay decides how much of the growth reaches you.",
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
          rows: [...equityTaxRows],
          note: "Add {{fact:cess-rate}} cess on the tax. Because growth shares return most of their gain through price rather than dividends, long holding periods keep more of it in the lower long-term rate. See [income tax](/resources/income-tax) and [investment losses](/resources/investment-losses).",
        },
        {
          type: "list",
          items: [
            "**Brokerage** varies by broker; some charge nothing on delivery trades.",
            "**STT**: {{fact:stt-delivery}} of the value on both the buy and the sell side of a delivery trade.",
            "**DP charges**: a flat fee per company on each day you sell from your demat account, plus small exchange fees, GST and stamp duty.",
            "**Fund expense ratio**: from 1 April 2026 SEBI caps the base expense ratio of open-ended equity funds at 2.10% on the first ₹500 crore of assets, falling to 0.95% for the largest, and of index funds and ETFs at {{fact:mf-index-ber-cap}}. Direct plans cost less than regular plans.",
          ],
        },
      ],
    },
    {
      id: "risks",
      heading: "Risks: overpaying and derating",
      blocks: [
        {
          type: "list",
          items: [
            "**Overpaying.** A high P/E already prices in years of success. If growth merely matches expectations, the share may go nowhere.",
            "**Derating.** When growth slows, the market cuts the multiple it pays, so the price can fall even while profits rise (Case B above).",
            "**Competition and disruption.** High profits attract rivals; today's leader can be overtaken.",
            "**Funding risk.** Growth paid for with heavy borrowing or repeated share issues can hurt existing shareholders.",
            "**Small-company risk.** Smaller growth stocks swing more and can be hard to sell in a falling market.",
          ],
        },
        {
          type: "callout",
          tone: "warning",
          title: "A great company is not always a great investment",
          text: "Before buying, write down the growth rate the current price assumes. If it needs near-perfect results for a decade, the risk is in the price, not the business.",
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
            "Assuming last three years' growth will continue for ten.",
            "Buying on a popular theme or story without reading the numbers.",
            'Ignoring valuation because "quality always wins".',
            "Picking the fund with the best one-year return; it may simply have held that year's hot sector.",
            "Putting everything into one sector; see [diversification](/diversification).",
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
            "[Value investing](/strategies/value-investing) and [dividend investing](/strategies/dividend-investing): other styles.",
            "[Index investing](/strategies/index-investing): the low-cost benchmark to beat.",
            "[Large cap](/stocks/large-cap), [mid cap](/stocks/mid-cap) and [small cap](/stocks/small-cap) shares.",
          ],
        },
      ],
    },
  ],
  faqs: [
    {
      question: "What is a good PEG ratio?",
      answer:
        "PEG is the P/E divided by the expected yearly earnings growth in percent. Many investors treat about 1 as fair and well above 1.5 as expensive, but the result is only as good as the growth estimate.",
    },
    {
      question: "Is the growth option of a mutual fund the same as growth investing?",
      answer:
        "No. The growth option only means profits are reinvested instead of paid out. It says nothing about which shares the fund buys.",
    },
    {
      question: "Is growth investing better than value investing in India?",
      answer:
        "Our reference data does not measure the two styles separately, so we make no such claim. Many investors blend them, for example by seeking growth at a reasonable price.",
    },
    {
      question: "Do growth shares pay dividends?",
      answer:
        "Often small ones, because profit is reinvested to grow. If you need regular income, see [dividend investing](/strategies/dividend-investing).",
    },
  ],
  related: [
    "/resources/stock-fundamentals",
    "/guides/picking-stocks",
    "/strategies/value-investing",
    "/strategies/index-investing",
    "/stocks/mid-cap",
  ],
};
