import type { ArticleBody } from "../../types.ts";

export const fixedIncomePage: ArticleBody = {
  path: "/investments/fixed-income",
  lastReviewed: "2026-11-22",
  sources: [
    {
      title: "RBI notifications and directions (including the Certificate of Deposit Directions, 2021)",
      url: "https://www.rbi.org.in/Scripts/NotificationUser.aspx",
    },
    {
      title: "India Post: Post Office savings schemes and current interest rates",
      url: "https://www.indiapost.gov.in/Financial/Pages/Content/Post-Office-Saving-Schemes.aspx",
    },
    {
      title: "DICGC: frequently asked questions on deposit insurance",
      url: "https://www.dicgc.org.in/FAQs",
    },
    {
      title: "Income Tax Department tutorial: long-term capital gains",
      url: "https://incometaxindia.gov.in/Tutorials/15-%20LTCG.pdf",
    },
    {
      title: "Small savings schemes interest rates for January-March 2026 (TaxGuru)",
      url: "https://taxguru.in/finance/small-savings-schemes-interest-rates-january-march-2026.html",
    },
  ],
  sections: [
    {
      id: "what-fixed-income-means",
      heading: "What counts as fixed income",
      blocks: [
        {
          type: "p",
          text: "**Fixed income** means lending your money to a bank, the government or a company in return for interest. The borrower promises a rate and a date on which your principal comes back. That promise is what makes these products steadier than shares, and also what limits their returns.",
        },
        {
          type: "p",
          text: "In India the choices fall into four groups: **bank deposits**, **post office and small savings schemes**, **bonds** bought directly, and **debt mutual funds** that hold many bonds for you. They differ in who backs the promise, how easily you can get out early, how long the money is locked in and how the interest is taxed.",
        },
        {
          type: "callout",
          tone: "info",
          title: "Two risks to keep in mind",
          text: "**Credit risk**: the borrower may not pay. **Interest-rate risk**: if market rates rise, the price of a bond you already hold falls. Government schemes carry no credit risk, but market-traded bonds and debt funds still carry the second. Both are explained with numbers below.",
        },
      ],
    },
    {
      id: "bank-deposits",
      heading: "Bank fixed deposits and certificates of deposit",
      blocks: [
        {
          type: "p",
          text: "A **bank fixed deposit (FD)** locks a sum for a chosen term at a rate fixed on the day you open it. Most banks let you break it early for a small penalty, set by each bank. The 5-year **tax-saver FD** qualifies for the {{fact:deduction-80c-limit}} deduction under section 123 (old 80C) in the old regime only, and cannot be broken before five years. Details are on our [fixed deposits](/investments/fixed-deposits) page.",
        },
        {
          type: "list",
          items: [
            "**Deposit insurance:** DICGC insures up to **{{fact:dicgc-cover}} per depositor per bank**, principal and interest together, across all your accounts in that bank. Company and NBFC deposits are not covered by DICGC.",
            "**Tax:** interest is added to your income and taxed at your slab rate, every year, whether you receive it or it is reinvested.",
            "**TDS:** from 1 April 2025 a bank deducts 10% tax only if the interest it pays you in a year exceeds **{{fact:tds-interest-threshold|digits}}**, or **{{fact:tds-interest-threshold-senior|digits}}** if you are 60 or older (earlier ₹40,000 and {{fact:tds-interest-threshold|digits}}).",
          ],
        },
        {
          type: "p",
          text: "A **certificate of deposit (CD)** is a money-market instrument issued by banks and financial institutions at a discount to its face value, usually for a few months to a year. RBI rules set the minimum at **₹5 lakh**, in multiples of ₹5 lakh, so most individuals reach CDs through liquid and money-market funds. See [certificates of deposit](/investments/certificate-of-deposit).",
        },
      ],
    },
    {
      id: "small-savings",
      heading: "Post office and small savings schemes",
      blocks: [
        {
          type: "p",
          text: "Small savings schemes are run by the central government through post offices and authorised banks. The government sets their rates every quarter, so they carry no credit risk and no price swings. The table shows the rates for **{{fact:ppf-rate|asof}}**, the latest quarter we could confirm; they had been unchanged since January 2024. The figures panel at the foot of the page links to the current rates.",
        },
        {
          type: "table",
          caption:
            "Small savings rates for {{fact:ppf-rate|asof}} (the figures panel below links to the current quarter)",
          columns: ["Scheme", "Rate a year", "Term and key rule", "Tax"],
          rows: [
            [
              "[Public Provident Fund (PPF)](/investments/ppf)",
              "{{fact:ppf-rate|short}}, compounded yearly",
              "15 years; ₹500 to ₹1.5 lakh a year; partial withdrawal from year 7",
              "Exempt-exempt-exempt; deposit deductible in old regime",
            ],
            [
              "[Senior Citizens' Savings Scheme (SCSS)](/investments/senior-citizens-savings-scheme)",
              "{{fact:scss-rate|short}}, paid quarterly",
              "5 years, extendable in 3-year blocks; up to ₹30 lakh; age 60+ (55+ if retired)",
              "Interest taxable; deposit deductible in old regime",
            ],
            [
              "National Savings Certificate (NSC)",
              "{{fact:nsc-rate|short}}, paid at maturity",
              "5 years; from ₹1,000, no maximum",
              "Interest taxable; deposit deductible in old regime",
            ],
            [
              "Kisan Vikas Patra (KVP)",
              "{{fact:kvp-rate|short}}",
              "Money doubles in {{fact:kvp-doubling|short}}",
              "Interest taxable; no deduction",
            ],
            [
              "Sukanya Samriddhi (SSY)",
              "{{fact:ssy-rate|short}}, compounded yearly",
              "For a girl under 10; ₹250 to ₹1.5 lakh a year; matures 21 years from opening",
              "Exempt-exempt-exempt; deposit deductible in old regime",
            ],
            [
              "Monthly Income Scheme (MIS)",
              "{{fact:pomis-rate|short}}, paid monthly",
              "5 years; up to ₹9 lakh single, ₹15 lakh joint",
              "Interest taxable",
            ],
            [
              "5-year Recurring Deposit (RD)",
              "{{fact:po-rd-rate|short}}",
              "Fixed monthly instalments for 5 years",
              "Interest taxable",
            ],
            [
              "Post office Time Deposit",
              "{{fact:po-td-1y-rate|short}} (1 yr) to {{fact:po-td-5y-rate|short}} (5 yr)",
              "1, 2, 3 or 5 years",
              "Interest taxable; 5-year TD deductible in old regime",
            ],
          ],
          note: "NSC, KVP, SCSS, MIS and time deposits lock in the rate on the day you invest; PPF, SSY and RD rates change with each quarter. The deposit deductions apply only in the old tax regime.",
        },
      ],
    },
    {
      id: "bonds-and-debt-funds",
      heading: "Bonds and debt mutual funds",
      blocks: [
        {
          type: "p",
          text: "A **bond** is a loan you can buy and sell. It pays a fixed **coupon** (interest) and returns its face value at maturity. Its market price moves in between, so the return you actually earn depends on the price you pay. Our [bonds](/investments/bonds) page covers the basics; the sub-pages go deeper.",
        },
        {
          type: "list",
          items: [
            "**[Government securities](/investments/bonds/government)**: T-bills, dated G-secs and state development loans. No credit risk; you can buy them through RBI Retail Direct or a broker.",
            "**[Corporate bonds](/investments/bonds/corporate-bonds)**: issued by companies and NBFCs. They pay more than government bonds because you take the company's credit risk; a credit rating is a guide, not a guarantee.",
            "**[Tax-free bonds](/investments/bonds/tax-free-bonds)**: issued in the past by government-backed companies; the interest is exempt from income tax. Fresh issues have been rare for years, so they are mostly bought on the stock exchange.",
            "**[BHARAT Bond ETF](/investments/bonds/bharat-bond-etf)**: an exchange-traded fund holding bonds of public-sector companies until a fixed maturity year. It is a fund, so its gains are taxed like a debt fund's.",
            "**[Debt mutual funds](/funds/debt-funds)**: pooled funds holding many bonds, from overnight and liquid funds to long-duration gilt funds. No fixed rate; the value changes daily.",
          ],
        },
        {
          type: "callout",
          tone: "warning",
          title: "Debt fund tax changed in 2023",
          text: "Gains on debt fund units bought on or after **1 April 2023** are taxed at your slab rate however long you hold them, with no indexation. Before that change, gains on units held for more than 36 months were taxed at 20% with indexation.",
        },
      ],
    },
    {
      id: "comparison",
      heading: "Comparison: safety, liquidity, lock-in and tax",
      blocks: [
        {
          type: "table",
          caption: "Fixed-income choices side by side",
          columns: ["Option", "Safety", "Liquidity", "Lock-in", "Tax on returns", "Rate basis"],
          rows: [
            [
              "Bank FD",
              "DICGC cover up to {{fact:dicgc-cover}} per bank; beyond that, the bank's strength",
              "High; early exit with a penalty",
              "None (5 years for tax-saver FD)",
              "Slab rate",
              "Bank's card rate, fixed for the term",
            ],
            [
              "PPF, SSY",
              "Government-backed",
              "Low; partial withdrawal or loans under rules",
              "15 years (PPF); 21 years (SSY)",
              "Tax-free",
              "Set by government each quarter",
            ],
            [
              "SCSS, NSC, KVP, MIS",
              "Government-backed",
              "Low to medium; early closure limited or penalised",
              "5 years (KVP {{fact:kvp-doubling|short}})",
              "Slab rate",
              "Set each quarter; locked at deposit",
            ],
            [
              "G-secs, T-bills, SDLs",
              "No credit risk; price moves with rates",
              "Sell on RBI Retail Direct or an exchange; trading can be thin",
              "None; hold to maturity for the promised yield",
              "Interest at slab; capital gains rules apply",
              "Market yield on the day you buy",
            ],
            [
              "Corporate bonds",
              "Issuer's credit; check the rating",
              "Often thin on exchanges",
              "None",
              "Interest at slab; listed bonds held over 12 months: {{fact:asset-ltcg-rate}} on gains",
              "Government yield plus a credit spread",
            ],
            [
              "Certificates of deposit",
              "Issuing bank's or institution's credit",
              "Traded in the money market",
              "Up to maturity",
              "Slab rate",
              "Money-market rates",
            ],
            [
              "Debt funds, BHARAT Bond ETF",
              "Depends on what the fund holds",
              "High; redeem or sell any working day",
              "None (exit loads may apply)",
              "Slab rate (units bought from 1 April 2023)",
              "Portfolio yield minus costs; not fixed",
            ],
          ],
          note: "Tax rules are for tax year 2026-27 under the Income-tax Act, 2025. Capital gains on listed bonds follow section 197 (old 112).",
        },
        {
          type: "callout",
          tone: "tip",
          title: "Where ULIPs fit: they do not",
          text: "A [ULIP](/investments/ulip) mixes life cover with market-linked funds, has a 5-year lock-in and deducts premium, policy and fund charges. Even its debt-fund option carries no fixed rate. Compare it with a plain term plan plus a deposit or debt fund rather than treating it as fixed income.",
        },
      ],
    },
    {
      id: "interest-rate-vs-credit-risk",
      heading: "Interest-rate risk vs credit risk",
      blocks: [
        {
          type: "p",
          text: "**Interest-rate risk** comes from the market. When new bonds pay more, nobody will pay full price for your older, lower-paying bond, so its price falls until a buyer earns the new rate. The longer the bond has left to run, the bigger the fall. If you hold to maturity you still receive every coupon and your face value; the loss is real only if you sell. Debt funds have no maturity date, so their value shows these moves every day.",
        },
        {
          type: "example",
          title: "A ₹1,000 bond when market rates rise from 7% to 8%",
          lines: [
            "You hold a bond with face value ₹1,000 and a 7% coupon paid yearly: ₹70 a year. New bonds of the same quality now yield 8%, or ₹80 a year.",
            "With **2 years** left, the price falls to about **₹982** (down 1.8%): ₹70 ÷ 1.08 + ₹1,070 ÷ 1.08² = ₹982.17.",
            "With **5 years** left, it falls to about **₹960** (down 4.0%).",
            "With **10 years** left, it falls to about **₹933** (down 6.7%). On 100 bonds (₹1,00,000 face value) that is a paper loss of about **₹6,710**.",
            "If rates had fallen to 6% instead, the 10-year bond would rise to about **₹1,074**, a gain of 7.4%.",
          ],
        },
        {
          type: "p",
          text: "**Credit risk** comes from the borrower. Say Company A (fictional) offers a 9.5% bond when government bonds yield 7%. On ₹1,00,000 the extra 2.5% is ₹2,500 a year. If Company A defaults after two years and investors recover only half their money, the ₹5,000 of extra interest is wiped out by a ₹50,000 loss. Government schemes and G-secs remove this risk; ratings and spreading your money across issuers reduce it.",
        },
      ],
    },
    {
      id: "real-returns",
      heading: "Real returns: the FD rate minus inflation",
      blocks: [
        {
          type: "p",
          text: "A safe 7% is not 7% richer if prices rise 6%. The **real return** is roughly the interest rate minus inflation. The table uses SBI's 1-year FD card rate in force on 31 December of each year and India's consumer-price inflation (CPI) for that calendar year, from our market-history data.",
        },
        {
          type: "table",
          caption: "SBI 1-year FD rate minus CPI inflation, selected years",
          columns: [
            "Year",
            "SBI 1-year FD (%)",
            "CPI inflation (%)",
            "Real, before tax (pp)",
            "Real, after 30% slab + cess (pp)",
          ],
          rows: [
            ["2012", "8.50", "9.48", "−0.98", "−3.63"],
            ["2014", "8.50", "6.67", "+1.83", "−0.82"],
            ["2017", "6.25", "3.33", "+2.92", "+0.97"],
            ["2020", "4.90", "6.62", "−1.72", "−3.25"],
            ["2022", "6.75", "6.70", "+0.05", "−2.06"],
            ["2024", "6.80", "4.95", "+1.85", "−0.27"],
            ["2025", "6.25", "2.2 (provisional)", "+4.05", "+2.10"],
          ],
          note: "Simple subtraction, an approximation: the FD rate is a year-end card rate and CPI is a yearly average. After-tax figures assume the 30% slab plus {{fact:cess-rate}} cess (31.2%), e.g. 6.80% × 0.688 = 4.68% in 2024. Percentage points (pp).",
        },
        {
          type: "p",
          text: "The pattern is clear: before tax, FDs roughly kept pace with inflation in these years; after tax at the top slab they often fell behind. That is why fixed income suits safety and near-term goals, while long goals usually need some growth assets too. An inflation calculator on this site lets you try your own numbers.",
        },
      ],
    },
    {
      id: "choosing",
      heading: "Matching fixed income to your goals",
      blocks: [
        {
          type: "list",
          items: [
            "**Emergency money:** a savings account, a sweep or breakable FD, or a liquid fund; keep each bank within the ₹5 lakh insurance cover. Our emergency fund guide covers how much to keep.",
            "**A goal 1 to 5 years away:** an FD, post office time deposit or a bond or target-maturity fund that matures near the goal date, so rate moves matter less.",
            "**Retirement income at 60+:** SCSS and MIS pay regular interest at rates fixed for five years; bank FDs and government bonds can fill the rest.",
            "**Long-term tax-free saving:** PPF and, for a daughter, SSY, if you can accept long lock-ins.",
            "**Higher yield:** corporate bonds only with money you can afford to have stuck, spread across several issuers.",
          ],
        },
        {
          type: "p",
          text: "How much of your portfolio to keep in fixed income depends on your age, goals and comfort with losses; our asset allocation tool is a place to start.",
        },
      ],
    },
  ],
  faqs: [
    {
      question: "Is a bank FD completely safe?",
      answer:
        "Deposits are insured by DICGC up to {{fact:dicgc-cover}} per depositor per bank, principal and interest together. Above that you rely on the bank's health, so large sums are often split across banks.",
    },
    {
      question: "Are small savings rates fixed for the whole term?",
      answer:
        "For NSC, KVP, SCSS, MIS and post office time deposits, yes: the rate on the day you invest applies till maturity. PPF, SSY and RD rates can change every quarter.",
    },
    {
      question: "Can I lose money in a government bond?",
      answer:
        "Not from default, but the price falls when interest rates rise. If you sell before maturity you may get less than you paid; if you hold to maturity you receive the face value and all coupons.",
    },
    {
      question: "Which fixed-income options are tax-free?",
      answer:
        "PPF and SSY interest and maturity are tax-free, and so is interest on tax-free bonds. FD, SCSS, NSC, KVP, MIS and most bond interest is taxed at your slab rate.",
    },
    {
      question: "Are debt funds better than FDs for tax now?",
      answer:
        "Not for units bought on or after 1 April 2023: their gains are taxed at your slab rate like FD interest. The one difference is timing: FD interest is taxed yearly, a debt fund's gain only when you redeem.",
    },
  ],
  related: [
    "/investments/fixed-deposits",
    "/investments/ppf",
    "/investments/senior-citizens-savings-scheme",
    "/investments/bonds",
    "/funds/debt-funds",
    "/investments/bonds/government",
  ],
};
