import type { ArticleBody } from "../../types.ts";

export const equityFundsPage: ArticleBody = {
  path: "/funds/equity-funds",
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
      title: "SEBI introduces new mutual fund categorisation and rationalisation (StudyCafe, 26 Feb 2026)",
      url: "https://studycafe.in/sebi-introduces-new-mutual-fund-categorization-and-rationalisation-schemes-411573.html",
    },
    {
      title: "SEBI Mutual Funds Regulations 2026: lower expense ratios (Upstox)",
      url: "https://upstox.com/news/personal-finance/mutual-funds/sebi-mutual-funds-regulations-2026-highlights-lower-expense-ratios-revised-brokerage-limits/article-186377",
    },
    {
      title: "Capital gains tax rates before and after 23 July 2024 (CK Darji & Co.)",
      url: "https://ckdarji.com/capital-gains-tax-rates-changes-before-and-after-23rd-july-2024",
    },
  ],
  sections: [
    {
      id: "how-equity-funds-work",
      heading: "How an equity fund works",
      blocks: [
        {
          type: "p",
          text: "An **equity mutual fund** pools money from many investors and buys shares of listed companies. You get **units** at the day's **net asset value (NAV)**, which is the value of the fund's holdings divided by the units outstanding. When the shares rise, the NAV rises; when they fall, so does the NAV.",
        },
        {
          type: "p",
          text: "The fund is run by an **asset management company (AMC)** under the supervision of trustees and SEBI. A professional manager (or, in an index fund, a set of index rules) decides what to buy. You can invest a lump sum or a monthly **SIP**, and most open-ended funds let you redeem on any business day. See our overview of [mutual funds](/investments/mutual-funds) if you are new to how they work.",
        },
        {
          type: "p",
          text: "Equity funds suit goals at least five to seven years away, because share prices can fall sharply in a bad year. Almost every equity fund shows **Very High** on SEBI's six-level **riskometer**, which is reviewed every month.",
        },
      ],
    },
    {
      id: "sebi-categories",
      heading: "SEBI's equity fund categories",
      blocks: [
        {
          type: "p",
          text: "SEBI's circular of **26 February 2026** replaced the older 2017/2020 categorisation. Schemes now sit in five classes: equity, debt, hybrid, the new **Life Cycle Funds**, and other schemes (index funds, ETFs, funds of funds). A scheme's name must now be the same as its category, so a fund called a \"large cap fund\" must follow the large cap rules. Market-cap buckets are unchanged: **large cap** = the 1st to 100th company by full market capitalisation, **mid cap** = 101st to 250th, **small cap** = 251st onward, from a list AMFI publishes every six months.",
        },
        {
          type: "table",
          caption: "Main equity categories and their minimum allocations",
          columns: ["Category", "What it must hold", "Typical use"],
          rows: [
            ["Large cap", "At least 80% in large caps", "Core holding; steadier than smaller companies"],
            ["Large & mid cap", "At least 35% each in large and mid caps", "Core plus some extra growth"],
            ["Mid cap", "At least 65% in mid caps", "Higher growth, deeper falls"],
            ["Small cap", "At least 65% in small caps", "Long horizons only; the most volatile bucket"],
            ["Multi cap", "At least 25% each in large, mid and small caps", "Forced spread across all sizes"],
            ["Flexi cap", "At least 65% in equity, any size mix", "Manager chooses the mix"],
            ["Focused", "No more than 30 stocks", "Concentrated bets"],
            [
              "Dividend yield, value, contra",
              "Mainly equity, following the named style",
              "Style investing; see [value investing](/strategies/value-investing)",
            ],
            ["Sectoral / thematic", "At least 80% in one sector or theme", "Narrow bets; high risk"],
            ["ELSS (tax saver)", "At least 80% in equity; 3-year lock-in", "Old-regime tax deduction"],
          ],
          note: "{{fact:mf-category-thresholds-note}}. The other thresholds shown are the long-standing SEBI rules.",
        },
        {
          type: "list",
          items: [
            "**Value and contra**: an AMC may now run both, as long as their portfolios overlap by no more than 50%. Earlier it had to choose one.",
            "**Sectoral and thematic funds** may overlap no more than 50% with the AMC's other equity schemes (large cap funds excepted). Existing schemes get three years to comply, cutting the excess by 35%, 35% and 30% a year, or they are merged. Themes must come from an AMFI list updated every six months.",
            "**Solution-oriented funds** (retirement and children's funds) are discontinued: they stopped taking new money and are being merged. Target-date **Life Cycle Funds** (5 to 30 years, with the year in the name) are the new alternative.",
            "An AMC may generally run only one scheme per category, with exceptions for index funds, ETFs, funds of funds and sectoral/thematic funds.",
          ],
        },
      ],
    },
    {
      id: "active-vs-index",
      heading: "Active funds versus index funds",
      blocks: [
        {
          type: "p",
          text: "An **active fund** has a manager who picks shares, hoping to beat the category's benchmark. An **index fund** or ETF simply copies an index such as the Nifty 50, so its return is the index return minus costs and a small **tracking difference**. The main trade-off is cost and predictability versus the chance of beating the market.",
        },
        {
          type: "table",
          caption: "Active and index equity funds compared",
          columns: ["Feature", "Active fund", "Index fund / ETF"],
          rows: [
            ["Goal", "Beat the benchmark", "Match the benchmark"],
            [
              "Expense cap (base expense ratio, from 1 April 2026)",
              "2.10% on the first ₹500 crore, falling in slabs to 0.95% for the largest funds",
              "{{fact:mf-index-ber-cap}}",
            ],
            [
              "Main risk beyond the market",
              "Manager underperforms for years",
              "Tracking error; no escape from a falling index",
            ],
            [
              "What to check",
              "Rolling returns against the TRI benchmark, consistency, cost",
              "Expense ratio and tracking difference",
            ],
          ],
          note: "Under the SEBI (Mutual Funds) Regulations, 2026 the **base expense ratio (BER)** excludes statutory and regulatory levies such as STT, GST and stamp duty, which are charged at actuals on top. Earlier caps were 2.25% to 1.05% (active equity) and 1.00% (index funds).",
        },
        {
          type: "p",
          text: "In large caps, where many analysts follow the same companies, beating the index after costs is hard, which is why many investors use an index fund as their core. In mid and small caps an active manager has more room, but also more room to go wrong. Our guide to [index investing](/strategies/index-investing) covers the passive route in detail.",
        },
      ],
    },
    {
      id: "direct-vs-regular",
      heading: "Direct plans versus regular plans",
      blocks: [
        {
          type: "p",
          text: "Every scheme comes in two versions with the same portfolio and the same manager. A **regular plan** is sold through a distributor, who is paid a yearly trail commission out of the fund's expenses. A **direct plan** is bought straight from the AMC, its registrar or a direct-plan platform, with no commission, so its expense ratio is lower and its NAV compounds a little faster every year.",
        },
        {
          type: "example",
          title: "What a 1% higher expense ratio costs over 20 years",
          lines: [
            "Assumptions (illustrations, not forecasts): ₹10,000 SIP at the **start** of every month for 20 years (240 instalments, ₹24,00,000 invested); the portfolio earns **12% a year before costs**; direct plan expense ratio 0.7%, regular plan 1.7%, a gap of 1 percentage point.",
            "Net return: direct 12% − 0.7% = 11.3% a year; regular 12% − 1.7% = 10.3% a year, each converted to an equivalent monthly rate.",
            "Direct plan after 20 years: about **₹84,54,800**.",
            "Regular plan after 20 years: about **₹75,02,400**.",
            "Difference: about **₹9,52,400**, or 11.3% less money, for the same fund, the same manager and the same ₹24 lakh invested.",
          ],
        },
        {
          type: "callout",
          tone: "tip",
          title: "Know what you pay for advice",
          text: "A regular plan can still be worth it if a distributor genuinely keeps you investing through bad years. If you want personal advice, a SEBI-registered investment adviser charges a fee and should use direct plans. Our [SIP calculator](/calculators/sip) lets you try your own return and cost assumptions.",
        },
      ],
    },
    {
      id: "elss",
      heading: "ELSS: the tax-saver equity fund",
      blocks: [
        {
          type: "p",
          text: "An **equity linked savings scheme (ELSS)** is an equity fund with at least 80% in shares and a **3-year lock-in**. Investments qualify for the {{fact:deduction-80c-limit}} deduction under section 123 of the Income-tax Act, 2025 (old section 80C), but **only if you choose the old tax regime**. Under the default new regime there is no deduction, and ELSS is just an equity fund with a lock-in.",
        },
        {
          type: "list",
          items: [
            "**Lock-in applies to each instalment.** With a SIP, every month's units are locked for three years from their own purchase date, so the last SIP unlocks three years after the last payment.",
            "**Gains are taxed like any equity fund** when you redeem (see the tax section below).",
            "**Active or passive:** since July 2022 an AMC may offer either an active ELSS or a passive ELSS that tracks an index of the top 250 companies, but not both.",
          ],
        },
        {
          type: "example",
          title: "Is the ELSS deduction worth it for you?",
          lines: [
            "You invest ₹1,50,000 in ELSS this year.",
            "Old regime, 30% slab: tax saved = ₹1,50,000 × 30% = ₹45,000, plus 4% cess ₹1,800 = **₹46,800**.",
            "Old regime, 20% slab: ₹30,000 + ₹1,200 cess = **₹31,200**.",
            "New regime: **nil**. Compare both regimes before investing for tax; our [income tax guide](/resources/income-tax) explains how.",
          ],
        },
      ],
    },
    {
      id: "tax",
      heading: "How equity fund gains are taxed",
      blocks: [
        {
          type: "p",
          text: "An **equity-oriented fund** (one that keeps at least 65% in shares of Indian listed companies) is taxed like listed shares. The rates below apply to redemptions on or after 23 July 2024 and were unchanged by Budget 2026. From tax year 2026-27 they sit in the Income-tax Act, 2025.",
        },
        {
          type: "table",
          caption: "Tax on equity-oriented fund units",
          columns: ["Holding period", "Type", "Rate", "Before 23 July 2024"],
          rows: [
            [
              "12 months or less",
              "Short-term",
              "**{{fact:equity-stcg-rate}}** (section 196, old 111A)",
              "15%",
            ],
            [
              "More than 12 months",
              "Long-term",
              "**{{fact:equity-ltcg-rate}}** on gains above **{{fact:equity-ltcg-exemption}}** a year (section 198, old 112A), no indexation",
              "10% above ₹1 lakh",
            ],
            [
              "IDCW (dividend) payouts",
              "Income",
              "Your slab rate; 10% TDS above ₹10,000 a year per fund house",
              "—",
            ],
          ],
          note: "Add {{fact:cess-rate}} cess. The {{fact:equity-ltcg-exemption}} exemption is shared across all your listed shares and equity funds for the year. Each SIP instalment has its own holding period.",
        },
        {
          type: "example",
          title: "Tax on two redemptions",
          lines: [
            "**Long-term:** you redeem units held three years with a gain of ₹2,00,000 and have no other equity gains. Taxable = ₹2,00,000 − ₹1,25,000 = ₹75,000. Tax = 12.5% × ₹75,000 = ₹9,375, plus cess ₹375 = **₹9,750**.",
            "**Short-term:** you redeem units held eight months with a gain of ₹50,000. Tax = 20% × ₹50,000 = ₹10,000, plus cess ₹400 = **₹10,400**.",
          ],
        },
      ],
    },
    {
      id: "risk-and-history",
      heading: "Risk, returns and how to use equity funds",
      blocks: [
        {
          type: "p",
          text: "The Nifty 50 Total Returns Index (price plus dividends) compounded at about **{{fact:nifty-tri-cagr}} a year** over calendar years 2006 to 2025, turning ₹1,00,000 into roughly ₹11.7 lakh before costs and tax. The same index lost **{{fact:nifty-tri-2008}} in 2008**. Over every 10-year window in that period, it compounded between 6.78% (2008-2017) and 15.56% (2012-2021) a year. Past returns do not predict future ones, but they show why time matters.",
        },
        {
          type: "list",
          items: [
            "**Match the fund to the goal.** Use equity funds for money you will not need for at least five to seven years.",
            "**Keep it simple.** One or two broad funds (an index or flexi cap fund, say) often do the job; five mid cap funds add overlap, not diversification.",
            "**Watch exit loads.** Many equity funds charge a load (often 1%) if you redeem within a year; check the scheme page.",
            "**Keep SIPs going in falls.** Stopping a SIP when markets drop means buying fewer units exactly when they are cheap. Compare approaches in [SIP vs lumpsum](/funds/sip-vs-lumpsum).",
          ],
        },
        {
          type: "callout",
          tone: "info",
          text: "For a step-by-step method of comparing funds within a category, read [how to pick mutual funds](/guides/picking-mutual-funds). Unfamiliar terms such as TRI, AUM or tracking error are explained in our [mutual fund glossary](/resources/mutual-fund-terminologies).",
        },
      ],
    },
  ],
  faqs: [
    {
      question: "Which equity fund category is best for a beginner?",
      answer:
        "There is no single best category, and we do not recommend specific funds. Many beginners start with a broad, diversified fund such as a Nifty 50 index fund, a large cap fund or a flexi cap fund, and add mid or small cap exposure only once they have seen how their portfolio behaves in a bad year.",
    },
    {
      question: "Can I switch from a regular plan to a direct plan?",
      answer:
        "Yes. A switch is treated as a redemption from one plan and a purchase in the other, so it can trigger capital gains tax and any exit load. Many investors switch only units that are past 12 months, and use the {{fact:equity-ltcg-exemption}} yearly long-term exemption.",
    },
    {
      question: "Is ELSS worth it under the new tax regime?",
      answer:
        "Not for the tax deduction, which is available only in the old regime. Without it, ELSS is an ordinary equity fund with a 3-year lock-in, so an open-ended fund without a lock-in may suit you better.",
    },
    {
      question: "How much can an equity fund fall?",
      answer:
        "A lot. The Nifty 50 TRI fell {{fact:nifty-tri-2008}} in calendar year 2008, and mid and small cap funds can fall more. Invest only money you can leave alone for several years.",
    },
    {
      question: "Does the expense ratio come out of my account separately?",
      answer:
        "No. It is deducted from the fund's assets every day and is already reflected in the NAV, so you never see a bill. That is why a small difference in expense ratio is easy to ignore and costly over 20 years.",
    },
  ],
  related: [
    "/investments/mutual-funds",
    "/guides/picking-mutual-funds",
    "/funds/sip-vs-lumpsum",
    "/funds/hybrid-funds",
    "/strategies/index-investing",
    "/calculators/sip",
  ],
};
