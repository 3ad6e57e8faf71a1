import type { InvestmentCategory } from "../types.ts";

export const cryptocurrency: InvestmentCategory = {
  id: "cryptocurrency",
  title: "Cryptocurrency",
  description:
    "Digital tokens taxed in India as virtual digital assets: not legal tender, not regulated as an investment, {{fact:crypto-tax-rate}} tax on gains and extreme price swings.",
  detailedDescription: [
    "**Cryptocurrencies** such as Bitcoin and Ether are digital tokens recorded on a blockchain, a shared ledger kept by a network of computers instead of a bank or government. Indian tax law calls them **virtual digital assets** ([VDAs](/resources/investment-terminologies#term-cryptocurrency)), a label that also covers NFTs. Crypto is **not legal tender** in India: nobody has to accept it as payment, and it is not the same as the RBI's digital rupee (e₹), which is official currency in electronic form. A token pays no interest, dividend or rent and has no earnings behind it, so its price is simply what the next buyer is willing to pay, driven by demand, sentiment, news and speculation.",
    "People usually buy crypto on an exchange app. You complete KYC, add rupees from your bank account and buy a token, often in small fractions; the exchange holds it in a wallet it controls unless you move it to a wallet of your own. Trading runs 24 hours a day, every day. Here is how the tax rules bite. Ravi (a fictional investor) buys tokens for ₹1,00,000 and sells them for ₹1,50,000. The exchange deducts {{fact:crypto-tds-rate}} TDS on the sale value, ₹1,500, which he later claims against his tax. His gain of ₹50,000 is taxed at {{fact:crypto-tax-rate}}: ₹15,000 plus {{fact:cess-rate}} cess, ₹15,600 (surcharge aside). Suppose he also lost ₹40,000 on another token that year. That loss cannot reduce his tax at all, so although he made only ₹10,000 overall, he owes ₹15,600 and ends the year ₹5,600 poorer.",
    "Crypto is **not regulated as an investment product by SEBI or the RBI**. Unlike shares and mutual funds, it has no investor protection fund, no deposit insurance and no regulator to complain to about a bad trade. What does exist is anti-money-laundering oversight: exchanges and other VDA service providers serving Indian users must register with the **Financial Intelligence Unit (FIU-IND)** under the Prevention of Money Laundering Act, follow KYC rules and report suspicious transactions, and FIU-IND has acted against offshore exchanges that did not register. Registration is about tracing money, not about keeping yours safe. India has debated a dedicated crypto law for years; check the current position before relying on any platform.",
    "The RBI has repeatedly and publicly warned about crypto, citing risks to consumers, to the financial system and to its control of the currency. In 2018 it told banks to stop serving crypto businesses; the Supreme Court set that circular aside in 2020. The central bank's concerns have not gone away, and its own digital rupee is its answer to the demand for digital money.",
    "The risks go well beyond price. Crypto prices can rise or fall by large percentages within days, and many smaller tokens have fallen to almost nothing. Exchanges can fail or be hacked: one of the world's largest exchanges collapsed in 2022, and an Indian exchange lost a large amount of its customers' crypto to a hack in 2024. If you keep tokens in your own wallet and lose the recovery phrase, nobody can restore them, and a transfer sent to the wrong address cannot be reversed. Scams are common too: fake apps, 'guaranteed return' schemes, pump-and-dump groups and Ponzi schemes dressed up as crypto.",
    "Given all this, crypto does not suit beginners building their finances. It should come, if at all, only after an [emergency fund](/investments/emergency-fund), health and life insurance, repayment of costly debt and regular saving for goals such as retirement. It is unsuitable for borrowed money, for money earmarked for any goal, and for anyone who would be hurt by losing the whole amount. People who still want exposure often limit it to a small sum they treat as already spent.",
    "Costs add up quickly. Exchanges charge trading fees and the gap between buying and selling prices; moving tokens out usually carries a network or withdrawal fee. The {{fact:crypto-tds-rate}} TDS on every sale above the threshold also ties up an active trader's cash: someone who sells ₹10 lakh worth of tokens in a year has ₹10,000 deducted even if they made no profit, and gets it back only when they file a return.",
    "The tax rules in force for tax year 2026-27 are strict. Gains are taxed at a flat **{{fact:crypto-tax-rate}}** plus surcharge and {{fact:cess-rate}} cess, whatever your slab, tax regime or holding period. The only deduction allowed is the cost of acquisition, not fees or other expenses. Losses **cannot be set off** against any other income or carried forward, and the tax department's reading is that a loss on one token cannot even be set off against a gain on another. A {{fact:crypto-tds-rate}} TDS applies on transfers above ₹10,000 a year, and VDA gifts worth more than ₹50,000 are taxed as the receiver's income. These rules have applied since FY 2022-23 (the TDS since 1 July 2022), replacing a period when the tax treatment was unclear, and Budget 2026 left them unchanged. They were sections 115BBH and 194S of the 1961 Act; check the matching sections of the Income-tax Act, 2025. Our [income tax guide](/resources/income-tax) shows where these gains go in your return.",
    "If you do hold some crypto, treat it as a small speculative position outside your real financial plan, not as part of your equity, gold or debt allocation. It has no income to fall back on and its long-term value is unproven. Our page on [diversification](/diversification) explains why spreading money across asset classes with real earnings and interest matters, and the [asset allocation tool](/tools/asset-allocation) helps you plan the core of your portfolio.",
    "Beginners make predictable mistakes: buying after a big rally because of fear of missing out; trusting influencers or messaging-app tips; using leverage or futures on unregistered offshore apps; keeping everything on one exchange; sharing OTPs or recovery phrases; and assuming small trades go unnoticed, when TDS and exchange reports put them in front of the tax department. Any scheme that promises fixed or guaranteed returns from crypto is a red flag.",
  ].join("\n\n"),
  tagline: "Highly speculative digital tokens with strict tax rules",
  icon: "bitcoin",
  minInvestment: "₹100 (exchanges sell small fractions of a token; fees and TDS still apply)",
  riskLevel: "High",
  riskDescription:
    "Crypto prices can swing by large percentages within days, and tokens, exchanges and wallets can fail, be hacked or turn out to be scams, so you can lose everything you put in. There is no SEBI or RBI investor protection and no deposit insurance, and the tax rules make losses more painful because they cannot reduce any other tax.",
  returns: { oneYear: "no-series", threeYear: "no-series", fiveYear: "no-series", tenYear: "no-series" },
  returnsBasis:
    "No reliable series: our reference data holds no cryptocurrency price history, so the site shows no return range for crypto rather than invent one. What is known is the kind of swing crypto has had: large coins have at times lost most of their value and at other times multiplied it, and many smaller tokens and failed exchanges have left holders with a 100% loss. Crypto has no earnings or interest on which to base an expected return. Any gain is taxed at {{fact:crypto-tax-rate}}, with TDS and exchange fees on top.",
  taxImplications:
    "For tax year 2026-27, gains on transferring cryptocurrency or any other virtual digital asset are taxed at a flat {{fact:crypto-tax-rate}} plus surcharge and {{fact:cess-rate}} health and education cess, whatever your income slab, tax regime or holding period; this regime has applied since FY 2022-23 (section 115BBH of the 1961 Act; the matching section of the Income-tax Act, 2025 should be checked), and Budget 2026 made no change. Only the cost of acquisition can be deducted: no exchange fees or other expenses. Losses cannot be set off against salary, other capital gains or any other income and cannot be carried forward; the department's reading is that a loss on one VDA cannot be set off against a gain on another either. A {{fact:crypto-tds-rate}} TDS (old section 194S, since 1 July 2022) is deducted on the transfer value once your transfers exceed ₹10,000 in a year, and is credited against your tax. VDA gifts worth more than ₹50,000 are taxed as the receiver's income. Report every transfer in your income-tax return.",
  recommendedHorizon: "No suitable horizon: only money you can afford to lose entirely",
  regulatedBy:
    "Not regulated as an investment by SEBI or the RBI; exchanges must register with FIU-IND under the PMLA (anti-money-laundering only); taxed under the Income-tax Act",
  examples: [
    "Bitcoin, the first and largest cryptocurrency",
    "Ether and other tokens used to run blockchain networks",
    "Stablecoins designed to track the US dollar (still carrying issuer and exchange risk)",
    "Thousands of smaller 'altcoins' and meme coins, many of which have collapsed",
    "Non-fungible tokens (NFTs), also taxed as virtual digital assets",
  ],
  pros: [
    "Can be bought in small amounts, 24 hours a day, every day",
    "Runs on open networks that no single bank or government controls",
    "Exchanges serving Indian users must register with FIU-IND and follow KYC and anti-money-laundering rules",
    "Tax rules are clear and have not changed since FY 2022-23",
    "Prices have at times risen very sharply, which is why crypto draws so much attention, though past rallies say nothing about the future",
  ],
  cons: [
    "Extreme price swings: you can lose most or all of your money",
    "Not legal tender and not regulated as an investment by SEBI or the RBI; no investor protection or deposit insurance",
    "Exchange failures, hacks and lost recovery phrases can wipe out holdings",
    "Frequent scams: fake apps, 'guaranteed return' schemes and pump-and-dump groups",
    "Flat {{fact:crypto-tax-rate}} tax with no deduction except cost; losses cannot be set off or carried forward",
    "{{fact:crypto-tds-rate}} TDS on sales above ₹10,000 a year ties up traders' cash",
    "No earnings, interest or rent to support a value; the RBI has repeatedly warned against it",
  ],
  strategies: [
    {
      title: "Finish the basics first",
      description:
        "Build an [emergency fund](/investments/emergency-fund), buy health and term insurance, clear costly debt and start regular saving for long-term goals before even considering crypto.",
    },
    {
      title: "If you buy at all, size it to lose",
      description:
        "Limit any crypto to a small sum whose total loss would not change any of your goals. Never use borrowed money or leverage, and do not add more to 'average down' after a fall.",
    },
    {
      title: "Guard against fraud and platform failure",
      description:
        "Use only exchanges registered with FIU-IND, switch on two-factor authentication, never share OTPs or recovery phrases, avoid unregistered offshore apps, and walk away from anyone promising fixed or guaranteed returns.",
    },
    {
      title: "Keep records for tax",
      description:
        "Note the date, cost, sale value, fees and TDS of every trade. You need them to pay {{fact:crypto-tax-rate}} on each gain, match the TDS credited to you, and report every transfer correctly in your return.",
    },
  ],
  howToStart: {
    documents: [
      "PAN card (needed for KYC and for TDS credit)",
      "Aadhaar or another proof of identity and address",
      "A bank account in your own name",
      "Selfie or video verification, as the exchange's KYC requires",
    ],
    platforms: [
      "Crypto exchanges registered with FIU-IND (check the registration before signing up)",
      "Self-custody wallets, software or hardware, where only you hold the keys (and only you can lose them)",
    ],
    steps: [
      "Ask first whether you should: are your emergency fund, insurance and long-term saving in place, and do you accept that you could lose everything?",
      "Decide the maximum sum you are willing to lose entirely, and write it down before you start.",
      "Choose an exchange registered with FIU-IND; avoid unregistered offshore apps and anyone offering guaranteed returns.",
      "Complete KYC with your PAN, secure the account with two-factor authentication and a strong password, and never share OTPs or recovery phrases.",
      "Keep a record of every trade, fee and TDS deduction, and check that the TDS appears against your PAN.",
      "Report every transfer in your income-tax return and pay the {{fact:crypto-tax-rate}} tax plus cess on gains, including advance tax if the amounts are large.",
    ],
  },
  faqs: [
    {
      question: "Is cryptocurrency legal in India?",
      answer:
        "Buying and selling crypto is not banned, and gains are taxed. But crypto is not legal tender, it is not regulated as an investment by SEBI or the RBI, and exchanges must register with FIU-IND only for anti-money-laundering purposes. The rules could change, so check the current position.",
    },
    {
      question: "How are crypto gains taxed?",
      answer:
        "At a flat {{fact:crypto-tax-rate}} plus surcharge and {{fact:cess-rate}} cess, whatever your slab, regime or holding period. Only the purchase cost is deductible; exchange fees and other expenses are not. A ₹50,000 gain means ₹15,000 tax plus ₹600 cess.",
    },
    {
      question: "Can I set off my crypto losses?",
      answer:
        "No. Crypto losses cannot be set off against salary, business income, other capital gains or any other income, and cannot be carried forward to later years. The tax department's view is that a loss on one token cannot be set off against a gain on another either. See our [income tax guide](/resources/income-tax).",
    },
    {
      question: "What is the {{fact:crypto-tds-rate}} TDS on crypto?",
      answer:
        "When you sell or transfer crypto and your transfers in the year exceed ₹10,000, {{fact:crypto-tds-rate}} of the transfer value is deducted as TDS, usually by the exchange. It is credited against your tax (or refunded) when you file your return, so check that it appears against your PAN.",
    },
    {
      question: "Is a gift of crypto taxed?",
      answer:
        "If the VDAs you receive as gifts in a year are worth more than ₹50,000, their value is taxed as your income. The general exemptions for gifts, such as gifts from close relatives, are understood to apply as they do for other property, but check with a tax adviser before relying on them.",
    },
    {
      question: "Is my crypto safe on an Indian exchange?",
      answer:
        "Not in the way a bank deposit or demat holding is. There is no deposit insurance or investor protection fund, and FIU-IND registration covers money-laundering rules, not the safety of your tokens. Exchanges can be hacked or fail, as has happened in India and abroad.",
    },
    {
      question: "What does the RBI say about crypto?",
      answer:
        "The RBI has repeatedly voiced serious concerns about crypto's risks to consumers and financial stability. In 2018 it barred banks from serving crypto businesses, but the Supreme Court set that circular aside in 2020.",
    },
    {
      question: "Is the RBI's digital rupee a cryptocurrency?",
      answer:
        "No. The digital rupee (e₹) is issued by the RBI and is legal tender: each e₹ is worth exactly ₹1. Cryptocurrencies are not issued or backed by any government and their prices move freely.",
    },
  ],
  sources: [
    {
      title: "FIU-IND: AML and CFT guidelines for virtual digital asset service providers (January 2026)",
      url: "https://fiuindia.gov.in/pdfs/downloads/VDA08012026.pdf",
    },
    {
      title: "RBI press releases (Monetary Policy Statements)",
      url: "https://www.rbi.org.in/Scripts/BS_PressReleaseDisplay.aspx",
    },
    { title: "Income Tax e-filing portal", url: "https://www.incometax.gov.in/iec/foportal/" },
    {
      title: "Income Tax Department: text of the Income-tax Act",
      url: "https://incometaxindia.gov.in/pages/acts/income-tax-act.aspx",
    },
  ],
  lastReviewed: "2026-11-22",
  relatedCalculators: ["risk-tolerance", "tax", "inflation"],
  relatedCategories: ["emergency-fund", "stocks", "gold", "mutual-funds"],
  aliases: [
    "crypto",
    "cryptocurrencies",
    "VDA",
    "virtual digital asset",
    "virtual digital assets",
    "crypto coins",
  ],
};
