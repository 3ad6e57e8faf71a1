import type { CourseLesson } from "../../types.ts";

export const diversificationAndOverlapLesson: CourseLesson = {
  id: "diversification-and-overlap",
  title: "Diversification within equity, fund overlap and concentration",
  description:
    "Spread equity across company sizes, sectors, styles and countries, measure fund overlap, decide how many funds are enough and spot concentration risk.",
  lastReviewed: "2026-11-27",
  sections: [
    {
      id: "what-it-removes",
      heading: "What diversification removes, and what it cannot",
      blocks: [
        {
          type: "p",
          text: "Owning many companies removes the risk that one company's fraud, debt or failed product sinks your portfolio. It cannot remove **market risk**: when the whole market falls, as in 2008 or March 2020, a well-spread equity portfolio falls too. That second risk is handled by asset allocation ([asset allocation by goal](/courses/portfolio-management/lessons/asset-allocation-by-goal) and [what history says](/courses/portfolio-management/lessons/what-history-says)). This lesson is about spreading the equity part sensibly, and about the common mistake of believing that more funds means more diversification. Our [diversification guide](/diversification) covers the basics.",
        },
      ],
    },
    {
      id: "company-size",
      heading: "By company size: SEBI's large, mid and small caps",
      blocks: [
        {
          type: "p",
          text: "Since its categorisation circular of 6 October 2017, SEBI has defined company size by rank of full market capitalisation, and AMFI publishes the ranked list every six months so that all fund houses use the same boundaries.",
        },
        {
          type: "table",
          caption: "SEBI's market-cap buckets",
          columns: ["Bucket", "Rank by full market capitalisation", "What to expect"],
          rows: [
            [
              "[Large cap](/stocks/large-cap)",
              "1st to 100th company",
              "Established businesses; usually the smallest falls of the three",
            ],
            ["[Mid cap](/stocks/mid-cap)", "101st to 250th", "Faster growth possible, bigger swings"],
            [
              "[Small cap](/stocks/small-cap)",
              "251st onwards",
              "Widest range of outcomes; deep falls and long recoveries are normal",
            ],
          ],
          note: "Each fund category (large cap, mid cap, small cap, large and mid cap, multi cap, flexi cap) has minimum holdings in these buckets. {{fact:mf-category-thresholds-note}}.",
        },
        {
          type: "p",
          text: "A Nifty 50 index fund already spreads money across 50 of the largest companies, but it holds no mid or small caps. A flexi cap fund can move between sizes at the manager's discretion. Adding a mid or small cap fund to a large cap core raises both expected return and the size of the falls; keep it to a share you could watch halve.",
        },
      ],
    },
    {
      id: "sectors-and-styles",
      heading: "By sector and style",
      blocks: [
        {
          type: "p",
          text: "Sectoral and thematic funds (banking, technology, infrastructure and so on) are concentrated by design: when the sector is out of favour, the whole fund suffers. SEBI's February 2026 circular requires such a fund's portfolio overlap with the same fund house's other equity schemes (except large cap) to stay at or below 50%, and allows a fund house to run both a value and a contra fund if those two overlap by no more than 50%. These rules stop a fund house selling the same portfolio under two names; they do not stop you from buying five similar funds from five fund houses.",
        },
        {
          type: "p",
          text: "Styles matter too. A [value](/strategies/value-investing) approach buys companies that look cheap; a [growth](/strategies/growth-investing) approach pays more for faster-growing ones. They tend to do well at different times, so a portfolio of four funds that all follow the same style is less diversified than it looks.",
        },
      ],
    },
    {
      id: "international",
      heading: "Across countries: international funds and the LRS",
      blocks: [
        {
          type: "p",
          text: "Indian equity is one economy and one currency. Some investors add a slice of foreign shares so that a bad decade at home, or a falling rupee, hurts less. There are two routes.",
        },
        {
          type: "list",
          items: [
            "**International funds and fund of funds from Indian fund houses**: you invest in rupees. They are not equity-oriented for Indian tax: from FY 2025-26 gains are long term after 24 months and taxed at {{fact:asset-ltcg-rate}}, otherwise at your slab rate. Industry-wide limits on overseas investment have at times forced these funds to stop taking fresh money.",
            "**Direct investment abroad** under the [Liberalised Remittance Scheme](/resources/investment-terminologies#term-lrs): up to {{fact:lrs-limit}} per resident individual per financial year. The bank collects TCS at {{fact:tcs-lrs-rate}} on remittances for investment above {{fact:tcs-lrs-threshold}} a year (all LRS purposes together); TCS is credited against your tax, not an extra tax. Foreign shares are long term after 24 months ({{fact:asset-ltcg-rate}}), otherwise taxed at slab, and dividends are taxed at slab with credit for foreign tax paid. See [US stocks](/investments/us-stocks).",
          ],
        },
      ],
    },
    {
      id: "overlap",
      heading: "Fund overlap: owning the same shares twice",
      blocks: [
        {
          type: "p",
          text: "[Portfolio overlap](/resources/mutual-fund-terminologies#term-portfolio-overlap) is the share of holdings two funds have in common. To measure it, take every company both funds own and add up the smaller of the two weights. Two large cap funds often overlap heavily because there are only 100 large caps to choose from, and both are compared with similar benchmarks. Fund factsheets list monthly holdings, so you can check.",
        },
        {
          type: "example",
          title: "Overlap and single-company exposure",
          lines: [
            "Fund A's top holdings: Company P 9%, Q 7%, R 6%, S 4%. Fund B's: P 8%, Q 8%, R 2%, T 5% (fictional companies).",
            "Overlap from these stocks = min(9, 8) + min(7, 8) + min(6, 2) = 8 + 7 + 2 = **17 percentage points**. S and T are held by only one fund, so they add nothing. A full check sums every common holding, not just the top few.",
            "Now the rupees. You hold ₹4,00,000 in Fund A, ₹3,00,000 in Fund B and ₹2,00,000 in an index fund that holds P at 11%.",
            "Exposure to P = ₹4,00,000 × 9% + ₹3,00,000 × 8% + ₹2,00,000 × 11% = ₹36,000 + ₹24,000 + ₹22,000 = **₹82,000**.",
            "That is ₹82,000 ÷ ₹9,00,000 = **9.1%** of your equity in one company, spread across three funds that each looked diversified.",
          ],
        },
      ],
    },
    {
      id: "how-many-funds",
      heading: "How many funds is enough, and where concentration hides",
      blocks: [
        {
          type: "p",
          text: "A broad core (an index fund or a flexi cap fund), perhaps one mid or small cap fund, and perhaps one international holding cover what most portfolios need. Three to five equity funds is a common range among planners; beyond that, each new fund mostly repeats what you own and adds a folio to track. If your portfolio has grown to ten funds through years of picking last year's winners, the [guide to picking mutual funds](/guides/picking-mutual-funds) helps you consolidate, and [rebalancing](/courses/portfolio-management/lessons/rebalancing) shows how to do it with the least tax.",
        },
        {
          type: "list",
          items: [
            "**Employer shares and ESOPs**: your salary and your savings then depend on one company.",
            "**Your industry**: an IT professional heavily invested in IT shares doubles up on one sector's fortunes.",
            "**Property and loans**: a flat bought with a large home loan can dominate net worth and risk.",
            "**One stock tip that grew**: a share that doubled can quietly become a fifth of your equity.",
          ],
        },
        {
          type: "p",
          text: "A useful house rule is to keep any single company to a small slice of your investments, such as under 5% to 10%. That is guidance, not a regulation, but writing a limit down makes trimming a routine step rather than an agonising decision.",
        },
      ],
    },
  ],
  keyPoints: [
    "Diversification removes single-company risk but not market risk; asset allocation handles the second.",
    "SEBI ranks companies by full market cap: large caps are the top 100, mid caps 101 to 250, small caps 251 onwards.",
    "Overlap is the sum of the smaller weights of common holdings; several similar funds can leave you concentrated in the same shares.",
    "Foreign shares via funds or the LRS ({{fact:lrs-limit}} a year) spread country and currency risk but are taxed at slab unless held over 24 months.",
    "Three to five equity funds usually suffice; watch for hidden concentration in employer shares, your own sector and property.",
  ],
  checkYourself: {
    question:
      "You hold ₹5 lakh in a large cap fund with 10% in Company X and ₹5 lakh in a flexi cap fund with 6% in X. How much of your ₹10 lakh is in X, and what does this tell you?",
    answer:
      "₹5,00,000 × 10% + ₹5,00,000 × 6% = ₹50,000 + ₹30,000 = ₹80,000, or 8% of the ₹10 lakh. Two funds do not guarantee spread: check combined exposure to the largest holdings, not just the number of funds.",
  },
  sources: [
    {
      title:
        "SEBI circular: Categorization and Rationalization of Mutual Fund Schemes (6 October 2017), with market-cap definitions",
      url: "https://www.sebi.gov.in/legal/circulars/oct-2017/categorization-and-rationalization-of-mutual-fund-schemes_36199.html",
    },
    {
      title: "AMFI: categorisation of stocks into large, mid and small cap (half-yearly list)",
      url: "https://www.amfiindia.com/research-information/other-data/categorization-of-stocks",
    },
    {
      title:
        "SEBI circular HO/24/13/15(2)2026-IMD-RAC4/I/5764/2026 (26 February 2026): Categorization and Rationalization of Mutual Fund Schemes",
      url: "https://www.sebi.gov.in/legal/circulars/feb-2026/categorization-and-rationalization-of-mutual-fund-schemes_99983.html",
    },
    {
      title: "RBI: Frequently asked questions on the Liberalised Remittance Scheme",
      url: "https://www.rbi.org.in/Scripts/FAQView.aspx?Id=115",
    },
    {
      title: "Finance Bill, 2026 (Budget 2026-27)",
      url: "https://www.indiabudget.gov.in/doc/Finance_Bill.pdf",
    },
  ],
};
