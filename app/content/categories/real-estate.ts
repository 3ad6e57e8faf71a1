import type { InvestmentCategory } from "../types.ts";

export const realEstate: InvestmentCategory = {
  id: "real-estate",
  title: "Real Estate",
  description:
    "Buying a flat, house or plot to live in, rent out or sell later, plus REITs as a smaller, listed way in. Large sums, loans, state levies and capital-gains tax.",
  detailedDescription: [
    "**Real estate** means owning land or buildings: a flat or house to live in, a second home to rent out, a plot of land, or a shop or office. For many Indian families a home is the single largest purchase of their lives, and property carries deep emotional and cultural weight. As an investment, though, it behaves very differently from the financial assets on the rest of this site. It needs a large amount of money at once, it is usually bought with a loan, it takes weeks or months to sell, and each property is unique, so there is no daily price you can look up. This page explains how buying property works in India, what it really costs, how it is taxed in tax year 2026-27, and where listed **Real Estate Investment Trusts (REITs)** fit in as an alternative.",
    "Start with what you pay on top of the price. When a property is registered in your name you pay **stamp duty and registration charges** to the state government. These are set by each state, differ between states and sometimes between cities, and some states offer concessions, for example to women buyers, so check the current rates on your state's registration or revenue department website rather than relying on a figure you heard elsewhere. A new flat bought from a builder before completion also attracts GST, while a ready-to-move-in home with a completion certificate does not. Add brokerage, legal checks, loan processing fees, interiors, society deposits and moving costs, and the money you need on day one is noticeably more than the agreed price. Later you pay property tax to the local body, maintenance, repairs and insurance every year.",
    "Most buyers borrow. A home loan from a bank or housing finance company covers part of the price and you pay the rest as a down payment. Most new floating-rate home loans are linked to an external benchmark, usually the RBI's repo rate, so your rate moves within about a quarter of a repo change. As of early 2026, public-sector banks advertised home loans from about 7.10-7.50% and private banks and housing finance companies from about 7.65-8.35% for borrowers with good credit scores; treat these as indicative, since your own rate depends on your profile and the date. As an example, a ₹40 lakh loan for 20 years at 8.5% means an EMI of about ₹34,713 and total interest of about ₹43.3 lakh over the term, more than the amount borrowed. Try your own numbers in the [home loan EMI calculator](/calculators/home-emi).",
    "The tax rules on a home loan depend on your regime and on how you use the house. Under the **old regime**, interest on a loan for a **self-occupied** house is deductible up to **{{fact:deduction-home-loan-interest|digits}} a year** under section 22 of the Income-tax Act, 2025 (old section 24(b)), or ₹30,000 if the loan is for repairs or if construction is not finished within five years, and the principal repaid counts towards the {{fact:deduction-80c-limit}} deduction of section 123 (old 80C). Under the **new regime**, the default, there is no deduction for a self-occupied home. For a **let-out** property, the rent is taxable as income from house property at your slab rate, and the interest on the loan for that property is still deductible against that rent. In the EMI example above, the interest in the first year alone is about ₹3.37 lakh, so an old-regime owner living in the house could claim only ₹2 lakh of it.",
    "Selling is taxed as a **capital gain**. If you held the property for **24 months or less**, the gain is added to your income and taxed at your slab rate. If you held it for **more than 24 months**, the gain is long term and, for sales on or after **23 July 2024**, taxed at **{{fact:asset-ltcg-rate}} without indexation** under section 197 of the 2025 Act (old section 112); earlier the rate was 20% with indexation, which raised your cost for inflation. For land or buildings **bought before 23 July 2024** and sold by a resident individual or HUF, you can pay the **lower** of {{fact:asset-ltcg-rate}} without indexation or 20% with indexation. For example, if a flat bought in 2019 for ₹50 lakh is sold in 2026 for ₹80 lakh, the {{fact:asset-ltcg-rate}} option gives ₹3,75,000 of tax (plus {{fact:cess-rate}} cess) on the ₹30 lakh gain; you would then work out the tax on the indexed gain at 20% and pay whichever is smaller. The law also offers exemptions when long-term gains are reinvested in another residential house, subject to conditions and limits, so take advice before a large sale.",
    "**REITs** are a different way to own property. A REIT is a trust, regulated by **SEBI**, that owns completed, rent-earning buildings, mostly offices and shopping malls, and passes most of its income to unit holders. REIT units are listed on the stock exchanges, so you can buy them through a broker and a demat account with far less money than a flat needs, and sell them on any trading day. Their prices move with the market and interest rates, and they give no home to live in, but they let a beginner add property exposure without a loan or a landlord's paperwork. For tax, REIT units are treated like listed equity: gains within 12 months are taxed at {{fact:equity-stcg-rate}}, and long-term gains at {{fact:equity-ltcg-rate}} above {{fact:equity-ltcg-exemption}} a year.",
    "Who does direct property suit? Someone buying a home to live in for many years, with a stable income, an [emergency fund](/investments/emergency-fund) in place, adequate [term life insurance](/investments/term-life-insurance) to cover the loan, and an EMI that stays comfortably within the budget. As a pure investment, a second property suits only people with enough wealth that one large, illiquid asset does not dominate everything else. The [rent vs buy calculator](/calculators/rent-vs-buy) helps you compare owning with renting and investing the difference.",
    "The risks are real even though property prices are not shown on a screen every day. Prices can stay flat for years in some cities, a project can be delayed, titles can be disputed, tenants can leave or stop paying, and you cannot sell a bathroom to raise cash. The **Real Estate (Regulation and Development) Act, 2016** created state RERA authorities where builders must register projects, which gives buyers of under-construction homes more protection than before; check the project's RERA registration on the state portal before paying.",
    "Common mistakes include stretching to the largest loan the bank will approve, ignoring stamp duty and other one-time costs, buying an under-construction flat without checking approvals and the builder's record, putting all savings into one property and leaving nothing in liquid [fixed deposits](/investments/fixed-deposits) or [mutual funds](/investments/mutual-funds), and counting expected price gains while forgetting maintenance, vacancy and tax. In a balanced plan, property is one part of your assets; the [asset allocation tool](/tools/asset-allocation) and our page on [diversification](/diversification) help you keep it in proportion.",
  ].join("\n\n"),
  tagline: "Land, homes and REITs: large, illiquid, loan-driven investments",
  icon: "home",
  minInvestment: "₹10,00,000+ for direct property (REIT units on the stock exchanges need far less)",
  riskLevel: "Moderate",
  riskDescription:
    "Property prices do not swing daily like shares, but they can stay flat or fall for years in a given city, and one property ties up a large share of your wealth in a single asset that can take months to sell. Home loans, project delays, title disputes and vacant periods add to the risk.",
  returns: { oneYear: "no-series", threeYear: "no-series", fiveYear: "no-series", tenYear: "no-series" },
  returnsBasis:
    "No reliable series: our reference data has no sourced Indian house-price series, so the site shows no return range for property rather than invent one. For context, the yardstick a property's price growth plus rent must beat to gain in real terms is inflation: rolling CPI inflation over 1980-2025 ran from about 3.9% to 10.5% a year over five-year windows (World Bank/MoSPI, see market-history.md). Actual property returns vary widely by city and can be negative.",
  taxImplications:
    "Property held for more than 24 months gives long-term capital gains taxed at {{fact:asset-ltcg-rate}} without indexation under section 197 of the Income-tax Act, 2025 (old section 112) for sales on or after 23 July 2024 (earlier 20% with indexation); gains on property held 24 months or less are taxed at your slab rate. Resident individuals and HUFs selling land or buildings bought before 23 July 2024 may pay the lower of {{fact:asset-ltcg-rate}} without indexation or 20% with indexation. Rent is taxed at slab rates as income from house property, and interest on a loan for a let-out property is deductible against that rent. For a self-occupied home, loan interest up to {{fact:deduction-home-loan-interest}} a year (section 22, old 24(b)) and principal within the {{fact:deduction-80c-limit}} section 123 (old 80C) limit are deductible only under the old regime. REIT units are taxed like listed shares: {{fact:equity-stcg-rate}} on gains within 12 months and {{fact:equity-ltcg-rate}} on long-term gains above {{fact:equity-ltcg-exemption}} a year.",
  recommendedHorizon: "10+ years",
  regulatedBy: "State RERA authorities (projects and builders); SEBI (REITs); RBI (home-loan lenders)",
  examples: [
    "Ready-to-move-in flat or house for your own use",
    "Under-construction flat bought from a RERA-registered builder",
    "Residential property bought to rent out",
    "Residential or agricultural plot of land",
    "Commercial property such as a shop or office",
    "Listed REIT units (office and retail buildings)",
  ],
  pros: [
    "A home to live in gives security and saves rent",
    "Rental income from a let-out property",
    "Tangible asset that many families understand and value",
    "Home loans let you buy with a fraction of the price, and interest is deductible in some cases",
    "Long-term capital gains taxed at {{fact:asset-ltcg-rate}}, with a choice of the old indexed rule for property bought before 23 July 2024",
    "REITs offer listed, smaller-ticket exposure to rent-earning buildings",
  ],
  cons: [
    "Needs a large sum up front, plus state stamp duty, registration and other one-time costs",
    "Illiquid: selling can take months and you cannot sell part of a flat",
    "Concentrates a large share of your wealth in one asset and one city",
    "Ongoing costs: maintenance, property tax, repairs, vacancy and tenant problems",
    "Project delays and title disputes are possible, especially for under-construction property",
    "No deduction for self-occupied home-loan interest under the new tax regime",
  ],
  strategies: [
    {
      title: "Buy a home when the numbers work, not under pressure",
      description:
        "Keep the EMI comfortably within your monthly budget, keep an emergency fund separate from the down payment, and compare owning with renting using the [rent vs buy calculator](/calculators/rent-vs-buy).",
    },
    {
      title: "Budget for the full cost",
      description:
        "Add your state's stamp duty and registration charges, GST if the property is under construction, brokerage, legal checks, loan fees and interiors to the price before you decide what you can afford.",
    },
    {
      title: "Check the paperwork before paying",
      description:
        "Verify the title, approvals and the project's RERA registration on your state's portal, and use a lawyer for the title search on resale property. Pay through banking channels and keep every receipt.",
    },
    {
      title: "Use REITs for property exposure without a loan",
      description:
        "If you want some property in your portfolio but not a second flat, SEBI-regulated REIT units bought through a broker give rent-linked income and can be sold on any trading day. Keep them to a modest share of your assets.",
    },
    {
      title: "Prepay expensive debt wisely",
      description:
        "Part-prepaying a home loan cuts total interest. Compare the loan rate with what your other investments can reasonably earn, and keep your tax regime in mind, using the [loan repayment calculator](/calculators/loan-repayment).",
    },
  ],
  howToStart: {
    documents: [
      "PAN card and Aadhaar (KYC)",
      "Income proof: salary slips, Form 16 or income-tax returns",
      "Bank statements for the last several months",
      "Property documents: title deed chain, approved plan, RERA registration, encumbrance certificate",
      "Sale agreement and, for resale, the society's no-objection certificate",
      "Demat and trading account for REIT units",
    ],
    platforms: [
      "Banks and housing finance companies (home loans)",
      "RERA-registered builders and agents",
      "State sub-registrar offices (registration)",
      "SEBI-registered brokers (REIT units)",
    ],
    steps: [
      "Decide whether you are buying to live in or as an investment, and set a total budget that includes state levies and other costs.",
      "Check your home-loan eligibility and compare offers; estimate the EMI with the [home loan EMI calculator](/calculators/home-emi).",
      "Shortlist properties and verify title, approvals and RERA registration; get a lawyer to review the documents.",
      "Sign the sale agreement, arrange the down payment and complete the loan sanction and valuation.",
      "Pay stamp duty and register the sale deed at the sub-registrar's office, then update mutation and utility records.",
      "Keep all documents and receipts safely: you will need the cost and dates to work out capital-gains tax when you sell.",
    ],
  },
  faqs: [
    {
      question: "How much is stamp duty on a property?",
      answer:
        "Stamp duty and registration charges are set by each state government and differ from state to state, sometimes with concessions for certain buyers such as women. Check the current rates on your state's registration or revenue department website before you budget.",
    },
    {
      question: "How is the sale of a house taxed now?",
      answer:
        "If you held it for more than 24 months, the gain is long term and taxed at {{fact:asset-ltcg-rate}} without indexation for sales from 23 July 2024. If you bought it before that date and are a resident individual or HUF, you can instead pay 20% with indexation if that is lower. Gains on property held 24 months or less are taxed at your slab rate.",
    },
    {
      question: "Can I claim home-loan interest in the new tax regime?",
      answer:
        "Not for a self-occupied home: the {{fact:deduction-home-loan-interest}} interest deduction of section 22 (old 24(b)) is available only under the old regime. For a let-out property, interest on its loan is still deductible against the rent it earns.",
    },
    {
      question: "Is buying a home better than renting?",
      answer:
        "It depends on prices, rents, loan rates, how long you will stay and what you would do with the money otherwise. Buying gives security and no rent, while renting keeps your money liquid and diversified. The [rent vs buy calculator](/calculators/rent-vs-buy) lets you compare both with your own figures.",
    },
    {
      question: "What is a REIT and is it safer than owning a flat?",
      answer:
        "A REIT is a SEBI-regulated trust that owns rent-earning buildings and pays out most of its income to unit holders; its units trade on the stock exchanges. It is more liquid and diversified across buildings than one flat, but its price still moves with the market and interest rates.",
    },
    {
      question: "What should I check before buying an under-construction flat?",
      answer:
        "Confirm the project's registration with your state's RERA authority, the approvals and land title, the builder's record of delivering on time, and the payment schedule. Remember that GST applies to under-construction property but not to ready homes with a completion certificate.",
    },
  ],
  sources: [
    {
      title: "CAclubindia: Section 197, tax on long-term capital gains (Income-tax Act, 2025)",
      url: "https://www.caclubindia.com/acts/33600-tax-on-long-term-capital-gains-income-tax-act-2025.asp",
    },
    {
      title: "CA Club India forum: capital gains on property bought before 23 July 2024",
      url: "https://caclubindia.com/forum/capital-gain-tax-for-property-before-23rd-july-2024--611266.asp",
    },
    {
      title: "TaxTMI: house property deductions, interest on borrowed capital",
      url: "https://www.taxtmi.com/manuals?id=916",
    },
    {
      title:
        "SEBI: regulations (full texts, including debt securities, credit rating agencies and mutual funds)",
      url: "https://www.sebi.gov.in/legal/regulations/",
    },
    {
      title: "RBI press releases (Monetary Policy Statements)",
      url: "https://www.rbi.org.in/Scripts/BS_PressReleaseDisplay.aspx",
    },
    {
      title: "Income Tax Department: text of the Income-tax Act",
      url: "https://incometaxindia.gov.in/pages/acts/income-tax-act.aspx",
    },
  ],
  lastReviewed: "2026-11-22",
  relatedCalculators: ["home-emi", "rent-vs-buy", "loan-repayment", "tax"],
  relatedCategories: ["stocks", "etfs", "gold", "fixed-deposits"],
  aliases: ["property", "real estate investment", "land", "flat", "apartment", "plot"],
};
