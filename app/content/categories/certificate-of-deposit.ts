import type { InvestmentCategory } from "../types.ts";

export const certificateOfDeposit: InvestmentCategory = {
  id: "certificate-of-deposit",
  title: "Certificate of Deposit",
  description:
    "Short-term, tradable deposits issued by banks and financial institutions at a discount. Minimum ₹5 lakh; most retail investors reach them through debt funds.",
  detailedDescription: [
    "A **certificate of deposit (CD)** is a short-term borrowing instrument issued by a bank or a financial institution. Like a [fixed deposit](/investments/fixed-deposits), it pays you a return for lending money for a fixed period. Unlike an FD, it is a **money-market instrument**: it is issued in electronic (demat) form, it can be sold to another investor before it matures, and it is built for large sums. In India CDs are governed by the Reserve Bank of India's directions on certificates of deposit, the current version of which was issued on **4 June 2021**.",
    "The size of the ticket is the first thing to know. Under the 2021 RBI directions a CD must be issued for at least **₹5 lakh**, and in multiples of ₹5 lakh above that. Many older articles still quote a minimum of ₹1 lakh; that was the rule before June 2021 and is now **out of date**. In practice banks issue CDs in much larger lots, often crores of rupees at a time, because the buyers are mostly institutions.",
    "Who issues them? Scheduled commercial banks issue CDs when they need money for a short time, and some all-India financial institutions permitted by the RBI issue them too. Bank CDs run from **7 days to one year**; CDs from financial institutions run from **one year to three years**. A CD is usually issued at a **discount** to its face value and repaid at full face value on maturity; the difference is your return. For example, if a bank sells a one-year CD with a face value of ₹5,00,000 for ₹4,70,000, you earn ₹30,000, a return of about 6.4% for the year. A 91-day CD of the same face value sold at ₹4,92,500 earns ₹7,500 in three months, about 6.1% a year.",
    "The buyers are mainly **institutions**: mutual funds, especially liquid and money-market funds, insurance companies, corporate treasuries, trusts and other banks' treasuries. Individuals resident in India are allowed to buy CDs, but few do, for three reasons. The ticket size is large; CDs are bought and sold in an over-the-counter market between dealers rather than on a simple retail screen; and before maturity you can usually exit only by finding another buyer, because the issuer is not obliged to take the CD back early the way a bank lets you break an FD.",
    "For most beginners, therefore, the practical way to own CDs is **indirectly, through a debt mutual fund**. Liquid funds, money-market funds and ultra-short-duration funds hold large amounts of bank CDs alongside treasury bills and commercial paper. You can invest in such a fund with a small amount, redeem units on any business day, and let the fund manager handle buying, rating checks and diversification across many issuers. Our pages on [debt funds](/funds/debt-funds) and [how to pick a mutual fund](/guides/picking-mutual-funds) explain what to look for, and the [mutual fund terms glossary](/resources/mutual-fund-terminologies) decodes the jargon in a fund factsheet.",
    "What about risk? CDs are short, so interest-rate changes move their prices only a little; the main risk is **credit risk**, the chance that the issuer cannot repay. A CD from a large, well-run bank is very safe in practice, and most CDs carry a short-term credit rating from a SEBI-registered rating agency. Do not count on deposit insurance, though. The DICGC cover is {{fact:dicgc-cover}} per depositor per bank, shared with all your other deposits in that bank, and a single CD starts at {{fact:dicgc-cover}}, so the issuer's financial strength is what really protects a CD holder. CDs from financial institutions that are not banks have no DICGC cover at all. There is also **liquidity risk**: the secondary market is deep for big institutional lots but thin for small ones.",
    "Returns on CDs move with short-term market interest rates, which follow the RBI's policy rate. When the RBI cut its repo rate by 1.25 percentage points during 2025, to 5.25%, short-term rates across the money market fell with it. Because CDs are priced by the market each day, their yields can be a little higher or lower than the FD card rate of the same bank for the same term. We do not have a long historical series of CD yields, so the ranges shown on this page use the State Bank of India one-year FD rate, the closest bank-deposit benchmark in our data, as a rough guide.",
    "Who might buy a CD directly? Someone with a large, genuinely short-term sum, such as the proceeds of a property sale that will be reinvested within a year, a business with spare working capital, or a trust. For them a CD can lock in a market rate for a precise number of days with a strong bank. For an individual saving a few thousand rupees a month, an FD, a recurring deposit or a liquid fund does the same job far more conveniently.",
    "Costs are small but easy to miss. A direct buyer may pay a dealer's spread, needs a demat account, and may have to sell at a discount to exit early. A fund investor pays the fund's expense ratio; under the SEBI (Mutual Funds) Regulations, 2026, in force from 1 April 2026, the base expense ratio cap for debt schemes runs from 1.85% down to 0.70% depending on fund size, and direct plans cost less than regular plans.",
    "In a financial plan, CDs and the funds that hold them belong to the very short end of the [fixed-income](/investments/fixed-income) part of your money, next to FDs, treasury bills and short-term [bonds](/investments/bonds). They can hold money for a known expense within a year, or part of an [emergency fund](/investments/emergency-fund) beyond what you keep in a savings account. They are not a long-term growth investment.",
    "Common mistakes include trusting an old article and expecting to buy a ₹1 lakh CD, assuming a CD can be broken early like an FD, treating a CD as fully insured, and chasing a slightly higher yield from a weaker issuer. When investing through a fund, beginners often pick a credit-risk or long-duration fund by mistake when they wanted the stability of a liquid or money-market fund. Tax also deserves attention: both the discount earned on a CD and the gains on debt fund units bought since 1 April 2023 are taxed at your slab rate, so see our [income tax guide](/resources/income-tax) before you invest a large sum.",
  ].join("\n\n"),
  tagline: "Large-ticket, short-term bank deposits that can be traded",
  icon: "file-text",
  minInvestment:
    "₹5,00,000 (RBI minimum since June 2021, then multiples of ₹5 lakh; the older ₹1,00,000 figure is out of date)",
  riskLevel: "Low",
  riskDescription:
    "CDs are short-term, so interest-rate changes move their prices only a little, and CDs from strong banks are very safe in practice. The main risks are the issuer's credit quality, the lack of an easy early exit (you must find a buyer), and the fact that deposit insurance offers little or no protection for such large amounts.",
  returns: { oneYear: "4.9-8.5", threeYear: "5.4-6.8", fiveYear: "5.8-6.3", tenYear: "no-series" },
  returnsBasis:
    "No long series of CD yields is in our data, so these ranges use State Bank of India's one-year FD card rate on 31 December as the nearest bank-deposit benchmark (confirmed years 2002, 2012, 2014 and 2017-2025; see market-history.md): the 1-year range is the lowest and highest of those rates, and the 3- and 5-year ranges the average yearly return from renewing a one-year deposit in each window of 2017-2025 (scripts/reference/return-ranges.py). No unbroken ten-year run exists, so there is no 10-year figure. Actual CD yields are set by the money market and can differ; figures are before tax.",
  taxImplications:
    "The return on a CD, the difference between the discounted price you pay and the face value you receive, is taxed as income at your slab rate under both regimes; there is no deduction or exemption for CDs. If you sell a CD before maturity, the tax treatment of the gain or loss depends on the details, so take advice for large sums. Most retail investors hold CDs through debt mutual funds: units of debt funds bought on or after 1 April 2023 are taxed at your slab rate however long you hold them (earlier, holdings over three years were taxed at 20% with indexation). Income-tax Act, 2025 rules apply from tax year 2026-27.",
  recommendedHorizon: "7 days to 1 year (bank CDs); up to 3 years (financial institutions)",
  regulatedBy: "RBI",
  examples: [
    "Certificates of deposit issued by scheduled commercial banks (7 days to 1 year)",
    "Certificates of deposit issued by all-India financial institutions permitted by the RBI (1 to 3 years)",
    "Liquid mutual funds that hold bank CDs alongside treasury bills",
    "Money-market mutual funds",
    "Ultra-short-duration debt funds",
  ],
  pros: [
    "Lets large sums earn a market rate for a precise short period",
    "CDs from strong banks carry very low credit risk",
    "Short maturity means little price movement when interest rates change",
    "Tradable: can be sold to another investor before maturity",
    "Easy retail access through liquid and money-market funds, with small amounts and quick redemption",
  ],
  cons: [
    "Minimum of ₹5 lakh, in multiples of ₹5 lakh, puts direct buying out of reach for most savers",
    "Mostly traded over the counter between institutions, with little retail access",
    "No automatic early withdrawal: you must find a buyer, possibly at a lower price",
    "Deposit insurance gives little or no protection at these sizes",
    "Returns are taxed at your slab rate, like FD interest",
  ],
  strategies: [
    {
      title: "Use a fund instead of buying directly",
      description:
        "For most people the sensible route is a liquid or money-market [debt fund](/funds/debt-funds), which holds many CDs and other short-term instruments, lets you invest small amounts and redeem on any business day.",
    },
    {
      title: "Match the maturity to a known expense",
      description:
        "If you have a large sum for a payment due on a known date within a year, a bank CD maturing just before that date locks in today's rate and avoids selling early.",
    },
    {
      title: "Put issuer quality first",
      description:
        "The return gap between strong and weak issuers is small, but the risk gap is not. Prefer CDs of large, well-rated banks, or funds that hold mostly top-rated paper.",
    },
  ],
  howToStart: {
    documents: [
      "PAN card",
      "Aadhaar or another officially valid proof of identity and address (KYC)",
      "Demat account, for holding CDs directly",
      "Bank account for payment and redemption proceeds",
    ],
    platforms: [
      "AMC websites and mutual fund distributors (liquid and money-market funds)",
      "SEBI-registered brokers and mutual fund platforms",
      "Banks' treasury or wealth desks (direct CD purchases for large amounts)",
    ],
    steps: [
      "Decide whether you really need a CD: for amounts under a few lakh rupees, an FD or a liquid fund usually does the same job more easily.",
      "For the fund route, complete KYC and choose a liquid or money-market fund by checking its portfolio, credit quality and expense ratio.",
      "Invest through the AMC's website or a platform, preferably in the direct plan, and note that redemptions usually reach your bank in a day or two.",
      "For a direct CD, make sure you have a demat account and at least ₹5 lakh, then ask a bank or dealer for the issuer, maturity date, price and implied yield.",
      "Check the issuer's credit rating and confirm that the CD is credited to your demat account.",
      "Record the income in your tax return at your slab rate.",
    ],
  },
  faqs: [
    {
      question: "What is the minimum amount for a certificate of deposit?",
      answer:
        "₹5 lakh, and multiples of ₹5 lakh above that, under the RBI's directions of 4 June 2021. The ₹1 lakh minimum quoted in older articles was replaced at that time.",
    },
    {
      question: "How is a CD different from a fixed deposit?",
      answer:
        "A CD is a tradable money-market instrument issued at a discount in demat form, with a ₹5 lakh minimum and a term of up to one year for banks. A [fixed deposit](/investments/fixed-deposits) can start at ₹1,000, cannot be sold to anyone else, but can usually be broken early with the bank for a small penalty.",
    },
    {
      question: "Can an individual buy a CD?",
      answer:
        "Yes, individuals resident in India are allowed to, but CDs are mostly sold in large lots to institutions such as mutual funds. Most individuals get exposure through liquid or money-market funds instead.",
    },
    {
      question: "Are CDs covered by deposit insurance?",
      answer:
        "Do not rely on it. DICGC cover is {{fact:dicgc-cover}} per depositor per bank in total, shared with your other deposits there, while a single CD starts at {{fact:dicgc-cover}}. CDs of financial institutions that are not banks have no deposit insurance.",
    },
    {
      question: "How are CD returns taxed?",
      answer:
        "The return is taxed as income at your slab rate. If you hold CDs through a debt fund bought on or after 1 April 2023, your gains are also taxed at your slab rate, whatever the holding period.",
    },
    {
      question: "Can I get my money back before a CD matures?",
      answer:
        "Not the way you break an FD. You usually have to sell the CD to another investor in the secondary market, at whatever price they offer. A liquid or money-market fund is much easier to exit.",
    },
  ],
  sources: [
    {
      title: "Deccan Herald: RBI issues norms on certificates of deposit (June 2021)",
      url: "https://www.deccanherald.com/business/rbi-issues-norms-on-certificate-of-deposit-993949.html",
    },
    {
      title: "RBI press releases (Monetary Policy Statements)",
      url: "https://www.rbi.org.in/Scripts/BS_PressReleaseDisplay.aspx",
    },
    {
      title: "AMFI investor corner: knowledge centre",
      url: "https://www.amfiindia.com/investor-corner/knowledge-center",
    },
    {
      title: "Moneycontrol: debt mutual fund tax change from April 2023",
      url: "https://www.moneycontrol.com/news/opinion/debt-mutual-fund-tax-change-throwing-out-the-baby-with-the-bath-water-10315551.html/amp",
    },
    { title: "DICGC: frequently asked questions on deposit insurance", url: "https://www.dicgc.org.in/FAQs" },
  ],
  lastReviewed: "2026-11-22",
  relatedCalculators: ["lumpsum", "return", "tax"],
  relatedCategories: ["fixed-deposits", "mutual-funds", "bonds", "emergency-fund"],
  aliases: ["CD", "CDs", "certificates of deposit"],
};
