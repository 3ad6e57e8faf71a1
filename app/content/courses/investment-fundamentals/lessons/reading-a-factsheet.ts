import type { CourseLesson } from "../../types.ts";

export const readingAFactsheetLesson: CourseLesson = {
  id: "reading-a-factsheet",
  title: "Reading a mutual fund factsheet",
  description:
    "What a fund's monthly factsheet tells you and in what order to read it: category, benchmark, costs, returns against the TRI, holdings and risk figures.",
  lastReviewed: "2026-11-27",
  sections: [
    {
      id: "what-it-is",
      heading: "What a factsheet is, and where to find it",
      blocks: [
        {
          type: "p",
          text: "The [previous lesson](/courses/investment-fundamentals/lessons/mutual-funds-and-sips) explained what a mutual fund is. Before you put money in one, you will want to know what it holds, what it costs and how it has done. Each fund house publishes a **[factsheet](/resources/mutual-fund-terminologies#term-factsheet)** every month: a few pages per scheme summarising exactly that. You find it on the fund house's website, usually under 'Downloads' or 'Factsheets', and most investment apps link to it.",
        },
        {
          type: "p",
          text: "The factsheet is a summary for investors. The legal documents are the **[scheme information document (SID)](/resources/mutual-fund-terminologies#term-sid)**, which sets out the scheme's objective, asset allocation limits and rules, and the shorter **[key information memorandum (KIM)](/resources/mutual-fund-terminologies#term-kim)**. When the factsheet and the SID seem to disagree about what the fund may do, the SID wins. Read the factsheet to compare funds; read the SID before you commit to one.",
        },
      ],
    },
    {
      id: "the-top",
      heading: "The top of the page: what the fund is and what it costs",
      blocks: [
        {
          type: "list",
          items: [
            "**Category and objective**: large cap, flexi cap, index fund, liquid fund and so on. SEBI's categories fix what each type must hold, so the category tells you most of what to expect. A fund you want for a 15-year goal and a fund for next year's fees belong to very different categories.",
            "**[Benchmark](/resources/mutual-fund-terminologies#term-benchmark)**: the index the fund measures itself against, shown as a [total return index (TRI)](/courses/investment-fundamentals/lessons/words-you-will-meet#index-and-tri). Every performance figure further down is judged against it.",
            "**[Riskometer](/resources/mutual-fund-terminologies#term-riskometer)**: six levels from Low to Very High, for the scheme and for its benchmark. It describes how much the value can swing, not whether the fund is good.",
            "**[AUM](/resources/mutual-fund-terminologies#term-aum)** (assets under management), the **[fund manager](/resources/mutual-fund-terminologies#term-fund-manager)** and how long they have run the scheme, and the **inception date**: a manager who joined last year did not earn the ten-year record.",
            "**NAV** of the direct and regular plans, minimum investment and SIP amounts.",
            "**[Expense ratio](/resources/mutual-fund-terminologies#term-expense-ratio)** for the [direct plan](/resources/mutual-fund-terminologies#term-direct-plan) and the [regular plan](/resources/mutual-fund-terminologies#term-regular-plan), and the **[exit load](/resources/mutual-fund-terminologies#term-exit-load)**, the charge for selling within a set period (commonly 1% within a year for equity funds).",
          ],
        },
      ],
    },
    {
      id: "performance",
      heading: "The performance table: always against the benchmark",
      blocks: [
        {
          type: "p",
          text: "Every factsheet has a table of returns over one, three, five and ten years and since launch, for the regular and direct plans, beside the benchmark TRI and usually a second 'additional benchmark' such as the Nifty 50 TRI. Periods over a year are shown as [CAGR](/courses/investment-fundamentals/lessons/words-you-will-meet#cagr), and many tables add the value today of ₹10,000 invested at the start. A separate table often shows SIP returns, worked out as an XIRR because the money went in on many dates.",
        },
        {
          type: "example",
          title: "Reading one row of a performance table (illustrative figures)",
          lines: [
            "Five-year CAGR: direct plan 13.2%, regular plan 12.1%, benchmark TRI 13.6%.",
            "₹10,000 invested five years ago: direct plan ₹10,000 × 1.132⁵ = **₹18,588**; regular plan ₹10,000 × 1.121⁵ = **₹17,702**; benchmark ₹10,000 × 1.136⁵ = **₹18,919**.",
            "The fund trailed its benchmark by 0.4 point a year even in its cheaper direct plan: an index fund on the same benchmark, with a low expense ratio, would have done about as well or better.",
            "The gap between the plans is the distributor's commission in the regular plan's expense ratio: 1.1 points a year here. On ₹5,00,000 held for ten years, if the same gap persisted, it would be ₹5,00,000 × (1.132¹⁰ − 1.121¹⁰) = about **₹1,60,719**.",
            "The expense ratio itself: at 0.25% a year a ₹5,00,000 holding pays about ₹1,250 in the first year; at 1.20%, about ₹6,000.",
          ],
        },
        {
          type: "p",
          text: "Three habits make the table useful. Compare with the **benchmark TRI**, not with last year's hottest fund. Look at **several periods**: a one-year figure says almost nothing, and a five-year figure that starts just after a crash flatters every fund. And compare funds **within one category**: a small cap fund's returns cannot be compared with a large cap fund's. Past returns do not predict future ones; the table tells you how well the fund did its job, not what it will earn.",
        },
      ],
    },
    {
      id: "holdings-and-risk",
      heading: "Holdings and risk figures",
      blocks: [
        {
          type: "p",
          text: "The **portfolio** section lists the top holdings with their share of the fund, the split by sector and by company size, the number of holdings and the cash held. Check that it matches the label: a 'flexi cap' that is 90% large companies behaves like a large cap fund. If your two funds' top ten holdings are the same companies, you own the same thing twice; the [diversification guide](/diversification) explains why that matters. For debt funds, look instead at the average maturity, the modified duration (how much the NAV moves when interest rates change) and the credit ratings of what it holds.",
        },
        {
          type: "p",
          text: "Equity factsheets also print **risk ratios** computed over the last few years: the [standard deviation](/resources/mutual-fund-terminologies#term-standard-deviation) (how widely returns swing), **[beta](/resources/mutual-fund-terminologies#term-beta)** (how much the fund moves when its benchmark moves 1%; above 1 means more), the **[Sharpe ratio](/resources/mutual-fund-terminologies#term-sharpe-ratio)** (return above a risk-free rate per unit of swing) and **[portfolio turnover](/resources/mutual-fund-terminologies#term-portfolio-turnover)** (how much of the portfolio is traded in a year, a hint of hidden trading costs). Use them to compare funds in the same category, over the same period.",
        },
        {
          type: "callout",
          tone: "tip",
          title: "A five-minute checklist",
          text: "Is the category right for my goal's time horizon? What is the benchmark, and did the direct plan beat it over three and five years? What is the direct plan's expense ratio, and is there an index fund on the same benchmark that costs less? Has the same manager run it through that record? Do the holdings match the label, and do they repeat what I already own? Then read the SID's asset allocation section, and look up the fund's page on our [mutual funds](/investments/mutual-funds) and [ETFs](/investments/etfs) guides for how such funds are taxed.",
        },
      ],
    },
  ],
  keyPoints: [
    "Each fund house publishes a factsheet every month; the SID and KIM are the legal documents behind it.",
    "Read the top first: category, benchmark TRI, riskometer, manager, and the expense ratios of the direct and regular plans and the exit load.",
    "Judge the performance table against the benchmark TRI, over several periods, within one category.",
    "In the example a 1.1-point gap between the plans turns ₹5,00,000 over ten years into about ₹1,60,719 less in the regular plan.",
    "Check that the holdings match the label and do not repeat your other funds; use risk ratios only to compare like with like.",
  ],
  checkYourself: {
    question:
      "A flexi cap fund's factsheet shows a five-year CAGR of 14.0% for the direct plan against 14.8% for its benchmark TRI, and 92% of the portfolio is in large companies. What two things should make you pause?",
    answer:
      "It trailed its benchmark by 0.8 point a year even in the direct plan, so a cheap index fund may have done better; and at 92% in large companies it is behaving like a large cap fund, not a flexi cap, so check whether it duplicates what you already own.",
  },
  sources: [
    {
      title: "SEBI circular: Product labelling in mutual fund schemes, risk-o-meter (5 October 2020)",
      url: "https://www.sebi.gov.in/legal/circulars/oct-2020/circular-on-product-labeling-in-mutual-fund-schemes-risk-o-meter_47796.html",
    },
    {
      title: "SEBI circular: Benchmarking of scheme's performance to Total Return Index (4 January 2018)",
      url: "https://www.sebi.gov.in/legal/circulars/jan-2018/benchmarking-of-scheme-s-performance-to-total-return-index_37273.html",
    },
    {
      title: "SEBI circular: Categorization and Rationalization of Mutual Fund Schemes (6 October 2017)",
      url: "https://www.sebi.gov.in/legal/circulars/oct-2017/categorization-and-rationalization-of-mutual-fund-schemes_36199.html",
    },
    {
      title: "AMFI: mutual fund investor education (net asset value)",
      url: "https://www.amfiindia.com/investor-corner/knowledge-center/net-asset-value.html",
    },
  ],
};
