import type { ArticleBody } from "../../types.ts";

export const debtFundsPage: ArticleBody = {
  path: "/funds/debt-funds",
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
      title: "Specified mutual fund definition from FY 2025-26 (Tax Management India)",
      url: "https://taxmanagementindia.com/web/tmi_blog_details.asp?id=762692",
    },
    {
      title: "Debt mutual fund tax change of April 2023 (Moneycontrol)",
      url: "https://www.moneycontrol.com/news/opinion/debt-mutual-fund-tax-change-throwing-out-the-baby-with-the-bath-water-10315551.html/amp",
    },
  ],
  sections: [
    {
      id: "what-debt-funds-hold",
      heading: "What a debt fund holds and how it earns",
      blocks: [
        {
          type: "p",
          text: "A **debt fund** lends your money by buying **bonds** and **money-market instruments**: government securities (G-secs) and treasury bills, certificates of deposit issued by banks, commercial paper issued by companies, and corporate bonds. Like any [mutual fund](/investments/mutual-funds), you hold units whose NAV is published every business day.",
        },
        {
          type: "p",
          text: "A debt fund's return has two parts. The first is **interest accrual**: the portfolio's **yield to maturity (YTM)**, minus expenses, gives a rough idea of what it earns if rates stay put. The second is **price change**: bond prices move opposite to interest rates, so the NAV can rise or fall from day to day.",
        },
        {
          type: "callout",
          tone: "warning",
          title: "Not a fixed deposit",
          text: "Debt fund returns are not guaranteed, and unlike bank deposits they are not covered by DICGC deposit insurance. A default by one borrower, or a sharp rise in interest rates, can reduce the NAV.",
        },
      ],
    },
    {
      id: "categories",
      heading: "Debt fund categories: by duration and by credit",
      blocks: [
        {
          type: "p",
          text: "SEBI defines most debt categories by **Macaulay duration**, the weighted average time until the portfolio's cash flows come back, and the rest by the type or credit quality of what they hold. The circular of **26 February 2026** restated these ranges, let medium and medium-to-long duration funds shorten duration in adverse situations with trustee oversight, and added a new **sectoral debt fund** category limited to specified sectors.",
        },
        {
          type: "table",
          caption: "Debt fund categories",
          columns: ["Category", "Main rule", "Main risk", "Often used for money needed in"],
          rows: [
            ["Overnight", "Securities maturing in one day", "Very low", "Days to weeks"],
            [
              "Liquid",
              "Instruments maturing within 91 days",
              "Low",
              "Up to about 3 months; part of an emergency fund",
            ],
            [
              "Ultra short duration",
              "Macaulay duration 3 to 6 months",
              "Low; check credit quality",
              "3 to 12 months",
            ],
            ["Low duration", "Macaulay duration 6 to 12 months", "Low to moderate", "About a year"],
            ["Money market", "Money-market instruments maturing within 1 year", "Low", "Up to a year"],
            ["Short duration", "Macaulay duration 1 to 3 years", "Moderate rate risk", "2 to 3 years"],
            [
              "Medium duration",
              "Macaulay duration 3 to 4 years",
              "Moderate rate risk; some credit risk",
              "3 to 4 years",
            ],
            [
              "Medium to long duration",
              "Macaulay duration 4 to 7 years",
              "Higher rate risk",
              "4 years or more",
            ],
            ["Long duration", "Macaulay duration above 7 years", "High rate risk", "Long horizons only"],
            [
              "Dynamic bond",
              "Any duration; manager changes it",
              "Depends on the manager's calls",
              "3 years or more",
            ],
            [
              "Corporate bond",
              "At least 80% in bonds rated AA+ and above",
              "Low to moderate credit risk",
              "2 to 3 years or more",
            ],
            [
              "Banking & PSU",
              "At least 80% in debt of banks, PSUs and public financial institutions",
              "Low to moderate credit risk",
              "2 to 3 years or more",
            ],
            [
              "Credit risk",
              "At least 65% in bonds rated AA and below (excluding AA+)",
              "High credit risk",
              "Only if you accept defaults",
            ],
            [
              "Gilt",
              "At least 80% in government securities, any maturity",
              "No credit risk; rate risk",
              "3 years or more",
            ],
            [
              "Gilt with 10-year constant duration",
              "At least 80% in G-secs, Macaulay duration about 10 years",
              "High rate risk",
              "Long horizons only",
            ],
            ["Floater", "At least 65% in floating-rate instruments", "Lower rate risk", "1 to 3 years"],
            [
              "Sectoral debt (new, 2026)",
              "Debt of issuers in specified sectors only",
              "Concentration in one sector",
              "Depends on duration",
            ],
          ],
          note: "Minimums and duration bands are SEBI's long-standing category rules as restated in 2026; check the scheme information document for the current wording. The horizons are common rules of thumb, not SEBI rules.",
        },
        {
          type: "p",
          text: '**Target maturity funds** are index funds or ETFs (SEBI\'s "other" class) that hold bonds maturing close to a fixed date and return the money around then. If you hold to that date, the YTM at purchase, minus costs, is a fair guide to your return, because price swings along the way wash out at maturity. The [Bharat Bond ETF](/investments/bonds/bharat-bond-etf) is a well-known example of the structure.',
        },
      ],
    },
    {
      id: "interest-rate-risk",
      heading: "Interest-rate risk and duration, with a worked example",
      blocks: [
        {
          type: "p",
          text: "When market interest rates rise, existing bonds paying the old, lower rate become less attractive, so their prices fall. **Modified duration** (shown in every debt fund factsheet) converts this into a rule of thumb: a 1 percentage point rise in yields cuts the NAV by roughly the modified duration in per cent. A fall in yields does the reverse. See [Macaulay duration](/resources/mutual-fund-terminologies#term-macaulay-duration) in our glossary for how duration is measured.",
        },
        {
          type: "example",
          title: "₹5,00,000 in funds of different duration when yields jump 1 percentage point",
          lines: [
            "Assume yields across the market rise by 1 percentage point overnight. Approximate NAV change = −(modified duration × 1%).",
            "Liquid fund, modified duration 0.1 year: ₹5,00,000 × 0.1 × 1% ≈ **−₹500**.",
            "Short duration fund, modified duration 1.8 years: ₹5,00,000 × 1.8 × 1% ≈ **−₹9,000**.",
            "Medium duration fund, modified duration 4 years: ₹5,00,000 × 4 × 1% ≈ **−₹20,000**.",
            "Long duration gilt fund, modified duration 8 years: ₹5,00,000 × 8 × 1% ≈ **−₹40,000**.",
            "Interest keeps accruing: at an assumed 7% portfolio yield, the medium duration fund earns about ₹35,000 over the next year, so a one-year holder would still be ahead by roughly ₹15,000. If yields had instead fallen 1 point, the same fund would gain about ₹20,000 at once.",
          ],
        },
        {
          type: "p",
          text: "Real markets have done this. Modelled from year-end 10-year government bond yields in our market-history data, a constant 10-year G-sec returned about **+25.75%** in 2008, when the yield fell from 7.79% to 5.26%, and about **−10.25%** in 2009, when it rose back to 7.68%. These are model figures, not an index, but they show why long-duration funds are not a place for money you need next year.",
        },
      ],
    },
    {
      id: "credit-risk",
      heading: "Credit risk, side-pocketing and the Franklin Templeton episode",
      blocks: [
        {
          type: "p",
          text: "**Credit risk** is the chance that a borrower pays late or not at all. Rating agencies grade bonds from AAA (highest safety) downward; lower-rated bonds pay more because they are riskier. A fund full of AAA and government paper rarely suffers defaults; a credit risk fund is built on the lower-rated end. Each debt scheme also discloses a **potential risk class** grid showing the most interest-rate and credit risk it may take.",
        },
        {
          type: "p",
          text: "If a bond defaults or is downgraded below investment grade, a fund may use **side-pocketing** (a segregated portfolio), which SEBI has allowed since December 2018. The bad bond is moved into a separate portfolio; investors get units in both, the main portfolio carries on normally, and any later recovery goes only to those who held units on that day. It stops quick sellers from leaving the loss with those who stay. More in our glossary entry on [side-pocketing](/resources/mutual-fund-terminologies#term-side-pocketing).",
        },
        {
          type: "callout",
          tone: "info",
          title: "Franklin Templeton, April 2020",
          text: "In April 2020, early in the Covid-19 lockdown, Franklin Templeton Mutual Fund closed six of its debt schemes, which held many lower-rated and hard-to-sell bonds, after redemption requests surged and the corporate bond market froze. Investors could not redeem; the schemes were wound up and money was returned in instalments over the following years as the bonds were sold or matured, under a process overseen by the Supreme Court. The lesson: a higher yield is payment for risks, including being unable to get your money out when you want it.",
        },
      ],
    },
    {
      id: "tax",
      heading: "How debt fund gains are taxed",
      blocks: [
        {
          type: "p",
          text: "Since **1 April 2023**, gains on units of a **specified mutual fund** are taxed at your **income-tax slab rate**, however long you hold them, with no indexation. For tax year 2026-27 (and from FY 2025-26), a specified mutual fund is one that invests **more than 65% in debt and money-market instruments**, or a fund of funds with at least 65% in such funds. In FY 2023-24 and 2024-25 the test was different: any fund with 35% or less in Indian equity, which also caught gold and international funds of funds and gold ETFs, so gold ETF units bought from April 2023 and sold by March 2025 were taxed at slab rate too.",
        },
        {
          type: "table",
          caption: "Tax on debt fund units (sales on or after 23 July 2024)",
          columns: ["When you bought", "Holding period", "Tax"],
          rows: [
            ["On or after 1 April 2023", "Any", "Slab rate, as ordinary income; never long-term"],
            [
              "Before 1 April 2023",
              "More than 24 months",
              "{{fact:asset-ltcg-rate}} long-term, no indexation",
            ],
            ["Before 1 April 2023", "24 months or less", "Slab rate"],
          ],
          note: "Add {{fact:cess-rate}} cess (and surcharge where it applies). Before 23 July 2024, older units held more than 36 months paid 20% with indexation. Mutual funds do not deduct TDS on redemptions by resident individuals; you pay the tax when you file.",
        },
        {
          type: "example",
          title: "Tax on a ₹1,00,000 debt fund gain (units bought after 1 April 2023)",
          lines: [
            "30% slab: ₹30,000 + 4% cess ₹1,200 = **₹31,200**.",
            "20% slab: ₹20,000 + ₹800 cess = **₹20,800**.",
            "Compared with a fixed deposit, the rate is the same, but an FD's interest is taxed every year as it accrues, while a debt fund is taxed only when you redeem, so the tax can be deferred.",
          ],
        },
      ],
    },
    {
      id: "costs-and-choosing",
      heading: "Costs, and matching a debt fund to your need",
      blocks: [
        {
          type: "p",
          text: "Costs matter more in debt funds than in equity funds, because returns are lower. Under the SEBI (Mutual Funds) Regulations, 2026, in force from 1 April 2026, the **base expense ratio** cap for non-equity schemes runs from 1.85% down to 0.70% as the fund grows (earlier 2.00% to 0.80%), with statutory levies charged at actuals on top. Index funds and ETFs, including target maturity funds, are capped at {{fact:mf-index-ber-cap}}. A direct plan saves the distributor commission.",
        },
        {
          type: "list",
          items: [
            "**Money needed within weeks or months:** overnight, liquid or money market funds. Liquid funds usually charge a small graded exit load only in the first seven days; see our [emergency fund guide](/investments/emergency-fund).",
            "**Money needed in one to three years:** short duration, corporate bond or banking & PSU funds with high credit quality, or a target maturity fund ending near your date.",
            "**Longer horizons:** gilt or dynamic bond funds, accepting NAV swings along the way; many investors prefer [government bonds](/investments/bonds/government) held to maturity instead.",
            "**Check three numbers** in the factsheet before investing: YTM, modified duration and the credit-rating split. Our guide to [picking mutual funds](/guides/picking-mutual-funds) shows where to find them.",
          ],
        },
        {
          type: "p",
          text: "To see what a one-time investment might grow to at an assumed yield, use the [lumpsum calculator](/calculators/lumpsum), and remember to deduct tax at your slab rate.",
        },
      ],
    },
  ],
  faqs: [
    {
      question: "Can a debt fund lose money?",
      answer:
        "Yes. The NAV falls if interest rates rise sharply (more so for long-duration funds) or if a bond it holds defaults. Overnight and liquid funds with high-quality holdings rarely fall, but they are not guaranteed.",
    },
    {
      question: "Is a debt fund better than a fixed deposit after the 2023 tax change?",
      answer:
        "The tax rate is now the same (your slab), but debt funds are taxed only on redemption, have no TDS for residents, and can be partly withdrawn at any time. FDs offer a fixed rate and DICGC cover up to {{fact:dicgc-cover}} per depositor per bank. Which suits you depends on whether you value certainty or flexibility.",
    },
    {
      question: "What is the difference between Macaulay and modified duration?",
      answer:
        "Macaulay duration is the weighted average time, in years, until the portfolio's cash flows come back; SEBI uses it to define categories. Modified duration is slightly smaller and tells you the approximate percentage NAV change for a 1 percentage point change in yields.",
    },
    {
      question: "Are my debt fund units bought before April 2023 still taxed the old way?",
      answer:
        "Partly. They can still be long-term, but for sales on or after 23 July 2024 the holding period is more than 24 months and the rate is {{fact:asset-ltcg-rate}} without indexation, instead of 20% with indexation after 36 months.",
    },
    {
      question: "Should I buy a credit risk fund for a higher return?",
      answer:
        "Only if you understand that the extra yield pays for the chance of defaults and of being unable to redeem when markets freeze, as happened in 2020. For most people, debt funds are the safe part of the portfolio, so high credit quality matters more than a little extra yield.",
    },
  ],
  related: [
    "/investments/mutual-funds",
    "/investments/fixed-income",
    "/guides/picking-mutual-funds",
    "/funds/hybrid-funds",
    "/resources/mutual-fund-terminologies",
    "/calculators/lumpsum",
  ],
};
