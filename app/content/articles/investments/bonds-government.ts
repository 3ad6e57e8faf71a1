import type { ArticleBody } from "../../types.ts";

export const bondsGovernmentPage: ArticleBody = {
  path: "/investments/bonds/government",
  lastReviewed: "2026-11-22",
  sources: [
    {
      title: "RBI notification: Floating Rate Savings Bonds, 2020 (Taxable)",
      url: "https://www.rbi.org.in/scripts/NotificationUser.aspx?Id=11924",
    },
    {
      title: "RBI Retail Direct: investor guide (government securities for individuals)",
      url: "https://rbiretaildirect.org.in/assets/pdf/Investor_Guide.pdf",
    },
    { title: "NSE: investor learning centre", url: "https://www.nseindia.com/learn" },
    { title: "BSE: investors", url: "https://www.bseindia.com/investors" },
    {
      title: "Income Tax Department tutorial: long-term capital gains",
      url: "https://incometaxindia.gov.in/Tutorials/15-%20LTCG.pdf",
    },
    {
      title: "Budget 2026-27: SGB exemption only when held from issue to maturity (Indian Express)",
      url: "https://indianexpress.com/article/business/union-budget-2026-27-capital-gains-tax-exemption-on-sgbs-only-when-held-from-issuance-to-maturity-10508257/",
    },
  ],
  sections: [
    {
      id: "types-of-government-securities",
      heading: "The main types of government securities",
      blocks: [
        {
          type: "p",
          text: "When the central or a state government needs to borrow, it issues **government securities (G-secs)**, also called gilts. RBI runs the auctions on the government's behalf. Central government bonds carry **no credit risk**, because a government that borrows in its own currency can always repay in rupees; state bonds are treated as nearly as safe. They do carry **interest-rate risk**: their market prices move when yields change.",
        },
        {
          type: "table",
          caption: "Government securities an individual can hold",
          columns: ["Type", "Issuer and term", "How you earn", "Main point"],
          rows: [
            [
              "**Treasury bills (T-bills)**",
              "Central government; 91, 182 or 364 days",
              "Bought at a discount, repaid at face value",
              "Short-term parking; little price risk",
            ],
            [
              "**Dated G-secs**",
              "Central government; from a few years to several decades",
              "Fixed coupon every six months, face value at maturity",
              "Longer bonds swing more with rates",
            ],
            [
              "**State development loans (SDLs)**",
              "State governments; mostly 5 to 15 years or longer",
              "Coupon every six months",
              "Usually yield a little more than central G-secs of similar term",
            ],
            [
              "**Floating Rate Savings Bonds (FRSB)**",
              "Central government, sold by RBI-appointed banks and Retail Direct; 7 years",
              "Interest every six months, reset twice a year",
              "Cannot be traded; early exit only for older investors",
            ],
            [
              "**Sovereign Gold Bonds (SGB)**",
              "Central government; 8 years",
              "Gold price at redemption plus 2.5% a year interest",
              "No new issues since February 2024",
            ],
          ],
        },
      ],
    },
    {
      id: "savings-bonds",
      heading: "Savings bonds: FRSB and Sovereign Gold Bonds",
      blocks: [
        {
          type: "p",
          text: "The **Floating Rate Savings Bond 2020 (Taxable)** pays the National Savings Certificate rate **plus 0.35 percentage points**, reset every six months. With NSC at {{fact:nsc-rate}}, the formula gives **{{fact:frsb-rate}}**; check RBI's notice for the current half-year before investing. The minimum is ₹1,000 with no upper limit, interest is paid out (there is no cumulative option) and is fully taxable at your slab rate. The bonds run for seven years and cannot be sold or transferred; only investors aged 60 and above may redeem early, after a minimum period that shortens with age.",
        },
        {
          type: "p",
          text: "**Sovereign Gold Bonds** paid the gold price at redemption plus 2.5% a year interest on the issue price. The government has **stopped new issues**: the last tranche (2023-24 Series IV) was open from 12 to 16 February 2024 at ₹6,263 a gram (₹6,213 online), and the scheme was confirmed as discontinued after Budget 2025. Existing bonds trade on the stock exchanges and run to their 8-year maturity, with an early redemption window after five years. For gold exposure today, see our [gold](/investments/gold) page.",
        },
        {
          type: "callout",
          tone: "warning",
          title: "SGB tax changed from tax year 2026-27",
          text: "Redemption at maturity is now tax-free **only** for an individual who subscribed at issue and held the bond continuously until maturity (section 70(1)(x), old 47(viic)). If you bought on the exchange, or redeem early through RBI, the gain is taxable. Earlier, any individual's redemption was exempt.",
        },
      ],
    },
    {
      id: "how-to-buy",
      heading: "How retail investors buy government bonds",
      blocks: [
        {
          type: "list",
          ordered: true,
          items: [
            "**RBI Retail Direct.** A free Retail Direct Gilt (RDG) account held directly with RBI, opened online with PAN, a savings bank account and KYC. You can bid in primary auctions of T-bills, dated G-secs and SDLs as a **non-competitive bidder** (you accept the average auction price, so you need not guess a yield) and buy or sell in the secondary market. Dated securities are generally sold in multiples of ₹10,000 face value. In August 2025 RBI also announced an auto-bidding facility so you can invest in T-bills at regular intervals, SIP-style.",
            "**Through a stock broker.** NSE's **goBID** and **BSE Direct** let you place non-competitive bids in G-sec and T-bill auctions through a SEBI-registered broker; the securities are credited to your demat account. Listed G-secs can also be bought and sold on the exchange, though trading in many issues is thin and the gap between buying and selling prices can be wide.",
            "**Gilt funds.** Debt mutual funds that invest mainly in government securities. They give daily liquidity and professional management but no fixed maturity, so their value rises and falls with rates. See [debt funds](/funds/debt-funds).",
            "**Constant-maturity gilt funds.** Gilt funds that keep their portfolio's duration at about 10 years. They behave much like the 10-year G-sec: strong when yields fall, painful when they rise.",
            "**Target-maturity funds and ETFs** hold G-secs or SDLs until a set year, which brings them closer to holding a bond to maturity.",
          ],
        },
        {
          type: "callout",
          tone: "tip",
          title: "Match the maturity to your goal",
          text: "If you need the money in three years, a G-sec or SDL maturing in about three years removes most of the rate risk: you know what you will get on that date. A 30-year bond bought for a 3-year goal is a bet on interest rates.",
        },
      ],
    },
    {
      id: "yields-over-time",
      heading: "What the 10-year G-sec has yielded",
      blocks: [
        {
          type: "p",
          text: "The **10-year G-sec yield** is India's benchmark long-term interest rate. In our market-history data, its year-end level ranged from **5.12% (end-2003)** to **8.82% (end-2013)** over 2001 to 2025. It stood at 5.26% at the end of 2008, after rate cuts in the global financial crisis; 5.89% at the end of 2020, after the pandemic cuts; 7.33% at the end of 2022, after RBI raised rates; and **6.59% at the end of 2025**, after RBI cut the repo rate from 6.50% to 5.25% during 2025.",
        },
        {
          type: "table",
          caption: "10-year G-sec yield at year-end, selected years",
          columns: ["Year-end", "Yield (%)", "What was happening"],
          rows: [
            ["2003", "5.12", "Lowest year-end in 2001-2025"],
            ["2008", "5.26", "Crisis-era rate cuts"],
            ["2013", "8.82", "Highest year-end in 2001-2025; high inflation"],
            ["2020", "5.89", "Pandemic rate cuts"],
            ["2022", "7.33", "RBI raising rates"],
            ["2025", "6.59", "Repo cut to 5.25% during 2025"],
          ],
          note: "Closing yield on the last trading day of December. Source: market-history-annual.csv, 2001-2025.",
        },
        {
          type: "p",
          text: "Price moves can be large. Modelling a 10-year G-sec from these yields, an investor would have earned about **+25.8%** in 2008 as yields fell, then **−10.3%** in 2009 as they rose back. Over 2002 to 2025 the modelled return averaged about **7.4% a year**, against CPI inflation of about 6.1% a year over the same period: a modest real return before tax.",
        },
      ],
    },
    {
      id: "coupon-and-ytm",
      heading: "Worked example: coupon vs yield to maturity",
      blocks: [
        {
          type: "p",
          text: "The **coupon** is fixed on the bond; the **yield to maturity (YTM)** is what you earn from today's price if you hold to the end and every payment arrives. When you buy below face value your YTM is above the coupon; above face value, below it. See the glossary entry on [YTM](/resources/mutual-fund-terminologies#term-ytm).",
        },
        {
          type: "example",
          title: "A 7.10% G-sec with 5 years left (illustrative figures)",
          lines: [
            "Face value ₹10,000; coupon 7.10% a year, paid as ₹355 every six months. The market price today is ₹9,800.",
            "**Current yield** = ₹710 ÷ ₹9,800 = **7.24%**. It ignores the ₹200 you gain at maturity.",
            "**Rough YTM** = (₹710 interest + ₹200 gain ÷ 5 years) ÷ average of ₹10,000 and ₹9,800 = ₹750 ÷ ₹9,900 = **7.58%**. The exact figure, with half-yearly compounding, is about **7.59%**.",
            "Cash received: 10 coupons × ₹355 = ₹3,550, plus ₹10,000 at maturity = **₹13,550** for ₹9,800 paid.",
            "Bought at ₹10,000, the YTM equals the coupon, 7.10%. Bought at ₹10,200, it falls to about **6.62%**.",
            "If market yields on this bond jump to 8% the day after you buy, its price drops to about **₹9,635**, a paper loss of ₹165. Hold to maturity and you still receive the ₹13,550.",
          ],
        },
        {
          type: "example",
          title: "A 364-day T-bill (illustrative figures)",
          lines: [
            "Face value ₹1,00,000, bought at auction for ₹94,250. Gain at maturity = **₹5,750**.",
            "Yield = ₹5,750 ÷ ₹94,250 × 365 ÷ 364 = **6.12% a year**.",
            "Taxed at your slab rate: at 30% plus 4% cess, tax = ₹5,750 × 31.2% = **₹1,794**.",
          ],
        },
      ],
    },
    {
      id: "tax",
      heading: "How government bonds are taxed",
      blocks: [
        {
          type: "table",
          caption: "Tax on government securities, tax year 2026-27",
          columns: ["Income", "How it is taxed"],
          rows: [
            ["Coupon interest on G-secs, SDLs and FRSB", "Added to your income, taxed at **slab rate**"],
            ["T-bill discount", "Held under a year, so taxed at **slab rate**"],
            [
              "Sale of listed G-secs or SDLs, held more than 12 months",
              "Long-term: **{{fact:asset-ltcg-rate}}** without indexation, section 197 (old 112); before 23 July 2024, 10%",
            ],
            ["Sale held 12 months or less", "Short-term: **slab rate**"],
            [
              "Gilt funds and other debt funds bought on or after 1 April 2023",
              "Gains at **slab rate** however long you hold; no indexation",
            ],
            [
              "Unlisted bonds and market-linked debentures",
              "Gains treated as short-term and taxed at **slab rate**; confirm the current rule",
            ],
            [
              "SGB interest; SGB redemption or sale",
              "Interest at slab rate; redemption exempt only for original subscribers held to maturity; exchange sale after 12 months at {{fact:asset-ltcg-rate}}",
            ],
          ],
          note: "Add {{fact:cess-rate}} cess (and any surcharge). The old-regime and new-regime slabs are on our [income tax](/resources/income-tax) page.",
        },
        {
          type: "p",
          text: "Unlike PPF, none of this interest is tax-free, and buying G-secs earns no deduction under section 123 (old 80C). Compare a G-sec yield with an FD rate on the same after-tax basis: at the 30% slab plus cess, a 7% coupon leaves about 4.8%.",
        },
      ],
    },
    {
      id: "risks-and-fit",
      heading: "Risks and who government bonds suit",
      blocks: [
        {
          type: "list",
          items: [
            "**Interest-rate risk:** the longer the maturity, the more the price moves. A 1 percentage point rise in yields can cut a 10-year bond's price by roughly 6-7%.",
            "**Liquidity risk:** many issues trade rarely, so selling early may mean accepting a lower price.",
            "**Reinvestment risk:** coupons and maturing T-bills may have to be reinvested at lower rates, as happened after the 2025 repo cuts.",
            "**Inflation risk:** a fixed coupon buys less if inflation rises.",
          ],
        },
        {
          type: "p",
          text: "Government bonds suit people who want certainty of repayment and can hold to a known date: a goal a few years away, or part of a retirement portfolio alongside deposits and small savings. Compare them with the other choices on our [fixed-income overview](/investments/fixed-income) and the wider [bonds](/investments/bonds) page.",
        },
      ],
    },
  ],
  faqs: [
    {
      question: "Do I need a demat account to buy G-secs?",
      answer:
        "Not if you use RBI Retail Direct, which holds the securities in a gilt account with RBI. Buying through NSE goBID, BSE Direct or on the exchange needs a demat and trading account with a broker.",
    },
    {
      question: "Is the coupon the return I will earn?",
      answer:
        "Only if you buy at face value and hold to maturity. Otherwise your return is the yield to maturity at the price you paid, or, if you sell early, whatever the market price gives you.",
    },
    {
      question: "What is the interest rate on RBI Floating Rate Savings Bonds?",
      answer:
        "The NSC rate plus 0.35 percentage points, reset every six months. With NSC at {{fact:nsc-rate}} that works out to {{fact:frsb-rate}}; check RBI's notice for the current period.",
    },
    {
      question: "Can I still buy Sovereign Gold Bonds?",
      answer:
        "Not from the government: no new tranche has been issued since February 2024. Existing bonds trade on the stock exchanges, but a buyer there pays capital gains tax even at maturity.",
    },
    {
      question: "Are gilt funds safer than corporate bond funds?",
      answer:
        "They carry no credit risk, but long-duration gilt funds can fall sharply when yields rise. Safety from default is not the same as a stable value.",
    },
  ],
  related: [
    "/investments/bonds",
    "/investments/fixed-income",
    "/funds/debt-funds",
    "/investments/bonds/corporate-bonds",
    "/investments/bonds/bharat-bond-etf",
    "/resources/income-tax",
  ],
};
