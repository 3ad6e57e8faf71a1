import type { CourseLesson } from "../../types.ts";

export const costsAndTaxesOfTradingLesson: CourseLesson = {
  id: "costs-and-taxes-of-trading",
  title: "Costs and taxes of trading: STT, charges, business income and losses",
  description:
    "The charges on an F&O or intraday trade, STT rates from 1 April 2026, how trading profits are taxed as business income, and the rules for losses.",
  lastReviewed: "2026-11-24",
  sections: [
    {
      id: "what-a-trade-costs",
      heading: "What every trade costs",
      blocks: [
        {
          type: "p",
          text: "Each trade carries charges your broker sets and charges that are the same at every broker. Your daily [contract note](/resources/stock-terminologies#term-contract-note) lists all of them. Our [brokers comparison guide](/guides/brokers-comparison) explains the broker-set fees; for a trader, these are the ones that matter most:",
        },
        {
          type: "list",
          items: [
            "**[Brokerage](/resources/stock-terminologies#term-brokerage)**: a flat fee per executed order or a percentage of the trade value, set by the broker. Every leg of a strategy is an order, opened and closed.",
            "**[STT](/resources/stock-terminologies#term-stt)** (securities transaction tax): set by the government, charged on turnover whether you gain or lose. Rates below.",
            "**[Exchange transaction charges](/resources/stock-terminologies#term-exchange-transaction-charges)** and the **SEBI turnover fee**: small percentages of turnover, different for futures and options; shown on the contract note.",
            "**[Stamp duty](/resources/stock-terminologies#term-stamp-duty)**: charged on the buy side only, at small rates set under the stamp law.",
            "**GST at 18%** on brokerage and exchange charges (not on STT or stamp duty).",
          ],
        },
        {
          type: "table",
          caption: "Securities transaction tax, tax year 2026-27",
          columns: ["Transaction", "Rate", "Charged on", "Earlier rate"],
          rows: [
            [
              "Futures, sold",
              "**0.05%**",
              "Sale value of the contract",
              "0.02% from 1 October 2024 to 31 March 2026",
            ],
            ["Options, sold", "**0.15%**", "Premium received", "0.1% from 1 October 2024 to 31 March 2026"],
            ["Options, exercised", "**0.15%**", "Intrinsic value at expiry", "0.125%"],
            ["Equity delivery", "0.1%", "Both buy and sell value", "Unchanged"],
            ["Equity intraday", "0.025%", "Sell value only", "Unchanged"],
          ],
          note: "F&O rates in force from 1 April 2026 (Budget 2026). Check the Income Tax Department or the exchange for any later change.",
        },
      ],
    },
    {
      id: "cost-example",
      heading: "Working out the cost of a round trip",
      blocks: [
        {
          type: "example",
          title: "An index-option round trip and a futures round trip",
          lines: [
            "Assumed brokerage: a flat ₹20 per executed order (illustrative). Exchange charges, SEBI fee and stamp duty are left out here; they add a little more and appear on the contract note.",
            "**Option**: buy 1 lot (65) of a call at ₹180 (premium ₹11,700), sell at ₹200 (premium ₹13,000). Gross profit: ₹20 × 65 = **₹1,300**.",
            "Brokerage: 2 orders × ₹20 = ₹40. GST: 18% × ₹40 = ₹7.20. STT: 0.15% × ₹13,000 = ₹19.50. Total = **₹66.70**, which is 5.1% of the gross profit.",
            "**Future**: buy 1 lot at 24,000, sell at 24,100. Gross profit: 100 × 65 = **₹6,500**. STT: 0.05% × 24,100 × 65 = 0.0005 × ₹15,66,500 = ₹783.25. Brokerage and GST: ₹47.20. Total = **₹830.45**, about 12.8% of the gross profit.",
            "**An active option trader**: 10 round trips a day × 250 trading days = 2,500 round trips. Costs = 2,500 × ₹66.70 = **₹1,66,750** a year before exchange charges, stamp duty and any losses.",
            "Had STT been at the pre-April-2026 rate of 0.1%, STT on the option sale would have been ₹13.00, so the 2026 increase adds ₹6.50 per round trip, or ₹16,250 a year for this trader.",
          ],
        },
        {
          type: "p",
          text: "Costs are certain; profits are not. SEBI's 2023 study found that loss-making F&O traders spent an additional 28% of their trading losses on transaction costs, and its intraday study found 57% for loss-making intraday traders. High trading frequency is the single most reliable way to turn a small edge into a loss.",
        },
      ],
    },
    {
      id: "how-trading-is-taxed",
      heading: "How trading income is taxed",
      blocks: [
        {
          type: "list",
          items: [
            "**F&O trading** on a recognised exchange is treated as **non-speculative business income**, not capital gains.",
            "**Intraday trading in shares** (bought and sold the same day, no delivery) is **[speculative business income](/resources/stock-terminologies#term-speculative-income)**.",
            "**Shares bought for delivery** are normally capital gains: {{fact:equity-stcg-rate}} if held 12 months or less, {{fact:equity-ltcg-rate}} on long-term gains above {{fact:equity-ltcg-exemption}} a year (sections 196 and 198 of the Income-tax Act, 2025; earlier 111A and 112A). Frequent delivery trading can, depending on the facts, be treated as business income.",
            "Business income is added to your other income and taxed at your **slab rate**, with {{fact:cess-rate}} cess. Expenses incurred wholly for the trading, such as brokerage and exchange charges, can generally be deducted from it. It is reported in a return for business income (usually ITR-3).",
          ],
        },
        {
          type: "example",
          title: "Salaried person with ₹3 lakh of F&O profit, new regime, tax year 2026-27",
          lines: [
            "Salary ₹12,75,000 − standard deduction ₹75,000 = ₹12,00,000. Alone, this pays **nil** tax: slab tax ₹60,000 is wiped out by the rebate under section 156 (old 87A).",
            "Add F&O profit of ₹3,00,000 (after trading expenses): total income ₹15,00,000.",
            "Slab tax: ₹0 on the first ₹4 lakh + 5% × ₹4,00,000 = ₹20,000 + 10% × ₹4,00,000 = ₹40,000 + 15% × ₹3,00,000 = ₹45,000. Total **₹1,05,000**.",
            "Rebate: none, because total income is above ₹12 lakh; marginal relief does not help, since the ₹3,00,000 above ₹12 lakh is more than the tax.",
            "Cess: 4% × ₹1,05,000 = ₹4,200. Tax payable: **₹1,09,200**.",
            "So ₹3,00,000 of trading profit raised this person's tax by ₹1,09,200, an effective 36.4% on the profit. Check your own figures with our [income tax calculator](/calculators/tax).",
          ],
        },
      ],
    },
    {
      id: "losses-and-records",
      heading: "Losses, returns, audit and records",
      blocks: [
        {
          type: "list",
          items: [
            "**F&O losses** (non-speculative) can be set off in the same year against other income **except salary**, and the rest carried forward for **8 years** against business income.",
            "**Intraday losses** (speculative) can be set off only against speculative income, and carried forward for **4 years**.",
            "**Capital losses** follow their own rules (short-term against any capital gain, long-term only against long-term gains, 8 years). See [investment losses](/resources/investment-losses).",
            "Losses can be carried forward only if you file your return **by the due date**. A trader who skips filing in a loss year throws the loss away.",
            "**Advance tax**: if your tax for the year after TDS is ₹10,000 or more, pay it in instalments by 15 June, 15 September, 15 December and 15 March; trading profits usually trigger it. See [advance tax](/resources/investment-terminologies#term-advance-tax).",
            '**Tax audit**: for F&O, "turnover" is not the contract value; under the ICAI guidance it is broadly the total of the absolute profits and losses on each trade. Under section 44AB of the 1961 Act, an audit was needed above ₹1 crore of business turnover, or ₹10 crore where cash receipts and payments are each within 5% of the total, and in some cases at lower turnover when profits are low. Confirm the current rules under the 2025 Act with a chartered accountant.',
          ],
        },
        {
          type: "callout",
          tone: "tip",
          title: "Keep records from the first trade",
          text: "Download contract notes, the broker's yearly profit-and-loss and tax statements, ledgers and bank statements, and keep them for at least eight years, the longest carry-forward period. Reconcile them with your AIS before filing. Our [income tax guide](/resources/income-tax) explains the slabs, rebate and filing basics.",
        },
      ],
    },
  ],
  keyPoints: [
    "From 1 April 2026, STT is {{fact:stt-futures}} on futures sold, {{fact:stt-options}} on option premium sold and {{fact:stt-options}} of intrinsic value on options exercised, charged win or lose.",
    "Brokerage, GST, exchange charges, SEBI fee and stamp duty come on top; for frequent traders, yearly costs run into lakhs of rupees.",
    "F&O profits are non-speculative business income and intraday share profits speculative business income, both taxed at slab rates with cess.",
    "F&O losses can be set off against other income except salary and carried forward 8 years; intraday losses only against speculative income, for 4 years; both need a return filed on time.",
    "Keep contract notes and statements, pay advance tax when due, and take a chartered accountant's advice on audit and turnover.",
  ],
  checkYourself: {
    question:
      "You sell one lot (65) of an option you bought, receiving a premium of ₹90 a unit. What STT is charged? And if this year you have an F&O loss of ₹80,000 and a salary, can the loss reduce your taxable salary?",
    answer:
      "STT = 0.15% × ₹90 × 65 = 0.0015 × ₹5,850 = ₹8.78, rounded. No: an F&O (non-speculative business) loss cannot be set off against salary. It can reduce other income such as interest in the same year, and the rest can be carried forward for 8 years against business income, provided you file your return by the due date.",
  },
  sources: [
    {
      title: "Securities transaction tax rates from 1 April 2026 (ClearTax)",
      url: "https://cleartax.in/s/securities-transaction-tax-stt?ref=amp-content-it",
    },
    {
      title: "Budget 2026: STT hike on F&O trades explained (Finnovate)",
      url: "https://www.finnovate.in/learn/blog/budget-2026-stt-hike-fno-trades-explained",
    },
    {
      title: "Income-tax Act, 2025: set-off and carry forward of speculation business losses (TaxTMI)",
      url: "https://www.taxtmi.com/acts?id=49111",
    },
    {
      title: "Income-tax Act, 2025: carry forward and set-off of losses (TaxTMI)",
      url: "https://www.taxtmi.com/acts?id=49109",
    },
    {
      title: "Income-tax Act, 2025, section 156: rebate (EZTax)",
      url: "https://eztax.in/income-tax-act-2025/section-156",
    },
    {
      title:
        "SEBI (January 2023): Study: analysis of profit and loss of individual traders dealing in equity F&O segment",
      url: "https://www.sebi.gov.in/reports-and-statistics/research/jan-2023/study-analysis-of-profit-and-loss-of-individual-traders-dealing-in-equity-fando-segment_67525.html",
    },
  ],
};
