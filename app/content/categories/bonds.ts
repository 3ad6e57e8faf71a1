import type { InvestmentCategory } from "../types.ts";

export const bonds: InvestmentCategory = {
  id: "bonds",
  title: "Bonds",
  description:
    "Lend to the government or a company for a fixed period and earn regular interest. Learn how bond prices, yields, ratings and tax work in India.",
  detailedDescription: [
    "A **bond** is a loan that you give, not one that you take. When you buy a bond, you lend money to the issuer (the Government of India, a state government, a public-sector body or a company) for a fixed period. In return the issuer promises to pay you interest, called the **coupon**, at set intervals, and to repay the original amount, called the **face value**, on the **maturity date**. A bond with a face value of ₹1,000 and a 7.5% coupon pays ₹75 a year, usually in two half-yearly instalments of ₹37.50, and returns your ₹1,000 at the end. Because the payments are fixed in advance, bonds are the backbone of what planners call [fixed income](/investments/fixed-income).",
    "In India you will meet a handful of main kinds. [Government securities](/investments/bonds/government), or G-secs, are issued by the Reserve Bank of India on behalf of the central government; short-term ones are called treasury bills and state-government bonds are called state development loans. Individuals can buy G-secs directly through the RBI's Retail Direct portal or through a broker. [Corporate bonds](/investments/bonds/corporate-bonds), often sold to the public as non-convertible debentures (NCDs), are issued by companies and finance firms and usually pay more than government bonds because you carry the risk that the company fails. [Tax-free bonds](/investments/bonds/tax-free-bonds) were issued by public-sector bodies in the past and pay interest that is exempt from income tax; there have been no fresh issues for several years, but older ones still trade on the stock exchanges. Finally, you can own bonds indirectly through a [debt mutual fund](/funds/debt-funds) or a bond ETF such as the [Bharat Bond ETF](/investments/bonds/bharat-bond-etf), which holds a basket of bonds issued by public-sector companies and matures on a fixed date.",
    "The single most important idea for a beginner is that **bond prices move opposite to interest rates**. Suppose you own a 10-year bond paying 7% and, a month later, new bonds of the same quality pay 8%. Nobody will pay you the full ₹1,000 for your 7% bond any more; its market price falls to about ₹933, the price at which a buyer would earn 8% on it. If rates fall instead, your bond becomes more valuable. The longer the time left to maturity, the bigger the swing. Our market data show this clearly: a 10-year government bond, modelled from year-end yields, returned about **+25.8% in 2008** when yields fell from 7.79% to 5.26%, and about **-10.3% in 2009** when they rose back to 7.68%. If you hold a bond to maturity, these price swings do not change what you finally receive; they matter when you sell early or when you hold a bond fund, whose value is marked to market every day.",
    "The **yield** is the return a buyer earns if they buy at today's price and hold to maturity. For the 10-year benchmark government bond, the year-end yield ranged between about **5.1% (2003) and 8.8% (2013)** over 2001-2025 and stood at **6.59% at the end of 2025**. Corporate bonds yield more than government bonds of the same maturity, and the gap widens as the issuer gets riskier.",
    "That gap is the price of **credit risk**, the chance that the issuer delays or misses a payment. The Government of India borrows in its own currency and is treated as free of default risk. Companies are not. SEBI-registered credit rating agencies grade most bonds, from AAA (highest safety) down through AA, A and BBB to 'D' for default. A rating is an opinion, not a guarantee: several highly rated Indian issuers have been downgraded sharply and then defaulted, and a downgrade alone can knock a bond's price down. Treat an unusually high coupon as a warning sign, check whether the bond is secured against assets, and never put a large share of your savings into one company's bonds.",
    "**Liquidity** is the third risk. Shares change hands all day, but many individual bonds trade rarely on the NSE and BSE debt segments. If you need to sell before maturity you may find few buyers and have to accept a lower price. Government bonds, Bharat Bond ETF units and debt funds are far easier to exit than a small company's NCD.",
    "Bonds suit people who want **predictable income and lower volatility** than shares: retirees who live on interest, investors saving for a goal three to ten years away (a child's college fees, a home down payment), and anyone who wants to balance an equity portfolio. They are less suitable for very long-term growth, where inflation eats into fixed payments. Consumer prices in India rose by 4.7% to 9.8% a year in the ten-year stretches since 1989, so a 7% bond may leave you only a little ahead after inflation and tax.",
    "Costs are usually modest but real. Buying directly through the RBI Retail Direct portal costs nothing; buying through a broker or an online bond platform involves brokerage or a markup built into the price you pay (compare the yield you are quoted, not just the coupon). Bond ETFs need a demat account and charge a small expense ratio, and debt mutual funds charge an expense ratio that SEBI has capped at lower levels from 1 April 2026. Always read the offer document or the key information memorandum of any bond before you buy.",
    "In a financial plan, bonds form part of the **debt** share of your money, alongside [fixed deposits](/investments/fixed-deposits), [PPF](/investments/ppf) and EPF. A simple approach is to **match maturity to your goal**: if you need money in five years, a bond or target-maturity fund that matures in about five years removes most of the interest-rate risk. Another is a **bond ladder**, where you split the money across bonds maturing in different years so that something falls due every year. Use the [asset allocation tool](/tools/asset-allocation) to decide how large the debt share should be for your age and goals, and read about [diversification](/diversification) before concentrating in any single issuer.",
    "Beginners repeat a few mistakes. They chase the highest coupon on a bond platform without checking the rating or who the issuer is. They confuse the coupon with the yield, so they overpay for a bond trading above its face value. They buy a long-dated bond or fund for money needed in a year and are surprised when a rise in rates shows a loss. They forget that interest is taxed every year at their slab rate, which can turn a 7.5% bond into one yielding only about 5.2% after tax and cess for someone in the 30% bracket. And they assume that any bond sold by a bank or broker is as safe as a bank deposit; bonds are not covered by deposit insurance.",
    "The rules changed recently, so older articles may mislead. For listed bonds sold on or after 23 July 2024, gains on units held more than 12 months are taxed at {{fact:asset-ltcg-rate}} without indexation (earlier 10%), and shorter-term gains at your slab rate. Debt mutual funds and bond ETF units bought on or after 1 April 2023 are taxed at your slab rate however long you hold them; before that date, holdings over three years enjoyed 20% tax with indexation. From 1 April 2026 the Income-tax Act, 2025 replaced the 1961 Act, so section numbers have changed even where the rates have not. Check the full picture on our [income tax page](/resources/income-tax).",
  ].join("\n\n"),
  tagline: "Lend to the government or companies for fixed interest",
  icon: "landmark",
  minInvestment:
    "₹1,000 (the face value of many listed bonds and public-issue NCDs; government securities and bond ETFs have their own minimums)",
  riskLevel: "Moderate",
  riskDescription:
    "Government bonds carry practically no default risk, but their market prices fall when interest rates rise, and the longer the bond the bigger the swing. Corporate bonds add credit risk: the issuer can be downgraded or default. Many bonds are also hard to sell quickly before maturity.",
  returns: { oneYear: "-10.3-25.8", threeYear: "-0.3-13.1", fiveYear: "2.7-10.8", tenYear: "4.6-9" },
  returnsBasis:
    "Lowest and highest rolling 1-, 3-, 5- and 10-year returns (CAGR) of a 10-year Government of India bond, modelled from year-end 10-year G-sec yields over calendar years 2002-2025 (investing.com yields, see market-history.md); it is a model, not an index, and ignores costs and tax. A bond held to maturity earns roughly its purchase yield instead: year-end 10-year yields ranged from about 5.1% to 8.8% in 2001-2025. Past returns do not predict future returns.",
  taxImplications:
    "Interest (coupon) from bonds is added to your income and taxed at your slab rate every year, under both the new and the old regime; the issuer may deduct TDS. Listed bonds sold after more than 12 months attract {{fact:asset-ltcg-rate}} long-term capital gains tax without indexation (section 197, old 112) for sales on or after 23 July 2024 (earlier 10%); if sold within 12 months, the gain is taxed at your slab rate. Debt mutual funds and bond ETFs, including target-maturity ETFs, bought on or after 1 April 2023 are taxed at your slab rate regardless of holding period (earlier 20% with indexation after three years). Interest on tax-free bonds is exempt, but a gain on selling them is taxed like other listed bonds.",
  recommendedHorizon: "3+ years (ideally matched to the bond's maturity)",
  regulatedBy: "RBI (government securities) and SEBI (corporate bonds, bond ETFs, debt funds)",
  examples: [
    "Government of India securities (G-secs) and treasury bills, bought through the RBI Retail Direct portal or a broker",
    "State development loans (bonds issued by state governments)",
    "Listed corporate bonds and public-issue non-convertible debentures (NCDs)",
    "Tax-free bonds of public-sector bodies, traded on the NSE and BSE",
    "Target-maturity bond ETFs such as the Bharat Bond ETF series",
    "Debt mutual funds such as gilt, corporate bond and short-duration funds",
  ],
  pros: [
    "Regular, known interest payments that suit income needs and planned goals",
    "Government securities carry practically no risk of default",
    "Usually far less volatile than shares, so they steady a portfolio",
    "Holding to maturity locks in the yield at which you bought",
    "Wide choice of maturities, from a few months to several decades",
    "Bond prices tend to rise when interest rates fall, which can add gains on top of interest",
  ],
  cons: [
    "Market prices fall when interest rates rise; long bonds can show losses of 10% or more in a year",
    "Corporate bonds can be downgraded or default, and ratings are opinions, not guarantees",
    "Many individual bonds trade rarely, so selling early can mean accepting a lower price",
    "Interest is taxed every year at your slab rate, which lowers the real return",
    "Fixed payments lose buying power when inflation is high",
    "Bonds are not covered by deposit insurance",
  ],
  strategies: [
    {
      title: "Match maturity to your goal",
      description:
        "If you need the money in five years, choose a bond or target-maturity fund that matures in about five years. Held to maturity, its price swings along the way stop mattering, and you know roughly what you will receive.",
    },
    {
      title: "Build a bond ladder",
      description:
        "Split your money across bonds that mature in different years, say one, two, three, four and five years away. Each year something matures, giving you cash or a chance to reinvest at the rates then on offer, so you are never forced to sell at a bad time.",
    },
    {
      title: "Keep the core in government or top-rated bonds",
      description:
        "Hold most of your bond money in [government securities](/investments/bonds/government), AAA-rated issuers or diversified [debt funds](/funds/debt-funds). Keep any lower-rated [corporate bonds](/investments/bonds/corporate-bonds) to a small slice, spread across several issuers.",
    },
    {
      title: "Use a fund when the amount is small",
      description:
        "A few thousand rupees cannot buy a spread of individual bonds. A [Bharat Bond ETF](/investments/bonds/bharat-bond-etf) or a debt fund gives you many issuers in one purchase and is easier to sell, at the cost of a small expense ratio.",
    },
  ],
  howToStart: {
    documents: [
      "PAN card",
      "Aadhaar or another officially valid proof of identity and address (KYC)",
      "Savings bank account for interest and maturity payments",
      "Demat account, for listed bonds, NCDs and bond ETFs",
      "Cancelled cheque or bank statement to link your bank account",
    ],
    platforms: [
      "RBI Retail Direct portal (government securities and treasury bills)",
      "SEBI-registered brokers (listed bonds, NCDs, tax-free bonds, bond ETFs)",
      "SEBI-registered online bond platform providers",
      "AMC websites and mutual fund distributors (debt funds)",
      "Banks' net banking (for some government bond and fund offerings)",
    ],
    steps: [
      "Decide what the money is for and when you need it; that sets the maturity you should look for.",
      "Complete KYC and open a demat account with a SEBI-registered broker, or register on the RBI Retail Direct portal for government securities.",
      "Compare bonds by their yield to maturity, credit rating, whether they are secured, and how often they trade, not by coupon alone.",
      "Read the offer document or key information memorandum, including the issuer's finances and any call or put options.",
      "Place the order (or bid in a government bond auction), and check that the bond or units appear in your demat or Retail Direct account.",
      "Record the coupon dates and maturity, and include the interest in your income when you file your tax return.",
    ],
  },
  faqs: [
    {
      question: "Are bonds safer than shares?",
      answer:
        "Usually, yes. Bondholders get fixed payments and are repaid before shareholders if a company fails, and government bonds carry practically no default risk. But bond prices still fall when interest rates rise, and a weak company's bonds can lose heavily if it defaults.",
    },
    {
      question: "What is the difference between coupon and yield?",
      answer:
        "The coupon is the fixed interest the bond pays on its face value, such as ₹75 a year on a ₹1,000 bond with a 7.5% coupon. The yield is the return you actually earn if you buy at today's market price and hold to maturity. If you pay more than face value, your yield is lower than the coupon; if you pay less, it is higher.",
    },
    {
      question: "Can I lose money in a government bond?",
      answer:
        "If you hold it to maturity, you receive every coupon and your face value back, so you do not lose money in rupee terms. If you sell early after interest rates have risen, the price may be below what you paid. Government bond funds show these price moves daily.",
    },
    {
      question: "How do I buy government bonds as an individual?",
      answer:
        "You can register on the RBI Retail Direct portal and bid in government bond and treasury bill auctions or buy in the secondary market, or buy through a SEBI-registered broker. See our page on [government bonds](/investments/bonds/government) for the details.",
    },
    {
      question: "Is bond interest taxable?",
      answer:
        "Yes, except for tax-free bonds. Coupon income is taxed at your slab rate every year, and TDS may be deducted. Gains from selling listed bonds held over 12 months are taxed at {{fact:asset-ltcg-rate}}; see our [tax-free bonds](/investments/bonds/tax-free-bonds) page for the exempt kind.",
    },
    {
      question: "Should I buy individual bonds or a debt fund?",
      answer:
        "With small amounts, a debt fund or bond ETF gives you many issuers and easy exit for a small yearly fee. Individual bonds make sense when you can hold to maturity and either stick to government bonds or spread money across several well-rated issuers. Our [debt funds](/funds/debt-funds) page explains the fund route.",
    },
  ],
  sources: [
    {
      title: "RBI Retail Direct: investor guide (government securities for individuals)",
      url: "https://rbiretaildirect.org.in/assets/pdf/Investor_Guide.pdf",
    },
    { title: "NSE: investor learning centre", url: "https://www.nseindia.com/learn" },
    {
      title: "Income Tax Department tutorial: long-term capital gains",
      url: "https://incometaxindia.gov.in/Tutorials/15-%20LTCG.pdf",
    },
    {
      title: "Capital gains tax rates after Budget 2024, including listed bonds",
      url: "https://aspiremarketguides.com/equity-investments/stock-market-investments-new-capital-gains-tax-on-listed-international-equity-shares-after-budget-2024-new-stcg-ltcg-tax-rates-rules-exemption-for-equity-unlisted-equity-foreign-equity-shares",
    },
  ],
  lastReviewed: "2026-11-22",
  relatedCalculators: ["return", "lumpsum", "goal", "inflation"],
  relatedCategories: ["fixed-deposits", "mutual-funds", "etfs", "ppf"],
  aliases: ["bond", "debentures", "bond market"],
};
