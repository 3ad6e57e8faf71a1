import type { ArticleBody } from "../../types.ts";

export const stockFundamentalsPage: ArticleBody = {
  path: "/resources/stock-fundamentals",
  lastReviewed: "2026-11-22",
  sources: [
    {
      title: "NSE: investor learning centre",
      url: "https://www.nseindia.com/learn",
    },
    {
      title: "BSE: corporate announcements (results, annual reports, shareholding patterns)",
      url: "https://www.bseindia.com/corporates/ann.html",
    },
    {
      title:
        "SEBI: regulations (full texts, including debt securities, credit rating agencies and mutual funds)",
      url: "https://www.sebi.gov.in/legal/regulations/",
    },
    {
      title: "RBI press releases (Monetary Policy Statements)",
      url: "https://www.rbi.org.in/Scripts/BS_PressReleaseDisplay.aspx",
    },
  ],
  sections: [
    {
      id: "why-fundamentals",
      heading: "From share price to business: why fundamentals matter",
      blocks: [
        {
          type: "p",
          text: "A share is a small slice of a real business. Over short periods its price moves with news, mood and money flows. Over many years it tends to follow what the business earns, how much cash it keeps, and how wisely it reinvests that cash. **Fundamentals** are the numbers that describe those things.",
        },
        {
          type: "p",
          text: "Reading fundamentals does not tell you what a share will do next month. It tells you what you own: whether the company is growing, whether it is borrowing too much, whether its profits turn into cash, and whether the price already assumes a lot of good news. This page is a reference. For a step-by-step process, read [how to pick stocks](/guides/picking-stocks); for definitions of individual terms, see the [stock glossary](/resources/stock-terminologies).",
        },
      ],
    },
    {
      id: "three-statements",
      heading: "The three financial statements, explained simply",
      blocks: [
        {
          type: "p",
          text: "Every listed Indian company publishes three core statements each year in its annual report, and condensed results every quarter. Think of them as a film, a photograph and a bank passbook.",
        },
        {
          type: "table",
          caption: "What each statement shows",
          columns: ["Statement", "Covers", "Key lines", "Question it answers"],
          rows: [
            [
              "**Profit and loss (P&L)**",
              "A period (quarter or year): the film",
              "Revenue from operations, expenses, EBITDA, depreciation, finance cost, tax, net profit",
              "Did the company earn more than it spent?",
            ],
            [
              "**Balance sheet**",
              "One date (say 31 March): the photograph",
              "Fixed assets, inventory, receivables, cash; equity, borrowings, payables",
              "What does it own and what does it owe?",
            ],
            [
              "**Cash flow statement**",
              "A period: the passbook",
              "Cash from operating, investing and financing activities",
              "Where did the cash actually come from and go?",
            ],
          ],
          note: "The statements link up: net profit (P&L) adds to reserves (balance sheet), and the cash flow statement explains why the cash balance changed between two balance sheets.",
        },
        {
          type: "list",
          items: [
            "**Profit and loss.** Start at revenue, subtract operating costs to get **EBITDA** (earnings before interest, tax, depreciation and amortisation), subtract depreciation to get **EBIT** (operating profit), then interest and tax to reach **net profit** (PAT). Watch for one-off items such as gains on selling land; they inflate one year's profit.",
            "**Balance sheet.** Assets always equal liabilities plus shareholders' equity. **Equity** (share capital plus reserves) is the owners' money; **borrowings** are lenders' money. Rising receivables or inventory faster than sales can mean customers are slow to pay or goods are not selling.",
            "**Cash flow.** **Operating cash flow** should, over several years, be close to or above net profit. **Investing cash flow** shows capital expenditure (capex) on plants and machines. **Financing cash flow** shows loans taken or repaid, interest, dividends and buybacks. Profit can be shaped by accounting choices; cash is harder to fake.",
          ],
        },
      ],
    },
    {
      id: "standalone-vs-consolidated",
      heading: "Standalone versus consolidated results",
      blocks: [
        {
          type: "p",
          text: "Indian companies report two sets of numbers. **Standalone** results cover only the listed parent company. **Consolidated** results add the subsidiaries it controls, and its share of associates and joint ventures, as if the group were one business.",
        },
        {
          type: "list",
          items: [
            "Use **consolidated** figures for most companies, especially groups that run important businesses through subsidiaries (an overseas arm, a finance arm, a separate plant). Standalone numbers can hide losses or debt sitting in a subsidiary.",
            "In consolidated accounts, part of the profit may belong to outside shareholders of subsidiaries (**non-controlling interest**). Earnings per share should use only the profit attributable to the parent's owners.",
            "Compare like with like: if you use consolidated profit, use consolidated debt and equity too, and check that data websites have not mixed the two.",
          ],
        },
      ],
    },
    {
      id: "key-ratios",
      heading: "Key ratios: formula, meaning and a caution for each",
      blocks: [
        {
          type: "p",
          text: "Ratios turn raw numbers into comparisons. None is meaningful alone: compare a company with its own past five to ten years and with close peers in the same sector. Amounts are usually in ₹ crore; per-share figures in rupees.",
        },
        {
          type: "table",
          caption: "Fifteen ratios every investor should be able to read",
          columns: ["Ratio", "Formula", "What it tells you", "Caution"],
          rows: [
            [
              "**EPS** (earnings per share)",
              "Net profit attributable to shareholders ÷ number of shares",
              "Profit earned for each share",
              "Rises after buybacks even if profit is flat; falls when new shares are issued",
            ],
            [
              "**P/E** (price-to-earnings)",
              "Share price ÷ EPS",
              "Rupees paid for ₹1 of yearly profit",
              "Low at a profit peak, high at a trough; meaningless with losses",
            ],
            [
              "**P/B** (price-to-book)",
              "Share price ÷ book value per share",
              "Price versus net assets on the books",
              "Book value understates brands and software; best for banks and asset-heavy firms",
            ],
            [
              "**EV/EBITDA**",
              "(Market cap + debt − cash) ÷ EBITDA",
              "Price of the whole business, debt included, versus operating earnings",
              "Ignores capex needs; EBITDA is not cash",
            ],
            [
              "**Dividend yield**",
              "Dividend per share ÷ share price",
              "Cash return from dividends at today's price",
              "A high yield after a price crash may precede a dividend cut",
            ],
            [
              "**ROE** (return on equity)",
              "Net profit ÷ shareholders' equity",
              "Profit earned on owners' money",
              "Heavy borrowing or buybacks can inflate it",
            ],
            [
              "**ROCE** (return on capital employed)",
              "EBIT ÷ (equity + borrowings)",
              "Profit earned on all long-term capital, owners' and lenders'",
              "Definitions vary between data sites; large idle cash lowers it",
            ],
            [
              "**Operating margin**",
              "EBIT ÷ revenue (some sites use EBITDA)",
              "How much of each ₹100 of sales is left after running costs",
              "Compare only within a sector; check which definition is used",
            ],
            [
              "**Net margin**",
              "Net profit ÷ revenue",
              "Share of sales left for shareholders",
              "One-off gains or tax credits distort it",
            ],
            [
              "**Debt-to-equity**",
              "Total borrowings ÷ shareholders' equity",
              "How much the business relies on lenders",
              "Not useful for banks and NBFCs, which borrow as their business",
            ],
            [
              "**Interest coverage**",
              "EBIT ÷ interest (finance cost)",
              "How easily profits pay interest",
              "A single bad year can push it below safe levels; look at several years",
            ],
            [
              "**Current ratio**",
              "Current assets ÷ current liabilities",
              "Ability to pay bills due within a year",
              "Slow-moving inventory or doubtful receivables flatter it",
            ],
            [
              "**Asset turnover**",
              "Revenue ÷ total assets",
              "Sales produced by each ₹1 of assets",
              "Naturally low for power, cement and telecom; compare within sector",
            ],
            [
              "**Free cash flow** (FCF)",
              "Operating cash flow − capex",
              "Cash left for dividends, buybacks and debt repayment",
              "Can be negative for years in a healthy company that is expanding",
            ],
            [
              "**Promoter holding and pledge**",
              "Promoter shares ÷ total shares; pledged ÷ promoter shares",
              "Owners' stake, and whether they have borrowed against it",
              "A high or rising pledge can force sales if the price falls",
            ],
          ],
          note: "P/E, P/B, EV/EBITDA and dividend yield are valuation ratios (what you pay). ROE, ROCE, margins and asset turnover are quality ratios (how good the business is). Debt-to-equity, interest coverage and current ratio are safety ratios.",
        },
        {
          type: "callout",
          tone: "tip",
          title: "Read ratios in pairs",
          text: "A high ROE with low debt is far more reassuring than the same ROE with heavy borrowing. A rising profit with falling operating cash flow deserves a closer look at receivables and inventory.",
        },
      ],
    },
    {
      id: "worked-example",
      heading: "Worked example: every ratio for a fictional company",
      blocks: [
        {
          type: "p",
          text: "Deccan Fasteners Ltd is **a made-up company**; the numbers are chosen to be simple and internally consistent. All amounts are in ₹ crore for one financial year, using consolidated figures.",
        },
        {
          type: "table",
          caption: "Deccan Fasteners Ltd (fictional): summary financials",
          columns: ["Item", "Amount"],
          rows: [
            ["Revenue from operations", "₹1,000 crore"],
            ["Operating expenses (materials, staff, other)", "₹820 crore"],
            ["EBITDA", "₹180 crore"],
            ["Depreciation", "₹30 crore"],
            ["EBIT (operating profit)", "₹150 crore"],
            ["Finance cost (interest)", "₹10 crore"],
            ["Profit before tax", "₹140 crore"],
            ["Tax at 25%", "₹35 crore"],
            ["Net profit", "₹105 crore"],
            ["Shares outstanding / share price", "5 crore shares / ₹336"],
            ["Dividend per share", "₹7 (₹35 crore in total)"],
            ["Shareholders' equity (opening ₹630 + profit ₹105 − dividend ₹35)", "₹700 crore"],
            ["Borrowings / cash", "₹125 crore / ₹45 crore"],
            ["Current assets / current liabilities", "₹400 crore / ₹250 crore"],
            ["Total assets", "₹1,100 crore"],
            ["Operating cash flow / capex", "₹140 crore / ₹60 crore"],
            ["Promoter holding / share of it pledged", "55% / 10%"],
          ],
        },
        {
          type: "example",
          title: "Computing the ratios for Deccan Fasteners Ltd (fictional)",
          lines: [
            "**EPS** = ₹105 crore ÷ 5 crore shares = **₹21**.",
            "**P/E** = ₹336 ÷ ₹21 = **16**. Market cap = 5 crore × ₹336 = ₹1,680 crore.",
            "**P/B**: book value per share = ₹700 crore ÷ 5 crore = ₹140; P/B = ₹336 ÷ ₹140 = **2.4**.",
            "**EV/EBITDA**: enterprise value = ₹1,680 + ₹125 − ₹45 = ₹1,760 crore; ÷ ₹180 crore = **9.8 times**.",
            "**Dividend yield** = ₹7 ÷ ₹336 = **2.08%**. Payout ratio = ₹7 ÷ ₹21 = one third.",
            "**ROE** = ₹105 ÷ ₹700 = **15%** on closing equity (15.8% on average equity of ₹665 crore).",
            "**ROCE** = ₹150 ÷ (₹700 + ₹125) = ₹150 ÷ ₹825 = **18.2%**.",
            "**Operating margin** = ₹150 ÷ ₹1,000 = **15%** (EBITDA margin = ₹180 ÷ ₹1,000 = 18%).",
            "**Net margin** = ₹105 ÷ ₹1,000 = **10.5%**.",
            "**Debt-to-equity** = ₹125 ÷ ₹700 = **0.18**.",
            "**Interest coverage** = ₹150 ÷ ₹10 = **15 times**.",
            "**Current ratio** = ₹400 ÷ ₹250 = **1.6**.",
            "**Asset turnover** = ₹1,000 ÷ ₹1,100 = **0.91**.",
            "**Free cash flow** = ₹140 − ₹60 = **₹80 crore** (₹16 a share; FCF yield = ₹80 ÷ ₹1,680 = 4.8%). Operating cash flow is 1.33 times net profit: a good sign.",
            "**Promoter pledge**: 55% × 10% = **5.5%** of all shares are pledged. Small, but worth tracking each quarter.",
            "**Earnings yield** = ₹21 ÷ ₹336 = **6.25%** (the inverse of the P/E of 16).",
          ],
        },
        {
          type: "p",
          text: "Verdict in plain words: a moderately priced, lightly indebted business earning mid-teens returns, with profits backed by cash. Whether ₹336 is a good price depends on how fast and how reliably those ₹21 of earnings can grow, which is the question [growth investors](/strategies/growth-investing) and [value investors](/strategies/value-investing) answer differently.",
        },
      ],
    },
    {
      id: "earnings-yield-vs-gsec",
      heading: "Earnings yield versus the 10-year government bond",
      blocks: [
        {
          type: "p",
          text: "The **earnings yield** is EPS ÷ price, the P/E turned upside down. It lets you set a share against a safe alternative. On 31 December 2025 the 10-year Government of India bond (G-sec) yielded **6.588%** (year-end close, market-history data). Between 2001 and 2025 the year-end yield ranged from 5.12% (2003) to 8.82% (2013).",
        },
        {
          type: "list",
          items: [
            "Deccan Fasteners' earnings yield of **6.25%** is slightly below the 6.588% G-sec yield. You are accepting a lower starting yield, plus the risk of a business, in return for the chance that earnings grow.",
            "A P/E of 30 means an earnings yield of only 3.33%, about half the G-sec yield; that price assumes strong growth for years.",
            "The bond's coupon is fixed and the government is the safest Indian borrower; company earnings can rise, fall or vanish. The comparison is a sense check, not a buy or sell signal. Read more on [government bonds](/investments/bonds/government).",
          ],
        },
      ],
    },
    {
      id: "sector-differences",
      heading: "Sector differences: the same ratio means different things",
      blocks: [
        {
          type: "list",
          items: [
            "**Banks.** Borrowing is the raw material, so debt-to-equity and EBITDA are not used. Look instead at **net interest margin (NIM)**: interest earned minus interest paid, as a share of interest-earning assets. **GNPA and NNPA** are gross and net non-performing assets (loans not being repaid), as a share of loans; lower and falling is better. **CASA ratio** is the share of deposits in low-cost current and savings accounts; a higher share means cheaper funds. **Capital adequacy** compares the bank's own capital with its risk-weighted loans; it must stay above the RBI minimum, and a thin cushion may force the bank to raise fresh capital. P/B and ROE (or return on assets) are the usual valuation anchors.",
            "**IT services.** Asset-light: few factories, so ROCE is often high and debt low. Watch revenue growth (often reported in constant currency), operating margin, staff attrition, client concentration and large deal wins. A stronger rupee can squeeze margins because revenue is mostly in foreign currency.",
            "**FMCG** (everyday consumer goods). Stable demand, strong brands and often negative working capital (suppliers are paid after customers pay), so ROE and ROCE can be very high. P/E multiples tend to be high too. Separate **volume growth** from price increases: growth that comes only from price rises is weaker.",
            "**Cyclicals** (metals, cement, chemicals, auto). Profits swing with commodity prices and demand. At the top of a cycle earnings are inflated, so the P/E looks **low exactly when risk is highest**; at the bottom, earnings collapse and the P/E looks high just as prospects improve. Use average earnings across a full cycle, EV/EBITDA, debt levels and capacity utilisation instead of one year's P/E.",
          ],
        },
        {
          type: "callout",
          tone: "warning",
          title: "The cyclical P/E trap",
          text: "Suppose a fictional steelmaker earns ₹60 a share in a boom year and trades at ₹360, a P/E of 6. If steel prices fall and EPS drops to ₹15, the same ₹360 price is a P/E of 24, and the share usually falls long before the results show it.",
        },
        {
          type: "p",
          text: "Companies that pay steady dividends, such as mature utilities or FMCG businesses, are usually judged on payout sustainability: see [dividend investing](/strategies/dividend-investing).",
        },
      ],
    },
    {
      id: "where-to-find-data",
      heading: "Where to find the data",
      blocks: [
        {
          type: "table",
          caption: "Primary sources for company fundamentals",
          columns: ["Source", "Where", "What to read"],
          rows: [
            [
              "**Annual report**",
              "Company website; filings section on nseindia.com and bseindia.com",
              "Financial statements and notes, management discussion and analysis, auditor's report (any qualification), related-party transactions, contingent liabilities",
            ],
            [
              "**Quarterly results**",
              "Exchange filings under the company's page",
              "Revenue, margins and profit versus the same quarter last year; segment results",
            ],
            [
              "**Shareholding pattern**",
              "Exchange filings, every quarter",
              "Promoter holding, pledged shares, institutional and public holdings",
            ],
            [
              "**Credit rating rationale**",
              "Websites of SEBI-registered rating agencies",
              "An independent view of debt, liquidity and risks; rating downgrades are an early warning",
            ],
            [
              "**Investor presentations and call transcripts**",
              "Exchange filings and company website",
              "Management's own explanation of results and guidance; compare past promises with delivery",
            ],
          ],
          note: "Third-party screeners are convenient, but they compute ratios with their own definitions. For important decisions, check key figures against the company's filing.",
        },
        {
          type: "callout",
          tone: "info",
          title: "Red flags worth a second look",
          text: "Auditor resignations or qualified opinions, repeated changes in accounting policy, profits that never turn into operating cash, large loans to group companies, rising promoter pledge, and frequent equity dilution.",
        },
      ],
    },
  ],
  faqs: [
    {
      question: "Which single ratio matters most?",
      answer:
        "None on its own. A useful minimum set is ROE or ROCE (quality), debt-to-equity and interest coverage (safety), operating cash flow versus profit (honesty of earnings) and P/E or EV/EBITDA (price), each compared over five years and with peers.",
    },
    {
      question: "Should I use standalone or consolidated numbers?",
      answer:
        "Consolidated, in most cases, because it includes the subsidiaries the company controls. Use standalone figures only when you specifically want the parent entity, and never mix the two in one ratio.",
    },
    {
      question: "Is a low P/E share always cheap?",
      answer:
        "No. Profits may be at a cyclical peak or about to fall, the company may carry heavy debt, or governance may be poor. Check why the market is paying so little; see [value investing](/strategies/value-investing).",
    },
    {
      question: "Why is debt-to-equity not used for banks?",
      answer:
        "Deposits and borrowings are a bank's raw material, so its debt is always many times its equity. Banks are judged instead on net interest margin, bad loans (GNPA and NNPA), low-cost deposits (CASA) and capital adequacy.",
    },
    {
      question: "What does a promoter pledge mean for me as a shareholder?",
      answer:
        "Promoters have borrowed against their shares. If the price falls far enough, lenders may sell those shares, pushing the price lower. A small, stable pledge is less worrying than a large or rising one.",
    },
  ],
  related: [
    "/guides/picking-stocks",
    "/strategies/value-investing",
    "/strategies/growth-investing",
    "/strategies/dividend-investing",
    "/resources/stock-terminologies",
  ],
};
