import type { ArticleBody } from "../../types.ts";

export const bondsTaxFreePage: ArticleBody = {
  path: "/investments/bonds/tax-free-bonds",
  lastReviewed: "2026-11-22",
  sources: [
    {
      title: "Income Tax Department tutorial: long-term capital gains",
      url: "https://incometaxindia.gov.in/Tutorials/15-%20LTCG.pdf",
    },
    { title: "Income Tax e-filing portal", url: "https://www.incometax.gov.in/iec/foportal/" },
    { title: "NSE: investor learning centre", url: "https://www.nseindia.com/learn" },
    { title: "BSE: investors", url: "https://www.bseindia.com/investors" },
    {
      title: "New capital gains tax rates after Budget 2024 (Aspire Market Guides)",
      url: "https://aspiremarketguides.com/equity-investments/stock-market-investments-new-capital-gains-tax-on-listed-international-equity-shares-after-budget-2024-new-stcg-ltcg-tax-rates-rules-exemption-for-equity-unlisted-equity-foreign-equity-shares",
    },
  ],
  sections: [
    {
      id: "what-they-are",
      heading: "What tax-free bonds are",
      blocks: [
        {
          type: "p",
          text: "**Tax-free bonds** are long-term bonds issued by public-sector companies and agencies under government notifications, on which the **interest is exempt from income tax**. The money raised went mainly into infrastructure such as highways, railways, power and housing.",
        },
        {
          type: "p",
          text: "Historical issuers include the National Highways Authority of India (**NHAI**), **REC**, Power Finance Corporation (**PFC**), Indian Railway Finance Corporation (**IRFC**) and **HUDCO**. These names are illustrations of who issued such bonds, not suggestions to buy any of them. Most issues ran for 10, 15 or 20 years, paid a fixed coupon once a year and were listed on NSE or BSE.",
        },
        {
          type: "callout",
          tone: "info",
          title: "No new issues in recent years",
          text: "The government has not allowed fresh tax-free bond issues in recent years. Today the only way to buy is from another investor on the stock exchange, where the supply is limited to bonds issued years ago.",
        },
      ],
    },
    {
      id: "buying-on-the-exchange",
      heading: "Buying on the exchange: coupon versus yield",
      blocks: [
        {
          type: "p",
          text: "Tax-free bonds are held in a demat account and traded through a SEBI-registered stock broker, just like shares. Each issue has several **series** with different maturities and coupons, each with its own trading symbol. The bond's **coupon** is fixed on its face value, but you pay the market price, so your return is the **yield to maturity (YTM)** at the price you pay, not the coupon.",
        },
        {
          type: "p",
          text: "Many older tax-free bonds carry coupons above today's interest rates, so they often trade **above face value** (at a premium). Buying at a premium lowers your yield, because you get back only the face value at maturity.",
        },
        {
          type: "example",
          title: "Premium bond: why the coupon overstates your return (fictional bond)",
          lines: [
            "A tax-free bond of a fictional PSU has face value ₹1,000, a 7.5% coupon paid yearly and 8 years left to maturity. It trades at ₹1,100.",
            "Yearly interest = 7.5% × ₹1,000 = **₹75**, tax-free.",
            "Current yield = ₹75 ÷ ₹1,100 = **6.82%**.",
            "At maturity you receive ₹1,000, so ₹100 of what you paid is not returned. Taking that into account, the yield to maturity works out to about **5.9% a year**, tax-free.",
            "So the figure to compare with other options is 5.9%, not 7.5%.",
          ],
        },
        {
          type: "p",
          text: "Trading in many series is thin. Look at the quantity on offer and the gap between the best buy and sell prices, and use limit orders so you do not pay far more than you intended.",
        },
      ],
    },
    {
      id: "tax-rules",
      heading: "What is tax-free and what is not",
      blocks: [
        {
          type: "table",
          caption: "Tax treatment of tax-free bonds, tax year 2026-27",
          columns: ["Item", "Treatment"],
          rows: [
            [
              "Interest",
              "**Exempt**. The exemption sat in section 10(15) of the Income-tax Act, 1961 for the notified bonds; it continues for these bonds under the Income-tax Act, 2025 (check the new section reference on incometaxindia.gov.in)",
            ],
            [
              "Gain on sale after more than 12 months (listed bond)",
              "Long-term: **{{fact:asset-ltcg-rate}}** without indexation, section 197 of the 2025 Act (old 112); before 23 July 2024, 10%",
            ],
            ["Gain on sale within 12 months", "Short-term: taxed at your **slab rate**"],
            [
              "Premium lost at maturity",
              "If you bought above face value, the shortfall at redemption is generally a capital loss; ask a tax adviser how it applies to you",
            ],
          ],
          note: "Add {{fact:cess-rate}} cess to any tax. Exempt interest still has to be reported in the exempt-income part of your return. See [income tax](/resources/income-tax).",
        },
        {
          type: "p",
          text: "Only the interest is tax-free. If prices rise and you sell at a profit, that gain is taxed like the gain on any listed bond.",
        },
      ],
    },
    {
      id: "tax-equivalent-yield",
      heading: "Tax-equivalent yield: what a tax-free return is worth to you",
      blocks: [
        {
          type: "p",
          text: "To compare a tax-free bond with a taxable one, convert the tax-free yield into the **tax-equivalent yield**: the pre-tax yield a taxable bond or FD would need to leave you with the same money. Formula: tax-free yield ÷ (1 − your marginal tax rate including cess).",
        },
        {
          type: "table",
          caption: "Tax-equivalent yield of a 5.5% and a 6.0% tax-free yield",
          columns: [
            "Your slab",
            "Rate with {{fact:cess-rate}} cess",
            "5.5% tax-free equals",
            "6.0% tax-free equals",
          ],
          rows: [
            ["30% (new regime: income above ₹24 lakh)", "31.2%", "5.5 ÷ 0.688 = **7.99%**", "**8.72%**"],
            [
              "30% with 10% surcharge (income ₹50 lakh to ₹1 crore)",
              "34.32%",
              "5.5 ÷ 0.6568 = **8.37%**",
              "**9.14%**",
            ],
            ["20% (new regime: ₹16 lakh to ₹20 lakh)", "20.8%", "5.5 ÷ 0.792 = **6.94%**", "**7.58%**"],
            ["5% (new regime: ₹4 lakh to ₹8 lakh)", "5.2%", "5.5 ÷ 0.948 = **5.80%**", "**6.33%**"],
          ],
          note: "Old-regime slabs differ: 30% above ₹10 lakh, 20% from ₹5 lakh to ₹10 lakh, 5% from ₹2.5 lakh to ₹5 lakh. Under the new regime, resident individuals with total income up to {{fact:rebate-limit-new}} get a rebate (section 156, old 87A) that usually wipes out tax on normal income, so exempt interest gives them little or no extra benefit. Try the [tax calculator](/calculators/tax).",
        },
        {
          type: "example",
          title: "₹10 lakh: tax-free bond at 5.5% versus a taxable bond at 7.5%",
          lines: [
            "Tax-free bond: 5.5% × ₹10,00,000 = **₹55,000** a year, all of it yours.",
            "Taxable bond at 7.5%: interest ₹75,000 a year before tax.",
            "**30% slab**: tax with cess = 31.2% × ₹75,000 = ₹23,400; you keep **₹51,600**. The tax-free bond leaves you ₹3,400 a year better off.",
            "**20% slab**: tax = 20.8% × ₹75,000 = ₹15,600; you keep **₹59,400**. The taxable bond wins by ₹4,400.",
            "**5% slab**: tax = 5.2% × ₹75,000 = ₹3,900; you keep **₹71,100**. The taxable bond wins by ₹16,100.",
            "The yields here are illustrative. Always compare yields to maturity, and compare bonds of similar safety and maturity.",
          ],
        },
      ],
    },
    {
      id: "when-they-make-sense",
      heading: "When tax-free bonds can make sense",
      blocks: [
        {
          type: "list",
          items: [
            "**High slab rate.** The benefit is largest for people paying 30% (more with surcharge); at lower slabs a taxable bond or deposit often leaves more money after tax.",
            "**Long horizon.** Many remaining bonds mature years from now. They suit money you will not need until then, such as part of a retirement portfolio.",
            "**Steady, predictable income.** The coupon is fixed and paid yearly, and the issuers are public-sector entities, which the market treats as low credit risk.",
            "**Hold to maturity.** Buying and selling in a thin market costs money; the calculation works best if you hold until the bond is repaid.",
          ],
        },
        {
          type: "p",
          text: "They make less sense for an emergency fund, for money needed within a few years, or for anyone whose income is low enough to pay little tax. Compare other options on the [bonds](/investments/bonds) and [fixed income](/investments/fixed-income) pages.",
        },
      ],
    },
    {
      id: "risks",
      heading: "Risks to understand",
      blocks: [
        {
          type: "list",
          items: [
            "**Liquidity risk**: some series trade only occasionally. You may not be able to sell quickly, or only at a lower price.",
            "**Interest-rate risk**: if market yields rise, prices of these long bonds fall. This matters only if you sell before maturity.",
            "**Premium risk**: paying well above face value guarantees a shortfall at maturity; always check the YTM.",
            "**Credit risk**: the issuers are government-owned companies, but the bonds are their obligations, not Government of India securities like [G-secs](/investments/bonds/government). The risk is low, not nil.",
            "**Reinvestment risk**: when a bond matures, no new tax-free bonds may be available to replace it.",
          ],
        },
        {
          type: "callout",
          tone: "warning",
          title: "Check the rules each year",
          text: "Tax rules change. Slab rates, the rebate and the regime you choose decide how much the exemption is worth, so redo the tax-equivalent calculation when your income or the law changes.",
        },
      ],
    },
  ],
  faqs: [
    {
      question: "Can I still buy tax-free bonds?",
      answer:
        "Only on the stock exchange, from other investors. There have been no new issues in recent years, so you need a demat account and a broker, and supply in some series is small.",
    },
    {
      question: "Is the gain on selling a tax-free bond also tax-free?",
      answer:
        "No. Only the interest is exempt. A gain on a listed bond held more than 12 months is taxed at {{fact:asset-ltcg-rate}}; a gain within 12 months is taxed at your slab rate.",
    },
    {
      question: "Are tax-free bonds better than a fixed deposit?",
      answer:
        "For a 30% slab payer, a tax-free yield of 5.5% equals about 8% before tax, which is usually more than an FD pays. For someone in the 5% or 20% slab, an FD or taxable bond at a higher rate often leaves more after tax. FDs are also easier to break early. See [fixed deposits](/investments/fixed-deposits).",
    },
    {
      question: "Why do tax-free bonds trade above face value?",
      answer:
        "Many were issued when interest rates were higher, so their coupons are attractive today. Buyers pay a premium, which lowers the yield to maturity below the coupon.",
    },
    {
      question: "Does the new tax regime change the benefit?",
      answer:
        "The exemption applies in both regimes. What changes is your slab: if your total income is within the new regime's {{fact:rebate-limit-new}} rebate limit you may pay no tax anyway, so the exemption adds little.",
    },
  ],
  related: [
    "/investments/bonds",
    "/investments/bonds/corporate-bonds",
    "/investments/bonds/government",
    "/resources/income-tax",
    "/calculators/tax",
  ],
};
