import type { InvestmentCategory } from "../types.ts";

export const stocks: InvestmentCategory = {
  id: "stocks",
  title: "Stocks",
  description:
    "Own a slice of listed Indian companies through a demat account. Highest long-run growth potential, with large swings along the way.",
  detailedDescription: [
    `A **stock** (also called a share or equity) is a small piece of ownership in a company. When you buy one share of a company listed on an Indian stock exchange, you become a part-owner of that business, entitled to a share of its profits through dividends and to any rise in the value of the company. If the business grows its earnings over many years, the share price usually follows, though never in a straight line. If the business struggles, the price can fall a long way, and if the company fails, the shares can become worthless. Your return therefore comes from two sources: the change in the share price and the dividends the company pays out.`,
    `In India, shares are traded on two national exchanges, the National Stock Exchange (NSE) and BSE. You cannot buy directly from the exchange; you place orders through a **SEBI-registered stock broker**, and the shares you buy are held electronically in a **demat account** with a depository participant of one of the two depositories, NSDL or CDSL. Normal trading runs from 9:15 am to 3:30 pm, Monday to Friday, except exchange holidays. Since 27 January 2023 every listed share settles on **T+1**: shares bought today reach your demat account on the next working day (earlier it took two days). An optional same-day (T+0) settlement has also been extended in batches to the top 500 companies by market value since January 2025. Opening an account needs KYC with your PAN, Aadhaar and a bank account in your name.`,
    `You can start small. The minimum is simply the price of one share plus charges, and many well-known companies trade below ₹500 a share while others cost several thousand rupees. Because you normally buy whole shares, a ₹500 starting budget limits your choice; the real entry ticket for a sensible spread of companies is higher, which is one reason many beginners begin with [mutual funds](/investments/mutual-funds) or [ETFs](/investments/etfs) and add individual stocks later.`,
    `What have Indian shares actually delivered? The best yardstick is the **Nifty 50 Total Returns Index**, which tracks India's 50 largest listed companies and assumes dividends are reinvested. Over calendar years 2006 to 2025 it returned about {{fact:nifty-tri-cagr}} a year: ₹1 lakh invested at the end of 2005 would have grown to roughly ₹11.7 lakh by the end of 2025, before costs and taxes. The path was rough. The index lost 51% in 2008 and gained 78% in 2009; it fell in 3 of those 20 calendar years (2008, 2011 and 2015). Month-end closes show the Nifty 50 down about 29% between December 2019 and March 2020, yet it ended 2020 about 15% higher than it began. Over longer windows the picture calms down: no 3-year period in 2006-2025 lost money, though the worst one (2008-2010) earned only about 1% a year, and 10-year returns ranged from about {{fact:nifty-tri-10y-range}} a year. An index spreads risk across 50 companies; a single stock can do far better or far worse, including falling to zero.`,
    `Stocks suit people who can leave money alone for **at least five years, preferably seven or more**, who have a steady income, and who will not need to sell in a panic when prices fall by a third or a half. Before you buy your first share, put the basics in place: an [emergency fund](/investments/emergency-fund) of 6-12 months of expenses, [term life insurance](/investments/term-life-insurance) if anyone depends on your income, and [health insurance](/investments/health-insurance). Money you need within two or three years, for a wedding, a down payment or fees, belongs in safer places such as [fixed deposits](/investments/fixed-deposits) or [debt funds](/funds/debt-funds).`,
    `Picking individual companies is real work. You need to understand what the business sells, whether it earns good returns on its capital, how much debt it carries, whether the management is honest, and whether the price already assumes a rosy future. Our pages on [stock fundamentals](/resources/stock-fundamentals) and [how to pick stocks](/guides/picking-stocks) walk through the basics. It also helps to know the size buckets SEBI uses: **large caps** are the 100 biggest companies by full market value, **mid caps** the 101st to 250th, and **small caps** everything below, with AMFI publishing the list every six months. Read more on [large-cap](/stocks/large-cap), [mid-cap](/stocks/mid-cap) and [small-cap](/stocks/small-cap) stocks; smaller companies tend to swing harder and can be hard to sell in a falling market.`,
    `Costs are easy to overlook. Each trade can carry brokerage (which varies widely between brokers), **securities transaction tax (STT)** of {{fact:stt-delivery}} on both the buy and the sell side of delivery trades ({{fact:stt-intraday}} on the sell side for intraday), exchange and SEBI fees, stamp duty, and GST on the broker's charges. Your depository participant may also charge a fee each time shares leave your demat account, plus an annual maintenance charge. On a ₹50,000 purchase, STT alone is ₹50. Frequent trading multiplies all of these, which is one reason patient investors usually keep more of their returns than active traders do.`,
    `Tax matters too. For sales on or after 23 July 2024, gains on listed shares held for 12 months or less are taxed at {{fact:equity-stcg-rate}}, and gains on shares held longer are taxed at {{fact:equity-ltcg-rate}} on the part above {{fact:equity-ltcg-exemption}} a year, replacing the older 15% and 10%-above-₹1-lakh rules. For example, a long-term gain of ₹3 lakh in a year is taxed on ₹1.75 lakh: ₹21,875 plus {{fact:cess-rate}} cess, or ₹22,750 in all. Dividends are added to your income and taxed at your slab rate. Losses can be set off against gains and carried forward for 8 years, but only if you file your return by the due date. See our [income tax guide](/resources/income-tax) and [guide to investment losses](/resources/investment-losses).`,
    `In a financial plan, stocks are the growth engine, not the whole car. How much to hold depends on your age, goals and nerves; our [asset allocation tool](/tools/asset-allocation) and [risk-tolerance quiz](/calculators/risk-tolerance) can help you set a mix of equity, debt and gold, and [diversification](/diversification) explains why the mix matters more than any single pick. Many investors hold a low-cost [index fund](/strategies/index-investing) as a core and a handful of carefully researched stocks around it. Review once or twice a year and rebalance back to your chosen mix instead of reacting to every headline.`,
    `The most common beginner mistakes are predictable. Buying on tips from social media, chat groups or self-styled experts (check that anyone giving paid advice is registered with SEBI as an investment adviser or research analyst). Chasing whatever rose most last year. Putting most of the money into one or two companies, often an employer's shares. Trading intraday or in futures and options, which are leveraged and eat capital quickly; STT on futures and options sales was raised again from 1 April 2026. Averaging down on a business that is failing rather than merely cheap. And selling everything in a crash, which turns a temporary fall into a permanent loss.`,
    `Rules to know as of November 2026: trading through SEBI-registered brokers and demat accounts only; T+1 settlement since January 2023; equity capital-gains rates of 20% and 12.5% since 23 July 2024; TDS of 10% on dividends above ₹10,000 per company per year since 1 April 2025; and from 1 April 2026, share buybacks are taxed as capital gains in the shareholder's hands, and the Income-tax Act, 2025 has replaced the 1961 Act, so the equity sections are now 196 (old 111A) and 198 (old 112A). This page is education, not advice; {siteName} does not recommend any particular share.`,
  ].join("\n\n"),
  tagline: "Part-own India's listed companies",
  icon: "trending-up",
  minInvestment: "₹500 (the price of one share plus charges; a spread of companies needs more)",
  riskLevel: "High",
  riskDescription:
    "Share prices can fall 30-50% in a bad year: the Nifty 50 TRI lost 51% in 2008 and only regained its end-2007 level at the end of 2010. A single company can lose far more, or go to zero, so spread your money and hold for the long term.",
  returns: { oneYear: "-51-78", threeYear: "1-23", fiveYear: "0.4-18", tenYear: "7-16" },
  returnsBasis:
    "Lowest and highest rolling 1-, 3-, 5- and 10-year CAGRs of the Nifty 50 TRI (dividends reinvested) over calendar years 2006-2025 (NSE index data, see market-history.md). Individual stocks can do much better or worse; past returns do not predict future returns.",
  taxImplications:
    "For transfers on or after 23 Jul 2024, short-term gains on listed shares (held 12 months or less, STT paid) are taxed at {{fact:equity-stcg-rate}} under section 196 (old 111A), and long-term gains at {{fact:equity-ltcg-rate}} on the total above {{fact:equity-ltcg-exemption}} a year under section 198 (old 112A), with no indexation. These replaced the older rules of 15% short-term and 10% on long-term gains above ₹1 lakh. Add {{fact:cess-rate}} cess (and surcharge, capped at 15% on these gains, for high incomes); in the new regime the section 156 (old 87A) rebate cannot be used against this tax. Dividends are taxed at your slab rate, with 10% TDS once a company pays you more than ₹10,000 in a year. STT of {{fact:stt-delivery}} is charged on both sides of delivery trades, and from 1 Apr 2026 buyback proceeds are taxed as capital gains.",
  recommendedHorizon: "7+ years",
  regulatedBy: "SEBI",
  examples: [
    "Large-cap shares (the 100 biggest listed companies)",
    "Mid-cap shares (101st to 250th by market value)",
    "Small-cap shares (251st company onward)",
    "Dividend-paying shares of mature companies",
    "Shares bought in an IPO (initial public offering)",
    "Shares of government-owned companies (PSUs) listed on NSE and BSE",
  ],
  pros: [
    "Highest long-run growth of the mainstream asset classes: the Nifty 50 TRI returned about {{fact:nifty-tri-cagr}} a year over 2006-2025, well ahead of inflation.",
    "Start with the price of a single share; no lock-in, and you can sell on any trading day.",
    "Long-term gains up to {{fact:equity-ltcg-exemption}} a year are tax-free, and the rest is taxed at {{fact:equity-ltcg-rate}}.",
    "Ownership is transparent: listed companies publish results every quarter and annual reports every year.",
    "Low cost if you buy and hold: no annual fund fee, only trading charges and a demat maintenance charge.",
    "Strong investor protection framework: SEBI regulation, exchange surveillance and T+1 settlement into your own demat account.",
  ],
  cons: [
    "Large, unpredictable falls: 1-year returns of the Nifty 50 TRI ranged from -51% to +78% over 2006-2025.",
    "A single company can fail and wipe out your investment; spreading across many companies takes more money and effort.",
    "Needs time and skill to research businesses, read results and judge valuations.",
    "Emotions hurt returns: panic selling in crashes and chasing hot tips are common and costly.",
    "Short-term gains are taxed at {{fact:equity-stcg-rate}}, and frequent trading adds brokerage, STT and other charges.",
    "Small and mid-cap shares can be hard to sell quickly in a falling market.",
  ],
  strategies: [
    {
      title: "Core and satellite",
      description:
        "Keep most of your equity money in a low-cost Nifty 50 or broad-market [index fund or ETF](/strategies/index-investing) as the core, and use a smaller slice for a few individual companies you have researched. If your picks disappoint, the core still tracks the market.",
    },
    {
      title: "Buy quality and hold",
      description:
        "Look for businesses with steady earnings, sensible debt and honest management, bought at a reasonable price, and hold them for years. Our pages on [value investing](/strategies/value-investing) and [growth investing](/strategies/growth-investing) explain two ways of judging what is reasonable.",
    },
    {
      title: "Invest in instalments",
      description:
        "Instead of putting a lump sum in at one go, invest a fixed amount every month. This spreads your buying across high and low prices; try the [averaging calculator](/calculators/averaging) to see how it works.",
    },
    {
      title: "Dividend focus for income",
      description:
        "Some investors prefer mature companies that pay regular dividends. Remember that dividends are taxed at your slab rate, so for many people in higher brackets growth is more tax-efficient. See [dividend investing](/strategies/dividend-investing).",
    },
    {
      title: "Rebalance once a year",
      description:
        "Pick a target mix of equity, debt and gold with the [asset allocation tool](/tools/asset-allocation) and bring it back to target once a year. This makes you trim shares after big rises and add after falls, without trying to time the market.",
    },
  ],
  howToStart: {
    documents: [
      "PAN card",
      "Aadhaar (for e-KYC) or another proof of address",
      "Bank account in your name, with a cancelled cheque or recent statement",
      "Recent photograph and signature (captured online by most brokers)",
      "Income proof, only if you want to trade futures and options",
    ],
    platforms: [
      "SEBI-registered stock brokers (discount and full-service)",
      "Banks' broking arms offering a 3-in-1 savings, demat and trading account",
      "Depository participants of NSDL or CDSL for the demat account",
      "NSE and BSE websites for company filings and announcements",
    ],
    steps: [
      "Build your emergency fund and buy term and health insurance before investing in shares.",
      "Choose a SEBI-registered broker; check its registration number on sebi.gov.in and compare charges (see our [brokers comparison](/guides/brokers-comparison)).",
      "Open a demat and trading account online with e-KYC, and link your bank account.",
      "Decide how much of your portfolio goes into equity with the [asset allocation tool](/tools/asset-allocation), and start with an index fund or a few large, well-understood companies.",
      "Place a delivery (not intraday) order; the shares reach your demat account on the next working day under T+1.",
      "Check your demat holdings statement from NSDL or CDSL each month, and keep contract notes for your tax return.",
      "Review once or twice a year and rebalance instead of trading on news.",
    ],
  },
  faqs: [
    {
      question: "How much money do I need to start investing in stocks?",
      answer:
        "Technically, the price of one share plus small charges, which can be under ₹500. In practice, owning enough different companies to spread your risk needs more, so many beginners start with a Nifty 50 index fund or ETF and add individual shares later.",
    },
    {
      question: "How are my stock gains taxed in 2026-27?",
      answer:
        "Gains on listed shares held 12 months or less are taxed at {{fact:equity-stcg-rate}}. Gains on shares held longer are taxed at {{fact:equity-ltcg-rate}} on the part above {{fact:equity-ltcg-exemption}} a year, plus {{fact:cess-rate}} cess. These rates apply to sales on or after 23 July 2024 and replaced the older 15% and 10%-above-₹1-lakh rules.",
    },
    {
      question: "Can I lose all my money in the stock market?",
      answer:
        "In a single company, yes: businesses fail and their shares can become worthless. A broad index of 50 large companies has never gone to zero, but it has fallen by half in a year (2008). Spreading your money, avoiding borrowed money and holding for years are the main defences.",
    },
    {
      question: "Is it better to buy stocks directly or through mutual funds?",
      answer:
        "Funds give instant diversification and professional or index-based selection for a yearly fee, while direct stocks cost less to hold but need your own research. If you are not ready to study companies, an index fund is a simpler start. See [mutual funds](/investments/mutual-funds) and [ETFs](/investments/etfs).",
    },
    {
      question: "What is the difference between NSE and BSE?",
      answer:
        "They are India's two national stock exchanges, and most large companies are listed on both. The Nifty 50 is NSE's index of 50 large companies and the Sensex is BSE's index of 30. For an ordinary investor the price of a share is almost the same on either exchange.",
    },
    {
      question: "Should I trade intraday or in futures and options to earn faster?",
      answer:
        "Beginners should not. Intraday and F&O trading is leveraged, short-term and expensive, and STT on F&O was raised again from 1 April 2026. Building wealth in shares comes from owning good businesses for years, not from daily price moves.",
    },
  ],
  sources: [
    { title: "NSE: investor learning centre", url: "https://www.nseindia.com/learn" },
    {
      title: "NSE Indices: broad-based indices (Nifty 50 and its Total Returns Index)",
      url: "https://www.niftyindices.com/indices/equity/broad-based-indices",
    },
    {
      title: "Income Tax Department tutorial: long-term capital gains",
      url: "https://incometaxindia.gov.in/Tutorials/15-%20LTCG.pdf",
    },
    {
      title: "Capital gains tax rates before and after 23 July 2024",
      url: "https://ckdarji.com/capital-gains-tax-rates-changes-before-and-after-23rd-july-2024",
    },
    {
      title: "Indian stock market moves to T+1 settlement (Mint, Jan 2023)",
      url: "https://www.livemint.com/market/stock-market-news/indian-stock-market-to-shift-to-a-shorter-trading-cycle-t-1-settlement-on-jan-27/amp-11673878481583.html",
    },
  ],
  lastReviewed: "2026-11-22",
  relatedCalculators: ["lumpsum", "sip", "return", "risk-tolerance", "tax"],
  relatedCategories: ["mutual-funds", "etfs", "us-stocks", "bonds"],
  aliases: ["shares", "share", "equity shares", "share market", "stock market", "equities", "direct equity"],
};
