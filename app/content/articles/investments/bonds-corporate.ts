import type { ArticleBody } from "../../types.ts";

export const bondsCorporatePage: ArticleBody = {
  path: "/investments/bonds/corporate-bonds",
  lastReviewed: "2026-11-22",
  sources: [
    {
      title:
        "SEBI: regulations (full texts, including debt securities, credit rating agencies and mutual funds)",
      url: "https://www.sebi.gov.in/legal/regulations/",
    },
    { title: "NSE: investor learning centre", url: "https://www.nseindia.com/learn" },
    { title: "BSE: investors", url: "https://www.bseindia.com/investors" },
    {
      title: "Income Tax Department tutorial: long-term capital gains",
      url: "https://incometaxindia.gov.in/Tutorials/15-%20LTCG.pdf",
    },
    {
      title: "New capital gains tax rates after Budget 2024 (Aspire Market Guides)",
      url: "https://aspiremarketguides.com/equity-investments/stock-market-investments-new-capital-gains-tax-on-listed-international-equity-shares-after-budget-2024-new-stcg-ltcg-tax-rates-rules-exemption-for-equity-unlisted-equity-foreign-equity-shares",
    },
  ],
  sections: [
    {
      id: "what-they-are",
      heading: "What corporate bonds and NCDs are",
      blocks: [
        {
          type: "p",
          text: "A **corporate bond** is a loan you give to a company. The company promises to pay interest (the **coupon**) on fixed dates and to return the face value on the **maturity date**. In India most retail corporate bonds are issued as **non-convertible debentures (NCDs)**: debentures that can never be turned into shares, so you remain a lender, not an owner.",
        },
        {
          type: "p",
          text: "Issuers include banks, non-banking finance companies (NBFCs), housing finance companies, public-sector undertakings and manufacturing or infrastructure firms. Bonds of companies usually pay more than [government bonds](/investments/bonds/government) of the same maturity, because a company can fail to pay and the Government of India, which can raise taxes and borrow in its own currency, is treated as having no credit risk.",
        },
        {
          type: "callout",
          tone: "warning",
          title: "Not a bank deposit",
          text: "NCDs are not covered by DICGC deposit insurance, which protects only bank deposits (up to {{fact:dicgc-cover}} per depositor per bank). If the company defaults, you can lose interest, principal or both. Compare [fixed deposits](/investments/fixed-deposits).",
        },
      ],
    },
    {
      id: "credit-ratings",
      heading: "Credit ratings: what AAA to D means",
      blocks: [
        {
          type: "p",
          text: 'A **credit rating** is an opinion on how likely the issuer is to pay interest and principal on time. Bonds sold to the public must be rated by a **credit rating agency (CRA)** registered with SEBI. The best-known are **CRISIL**, **ICRA**, **CARE Ratings** and **India Ratings and Research**; the agency\'s name appears with the grade, for example "CRISIL AAA" or "IND AA".',
        },
        {
          type: "table",
          caption: "Long-term rating scale used by Indian rating agencies",
          columns: ["Rating", "Meaning (summarised)", "Grade"],
          rows: [
            ["AAA", "Highest safety; lowest credit risk", "Investment grade"],
            ["AA", "High safety; very low credit risk", "Investment grade"],
            ["A", "Adequate safety; low credit risk, more sensitive to bad times", "Investment grade"],
            ["BBB", "Moderate safety; moderate credit risk", "Investment grade (lowest rung)"],
            ["BB", "Moderate risk of default", "Speculative"],
            ["B", "High risk of default", "Speculative"],
            ["C", "Very high risk of default", "Speculative"],
            ["D", "In default or expected to default soon", "Default"],
          ],
          note: 'Agencies add "+" or "−" within AA to C (for example AA+ or BBB−) and attach an **outlook** (stable, positive, negative) or a **rating watch**. Read the full rating rationale on the agency\'s website.',
        },
        {
          type: "p",
          text: "A rating is an opinion, not a guarantee. The company usually pays the agency, ratings can be cut suddenly, and different agencies can disagree. Treat a downgrade or a negative outlook as a signal to re-check the issuer, not as noise. The [investment terminologies glossary](/resources/investment-terminologies#term-credit-rating) explains the term in brief.",
        },
      ],
    },
    {
      id: "credit-spread",
      heading: "Yield and credit spread: the price of risk",
      blocks: [
        {
          type: "p",
          text: "The **yield to maturity (YTM)** is the yearly return you earn if you buy a bond at today's price, receive every payment on time and hold it to maturity. The **credit spread** is the extra yield a corporate bond offers over a government bond of similar maturity. The lower the rating, the wider the spread, because investors demand payment for the chance of default and for poorer liquidity.",
        },
        {
          type: "example",
          title:
            "Worked example: five-year bonds of four fictional companies (illustrative yields, not market data)",
          lines: [
            "Assume a 5-year government bond yields **6.4%**. You have ₹1,00,000 for each bond and pay tax at 30% + 4% cess = **31.2%**.",
            "**Company A (AAA) at 7.3%**: spread 0.9 percentage points. Interest ₹7,300 a year; after tax ₹7,300 × 0.688 = **₹5,022**.",
            "**Company B (AA) at 7.9%**: spread 1.5 points. Interest ₹7,900; after tax **₹5,435**.",
            "**Company C (A) at 8.8%**: spread 2.4 points. Interest ₹8,800; after tax **₹6,054**.",
            "**Company D (BBB) at 10.5%**: spread 4.1 points. Interest ₹10,500; after tax **₹7,224**.",
            "Now put ₹10 lakh into ten A-rated bonds instead of AAA ones. Extra interest = (8.8% − 7.3%) × ₹10,00,000 = **₹15,000 a year** before tax.",
            "If just one of the ten defaults and you recover nothing, you lose ₹1,00,000: that wipes out ₹1,00,000 ÷ ₹15,000 ≈ **6.7 years** of the extra interest.",
            "Lesson: a higher yield is payment for risk, not a free gain. Spread money across issuers and keep most of it in higher ratings.",
          ],
        },
      ],
    },
    {
      id: "secured-unsecured",
      heading: "Secured, unsecured and subordinated bonds",
      blocks: [
        {
          type: "list",
          items: [
            "**Secured NCDs** are backed by a charge on specific assets (loans receivable, property, plant). A **debenture trustee** acts for bondholders and can enforce the security if the company defaults. Recovery may still be partial and slow.",
            "**Unsecured NCDs** have no specific assets behind them; holders rank with other unsecured creditors. They usually pay a little more.",
            "**Subordinated bonds** rank below other lenders in a liquidation, so holders are paid only after senior creditors. Banks and NBFCs issue them to count as capital.",
            "**Perpetual bonds** (such as bank AT1 bonds) have no maturity date and allow the issuer to skip interest or, in a crisis, write the bond down. They are much riskier than their name or rating may suggest; one private bank's AT1 bonds were written off in 2020.",
          ],
        },
        {
          type: "p",
          text: "The offer document states the seniority, the security, the trustee, **call** or **put** options (the right of the issuer or the investor to end the bond early) and the interest dates. Read these before looking at the coupon.",
        },
      ],
    },
    {
      id: "how-to-buy",
      heading: "How to buy: public issues, the exchange and online bond platforms",
      blocks: [
        {
          type: "table",
          caption: "Ways for an individual to buy corporate bonds",
          columns: ["Route", "How it works", "Points to check"],
          rows: [
            [
              "Public NCD issue",
              "The company offers NCDs for a few days, much like an IPO; you apply through your bank (ASBA) or broker (UPI), and the NCDs are credited to your demat account and listed on NSE or BSE",
              "Rating, security, series and interest options; some issues pay retail investors a slightly higher coupon",
            ],
            [
              "Secondary market",
              "Buy listed bonds on the exchange through a SEBI-registered stock broker, at the price and yield on offer",
              "Trading is often thin; wide gaps between buy and sell quotes; the price includes accrued interest",
            ],
            [
              "Online Bond Platform Providers (OBPPs)",
              "Websites and apps registered with SEBI (as stock brokers in the debt segment) that sell listed bonds, and bonds being listed, to individuals; trades settle through the exchange clearing corporation",
              "Check the platform's SEBI registration, the rating, the YTM after its costs, and whether the bond is secured",
            ],
          ],
          note: "All routes need PAN, KYC and a demat account with a depository participant of NSDL or CDSL.",
        },
        {
          type: "p",
          text: "Many bonds are **privately placed** with a few large investors rather than offered to the public. SEBI has cut the minimum face value for privately placed debt sharply in recent years, from lakhs of rupees to amounts within reach of ordinary investors, which is why OBPPs now list many such bonds. Check the current minimum on sebi.gov.in; small ticket sizes make it easier to spread money across issuers, but they do not make any single bond safer.",
        },
        {
          type: "callout",
          tone: "tip",
          title: "A simpler route",
          text: "If choosing and monitoring individual issuers sounds like too much work, a corporate bond fund or a target-maturity fund spreads money across many issuers. See [debt funds](/funds/debt-funds) and the [BHARAT Bond ETF](/investments/bonds/bharat-bond-etf) page for how one such fund works.",
        },
      ],
    },
    {
      id: "defaults",
      heading: "When issuers default: the IL&FS lesson",
      blocks: [
        {
          type: "p",
          text: "In 2018 the **IL&FS group**, a large infrastructure lender and developer whose debt had carried top ratings, began missing payments on its borrowings. Agencies cut its ratings to default grade within weeks, the government took control of its board, and debt mutual funds holding its bonds had to mark them down. Bondholders recovered money slowly, over several years, through a resolution process.",
        },
        {
          type: "p",
          text: "The episode shows three things. High ratings can fall very fast once trouble surfaces. One large default can hit many investors at once, including funds you may own indirectly. And recovery, even on secured debt, takes years, during which your money earns nothing.",
        },
        {
          type: "list",
          items: [
            "Keep any one issuer to a small share of your bonds; see [diversification](/diversification).",
            "Be wary of yields far above those of bonds with the same rating: the market may know something the rating does not yet show.",
            "Watch for rising borrowing, delayed results, auditor resignations and rating outlook changes.",
          ],
        },
      ],
    },
    {
      id: "tax",
      heading: "How corporate bonds are taxed",
      blocks: [
        {
          type: "table",
          caption: "Tax on corporate bonds and NCDs, tax year 2026-27",
          columns: ["Income", "Rule"],
          rows: [
            [
              "Interest",
              "Added to your income and taxed at your **slab rate**, in the year it is received or accrued; the issuer may deduct TDS, which counts towards your tax",
            ],
            [
              "Listed bonds sold or redeemed after more than 12 months",
              "Long-term gain taxed at **{{fact:asset-ltcg-rate}}** without indexation, section 197 of the 2025 Act (old 112); before 23 July 2024 it was 10%",
            ],
            ["Listed bonds held 12 months or less", "Short-term gain taxed at **slab rate**"],
            [
              "Unlisted bonds and debentures, market-linked debentures",
              "Gains treated as **short-term** whatever the holding period, taxed at slab rate",
            ],
          ],
          note: "Add {{fact:cess-rate}} cess. Capital losses on bonds can be set off against capital gains under the usual rules; see [income tax](/resources/income-tax).",
        },
        {
          type: "p",
          text: "Because interest is taxed at your slab rate, a 30% taxpayer keeps only about 68.8% of the coupon. That is why some high-slab investors look at [tax-free bonds](/investments/bonds/tax-free-bonds), whose interest is exempt.",
        },
      ],
    },
    {
      id: "checklist",
      heading: "A checklist before you invest",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "Read the rating, the agency's rationale and the outlook; compare ratings if more than one agency rates the bond.",
            "Compare the YTM with government bonds and with other bonds of the same rating and maturity.",
            "Check whether the NCD is secured, unsecured, subordinated or perpetual, and any call option.",
            "Match the maturity to when you need the money; assume you may not be able to sell early at a fair price.",
            "Spread money across several issuers and sectors, and keep money for emergencies elsewhere.",
            "Work out the after-tax yield at your slab rate before comparing it with an FD or a debt fund.",
          ],
        },
      ],
    },
  ],
  faqs: [
    {
      question: "Are AAA-rated corporate bonds as safe as government bonds?",
      answer:
        "No. AAA is the highest corporate rating, but it is still an opinion about a company. Government of India bonds carry no credit risk; a AAA company can be downgraded, as IL&FS showed in 2018.",
    },
    {
      question: "What is the difference between an NCD and a company FD?",
      answer:
        "An NCD is a debenture held in your demat account and usually listed, so you can try to sell it on the exchange. A company fixed deposit is a deposit recorded by the company and is generally not tradable. Neither has DICGC insurance.",
    },
    {
      question: "Can I sell an NCD before maturity?",
      answer:
        "Listed NCDs can be sold on NSE or BSE, but trading in many bonds is thin, so you may have to accept a lower price or wait. Plan to hold until maturity.",
    },
    {
      question: "How is the interest on NCDs taxed?",
      answer:
        "At your slab rate, plus {{fact:cess-rate}} cess. Gains on listed NCDs held more than 12 months are taxed at {{fact:asset-ltcg-rate}}; shorter holdings and unlisted bonds are taxed at slab rate.",
    },
    {
      question: "Are bonds sold on online bond platforms regulated?",
      answer:
        "The platforms themselves must be registered with SEBI, and the bonds they sell must be listed or being listed. That regulates how they sell, not the issuer's ability to repay: the credit risk is still yours.",
    },
  ],
  related: [
    "/investments/bonds",
    "/investments/bonds/government",
    "/investments/bonds/tax-free-bonds",
    "/funds/debt-funds",
    "/investments/fixed-deposits",
  ],
};
