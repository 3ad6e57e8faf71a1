import { equityTaxTable } from "../../shared/equity-tax.ts";
import type { ArticleBody } from "../../types.ts";

export const midCapPage: ArticleBody = {
  path: "/stocks/mid-cap",
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
    { title: "NSE: Nifty 50 index", url: "https://www.nseindia.com/products-services/indices-nifty50-index" },
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
      id: "what-counts-as-mid-cap",
      heading: "What counts as a mid cap",
      blocks: [
        {
          type: "p",
          text: "Under SEBI's market-cap rules, **mid caps** are the 101st to 250th listed companies by full **market capitalisation** (share price × number of shares). The top 100 are [large caps](/stocks/large-cap) and everything from the 251st company onward is a [small cap](/stocks/small-cap). The buckets are fixed by rank, not by a rupee amount, so there are always exactly 150 mid caps.",
        },
        {
          type: "p",
          text: "**AMFI** publishes the ranked list every six months, and mutual funds use it to label their holdings. Because ranks move with share prices, a mid cap that does well can graduate to the large-cap list, and one that stumbles can drop into small caps. SEBI's categorisation circular of **26 February 2026** kept these three buckets unchanged from the 2017 framework.",
        },
      ],
    },
    {
      id: "what-mid-caps-look-like",
      heading: "What mid caps typically look like",
      blocks: [
        {
          type: "p",
          text: "A typical mid cap is an **established business that is still growing**: a regional bank, a specialty chemicals maker, a mid-sized IT firm, a consumer brand gaining share. It usually has a proven product and several years of accounts, but less scale, fewer product lines and less bargaining power than a market leader.",
        },
        {
          type: "p",
          text: "That middle position shows up in the shares. Mid caps have room to grow into large caps, which is the attraction. But analysts cover them less, institutions can move in and out in size, and trading volumes are lower, so prices tend to swing harder on results, rumours and market mood.",
        },
        {
          type: "table",
          caption: "Where mid caps sit between the other two buckets",
          columns: ["Trait", "Large cap", "Mid cap", "Small cap"],
          rows: [
            ["SEBI rank", "1st to 100th", "101st to 250th", "251st onward"],
            ["Business stage", "Mature leaders", "Established, still growing", "Young, niche or fragile"],
            ["Liquidity", "Very high", "Good in most, thin in some", "Often thin"],
            ["Typical price swings", "Lowest", "Higher", "Highest"],
            ["Index to track", "Nifty 50, Nifty 100", "Nifty Midcap 150", "Nifty Smallcap 250"],
            ["Active fund category minimum*", "80% in large caps", "65% in mid caps", "65% in small caps"],
          ],
          note: "*{{fact:mf-category-thresholds-note}}.",
        },
      ],
    },
    {
      id: "what-history-tells-us",
      heading: "What history can and cannot tell us here",
      blocks: [
        {
          type: "p",
          text: 'Our reference data covers only the large-cap indices (Nifty 50, Nifty 50 TRI and Sensex). We hold no verified year-by-year series for the Nifty Midcap 150 or any other mid-cap index, so this page quotes **no mid-cap return figures**. Be wary of any claim that mid caps "always" beat large caps: the answer depends heavily on the start and end dates chosen.',
        },
        {
          type: "p",
          text: "What we can say is qualitative. Mid caps have usually fallen harder than large caps in broad market sell-offs, and have often led the rebounds that followed. For scale, even the Nifty 50 lost 51.79% in calendar 2008 and 24.62% in 2011; a mid-cap holding should be planned on the assumption that its falls can be deeper than that. For actual index figures, read the factsheets NSE publishes for the Nifty Midcap 150.",
        },
      ],
    },
    {
      id: "how-to-invest",
      heading: "Ways to invest in mid caps",
      blocks: [
        {
          type: "list",
          items: [
            "**Direct shares.** You need a demat and trading account with a SEBI-registered broker. Mid caps reward research more than large caps because fewer people follow them, but they punish mistakes harder. Read [picking stocks](/guides/picking-stocks) first, and see the [stocks overview](/investments/stocks) for accounts and charges.",
            "**Index funds and ETFs on the Nifty Midcap 150.** The index holds the mid-cap band of companies, weighted by free-float market value. You get the whole segment at low cost (base expense ratio capped at {{fact:mf-index-ber-cap}} from 1 April 2026) with no manager risk. See [index investing](/strategies/index-investing).",
            "**Active mid cap funds** must keep at least **65%** in mid caps under the 2017 rules; the rest can go into large or small caps, debt or cash. **Large and mid cap funds** hold at least 35% in each of those two buckets, and **multi cap funds** at least 25% each in large, mid and small caps. Compare them on our [equity funds](/funds/equity-funds) page.",
          ],
        },
        {
          type: "callout",
          tone: "info",
          title: "Two rules specific to mid and small cap funds",
          text: "SEBI's small-ticket ₹250 \"Chhoti SIP\" cannot be used for mid-cap or small-cap schemes. And since 2024 these funds publish periodic **stress tests** showing roughly how many days they would need to sell a portion of their portfolio; the fund house's website has the latest figures.",
        },
      ],
    },
    {
      id: "worked-example",
      heading: "Worked example: a fall, a recovery and a SIP",
      blocks: [
        {
          type: "example",
          title: "Illustrative drawdown and recovery (hypothetical figures, not index data)",
          lines: [
            "You put ₹3,00,000 into a mid cap fund. Suppose a bad market knocks it down **45%**: ₹3,00,000 × 0.55 = **₹1,65,000**.",
            "To get back to ₹3,00,000 it must rise ₹3,00,000 ÷ ₹1,65,000 − 1 = **81.8%**, not 45%.",
            "If it then grows at an assumed 15% a year, recovery takes about 4.3 years (1.15 raised to 4.3 ≈ 1.82). At an assumed 10% a year it takes about 6.3 years.",
            "Suppose you finally sell for ₹4,50,000 after seven years. Gain = ₹1,50,000, long-term. Tax = 12.5% × (₹1,50,000 − ₹1,25,000) = ₹3,125, plus 4% cess = **₹3,250**, if you have no other equity gains that year.",
            "The 45% fall, the growth rates and the sale price are assumptions chosen to show the arithmetic. They are not forecasts or past mid-cap figures.",
          ],
        },
        {
          type: "example",
          title: "Illustrative: why a SIP helps in a volatile segment",
          lines: [
            "₹10,000 a month for five months while the NAV moves ₹100 → ₹80 → ₹60 → ₹80 → ₹100.",
            "Units bought: 100 + 125 + 166.67 + 125 + 100 = **616.67 units** for ₹50,000, an average cost of about ₹81.08 a unit.",
            "At the final NAV of ₹100 the holding is worth 616.67 × ₹100 = **₹61,667**, a gain of ₹11,667, even though the NAV only returned to where it started.",
            "This works only if you keep investing through the fall. Try your own figures in the [SIP calculator](/calculators/sip).",
          ],
        },
      ],
    },
    {
      id: "risks",
      heading: "Risks to weigh",
      blocks: [
        {
          type: "list",
          items: [
            "**Deeper drawdowns.** Expect larger and sometimes longer falls than large caps. The worked example shows how a 45% fall needs an 82% gain to recover.",
            "**Valuation swings.** In good times investors pay very high prices for mid-cap growth; when the mood turns, prices can fall even if profits hold up.",
            "**Liquidity.** Most mid caps trade reasonably, but the smaller ones can have thin order books, so large sell orders move the price. Use limit orders when buying or selling directly.",
            "**Business risk.** A mid-sized company may depend on one product, one customer or one region, and may borrow heavily to grow. Check debt and cash flow before buying.",
            "**Price bands.** Shares without futures and options contracts have a daily price band (commonly 2%, 5%, 10% or 20%), beyond which they cannot trade that day; a share locked at its lower band may find no buyers.",
            "**Category drift.** A fund's winners may grow into large caps, so the fund keeps selling them to stay within its mandate.",
          ],
        },
      ],
    },
    {
      id: "tax-and-costs",
      heading: "Tax and costs",
      blocks: [
        {
          type: "p",
          text: "Mid-cap shares and mid cap funds are taxed like all listed equity: what counts is how long you held them, not the size of the company.",
        },
        equityTaxTable("How mid-cap shares and funds are taxed (tax year 2026-27)"),
        {
          type: "p",
          text: "STT of {{fact:stt-delivery}} applies on both the buy and the sell side of delivery trades in shares. Active equity funds carry a base expense ratio capped at 2.10% on the first ₹500 crore of assets from 1 April 2026, falling as the fund grows; direct plans are cheaper than regular plans.",
        },
      ],
    },
    {
      id: "portfolio-share",
      heading: "How much of a portfolio might be in mid caps",
      blocks: [
        {
          type: "p",
          text: "Mid caps are usually a **satellite** to a large-cap core. Using NiveshShala's illustrative teaching ranges for the equity portion (not advice, and not a SEBI rule):",
        },
        {
          type: "list",
          items: [
            "Goal 5 to 7 years away: **0-20%** of the equity portion in mid caps, with total equity kept modest.",
            "Goal 7 to 10 years away: **15-30%**.",
            "10 years or more, e.g. a 25 to 40 year old saving for retirement: **20-30%**.",
            "Near or in retirement and drawing an income: **0-20%**.",
          ],
        },
        {
          type: "callout",
          tone: "tip",
          title: "Rebalance once a year",
          text: "After a strong run, mid caps can grow well beyond the share you planned. Trimming back to your target once a year locks in some gains; prefer selling units held more than 12 months to stay in the {{fact:equity-ltcg-rate}} bracket. The [asset allocation tool](/tools/asset-allocation) helps set the overall equity share.",
        },
      ],
    },
  ],
  faqs: [
    {
      question: "Do mid caps always beat large caps over the long run?",
      answer:
        "No. Over some periods they have, over others they have lagged badly. Our reference data has no mid-cap index series, so we quote no figures; check the Nifty Midcap 150 factsheet on nseindia.com for actual returns and note the period.",
    },
    {
      question: "How long should I hold a mid cap fund?",
      answer:
        "Plan for at least seven years. Falls of 40% or more cannot be ruled out, and recovering from them can take several years.",
    },
    {
      question: "Can a mid cap become a large cap?",
      answer:
        "Yes. AMFI re-ranks all listed companies every six months. A mid cap that climbs into the top 100 becomes a large cap, and a mid cap fund may then have to reduce it to stay within its rules.",
    },
    {
      question: "Is a large and mid cap fund the same as a mid cap fund?",
      answer:
        "No. A large and mid cap fund must hold at least 35% in each bucket under the 2017 rules, so it is steadier. A mid cap fund holds at least 65% in mid caps.",
    },
    {
      question: "Can I start a ₹250 SIP in a mid cap fund?",
      answer:
        "Not under SEBI's Chhoti SIP framework, which excludes mid-cap and small-cap schemes. Many funds accept ordinary SIPs from ₹100 to ₹1,000 a month; check the scheme's minimum.",
    },
  ],
  related: [
    "/stocks/large-cap",
    "/stocks/small-cap",
    "/funds/equity-funds",
    "/strategies/index-investing",
    "/calculators/sip",
  ],
};
