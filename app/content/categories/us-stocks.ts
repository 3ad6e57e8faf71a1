import type { InvestmentCategory } from "../types.ts";

export const usStocks: InvestmentCategory = {
  id: "us-stocks",
  title: "US Stocks",
  description:
    "Own shares of US companies from India through international funds, an LRS account or GIFT City. Adds a second economy and currency, with extra tax rules.",
  detailedDescription: [
    "**US stocks** are shares of companies listed on American exchanges such as the NYSE and Nasdaq, a market that includes many of the world's largest technology, healthcare and consumer businesses, several of which are not listed in India. Owning some of them spreads long-term money across a second economy and a second currency, so your wealth does not depend on India alone. A resident Indian has three broad routes: an Indian mutual fund that invests abroad, a direct account with a foreign broker funded under the RBI's Liberalised Remittance Scheme, and platforms in GIFT City.",
    "The simplest route is an [international fund](/resources/mutual-fund-terminologies#term-international-fund) from an Indian fund house: a **fund of funds (FoF)** that puts your rupees into a foreign fund or ETF, or a scheme that buys US shares itself. You invest in rupees, by SIP or lump sum, through an ordinary [mutual fund](/investments/mutual-funds) account, with no remittance forms. The catch is capacity: SEBI caps how much the whole Indian fund industry may invest overseas, and when it nears that cap, fund houses have had to stop taking fresh lump sums and SIPs, sometimes for months. An FoF also charges its own expense ratio on top of the underlying fund's.",
    "The direct route uses the **Liberalised Remittance Scheme** ([LRS](/resources/investment-terminologies#term-lrs)), which lets each resident individual send up to **US{{fact:lrs-limit}} per financial year** abroad for permitted purposes, including foreign shares and ETFs. You open an account with an overseas-investing platform, or through an Indian broker with a partner US broker, complete KYC with your PAN, and transfer rupees that your bank converts into dollars. Many platforms offer fractional shares. Your shares are held by the foreign broker in the US, not in your Indian demat account, so check who holds them and what investor protection applies.",
    "A third route runs through **GIFT City** in Gujarat, India's International Financial Services Centre (IFSC), regulated by the IFSCA. Some platforms there let residents buy US shares, or instruments linked to them, in dollars under the same LRS allowance. Products, costs and tax treatment vary, so read the documents closely.",
    "The rupee matters as much as the share price. Suppose Meera (a fictional investor) sends ₹4,50,000 when the dollar costs ₹90 and buys US shares worth US$5,000. Three years later they are worth US$6,000, a 20% gain in dollars. If the dollar now costs ₹95, she receives ₹5,70,000, a gain of ₹1,20,000 or about 26.7%. If the rupee had strengthened to ₹85, she would get ₹5,10,000, a gain of only 13.3%. Over long periods the rupee has mostly weakened: at year-end the dollar cost ₹45.11 in 2005, ₹66.44 in 2015 and ₹89.78 in 2025, almost doubling in twenty years (about 3.5% a year). Yet the dollar fell against the rupee in 5 of those 20 calendar years, by 10.7% in 2007, so the currency is a risk as well as a long-run tailwind.",
    "Costs depend on the route. Funds charge an expense ratio. Direct investing can add platform fees, brokerage and, often the biggest item, the bank's conversion spread and remittance charges each way. Then there is **tax collected at source** (TCS): the {{fact:tcs-lrs-threshold}} threshold counts all your LRS remittances in a financial year together, and on money sent for investments the bank collects nothing up to it and **{{fact:tcs-lrs-rate}}** above it (the threshold was ₹7 lakh until 31 March 2025; education and medical remittances above it attract 2% from tax year 2026-27). Sending ₹15 lakh in one year means TCS of ₹1 lakh. TCS is not an extra tax: it is credited against your tax for the year or refunded, but the cash is tied up until then.",
    "For a resident, US shares are not listed in India, so they become **long-term after 24 months** and long-term gains are taxed at **{{fact:asset-ltcg-rate}} without indexation** (section 197 of the Income-tax Act, 2025, old section 112); shorter holdings are taxed at your slab rate. The {{fact:equity-ltcg-exemption}} yearly exemption for listed Indian shares does not apply. Before 23 July 2024 such long-term gains were taxed at 20% with indexation. If Meera sells after 24 months, her ₹1,20,000 gain costs ₹15,000 plus {{fact:cess-rate}} cess, ₹15,600. Dividends are taxed at your slab rate; the US withholds 25% under the India-US tax treaty, which you claim as a foreign tax credit by filing Form 67 with or before your return. International FoFs follow the same 24-month, 12.5% rule from FY 2025-26. See our [income tax guide](/resources/income-tax).",
    "Two more rules catch people out. Foreign shares and brokerage accounts must be listed in **Schedule FA** (foreign assets) of your return every year, even with no sale or income, and leaving them out can attract heavy penalties under the black money law. And the US can levy **estate tax** on US shares left by a non-US person: the exemption for non-residents is small (US$60,000 under current US law), the rate above it can be steep, and heirs face US paperwork. Units of an Indian mutual fund are Indian assets, so this does not arise on the fund route.",
    "US stocks suit investors who already have an emergency fund, insurance and a core of Indian equity, and want to diversify long-term money, especially for goals priced in dollars such as studies abroad. Treat them as one slice of your equity; our page on [diversification](/diversification) and the [asset allocation tool](/tools/asset-allocation) help you size it. They are a poor fit for money needed within about five years, for anyone who would panic in a steep fall, and for frequent traders, who pay conversion costs and slab-rate tax again and again.",
    "Common mistakes: buying a handful of famous technology names instead of a broad index; forgetting that a stronger rupee can erase gains; sending a large sum without planning for TCS; skipping Schedule FA; not claiming the foreign tax credit; and assuming a fund's SIP will keep running when overseas limits can pause it. Form numbers may change under the new Income-tax Rules, 2026, so check the current return forms when you file.",
  ].join("\n\n"),
  tagline: "Global companies and dollar exposure, with extra paperwork",
  icon: "globe",
  minInvestment:
    "₹500 or $1 (fund SIPs or fractional shares; remittance costs make tiny LRS transfers uneconomical)",
  riskLevel: "High",
  riskDescription:
    "US shares can fall steeply in a bad year, just like Indian shares, and the rupee-dollar rate adds a second layer of gains or losses on top. Investing directly adds risks of its own: your shares sit with a foreign broker, your heirs may face US estate tax, and the Indian tax and disclosure rules are easy to get wrong.",
  returns: { oneYear: "no-series", threeYear: "no-series", fiveYear: "no-series", tenYear: "no-series" },
  returnsBasis:
    "No reliable series: our reference data holds no US share-index series, so the site shows no return range for US stocks rather than invent one. For scale, the computed figures we do have: Nifty 50 TRI calendar-year returns ranged from -{{fact:nifty-tri-2008}} (2008) to +{{fact:nifty-tri-2009}} (2009) over 2006-2025, and the dollar's calendar-year change against the rupee ranged from -10.67% (2007) to +21.86% (2008) over 1996-2025 (FRED year-end USD/INR, market-history-levels.csv); the currency move adds to or subtracts from the dollar return. Single stocks and sector funds can do far worse.",
  taxImplications:
    "For tax year 2026-27, shares of foreign companies that are not listed in India are long-term after 24 months; long-term gains are taxed at {{fact:asset-ltcg-rate}} without indexation under section 197 of the Income-tax Act, 2025 (old section 112), and short-term gains are added to your income and taxed at your slab rate. The {{fact:equity-ltcg-exemption}} exemption for listed Indian equity does not apply, and the gain is worked out in rupees, so currency movements count. Before 23 July 2024, long-term gains were taxed at 20% with indexation. Dividends from US companies are taxed at your slab rate in India; the US withholds 25% under the India-US tax treaty (DTAA), which you can claim as a foreign tax credit, up to the Indian tax on that income, by filing Form 67 with or before your return. International funds of funds and other Indian funds investing abroad are long-term after 24 months and then taxed at {{fact:asset-ltcg-rate}} from FY 2025-26 (units bought from 1 April 2023 and sold before 1 April 2025 were taxed at slab rates). TCS on LRS remittances ({{fact:tcs-lrs-rate}} above {{fact:tcs-lrs-threshold}} a year) is credited against your tax or refunded. All foreign shares and accounts must be disclosed in Schedule FA of your return every year.",
  recommendedHorizon: "7+ years (money you will not need for at least five to seven years)",
  regulatedBy:
    "RBI (LRS remittances under FEMA); SEBI (Indian mutual funds and brokers); IFSCA (GIFT City); US regulators for US brokers and exchanges",
  examples: [
    "International funds of funds from Indian fund houses that invest in US index funds or ETFs",
    "Indian mutual fund schemes that buy US-listed shares directly",
    "US-listed ETFs tracking a broad index such as the S&P 500, bought through an LRS account",
    "Individual US shares, including fractional shares, through an overseas-investing platform or an Indian broker's US partner",
    "US shares or linked instruments offered by platforms in GIFT City IFSC",
  ],
  pros: [
    "Access to large global companies and industries that are thin or absent on Indian exchanges",
    "Spreads your equity across a second economy, so your wealth does not depend on India alone",
    "A weakening rupee has added to rupee returns over long periods: the dollar went from ₹45.11 at the end of 2005 to ₹89.78 at the end of 2025",
    "Useful for goals priced in dollars, such as education abroad",
    "Fund SIPs and fractional shares make small amounts possible",
    "Long-term gains after 24 months are taxed at a flat {{fact:asset-ltcg-rate}}",
  ],
  cons: [
    "Currency risk: a stronger rupee can shrink or wipe out gains made in dollars",
    "TCS of {{fact:tcs-lrs-rate}} on LRS remittances above {{fact:tcs-lrs-threshold}} a year ties up cash until you file your return",
    "Extra costs: conversion spreads, remittance and platform fees, or a fund-of-funds expense ratio",
    "Less generous tax than Indian shares: 24 months to become long-term, no {{fact:equity-ltcg-exemption}} exemption, slab rate on short-term gains and dividends",
    "Paperwork every year: Schedule FA, foreign tax credit claims with Form 67",
    "International funds can stop taking new money when industry-wide overseas limits are reached",
    "Directly held US shares may attract US estate tax for your heirs",
  ],
  strategies: [
    {
      title: "Start broad, not with a few famous names",
      description:
        "A fund or ETF that tracks a broad US index spreads your money across hundreds of companies. Buying only a handful of popular technology shares adds company and sector risk on top of currency risk.",
    },
    {
      title: "Pick the route by amount and effort",
      description:
        "For small, regular amounts, an Indian international fund or FoF avoids remittance costs and foreign paperwork, if it is open for fresh money. For larger sums, a direct LRS account can be cheaper to hold, but plan for TCS, conversion costs, Schedule FA and the US estate-tax question.",
    },
    {
      title: "Keep it one slice of your equity",
      description:
        "Decide in advance what share of your equity goes abroad and rebalance once a year. Treat US stocks as diversification for long-term goals, not a replacement for your core Indian holdings.",
    },
    {
      title: "Batch your transfers and keep records",
      description:
        "Fewer, larger remittances cut conversion and bank charges. Keep every contract note, dividend statement and exchange-rate record: you need them to work out gains in rupees, claim foreign tax credit and complete Schedule FA.",
    },
  ],
  howToStart: {
    documents: [
      "PAN card (needed for LRS remittances and for KYC)",
      "Aadhaar or another proof of identity and address",
      "A resident savings account with a bank that handles LRS remittances, and its LRS declaration form (often Form A2)",
      "US tax-treaty declaration (Form W-8BEN), signed through the platform, so that treaty withholding applies",
      "For the fund route: a KYC-compliant mutual fund account",
    ],
    platforms: [
      "Indian fund houses and mutual fund platforms (international funds and funds of funds)",
      "Indian stock brokers that offer US investing through a partner US broker",
      "Overseas-investing platforms that open an account for you with a US-registered broker",
      "Platforms and brokers operating in GIFT City IFSC",
      "Banks, for the LRS remittance itself",
    ],
    steps: [
      "Make sure the basics are in place first: an emergency fund, insurance and a core of Indian investments.",
      "Decide what share of your long-term equity should go abroad, and choose a route: an Indian international fund (check it is open for fresh money), a direct LRS account, or a GIFT City platform.",
      "Compare total costs: expense ratio or brokerage, account fees, and the conversion spread and remittance charges on money going out and coming back.",
      "Complete KYC with your PAN, sign the W-8BEN form on the platform, and send money from your bank under LRS, keeping track of TCS above {{fact:tcs-lrs-threshold}} a year.",
      "Invest in broad, diversified holdings and keep records of purchase dates, dollar prices and exchange rates.",
      "Every year, report your foreign holdings in Schedule FA, show dividends and claim the foreign tax credit with Form 67, and claim any TCS against your tax.",
    ],
  },
  faqs: [
    {
      question: "How much can I invest in US stocks from India?",
      answer:
        "A resident individual can send up to US{{fact:lrs-limit}} per financial year under the Liberalised Remittance Scheme, counting all purposes together (investment, education, travel, gifts). The mutual fund route has no personal limit, but a fund can pause fresh investments when industry-wide overseas limits are reached.",
    },
    {
      question: "Will my bank deduct TCS when I send money to buy US shares?",
      answer:
        "Only on the part of your total LRS remittances in a financial year above {{fact:tcs-lrs-threshold}} (₹7 lakh until 31 March 2025), at {{fact:tcs-lrs-rate}}. TCS is not an extra tax: it is credited against your tax for the year and refunded if it exceeds what you owe. See the [TCS glossary entry](/resources/investment-terminologies#term-tcs).",
    },
    {
      question: "How are gains on US stocks taxed in India?",
      answer:
        "Held more than 24 months, gains are long-term and taxed at {{fact:asset-ltcg-rate}} without indexation (section 197, old 112); held 24 months or less, they are taxed at your slab rate. Unlike listed Indian shares, there is no {{fact:equity-ltcg-exemption}} yearly exemption, and the gain is calculated in rupees.",
    },
    {
      question: "How are US dividends taxed?",
      answer:
        "The US withholds 25% of the dividend under the India-US tax treaty (after you sign Form W-8BEN). In India the dividend is taxed at your slab rate, and you can claim the US tax as a foreign tax credit, up to the Indian tax on that income, by filing Form 67 with or before your return. If your slab rate is below 25%, the excess US tax is not refunded in India.",
    },
    {
      question: "What is Schedule FA and do I need to fill it?",
      answer:
        "Schedule FA is the foreign-assets section of the income-tax return. A resident holding foreign shares or a foreign brokerage account must report it every year, even if nothing was sold and no dividend was received. Omitting it can attract heavy penalties, so use a return form that includes it.",
    },
    {
      question: "What is the US estate tax risk?",
      answer:
        "If a non-US person dies holding US shares directly, the US can levy estate tax on their value above a small exemption (US$60,000 under current US law) at rates that can be steep, and heirs must deal with US formalities. Units of Indian mutual funds that invest in the US are Indian assets, so this issue does not arise there. Take professional advice for large direct holdings.",
    },
    {
      question: "Should I use a fund or buy US shares directly?",
      answer:
        "A fund is simpler: rupee investing, SIPs, no remittance or foreign paperwork, but it costs an expense ratio and may pause inflows. Direct investing gives you full choice and can be cheaper to hold, but adds conversion costs, TCS on large remittances, Schedule FA and estate-tax exposure. Many beginners start with a broad fund; compare it with [ETFs](/investments/etfs) listed in India as well.",
    },
    {
      question: "Does a falling rupee always help?",
      answer:
        "Over long periods it has: the dollar rose from ₹66.44 at the end of 2015 to ₹89.78 at the end of 2025, about 3.1% a year. But it fell against the rupee in 5 of the 20 calendar years from 2006 to 2025, by 10.7% in 2007, so the currency can also reduce your returns.",
    },
  ],
  sources: [
    {
      title: "RBI FAQ: Liberalised Remittance Scheme",
      url: "https://m.rbi.org.in/scripts/FAQView.aspx?Id=115",
    },
    {
      title: "Mint (HT Syndication): what you should know about RBI's Liberalised Remittance Scheme and TCS",
      url: "https://htsyndication.com/mint/article/what-you-should-know-about-rbi-s-liberalized-remittance-scheme/97438753",
    },
    {
      title: "Aspire Market Guides: capital gains tax on international and unlisted shares after Budget 2024",
      url: "https://aspiremarketguides.com/equity-investments/stock-market-investments-new-capital-gains-tax-on-listed-international-equity-shares-after-budget-2024-new-stcg-ltcg-tax-rates-rules-exemption-for-equity-unlisted-equity-foreign-equity-shares",
    },
    {
      title: "Business Insider India: how mutual fund taxation changed after Budget 2024",
      url: "https://www.businessinsider.in/personal-finance/article/budget-2024-heres-how-your-mutual-fund-investments-are-set-to-change-post-budget/articleshow/111984727.cms",
    },
    {
      title: "Income Tax e-filing portal",
      url: "https://www.incometax.gov.in/iec/foportal/",
    },
    {
      title: "AMFI investor corner: knowledge centre",
      url: "https://www.amfiindia.com/investor-corner/knowledge-center",
    },
  ],
  lastReviewed: "2026-11-22",
  relatedCalculators: ["sip", "lumpsum", "tax", "risk-tolerance"],
  relatedCategories: ["stocks", "mutual-funds", "etfs", "gold"],
  aliases: [
    "foreign shares",
    "foreign stocks",
    "international stocks",
    "US shares",
    "American stocks",
    "global stocks",
    "Nasdaq",
    "S&P 500",
  ],
};
