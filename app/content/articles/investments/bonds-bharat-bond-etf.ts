import type { ArticleBody } from "../../types.ts";

export const bondsBharatBondEtfPage: ArticleBody = {
  path: "/investments/bonds/bharat-bond-etf",
  lastReviewed: "2026-11-22",
  sources: [
    {
      title: "AMFI knowledge centre: net asset value",
      url: "https://www.amfiindia.com/investor-corner/knowledge-center/net-asset-value.html",
    },
    { title: "NSE: Nifty 50 index", url: "https://www.nseindia.com/products-services/indices-nifty50-index" },
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
      title: "Debt mutual fund tax change from 1 April 2023 (Moneycontrol)",
      url: "https://www.moneycontrol.com/news/opinion/debt-mutual-fund-tax-change-throwing-out-the-baby-with-the-bath-water-10315551.html/amp",
    },
    {
      title: "Specified mutual fund definition from FY 2025-26 (Tax Management India)",
      url: "https://taxmanagementindia.com/web/tmi_blog_details.asp?id=762692",
    },
  ],
  sections: [
    {
      id: "what-it-is",
      heading: "What BHARAT Bond ETF is",
      blocks: [
        {
          type: "p",
          text: "**BHARAT Bond ETF** is a family of exchange-traded funds holding bonds of public-sector companies and institutions. The Government of India launched it in **December 2019** to widen the market for public-sector borrowing, and **Edelweiss AMC** manages the schemes. We describe it here as a well-known example of a **target-maturity debt ETF**, not as a suggestion to buy it.",
        },
        {
          type: "list",
          items: [
            "Each ETF tracks a **Nifty BHARAT Bond Index** for one year, such as an index of bonds maturing in 2030. The index holds only **AAA-rated** bonds of public-sector issuers that mature close to that year.",
            "Each ETF has a **fixed maturity year** in its name. When the year arrives the bonds are repaid and the fund returns the money to unit holders, like one large bond. The earliest series have already matured; later series run into the 2030s.",
            "The ETF units are listed on NSE and BSE, so you need a demat account and a broker. For people without demat, each ETF has a matching **fund of funds (FoF)** that invests in it and can be bought like an ordinary mutual fund, at a small extra cost.",
          ],
        },
        {
          type: "callout",
          tone: "info",
          title: "Public sector is not the same as sovereign",
          text: "The bonds are obligations of the issuing companies, not Government of India securities. The market treats AAA public-sector issuers as very low risk, but the government does not guarantee the ETF. Compare [government bonds](/investments/bonds/government).",
        },
      ],
    },
    {
      id: "how-target-maturity-works",
      heading: "How a target-maturity fund locks in a yield",
      blocks: [
        {
          type: "p",
          text: "An open-ended [debt fund](/funds/debt-funds) keeps buying new bonds, so its interest-rate sensitivity and yield keep changing. A **target-maturity fund** instead holds bonds that all mature around one date and is wound up then. As that date nears, bond prices drift back to their face value (the **pull to par**), so price swings shrink over time.",
        },
        {
          type: "p",
          text: "If you buy and hold until maturity, your return will be close to the portfolio's **yield to maturity (YTM)** on the day you buy, minus costs and tracking difference. It is an estimate, not a promise: coupons received along the way must be reinvested at whatever rates then apply, and the fund's bonds may not match the index exactly.",
        },
        {
          type: "example",
          title: "Worked example: ₹1,00,000 held for five years (illustrative figures)",
          lines: [
            "You buy units of a target-maturity ETF with five years left. The portfolio YTM is **7.0%**; assume costs and tracking difference take **0.1%** a year, leaving 6.9%.",
            "Expected value at maturity ≈ ₹1,00,000 × 1.069⁵ = **₹1,39,601**, a gain of ₹39,601.",
            "Suppose market yields rise by 1 percentage point soon after you buy. A five-year bond portfolio has a modified duration of about 4, so the NAV falls by roughly **4%**, to about ₹96,000 on paper.",
            "If you hold on, the pull to par recovers that fall by maturity and coupons are reinvested at the higher rates, so the outcome stays close to the yield you locked in. Selling at the low point would turn the paper loss into a real one.",
          ],
        },
      ],
    },
    {
      id: "tracking-and-costs",
      heading: "Tracking error, ETF prices and costs",
      blocks: [
        {
          type: "list",
          items: [
            "**Tracking difference** is the gap between the fund's return and its index's return over a period; **tracking error** measures how much that gap varies. Both come from expenses, cash held for coupons and bonds that differ slightly from the index. See the [mutual fund terminologies glossary](/resources/mutual-fund-terminologies#term-tracking-error).",
            "**Market price versus NAV**: on the exchange you trade at a market price, which can sit above or below the fund's **NAV**. Compare with the indicative NAV (iNAV) shown by the exchange and use limit orders. The FoF transacts at NAV instead.",
            "**Liquidity**: ETF units trade through the day, but volumes vary between series. Market makers usually provide quotes; check the quantity on offer.",
            "**Expense ratio**: passive debt ETFs are among the cheapest funds in India, and SEBI caps the base expense ratio of index funds and ETFs at {{fact:mf-index-ber-cap}} from 1 April 2026. The FoF adds its own charge. Check the current figure in the scheme's factsheet.",
          ],
        },
      ],
    },
    {
      id: "tax",
      heading: "How gains are taxed",
      blocks: [
        {
          type: "p",
          text: "A target-maturity debt ETF and its FoF hold more than 65% in debt, so from FY 2025-26 onward they count as a **specified mutual fund**. For such units bought **on or after 1 April 2023**, every gain is taxed at your **slab rate**, however long you hold.",
        },
        {
          type: "table",
          caption: "Tax on debt ETF and debt FoF units, tax year 2026-27",
          columns: ["Units bought", "Holding", "Tax on gains"],
          rows: [
            ["On or after 1 April 2023", "Any period", "Slab rate, never long-term"],
            [
              "Before 1 April 2023, listed ETF units",
              "More than 12 months",
              "{{fact:asset-ltcg-rate}} without indexation, section 197 (old 112)",
            ],
            [
              "Before 1 April 2023, FoF units (unlisted)",
              "More than 24 months",
              "12.5% without indexation, section 197 (old 112)",
            ],
            ["Before 1 April 2023, shorter holdings", "Up to 12 or 24 months", "Slab rate"],
          ],
          note: "Add {{fact:cess-rate}} cess. Before 1 April 2023, debt fund gains held over 36 months were taxed at 20% with indexation. See [income tax](/resources/income-tax).",
        },
        {
          type: "p",
          text: "The fund reinvests the coupons it receives, so you pay tax only when you sell or when the fund matures. A bank FD's interest, by contrast, is taxed every year as it accrues. That deferral is a modest advantage even at the same slab rate.",
        },
        {
          type: "example",
          title: "₹1,00,000 for five years at 6.9%, 30% slab (31.2% with cess)",
          lines: [
            "**Target-maturity ETF** (held to maturity): value ₹1,39,601; gain ₹39,601; tax 31.2% = ₹12,356; you keep **₹1,27,245**.",
            "**FD at the same 6.9%** with tax paid yearly: after-tax growth 6.9% × 0.688 = 4.747% a year; ₹1,00,000 × 1.04747⁵ = **₹1,26,099**.",
            "The difference, about ₹1,146, comes from paying tax once at the end instead of every year. A different yield or rate would change the result.",
          ],
        },
      ],
    },
    {
      id: "comparison",
      heading: "Compared with an FD and a government bond",
      blocks: [
        {
          type: "table",
          caption: "Target-maturity PSU bond ETF, bank FD and G-sec compared",
          columns: ["Feature", "Target-maturity PSU bond ETF", "Bank FD", "G-sec held to maturity"],
          rows: [
            ["Who owes you", "Many AAA public-sector issuers", "One bank", "Government of India"],
            [
              "Protection",
              "No guarantee; diversified across issuers",
              "DICGC cover up to {{fact:dicgc-cover}} per depositor per bank",
              "Sovereign; no credit risk",
            ],
            [
              "Return if held to the end",
              "Close to YTM at purchase, minus costs; not fixed",
              "Fixed rate",
              "Fixed coupon; yield fixed by purchase price",
            ],
            [
              "Value before maturity",
              "Moves with interest rates",
              "Fixed; early break usually costs a penalty",
              "Moves with interest rates",
            ],
            [
              "How to buy",
              "Demat and broker (ETF) or a mutual fund account (FoF)",
              "Any bank",
              "RBI Retail Direct or a broker",
            ],
            [
              "Tax",
              "Slab rate on gains, paid on sale or maturity (units bought from 1 April 2023)",
              "Interest at slab rate each year; TDS above {{fact:tds-interest-threshold|digits}} of interest a year ({{fact:tds-interest-threshold-senior}} for seniors)",
              "Interest at slab rate; listed-bond rules on gains",
            ],
          ],
          note: "Reference points from our market data: the 10-year G-sec yield was 6.59% at the end of 2025, and SBI's one-year FD card rate was 6.25% on 31 December 2025. Today's rates will differ.",
        },
        {
          type: "p",
          text: "For more on each option, read [fixed deposits](/investments/fixed-deposits), [ETFs](/investments/etfs) and the overview of [bonds](/investments/bonds).",
        },
      ],
    },
    {
      id: "risks-and-checks",
      heading: "Risks and what to check",
      blocks: [
        {
          type: "list",
          items: [
            "**Interest-rate risk** before maturity: long-dated series can fall several per cent when yields rise. Only money you can leave until the maturity year fits this structure.",
            "**Credit risk**: low for AAA public-sector issuers, but not zero, and a rating can change.",
            "**Concentration**: the index holds public-sector issuers only, many in power, finance and infrastructure.",
            "**Liquidity and price risk** on the exchange: thin trading or a price above NAV can cost you when you buy or sell.",
            "**Reinvestment**: at maturity you get cash back and must find a new home for it at the rates then on offer.",
          ],
        },
        {
          type: "callout",
          tone: "tip",
          title: "Questions to ask before choosing any target-maturity fund",
          text: "Does the maturity year match when I need the money? What is the portfolio YTM today, after costs? What are the credit quality and issuer mix? What tax will I pay at my slab? Your answers matter more than the fund's name.",
        },
      ],
    },
  ],
  faqs: [
    {
      question: "Is BHARAT Bond ETF guaranteed by the government?",
      answer:
        "No. It holds AAA-rated bonds of public-sector companies and institutions. These are considered very low risk, but neither the bonds nor the ETF carry a Government of India guarantee.",
    },
    {
      question: "Can I invest without a demat account?",
      answer:
        "Yes, through the fund of funds linked to each ETF, bought like any mutual fund. It adds a small extra expense.",
    },
    {
      question: "What happens when the ETF reaches its maturity year?",
      answer:
        "The bonds are repaid, the scheme closes and unit holders receive the proceeds at NAV. Any gain is taxed in that year.",
    },
    {
      question: "Is the return fixed like an FD?",
      answer:
        "No. Held to maturity it should land close to the YTM at the time you invested, minus costs, but it is not guaranteed, and the value moves with interest rates before then.",
    },
    {
      question: "How are gains taxed if I bought units in 2024?",
      answer:
        "Units bought on or after 1 April 2023 are treated as a specified mutual fund: all gains are added to your income and taxed at your slab rate, whatever the holding period.",
    },
  ],
  related: [
    "/funds/debt-funds",
    "/investments/etfs",
    "/investments/bonds/government",
    "/investments/fixed-deposits",
    "/investments/bonds/corporate-bonds",
  ],
};
