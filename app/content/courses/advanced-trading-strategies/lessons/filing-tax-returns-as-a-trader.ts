import type { CourseLesson } from "../../types.ts";

export const filingTaxReturnsAsATraderLesson: CourseLesson = {
  id: "filing-tax-returns-as-a-trader",
  title: "Filing your return as a trader: ITR-3, turnover, tax audit and losses",
  description:
    "A trader's return step by step: which income is which, the ITR-3 form, how F&O turnover is worked out, when a tax audit applies and how losses carry forward.",
  lastReviewed: "2026-11-27",
  sections: [
    {
      id: "sort-the-income",
      heading: "Step 1: sort every rupee into the right head",
      blocks: [
        {
          type: "p",
          text: "The lesson on [costs and taxes of trading](/courses/advanced-trading-strategies/lessons/costs-and-taxes-of-trading) explained how each kind of trading is taxed. Filing starts by sorting the year's activity into those kinds, because each goes into a different part of the return and follows different loss rules:",
        },
        {
          type: "table",
          caption: "How trading income is classified",
          columns: ["Activity", "Treated as", "Taxed at", "Loss rules"],
          rows: [
            [
              "Futures and options on a recognised exchange",
              '**Non-speculative business income** (the law excludes exchange-traded derivatives from "speculative transactions")',
              "Your slab rate, plus cess",
              "Set off against any other income of the year **except salary**; carry forward **8 years** against business income",
            ],
            [
              "Intraday equity (bought and sold the same day, no delivery)",
              "**[Speculative business income](/resources/stock-terminologies#term-speculative-income)**",
              "Your slab rate, plus cess",
              "Set off **only** against speculative income; carry forward **4 years**, against speculative income only",
            ],
            [
              "Shares bought for delivery and sold",
              "Usually capital gains (business income only for a share trading business)",
              "{{fact:equity-stcg-rate}} short term; {{fact:equity-ltcg-rate}} long term above {{fact:equity-ltcg-exemption}} a year",
              "See [capital loss set-off](/resources/investment-terminologies#term-capital-loss-set-off)",
            ],
          ],
          note: "The Income-tax Act, 2025 applies from tax year 2026-27; it keeps these rules, which sat in sections 43(5) and 70 to 74 of the 1961 Act. Income earned in FY 2025-26 is still assessed under the 1961 Act.",
        },
        {
          type: "p",
          text: "Even a handful of F&O trades in a year is business income. A salaried person who traded options once cannot use the simple salary-only form: business income needs **ITR-3** (individuals and HUFs with income from business or profession, other than as a partner in a firm). ITR-1 and ITR-2 have no place for it. ITR-3 is the form for returns of income earned in FY 2025-26; returns for tax year 2026-27, filed in 2027, use the forms notified under the Income-tax Rules, 2026, so check the e-filing portal for the form named for business income that year.",
        },
      ],
    },
    {
      id: "turnover-and-audit",
      heading: "Step 2: work out turnover and check for a tax audit",
      blocks: [
        {
          type: "p",
          text: "Traders often panic at the word turnover, thinking of the contract values on their contract notes, which run into crores for an active trader. That is not the turnover the tax law looks at. Under the Institute of Chartered Accountants of India's Guidance Note on Tax Audit, **F&O turnover is the sum of the absolute profit or loss on each trade**: a ₹4,000 profit and a ₹3,000 loss make ₹7,000 of turnover, not ₹1,000. Premium received on options sold counts once, through the trade's profit or loss, not again on top. Intraday turnover is worked out the same way.",
        },
        {
          type: "list",
          items: [
            "**Tax audit threshold.** An audit by a chartered accountant is needed when business turnover exceeds **₹1 crore** in a year, raised to **₹10 crore** when cash receipts and cash payments are each no more than 5% of the total (section 63 of the Income-tax Act, 2025; earlier 44AB). Trading runs through bank accounts, so the ₹10 crore limit usually applies.",
            "**The presumptive-scheme trap.** A trader who declared income under the presumptive scheme (section 58 of the 2025 Act, earlier 44AD) in one of the previous years and now declares lower profit or a loss can need an audit at much lower turnover, depending on total income. Take a chartered accountant's advice before choosing or leaving that scheme.",
            "**Audit cases file later.** The audit report is due one month before the return's due date, and audit cases have a later return due date than others. Check the portal's dates for the year.",
          ],
        },
      ],
    },
    {
      id: "worked-return",
      heading: "Step 3: set off losses and compute the tax",
      blocks: [
        {
          type: "example",
          title: "A salaried trader's year: salary, F&O, intraday, interest and a short-term gain",
          lines: [
            "Resident, new regime, tax year 2026-27. Salary ₹15,00,000; savings and deposit interest ₹30,000; short-term gain on delivery shares ₹50,000.",
            "**F&O**: profits on winning trades ₹6,40,000; losses on losing trades ₹7,80,000; charges (brokerage, exchange charges, GST, stamp duty, STT) ₹30,000. Business result: 6,40,000 − 7,80,000 − 30,000 = **−₹1,70,000**. Turnover: 6,40,000 + 7,80,000 = **₹14,20,000**.",
            "**Intraday equity**: profits ₹40,000; losses ₹60,000; charges ₹5,000. Speculative result: **−₹25,000**. Turnover: **₹1,00,000**.",
            "**Audit?** Total trading turnover ₹15,20,000, far below ₹10 crore, and no presumptive history: no audit under the turnover test.",
            "**Set-off this year**: the F&O loss absorbs the interest (₹30,000) and the short-term gain (₹50,000), leaving 1,70,000 − 30,000 − 50,000 = **₹90,000** to carry forward for up to 8 years. It cannot touch the salary. The ₹25,000 intraday loss cannot be set off against anything this year; it carries forward for up to 4 years against speculative income only.",
            "**Tax**: salary 15,00,000 − standard deduction 75,000 = ₹14,25,000. Slab tax: 5% × 4,00,000 + 10% × 4,00,000 + 15% × 2,25,000 = 20,000 + 40,000 + 33,750 = ₹93,750. No rebate above ₹12 lakh. Cess 4% = ₹3,750. **Total ₹97,500**.",
            "Without the F&O loss, the interest would have added 15% × 30,000 = ₹4,500 and the gain 20% × 50,000 = ₹10,000, plus cess: ₹15,080 more tax. The loss saved ₹15,080 of tax and cost ₹1,70,000 of real money.",
            "**Next year**: F&O profit of ₹1,20,000 is reduced by the ₹90,000 brought forward to **₹30,000** of taxable business income. An intraday profit of ₹10,000 uses ₹10,000 of the speculative loss; ₹15,000 remains, with three years left.",
          ],
        },
        {
          type: "p",
          text: "Check your own figures with our [income tax calculator](/calculators/tax); it handles salary and slab tax, and the loss rules above tell you what to put in. The [income tax guide](/resources/income-tax) explains the slabs, the rebate and the regimes.",
        },
      ],
    },
    {
      id: "filing-it",
      heading: "Step 4: fill the return, on time",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "**Collect**: the broker's yearly profit-and-loss and tax statements (separately for F&O, intraday and delivery), contract notes, the ledger, Form 16 and bank interest certificates.",
            "**Reconcile** with your [AIS](/resources/investment-terminologies#term-ais) and Form 26AS: securities transactions reported by brokers and exchanges appear there, and a return that leaves them out invites a notice.",
            "**Business schedule**: in ITR-3, report the F&O result as non-speculative business income and the intraday result as speculative income, with turnover, gross profit and expenses such as brokerage and charges. Keep the broker's statements and ledger as the record behind every figure.",
            "**Losses schedules**: the form sets off this year's losses (Schedule CYLA), applies losses brought forward (Schedule BFLA) and records what is left to carry forward (Schedule CFL). Check that last year's carried-forward losses appear.",
            "**Pay and file by the due date**. A business or speculative loss can be carried forward only if the return for the loss year is filed by the due date. A belated return keeps the tax right but throws the loss away.",
            "**Advance tax** next year: if trading profits will make your tax after TDS ₹10,000 or more, pay it in instalments by 15 June, 15 September, 15 December and 15 March; see [advance tax](/resources/investment-terminologies#term-advance-tax).",
          ],
        },
        {
          type: "callout",
          tone: "warning",
          title: "Losses are the common case",
          text: "This walk-through spends most of its time on losses because that is what most traders report. SEBI found that {{fact:fo-study-loss-share}} of individual F&O traders made a net loss over FY 2021-22 to FY 2023-24, with combined losses above {{fact:fo-study-total-loss}}. A carried-forward loss is only worth the tax it may save on future profits. This lesson is general education, not tax advice; for an audit, the presumptive scheme or any doubt, consult a chartered accountant.",
        },
      ],
    },
  ],
  keyPoints: [
    "F&O results are non-speculative business income and intraday share trading speculative business income; both need a business-income return (ITR-3 for FY 2025-26).",
    "F&O turnover for tax is the sum of the absolute profit or loss on each trade, not the contract value.",
    "A tax audit is needed above ₹1 crore of turnover, or ₹10 crore when cash receipts and payments are each within 5% (section 63 of the 2025 Act, earlier 44AB), and in some presumptive-scheme cases at lower turnover.",
    "F&O losses can be set off against any income except salary and carried forward 8 years; intraday losses only against speculative income, for 4 years.",
    "Losses carry forward only if the return is filed by the due date.",
  ],
  checkYourself: {
    question:
      "In a year you make ₹2,00,000 profit on some F&O trades and ₹2,60,000 loss on others, and pay ₹20,000 in charges. What is your F&O turnover for tax audit purposes and your business result? You also earn a salary and ₹15,000 of interest: what happens to the loss?",
    answer:
      "Turnover = ₹2,00,000 + ₹2,60,000 = ₹4,60,000, far below the audit threshold. Business result = 2,00,000 − 2,60,000 − 20,000 = −₹80,000. The loss can absorb the ₹15,000 of interest but not the salary; the remaining ₹65,000 carries forward for up to 8 years against business income, provided you file ITR-3 by the due date.",
  },
  sources: [
    {
      title: "Income Tax Department: Income-tax Act (text of the Act, including the Income-tax Act, 2025)",
      url: "https://incometaxindia.gov.in/pages/acts/income-tax-act.aspx",
    },
    {
      title:
        "Income Tax Department e-filing portal help: individuals for AY 2025-26 (which return form applies)",
      url: "https://www.incometax.gov.in/iec/foportal/help/individual/return-applicable-3",
    },
    {
      title: "NSE: securities transaction tax on equity derivatives",
      url: "https://www.nseindia.com/static/products-services/equity-derivatives-securities-transaction-tax",
    },
    {
      title:
        "SEBI (September 2024): Study: analysis of profits and losses in the equity derivatives segment, FY22-FY24",
      url: "https://www.sebi.gov.in/reports-and-statistics/research/sep-2024/study-analysis-of-profits-and-losses-in-the-equity-derivatives-segment-fy22-fy24-_86905.html",
    },
  ],
};
