import type { CourseLesson } from "../../types.ts";

export const theDebtSideLesson: CourseLesson = {
  id: "the-debt-side",
  title: "The debt side: duration, credit risk and where to hold it",
  description:
    "How the debt part really behaves: duration and credit risk, liquid, short, gilt and target maturity funds, FDs, small savings, PPF and EPF, and rate moves.",
  lastReviewed: "2026-11-24",
  sections: [
    {
      id: "two-risks",
      heading: "Debt is not risk-free: two risks to understand",
      blocks: [
        {
          type: "p",
          text: "The debt part of a portfolio does three jobs: it pays for near goals, it keeps the whole portfolio steady, and it is the reserve you move into equity when you rebalance after a fall. It can only do those jobs if you know its two risks. **Interest-rate risk**: when market yields rise, the prices of existing bonds fall, and the longer the bond, the bigger the fall. **Credit risk**: the borrower may pay late, pay less or not pay at all. A savings account, an FD, a gilt fund and a credit risk fund are all 'debt', yet they sit at very different points on these two scales.",
        },
      ],
    },
    {
      id: "duration",
      heading: "Interest-rate risk and duration",
      blocks: [
        {
          type: "p",
          text: "**Duration** condenses a bond's or fund's sensitivity to rates into one number. The working rule uses [modified duration](/resources/mutual-fund-terminologies#term-modified-duration): price change ≈ − modified duration × change in yield. A fund with a modified duration of 7 loses about 7% if yields rise by one percentage point, and gains about 7% if they fall by one. Debt fund factsheets publish this figure every month.",
        },
        {
          type: "p",
          text: "Rates do move. In our market-history data the 10-year government bond yield at year-end ranged from 5.122% (2003) to 8.820% (2013). It fell from 7.791% at the end of 2007 to 5.260% at the end of 2008, and our modelled 10-year G-sec returned **+25.75%** that year. It then rose to 7.679% by the end of 2009, and the same model returned **−10.25%**. In 2022 the yield rose from 6.454% to 7.327% and the model earned just 0.77%: the coupon barely covered the price fall. The yield ended 2025 at 6.588%.",
        },
        {
          type: "example",
          title: "Duration in rupees",
          lines: [
            "You hold ₹5,00,000 in a gilt fund with a modified duration of 7 and a portfolio yield of 7%.",
            "**Yields rise by 1 percentage point** over a year: price effect ≈ −7 × 1% = −7%, or −₹35,000. Interest earned over the year ≈ 7% × ₹5,00,000 = ₹35,000. Net: roughly **₹0** for the year.",
            "**Yields fall by 1 percentage point**: price effect ≈ +₹35,000, plus ₹35,000 of interest = about **+₹70,000**, or 14%.",
            "The same ₹5,00,000 in a liquid fund, whose holdings mature within 91 days, would barely move in price (under about 0.25%, or ₹1,250, for the same rise) and would soon start earning the higher rate.",
            "These are approximations: they ignore costs, tax and the curvature of bond prices for large moves.",
          ],
        },
        {
          type: "p",
          text: "The practical rule: **match duration to when you need the money**. Money for next year belongs in instruments that mature within the year; a gilt fund suits only money you will not touch for many years, and only if you can sit through a year like 2009.",
        },
      ],
    },
    {
      id: "credit",
      heading: "Credit risk",
      blocks: [
        {
          type: "p",
          text: "Government securities carry no risk of default in rupees. Company bonds do, and the extra yield they offer is payment for it. Under SEBI's category rules a corporate bond fund keeps at least 80% in bonds rated AA+ or higher, while a credit risk fund keeps at least 65% in bonds rated AA or below. If a bond making up 5% of a fund defaults and is written down in full, the NAV drops about 5% in a day. Check the fund's [credit quality](/resources/mutual-fund-terminologies#term-credit-quality) breakdown alongside its duration, and treat an unusually high yield as a warning.",
        },
      ],
    },
    {
      id: "menu",
      heading: "The menu, matched to when you need the money",
      blocks: [
        {
          type: "table",
          caption: "Debt instruments by horizon",
          columns: ["Instrument", "Main risk", "Suits money needed in", "Tax on returns"],
          rows: [
            [
              "Overnight and liquid funds",
              "Very low",
              "Days to months; emergency money",
              "Slab rate (units bought from 1 April 2023)",
            ],
            ["Money market funds", "Low", "3 to 12 months", "Slab rate"],
            [
              "Short duration funds (Macaulay duration 1 to 3 years)",
              "Moderate rate risk; check credit quality",
              "About 2 to 3 years",
              "Slab rate",
            ],
            ["Gilt funds", "High rate risk, no default risk", "7 years or more", "Slab rate"],
            [
              "[Target maturity funds](/resources/mutual-fund-terminologies#term-target-maturity-fund)",
              "Rate risk before maturity; close to the purchase yield if held to the end",
              "A date that matches the fund's maturity",
              "Slab rate",
            ],
            [
              "[Bank FDs](/investments/fixed-deposits)",
              "The bank's health; DICGC insures {{fact:dicgc-cover}} per depositor per bank",
              "The deposit's term",
              "Interest at slab; TDS if a bank pays over ₹50,000 a year (₹1,00,000 for seniors)",
            ],
            [
              "NSC, post office time deposits, POMIS, SCSS",
              "Sovereign; lock-ins and penalties for early exit",
              "Their fixed terms (5 years for most)",
              "Interest at slab",
            ],
          ],
          note: "Debt funds bought on or after 1 April 2023 are taxed at your slab rate however long you hold them. Units bought before that date follow the older rules (see [rebalancing](/courses/portfolio-management/lessons/rebalancing)).",
        },
      ],
    },
    {
      id: "ppf-epf",
      heading: "PPF, EPF and small savings as the long-term debt core",
      blocks: [
        {
          type: "p",
          text: "For long goals, government schemes often do the debt job better than funds. [PPF](/investments/ppf) accepts ₹500 to ₹1,50,000 a year, runs for 15 years, allows partial withdrawals from the 7th year, and is tax-free on interest and maturity; the deposit is deductible only in the old tax regime. EPF takes 12% of basic pay plus DA from salaried employees, and EPFO declares its interest rate each year. Both are debt in your allocation, and both are locked: excellent for retirement, useless for next year's goal.",
        },
        {
          type: "p",
          text: "Small-savings rates are reset by the government every quarter. For **{{fact:ppf-rate|asof}}** (the latest quarter we could confirm) they were: PPF {{fact:ppf-rate|short}}, NSC {{fact:nsc-rate|short}}, Senior Citizens' Savings Scheme {{fact:scss-rate|short}}, Monthly Income Scheme {{fact:pomis-rate|short}} and the 5-year post office time deposit {{fact:po-td-5y-rate|short}}. Check the current quarter's rates on the National Savings Institute or India Post website before relying on them. NSC, SCSS, MIS and time deposits lock in the rate on the day you invest; PPF's rate can change every quarter.",
        },
        {
          type: "p",
          text: "Compare after tax. A 7% FD taxed at the 30% slab plus 4% cess keeps 7% × (1 − 0.312) = about 4.82%. PPF's {{fact:ppf-rate}} is tax-free. A debt fund bought today is taxed at slab like the FD, but only when you sell, so the tax is deferred. The [fixed income guide](/investments/fixed-income) and [debt funds page](/funds/debt-funds) go further.",
        },
      ],
    },
  ],
  keyPoints: [
    "Debt carries interest-rate risk (measured by duration) and credit risk (measured by ratings); know both for every holding.",
    "Price change ≈ − modified duration × change in yield: a duration-7 fund loses about 7% if yields rise one point.",
    "The 10-year G-sec yield moved from 7.791% to 5.260% in 2008 and back to 7.679% in 2009; modelled returns were +25.75% and −10.25%.",
    "Match duration to the date you need the money; keep near-term money in liquid or money market funds, FDs or short deposits.",
    "PPF and EPF are long-term, locked debt; debt funds bought since 1 April 2023 are taxed at slab, like FD interest.",
  ],
  checkYourself: {
    question:
      "A short duration fund has a modified duration of 2.5. Yields rise by 0.8 percentage point. Roughly how much does its price fall on a ₹4,00,000 holding?",
    answer:
      "About 2.5 × 0.8% = 2%, so roughly ₹4,00,000 × 2% = ₹8,000, before the interest the fund keeps earning. A gilt fund with a duration of 7 would lose about 5.6%, or ₹22,400, on the same move.",
  },
  sources: [
    {
      title:
        "SEBI circular: Categorization and Rationalization of Mutual Fund Schemes (6 October 2017), debt scheme definitions",
      url: "https://www.sebi.gov.in/legal/circulars/oct-2017/categorization-and-rationalization-of-mutual-fund-schemes_36199.html",
    },
    {
      title: "India Post: Post Office savings schemes and current interest rates",
      url: "https://www.indiapost.gov.in/Financial/Pages/Content/Post-Office-Saving-Schemes.aspx",
    },
    {
      title: "Income Tax Department: the Income-tax Act (2025 Act and the 1961 Act)",
      url: "https://incometaxindia.gov.in/pages/acts/income-tax-act.aspx",
    },
  ],
};
