import { niftyTriPeriod, niftyWindows } from "../../../shared/nifty-history.ts";
import type { CourseLesson } from "../../types.ts";

// The course's first lesson: the words the next lessons use before they teach them (tax slab,
// cess, rebate, CAGR, rolling return, index and TRI, percentage point, the main products).
// Later lessons link to these sections by id, so keep the ids stable.
const fiveYear = niftyWindows(5);

export const wordsYouWillMeetLesson: CourseLesson = {
  id: "words-you-will-meet",
  title: "Words you will meet: a short guide before you start",
  description:
    "The words the first lessons use before they explain them: tax slab, cess, rebate, CAGR, rolling returns, index and TRI, percentage points and the main products.",
  lastReviewed: "2026-11-27",
  sections: [
    {
      id: "how-to-use",
      heading: "How to use this lesson",
      blocks: [
        {
          type: "p",
          text: "Money has its own vocabulary, and the next lessons need a few words before they have had time to teach them properly. This lesson explains each one in plain language with an example. Read it once now; when a later lesson links back here, jump to the word and return. Every word also has a fuller entry in our [investment glossary](/resources/investment-terminologies) or [mutual fund glossary](/resources/mutual-fund-terminologies).",
        },
      ],
    },
    {
      id: "tax-slab",
      heading: "Tax slab and tax regime",
      blocks: [
        {
          type: "p",
          text: "Income tax in India is charged in bands called **[tax slabs](/resources/investment-terminologies#term-tax-slab)**. Each band of your yearly income is taxed at its own rate, and only the income inside that band pays that rate. 'Being in the 30% slab' means your top rupees fall in the 30% band; the rupees below are still taxed at the lower rates. Interest from a bank deposit is added to your income, so it is taxed at your top slab rate. There are two sets of slabs: the **[new regime](/resources/investment-terminologies#term-new-tax-regime)**, the default for tax year 2026-27, with lower rates and few deductions, and the **[old regime](/resources/investment-terminologies#term-old-tax-regime)**, with higher rates but deductions such as section 80C, which you can choose instead. The [taxes lesson](/courses/investment-fundamentals/lessons/taxes-for-investors) has the full tables.",
        },
      ],
    },
    {
      id: "cess",
      heading: "Cess",
      blocks: [
        {
          type: "p",
          text: "A **[cess](/resources/investment-terminologies#term-cess)** is an extra charge on top of the tax for a named purpose. The health and education cess is {{fact:cess-rate}} of your income tax (plus any surcharge on very high incomes). So the '30% slab' really costs 30% × 1.04 = 31.2% on each extra rupee, and the 5% slab 5.2%.",
        },
      ],
    },
    {
      id: "rebate",
      heading: "Rebate",
      blocks: [
        {
          type: "p",
          text: "A **[rebate](/resources/investment-terminologies#term-rebate-87a)** is a reduction of the tax itself, not of income. In the new regime, a resident whose total income is up to {{fact:rebate-limit-new}} gets a rebate equal to the slab tax, up to {{fact:rebate-max-new}}, so the tax is nil. In the old regime the rebate covers income up to {{fact:rebate-limit-old}}. Anyone whose top slab is 5% is therefore within the rebate limit and pays no tax on normal income such as salary and deposit interest. The rebate cannot be used against tax on capital gains taxed at special rates.",
        },
        {
          type: "example",
          title: "Slabs, cess and rebate on two incomes (new regime, 2026-27)",
          lines: [
            "Asha's taxable income is ₹10,00,000. Slab tax = 5% × ₹4,00,000 (the band ₹4-8 lakh) + 10% × ₹2,00,000 (₹8-10 lakh) = ₹20,000 + ₹20,000 = ₹40,000. Her income is within the rebate limit, so the rebate cancels all ₹40,000: **tax nil**, and no cess, since cess is charged on tax.",
            "Ravi's taxable income is ₹15,00,000. Slab tax = ₹20,000 + 10% × ₹4,00,000 + 15% × ₹3,00,000 = ₹20,000 + ₹40,000 + ₹45,000 = ₹1,05,000. He is above the rebate limit, so cess of 4% × ₹1,05,000 = ₹4,200 is added: **₹1,09,200** in all.",
            "Ravi's top slab is 15%, so another ₹10,000 of fixed-deposit interest would cost him ₹10,000 × 15% × 1.04 = ₹1,560 in tax. His average rate is only ₹1,09,200 ÷ ₹15,00,000 = 7.3%: the slab rate applies to the top rupees, not to all of them.",
          ],
        },
      ],
    },
    {
      id: "cagr",
      heading: "CAGR: the yearly growth rate",
      blocks: [
        {
          type: "p",
          text: "**[CAGR](/resources/investment-terminologies#term-cagr)** (compound annual growth rate) is the steady yearly rate that would turn a starting amount into an ending amount over a number of years: (end ÷ start)^(1 ÷ years) − 1. ₹1,00,000 that became ₹1,61,051 in five years grew at a CAGR of 10% a year, because 1.10⁵ = 1.61051. Real investments never grow evenly; the CAGR is a smoothed summary of a bumpy road. When a lesson says an index 'returned 13% a year', it means a CAGR.",
        },
      ],
    },
    {
      id: "rolling-return",
      heading: "Rolling returns and windows",
      blocks: [
        {
          type: "p",
          text: `A **window** is a stretch of consecutive years, such as 2008-2012. **[Rolling returns](/resources/mutual-fund-terminologies#term-rolling-returns)** look at every window of the same length in a period (2006-2010, 2007-2011, 2008-2012 and so on) and report the CAGR of each. They show the range of results an investor could have had, depending on when they started. For example, over ${niftyTriPeriod} the Nifty 50 Total Returns Index's five-year windows ranged from ${fiveYear.worst} to ${fiveYear.best} a year, with a median of ${fiveYear.median}. The same index gave very different results depending on the dates.`,
        },
      ],
    },
    {
      id: "index-and-tri",
      heading: "Index, Sensex, Nifty 50 and TRI",
      blocks: [
        {
          type: "p",
          text: "A **[stock market index](/resources/stock-terminologies#term-stock-market-index)** is a number that tracks the prices of a fixed basket of shares. The **[Sensex](/resources/stock-terminologies#term-sensex)** follows 30 large companies on the BSE; the **[Nifty 50](/resources/stock-terminologies#term-nifty-50)** follows 50 on the NSE. The ordinary (price) index ignores the dividends companies pay. The **[total return index (TRI)](/resources/mutual-fund-terminologies#term-tri)** adds them back as if reinvested, so it shows what an investor actually earned, and it is the fair yardstick for funds. The lessons say which one a figure uses.",
        },
        {
          type: "p",
          text: "You will also see a **10-year government bond, modelled from yields**. The government borrows by selling bonds called [G-secs](/resources/investment-terminologies#term-g-sec); their interest rate (yield) is published daily. Our history turns those yields into an estimated yearly return for a bond of that kind, to show how safe lending to the government has done.",
        },
      ],
    },
    {
      id: "percentage-point",
      heading: "Percent and percentage point",
      blocks: [
        {
          type: "p",
          text: "When a rate moves from 7% to 8%, it has risen by **one percentage point**, but by 14.3% of itself (1 ÷ 7). Lessons use 'point' for the first kind of change to avoid confusion: a fund that returned 11.2% against its index's 12.0% lagged by 0.8 point.",
        },
      ],
    },
    {
      id: "where-money-goes",
      heading: "Where money can go: names you will see early",
      blocks: [
        {
          type: "list",
          items: [
            "**Fixed deposit (FD)** and **recurring deposit (RD)**: a bank deposit for a fixed period at a fixed rate; an RD takes a fixed sum every month. See [fixed deposits](/investments/fixed-deposits).",
            "**PPF, EPF and NPS**: government-backed long-term savings with lock-ins: the Public Provident Fund, the Employees' Provident Fund from salary, and the National Pension System. See [PPF](/investments/ppf) and [NPS](/investments/nps).",
            "**Equity** means owning shares in companies; **debt** means lending money (deposits, bonds) for interest.",
            "A **mutual fund** pools many people's money; an **equity fund** buys shares, a **debt fund** buys bonds, and a **liquid fund** holds very short-term loans, and its units can usually be sold for cash within a working day. A **[SIP](/resources/mutual-fund-terminologies#term-sip)** invests a fixed sum in a fund every month. The [mutual funds lesson](/courses/investment-fundamentals/lessons/mutual-funds-and-sips) explains them properly.",
            "**SEBI** (Securities and Exchange Board of India) regulates markets and mutual funds; **RBI** (Reserve Bank of India) regulates banks.",
          ],
        },
      ],
    },
  ],
  keyPoints: [
    "Income is taxed in slabs: each band at its own rate, so the top slab rate applies only to the top rupees.",
    "Cess of {{fact:cess-rate}} is added to the tax, so the 30% slab costs 31.2% on an extra rupee.",
    "In the new regime the rebate makes tax nil on normal income up to {{fact:rebate-limit-new}}; a 5%-slab taxpayer pays no tax.",
    "CAGR is the steady yearly rate between a start and an end value; rolling returns show the CAGR of every window of a given length.",
    "The TRI includes dividends and is the fair yardstick; a change from 7% to 8% is one percentage point.",
  ],
  checkYourself: {
    question:
      "Your taxable income in the new regime is ₹9,00,000 and your bank pays you ₹20,000 of FD interest on top. How much tax do you pay, and why?",
    answer:
      "Nil. Your total income is ₹9,20,000, within the rebate limit, and the rebate cancels the slab tax of 5% × ₹4,00,000 + 10% × ₹1,20,000 = ₹32,000. With no tax there is no cess either.",
  },
  sources: [
    {
      title: "Income Tax Department: tax rates as amended by the Finance Act, 2025",
      url: "https://incometaxindia.gov.in/Tutorials/2%20Tax%20Rates.pdf",
    },
    {
      title: "Income Tax Department: the Income-tax Act (2025 Act and the 1961 Act)",
      url: "https://incometaxindia.gov.in/pages/acts/income-tax-act.aspx",
    },
    {
      title: "NSE Indices: Nifty 50 index (price and total return variants)",
      url: "https://www.niftyindices.com/indices/equity/broad-based-indices/nifty--50",
    },
    {
      title: "AMFI: mutual fund investor education",
      url: "https://www.amfiindia.com/investor-corner/knowledge-center.html",
    },
  ],
};
