import { equityTaxTable } from "../../shared/equity-tax.ts";
import type { ArticleBody } from "../../types.ts";

export const smallCapPage: ArticleBody = {
  path: "/stocks/small-cap",
  lastReviewed: "2026-11-22",
  sources: [
    {
      title: "SEBI circular of 6 Oct 2017: categorisation and rationalisation of mutual fund schemes",
      url: "https://www.sebi.gov.in/legal/circulars/oct-2017/categorization-and-rationalization-of-mutual-fund-schemes_36199.html",
    },
    {
      title: "AMFI: half-yearly categorisation of stocks by market capitalisation",
      url: "https://www.amfiindia.com/research-information/other-data/categorization-of-stocks",
    },
    {
      title: "NSE: Nifty 50 index",
      url: "https://www.nseindia.com/products-services/indices-nifty50-index",
    },
    { title: "BSE: investors", url: "https://www.bseindia.com/investors" },
    {
      title: "Income Tax Department tutorial: long-term capital gains",
      url: "https://incometaxindia.gov.in/Tutorials/15-%20LTCG.pdf",
    },
  ],
  sections: [
    {
      id: "what-counts-as-small-cap",
      heading: "What counts as a small cap",
      blocks: [
        {
          type: "p",
          text: "SEBI's market-cap rules rank every listed company by full **market capitalisation** (share price × number of shares). The top 100 are [large caps](/stocks/large-cap), the 101st to 250th are [mid caps](/stocks/mid-cap), and **every company from the 251st onward is a small cap**. AMFI publishes the ranked list every six months, and SEBI's categorisation circular of 26 February 2026 kept these buckets unchanged from 2017.",
        },
        {
          type: "p",
          text: 'So "small cap" is a huge and mixed group: thousands of companies, from sizeable, well-run firms just below the mid-cap line to tiny **micro caps** whose shares barely trade. The **Nifty Smallcap 250** index covers only the bigger end of the group, roughly the 251st to 500th companies. Anything smaller is sometimes called a micro cap, and very low-priced, thinly traded shares are often called **penny stocks**.',
        },
      ],
    },
    {
      id: "what-small-caps-look-like",
      heading: "What small caps typically look like",
      blocks: [
        {
          type: "p",
          text: "Small caps include young businesses with a new idea, niche manufacturers, regional lenders, and cyclical firms whose profits rise and fall with commodity prices or government orders. A few will grow into tomorrow's large caps. Many will stay small, and some will fail or be found to have unreliable accounts.",
        },
        {
          type: "list",
          items: [
            "**Business maturity:** shorter track records, one or two products or customers, less access to cheap borrowing.",
            "**Liquidity:** low trading volumes and wide gaps between buy and sell prices; selling even a few lakh rupees of a thinly traded share can move its price.",
            "**Volatility:** the widest range of outcomes of the three buckets, including falls of 50% to 90% in individual shares and long periods of neglect.",
            "**Information:** few or no analyst reports, so you rely on the company's own filings and your reading of the management.",
          ],
        },
        {
          type: "p",
          text: "**History:** our reference data covers only large-cap indices (the Nifty 50 and Sensex), so this page quotes no small-cap return figures. Small caps have generally fallen further than large caps in broad sell-offs, and their good years and bad years both tend to be extreme. For scale, the Nifty 50 itself fell 51.79% in calendar 2008. For actual small-cap index history, read NSE's Nifty Smallcap 250 factsheet and note the period it covers.",
        },
      ],
    },
    {
      id: "liquidity-and-circuits",
      heading: "Liquidity, price bands and circuits",
      blocks: [
        {
          type: "p",
          text: "Shares without futures and options contracts, which includes almost all small caps, have a daily **price band** (also called a circuit limit) of 2%, 5%, 10% or 20%, set by the exchange. Risky or illiquid shares get tighter bands. When a share hits its **lower circuit**, sellers queue at that price and there may be no buyers at all, so you cannot get out that day, and the same can repeat for days.",
        },
        {
          type: "p",
          text: "Exchanges also place some shares under **surveillance frameworks** (such as ASM and GSM) after unusual price moves, which can mean higher margins, restrictions on how often a share trades or settlement on a trade-for-trade basis. Check whether a share is on these lists on the NSE or BSE website before buying.",
        },
        {
          type: "example",
          title: "Illustrative: stuck at the lower circuit (Konkan Agro Foods Ltd, fictional)",
          lines: [
            "Your portfolio is ₹10,00,000. You buy 250 shares of Konkan Agro Foods at ₹200 = ₹50,000, or 5% of the portfolio. The share has a 5% price band.",
            "The auditor resigns. Day 1 the share locks at the lower circuit: ₹200 × 0.95 = **₹190**. Day 2: ₹180.50. Day 3: about ₹171.48. Day 4: about ₹162.90. Almost nothing trades; your sell order waits unfilled.",
            "Value after four days: 250 × ₹162.90 ≈ **₹40,725**, and you have had no chance to sell.",
            "Over the next months the share drifts to ₹80. Value = 250 × ₹80 = ₹20,000; loss = **₹30,000**, which is 3% of your portfolio. To get back to ₹200 the share must rise **150%**.",
            "Had you put 25% of the portfolio (₹2,50,000, or 1,250 shares) into it, the same fall would cost 1,250 × ₹120 = **₹1,50,000**, or 15% of everything you own.",
            "Lesson: in small caps, position size decides how much one bad company can hurt you.",
          ],
        },
      ],
    },
    {
      id: "governance-and-sme",
      heading: "Governance red flags and SME shares",
      blocks: [
        {
          type: "p",
          text: "With little outside scrutiny, **corporate governance** matters more in small caps than anywhere else. Warning signs worth checking in the annual report and exchange filings:",
        },
        {
          type: "list",
          items: [
            "Promoters pledging a large part of their shares, or selling steadily.",
            "An auditor resigning mid-term, or qualified audit opinions.",
            "Large related-party transactions, loans to group companies, or money parked in unclear investments.",
            "Reported profits that never turn into operating cash flow; receivables growing much faster than sales.",
            "Frequent share issues, splits and bonus issues with little business progress.",
            "Tips on social media, messaging groups or unsolicited calls. Pump-and-dump schemes favour small, thinly traded shares. Paid advice must come from a SEBI-registered investment adviser or research analyst.",
          ],
        },
        {
          type: "table",
          caption: "SME platform versus mainboard listing",
          columns: ["Point", "SME platform (NSE Emerge, BSE SME)", "Mainboard (NSE, BSE)"],
          rows: [
            [
              "Listing requirements",
              "Lighter, for small and medium enterprises",
              "Stricter size, track-record and disclosure rules",
            ],
            [
              "How shares trade",
              "In fixed lots, often worth lakhs of rupees each",
              "Any number of shares, from one",
            ],
            ["Liquidity", "Usually very thin", "Varies; good for most larger companies"],
            [
              "Information",
              "Less frequent reporting and little coverage",
              "Quarterly results and more scrutiny",
            ],
            [
              "Risk",
              "Very high; SEBI has tightened rules after concerns over inflated financials and price manipulation",
              "Depends on the company",
            ],
          ],
          note: "A sharp rise in an SME share's price says nothing about the quality of the business. Treat SME IPOs and SME shares as the riskiest corner of the market; check current SEBI rules on sebi.gov.in before applying.",
        },
      ],
    },
    {
      id: "how-to-invest",
      heading: "Ways to invest in small caps",
      blocks: [
        {
          type: "table",
          caption: "Three routes and what each demands of you",
          columns: ["Route", "Diversification", "Effort", "Main watch-out"],
          rows: [
            [
              "Direct shares",
              "Only as much as you build",
              "High: filings, governance checks, patience",
              "One failure can wipe out a holding; liquidity when selling",
            ],
            [
              "Nifty Smallcap 250 index fund or ETF",
              "About 250 companies",
              "Low",
              "Holds weak companies too; ETF trading volumes can be thin, so check the bid-ask spread",
            ],
            [
              "Active small cap fund",
              "Usually dozens of companies",
              "Low",
              "Fund size: a very large fund may struggle to buy or sell small shares without moving prices",
            ],
          ],
        },
        {
          type: "list",
          items: [
            "**Direct shares** need a demat and trading account with a SEBI-registered broker, plus real research; start with our guide to [picking stocks](/guides/picking-stocks) and the [stocks overview](/investments/stocks). Use limit orders, never market orders, in thinly traded shares.",
            "**Index funds and ETFs** give the whole Nifty Smallcap 250 at a base expense ratio capped at {{fact:mf-index-ber-cap}} from 1 April 2026. See [index investing](/strategies/index-investing).",
            "**Active small cap funds** must keep at least **65%** in small caps ({{fact:mf-category-thresholds-note}}). **Multi cap funds** hold at least 25% each in large, mid and small caps. Some small cap funds have limited fresh lump-sum investment at times, and these funds publish periodic stress tests on how quickly they could sell part of their portfolio. Compare categories on our [equity funds](/funds/equity-funds) page.",
          ],
        },
        {
          type: "callout",
          tone: "tip",
          title: "Use a SIP, not a lump sum, to build a small-cap position",
          text: "Spreading purchases over months or years reduces the risk of putting everything in at a peak. SEBI's ₹250 Chhoti SIP cannot be used for small-cap schemes, but ordinary SIPs can; see what regular amounts could become in the [SIP calculator](/calculators/sip).",
        },
      ],
    },
    {
      id: "tax-and-losses",
      heading: "Tax, costs and losses",
      blocks: [
        equityTaxTable("How small-cap shares and funds are taxed (tax year 2026-27)"),
        {
          type: "list",
          items: [
            "**STT** of {{fact:stt-delivery}} on both buy and sell of delivery trades. For small orders, the flat DP charge on each sale also matters.",
            "**Losses** are common in small caps. A short-term capital loss can be set off against short- or long-term gains, a long-term loss only against long-term gains, and unused losses carry forward for 8 years if you file your return by the due date. In the example above, selling within 12 months gives a ₹30,000 short-term loss to use this way. More in [investment losses](/resources/investment-losses).",
          ],
        },
      ],
    },
    {
      id: "portfolio-share",
      heading: "How much of a portfolio might be in small caps",
      blocks: [
        {
          type: "table",
          caption: "Illustrative small-cap share of the equity portion (education, not advice)",
          columns: ["Horizon and stage", "Small caps", "For context: large caps", "Mid caps"],
          rows: [
            ["Goal 5 to 7 years away", "0%", "80-100%", "0-20%"],
            ["Goal 7 to 10 years away", "0-10%", "60-80%", "15-30%"],
            [
              "10 years or more, e.g. a 25 to 40 year old saving for retirement",
              "10-20%",
              "50-70%",
              "20-30%",
            ],
            ["Near or in retirement, drawing an income", "0-5%", "80-100%", "0-20%"],
          ],
          note: "NiveshShala's teaching ranges, not a SEBI rule or personal advice. Only money you will not need for at least seven to ten years belongs in small caps.",
        },
        {
          type: "p",
          text: "If you buy individual small caps, a common discipline is to cap each one at a small slice of your portfolio, for example 2% to 5%, so that a single failure, as in the Konkan Agro example, costs only a few per cent of your wealth. Beginners usually get small-cap exposure more safely through a diversified fund.",
        },
      ],
    },
  ],
  faqs: [
    {
      question: "Are small caps the same as penny stocks?",
      answer:
        "No. Small cap is a SEBI rank (251st company onward) and includes many sizeable, well-run businesses. Penny stocks are very low-priced, thinly traded shares, usually at the tiny end of the small-cap group, and are favourite targets for pump-and-dump schemes.",
    },
    {
      question: "What happens if a share is stuck at the lower circuit?",
      answer:
        "It cannot trade below that day's band, and if there are no buyers your sell order simply waits. Small, illiquid shares can stay locked for several days after bad news.",
    },
    {
      question: "Have small caps beaten large caps historically?",
      answer:
        "Our reference data has no small-cap index series, so we make no such claim. Results swing widely with the period chosen; check NSE's Nifty Smallcap 250 factsheet and note the dates.",
    },
    {
      question: "Should I apply for SME IPOs?",
      answer:
        "Treat them as very high risk: listing rules are lighter, minimum investments are large and the shares can be hard to sell. Read the offer document and SEBI's current rules, and invest only money you could lose entirely.",
    },
    {
      question: "How long should I hold a small cap fund?",
      answer:
        "At least seven to ten years, invested through a SIP where possible, and in an amount small enough that a 50% fall would not force you to sell.",
    },
  ],
  related: [
    "/stocks/large-cap",
    "/stocks/mid-cap",
    "/guides/picking-stocks",
    "/funds/equity-funds",
    "/resources/investment-losses",
  ],
};
