import type { InvestmentCategory } from "../types.ts";

export const mutualFunds: InvestmentCategory = {
  id: "mutual-funds",
  title: "Mutual Funds",
  description:
    "Pool your money with other investors in a SEBI-regulated fund run by professionals. Start a SIP from ₹100 and pick equity, debt or hybrid.",
  detailedDescription: [
    `A **mutual fund** pools money from thousands of investors and invests it in a portfolio of shares, bonds, money-market instruments or gold, according to a stated objective. When you invest, you buy **units** of the fund at that day's **net asset value (NAV)**, which is the value of everything the fund owns, minus its expenses, divided by the number of units. If the portfolio rises in value, so does the NAV. You do not own the underlying shares or bonds directly; you own a proportionate slice of the whole pool. This gives a ₹500 investor the same diversification, spread across dozens of companies or bonds, that a crore-rupee investor gets.`,
    `In India every mutual fund is run by an **asset management company (AMC)** and regulated by SEBI. The fund's assets are kept with an independent custodian and overseen by trustees, separate from the AMC's own money, and the portfolio is disclosed regularly. From 1 April 2026 the industry works under the new **SEBI (Mutual Funds) Regulations, 2026**, which replaced the 1996 Regulations. AMFI, the industry body, registers distributors and publishes daily NAVs. Each scheme also shows a **riskometer** with six levels, from Low to Very High, reviewed every month, so you can see at a glance how risky it is.`,
    `SEBI sorts funds into categories so that a "large cap fund" from one AMC is comparable with another's. Under SEBI's circular of 26 February 2026 there are five classes: **equity**, **debt**, **hybrid**, the new **Life Cycle Funds**, and **other** (index funds, ETFs and funds of funds). [Equity funds](/funds/equity-funds) include large cap (investing mainly in the 100 biggest listed companies), mid cap (101st to 250th), small cap (251st onward), flexi cap, multi cap, value, contra, sectoral and thematic funds, and ELSS. [Debt funds](/funds/debt-funds) range from liquid and overnight funds, which hold very short-term instruments, to gilt and long-duration funds that swing with interest rates. [Hybrid funds](/funds/hybrid-funds) mix the two. Life Cycle Funds are new target-date funds of 5 to 30 years, with the year in their name, that shift from equity towards debt as the date approaches. The old "solution-oriented" class of retirement and children's funds has been discontinued, and its schemes are being merged.`,
    `Every fund comes in two versions. A **regular plan** is sold through a distributor, whose commission is paid out of a higher expense ratio. A **direct plan** is bought straight from the AMC, through its website, or through a platform that offers direct plans, and has no distributor commission. Both hold exactly the same portfolio, so the direct plan's NAV grows a little faster every year. The gap compounds: on a ₹5,000 monthly SIP for 20 years (₹12 lakh invested), a hypothetical portfolio earning 12% a year before costs would grow to roughly ₹43 lakh at a 0.5% expense ratio but about ₹38 lakh at 1.5%. If you value a distributor's guidance, that difference is the price you pay for it.`,
    `The **expense ratio** is the yearly fee taken from the fund's assets; you never see a bill, because it is deducted from the NAV daily. Since 1 April 2026 SEBI caps a **base expense ratio** that excludes taxes and regulatory levies, which are now charged at actual cost and shown separately. For open-ended equity funds the cap starts at 2.10% on the first ₹500 crore of assets and steps down as the fund grows, to 0.95% above ₹50,000 crore (earlier 2.25% falling to 1.05%). Debt funds are capped at 1.85% falling to 0.70%, and index funds and ETFs at {{fact:mf-index-ber-cap}} (earlier 1%). The earlier caps covered some levies that are now charged on top, so the caps were restructured more than lowered: compare funds by their total expense ratio. The extra 0.05% that funds with exit loads could once charge has been removed. Direct plans, and index funds in particular, often charge well below these caps.`,
    `Most people invest through a **systematic investment plan (SIP)**: a fixed amount leaves your bank account every month, by mandate or UPI autopay, and buys units at that day's NAV. You buy more units when prices are low and fewer when they are high, and the habit matters more than timing. Many AMCs accept SIPs from ₹100 or ₹500 a month, and SEBI's 2025 small-ticket ("Chhoti") SIP framework standardises ₹250 monthly SIPs in the growth option of eligible schemes, paid by NACH or UPI autopay (not available in debt, sectoral, thematic, mid-cap or small-cap funds). You can also invest a lump sum; our page on [SIP vs lump sum](/funds/sip-vs-lumpsum) compares the two, and the [SIP calculator](/calculators/sip) shows how a monthly amount can grow.`,
    `**ELSS (equity-linked savings schemes)** are equity funds, at least 80% in shares, with a three-year lock-in on every instalment: each SIP is locked for three years from its own date. Investments qualify for the {{fact:deduction-80c-limit}} deduction under section 123 (old 80C), but **only if you choose the old tax regime**. Under the default new regime there is no deduction, so ELSS is simply an equity fund with a lock-in. Check which regime suits you with our [tax calculator](/calculators/tax) before investing for tax saving.`,
    `Who are mutual funds for? Almost everyone. A **liquid or overnight fund** can hold part of an [emergency fund](/investments/emergency-fund); **debt funds** suit goals one to three years away; **hybrid funds** suit cautious investors; and **equity funds** suit goals at least five to seven years away, such as retirement or a child's education. The returns shown on this page are indicative: over calendar years 2006-2025 the Nifty 50 TRI, the benchmark many large-cap and index funds track, ranged from a 51% loss in 2008 to a 78% gain in 2009, but no 3-year window lost money and 10-year returns ran from about {{fact:nifty-tri-10y-range}} a year, before fund costs. A modelled 10-year government bond, a rough guide to long-duration debt funds, earned between about -10% and +26% in single years (2002-2025) and 4.6% to 9.0% a year over 10-year windows.`,
    `Risks depend on what the fund holds. Equity funds fall with the market, and actively managed funds can also lag their benchmark for years. Debt funds face **interest-rate risk** (bond prices fall when rates rise) and **credit risk** (a borrower defaults). Sectoral and thematic funds concentrate on one idea. Many equity funds charge a small exit load if you redeem within a set period, and some debt funds do too.`,
    `Common mistakes: buying last year's top performer; owning ten funds that hold the same large companies; stopping SIPs when markets fall, exactly when units are cheapest; choosing regular plans without realising the cost; and using ELSS for tax saving after switching to the new regime. For a simple plan, many investors need only two or three funds: a broad index or flexi-cap fund, a debt fund, and perhaps a hybrid fund. Our guide to [picking mutual funds](/guides/picking-mutual-funds), the [mutual fund glossary](/resources/mutual-fund-terminologies) and [index investing](/strategies/index-investing) go further. This page is education, not advice; {siteName} does not recommend any fund or AMC.`,
  ].join("\n\n"),
  tagline: "Professionally managed, diversified portfolios",
  icon: "pie-chart",
  minInvestment: "₹100 via SIP (many schemes ask ₹500 or ₹1,000; ₹250 small-ticket SIPs in eligible schemes)",
  riskLevel: "Moderate",
  riskDescription:
    "Risk depends on the fund: liquid and overnight funds are low risk, debt funds carry interest-rate and credit risk, and equity funds can fall 30-50% in a bad year. Check each scheme's riskometer (six levels, Low to Very High) and match the fund to your time horizon.",
  returns: { oneYear: "-51-78", threeYear: "-0.3-23", fiveYear: "0.4-18", tenYear: "4.6-16" },
  returnsBasis:
    "Lowest and highest rolling 1-, 3-, 5- and 10-year CAGRs across the Nifty 50 TRI (equity, 2006-2025) and a modelled 10-year G-sec (debt, 2002-2025), from market-history.md, before fund expenses. Individual funds differ; past returns do not predict future returns.",
  taxImplications:
    "Equity-oriented funds (including ELSS and equity index funds) are taxed like shares: for redemptions on or after 23 Jul 2024, {{fact:equity-stcg-rate}} on gains from units held 12 months or less (section 196, old 111A) and {{fact:equity-ltcg-rate}} on long-term gains above {{fact:equity-ltcg-exemption}} a year (section 198, old 112A), replacing the older 15% and 10%-above-₹1-lakh rates. Debt funds bought on or after 1 Apr 2023 are taxed at your slab rate however long you hold them, with no indexation. Gold and international funds of funds become long-term after 24 months and are then taxed at {{fact:asset-ltcg-rate}}. IDCW (dividend) payouts are taxed at your slab rate, with 10% TDS above ₹10,000 a year per fund house. ELSS investments earn the section 123 (old 80C) deduction, within {{fact:deduction-80c-limit}}, only under the old regime.",
  recommendedHorizon: "1-3 years (debt), 5+ years (equity)",
  regulatedBy: "SEBI (AMFI is the industry body)",
  examples: [
    "Index funds tracking the Nifty 50 or a broader market index",
    "Large-cap, flexi-cap, mid-cap and small-cap equity funds",
    "ELSS (tax-saving) funds with a 3-year lock-in",
    "Liquid, overnight and short-duration debt funds",
    "Hybrid funds such as balanced advantage or aggressive hybrid funds",
    "Life Cycle (target-date) funds and funds of funds",
  ],
  pros: [
    "Instant diversification across dozens of companies or bonds, even with ₹100-₹500 a month.",
    "Funds for every horizon, from liquid funds for parking cash to equity funds for retirement.",
    "SIPs automate disciplined monthly investing and average out your purchase price.",
    "Tightly regulated by SEBI, with daily NAVs, regular portfolio disclosure and a riskometer on every scheme.",
    "Easy to redeem on most open-ended funds; money usually reaches your bank within a few working days.",
    "Costs capped by SEBI and lowered from 1 Apr 2026; direct plans and index funds are cheaper still.",
  ],
  cons: [
    "No guaranteed returns: equity funds can fall sharply, and debt funds can lose value when rates rise or a borrower defaults.",
    "Yearly expense ratio is deducted whether the fund does well or not, and regular plans cost more than direct plans.",
    "Many actively managed funds fail to beat their benchmark index after costs over long periods.",
    "The sheer number of schemes makes choosing hard, and past top performers often do not stay on top.",
    "Debt-fund gains on units bought from 1 Apr 2023 are taxed at slab rates, removing their old tax edge over FDs.",
    "ELSS locks money for 3 years per instalment, and exit loads can apply on early redemption from other funds.",
  ],
  strategies: [
    {
      title: "Start a goal-based SIP",
      description:
        "Link each SIP to a goal with a date, such as a house deposit in 8 years or retirement in 25. Use the [goal calculator](/calculators/goal) to find the monthly amount, and choose equity for long goals and debt for short ones.",
    },
    {
      title: "Keep an index fund at the core",
      description:
        "A low-cost Nifty 50 or broad-market index fund gives you the market's return minus a small fee, with no risk of a manager lagging. See [index investing](/strategies/index-investing).",
    },
    {
      title: "Step up your SIP every year",
      description:
        "Raise your SIP by a fixed percentage each year as your salary grows. Small increases make a large difference over 15-20 years; try different amounts in the [SIP simulation](/tools/sip-simulation).",
    },
    {
      title: "Move to debt as the goal nears",
      description:
        "Two to three years before a goal, shift money gradually from equity funds to debt or liquid funds so a market fall just before the deadline cannot derail it. Life Cycle Funds do this automatically.",
    },
    {
      title: "Keep it to a few funds",
      description:
        "Two to four well-chosen funds across equity and debt are usually enough. Owning many funds in the same category mostly duplicates holdings and makes tracking harder.",
    },
  ],
  howToStart: {
    documents: [
      "PAN card",
      "Aadhaar or another proof of address for KYC",
      "Bank account in your name (for SIP mandates and redemptions)",
      "Mobile number and email linked to your KYC",
      "Nominee details",
    ],
    platforms: [
      "AMC websites and apps (direct plans)",
      "SEBI-registered brokers and investment platforms",
      "MF Utilities and registrar (RTA) portals",
      "AMFI-registered mutual fund distributors (regular plans)",
      "Banks' net banking investment sections",
    ],
    steps: [
      "Complete KYC once with your PAN and Aadhaar; it then works across all fund houses.",
      "Write down your goal, its amount and its date, and decide equity, debt or hybrid accordingly.",
      "Shortlist funds by category, expense ratio, consistency against the benchmark and riskometer (see [picking mutual funds](/guides/picking-mutual-funds)).",
      "Choose the direct plan unless you want to pay a distributor for advice, and the growth option unless you need regular payouts.",
      "Start a monthly SIP with a bank mandate or UPI autopay, and add a nominee.",
      "Track your holdings through the consolidated account statement and review once a year.",
    ],
  },
  faqs: [
    {
      question: "What is the difference between a direct plan and a regular plan?",
      answer:
        "Both invest in the same portfolio. A regular plan pays commission to the distributor who sold it, through a higher expense ratio, so its NAV grows a little more slowly. A direct plan has no commission and is bought from the AMC or a platform that offers direct plans.",
    },
    {
      question: "Is ₹100 or ₹500 a month really enough to start a SIP?",
      answer:
        "Yes, many schemes accept SIPs that small, and SEBI's small-ticket framework allows ₹250 SIPs in eligible schemes. The amount matters less at first than the habit; raise it as your income grows.",
    },
    {
      question: "Can I still save tax with ELSS?",
      answer:
        "Only under the old tax regime, where ELSS counts toward the {{fact:deduction-80c-limit}} deduction under section 123 (old 80C). Under the default new regime there is no deduction, though ELSS remains a normal equity fund with a 3-year lock-in per instalment.",
    },
    {
      question: "What is an expense ratio and how much is reasonable?",
      answer:
        "It is the yearly fee taken from the fund's assets, reflected in the NAV. From 1 April 2026 SEBI caps the base expense ratio of equity funds between 2.10% and 0.95% depending on fund size, and of index funds and ETFs at {{fact:mf-index-ber-cap}}. Direct plans and index funds typically cost well below these caps.",
    },
    {
      question: "Are mutual funds safe?",
      answer:
        "They are safe in the sense that the fund's assets are held separately from the AMC and SEBI regulates them closely. They are not guaranteed: the NAV moves with the markets, and equity funds can lose a large part of their value in a bad year.",
    },
    {
      question: "Should I stop my SIP when the market falls?",
      answer:
        "Usually not. A falling market means each instalment buys more units, which helps when prices recover. Stop or reduce a SIP only if your goal or finances change, not because of the headlines.",
    },
  ],
  sources: [
    {
      title: "AMFI knowledge centre: net asset value",
      url: "https://www.amfiindia.com/investor-corner/knowledge-center/net-asset-value.html",
    },
    {
      title: "SEBI's new mutual fund categorisation (circular of 26 Feb 2026)",
      url: "https://studycafe.in/sebi-introduces-new-mutual-fund-categorization-and-rationalisation-schemes-411573.html",
    },
    {
      title: "SEBI Mutual Funds Regulations 2026: lower expense ratios",
      url: "https://upstox.com/news/personal-finance/mutual-funds/sebi-mutual-funds-regulations-2026-highlights-lower-expense-ratios-revised-brokerage-limits/article-186377",
    },
    {
      title: "Passive ELSS and ELSS rules (Mint)",
      url: "https://www.livemint.com/money/personal-finance/latest-sebi-circular-introduces-a-new-passive-elss-scheme-category-11653318375209.html",
    },
    {
      title: "Income Tax Department: text of the Income-tax Act",
      url: "https://incometaxindia.gov.in/pages/acts/income-tax-act.aspx",
    },
  ],
  lastReviewed: "2026-11-22",
  relatedCalculators: ["sip", "lumpsum", "goal", "tax", "averaging"],
  relatedCategories: ["stocks", "etfs", "bonds", "nps"],
  aliases: ["MF", "MFs", "mutual fund", "mutal fund"],
};
