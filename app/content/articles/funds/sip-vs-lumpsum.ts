import type { ArticleBody } from "../../types.ts";

export const sipVsLumpsumPage: ArticleBody = {
  path: "/funds/sip-vs-lumpsum",
  lastReviewed: "2026-11-22",
  sources: [
    {
      title: "AMFI investor corner: knowledge centre",
      url: "https://www.amfiindia.com/investor-corner/knowledge-center",
    },
    { title: "NSE: Nifty 50 index", url: "https://www.nseindia.com/products-services/indices-nifty50-index" },
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
      id: "two-ways-to-invest",
      heading: "Two ways to put money into a fund",
      blocks: [
        {
          type: "p",
          text: "A **lumpsum** investment puts a large amount into a mutual fund in one go, for example a bonus, a maturing FD or an inheritance. A **systematic investment plan (SIP)** invests a fixed amount on a fixed date every month through an auto-debit from your bank. Both buy units of the same fund at the same NAV on the day the money goes in; the only difference is timing.",
        },
        {
          type: "p",
          text: "That makes the question narrower than it sounds. If you earn a salary and save from it each month, a SIP is simply how you invest; there is no lump sum to compare. The real choice arises only when you already **have** a large amount in hand and wonder whether to invest it all today or spread it out.",
        },
        {
          type: "table",
          caption: "SIP and lumpsum at a glance",
          columns: ["Point", "SIP", "Lumpsum"],
          rows: [
            [
              "Money needed",
              "A fixed monthly amount (₹100 to ₹1,000 minimums are common; ₹250 under SEBI's small-ticket SIP)",
              "The whole amount up front",
            ],
            [
              "Time your money spends invested",
              "Early rupees invested for long, later rupees for a short time",
              "Every rupee invested from day one",
            ],
            ["Entry price", "Averaged over many months", "One day's NAV"],
            ["Worst feeling", "Missing a rally while money waits", "Investing just before a crash"],
            [
              "Fits best",
              "Regular income, building a habit",
              "A windfall, when you can stomach short-term falls",
            ],
          ],
        },
      ],
    },
    {
      id: "what-history-shows",
      heading: "What 30 years of Nifty 50 data show",
      blocks: [
        {
          type: "p",
          text: "We replayed both methods through real month-end closes of the **Nifty 50**, from December 1995 to December 2025. For every possible 10-year window starting in a different month, we compared (a) **₹6,00,000 invested at once** with (b) **₹5,000 a month for 120 months**, which adds up to the same ₹6,00,000. Each purchase happens at a month-end close and both are valued at the close 120 months after the first rupee went in. That gives 241 overlapping windows: the first runs from end-December 1995 to end-December 2005, the last from end-December 2015 to end-December 2025.",
        },
        {
          type: "table",
          caption: "₹6 lakh lumpsum vs ₹5,000 a month SIP, all 241 ten-year windows (Nifty 50 price index)",
          columns: ["Measure", "Lumpsum ₹6,00,000", "SIP ₹5,000 × 120"],
          rows: [
            ["Ended with more money", "**239 of 241 windows (99.2%)**", "2 of 241 windows (0.8%)"],
            ["Median final value", "₹20,20,761", "₹11,69,930"],
            ["Median annual return", "12.91% (CAGR)", "12.81% (XIRR)"],
            ["Worst window: Mar 2010 to Mar 2020", "₹9,82,768 (5.06% a year)", "₹7,07,488 (3.24% a year)"],
            [
              "Best window for lumpsum: Apr 2003 to Apr 2013",
              "₹38,09,346 (20.30% a year)",
              "₹11,46,049 (12.43% a year)",
            ],
            [
              "Best window for SIP: Dec 1997 to Dec 2007",
              "₹34,12,229 (18.98% a year)",
              "₹25,45,051 (27.23% a year)",
            ],
            ["Windows ending below ₹6,00,000 invested", "None", "None"],
          ],
          note: "Our own calculation from month-end Nifty 50 closes (NSE data, compiled in our market-history reference). The Nifty 50 here is a **price index: it leaves out dividends**, and the figures ignore expense ratios, exit loads and tax. Over 2006-2025 the Nifty 50 total-return index, which adds dividends, beat the price index by about 1.4 percentage points a year on average; a real index fund would also pay its expense ratio. The median lumpsum and median SIP come from different windows. Past results do not predict future ones.",
        },
        {
          type: "p",
          text: "The only two windows where the SIP finished ahead both started just before the 2008 crash. From end-December 2007 to end-December 2017, the SIP grew to **₹10,86,322** against the lumpsum's **₹10,29,293**, an edge of ₹57,029. From end-October 2007 to end-October 2017 it was ₹10,73,837 against ₹10,50,932. Even the worst window, which ended in the March 2020 Covid fall, left both approaches above the ₹6 lakh invested.",
        },
        {
          type: "callout",
          tone: "info",
          title: "Try it yourself",
          text: "The [SIP market simulation](/tools/sip-simulation) runs a monthly SIP of your choice through thousands of histories built from the same Nifty 50 months (with dividends added back), plus debt and gold, and shows the whole range of outcomes rather than one window.",
        },
      ],
    },
    {
      id: "why-lumpsum-usually-wins",
      heading: "Why lumpsum usually ends with more",
      blocks: [
        {
          type: "p",
          text: "The reason is time in the market, not cleverness. In a market that rises over most 10-year periods, money invested for ten years usually grows more than money invested for, on average, about five. With a lumpsum every rupee works for the full 120 months; with a SIP, the last instalment is invested for just one month.",
        },
        {
          type: "p",
          text: "Look at the **rate** of return instead of the final amount and the picture evens out. The SIP's annualised return (its **XIRR**, which allows for each instalment's date) was higher than the lumpsum's annual growth rate in **146 of 241 windows (60.6%)**. The medians were almost identical: 12.81% for the SIP, 12.91% for the lumpsum. So a SIP is not a worse investment per rupee; it simply has fewer rupees invested for fewer months.",
        },
        {
          type: "p",
          text: "Our headline comparison also assumes the SIP investor's waiting money earns nothing. Suppose instead you had ₹6 lakh on day one, kept the undrawn part in a deposit at an **assumed 6% a year**, and fed the SIP from it. The lumpsum still finished ahead in **226 of 241 windows (93.8%)**, and the median SIP-plus-deposit total rose to ₹14,28,117. The 6% is an assumption for illustration, not a historical rate.",
        },
      ],
    },
    {
      id: "rupee-cost-averaging",
      heading: "Rupee-cost averaging, with a small example",
      blocks: [
        {
          type: "p",
          text: "**Rupee-cost averaging** means a fixed rupee amount buys more units when the NAV is low and fewer when it is high. Your average cost per unit therefore ends up below the simple average of the prices. In our Nifty data this held in all 241 windows; the median SIP paid 10.71% less per unit than the average month-end price over its ten years.",
        },
        {
          type: "example",
          title: "Four months, ₹10,000 a month (made-up NAVs, illustration only)",
          lines: [
            "**Scenario A: prices fall, then partly recover.** NAVs: ₹100, ₹80, ₹50, ₹80.",
            "Units bought: 10,000 ÷ 100 = 100; 10,000 ÷ 80 = 125; 10,000 ÷ 50 = 200; 10,000 ÷ 80 = 125. Total **550 units** for ₹40,000.",
            "Average cost = ₹40,000 ÷ 550 = **₹72.73**, below the simple average NAV of (100 + 80 + 50 + 80) ÷ 4 = ₹77.50.",
            "Value at the end: 550 × ₹80 = **₹44,000**. A ₹40,000 lumpsum in month 1 bought 400 units, now worth 400 × ₹80 = **₹32,000**. The SIP wins.",
            "**Scenario B: prices rise steadily.** NAVs: ₹100, ₹110, ₹120, ₹130.",
            "Units: 100 + 90.91 + 83.33 + 76.92 = **351.17 units**; average cost ₹113.91. Value: 351.17 × ₹130 = **₹45,652**.",
            "The ₹40,000 lumpsum: 400 units × ₹130 = **₹52,000**. The lumpsum wins by ₹6,348.",
          ],
        },
        {
          type: "p",
          text: "Averaging is not a trick that beats the market. It helps when prices fall after you start and hurts when they climb, and Indian equity has climbed over most long periods in our data. What it reliably does is remove the risk of putting everything in at a single bad price.",
        },
      ],
    },
    {
      id: "where-sip-earns-its-place",
      heading: "Where SIP earns its place: cash flow, regret and timing risk",
      blocks: [
        {
          type: "p",
          text: "Averages hide how a bad start feels. The worst 12 months for a lumpsum in our data began at end-November 2007: **₹6,00,000 was worth ₹2,86,853 a year later**, a paper loss of over ₹3.1 lakh. A SIP started the same month had put in ₹60,000, which was worth ₹36,393: the same kind of fall, but a much smaller rupee loss. On month-end closes, the Nifty 50 fell 55.1% from its December 2007 peak to November 2008.",
        },
        {
          type: "p",
          text: "An investor who panics and sells after such a fall locks in the loss and misses the recovery. Ten years on, that November 2007 lumpsum was worth ₹10,64,757, and the SIP ₹10,58,820. Both came through only for people who stayed invested. A method you can stick with beats a better method you abandon.",
        },
        {
          type: "list",
          items: [
            "**Salaried cash flows.** Most people earn monthly, so a SIP matches income and builds the habit automatically.",
            "**Less regret.** If the market falls next month, the SIP investor buys cheaper units; the lumpsum investor watches a large sum shrink.",
            "**No timing decision.** You never have to decide whether today is a good day to invest.",
            "**Flexibility.** You can pause, raise or stop a SIP; it is not a contract or a fixed-return product.",
          ],
        },
      ],
    },
    {
      id: "stp-middle-path",
      heading: "STP: a middle path for a lump sum",
      blocks: [
        {
          type: "p",
          text: "A **systematic transfer plan (STP)** parks the lump sum in a liquid or short-term debt fund and moves a fixed amount into an equity fund every month, within the same fund house. You spread your entry like a SIP, while the money waiting its turn still earns a little interest. See [STP](/resources/mutual-fund-terminologies#term-stp) in our glossary.",
        },
        {
          type: "p",
          text: "We tested a 12-month spread: ₹6,00,000 moved into the Nifty in 12 instalments of ₹50,000, with the waiting money assumed to earn nothing (a liquid fund would add a little). Over the same 241 ten-year windows, the one-shot lumpsum ended ahead in **151 (62.7%)**, and the median shortfall of the 12-month spread was **4.9%** of the lumpsum's final value. Starting at end-December 2007, however, the spread finished at **₹14,90,777 against ₹10,29,293**.",
        },
        {
          type: "callout",
          tone: "tip",
          title: "How long to spread?",
          text: "The longer the STP, the more it behaves like a SIP and the more return you usually give up in a rising market. A spread of 6 to 12 months is one reasonable compromise. Each transfer is a redemption from the debt fund, so any gain there is taxed at your slab rate.",
        },
      ],
    },
    {
      id: "tax-is-the-same",
      heading: "Tax: the same rules, applied instalment by instalment",
      blocks: [
        {
          type: "p",
          text: "Tax does not favour either method. For equity-oriented funds, gains on units held **more than 12 months** are long-term and taxed at **{{fact:equity-ltcg-rate}}** on total equity gains above **{{fact:equity-ltcg-exemption}} a year** (section 198 of the Income-tax Act, 2025; section 112A of the 1961 Act). Units held 12 months or less give short-term gains taxed at **{{fact:equity-stcg-rate}}** (section 196, earlier 111A). Before 23 July 2024 the rates were 10% (above ₹1 lakh) and 15%. Add {{fact:cess-rate}} cess.",
        },
        {
          type: "p",
          text: "The difference is in the holding period. A lumpsum has one purchase date; **each SIP instalment has its own**. When you redeem, units go out **first in, first out (FIFO)**: the oldest units are sold first. A partial redemption from a long-running SIP therefore usually uses long-term units, but if you redeem everything, the last 12 instalments are always short term.",
        },
        {
          type: "example",
          title: "FIFO on a SIP (illustrative dates)",
          lines: [
            "You invest ₹5,000 on the 10th of every month from 10 May 2026 and redeem **all** units on 15 August 2027: 16 instalments.",
            "The 4 instalments of May to August 2026 have been held more than 12 months: **long-term**, {{fact:equity-ltcg-rate}} above the yearly {{fact:equity-ltcg-exemption}} exemption.",
            "The 12 instalments of September 2026 to August 2027 are **short-term**: 20% on their gains.",
            "Redeem only a small part instead, and FIFO takes the May 2026 units first, so that sale is long-term.",
            "A single ₹80,000 lumpsum made on 10 May 2026 and sold on 15 August 2027 would be long-term in full.",
          ],
        },
        {
          type: "callout",
          tone: "tip",
          text: "If you plan to redeem everything for a goal, stopping fresh instalments about a year before you need the money lets every unit become long-term first. More in [income tax](/resources/income-tax).",
        },
      ],
    },
    {
      id: "how-to-choose",
      heading: "How to choose",
      blocks: [
        {
          type: "list",
          items: [
            "**Investing from salary each month?** Use a SIP. In our data no ten-year SIP window ended below the amount invested, and it needs no timing.",
            "**Holding a lump sum for a goal 10 or more years away, and able to sit through a 50% paper fall?** History favours investing it at once.",
            "**Holding a lump sum but afraid of a crash next month?** An STP over 6 to 12 months costs a little in most periods and protects against the worst start.",
            "**Need the money within about five years?** The question is not SIP or lumpsum but whether equity suits at all; see [equity funds](/funds/equity-funds) for the risks.",
          ],
        },
        {
          type: "p",
          text: "Try your own numbers with the [SIP calculator](/calculators/sip) and the [lumpsum calculator](/calculators/lumpsum). They use a fixed assumed return, so they show the effect of time invested, not market ups and downs; the simulation linked above shows those.",
        },
      ],
    },
  ],
  faqs: [
    {
      question: "Does a SIP give better returns than a lumpsum?",
      answer:
        "Not in final rupees, most of the time. In 239 of 241 ten-year windows of Nifty 50 data (1995 to 2025), ₹6 lakh invested at once ended above ₹5,000 a month for ten years. Per rupee, though, the SIP's annual return (XIRR) was higher in about 61% of windows; it ends with less mainly because its money spends less time invested.",
    },
    {
      question: "Is it a bad idea to invest a lumpsum when the market is at a high?",
      answer:
        "Not necessarily. In our Nifty data, 50 of the ten-year windows began at a record month-end close; the lumpsum still beat the SIP in 48 of them, with a median growth of 11.77% a year. The two exceptions began in late 2007, just before the crash. If a fall like that would make you sell, spread the money over 6 to 12 months with an STP.",
    },
    {
      question: "Should I stop my SIP when the market falls?",
      answer:
        "A fall is when a SIP buys the most units for the same rupees. Stopping then gives up the main benefit of rupee-cost averaging. Pause only if your own cash flow needs it.",
    },
    {
      question: "Are SIP and lumpsum taxed differently?",
      answer:
        "No. The same equity fund rules apply: {{fact:equity-stcg-rate}} on short-term gains and {{fact:equity-ltcg-rate}} on long-term gains above {{fact:equity-ltcg-exemption}} a year. Each SIP instalment has its own 12-month clock, and redemptions follow first in, first out.",
    },
    {
      question: "Do these results include dividends?",
      answer:
        "No. They use the Nifty 50 price index, which leaves out dividends, and ignore fund costs and tax. Dividends would raise both results, and slightly favour whichever money stays invested longer.",
    },
  ],
  related: [
    "/calculators/sip",
    "/calculators/lumpsum",
    "/tools/sip-simulation",
    "/funds/equity-funds",
    "/strategies/index-investing",
  ],
};
