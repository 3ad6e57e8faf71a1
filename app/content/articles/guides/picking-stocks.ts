import type { ArticleBody } from "../../types.ts";

export const pickingStocksPage: ArticleBody = {
  path: "/guides/picking-stocks",
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
      title: "Income Tax Department tutorial: long-term capital gains",
      url: "https://incometaxindia.gov.in/Tutorials/15-%20LTCG.pdf",
    },
    {
      title: "Capital gains tax rates before and after 23 July 2024 (CK Darji & Co.)",
      url: "https://ckdarji.com/capital-gains-tax-rates-changes-before-and-after-23rd-july-2024",
    },
  ],
  sections: [
    {
      id: "before-you-start",
      heading: "Step 1: Get the basics in place first",
      blocks: [
        {
          type: "p",
          text: "Picking individual shares is optional. It takes time, and a single wrong pick can lose most of its value. Before you research any company, check that three things are already in place.",
        },
        {
          type: "list",
          items: [
            "**An [emergency fund](/investments/emergency-fund)** of {{fact:emergency-fund-rule}}, kept in a savings account, fixed deposit or liquid fund. It stops you selling shares in a hurry. See [emergency fund](/investments/emergency-fund).",
            "**A long horizon.** Money put into shares should not be needed for at least five to seven years. The Sensex fell 52.45% in calendar 2008 and ended lower in 10 of the 46 calendar years from 1980 to 2025 (price return). A single company can fall much further than the index and may never recover.",
            "**Insurance and no expensive debt.** Term and health cover come first, and credit-card dues should be cleared. The [beginner's guide](/guides/beginners) walks through these steps.",
          ],
        },
        {
          type: "p",
          text: "**Index funds are the sensible default for most people.** A Nifty 50 or Sensex index fund owns dozens of large companies at low cost and needs no research. Beating the index after costs is hard even for full-time professionals, so read about [index investing](/strategies/index-investing) before deciding that stock picking is worth your time.",
        },
        {
          type: "callout",
          tone: "tip",
          title: "Core and satellite (an illustration, not a rule)",
          text: "Many beginners keep most of their equity money in index funds (the **core**) and use a small slice, say 10% to 20% of their equity money, for direct shares (the **satellite**) while they learn. With ₹10 lakh in equity, that is ₹1 lakh to ₹2 lakh in individual stocks. Increase the slice only after several years of honest record-keeping against the index.",
        },
      ],
    },
    {
      id: "understand-the-business",
      heading: "Step 2: Understand the business",
      blocks: [
        {
          type: "p",
          text: "Start with what the company does, not with its share price. If you cannot explain in two sentences how it makes money, who pays it and why customers choose it over rivals, stop there and move on.",
        },
        {
          type: "p",
          text: "Every listed company files its **annual report**, quarterly results, **shareholding pattern** and other announcements with the stock exchanges. On nseindia.com or bseindia.com, search for the company and open its corporate filings or announcements. The company's own investor-relations page usually adds results presentations and transcripts of calls with analysts. Read these primary documents rather than someone's summary.",
        },
        {
          type: "list",
          items: [
            "**Management discussion and analysis**: the industry, products, plans and risks in management's own words.",
            "**The three financial statements**: profit and loss statement, balance sheet and cash flow statement. Use the **consolidated** figures if the company has subsidiaries.",
            "**Notes to accounts**: debt, related-party transactions and contingent liabilities (possible future claims).",
            "**Independent auditor's report**: is the opinion clean (unmodified) or qualified?",
            "**Corporate governance report**: the board, independent directors and their attendance.",
          ],
        },
        {
          type: "p",
          text: "Then ask plain questions. What exactly does it sell, and to whom? Do a few customers bring in most of the revenue? Is the industry **cyclical**, rising and falling with commodity prices or the economy (textiles, metals, cement)? Who are the main competitors, and how does government policy affect the business?",
        },
        {
          type: "p",
          text: "Finally, look for a **moat**: a lasting advantage that stops competitors from taking the company's profits. Common sources are a trusted brand, high switching costs for customers, network effects, the lowest production cost in the industry, or scarce licences and patents. A real moat shows up in the numbers as high, steady returns on capital through good and bad years. The [stock terminologies](/resources/stock-terminologies#term-economic-moat) glossary defines this and other terms.",
        },
      ],
    },
    {
      id: "financial-health",
      heading: "Step 3: Check financial health",
      blocks: [
        {
          type: "p",
          text: "Look at five years of figures at least, and longer for cyclical businesses, because one good year can mislead. Each ratio below is explained in more depth in [stock fundamentals](/resources/stock-fundamentals).",
        },
        {
          type: "table",
          caption: "Key health checks (illustrative thresholds)",
          columns: ["Measure", "How to calculate", "What to look for"],
          rows: [
            [
              "Revenue growth",
              "This year's revenue ÷ last year's revenue − 1",
              "Steady growth, compared with peers and inflation",
            ],
            [
              "Profit growth",
              "This year's net profit ÷ last year's − 1",
              "Roughly in step with revenue; strip out one-off gains",
            ],
            [
              "Operating margin",
              "Operating profit (EBIT) ÷ revenue",
              "Stable or rising; compare only within the same industry",
            ],
            [
              "Return on equity (ROE)",
              "Net profit ÷ average shareholders' equity",
              "Around 12-15% or more, steady over five years",
            ],
            [
              "Return on capital employed (ROCE)",
              "EBIT ÷ average (equity + debt)",
              "Comfortably above the company's cost of borrowing",
            ],
            [
              "Debt-to-equity",
              "Total debt ÷ shareholders' equity",
              "Below about 0.5 for non-financial companies",
            ],
            ["Interest coverage", "EBIT ÷ interest expense", "Above about 3-4 times"],
            [
              "Cash conversion",
              "Cash flow from operations ÷ net profit",
              "Close to 1 or above when added up over several years",
            ],
            [
              "Promoter holding and pledging",
              "From the quarterly shareholding pattern",
              "Stable holding; little or no pledged shares",
            ],
          ],
          note: "The thresholds are teaching illustrations, not rules. Banks and NBFCs borrow as their business, so debt-to-equity and ROCE say little about them; look at asset quality and capital instead.",
        },
        {
          type: "p",
          text: "**Cash flow from operations (CFO) versus profit** deserves special attention. Profit is an accounting figure; cash pays salaries and lenders. If CFO stays well below net profit year after year, money may be stuck in unsold stock or unpaid customer bills, or profits may be booked too aggressively.",
        },
        {
          type: "p",
          text: "**Promoters** are the founders or controlling shareholders. The shareholding pattern shows their stake each quarter and how much of it is **pledged** as security for loans. If the share price falls, lenders may sell pledged shares, which can push the price down further. A rising pledge, or a steady fall in the promoters' stake, needs a convincing explanation.",
        },
      ],
    },
    {
      id: "valuation",
      heading: "Step 4: Decide whether the price is reasonable",
      blocks: [
        {
          type: "p",
          text: "A fine company can still be a poor investment if you pay too much for it. Valuation ratios compare the price with what you get. Compare each ratio with the company's own history and with close competitors, never in isolation.",
        },
        {
          type: "table",
          caption: "Common valuation ratios",
          columns: ["Ratio", "Formula", "How to read it"],
          rows: [
            [
              "Price-to-earnings (P/E)",
              "Share price ÷ earnings per share (EPS)",
              "Rupees paid for each ₹1 of yearly profit; a high P/E means the market expects growth",
            ],
            [
              "Price-to-book (P/B)",
              "Share price ÷ book value (equity) per share",
              "Most useful for banks and asset-heavy firms; less so for brand-led businesses",
            ],
            [
              "EV/EBITDA",
              "(Market cap + debt − cash) ÷ EBITDA",
              "Compares companies with different amounts of debt",
            ],
            [
              "Earnings yield",
              "EPS ÷ share price (that is, 1 ÷ P/E)",
              "Compare with the 10-year government bond yield",
            ],
          ],
        },
        {
          type: "p",
          text: "**Earnings yield versus the G-sec yield** is a useful sense check. The 10-year Government of India bond (G-sec) yielded **6.59% at the end of 2025** (year-end level). A share on a P/E of 20 has an earnings yield of 1 ÷ 20 = 5%; on a P/E of 40 it is only 2.5%.",
        },
        {
          type: "p",
          text: "A bond's coupon is fixed, while a company's profit can grow or shrink. So accepting an earnings yield below the G-sec yield makes sense only if you are confident profits will grow. The lower the earnings yield, the more growth you are betting on.",
        },
        {
          type: "callout",
          tone: "warning",
          title: "Cheap can be a trap",
          text: "A low P/E at the peak of a business cycle often means profits are about to fall. Ask why the market is pricing the share low. [Value investing](/strategies/value-investing) explains margin of safety and value traps.",
        },
      ],
    },
    {
      id: "governance-red-flags",
      heading: "Step 5: Check management and governance",
      blocks: [
        {
          type: "p",
          text: "Numbers are only as reliable as the people reporting them. Governance failures can wipe out shareholders even when the reported figures look healthy. Watch for these red flags.",
        },
        {
          type: "list",
          items: [
            "**Auditor resignations**, especially in the middle of a term or citing lack of information. Listed companies must disclose an auditor's resignation and the reasons to the exchanges; read that filing.",
            '**Qualified audit opinions**: the auditor\'s report says the accounts are fair "except for" certain matters and gives a "basis for qualified opinion". An adverse opinion or a disclaimer is worse.',
            "**Large related-party transactions**: sales to, purchases from, loans to or royalties paid to companies owned by the promoter group. They are listed in the notes; large ones need shareholders' approval.",
            "**Frequent equity dilution**: repeated preferential allotments, warrants issued to promoters at low prices, large share sales to institutions or generous ESOPs. Check whether the number of shares has crept up over five years.",
            "**High or rising promoter pledging**, or promoters steadily selling without explanation.",
            "Frequent changes of chief financial officer, company secretary or independent directors, delayed results, or repeated changes in accounting policies.",
            'Management that talks more about the share price than about the business, or a share heavily pushed in online "tip" groups.',
          ],
        },
        {
          type: "callout",
          tone: "tip",
          text: "Read the last three annual reports side by side. Did management deliver what it promised two years ago, and does it explain failures honestly?",
        },
      ],
    },
    {
      id: "worked-example",
      heading: "Worked example: Sunrise Textiles Ltd (fictional)",
      blocks: [
        {
          type: "p",
          text: "Sunrise Textiles Ltd does not exist; every figure below is invented for teaching. Imagine it makes cotton yarn and fabric for garment makers, a cyclical industry where cotton prices swing profits. It has 10 crore shares and the share price is ₹96.",
        },
        {
          type: "table",
          caption: "Sunrise Textiles Ltd (fictional): four years of made-up financials, ₹ crore",
          columns: ["Item", "FY 2022-23", "FY 2023-24", "FY 2024-25", "FY 2025-26"],
          rows: [
            ["Revenue", "400", "440", "490", "540"],
            ["EBITDA", "60", "67", "76", "85"],
            ["Depreciation", "12", "13", "14", "15"],
            ["Operating profit (EBIT)", "48", "54", "62", "70"],
            ["Interest", "8", "6", "6", "6"],
            ["Net profit (after 25% tax)", "30", "36", "42", "48"],
            ["Cash flow from operations", "33", "38", "29", "50"],
            ["Shareholders' equity (year-end)", "250", "280", "314", "350"],
            ["Total debt (year-end)", "80", "70", "65", "60"],
          ],
          note: "Net profit = (EBIT − interest) × 75%. Shares stay at 10 crore (no dilution). Equity rises by profit minus dividends of ₹6, ₹8 and ₹12 crore. Promoters hold 58%, none pledged; cash of ₹20 crore at the end of FY 2025-26.",
        },
        {
          type: "table",
          caption: "Ratios computed from the table above",
          columns: ["Ratio", "FY 2023-24", "FY 2024-25", "FY 2025-26"],
          rows: [
            ["Revenue growth", "10.0%", "11.4%", "10.2%"],
            ["Net profit growth", "20.0%", "16.7%", "14.3%"],
            ["Operating margin (EBIT ÷ revenue)", "12.3%", "12.7%", "13.0%"],
            ["ROE (net profit ÷ average equity)", "13.6%", "14.1%", "14.5%"],
            ["ROCE (EBIT ÷ average equity + debt)", "15.9%", "17.0%", "17.7%"],
            ["Debt-to-equity (year-end)", "0.25", "0.21", "0.17"],
            ["Interest coverage (EBIT ÷ interest)", "9.0 times", "10.3 times", "11.7 times"],
            ["CFO ÷ net profit", "1.06", "0.69", "1.04"],
          ],
          note: "In FY 2022-23 the operating margin was 12.0%, debt-to-equity 0.32 and interest coverage 6.0 times.",
        },
        {
          type: "example",
          title: "Health checks for FY 2025-26, step by step",
          lines: [
            "Revenue growth = 540 ÷ 490 − 1 = **10.2%**. Three-year growth rate = (540 ÷ 400)^(1/3) − 1 = **10.5% a year**.",
            "Net profit growth = 48 ÷ 42 − 1 = **14.3%**. Three-year growth rate = (48 ÷ 30)^(1/3) − 1 = **17.0% a year**, helped by the margin rising from 12.0% to 13.0% and interest falling from ₹8 crore to ₹6 crore.",
            "Operating margin = 70 ÷ 540 = **13.0%**.",
            "ROE = 48 ÷ ((314 + 350) ÷ 2) = 48 ÷ 332 = **14.5%**.",
            "ROCE = 70 ÷ (((314 + 65) + (350 + 60)) ÷ 2) = 70 ÷ 394.5 = **17.7%**. Cost of debt = 6 ÷ ((65 + 60) ÷ 2) = 6 ÷ 62.5 = 9.6%, so the business earns well above what it pays lenders.",
            "Debt-to-equity = 60 ÷ 350 = **0.17**. Interest coverage = 70 ÷ 6 = **11.7 times**.",
            "Cash check: CFO over four years = 33 + 38 + 29 + 50 = ₹150 crore against net profit of 30 + 36 + 42 + 48 = ₹156 crore, a ratio of **0.96**. The FY 2024-25 dip to 0.69 needs an explanation from the annual report (for example, extra cotton stock); it recovered the next year.",
          ],
        },
        {
          type: "example",
          title: "Valuation at a share price of ₹96",
          lines: [
            "EPS = ₹48 crore ÷ 10 crore shares = **₹4.80**. P/E = 96 ÷ 4.80 = **20**.",
            "Market cap = ₹96 × 10 crore = ₹960 crore. Book value per share = 350 ÷ 10 = ₹35, so P/B = 96 ÷ 35 = **2.74**.",
            "Enterprise value = 960 + 60 debt − 20 cash = ₹1,000 crore. EV/EBITDA = 1,000 ÷ 85 = **11.8**.",
            "Earnings yield = 4.80 ÷ 96 = **5.0%**, below the 6.59% 10-year G-sec yield at the end of 2025. The price already assumes growth.",
            "If EPS grows 10% a year for three years: ₹4.80 × 1.1 × 1.1 × 1.1 = 4.80 × 1.331 = ₹6.39, an earnings yield of 6.39 ÷ 96 = **6.7%** on today's price, just above the G-sec. If profits stall, as they can in a cyclical industry, the bond would have been the better deal.",
            "PEG ratio = P/E ÷ three-year profit growth = 20 ÷ 17.0 = **1.2**.",
          ],
        },
        {
          type: "p",
          text: "**Reading the results.** Sunrise looks financially sound: debt is low and falling, margins are rising, ROCE is well above its cost of debt, cash roughly matches profit, and there is no pledging or dilution. But an ROE of about 14-15% is decent rather than exceptional, the industry is cyclical, and a P/E of 20 leaves little room for disappointment. A careful investor would compare the P/E with peers and with Sunrise's own past, and might decide on a lower price at which to buy. Since the company is made up, this is practice, not a recommendation.",
        },
      ],
    },
    {
      id: "checklist",
      heading: "Your stock research checklist",
      blocks: [
        {
          type: "table",
          caption: "One-page checklist, filled in for Sunrise Textiles Ltd (fictional)",
          columns: ["Check", "Question to answer", "Sunrise Textiles (fictional)"],
          rows: [
            ["Business", "Can I explain how it makes money?", "Yarn and fabric for garment makers; cyclical"],
            ["Moat", "What stops rivals taking its profits?", "Modest: scale and customer relationships"],
            ["Growth", "How have revenue and profit grown?", "10.5% and 17.0% a year over three years"],
            [
              "Returns",
              "Are ROE and ROCE steady and above the cost of debt?",
              "ROE 14.5%, ROCE 17.7% against a 9.6% cost of debt",
            ],
            ["Debt", "Debt-to-equity and interest coverage?", "0.17 and 11.7 times"],
            ["Cash", "Does operating cash flow match profit over the years?", "0.96 over four years"],
            ["Ownership", "Is promoter holding stable and pledging nil?", "58%, nothing pledged"],
            [
              "Governance",
              "Auditor changes, qualified opinions, big related-party deals, dilution?",
              "None in this made-up case",
            ],
            [
              "Valuation",
              "P/E, P/B, EV/EBITDA against history and peers; earnings yield against the G-sec?",
              "20, 2.74 and 11.8; 5.0% against 6.59%",
            ],
            ["Fit", "Does the position fit my size limit and sector mix?", "See the next section"],
          ],
          note: "Write your answers down before buying. The written reasons are what you test later when deciding whether to sell.",
        },
      ],
    },
    {
      id: "position-sizing-and-selling",
      heading: "Position sizing, diversification and when to sell",
      blocks: [
        {
          type: "p",
          text: "Even careful research gets some picks wrong. Sizing each holding sensibly limits the damage any one mistake can do.",
        },
        {
          type: "list",
          items: [
            "**Number of stocks (guideline):** a common teaching guideline is 10 to 20 companies spread across several sectors. Fewer concentrates risk; many more becomes hard to follow and starts to resemble a costlier index fund.",
            "**Maximum per stock (guideline):** 5% to 10% of your equity portfolio in any one company, at the lower end for smaller and riskier companies.",
            "**Sectors:** do not let one sector dominate. Textiles, metals and banks each ride their own cycles, and companies in the same sector often fall together.",
            "**Where to start:** many beginners begin with larger, well-documented companies; see [large caps](/stocks/large-cap).",
          ],
        },
        {
          type: "example",
          title: "Sizing a position in Sunrise Textiles (fictional)",
          lines: [
            "Equity portfolio: ₹10,00,000. Limit of 5% per stock = ₹50,000.",
            "At ₹96 a share: ₹50,000 ÷ 96 = 520.8, so buy **520 shares** for ₹49,920. STT at 0.1% = ₹49.92, plus brokerage, DP and exchange charges.",
            "If the share then falls 40% to ₹57.60, the loss = 520 × ₹38.40 = **₹19,968**, about 2% of the portfolio. Painful, but survivable.",
          ],
        },
        {
          type: "p",
          text: "Good reasons to sell include the following.",
        },
        {
          type: "list",
          items: [
            "**The reason you bought no longer holds**: growth stalls for structural reasons, the moat erodes or margins collapse.",
            "**A governance red flag appears**: the auditor quits, pledging jumps or accounts are restated.",
            "**The price runs far ahead of the business**, for example an earnings yield far below the G-sec yield while growth is slowing.",
            "**The holding has grown well beyond your size limit**: trim it back.",
            "**You need the money** for a goal, or you have found a clearly better use for it.",
          ],
        },
        {
          type: "p",
          text: 'A small fall in price, a tip, or the urge to "book profit" are not reasons on their own. Check the holding period too: selling at 12 months or less means {{fact:equity-stcg-rate}} tax rather than {{fact:equity-ltcg-rate}}.',
        },
      ],
    },
    {
      id: "mistakes-and-tax",
      heading: "Common mistakes and tax on shares",
      blocks: [
        {
          type: "list",
          items: [
            "**Acting on tips** from social media, YouTube, Telegram or WhatsApp groups. SEBI has repeatedly warned investors against unregistered entities offering stock tips or assured returns. Only SEBI-registered investment advisers and research analysts may give paid advice, and you can check registration on sebi.gov.in. Tip groups are also used for pump-and-dump schemes.",
            "**Averaging down blindly.** Buying more as the price falls lowers your average cost but raises your bet on a business that may be broken. Recheck the reasons first; the [averaging calculator](/calculators/averaging) shows the new average price.",
            "**Overtrading.** Every trade costs brokerage, STT ({{fact:stt-delivery}} on each side of a delivery trade), DP charges and, on quick gains, {{fact:equity-stcg-rate}} short-term tax.",
            "**Futures and options (F&O) as a shortcut.** These are leveraged bets, and SEBI studies have found most individual F&O traders lose money. From 1 April 2026 STT is {{fact:stt-futures}} on futures sold and {{fact:stt-options}} on options premium sold. They are not for beginners.",
            "**Confusing a low share price with a cheap share.** A ₹5 share can be far more expensive than a ₹5,000 one; value depends on profit and assets per share.",
          ],
        },
        {
          type: "callout",
          tone: "warning",
          title: "Guaranteed returns do not exist in shares",
          text: 'Treat any offer of "sure-shot" or assured returns from shares as a warning sign, and never share your demat login or OTP with a tipster.',
        },
        {
          type: "table",
          caption: "Tax on listed shares, tax year 2026-27 (sales from 23 July 2024)",
          columns: ["Item", "Rule now", "Earlier"],
          rows: [
            [
              "Short-term gains (held 12 months or less)",
              "**{{fact:equity-stcg-rate}}**, section 196 (old 111A)",
              "15% before 23 July 2024",
            ],
            [
              "Long-term gains (held more than 12 months)",
              "**{{fact:equity-ltcg-rate}}** on total gains above **{{fact:equity-ltcg-exemption}} a year** from listed shares and equity funds, section 198 (old 112A)",
              "10% above ₹1 lakh before 23 July 2024",
            ],
            [
              "Dividends",
              "Added to income and taxed at your slab rate; 10% TDS if one company pays you more than ₹10,000 in a year",
              "TDS threshold ₹5,000 before 1 April 2025",
            ],
            [
              "Buybacks",
              "Taxed as capital gains for shareholders from 1 April 2026",
              "1 Oct 2024 to 31 Mar 2026: treated as dividend",
            ],
            [
              "Losses",
              "Short-term losses offset any capital gains, long-term losses only long-term gains; carry forward 8 years if you file on time",
              "Same",
            ],
          ],
          note: "Add {{fact:cess-rate}} health and education cess on the tax. Surcharge on these gains is capped at 15%.",
        },
        {
          type: "example",
          title: "Tax on selling the Sunrise shares (fictional)",
          lines: [
            "Sell 520 shares at ₹130 after 18 months: gain = 520 × (₹130 − ₹96) = **₹17,680** (ignoring costs).",
            "Long term: if your total long-term gains on equity for the year stay within ₹1.25 lakh, tax = **nil**.",
            "Had you sold after 10 months: short-term tax = 20% × ₹17,680 = ₹3,536, plus 4% cess of ₹141 = **₹3,677**.",
          ],
        },
      ],
    },
  ],
  faqs: [
    {
      question: "Should I pick stocks or just buy an index fund?",
      answer:
        "For most beginners an index fund is the better default: it is cheap, diversified and needs no research. Pick individual stocks only with money you can leave for years, time to read annual reports, and ideally as a small part of your equity money.",
    },
    {
      question: "Where do I find a company's annual report and shareholding pattern?",
      answer:
        "Search the company on nseindia.com or bseindia.com and open its corporate filings or announcements. Annual reports, quarterly results and the quarterly shareholding pattern, including pledged promoter shares, are all filed there. Most companies also post them on their own investor-relations page.",
    },
    {
      question: "What is a good P/E ratio?",
      answer:
        "There is no single good number. Compare the P/E with the company's own past, with close competitors and with its expected growth. Turning it into an earnings yield (1 ÷ P/E) and comparing with the 10-year G-sec yield, 6.59% at the end of 2025, shows how much growth the price assumes.",
    },
    {
      question: "How much money do I need to start buying shares?",
      answer:
        "The price of one share plus small charges. You need a demat account with a depository participant of NSDL or CDSL and a trading account with a SEBI-registered stock broker. Starting small while you learn is sensible.",
    },
    {
      question: "Is it safe to follow stock tips from Telegram or YouTube?",
      answer:
        "No. SEBI has warned investors about unregistered entities giving stock tips and promising returns, and such groups are used to pump up prices before insiders sell. Paid advice should come only from a SEBI-registered investment adviser or research analyst.",
    },
    {
      question: "How are dividends from shares taxed?",
      answer:
        "Dividends are added to your income and taxed at your slab rate. A company deducts 10% TDS if it pays you more than ₹10,000 in dividends in a year; you claim credit for it when you file your return.",
    },
  ],
  related: [
    "/resources/stock-fundamentals",
    "/strategies/value-investing",
    "/strategies/index-investing",
    "/stocks/large-cap",
    "/resources/stock-terminologies",
    "/guides/beginners",
  ],
};
