import { equityTaxRows } from "../../shared/equity-tax.ts";
import type { ArticleBody } from "../../types.ts";

export const largeCapPage: ArticleBody = {
  path: "/stocks/large-cap",
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
    {
      title: "SEBI introduces new mutual fund categorisation (StudyCafe, on the 26 February 2026 circular)",
      url: "https://studycafe.in/sebi-introduces-new-mutual-fund-categorization-and-rationalisation-schemes-411573.html",
    },
  ],
  sections: [
    {
      id: "what-counts-as-large-cap",
      heading: "What counts as a large cap",
      blocks: [
        {
          type: "p",
          text: "**Market capitalisation** is a company's share price multiplied by the number of shares it has issued. A company with 100 crore shares trading at ₹1,500 has a market cap of ₹1,50,000 crore. It measures how big the market thinks the company is, not how profitable or safe it is.",
        },
        {
          type: "p",
          text: "SEBI's rule for mutual funds fixes the size buckets by **rank**, not by a rupee cut-off. **Large caps** are the 1st to 100th companies by full market capitalisation, **mid caps** the 101st to 250th, and **small caps** the 251st onward. **AMFI** (the mutual fund industry body) publishes the ranked list every six months, so a company can move between buckets as its share price changes.",
        },
        {
          type: "p",
          text: "These definitions date from SEBI's October 2017 categorisation circular. SEBI's new categorisation circular of **26 February 2026** replaced the old framework for scheme categories but kept the same three market-cap buckets. Brokers and websites sometimes use their own rupee thresholds; when you read \"large cap\" in a fund document, it means the AMFI top-100 list.",
        },
      ],
    },
    {
      id: "what-large-caps-look-like",
      heading: "What large caps typically look like",
      blocks: [
        {
          type: "p",
          text: "Large caps are usually **mature businesses**: market leaders in banking, IT services, energy, consumer goods, autos or telecom, with long track records and many years of published accounts. Many analysts and institutions follow them, so news reaches the price quickly. They are the companies you will find in the **Nifty 50** and the **Sensex** (30 companies).",
        },
        {
          type: "p",
          text: 'Their shares are **highly liquid**: crores of rupees change hands every minute, so an ordinary investor can buy or sell at close to the quoted price. They are steadier than smaller companies, but "steadier" is relative. In a bad year the whole large-cap index has halved, as the figures below show.',
        },
        {
          type: "table",
          caption: "Large, mid and small caps compared (typical traits, not rules)",
          columns: ["Trait", "Large cap", "Mid cap", "Small cap"],
          rows: [
            ["SEBI rank by full market cap", "1st to 100th", "101st to 250th", "251st onward"],
            ["Number of companies", "100", "150", "Everything else: thousands"],
            [
              "Business stage",
              "Established leaders, often diversified",
              "Established but still growing; some future leaders",
              "Young, niche or cyclical firms, plus many weak ones",
            ],
            [
              "Liquidity",
              "Very high; easy to trade",
              "Good in most, thinner in some",
              "Often thin; can be hard to sell in a fall",
            ],
            ["Price swings", "Lowest of the three", "Higher", "Highest, with the deepest falls"],
            [
              "Information",
              "Heavy analyst coverage",
              "Moderate coverage",
              "Little coverage; governance checks matter more",
            ],
            [
              "Broad index to track",
              "Nifty 50, Nifty Next 50, Sensex",
              "Nifty Midcap 150",
              "Nifty Smallcap 250",
            ],
          ],
          note: "More detail on the other two buckets: [mid-cap stocks](/stocks/mid-cap) and [small-cap stocks](/stocks/small-cap).",
        },
      ],
    },
    {
      id: "track-record",
      heading: "What the Nifty 50 and Sensex record shows",
      blocks: [
        {
          type: "p",
          text: "Our reference data covers the large-cap indices only: Sensex price returns from 1980, Nifty 50 price returns from 1996 and the **Nifty 50 Total Returns Index (TRI)**, which adds back dividends, from 2006. All figures are calendar-year returns in rupees, before costs and tax.",
        },
        {
          type: "table",
          caption: "Large-cap index history (computed from calendar-year returns)",
          columns: [
            "Measure",
            "Nifty 50 TRI (2006-2025)",
            "Nifty 50 price (1996-2025)",
            "Sensex price (1980-2025)",
          ],
          rows: [
            ["Long-run growth (CAGR)", "{{fact:nifty-tri-cagr}} a year", "11.85% a year", "15.37% a year"],
            ["Worst calendar year", "2008: −{{fact:nifty-tri-2008}}", "2008: −51.79%", "2008: −52.45%"],
            ["Best calendar year", "2009: +{{fact:nifty-tri-2009}}", "2009: +75.76%", "1985: +93.98%"],
            ["Calendar years with a loss", "3 of 20", "7 of 30", "10 of 46"],
          ],
          note: "At {{fact:nifty-tri-cagr}} a year, ₹1 lakh tracking the Nifty 50 TRI from the end of 2005 grew to about ₹11.73 lakh by the end of 2025. Consumer prices rose about 6.5% a year over the same 20 years. The Sensex figure includes the very different pre-1991 market. Past returns do not predict future ones.",
        },
        {
          type: "p",
          text: "The month-end Nifty 50 closes show how deep and long a fall can be. From 6,138.60 at the end of December 2007 the index dropped to 2,755.10 at the end of November 2008, a fall of about 55%, and it did not close a month above its December 2007 level until October 2013. In 2020 it fell about 29% from December 2019 to March 2020 and was back above its old level by November 2020.",
        },
        {
          type: "example",
          title: "Illustrative: ₹1 lakh through the 2008 crash (Nifty 50 TRI, no costs)",
          lines: [
            "Invested ₹1,00,000 at the end of 2007 in something that tracks the Nifty 50 TRI exactly (a real fund would lag slightly because of its expenses).",
            "End of 2008: 2008 return −51.27%, so ₹1,00,000 × 0.4873 = **₹48,730**.",
            "To get back to ₹1,00,000 from ₹48,730 needs a gain of ₹1,00,000 ÷ ₹48,730 − 1 = **105%**. A 50% fall needs a 100% rise to recover.",
            "End of 2009: +77.59%, so ₹48,730 × 1.7759 = **₹86,540**.",
            "End of 2010: +19.22%, so **₹1,03,173**: back above the starting amount after three calendar years, thanks partly to reinvested dividends.",
            "End of 2011: −23.81%, so **₹78,607**, below water again. End of 2012: +29.43%, so **₹1,01,741**.",
            "Lesson: even the 50 largest companies can take years to recover. Money needed within three to five years does not belong in equity, however large the companies.",
          ],
        },
      ],
    },
    {
      id: "how-to-invest",
      heading: "Ways to invest in large caps",
      blocks: [
        {
          type: "table",
          caption: "Three routes into large caps",
          columns: ["Route", "What you need", "What you own", "Main costs"],
          rows: [
            [
              "Direct shares",
              "Demat and trading account with a SEBI-registered broker",
              "The companies you choose",
              "Brokerage, STT of {{fact:stt-delivery}} on each side, DP charges, your research time",
            ],
            [
              "Index fund or ETF",
              "KYC; a demat account for ETFs only",
              "Every company in the index, at index weights",
              "Expense ratio, capped at {{fact:mf-index-ber-cap}} (base) from 1 April 2026",
            ],
            [
              "Active large cap fund",
              "KYC and a fund-house or platform account",
              "A manager's selection, mostly large caps",
              "Expense ratio, capped at 2.10% (base) on the first ₹500 crore of assets",
            ],
          ],
          note: "Statutory levies such as GST and STT are charged on top of the base expense ratio under SEBI's 2026 mutual fund rules. Direct plans cost less than regular plans.",
        },
        {
          type: "list",
          items: [
            "**Direct shares.** Owning 10 to 15 large companies across different sectors gives reasonable spread, but you must follow results, debt and management. Our guide to [picking stocks](/guides/picking-stocks) explains the basics, and the [stocks overview](/investments/stocks) covers accounts and charges.",
            "**Index funds and ETFs.** Funds tracking the **Nifty 50** (the 50 largest and most traded companies), the **Sensex** (30), the **Nifty Next 50** (the next 50 in size) or the **Nifty 100** (both together) are the simplest way in. There is no stock picking, costs are low, and you get the market's return minus a small tracking gap. See [index investing](/strategies/index-investing).",
            "**Active large cap funds** must keep at least **80%** in large caps under the 2017 category rules. **Large and mid cap funds** must keep at least 35% each in large and mid caps, and **flexi cap funds** at least 65% in equity of any size. {{fact:mf-category-thresholds-note}}. Compare categories on our [equity funds](/funds/equity-funds) page.",
          ],
        },
        {
          type: "callout",
          tone: "tip",
          title: "Why index funds are popular for large caps",
          text: "Large caps are the most researched shares in India, so prices tend to reflect public news quickly. That makes it hard for an active manager to beat the index consistently after charging a higher fee. Many investors therefore use a low-cost index fund for the large-cap core and take active bets, if at all, in smaller companies.",
        },
        {
          type: "p",
          text: "A monthly **SIP** (systematic investment plan) in a large-cap index fund spreads your buying across good and bad months. The [SIP calculator](/calculators/sip) shows how regular amounts could grow at a return you assume.",
        },
      ],
    },
    {
      id: "risks",
      heading: "Risks that still apply to large caps",
      blocks: [
        {
          type: "list",
          items: [
            "**Market-wide falls.** Large caps move with the economy, interest rates and global money flows. As the table shows, the Nifty 50 lost about half its value in 2008 and about a quarter in 2011.",
            "**Concentration.** A few very large companies, and a few sectors such as banking and IT, carry a big share of the Nifty 50. A bad patch for one sector moves the whole index.",
            "**Expensive valuations.** A great business bought at too high a price can give poor returns for years. Size is no protection against overpaying.",
            "**Single-company risk.** Individual large caps can and do fall sharply on fraud, regulation, technology shifts or bad acquisitions, and a company that shrinks drops out of the top 100.",
            "**Trading halts.** Most large caps have futures and options contracts and so no fixed daily price band. Instead, a 10%, 15% or 20% move in the Sensex or Nifty 50 triggers a **market-wide circuit breaker** that pauses all trading; the last such halts came in March 2020.",
          ],
        },
      ],
    },
    {
      id: "taxes-and-costs",
      heading: "Tax on large-cap shares and funds",
      blocks: [
        {
          type: "table",
          caption: "Tax on listed shares and equity funds (tax year 2026-27)",
          columns: ["Item", "Rule"],
          rows: [
            ...equityTaxRows,
            ["STT", "{{fact:stt-delivery}} of the value on both buy and sell of a delivery trade in shares"],
          ],
          note: "Add {{fact:cess-rate}} health and education cess. In the new regime the section 156 (old 87A) rebate cannot be used against tax on these special-rate gains.",
        },
        {
          type: "example",
          title: "Illustrative: selling shares of Company A (fictional)",
          lines: [
            "Bought for ₹4,00,000 (STT ₹400); sold 14 months later for ₹5,50,000 (STT ₹550). Gain = ₹1,50,000 before other charges.",
            "Held more than 12 months, so long-term. Taxable part = ₹1,50,000 − ₹1,25,000 = ₹25,000, assuming no other equity gains that year.",
            "Tax = 12.5% × ₹25,000 = ₹3,125, plus 4% cess ₹125 = **₹3,250**.",
            "Had you sold at 11 months: 20% × ₹1,50,000 = ₹30,000, plus cess ₹1,200 = **₹31,200**. Waiting past 12 months saved ₹27,950 here.",
          ],
        },
      ],
    },
    {
      id: "portfolio-share",
      heading: "How much of a portfolio might be in large caps",
      blocks: [
        {
          type: "p",
          text: "First decide how much of your money belongs in equity at all; that depends on your goals, horizon and ability to sit through falls. The table then shows teaching ranges for splitting the **equity part** between the three size buckets.",
        },
        {
          type: "table",
          caption: "Illustrative split of the equity portion by horizon (education, not advice)",
          columns: ["Horizon and stage", "Large caps", "Mid caps", "Small caps"],
          rows: [
            ["Goal 5 to 7 years away (keep total equity modest)", "80-100%", "0-20%", "0%"],
            ["Goal 7 to 10 years away", "60-80%", "15-30%", "0-10%"],
            [
              "10 years or more, e.g. a 25 to 40 year old saving for retirement",
              "50-70%",
              "20-30%",
              "10-20%",
            ],
            ["Near or in retirement, drawing an income", "80-100%", "0-20%", "0-5%"],
          ],
          note: "These are NiveshShala's illustrative teaching ranges, not a SEBI rule or personal advice. Money needed within about five years usually belongs in safer assets, not equity.",
        },
        {
          type: "p",
          text: "For most people, large caps are the **core** of the equity portion because they are the easiest to hold through a crisis. A plain Nifty 50 or Nifty 100 index fund can fill this role on its own.",
        },
      ],
    },
  ],
  faqs: [
    {
      question: "Is a large-cap share safe?",
      answer:
        "Safer than a small company, not safe. The Nifty 50 fell 51.79% in calendar 2008 and its month-end level took until October 2013 to recover. Hold large caps only with money you can leave for five years or more.",
    },
    {
      question: "How often does the large-cap list change?",
      answer:
        "AMFI publishes the ranked list every six months. A company that rises into the top 100 becomes a large cap, and one that slips below 100th becomes a mid cap, so funds may have to adjust their holdings.",
    },
    {
      question: "Nifty 50 or Sensex index fund: which is better?",
      answer:
        "Both hold the biggest Indian companies and their yearly returns have been very close. The Nifty 50 has 50 companies and the Sensex 30. Compare the expense ratio and tracking error of the specific fund rather than the index name.",
    },
    {
      question: "What is the Nifty Next 50?",
      answer:
        "The 50 companies that come after the Nifty 50 in size within the Nifty 100. They are still large caps, but generally smaller and more volatile than the top 50.",
    },
    {
      question: "Do I pay tax if I never sell?",
      answer:
        "Capital gains tax applies only when you sell. Dividends are taxed every year at your slab rate, with 10% TDS once one company pays you more than ₹10,000 in a year.",
    },
  ],
  related: [
    "/stocks/mid-cap",
    "/stocks/small-cap",
    "/strategies/index-investing",
    "/funds/equity-funds",
    "/investments/stocks",
  ],
};
