import type { ArticleBody } from "../../types.ts";

export const hybridFundsPage: ArticleBody = {
  path: "/funds/hybrid-funds",
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
      title:
        "SEBI circular on categorisation and rationalisation of mutual fund schemes, 26 Feb 2026 (SecMark summary)",
      url: "https://groups.google.com/g/secmarkupdates/c/yPTUSxJsEKo",
    },
    {
      title: "Specified mutual fund definition from FY 2025-26 (Tax Management India)",
      url: "https://taxmanagementindia.com/web/tmi_blog_details.asp?id=762692",
    },
    {
      title: "Securities transaction tax rates from 1 April 2026 (ClearTax)",
      url: "https://cleartax.in/s/securities-transaction-tax-stt?ref=amp-content-it",
    },
  ],
  sections: [
    {
      id: "what-hybrid-funds-are",
      heading: "What a hybrid fund is",
      blocks: [
        {
          type: "p",
          text: "A **hybrid fund** holds more than one asset class in a single scheme: usually shares and bonds, and sometimes gold, silver or arbitrage positions. The fund manager keeps the mix within ranges SEBI sets for each category, and rebalances so you do not have to.",
        },
        {
          type: "p",
          text: "The appeal is a smoother ride than a pure [equity fund](/funds/equity-funds) with more growth potential than a pure [debt fund](/funds/debt-funds). The catch is that the mix decides three things at once: how much the fund can fall, what it may earn, and how its gains are taxed. Before buying, know roughly how much equity the fund holds. Our [mutual funds overview](/investments/mutual-funds) covers the basics of units, NAV and SIPs.",
        },
      ],
    },
    {
      id: "categories",
      heading: "SEBI's hybrid categories and their allocation ranges",
      blocks: [
        {
          type: "p",
          text: "SEBI's circular of **26 February 2026** kept seven hybrid categories and defined an asset-allocation range for each. The ranges below are SEBI's long-standing category rules; check the scheme information document (SID) for the exact current wording.",
        },
        {
          type: "table",
          caption: "Hybrid fund categories",
          columns: ["Category", "Equity", "Debt and other assets", "Risk level in practice"],
          rows: [
            ["Conservative hybrid", "10% to 25%", "75% to 90% debt", "Low to moderate"],
            ["Balanced hybrid", "40% to 60% (no arbitrage allowed)", "40% to 60% debt", "Moderate"],
            ["Aggressive hybrid", "65% to 80%", "20% to 35% debt", "High"],
            [
              "Dynamic asset allocation / balanced advantage",
              "Managed dynamically, anywhere from 0% to 100%",
              "The rest in debt and arbitrage",
              "Moderate to high, depending on the model",
            ],
            [
              "Multi-asset allocation",
              "At least 10%",
              "At least three asset classes, each at least 10% (for example equity, debt, gold)",
              "Moderate to high",
            ],
            ["Arbitrage", "At least 65%, almost all hedged", "Debt and money market for the rest", "Low"],
            [
              "Equity savings",
              "At least 65%, including hedged positions",
              "At least 10% debt; the minimum hedged and unhedged shares are stated in the SID",
              "Low to moderate",
            ],
          ],
          note: '"Hedged" equity is matched by an offsetting futures position, so it carries very little stock-market risk. The riskometer on each scheme page shows where it actually sits on SEBI\'s six-level scale.',
        },
        {
          type: "list",
          items: [
            "**Conservative hybrid**: mostly bonds with a small equity kicker; an option for cautious investors or as a step up from a debt fund.",
            "**Balanced and aggressive hybrid**: a classic fixed mix. An aggressive hybrid still falls sharply in a crash, only less than a pure equity fund.",
            "**Balanced advantage**: the manager raises equity when markets look cheap by its model and cuts it when they look expensive. Some keep gross equity, including arbitrage positions, at 65% or more so that they are taxed as equity funds while their unhedged equity moves lower.",
            "**Multi-asset**: spreads across equity, debt and commodities such as gold; gold has often moved differently from shares.",
            "**Equity savings**: a blend of unhedged equity, arbitrage and debt aimed at modest, steadier returns.",
          ],
        },
      ],
    },
    {
      id: "arbitrage-mechanics",
      heading: "How an arbitrage fund earns its return",
      blocks: [
        {
          type: "p",
          text: "An **arbitrage fund** exploits the small gap between a share's price in the cash market and its price in the futures market. The future usually trades a little higher, reflecting the cost of money until expiry. The fund buys the share and sells the future at the same moment; on expiry day the two prices meet, so the gap is locked in whatever the market does.",
        },
        {
          type: "example",
          title: "One arbitrage trade (illustrative prices)",
          lines: [
            "Sunrise Textiles Ltd (fictional) trades at ₹1,000 in the cash market; its one-month future trades at ₹1,006.",
            "The fund buys 1,000 shares for ₹10,00,000 and sells futures on 1,000 shares at ₹1,006.",
            "**Market falls**: at expiry both prices are ₹900. Loss on shares ₹1,00,000; gain on futures ₹1,06,000. Net **+₹6,000**.",
            "**Market rises**: at expiry both prices are ₹1,100. Gain on shares ₹1,00,000; loss on futures ₹94,000. Net **+₹6,000**.",
            "₹6,000 on ₹10,00,000 is 0.6% for the month, about 7.4% a year if repeated, before STT, brokerage and expenses. Real spreads change every month and shrink when markets are calm.",
          ],
        },
        {
          type: "p",
          text: "Because the spread tracks short-term interest rates, arbitrage returns tend to be close to those of liquid funds. Costs matter: from **1 April 2026**, STT on selling futures rose to **{{fact:stt-futures}}** (from 0.02%), and a fund may pay brokerage of at most 0.02% on derivatives trades, which affects how much of the spread is left for investors. Most arbitrage funds also charge an exit load for a short initial period; check the scheme page.",
        },
      ],
    },
    {
      id: "tax",
      heading: "How hybrid funds are taxed: the mix decides",
      blocks: [
        {
          type: "p",
          text: "A hybrid fund is taxed according to what it holds, not what it is called. There are three buckets, and the rules below apply to sales on or after 23 July 2024 (unchanged by Budget 2026).",
        },
        {
          type: "table",
          caption: "Tax on hybrid fund units",
          columns: ["What the fund holds", "Usual categories", "Short-term", "Long-term"],
          rows: [
            [
              "**At least 65% in Indian listed equity** (hedged arbitrage positions count): an equity-oriented fund",
              "Aggressive hybrid, arbitrage, equity savings, balanced advantage funds that keep 65% gross equity",
              "12 months or less: **{{fact:equity-stcg-rate}}**",
              "Over 12 months: **{{fact:equity-ltcg-rate}}** on gains above **{{fact:equity-ltcg-exemption}}** a year",
            ],
            [
              "**More than 65% in debt and money-market instruments**: a specified mutual fund",
              "Conservative hybrid",
              "Slab rate at any holding period (units bought on or after 1 April 2023)",
              "Not available",
            ],
            [
              "**Neither** (for example 35% to 65% equity, or a mix with gold)",
              "Balanced hybrid, many multi-asset funds, some balanced advantage funds",
              "24 months or less: slab rate",
              "Over 24 months: **{{fact:asset-ltcg-rate}}**, no indexation",
            ],
          ],
          note: "Add {{fact:cess-rate}} cess. The test for \"specified\" changed in FY 2025-26: in FY 2023-24 and 2024-25 any fund with 35% or less in Indian equity counted, so a multi-asset fund with, say, 30% equity, 30% gold and 40% debt was taxed at slab; from FY 2025-26 only funds with more than 65% in debt are caught. A fund's equity share is judged on its average holding through the year, so read the SID's stated tax treatment.",
        },
        {
          type: "example",
          title: "The same ₹1,00,000 gain, three hybrid funds (held 30 months, 30% slab)",
          lines: [
            "Assume no other equity gains this year and units bought after 1 April 2023.",
            "**Aggressive hybrid** (equity-oriented): long-term; gain of ₹1,00,000 is within the ₹1.25 lakh exemption, so tax = **nil**.",
            "**Balanced hybrid** (about 50% equity): long-term after 24 months; 12.5% × ₹1,00,000 = ₹12,500 + cess ₹500 = **₹13,000**.",
            "**Conservative hybrid** (about 80% debt): slab rate; 30% × ₹1,00,000 = ₹30,000 + cess ₹1,200 = **₹31,200**.",
          ],
        },
        {
          type: "example",
          title: "Parking ₹10 lakh for six months: arbitrage fund or liquid fund?",
          lines: [
            "Assumption for comparison only: both earn ₹30,000 before tax in six months (in practice returns differ, and the arbitrage fund may have an exit load).",
            "Arbitrage fund (equity-oriented, short-term): 20% × ₹30,000 = ₹6,000 + cess ₹240 = **₹6,240**.",
            "Liquid fund (specified fund, 30% slab): 30% × ₹30,000 = ₹9,000 + cess ₹360 = **₹9,360**.",
            "The gap shrinks for lower slabs: at a 20% slab the liquid fund's tax would be ₹6,240, the same as the arbitrage fund's.",
          ],
        },
      ],
    },
    {
      id: "choosing",
      heading: "Choosing and using a hybrid fund",
      blocks: [
        {
          type: "list",
          items: [
            "**Start from your goal and horizon.** Conservative hybrid or equity savings for about three years or more; balanced or aggressive hybrid for five years or more. The horizon table in [how to pick mutual funds](/guides/picking-mutual-funds) gives more detail.",
            "**Check the actual equity share** in the latest factsheet, especially for balanced advantage funds, whose net equity can change a lot from month to month.",
            "**Compare costs.** The base expense ratio caps under the SEBI (Mutual Funds) Regulations, 2026 start at 2.10% for equity-oriented schemes and 1.85% for others on the first ₹500 crore, before levies. A direct plan avoids the distributor commission.",
            "**Consider doing it yourself.** An index fund plus a debt fund, rebalanced once a year, can give a similar mix at lower cost, with gains taxed under each fund's own rules. Try the [asset allocation tool](/tools/asset-allocation) to pick a mix.",
            "**Life Cycle Funds**, introduced in 2026, are target-date funds that cut equity automatically as a chosen year approaches; they suit a single long-term goal with a fixed date.",
          ],
        },
        {
          type: "callout",
          tone: "tip",
          text: "Whether to invest through a monthly SIP or all at once is a separate decision; see [SIP vs lumpsum](/funds/sip-vs-lumpsum) and model a monthly plan with the [SIP calculator](/calculators/sip). Category terms such as arbitrage, hedged equity and Macaulay duration are explained in our [mutual fund glossary](/resources/mutual-fund-terminologies).",
        },
      ],
    },
  ],
  faqs: [
    {
      question: "Is a balanced advantage fund safe?",
      answer:
        "It is usually less volatile than a pure equity fund because it cuts equity when its model says markets are expensive, but it can still fall, and the model can be wrong. Check its lowest and highest net equity over the past few years.",
    },
    {
      question: "Why is an arbitrage fund called a hybrid fund if it holds mostly shares?",
      answer:
        "Because the shares are almost all hedged with futures, it behaves like a short-term debt investment. SEBI classifies it as hybrid, while tax law treats it as an equity-oriented fund because at least 65% is in listed shares.",
    },
    {
      question: "Are hybrid funds good for retirees?",
      answer:
        "A conservative hybrid or equity savings fund can suit part of a retiree's money, for growth with limited swings. Money for the next year or two of expenses is usually better kept in deposits or liquid funds.",
    },
    {
      question: "How is a multi-asset fund taxed?",
      answer:
        "It depends on the mix. If at least 65% is in Indian listed equity it is taxed like an equity fund; if more than 65% is in debt it is taxed at slab rate; otherwise gains are long-term after 24 months at {{fact:asset-ltcg-rate}}.",
    },
    {
      question: "Can I invest in a hybrid fund through a SIP?",
      answer:
        "Yes. Hybrid funds accept SIPs like other open-ended funds. Each instalment has its own holding period for tax, so early instalments may become long-term before later ones.",
    },
  ],
  related: [
    "/investments/mutual-funds",
    "/funds/equity-funds",
    "/funds/debt-funds",
    "/guides/picking-mutual-funds",
    "/funds/sip-vs-lumpsum",
    "/calculators/lumpsum",
  ],
};
