import type { InvestmentCategory } from "../types.ts";

export const gold: InvestmentCategory = {
  id: "gold",
  title: "Gold",
  description:
    "Gold as an investment in India: jewellery, coins, gold ETFs, gold funds and existing Sovereign Gold Bonds, with their costs, risks and 2026-27 tax rules.",
  detailedDescription: [
    "Indian families have bought **gold** for generations, for weddings, festivals and as a store of value that can be sold or pledged in an emergency. As an investment, gold is different from shares, bonds or deposits: it pays no interest, dividend or rent, so any return you get comes only from its price rising. In rupees, that price depends on two things: the international gold price in US dollars and the rupee-dollar exchange rate. When the world gold price rises or the rupee weakens, gold in rupees goes up, which is one reason many people hold a little gold as protection against a falling rupee and against bad times in the stock market.",
    "History shows both the appeal and the risk. In our reference data, which tracks the London gold price converted into rupees, gold earned about **10.4% a year** from 1980 to 2025, compared with consumer-price inflation of about 7.4% a year over the same period. But the ride was bumpy. In about one calendar year in five, gold fell in rupee terms; it dropped 18% in 2013, and someone who bought at the end of 2012 still had about 22% less after three years. Its best single year was **2025, when it rose by about 76%**, helped by a sharp rise in the dollar gold price and a weaker rupee. Over every ten-year stretch since 1980 the annual return was positive, ranging from about 3.9% (1992-2001) to about 19.8% (2002-2011). So gold has rewarded patience, but it can also disappoint for years, and the exceptional 2025 gain is not a forecast.",
    "Gold's real strength in a portfolio is that it often moves differently from shares. In 2008, when the Nifty 50 Total Returns Index fell by about 51%, gold in rupees rose by about 27%; in 2011 the index fell by about 24% while gold rose by about 29%. Holding some gold alongside [stocks](/investments/stocks) and [mutual funds](/investments/mutual-funds) can therefore soften the blow in a crash. It is a diversifier, not a growth engine: over 2006-2025 gold actually beat the Nifty 50 TRI, but over many other periods shares did far better, and no one can know in advance which will lead. Read our page on [diversification](/diversification) for the idea behind this.",
    "You can own gold in several forms. **Physical gold** (jewellery, coins and bars) is familiar and needs no account, but you pay GST and, for jewellery, making charges that you do not get back when you sell; you must check purity (look for the BIS hallmark), store it safely and perhaps pay for a bank locker. Jewellery is best thought of as consumption that happens to hold some value, while coins and bars are closer to an investment.",
    "**Gold ETFs** are exchange-traded funds that hold physical gold of standard purity on your behalf. You buy and sell units on the stock exchange through a broker, you need a demat account, there is no lock-in, and the price follows the gold price closely. Their running costs are capped by SEBI: from 1 April 2026, index funds and ETFs may charge a base expense ratio of at most {{fact:mf-index-ber-cap}} a year. **Gold mutual funds** (usually fund of funds that invest in gold ETFs) let you invest without a demat account and through a monthly SIP; they add their own expense on top of the underlying ETF's, so they tend to cost a little more. See our [ETFs page](/investments/etfs) for how exchange-traded funds work.",
    "**Sovereign Gold Bonds (SGBs)** were issued by the Reserve Bank of India on behalf of the government. They tracked the gold price and also paid 2.5% a year interest on the issue price. **New issues have stopped**: the last tranche, SGB 2023-24 Series IV, was open from 12 to 16 February 2024 at ₹6,263 a gram (₹6,213 online) and issued on 21 February 2024, and after Budget 2025 the government confirmed the scheme was discontinued because it had become costly borrowing. Existing bonds keep running to their 8-year maturity, with an early redemption window after 5 years, and they trade on the stock exchanges, where you can buy or sell them, often at a price a little different from the gold price.",
    "The tax rules depend on the form and changed recently. Under the rules in force for tax year 2026-27, physical gold and gold mutual funds held for more than 24 months, and gold ETFs held for more than 12 months, give long-term gains taxed at **{{fact:asset-ltcg-rate}} without indexation** (the rate for sales from **23 July 2024**); shorter holdings are taxed at your slab rate. Before that date, gold was long term only after 36 months and taxed at 20% with indexation. For SGBs, the interest is taxed at your slab rate, and from **tax year 2026-27** the maturity proceeds are tax-free **only** if you are an individual who subscribed at the original issue and held the bond continuously until maturity; if you bought on the exchange, or you redeem early through the RBI, the gain is taxable. Details are in the tax section below and our [income tax guide](/resources/income-tax).",
    "Who should hold gold? Almost any long-term investor can keep a modest share of their money in gold as a hedge, once the basics are in place: an [emergency fund](/investments/emergency-fund), insurance and a core of growth and fixed-income investments. The exact share is a personal choice; the [asset allocation tool](/tools/asset-allocation) helps you decide. Gold suits people who want some protection against a weak rupee and market crashes, and who can wait several years. It suits poorly anyone who needs regular income, or who expects gold to keep rising as it did in 2024 and 2025.",
    "Common mistakes include counting wedding jewellery as an investment when it would never be sold, paying high making charges for 'investment' purchases, buying gold after a big rally because it feels safe, putting too much of your savings into it, and buying 'digital gold' from apps without realising that it is not regulated by SEBI or the RBI. Another new mistake is buying old SGBs on the exchange expecting tax-free maturity: under the rules in force from tax year 2026-27, only original subscribers who hold to maturity get that exemption.",
  ].join("\n\n"),
  tagline: "A traditional hedge against a weak rupee and stock-market crashes",
  icon: "coins",
  minInvestment: "₹100-1,000 via a gold fund SIP (varies by AMC); gold ETFs need the price of one unit",
  riskLevel: "Moderate",
  riskDescription:
    "Gold in rupees fell in about one calendar year in five between 1980 and 2025 and lost money over some five-year stretches, although no ten-year period was negative. It pays no income, so returns depend entirely on the gold price and the rupee; physical gold adds purity, theft and making-charge risks.",
  returns: { oneYear: "-23-76", threeYear: "-8-38", fiveYear: "-3-24", tenYear: "4-20" },
  returnsBasis:
    "Lowest and highest rolling CAGRs of gold in rupees (LBMA gold price converted at the USD/INR rate) over calendar years 1980-2025, from market-history.md. This is the world price in rupees, before Indian import duty, GST and fund costs; past returns do not predict future returns.",
  taxImplications:
    "Gains on physical gold and gold mutual funds (fund of funds) held for more than 24 months, and on gold ETFs held for more than 12 months, are long-term and taxed at {{fact:asset-ltcg-rate}} without indexation under section 197 of the Income-tax Act, 2025 (old section 112); shorter holdings are taxed at your slab rate. Before 23 July 2024, gold was long term after 36 months and taxed at 20% with indexation, and gold fund and gold ETF units bought from 1 April 2023 and sold before 1 April 2025 were taxed at slab rates, as both then counted as 'specified mutual funds' (funds with 35% or less in Indian equity). Sovereign Gold Bond interest (2.5% a year on the issue price) is taxed at your slab rate. From tax year 2026-27, SGB redemption at maturity is tax-free only for an individual who subscribed at issue and held the bond continuously to maturity (section 70(1)(x), old 47(viic)); bonds bought on the exchange and early redemptions through the RBI are taxed as capital gains, with exchange sales after 12 months taxed at {{fact:asset-ltcg-rate}}.",
  recommendedHorizon: "10+ years",
  regulatedBy: "SEBI (gold ETFs and gold funds); RBI (Sovereign Gold Bonds); BIS hallmarking for jewellery",
  examples: [
    "Gold coins and bars (BIS hallmarked)",
    "Gold jewellery",
    "Gold ETFs traded on NSE and BSE",
    "Gold mutual funds (fund of funds investing in gold ETFs)",
    "Existing Sovereign Gold Bonds traded on the stock exchanges",
  ],
  pros: [
    "Has often risen when shares fell, as in 2008 and 2011, so it cushions a portfolio",
    "Protects against a weakening rupee, since gold is priced in dollars worldwide",
    "Gold ETFs and funds avoid making charges, storage and purity worries",
    "Easy to buy in small amounts through gold ETFs or a gold fund SIP",
    "Liquid: ETFs and funds can be sold on any business day, and physical gold is widely accepted",
    "Positive over every ten-year period from 1980 to 2025 in rupee terms",
  ],
  cons: [
    "Pays no interest or dividend (apart from existing SGBs' 2.5% interest); returns depend only on price",
    "Can fall or stay flat for several years, as in 2013-2015",
    "Physical gold carries making charges, GST, purity risk and storage or locker costs",
    "New Sovereign Gold Bonds are no longer issued, and tax-free SGB maturity is now limited to original subscribers",
    "Gains are taxed at {{fact:asset-ltcg-rate}} (long term) or slab rates; no deduction for buying gold",
    "Easy to over-buy after a big rally such as 2025's",
  ],
  strategies: [
    {
      title: "Hold a modest, fixed share and rebalance",
      description:
        "Decide what share of your portfolio gold should be, using the [asset allocation tool](/tools/asset-allocation), and rebalance once a year: trim gold after a big rise and top it up after a fall.",
    },
    {
      title: "Prefer financial gold for investment",
      description:
        "For investment money, gold ETFs or gold funds avoid making charges and storage worries. Keep jewellery purchases for use, not as your main gold investment.",
    },
    {
      title: "Buy gradually instead of chasing rallies",
      description:
        "A monthly SIP in a gold fund, or regular small purchases of gold ETF units, spreads your buying over time. See how this averages your cost with the [averaging calculator](/calculators/averaging).",
    },
    {
      title: "Hold existing SGBs to maturity if you subscribed at issue",
      description:
        "If you bought Sovereign Gold Bonds at the original issue, holding them to their 8-year maturity keeps the redemption tax-free under the rules from tax year 2026-27. Bonds bought on the exchange, or redeemed early, are taxed as capital gains.",
    },
  ],
  howToStart: {
    documents: [
      "PAN card (needed for ETFs, funds and larger jewellery purchases)",
      "Aadhaar or another officially valid address proof for KYC",
      "Bank account linked for payments",
      "Demat and trading account (for gold ETFs and SGBs on the exchange)",
      "Purchase invoices for physical gold, kept for tax records",
    ],
    platforms: [
      "SEBI-registered brokers (gold ETFs, SGBs on the exchange)",
      "AMC websites and mutual fund platforms (gold funds)",
      "Banks' net banking (gold fund investments, demat accounts)",
      "Jewellers selling BIS-hallmarked coins and bars",
    ],
    steps: [
      "Decide why you want gold (diversification, a future wedding, a rupee hedge) and what share of your portfolio it should be.",
      "Choose the form: gold ETFs if you have a demat account, a gold fund if you want a SIP without one, or hallmarked coins if you prefer physical gold.",
      "Complete KYC with your PAN and Aadhaar through a broker, AMC or bank.",
      "For ETFs or funds, compare expense ratios and how closely the fund tracks the gold price; for physical gold, check the hallmark and invoice.",
      "Invest gradually, for example through a monthly SIP, rather than all at once after a rally.",
      "Review once a year and rebalance so gold stays near your chosen share.",
    ],
  },
  faqs: [
    {
      question: "Can I still buy Sovereign Gold Bonds?",
      answer:
        "Not from the government: new issues have stopped, and the last tranche (SGB 2023-24 Series IV) was issued in February 2024. You can buy existing bonds from other investors on the stock exchanges, but under the rules from tax year 2026-27 you will pay capital-gains tax on them even at maturity.",
    },
    {
      question: "Are gold ETFs better than physical gold?",
      answer:
        "For investment, gold ETFs are usually simpler: no making charges, no purity or storage worries, and they can be sold on any trading day. They need a demat account and carry a small yearly expense. Physical gold makes sense when you actually want to use it, such as jewellery for a wedding.",
    },
    {
      question: "How is gold taxed when I sell it?",
      answer:
        "Physical gold and gold funds held for more than 24 months, and gold ETFs held for more than 12 months, are taxed at {{fact:asset-ltcg-rate}} without indexation on the gain. Shorter holdings are taxed at your slab rate. Existing SGBs have their own rules (see the tax section).",
    },
    {
      question: "What return has gold given in India?",
      answer:
        "Gold in rupees (world price converted at the exchange rate) earned about 10.4% a year over 1980-2025, but with big swings: from a fall of about 23% in 1981 to a rise of about 76% in 2025. Ten-year returns ranged from about 3.9% to 19.8% a year. Past returns do not predict future returns.",
    },
    {
      question: "Is digital gold from apps safe?",
      answer:
        "Digital gold sold by apps is not regulated by SEBI or the RBI, so you do not get the protections that apply to gold ETFs and gold mutual funds. If you want gold in electronic form, regulated options such as gold ETFs and gold funds are the safer route.",
    },
    {
      question: "How much gold should I hold?",
      answer:
        "There is no official figure; it depends on your goals, your other investments and how much volatility you can accept. Because it pays no income and can lag for years, it works best as a modest diversifier rather than a core holding. The [asset allocation tool](/tools/asset-allocation) can help you pick a share and stick to it.",
    },
  ],
  sources: [
    {
      title: "RBI press releases (Monetary Policy Statements)",
      url: "https://www.rbi.org.in/Scripts/BS_PressReleaseDisplay.aspx",
    },
    {
      title:
        "Indian Express: Budget 2026-27, SGB capital-gains exemption only when held from issue to maturity",
      url: "https://indianexpress.com/article/business/union-budget-2026-27-capital-gains-tax-exemption-on-sgbs-only-when-held-from-issuance-to-maturity-10508257/",
    },
    {
      title: "TaxTMI: SGB redemption exemption under the Income-tax Act, 2025",
      url: "https://www.taxtmi.com/tmi_notes?id=2402",
    },
    {
      title: "Business Insider: Budget 2024 changes to capital-gains tax on mutual funds and gold",
      url: "https://www.businessinsider.in/personal-finance/article/budget-2024-heres-how-your-mutual-fund-investments-are-set-to-change-post-budget/articleshow/111984727.cms",
    },
    {
      title: "AMFI investor corner: knowledge centre",
      url: "https://www.amfiindia.com/investor-corner/knowledge-center",
    },
    {
      title:
        "SEBI: regulations (full texts, including debt securities, credit rating agencies and mutual funds)",
      url: "https://www.sebi.gov.in/legal/regulations/",
    },
  ],
  lastReviewed: "2026-11-22",
  relatedCalculators: ["sip", "lumpsum", "averaging", "inflation"],
  relatedCategories: ["etfs", "mutual-funds", "stocks", "real-estate"],
  aliases: ["sona", "gold investment", "physical gold", "gold jewellery"],
};
