import type { ArticleBody } from "../../types.ts";

export const dividendInvestingPage: ArticleBody = {
  path: "/strategies/dividend-investing",
  lastReviewed: "2026-11-22",
  sources: [
    {
      title: "Income Tax Department tutorial: long-term capital gains",
      url: "https://incometaxindia.gov.in/Tutorials/15-%20LTCG.pdf",
    },
    {
      title: "SEBI circular of 6 Oct 2017: categorisation and rationalisation of mutual fund schemes",
      url: "https://www.sebi.gov.in/legal/circulars/oct-2017/categorization-and-rationalization-of-mutual-fund-schemes_36199.html",
    },
    {
      title: "NSE: investor learning centre",
      url: "https://www.nseindia.com/learn",
    },
    {
      title: "AMFI investor corner: knowledge centre",
      url: "https://www.amfiindia.com/investor-corner/knowledge-center",
    },
    {
      title: "Budget 2025: TDS thresholds revised from 1 April 2025 (Prodigist)",
      url: "https://www.prodigist.in/blog/budget-2025-key-tds-changes-effective-from-april-1-2025",
    },
    {
      title: "Budget 2026: buyback tax shifted to capital gains (Bharat Horizon)",
      url: "https://bharathorizon.com/business/gst-taxation/budget-2026-buyback-tax-shifted-to-capital-gains-framework.html",
    },
  ],
  sections: [
    {
      id: "the-idea",
      heading: "The idea: getting paid to own a business",
      blocks: [
        {
          type: "p",
          text: "When a company makes a profit, its board can keep the money to grow the business or pay part of it to shareholders as a **dividend**. Dividend investing means building a portfolio of companies that pay regular, and ideally rising, dividends, so that your shares produce cash income while you hold them.",
        },
        {
          type: "p",
          text: "Your **total return** from a share is the dividends you receive plus the change in its price. A dividend is not extra money on top of that: on the day a share goes ex-dividend its price usually drops by about the amount paid. What matters is whether the business keeps earning enough to pay, and raise, the dividend year after year.",
        },
        {
          type: "p",
          text: "Dividends have been a real but modest part of Indian equity returns. Over the 20 calendar years 2006 to 2025, the Nifty 50 **price index** grew about **11.74% a year**, while the Nifty 50 **Total Return Index (TRI)**, which assumes every dividend is reinvested, grew about **{{fact:nifty-tri-cagr}} a year**. The gap of roughly 1.4 percentage points a year is, in effect, the index's dividend yield.",
        },
        {
          type: "table",
          caption: "What dividends added to the Nifty 50, 2006-2025 (calendar years)",
          columns: ["Measure", "Price index (no dividends)", "TRI (dividends reinvested)"],
          rows: [
            ["Compound annual growth (CAGR)", "11.74%", "{{fact:nifty-tri-cagr}}"],
            ["₹1 lakh at the end of 2005 grew to", "about ₹9.21 lakh", "about ₹11.73 lakh"],
            ["Yearly gap, TRI minus price", "—", "0.52 to 2.07 percentage points (average 1.40)"],
          ],
          note: "Computed from our sourced annual data. The TRI assumes gross dividends are reinvested with no tax, so a taxpayer who received the cash would have kept a little less. Past returns do not predict future ones.",
        },
        {
          type: "p",
          text: "Two lessons follow. Over long periods, reinvested dividends make a large difference (₹2.5 lakh on ₹1 lakh here). But for a broad index the yield is low, so most of the return still came from **growth** in prices, not from cash payouts.",
        },
      ],
    },
    {
      id: "who-it-suits",
      heading: "Who dividend investing suits",
      blocks: [
        {
          type: "table",
          caption: "Is a dividend focus a fit for you?",
          columns: ["Situation", "Dividend focus can suit", "Probably does not"],
          rows: [
            [
              "Need for cash",
              "Retired or nearing retirement, wants some regular income from equity",
              "Building wealth for 15+ years with no need for income",
            ],
            [
              "Tax slab",
              "Low or nil tax (total income within the rebate limit)",
              "30% slab: every dividend is taxed at up to 31.2% with cess",
            ],
            [
              "Temperament",
              "Likes mature, steady businesses and a visible payout",
              "Wants the fastest-growing companies, which usually pay little",
            ],
            [
              "Expectations",
              "Accepts that prices of dividend payers still swing",
              "Thinks high-dividend shares are as safe as a fixed deposit",
            ],
          ],
          note: "A dividend focus is a style within equity investing, not a substitute for fixed income. Shares can and do cut dividends.",
        },
        {
          type: "p",
          text: "Be realistic about scale. At a 1.4% yield, about what the Nifty 50 paid on average, earning ₹3.6 lakh a year (₹30,000 a month) would need a portfolio of about **₹2.57 crore**. Even at a 3% yield you would need **₹1.2 crore**. For most people, dividends supplement income; they rarely replace it.",
        },
      ],
    },
    {
      id: "how-it-works",
      heading: "How it works: yield, payout ratio and key dates",
      blocks: [
        {
          type: "table",
          caption: "The basic dividend measures",
          columns: ["Measure", "Formula", "Example", "What it tells you"],
          rows: [
            [
              "**Dividend yield**",
              "Dividends per share in the last 12 months ÷ share price × 100",
              "₹16 ÷ ₹400 = 4%",
              "Cash income per ₹100 invested at today's price",
            ],
            [
              "**Payout ratio**",
              "Dividend per share ÷ earnings per share (EPS) × 100",
              "₹12 ÷ ₹40 = 30%",
              "How much of the profit is paid out; the rest is reinvested",
            ],
            [
              "**Dividend cover**",
              "EPS ÷ dividend per share",
              "₹40 ÷ ₹12 = 3.3 times",
              "How far profit can fall before the dividend is at risk",
            ],
            [
              "**Dividend growth**",
              "Yearly change in dividend per share over 5-10 years",
              "₹10 to ₹16 over 5 years ≈ 9.9% a year",
              "Whether income is keeping ahead of inflation",
            ],
          ],
          note: 'Indian companies often announce dividends as a percentage of **face value**, not of the price. A "150% dividend" on a share with a ₹2 face value is ₹3 a share; if the share trades at ₹600, the yield is only 0.5%.',
        },
        {
          type: "p",
          text: "Each dividend has a **record date**: whoever is on the company's register that day gets paid. Under **T+1 settlement**, in force for all listed shares since January 2023, a purchase settles the next trading day, so the **ex-date** now falls on the record date itself. To receive the dividend you must buy by the trading day **before** the record date. See [ex-date](/resources/stock-terminologies#term-ex-date) in our glossary.",
        },
        {
          type: "callout",
          tone: "warning",
          title: "Buying just before the ex-date gains nothing",
          text: "If you buy at ₹500 the day before the record date to collect a ₹20 dividend, the share typically opens near ₹480. You now have ₹20 of taxable income and a ₹20 fall in price. After tax at a high slab you are worse off than if you had waited. Tax law also has anti-dividend-stripping rules that can disallow such losses.",
        },
      ],
    },
    {
      id: "sustainability",
      heading: "Will the dividend last? Payout, free cash flow and debt",
      blocks: [
        {
          type: "p",
          text: "A dividend is paid in cash, so the real test is **free cash flow**: cash from operations minus the capital spending needed to keep the business running and growing. Accounting profit can look healthy while cash is tied up in stock, unpaid bills or new plants. Our guide to [stock fundamentals](/resources/stock-fundamentals) explains how to read the cash flow statement.",
        },
        {
          type: "list",
          items: [
            "**Payout ratio.** Below about 60-70% leaves room to keep paying if profits dip. A payout above 100% means the company is paying more than it earned, from reserves or borrowing, which cannot last.",
            "**Free cash flow cover.** Compare total dividends paid with free cash flow over five years. Dividends regularly larger than free cash flow are a warning.",
            "**Debt.** A company whose borrowings rise while it keeps paying generous dividends may be borrowing to pay you. Check the debt-to-equity ratio and interest cover.",
            "**Record.** Look at ten years of dividends per share. Steady or rising payouts through bad years (the 2008 crisis, 2011, the 2020 pandemic) say more than one big special dividend.",
            "**Business quality.** Dividends last when the business has pricing power, steady demand and no need for large new investment. Cyclical businesses pay a lot at the top of a cycle and little at the bottom.",
          ],
        },
        {
          type: "p",
          text: "Banks and NBFCs are judged differently: debt-to-equity tells you little about a lender, and regulators can restrict bank dividends. Look instead at capital adequacy and bad loans.",
        },
      ],
    },
    {
      id: "worked-example",
      heading: "Worked example: a high-yield trap versus a dividend grower",
      blocks: [
        {
          type: "example",
          title: "Deccan Alloys Ltd (a made-up company): the yield looks high because the price fell",
          lines: [
            "Last year: price ₹500, dividend ₹20 a share, EPS ₹50. Yield = ₹20 ÷ ₹500 = **4%**; payout ratio = ₹20 ÷ ₹50 = 40%.",
            "This year profits collapse: EPS falls to ₹12, free cash flow is ₹5 a share and debt-to-equity rises from 0.4 to 1.2. The share falls to ₹250.",
            "A screen still shows last year's ₹20 dividend, so the trailing yield = ₹20 ÷ ₹250 = **8%**. It looks like a bargain.",
            "But payout ratio = ₹20 ÷ ₹12 = **167%**, and free cash flow covers only ₹5 ÷ ₹20 = one quarter of the dividend.",
            "You buy 400 shares: 400 × ₹250 = ₹1,00,000, hoping for ₹8,000 a year.",
            "The board cuts the dividend to ₹5: you receive 400 × ₹5 = **₹2,000**, a 2% yield on cost, taxable at your slab rate.",
            "The price slips to ₹200: the holding is worth ₹80,000. Total result = ₹80,000 + ₹2,000 − ₹1,00,000 = **a loss of ₹18,000 (−18%)**.",
          ],
        },
        {
          type: "example",
          title: "Sahyadri Foods Ltd (a made-up company): lower yield, growing dividend",
          lines: [
            "Price ₹1,000, dividend ₹15 a share: yield = **1.5%**. EPS ₹45, so payout ratio = 33%; free cash flow ₹40 a share; almost no debt.",
            "Suppose profits and the dividend grow 12% a year. After 10 years the dividend = ₹15 × 1.12^10 ≈ **₹46.59 a share**.",
            "On the ₹1,000 you paid, that is a **4.66% yield on cost**, above what Deccan Alloys seemed to offer, and rising.",
            "If the share price merely kept pace with the dividend, it would be about ₹1,000 × 1.12^10 ≈ **₹3,106**.",
            "Nothing guarantees 12% growth; the point is that a covered, growing dividend can beat a high but uncovered one.",
          ],
        },
        {
          type: "callout",
          tone: "tip",
          title: "Check the yield against the price chart",
          text: "When a yield is far above the company's own history and its peers, first ask whether the price has just fallen sharply. A yield calculated on last year's dividend says nothing about next year's.",
        },
      ],
    },
    {
      id: "ways-to-invest",
      heading: "Ways to invest for dividends in India",
      blocks: [
        {
          type: "table",
          caption: "Routes to dividend income",
          columns: ["Route", "How it works", "Points to watch"],
          rows: [
            [
              "Direct dividend shares",
              "Buy mature companies with covered, growing payouts through a SEBI-registered broker and a demat account",
              "Research time; concentration in a few sectors; each dividend taxed at slab",
            ],
            [
              "Public-sector (PSU) dividend payers",
              "Many government-owned companies pay out a large share of profit, partly because the government as main shareholder relies on dividend income",
              "Government decisions on pricing, spending and dividends; often cyclical sectors; slower growth",
            ],
            [
              "**Dividend yield fund**",
              "A SEBI equity fund category that invests predominantly in dividend-yielding shares",
              "The fund's dividends go into its NAV; you receive cash only if you choose IDCW",
            ],
            [
              "Broad index or large-cap fund",
              "Large companies already pay most of the market's dividends; reinvested inside the fund",
              "Yield is low (about 1.4% for the Nifty 50 historically), but cost and effort are too",
            ],
          ],
          note: "We do not recommend any named company or fund. Many long-standing dividend payers are large companies; see [large cap shares](/stocks/large-cap).",
        },
        {
          type: "p",
          text: "Dividend shares often overlap with **value** shares, because high yields appear when prices are low. The same warning applies: a cheap share can be cheap for a good reason. See [value investing](/strategies/value-investing) for the idea of a margin of safety.",
        },
        {
          type: "p",
          text: 'Mutual funds offer two options for the same portfolio. In the **growth option** the fund keeps everything it earns and the NAV rises; you pay tax only when you sell. In the **IDCW option** (income distribution cum capital withdrawal, the old "dividend" option) the fund pays out money from time to time and the NAV falls by exactly that amount. SEBI renamed it because the payout can include your own capital. More on fund categories in [equity funds](/funds/equity-funds).',
        },
      ],
    },
    {
      id: "tax",
      heading: "How dividends, IDCW and buybacks are taxed",
      blocks: [
        {
          type: "table",
          caption: "Tax rules for tax year 2026-27",
          columns: ["Item", "Rule now", "Earlier"],
          rows: [
            [
              "Dividends from shares",
              "Added to your income and taxed at your **slab rate**, plus {{fact:cess-rate}} cess",
              "Before FY 2020-21 the company paid dividend distribution tax and most shareholders received dividends tax-free",
            ],
            [
              "TDS on dividends",
              "10% if one company pays you more than **₹10,000** in a year; also on IDCW above ₹10,000 a year from one fund house",
              "Threshold ₹5,000 before 1 April 2025",
            ],
            ["IDCW from mutual funds", "Slab rate, like dividends, even if reinvested", "—"],
            [
              "Interest on money borrowed to invest",
              "**No deduction** against dividend or fund income",
              "Up to 20% of that income before 1 April 2026",
            ],
            [
              "Buybacks",
              "Money received is taxed as **capital gains** (promoters pay an extra buyback tax)",
              "1 Oct 2024 to 31 Mar 2026: the whole amount was a deemed dividend at slab rate, with the cost allowed as a capital loss; before 1 Oct 2024 the company paid the tax and shareholders were exempt",
            ],
            [
              "Selling dividend shares or funds",
              "Short-term (12 months or less) **{{fact:equity-stcg-rate}}**; long-term **{{fact:equity-ltcg-rate}}** on gains above **{{fact:equity-ltcg-exemption}}** a year",
              "15% and 10% above ₹1 lakh before 23 July 2024",
            ],
          ],
          note: "TDS is not an extra tax: it is credited against your final tax. Under the new regime a resident whose total income, dividends included, stays within {{fact:rebate-limit-new}} can get the full rebate, so claim any TDS back in your return. More in [income tax](/resources/income-tax).",
        },
        {
          type: "example",
          title: "Why IDCW is usually tax-inefficient: ₹60,000 of yearly cash, 30% slab",
          lines: [
            "**IDCW option:** the fund pays you ₹60,000. Tax = 30% + 4% cess = 31.2% × ₹60,000 = **₹18,720**. TDS of ₹6,000 is deducted upfront.",
            "**Growth option with a withdrawal plan (SWP):** you sell units worth ₹60,000 instead. Say you bought at NAV ₹100 and the NAV is now ₹150: you sell 400 units, of which ₹40,000 is your own cost and ₹20,000 is gain.",
            "If held over 12 months and your equity gains for the year stay within ₹1.25 lakh, tax = **nil**. Even if short-term, tax = 20% × ₹20,000 + 4% cess = **₹4,160**.",
            "Same cash in hand, same portfolio; the IDCW investor pays ₹14,560 to ₹18,720 more tax in this case.",
          ],
        },
        {
          type: "p",
          text: "The same logic applies to direct shares for a high-slab investor: a company that reinvests profit well, or returns cash through buybacks now taxed as capital gains, can leave you with more after tax than one paying the same amount as dividends. For an investor with little or no tax to pay, the difference shrinks.",
        },
      ],
    },
    {
      id: "risks",
      heading: "Risks and common mistakes",
      blocks: [
        {
          type: "list",
          items: [
            "**Chasing the highest yield.** Very high yields often signal a falling price and a coming cut, as in the example above.",
            "**Treating dividends as guaranteed.** A board can cut or skip a dividend at any time; fixed deposits and bonds have contractual interest, shares do not.",
            "**Sector concentration.** High-yield lists tend to be full of PSUs, utilities, metals, oil and gas or tobacco. Spread across sectors.",
            "**Ignoring growth.** A portfolio of slow-growing high payers can lag the market for years, and its income may not keep up with inflation.",
            "**Ignoring tax.** At the 30% slab, nearly a third of each dividend goes in tax; compare after-tax total return, not the headline yield.",
            "**Choosing IDCW by habit.** For most long-term investors the growth option plus a planned withdrawal is more tax-efficient.",
          ],
        },
      ],
    },
    {
      id: "how-to-start",
      heading: "How to start",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "**Decide why you want dividends.** If you do not need income now, a growth-option fund that reinvests dividends inside it is usually simpler and cheaper in tax.",
            "**Pick a route.** Direct shares need a SEBI-registered broker and a demat account; a dividend yield fund or a broad index fund needs only KYC (a demat account for ETFs).",
            "**Screen for quality, not just yield.** Payout ratio, free cash flow cover, debt and a ten-year dividend record, as described above.",
            "**Diversify.** At least 10-15 companies across different sectors if you buy shares directly, or use a fund.",
            "**Link your bank account and PAN correctly** so dividends arrive and TDS is credited to you; check Form 26AS or the annual information statement before filing.",
            "**Review once a year.** Sell or stop adding when a dividend is no longer covered by cash, not just when the price moves.",
          ],
        },
        {
          type: "p",
          text: "If you would rather not pick shares at all, owning a whole index collects the market's dividends automatically; see [index investing](/strategies/index-investing).",
        },
      ],
    },
  ],
  faqs: [
    {
      question: "What is a good dividend yield in India?",
      answer:
        "There is no single figure. The Nifty 50 has yielded roughly 1.4% a year on average over 2006-2025, judging by the gap between its price and total return indices. A yield far above a company's own history or its peers is a reason to check the payout ratio and cash flow, not a reason to buy.",
    },
    {
      question: "When do I need to buy a share to get its dividend?",
      answer:
        "By the trading day before the record date. Under T+1 settlement the ex-date and the record date are the same day, so buying on the record date itself is too late.",
    },
    {
      question: "Is tax deducted from my dividends?",
      answer:
        "A company deducts 10% TDS only if it pays you more than ₹10,000 in a year. Whether or not TDS is deducted, the full dividend is taxable at your slab rate, and the TDS counts towards your tax.",
    },
    {
      question: "Should I choose the IDCW or growth option in a mutual fund?",
      answer:
        "For most long-term investors the growth option is better: nothing is taxed until you sell, and gains on equity funds held over 12 months are taxed at {{fact:equity-ltcg-rate}} above {{fact:equity-ltcg-exemption}} a year. IDCW is taxed at your slab rate every time it is paid, and the amount is not guaranteed.",
    },
    {
      question: "Are PSU shares safe because they pay high dividends?",
      answer:
        "No. Government ownership does not protect the share price, and dividends depend on profits and government decisions. Many PSUs are in cyclical sectors, so judge them on the same payout, cash-flow and debt tests as any other company.",
    },
    {
      question: "How are buybacks taxed now?",
      answer:
        "From 1 April 2026, money you receive when a company buys back your shares is taxed as capital gains, like a sale. Between 1 October 2024 and 31 March 2026 it was taxed as a dividend at your slab rate.",
    },
  ],
  related: [
    "/strategies/value-investing",
    "/strategies/index-investing",
    "/resources/stock-fundamentals",
    "/stocks/large-cap",
    "/resources/income-tax",
  ],
};
