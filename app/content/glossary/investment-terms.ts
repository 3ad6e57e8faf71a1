import type { GlossaryTerm } from "../types.ts";

// General personal-finance and investment glossary. Tax, deposit and scheme figures come from the
// facts registry (app/content/facts/), which dates each one. Every `related` slug must exist in one of the three glossaries.
// Ordered by term.
export const investmentTerms: GlossaryTerm[] = [
  {
    slug: "50-30-20-rule",
    term: "50/30/20 rule",
    definition:
      "A simple budgeting guide: 50% of take-home pay for needs, 30% for wants and 20% for savings.",
    explanation:
      "Needs are rent, groceries, EMIs, insurance and school fees; wants are eating out, shopping and holidays; the 20% goes to investments and debt prepayment. It is a starting point, not a rule: in expensive cities needs may take more, and it is good to save more than 20% when you can.",
    example:
      "On a take-home salary of ₹80,000: ₹40,000 for needs, ₹24,000 for wants and ₹16,000 for savings, for example a ₹10,000 SIP and ₹6,000 to the emergency fund.",
    related: ["budget", "emergency-fund", "net-worth", "lifestyle-inflation"],
    links: ["/guides/beginners"],
  },
  {
    slug: "aadhaar-ekyc",
    term: "Aadhaar e-KYC",
    aliases: ["eKYC", "OTP-based KYC"],
    definition: "Completing KYC online by verifying your identity and address through Aadhaar.",
    explanation:
      "With your consent, the bank, broker or fund house fetches your details from UIDAI after you confirm an OTP or a biometric check. It makes account opening paperless and quick. Never share an Aadhaar OTP with anyone who calls you: genuine institutions do not ask for it over the phone.",
    related: ["kyc", "ckyc", "mutual-fund-kyc", "pan"],
  },
  {
    slug: "absolute-return",
    term: "Absolute return",
    aliases: ["Simple return", "Point return"],
    definition: "The total percentage gain or loss on an investment, without adjusting for how long it took.",
    explanation:
      "Absolute return = (current value − amount invested) ÷ amount invested × 100. It is useful for periods under a year; for longer periods it makes returns look bigger than they are, so use an annualised return, CAGR or XIRR to compare.",
    example:
      "₹1,00,000 grows to ₹1,45,000 in three years: absolute return 45%, but annualised only about 13.2% a year.",
    related: ["annualised-return", "cagr", "xirr", "point-to-point-returns"],
    links: ["/calculators/return"],
  },
  {
    slug: "advance-tax",
    term: "Advance tax",
    aliases: ["Pay as you earn"],
    definition:
      "Income tax paid in instalments during the year, instead of all at once when filing the return.",
    explanation:
      "If your tax for the year, after TDS, is ₹10,000 or more, you are expected to pay it in instalments by 15 June, 15 September, 15 December and 15 March (15%, 45%, 75% and 100% cumulatively) under the long-standing rules. It matters most for freelancers and for investors with large capital gains or interest. Short or late payment attracts interest; resident senior citizens without business income are exempt.",
    example:
      "A freelancer expects tax of ₹1,00,000 and no TDS: pay ₹15,000 by 15 June, ₹45,000 in total by 15 September, ₹75,000 by 15 December and the full amount by 15 March.",
    related: ["tds", "itr", "capital-gains", "ais"],
    links: ["/resources/income-tax"],
  },
  {
    slug: "amortisation",
    term: "Amortisation",
    aliases: ["Amortization", "Loan amortisation schedule"],
    definition: "Paying off a loan through regular instalments, each split between interest and principal.",
    explanation:
      "In the early years most of each EMI goes towards interest, because the outstanding balance is large; later, more goes to principal. An amortisation schedule from your lender shows this split month by month, and helps you see how much a prepayment would save.",
    example:
      "On a ₹30 lakh loan at 8.5% for 20 years, the first EMI of ₹26,035 is ₹21,250 interest and only ₹4,785 principal. After five years about ₹26.4 lakh is still owed.",
    related: ["emi", "prepayment", "floating-rate", "debt-trap"],
    links: ["/calculators/loan-repayment", "/calculators/home-emi"],
  },
  {
    slug: "ais",
    term: "Annual Information Statement (AIS)",
    aliases: ["AIS", "TIS"],
    definition:
      "A statement on the income tax portal listing the income and transactions reported to the tax department under your PAN.",
    explanation:
      "The AIS shows salary, interest, dividends, mutual fund and share sales, TDS, TCS, large purchases and more, as reported by banks, employers, fund houses and others. Check it before filing your return so that you do not miss income the department already knows about. If something is wrong, you can submit feedback on the portal.",
    related: ["form-26as", "itr", "tds", "pan"],
    links: ["/resources/income-tax"],
  },
  {
    slug: "annualised-return",
    term: "Annualised return",
    definition:
      "A return expressed as an equivalent yearly rate, so investments held for different periods can be compared.",
    explanation:
      "Annualising converts a total return over several years into the steady yearly rate that would give the same result, with compounding. For a single investment it equals CAGR; for many deposits and withdrawals use XIRR. Annualising returns for periods shorter than a year can give misleading numbers.",
    example: "A 45% total gain over 3 years is about 13.2% annualised, because 1.132 × 1.132 × 1.132 ≈ 1.45.",
    related: ["absolute-return", "cagr", "xirr", "trailing-returns"],
    links: ["/calculators/return"],
  },
  {
    slug: "annuity",
    term: "Annuity",
    aliases: ["Pension plan (annuity)"],
    definition: "A contract with an insurer that turns a lump sum into a regular income, usually for life.",
    explanation:
      "You pay a purchase price and the insurer pays you a fixed amount monthly, quarterly or yearly, at a rate fixed at the start. Options include income for life only, or life with return of the purchase price to a nominee, which pays less each month. Annuity income is taxed at your slab rate, and NPS requires part of the corpus to buy an annuity at exit.",
    example:
      "At an annuity rate of 7%, ₹10 lakh buys an income of ₹70,000 a year (about ₹5,833 a month) before tax.",
    related: ["nps", "swp", "irdai", "scss"],
    links: ["/investments/nps"],
  },
  {
    slug: "asset-allocation",
    term: "Asset allocation",
    definition: "How you divide your money among asset classes such as equity, debt, gold and cash.",
    explanation:
      "Asset allocation has a bigger effect on your long-term returns and on how bumpy the ride feels than picking individual funds. It depends on your goals, time horizon, risk capacity and risk tolerance: money needed soon belongs mostly in debt, long-term money can hold more equity. Review it once a year and rebalance.",
    example:
      "A 30-year-old saving for retirement might choose 70% equity, 20% debt and 10% gold; for a house down payment due in two years, 100% debt may suit better.",
    related: ["asset-class", "rebalancing", "diversification", "risk-capacity"],
    links: ["/tools/asset-allocation", "/diversification"],
  },
  {
    slug: "asset-class",
    term: "Asset class",
    definition:
      "A group of investments that behave similarly, such as equity, debt, gold, real estate or cash.",
    explanation:
      "Different asset classes respond differently to the economy: equity tends to grow over long periods but is volatile, debt gives steadier income, gold often holds up in crises and real estate is illiquid. Combining them is the basis of diversification.",
    related: ["asset-allocation", "diversification", "correlation", "fixed-income"],
    links: ["/diversification"],
  },
  {
    slug: "bond",
    term: "Bond",
    aliases: ["Debenture", "Debt security"],
    definition:
      "A loan you give to a government or company, which pays interest and returns your money on a set date.",
    explanation:
      "A bond has a face value, a coupon (interest rate) and a maturity date. If interest rates rise after you buy, the bond's market price falls, and vice versa. The main risks are the issuer failing to pay (credit risk) and price changes from interest rates; government bonds carry almost no credit risk.",
    example: "A ₹1,000 bond with a 7.5% coupon pays ₹75 a year and returns ₹1,000 at maturity.",
    related: ["coupon", "yield", "credit-rating", "g-sec"],
    links: ["/investments/bonds", "/investments/fixed-income"],
  },
  {
    slug: "budget",
    term: "Budget (household)",
    aliases: ["Personal budget"],
    definition: "A plan for how your monthly income will be spent, saved and invested.",
    explanation:
      "A budget starts with tracking where money actually goes for a month or two, then setting limits by category. The simplest version is to invest first (on salary day) and spend what is left. A budget also shows whether EMIs are taking too much of your income.",
    example:
      "Take-home ₹60,000: rent ₹15,000, groceries and bills ₹12,000, EMI ₹8,000, wants ₹13,000, SIP ₹9,000, emergency fund ₹3,000.",
    related: ["50-30-20-rule", "emergency-fund", "net-worth", "financial-goal"],
    links: ["/guides/beginners"],
  },
  {
    slug: "cagr",
    term: "CAGR (compound annual growth rate)",
    aliases: ["CAGR"],
    definition:
      "The steady yearly growth rate that takes an investment from its starting value to its ending value.",
    explanation:
      "CAGR = (ending value ÷ starting value)^(1 ÷ years) − 1. It smooths out the ups and downs of the path, so it does not tell you how volatile the journey was. Use it for a single lump-sum investment; for SIPs use XIRR.",
    example: "₹1,00,000 becomes ₹2,00,000 in 6 years: CAGR = 2^(1/6) − 1 ≈ 12.25% a year.",
    related: ["xirr", "absolute-return", "annualised-return", "rule-of-72"],
    links: ["/calculators/return", "/calculators/lumpsum"],
  },
  {
    slug: "capital-gains",
    term: "Capital gains",
    definition:
      "The profit from selling an asset such as shares, mutual fund units, gold or property for more than you paid.",
    explanation:
      "Capital gains are short-term or long-term depending on how long you held the asset, and the rate depends on the asset type. For listed shares and equity funds the long-term line is 12 months; for property, unlisted shares and physical gold it is 24 months; debt fund units bought from 1 April 2023 are always taxed at slab rate. Most long-term gains are taxed at {{fact:asset-ltcg-rate}} without indexation for sales from 23 July 2024.",
    example:
      "You buy gold ETF units for ₹2 lakh and sell them 18 months later for ₹2.5 lakh: a long-term capital gain of ₹50,000.",
    related: ["stcg", "ltcg", "capital-loss-set-off", "indexation"],
    links: ["/resources/income-tax", "/resources/investment-losses"],
  },
  {
    slug: "ckyc",
    term: "Central KYC (CKYC)",
    aliases: ["CKYC", "CKYC number", "KIN"],
    definition:
      "A central registry of KYC records, so that a KYC done with one financial institution can be reused by others.",
    explanation:
      "The Central KYC Records Registry, run by CERSAI, gives you a 14-digit KYC identification number. Banks, insurers, fund houses and brokers can fetch your record with it instead of asking for documents again. Keep your address and contact details up to date so the record stays valid.",
    related: ["kyc", "aadhaar-ekyc", "mutual-fund-kyc", "pan"],
  },
  {
    slug: "certificate-of-deposit",
    term: "Certificate of deposit (CD)",
    aliases: ["CD"],
    definition: "A short-term, tradable deposit issued by banks and some financial institutions.",
    explanation:
      "Certificates of deposit are money-market instruments issued at a discount and repaid at face value. The RBI minimum is ₹5 lakh (then multiples of ₹5 lakh), so individuals mostly hold them indirectly through liquid and money market funds. CDs can be traded in the money market, but individuals rarely buy them directly.",
    related: ["money-market-fund", "fixed-deposit", "t-bill", "liquid-fund"],
  },
  {
    slug: "claim-settlement-ratio",
    term: "Claim settlement ratio",
    aliases: ["CSR"],
    definition: "The share of claims an insurer paid out of the claims it decided in a year.",
    explanation:
      "Insurers publish the ratio, and IRDAI's annual report gives figures for all insurers. A higher ratio suggests fewer rejected claims, but also look at how quickly claims are paid and, for health insurance, the amount paid versus claimed. The best protection against rejection is full and honest disclosure in the proposal form.",
    example:
      "An insurer that received decisions on 10,000 death claims and paid 9,800 has a claim settlement ratio of 98%.",
    related: ["term-insurance", "health-insurance", "irdai", "sum-assured"],
    links: ["/investments/term-life-insurance", "/investments/health-insurance"],
  },
  {
    slug: "co-payment",
    term: "Co-payment",
    aliases: ["Co-pay"],
    definition: "The fixed share of every health insurance claim that you pay yourself.",
    explanation:
      "With a 20% co-payment, the insurer pays 80% of an admissible claim and you pay the rest. Policies with co-payment usually have lower premiums, and some senior-citizen policies include it. Read the policy wording for co-payment, room-rent limits and sub-limits before buying.",
    example: "A hospital bill of ₹2,00,000 with a 20% co-payment: you pay ₹40,000 and the insurer ₹1,60,000.",
    related: ["health-insurance", "waiting-period", "family-floater", "premium"],
    links: ["/investments/health-insurance"],
  },
  {
    slug: "compounding",
    term: "Compounding",
    aliases: ["Compound interest", "Power of compounding"],
    definition: "Earning returns on your past returns as well as on your original money.",
    explanation:
      "When interest or gains are reinvested, the base keeps growing, so growth speeds up over time. Time matters more than the amount: starting ten years earlier can matter more than investing twice as much later. Compounding also works against you on debt such as credit card balances.",
    example:
      "₹1,00,000 at 8% a year compounded yearly becomes ₹2,15,892 in 10 years; with simple interest it would be only ₹1,80,000.",
    related: ["simple-interest", "rule-of-72", "future-value", "cagr"],
    links: ["/calculators/lumpsum", "/calculators/sip"],
  },
  {
    slug: "cpi",
    term: "Consumer Price Index (CPI)",
    aliases: ["CPI", "Retail inflation", "CPI inflation"],
    definition:
      "An index that tracks the prices of a basket of goods and services households buy; its yearly change is retail inflation.",
    explanation:
      "CPI is published monthly by the National Statistics Office and includes food, housing, fuel, clothing, health and education. The RBI's monetary policy targets CPI inflation, which is why CPI data moves interest-rate expectations. Your own inflation can be higher or lower than CPI depending on what you spend on.",
    related: ["inflation", "repo-rate", "mpc", "real-return"],
    links: ["/calculators/inflation"],
  },
  {
    slug: "correlation",
    term: "Correlation",
    definition: "A number from −1 to +1 showing how closely two investments move together.",
    explanation:
      "+1 means they move in lockstep, 0 means no relationship and −1 means they move opposite to each other. Combining assets with low or negative correlation, such as equity and gold at times, reduces the swings of the whole portfolio. Correlations change over time and can rise in a crisis.",
    example:
      "In a year when shares fall 20% and gold rises 15%, a portfolio of 80% shares and 20% gold falls about 13% instead of 20%.",
    related: ["diversification", "asset-allocation", "asset-class", "volatility"],
    links: ["/diversification"],
  },
  {
    slug: "coupon",
    term: "Coupon",
    aliases: ["Coupon rate"],
    definition: "The fixed interest rate a bond pays on its face value.",
    explanation:
      "A bond's coupon stays the same for its life (unless it is a floating-rate bond), and is usually paid yearly or half-yearly. Because the market price of a bond changes, the coupon is not the same as the yield you earn if you buy at a price above or below face value.",
    example: "A ₹10,000 government bond with a 7% coupon paid half-yearly pays ₹350 every six months.",
    related: ["bond", "yield", "current-yield", "ytm"],
    links: ["/investments/bonds"],
  },
  {
    slug: "credit-rating",
    term: "Credit rating",
    definition:
      "A grade from a rating agency showing how likely a borrower is to repay a bond or deposit on time.",
    explanation:
      "SEBI-registered agencies rate bonds from AAA (highest safety) down to D (default). Ratings BBB− and above are 'investment grade'. A rating is an opinion and can be cut suddenly, so do not rely on it alone, especially for high-yield company deposits and NCDs.",
    example:
      "A AAA-rated bond might yield 7.3% while a similar A-rated bond yields 9.5%: the extra yield pays for extra risk.",
    related: ["credit-risk", "bond", "ncd", "credit-quality"],
    links: ["/investments/bonds"],
  },
  {
    slug: "credit-risk",
    term: "Credit risk",
    aliases: ["Default risk"],
    definition: "The risk that a borrower fails to pay interest or repay the principal on time.",
    explanation:
      "Government securities carry almost no credit risk; company bonds, NCDs and company fixed deposits carry more, and lower ratings mean more. A higher interest rate is usually a sign of higher credit risk, not a free bonus. Bank deposits are covered by DICGC insurance up to {{fact:dicgc-cover}} per depositor per bank.",
    related: ["credit-rating", "credit-risk-fund", "deposit-insurance", "ncd"],
    links: ["/investments/fixed-income"],
  },
  {
    slug: "credit-score",
    term: "Credit score (CIBIL)",
    aliases: ["CIBIL score", "Credit bureau score"],
    definition:
      "A three-digit number, usually from 300 to 900, that shows lenders how reliably you have repaid loans and cards.",
    explanation:
      "Credit bureaus such as TransUnion CIBIL, Experian, Equifax and CRIF High Mark compute the score from your repayment history, how much of your credit limits you use, the mix and age of accounts and recent loan enquiries. A higher score gets faster approvals and often lower interest rates. Paying every EMI and card bill in full and on time is the most important habit.",
    example:
      "Using ₹45,000 of a ₹50,000 card limit every month (90%) hurts your score; keeping usage below about 30% helps.",
    related: ["emi", "debt-trap", "floating-rate", "pan"],
  },
  {
    slug: "cryptocurrency",
    term: "Cryptocurrency (VDA)",
    aliases: ["Crypto", "Virtual digital asset", "VDA", "Bitcoin"],
    definition: "Digital tokens on a blockchain, treated in Indian tax law as virtual digital assets (VDAs).",
    explanation:
      "Crypto is not legal tender in India and its prices can swing wildly. Gains are taxed at a flat {{fact:crypto-tax-rate}} (plus surcharge and {{fact:cess-rate}} cess) whatever your income, only the purchase cost can be deducted, and losses cannot be set off against any other income or carried forward. A {{fact:crypto-tds-rate}} TDS applies on transfers above the threshold.",
    example:
      "You sell crypto bought for ₹1,00,000 at ₹1,50,000: tax = 30% × ₹50,000 = ₹15,000 plus {{fact:cess-rate}} cess = ₹15,600. A ₹40,000 loss on another coin cannot reduce this.",
    related: ["capital-gains", "tds", "volatility", "ponzi-scheme"],
    links: ["/investments/cryptocurrency"],
  },
  {
    slug: "cumulative-deposit",
    term: "Cumulative deposit",
    aliases: ["Cumulative FD", "Reinvestment deposit"],
    definition: "A fixed deposit where interest is added to the principal and paid with it at maturity.",
    explanation:
      "Because interest is reinvested, usually every quarter, it earns interest too, so the maturity amount is higher than with a payout deposit. Even though you receive nothing until maturity, interest is taxable every year as it accrues, and TDS may be deducted yearly.",
    example: "₹5,00,000 at 7% for 3 years, compounded quarterly, matures at about ₹6,15,720.",
    related: ["non-cumulative-deposit", "fixed-deposit", "compounding", "tds"],
    links: ["/investments/fixed-deposits"],
  },
  {
    slug: "current-yield",
    term: "Current yield",
    definition: "A bond's yearly coupon divided by its current market price.",
    explanation:
      "Current yield shows the income return at today's price but ignores any gain or loss you will have when the bond is repaid at face value. For a fuller picture, use yield to maturity.",
    example:
      "A bond paying ₹70 a year trading at ₹970 has a current yield of 7.22%; its YTM over 3 years is about 8.2%.",
    related: ["yield", "ytm", "coupon", "bond"],
  },
  {
    slug: "debt-trap",
    term: "Debt trap",
    definition:
      "A situation where you borrow to repay earlier loans, so debt keeps growing faster than you can pay it off.",
    explanation:
      "Debt traps often start with paying only the minimum due on credit cards, rolling over personal loans or taking app-based loans at very high rates. Warning signs are EMIs taking a large share of income and using new credit for routine expenses. The way out is to stop new borrowing, list all debts and pay off the costliest first.",
    example:
      "A credit card charging 3.5% a month works out to more than 50% a year with compounding; a ₹1 lakh balance left unpaid can grow to over ₹1.5 lakh in a year.",
    related: ["emi", "credit-score", "budget", "compounding"],
    links: ["/calculators/loan-repayment"],
  },
  {
    slug: "deposit-insurance",
    term: "Deposit insurance (DICGC)",
    aliases: ["DICGC", "Bank deposit insurance"],
    definition:
      "Insurance that repays bank depositors up to {{fact:dicgc-cover}} per depositor per bank if the bank fails.",
    explanation:
      "The Deposit Insurance and Credit Guarantee Corporation, an RBI subsidiary, covers savings, current, fixed and recurring deposits, principal and interest together, up to {{fact:dicgc-cover}} per depositor in each bank. It covers commercial banks, small finance banks, regional rural banks, local area banks and co-operative banks. Company deposits and NBFC deposits are not covered.",
    example:
      "You hold ₹7 lakh in FDs and savings at one bank: only {{fact:dicgc-cover}} is insured. Splitting ₹3.5 lakh each across two banks keeps all of it covered.",
    related: ["fixed-deposit", "rbi", "credit-risk", "emergency-fund"],
    links: ["/investments/fixed-deposits"],
  },
  {
    slug: "digital-gold",
    term: "Digital gold",
    definition: "Gold bought online in small amounts through apps, stored by a vault company on your behalf.",
    explanation:
      "Digital gold lets you buy gold for as little as a few rupees, but it is not regulated by SEBI or RBI, so investor protections are limited to the seller's terms. You also pay GST and a buy-sell spread. Regulated alternatives are gold ETFs and gold funds.",
    related: ["gold-etf", "gold-fund", "sgb", "asset-class"],
    links: ["/investments/gold"],
  },
  {
    slug: "diversification",
    term: "Diversification",
    definition:
      "Spreading money across different investments so that one failure does not sink the whole portfolio.",
    explanation:
      "You can diversify across asset classes (equity, debt, gold), within an asset class (many companies and sectors), across issuers and across countries. Diversification reduces the damage from any single bad investment, but it cannot remove the risk of the whole market falling. Owning many funds with the same holdings is not real diversification.",
    example:
      "If one stock is 50% of your portfolio and falls 40%, you lose 20%; if it is 5%, the same fall costs you only 2%.",
    related: ["asset-allocation", "correlation", "portfolio-overlap", "risk"],
    links: ["/diversification", "/tools/asset-allocation"],
  },
  {
    slug: "drawdown",
    term: "Drawdown",
    aliases: ["Maximum drawdown"],
    definition: "The fall in an investment's value from a peak to a later low, as a percentage.",
    explanation:
      "Maximum drawdown is the worst such fall over a period and shows how painful a bad phase can get. Losses need bigger gains to recover: a 50% fall needs a 100% rise to get back to the peak. Knowing past drawdowns helps you judge whether you could stay invested.",
    example:
      "A portfolio falls from ₹10 lakh to ₹6.5 lakh: a 35% drawdown. It must rise about 54% to return to ₹10 lakh.",
    related: ["volatility", "risk-tolerance", "standard-deviation", "risk"],
    links: ["/resources/investment-losses"],
  },
  {
    slug: "emergency-fund",
    term: "Emergency fund",
    aliases: ["Contingency fund"],
    definition: "Money kept aside, safe and easy to access, to cover unexpected expenses or loss of income.",
    explanation:
      "The guideline used across this site is {{fact:emergency-fund-rule}}. Keep it in a savings account, sweep-in FD or liquid fund, not in shares. Build it before investing for long-term goals, and refill it after using it.",
    example: "Essential monthly expenses of ₹40,000 × 6 months = an emergency fund of ₹2,40,000.",
    related: ["liquidity", "liquid-fund", "health-insurance", "budget"],
    links: ["/investments/emergency-fund"],
  },
  {
    slug: "emi",
    term: "EMI (equated monthly instalment)",
    aliases: ["EMI"],
    definition: "The fixed monthly payment that repays a loan's interest and principal over its term.",
    explanation:
      "EMI = P × r × (1 + r)^n ÷ ((1 + r)^n − 1), where P is the loan, r the monthly interest rate and n the number of months. A longer tenure lowers the EMI but raises total interest sharply. Many planners suggest keeping all EMIs within about 30% to 40% of take-home pay.",
    example:
      "A ₹30 lakh home loan at 8.5% for 20 years has an EMI of about ₹26,035; over 240 months you pay about ₹62.5 lakh, of which ₹32.5 lakh is interest.",
    related: ["amortisation", "prepayment", "floating-rate", "debt-trap"],
    links: ["/calculators/home-emi", "/calculators/loan-repayment"],
  },
  {
    slug: "epf",
    term: "Employees' Provident Fund (EPF)",
    aliases: ["EPF", "PF", "Provident fund"],
    definition:
      "A retirement savings scheme for salaried employees, with contributions from both employee and employer.",
    explanation:
      "The employee contributes 12% of basic pay plus DA; the employer also contributes, with part of its share going to the Employees' Pension Scheme. EPFO declares the interest rate each year. Your own contribution counts towards the 80C deduction in the old regime, and your UAN lets you track and transfer the account between jobs.",
    example: "With basic pay plus DA of ₹40,000 a month, the employee's EPF contribution is ₹4,800 a month.",
    related: ["vpf", "ppf", "nps", "section-80c"],
  },
  {
    slug: "endowment-plan",
    term: "Endowment plan",
    aliases: ["Traditional life insurance plan", "Savings insurance plan"],
    definition:
      "A life insurance policy that pays a maturity benefit if you survive the term, as well as a death benefit.",
    explanation:
      "Endowment plans mix insurance and saving, so the life cover is usually small for the premium and returns have often been modest. Leaving early can mean large losses through low surrender values. Maturity proceeds are tax-free only within the conditions (for policies issued from 1 April 2023, not if the yearly premium exceeds ₹5 lakh); many people do better with term insurance plus separate investments.",
    related: ["term-insurance", "surrender-value", "ulip", "mis-selling"],
    links: ["/investments/term-life-insurance"],
  },
  {
    slug: "eblr",
    term: "External benchmark lending rate (EBLR)",
    aliases: ["EBLR", "RLLR", "Repo-linked lending rate"],
    definition:
      "A floating loan rate linked to an outside benchmark, usually the RBI repo rate, plus a fixed spread.",
    explanation:
      "Since 2019 banks must link new floating-rate retail loans, such as home loans, to an external benchmark, and most use the repo rate. Because the benchmark is public, rate changes pass to borrowers faster, usually within about a quarter. Your loan rate = benchmark + the bank's spread, and the spread generally stays fixed unless your credit risk changes.",
    example:
      "Repo rate 5.25% + spread 2.75% = a home-loan rate of 8.00%. If the repo rate is cut by 0.25 point, the loan rate falls to 7.75% at the next reset.",
    related: ["repo-rate", "mclr", "floating-rate", "emi"],
    links: ["/calculators/home-emi"],
  },
  {
    slug: "family-floater",
    term: "Family floater",
    definition: "A health insurance policy with one shared sum insured covering several family members.",
    explanation:
      "All covered members draw on the same sum insured in a policy year, so one large claim can use most of it. Floaters usually cost less than separate policies for each person, but older parents are often better insured separately because their age raises the premium for everyone. Check whether the sum insured suits a family's worst likely year.",
    example:
      "A ₹10 lakh floater covers a couple and two children; if one claim uses ₹7 lakh, ₹3 lakh is left for the others that year.",
    related: ["health-insurance", "premium", "co-payment", "section-80d"],
    links: ["/investments/health-insurance"],
  },
  {
    slug: "financial-goal",
    term: "Financial goal",
    definition:
      "A specific future need for money, with an amount and a date, such as a child's education or retirement.",
    explanation:
      "Writing goals as amounts and dates lets you choose suitable investments: short-term goals call for safe options, long-term goals can use more equity. Increase the target for inflation, then work out the monthly investment needed. Review goals every year.",
    example:
      "An education cost of ₹20 lakh today, growing at 6% a year, will be about ₹47.9 lakh in 15 years.",
    related: ["asset-allocation", "inflation", "future-value", "sip"],
    links: ["/calculators/goal"],
  },
  {
    slug: "financial-planner",
    term: "Financial planner",
    definition:
      "A professional who helps you set goals and plan savings, investments, insurance, tax and retirement.",
    explanation:
      "In India anyone can call themselves a financial planner; what matters is registration and how they are paid. Investment advice for a fee requires SEBI registration as an investment adviser; people selling products are paid by commission. Ask how they are paid and check their registration before sharing money or details.",
    related: ["sebi-ria", "distributor", "mis-selling", "financial-goal"],
  },
  {
    slug: "fixed-deposit",
    term: "Fixed deposit (FD)",
    aliases: ["FD", "Term deposit"],
    definition:
      "A deposit with a bank or post office for a fixed period at an interest rate fixed at the start.",
    explanation:
      "FDs offer predictable returns and, at banks, DICGC insurance up to {{fact:dicgc-cover}} per depositor per bank. Breaking an FD early usually costs a penalty on the interest rate. Interest is taxed at your slab rate, and TDS applies above {{fact:tds-interest-threshold|digits}} a year per bank ({{fact:tds-interest-threshold-senior}} for senior citizens); a 5-year tax-saver FD qualifies for 80C in the old regime.",
    example:
      "₹5 lakh at 7% for 3 years: a cumulative FD matures at about ₹6.16 lakh; a quarterly-payout FD pays ₹8,750 every quarter.",
    related: ["cumulative-deposit", "non-cumulative-deposit", "deposit-insurance", "tds"],
    links: ["/investments/fixed-deposits"],
  },
  {
    slug: "fixed-income",
    term: "Fixed income",
    definition:
      "Investments that pay a set or predictable interest, such as FDs, bonds, small savings schemes and debt funds.",
    explanation:
      "Fixed income provides stability and regular income in a portfolio and is suited to short-term goals. 'Fixed' describes the interest, not the market price: bonds and debt funds can still fall in value when interest rates rise. After tax and inflation, real returns can be low.",
    related: ["bond", "fixed-deposit", "debt-fund", "interest-rate-risk"],
    links: ["/investments/fixed-income"],
  },
  {
    slug: "fixed-rate",
    term: "Fixed rate",
    aliases: ["Fixed interest rate"],
    definition: "An interest rate that stays the same for the whole term of a loan or deposit.",
    explanation:
      "A fixed rate gives certainty: your EMI or interest income does not change with RBI moves. Fixed-rate loans usually start higher than floating ones, and many 'fixed' home loans are fixed only for the first few years. For deposits, locking a fixed rate helps when rates are expected to fall.",
    related: ["floating-rate", "emi", "fixed-deposit", "repo-rate"],
  },
  {
    slug: "floating-rate",
    term: "Floating rate",
    aliases: ["Variable rate"],
    definition: "An interest rate that changes from time to time with a benchmark such as the repo rate.",
    explanation:
      "Most Indian home loans are floating and linked to an external benchmark, so they become cheaper when the RBI cuts rates and costlier when it raises them. When rates rise, banks often extend the tenure instead of raising the EMI, which can add years of payments; ask for an EMI increase if you can afford it.",
    example:
      "On a ₹30 lakh, 20-year loan, a rise from 8.5% to 9% lifts the EMI from about ₹26,035 to about ₹26,992.",
    related: ["fixed-rate", "eblr", "repo-rate", "emi"],
    links: ["/calculators/home-emi"],
  },
  {
    slug: "floating-rate-savings-bond",
    term: "Floating Rate Savings Bond (FRSB)",
    aliases: ["RBI Floating Rate Savings Bond", "RBI bond", "FRSB 2020"],
    definition:
      "A 7-year Government of India savings bond sold through banks, whose interest rate is linked to the NSC rate.",
    explanation:
      "The interest rate is reset every six months at a fixed margin above the prevailing NSC rate, and interest is paid half-yearly. The money is locked for seven years, with early exit allowed only for older investors after a minimum period. Interest is fully taxable at slab rate.",
    related: ["nsc", "g-sec", "floating-rate", "rbi-retail-direct"],
    links: ["/investments/bonds"],
  },
  {
    slug: "form-15g",
    term: "Form 15G",
    definition:
      "A declaration by someone under 60 asking a bank not to deduct TDS because their total tax is nil.",
    explanation:
      "You can submit Form 15G if the tax on your estimated total income for the year is nil. A false declaration is an offence, so do not submit it just to avoid TDS if you owe tax. Form numbers may change under the Income-tax Rules, 2026, so check your bank's current form.",
    example:
      "A student with only ₹60,000 of FD interest and no other income can submit Form 15G so the bank does not deduct ₹6,000 of TDS.",
    related: ["form-15h", "tds", "fixed-deposit", "pan"],
  },
  {
    slug: "form-15h",
    term: "Form 15H",
    definition:
      "A declaration by a resident aged 60 or more asking a payer not to deduct TDS because their tax is nil.",
    explanation:
      "Senior citizens whose tax on total income is nil can submit Form 15H to banks and post offices at the start of each year. From 1 April 2025 banks deduct TDS for seniors only when interest exceeds {{fact:tds-interest-threshold-senior|digits}} a year, so many seniors no longer need it. Form numbers may change under the Income-tax Rules, 2026.",
    related: ["form-15g", "tds", "scss", "fixed-deposit"],
    links: ["/investments/senior-citizens-savings-scheme"],
  },
  {
    slug: "form-26as",
    term: "Form 26AS",
    aliases: ["Tax credit statement"],
    definition:
      "A statement on the income tax portal showing tax deducted or collected on your behalf and taxes you paid.",
    explanation:
      "Form 26AS lists TDS by employers and banks, TCS, advance tax and self-assessment tax credited to your PAN. Match it with your Form 16 and interest certificates before filing, because only credits shown here are easily allowed. The broader AIS shows your reported income as well.",
    related: ["ais", "tds", "tcs", "itr"],
    links: ["/resources/income-tax"],
  },
  {
    slug: "future-value",
    term: "Future value",
    aliases: ["FV"],
    definition:
      "What an amount invested today (or a series of payments) will grow to at a given rate of return.",
    explanation:
      "Future value = present value × (1 + r)^n for a single sum. It is used both to see how savings grow and to estimate future costs after inflation. The result is very sensitive to the rate and the number of years assumed.",
    example:
      "Monthly expenses of ₹50,000 today will be about ₹1,60,357 in 20 years if prices rise 6% a year.",
    related: ["present-value", "time-value-of-money", "compounding", "inflation"],
    links: ["/calculators/goal", "/calculators/inflation"],
  },
  {
    slug: "gold-etf",
    term: "Gold ETF",
    definition: "An exchange-traded fund that holds physical gold and trades on the stock exchange.",
    explanation:
      "Each unit represents a small quantity of high-purity gold, and the price tracks domestic gold prices. You need a demat account, there is no lock-in, and there are no making charges or storage worries. Gains are long-term after 12 months and taxed at {{fact:asset-ltcg-rate}}; shorter gains at slab rate.",
    example:
      "You sell gold ETF units after 15 months with a ₹1 lakh gain: tax 12.5% = ₹12,500, plus {{fact:cess-rate}} cess = ₹13,000.",
    related: ["gold-fund", "sgb", "digital-gold", "etf"],
    links: ["/investments/gold", "/investments/etfs"],
  },
  {
    slug: "g-sec",
    term: "Government security (G-sec)",
    aliases: ["G-sec", "Gilt", "Government bond"],
    definition:
      "A bond issued by the central government (and, as SDLs, by state governments) to borrow money.",
    explanation:
      "G-secs carry practically no default risk because they are backed by the government, but long-dated ones can swing in price when interest rates change. Individuals can buy them directly through RBI Retail Direct or a broker, or indirectly through gilt funds and target maturity funds. Interest is taxable at slab rate.",
    example:
      "A ₹10,000 G-sec with a 7% coupon pays ₹350 every six months; if held to maturity you get your ₹10,000 back.",
    related: ["t-bill", "sdl", "rbi-retail-direct", "gilt-fund"],
    links: ["/investments/bonds"],
  },
  {
    slug: "cess",
    term: "Health and education cess",
    aliases: ["Cess", "{{fact:cess-rate}} cess"],
    definition: "An extra {{fact:cess-rate}} charged on your income tax plus surcharge.",
    explanation:
      "Every taxpayer who owes tax pays the {{fact:cess-rate}} cess on top of the tax and any surcharge. If the rebate makes your tax zero, there is no cess. Remember to add it when estimating tax on capital gains or interest.",
    example: "Tax of ₹1,85,000 plus 4% cess of ₹7,400 = ₹1,92,400 payable.",
    related: ["surcharge", "tax-slab", "new-tax-regime", "rebate-87a"],
    links: ["/calculators/tax"],
  },
  {
    slug: "health-insurance",
    term: "Health insurance",
    aliases: ["Mediclaim"],
    definition: "Insurance that pays for hospital and medical treatment up to a sum insured.",
    explanation:
      "A health policy protects your savings from large medical bills; buy it young, when premiums are lower and waiting periods can be served before you need them. Individual health policies have been exempt from GST since 22 September 2025, and premiums qualify for the 80D deduction in the old regime. An employer's group cover usually ends when you leave the job, so have a personal policy too.",
    related: ["family-floater", "waiting-period", "co-payment", "section-80d"],
    links: ["/investments/health-insurance"],
  },
  {
    slug: "hra",
    term: "House rent allowance (HRA)",
    aliases: ["HRA", "HRA exemption"],
    definition:
      "A salary component for rent, part of which is tax-exempt in the old tax regime if you live in rented housing.",
    explanation:
      "Exempt HRA is the least of: HRA received; rent paid minus 10% of salary (basic plus DA); and 50% of salary in listed cities or 40% elsewhere. The 50% list was Delhi, Mumbai, Kolkata and Chennai; the draft Income-tax Rules, 2026 proposed adding Bengaluru, Hyderabad, Pune and Ahmedabad from TY 2026-27, and the final rules reportedly kept them, so check the notified rule before relying on the 50% figure for those four cities. There is no HRA exemption in the new regime, and the landlord's PAN is needed if rent exceeds ₹1 lakh a year.",
    example:
      "Basic ₹6 lakh a year, HRA received ₹2.4 lakh, rent ₹2.4 lakh, living in Delhi: exempt HRA = least of ₹2.4 lakh, ₹1.8 lakh (₹2.4 lakh − ₹60,000) and ₹3 lakh = ₹1.8 lakh.",
    related: ["old-tax-regime", "standard-deduction", "new-tax-regime", "tax-slab"],
    links: ["/resources/income-tax", "/calculators/tax"],
  },
  {
    slug: "itr",
    term: "Income tax return (ITR)",
    aliases: ["ITR", "Tax return"],
    definition:
      "The yearly form in which you report your income, deductions and taxes paid to the Income Tax Department.",
    explanation:
      "Filing an ITR settles your tax for the year, claims refunds of excess TDS and provides proof of income for loans and visas. It is also required to carry forward capital losses, which is allowed only if you file by the due date. Check AIS and Form 26AS before filing.",
    related: ["ais", "form-26as", "capital-loss-set-off", "advance-tax"],
    links: ["/resources/income-tax"],
  },
  {
    slug: "income-tax-act-2025",
    term: "Income-tax Act, 2025",
    aliases: ["New Income Tax Act", "2025 Act"],
    definition: "The law that replaced the Income-tax Act, 1961 from 1 April 2026, with new section numbers.",
    explanation:
      "From tax year 2026-27 the 2025 Act applies; income for FY 2025-26 is still assessed under the 1961 Act. Most rates and limits stayed the same but sections were renumbered: 80C became section 123, 80D section 126, 80CCD section 124, 87A section 156 and the new regime (115BAC) section 202. The idea of a single 'tax year' replaces previous year and assessment year.",
    related: ["tax-year", "section-80c", "new-tax-regime", "rebate-87a"],
    links: ["/resources/income-tax"],
  },
  {
    slug: "indexation",
    term: "Indexation",
    aliases: ["Cost inflation index", "CII"],
    definition:
      "Raising the purchase cost of an asset for inflation, using the cost inflation index, to reduce taxable gains.",
    explanation:
      "For sales from 23 July 2024 indexation is no longer available for most assets, which are taxed at {{fact:asset-ltcg-rate}} on long-term gains instead. The main exception: a resident individual or HUF selling land or a building bought before 23 July 2024 may pay the lower of {{fact:asset-ltcg-rate}} without indexation and 20% with indexation. Debt fund units bought from 1 April 2023 never get indexation.",
    example:
      "A flat bought in 2015 for ₹40 lakh and sold in 2026 for ₹90 lakh: the owner compares 12.5% on the ₹50 lakh gain with 20% on the smaller indexed gain, and pays the lower tax.",
    related: ["ltcg", "capital-gains", "indexation-removal-debt-funds", "real-estate"],
    links: ["/resources/income-tax"],
  },
  {
    slug: "inflation",
    term: "Inflation",
    definition: "The general rise in prices over time, which reduces what each rupee can buy.",
    explanation:
      "Inflation is measured in India mainly by the Consumer Price Index. Money that earns less than inflation loses purchasing power even if the balance grows. Long-term goals must be planned in future rupees, and part of your savings needs to be in assets that can beat inflation over time.",
    example:
      "At 6% inflation, ₹1 lakh in 10 years will buy only what about ₹55,839 buys today; prices roughly double in 12 years.",
    related: ["cpi", "real-return", "purchasing-power", "nominal-return"],
    links: ["/calculators/inflation"],
  },
  {
    slug: "premium",
    term: "Insurance premium",
    aliases: ["Premium"],
    definition: "The amount you pay an insurer, monthly or yearly, to keep a policy active.",
    explanation:
      "Premiums depend on age, health, cover amount, term and habits such as smoking. Missing premiums can lapse a policy, so use auto-debit and note the grace period. Premiums for individual life and health policies have been exempt from GST since 22 September 2025.",
    example:
      "A healthy 30-year-old non-smoker might pay a small fraction of a comparable endowment premium for the same term cover.",
    related: ["sum-assured", "term-insurance", "health-insurance", "rider"],
  },
  {
    slug: "interest-rate-risk",
    term: "Interest rate risk",
    definition: "The risk that bond and debt fund prices fall when interest rates rise.",
    explanation:
      "When new bonds pay more, existing bonds with lower coupons become less valuable, so their prices drop. The longer the duration, the bigger the effect. You can reduce this risk by matching the bond or fund's duration to when you need the money.",
    example: "A fund with a modified duration of 6 falls about 6% if yields rise by 1 percentage point.",
    related: ["modified-duration", "bond", "reinvestment-risk", "gilt-fund"],
    links: ["/funds/debt-funds"],
  },
  {
    slug: "risk",
    term: "Investment risk",
    aliases: ["Risk"],
    definition:
      "The chance that an investment's actual result differs from what you expected, including losing money.",
    explanation:
      "Risks include market risk (prices fall), credit risk (a borrower defaults), interest rate risk, inflation risk (returns fall behind prices), liquidity risk and concentration risk. Higher potential returns usually come with higher risk. You cannot remove risk, but you can choose which risks to take and how much.",
    related: ["volatility", "risk-tolerance", "risk-capacity", "diversification"],
    links: ["/calculators/risk-tolerance"],
  },
  {
    slug: "invit",
    term: "InvIT (infrastructure investment trust)",
    aliases: ["InvIT"],
    definition:
      "A SEBI-regulated trust that owns income-producing infrastructure such as roads, power lines or pipelines, and whose units trade on exchanges.",
    explanation:
      "InvITs pass most of the cash from their assets to unitholders as regular distributions, which can include interest, dividend and repayment of capital, each taxed differently. Unit prices move with interest rates and with the assets' prospects. For capital gains, listed InvIT units are taxed like listed shares: {{fact:equity-stcg-rate}} if held up to 12 months, {{fact:equity-ltcg-rate}} above {{fact:equity-ltcg-exemption}} if longer.",
    related: ["reit", "asset-class", "capital-gains", "liquidity"],
    links: ["/investments/real-estate"],
  },
  {
    slug: "irdai",
    term: "IRDAI",
    aliases: ["Insurance Regulatory and Development Authority of India"],
    definition: "The regulator of insurance companies and insurance products in India.",
    explanation:
      "IRDAI licenses insurers and agents, approves products and sets rules for policyholder protection, including the free-look period. Complaints against insurers go first to the insurer, then to the Insurance Ombudsman. Insurance-cum-investment products such as ULIPs are regulated by IRDAI, not SEBI.",
    related: ["term-insurance", "health-insurance", "ulip", "claim-settlement-ratio"],
  },
  {
    slug: "kvp",
    term: "Kisan Vikas Patra (KVP)",
    aliases: ["KVP"],
    definition: "A post office savings certificate that doubles your money over a fixed period.",
    explanation:
      "At {{fact:kvp-rate}}, KVP doubles in {{fact:kvp-doubling}}; the rate is locked on the date you invest. The minimum is ₹1,000 with no maximum. There is no 80C deduction and interest is taxable, so the post-tax return is lower than the headline rate.",
    example: "₹1,00,000 invested at 7.5% becomes ₹2,00,000 after 115 months (9 years 7 months).",
    related: ["nsc", "small-savings-schemes", "rule-of-72", "fixed-deposit"],
  },
  {
    slug: "kyc",
    term: "KYC (Know Your Customer)",
    aliases: ["KYC"],
    definition:
      "The identity and address check that banks, fund houses, brokers and insurers must do before you invest or open an account.",
    explanation:
      "KYC needs your PAN, an address proof and a photograph, and can usually be completed online with Aadhaar. It protects you and the system against fraud and money laundering. Keep your mobile number and email updated, because many KYC records depend on them.",
    related: ["pan", "ckyc", "aadhaar-ekyc", "mutual-fund-kyc"],
    links: ["/guides/beginners"],
  },
  {
    slug: "lrs",
    term: "Liberalised Remittance Scheme (LRS)",
    aliases: ["LRS"],
    definition:
      "The RBI scheme that lets a resident individual send up to {{fact:lrs-limit}} abroad each financial year.",
    explanation:
      "LRS covers permitted purposes such as foreign shares and ETFs, education, travel, medical treatment and gifts. Banks collect TCS: for investments and most other purposes, nil up to {{fact:tcs-lrs-threshold}} a year across all LRS remittances and {{fact:tcs-lrs-rate}} above. TCS is not an extra tax; it is credited against your tax for the year.",
    example:
      "You send ₹15 lakh abroad in a year to buy US stocks: TCS = 20% of ₹5 lakh = ₹1 lakh, which you claim back in your return.",
    related: ["tcs", "international-fund", "pan", "itr"],
    links: ["/investments/us-stocks"],
  },
  {
    slug: "lifestyle-inflation",
    term: "Lifestyle inflation",
    aliases: ["Lifestyle creep"],
    definition: "Spending more as your income rises, so savings do not grow even though you earn more.",
    explanation:
      "A raise often turns into a bigger flat, car or phone EMI. A simple guard is to save at least half of every raise, for example by topping up SIPs at the same time as your increment. This keeps your savings rate rising with your income.",
    example:
      "Your take-home pay rises by ₹10,000 a month: raising your SIP by ₹5,000 and allowing ₹5,000 more spending keeps your savings growing.",
    related: ["budget", "sip-top-up", "50-30-20-rule", "net-worth"],
  },
  {
    slug: "liquidity",
    term: "Liquidity",
    definition: "How quickly and cheaply an investment can be turned into cash without losing value.",
    explanation:
      "A savings account and liquid funds are highly liquid; PPF, property and lock-in products are not. Illiquid investments may offer higher returns but can force you to sell at a discount or pay penalties in a hurry. Match the liquidity of each investment to when you might need the money.",
    example:
      "A ₹60 lakh flat may take months to sell, while ₹60,000 in a liquid fund can usually be redeemed the next business day.",
    related: ["emergency-fund", "lock-in-period", "liquid-fund", "real-estate"],
  },
  {
    slug: "ltcg",
    term: "Long-term capital gains (LTCG)",
    aliases: ["LTCG"],
    definition: "Profit from selling an asset held longer than the long-term period for that asset.",
    explanation:
      "For listed shares and equity funds, long term means more than 12 months, and gains above {{fact:equity-ltcg-exemption}} a year are taxed at {{fact:equity-ltcg-rate}} (section 198 of the 2025 Act). For other assets such as property, unlisted shares and physical gold, long term means more than 24 months, taxed at {{fact:asset-ltcg-rate}} without indexation. These rates apply to sales on or after 23 July 2024, and cess of {{fact:cess-rate}} is added.",
    example: "Equity fund LTCG of ₹3 lakh: tax on ₹1,75,000 at 12.5% = ₹21,875, plus cess = ₹22,750.",
    related: ["stcg", "capital-gains", "equity-fund-taxation", "indexation"],
    links: ["/resources/income-tax"],
  },
  {
    slug: "marginal-relief",
    term: "Marginal relief",
    definition:
      "A rule that stops your extra tax from exceeding your extra income when you cross a tax threshold.",
    explanation:
      "In the new regime, if taxable income is just above ₹12 lakh, the tax on normal income cannot be more than the income above ₹12 lakh. Similar relief applies when income crosses a surcharge threshold such as ₹50 lakh. The old-regime rebate has no such relief.",
    example:
      "Taxable income ₹12,10,000 in the new regime: slab tax is ₹61,500, but marginal relief limits it to ₹10,000 (the income above ₹12 lakh), plus ₹400 cess.",
    related: ["rebate-87a", "surcharge", "new-tax-regime", "tax-slab"],
    links: ["/calculators/tax"],
  },
  {
    slug: "mclr",
    term: "MCLR (marginal cost of funds based lending rate)",
    aliases: ["MCLR"],
    definition:
      "A bank's internal benchmark lending rate, based on its own cost of funds, used for many older loans.",
    explanation:
      "MCLR-linked loans reset periodically, often once a year, and follow RBI rate changes more slowly than external-benchmark loans. New floating retail loans now use an external benchmark such as the repo rate. If you have an old MCLR loan, compare it with your bank's EBLR rate; switching may reduce your rate for a fee.",
    related: ["eblr", "repo-rate", "floating-rate", "emi"],
  },
  {
    slug: "mis-selling",
    term: "Mis-selling",
    definition:
      "Selling a financial product that does not suit the buyer, or hiding or misrepresenting its features.",
    explanation:
      "Common examples are insurance plans sold as fixed deposits, 'guaranteed return' claims for market-linked products, and unnecessary churn between funds to earn fresh commission. Before signing, ask for the product's official documents, lock-in, costs and exit charges in writing. Complaints can go to the bank or company, then to the regulator: RBI, SEBI (SCORES), IRDAI or PFRDA.",
    example:
      "A customer asks for a 5-year FD and is given a life insurance plan with annual premiums for 10 years and a heavy surrender charge in the early years.",
    related: ["financial-planner", "sebi-ria", "endowment-plan", "ponzi-scheme"],
  },
  {
    slug: "mpc",
    term: "Monetary Policy Committee (MPC)",
    aliases: ["MPC", "RBI policy"],
    definition:
      "The six-member RBI committee that sets the repo rate to keep inflation in check while supporting growth.",
    explanation:
      "The MPC has three RBI members, including the Governor, and three external members, and usually meets six times a year. Its decisions on the repo rate flow through to loan EMIs, deposit rates and bond prices. Each meeting's statement also gives the RBI's inflation and growth forecasts.",
    related: ["repo-rate", "rbi", "cpi", "inflation"],
  },
  {
    slug: "nps",
    term: "National Pension System (NPS)",
    aliases: ["NPS"],
    definition:
      "A low-cost, PFRDA-regulated retirement scheme that invests your contributions in equity, bonds and government securities.",
    explanation:
      "Any citizen aged 18 to 70 can join. Since December 2025, non-government subscribers can exit after 15 years or at 60, taking up to 80% of a corpus above ₹12 lakh as a lump sum and using at least 20% to buy an annuity; only 60% of the corpus is tax-free under current law. Extra tax deductions for your own contributions are available only in the old regime, while the employer's contribution is deductible in both.",
    example:
      "At exit with a ₹50 lakh corpus, you can take up to ₹40 lakh as a lump sum and must annuitise at least ₹10 lakh; ₹30 lakh (60%) of the lump sum is tax-free.",
    related: ["nps-tier-1", "nps-tier-2", "annuity", "section-80ccd-1b"],
    links: ["/investments/nps"],
  },
  {
    slug: "nsc",
    term: "National Savings Certificate (NSC)",
    aliases: ["NSC"],
    definition:
      "A 5-year post office savings certificate with a fixed interest rate, eligible for 80C in the old regime.",
    explanation:
      "NSC pays {{fact:nsc-rate}}, compounded yearly and paid at maturity, with the rate locked at purchase. The minimum is ₹1,000 with no maximum and no TDS. Interest is taxable, though interest accrued in the early years counts as a fresh 80C investment in the old regime.",
    example: "₹1,00,000 in NSC at 7.7% grows to about ₹1,44,903 after 5 years.",
    related: ["kvp", "ppf", "section-80c", "small-savings-schemes"],
  },
  {
    slug: "net-worth",
    term: "Net worth",
    definition: "What you own minus what you owe.",
    explanation:
      "Add up your assets (bank balances, investments, PF, gold, property) and subtract all loans and dues. Tracking net worth once or twice a year shows whether you are actually getting wealthier, which income alone does not. A rising net worth is a better sign of progress than a rising salary.",
    example:
      "Home ₹60 lakh, funds ₹8 lakh, FD ₹3 lakh, PF ₹6 lakh = ₹77 lakh in assets; home loan ₹35 lakh and car loan ₹4 lakh = ₹39 lakh owed; net worth = ₹38 lakh.",
    related: ["budget", "asset-allocation", "financial-goal", "emergency-fund"],
  },
  {
    slug: "new-tax-regime",
    term: "New tax regime",
    aliases: ["Section 115BAC", "Section 202"],
    definition: "The default income tax regime with lower slab rates but very few deductions.",
    explanation:
      "Since FY 2023-24 the new regime is the default; salaried people without business income can opt for the old regime each year when filing. From FY 2025-26 income up to ₹4 lakh is tax-free, with slabs rising to 30% above ₹24 lakh, a {{fact:standard-deduction-new|digits}} standard deduction and a rebate that makes income up to {{fact:rebate-limit-new}} tax-free. Deductions like 80C, 80D and HRA are not allowed; the employer's NPS contribution is.",
    example:
      "Salary ₹12,75,000: taxable ₹12,00,000 after the ₹75,000 standard deduction; slab tax ₹60,000 is wiped out by the rebate, so tax is nil.",
    related: ["old-tax-regime", "tax-slab", "standard-deduction", "rebate-87a"],
    links: ["/calculators/tax", "/resources/income-tax"],
  },
  {
    slug: "nominal-return",
    term: "Nominal return",
    definition: "The return on an investment before adjusting for inflation.",
    explanation:
      "The interest rate on an FD or a fund's reported return is a nominal return. It tells you how many more rupees you have, not how much more you can buy. Subtract inflation (more precisely, divide) to get the real return.",
    example:
      "An FD paying 7% gives a nominal return of 7%; with 5% inflation the real return is only about 1.9%.",
    related: ["real-return", "inflation", "cagr", "purchasing-power"],
  },
  {
    slug: "nominee",
    term: "Nominee",
    definition: "The person you name to receive the money in an account or policy after your death.",
    explanation:
      "Bank accounts, FDs, mutual funds, demat accounts, PF, NPS and insurance policies all let you name nominees. A nominee makes the claim process much faster, but under succession law a nominee may hold the money on behalf of the legal heirs, so also make a will. Review nominees after marriage, the birth of a child or a death in the family.",
    related: ["mutual-fund-nomination", "transmission", "term-insurance", "kyc"],
  },
  {
    slug: "ncd",
    term: "Non-convertible debenture (NCD)",
    aliases: ["NCD", "Corporate bond"],
    definition: "A bond issued by a company that cannot be converted into shares, paying a fixed interest.",
    explanation:
      "NCDs are sold through public issues or bought on exchanges, and often pay more than bank FDs because they carry more credit risk. They are not covered by deposit insurance, and listed NCDs can be hard to sell before maturity if trading is thin. Interest is taxed at slab rate; gains on listed NCDs held more than 12 months are taxed at {{fact:asset-ltcg-rate}}.",
    example:
      "A ₹1,000 NCD rated A offers 10% while a AAA-rated one offers 8%: the extra 2% is compensation for a higher chance of default.",
    related: ["bond", "credit-rating", "credit-risk", "fixed-income"],
    links: ["/investments/bonds"],
  },
  {
    slug: "non-cumulative-deposit",
    term: "Non-cumulative deposit",
    aliases: ["Payout FD", "Interest payout deposit"],
    definition:
      "A fixed deposit that pays out its interest monthly, quarterly or yearly instead of reinvesting it.",
    explanation:
      "A payout deposit suits people who need regular income, such as retirees. Because the interest is not reinvested, the final amount is lower than with a cumulative deposit. Interest is taxable in the year it is paid.",
    example:
      "₹5,00,000 at 7% with quarterly payout pays ₹8,750 every quarter, and returns ₹5,00,000 at maturity.",
    related: ["cumulative-deposit", "fixed-deposit", "pomis", "scss"],
    links: ["/investments/fixed-deposits"],
  },
  {
    slug: "nps-tier-1",
    term: "NPS Tier I account",
    aliases: ["Tier I", "Tier 1"],
    definition: "The main NPS retirement account, locked until exit and eligible for tax benefits.",
    explanation:
      "You need ₹500 to open it and ₹1,000 a year to keep it active. From 1 October 2025, non-government subscribers can choose schemes under the multiple scheme framework, including high-risk variants with up to 100% equity. Withdrawals before exit are limited to partial withdrawals for specified purposes.",
    related: ["nps", "nps-tier-2", "section-80ccd-1b", "section-80ccd-2"],
    links: ["/investments/nps"],
  },
  {
    slug: "nps-tier-2",
    term: "NPS Tier II account",
    aliases: ["Tier II", "Tier 2"],
    definition: "An optional NPS investment account you can withdraw from at any time, with no tax benefit.",
    explanation:
      "Tier II needs an active Tier I account, ₹1,000 to open and ₹250 per later contribution. It works like a low-cost investment account using NPS fund managers. Apart from a locked variant for government employees, it gives no tax deduction.",
    related: ["nps-tier-1", "nps", "pfrda", "liquidity"],
    links: ["/investments/nps"],
  },
  {
    slug: "nps-vatsalya",
    term: "NPS Vatsalya",
    definition:
      "An NPS account a parent or guardian opens for a child under 18, which moves to a regular NPS account at 18.",
    explanation:
      "The minimum is ₹250 a year with no maximum. Partial withdrawals of up to 25% of contributions are allowed after three years for education, medical treatment or disability. In the old regime, a parent's contributions share the {{fact:deduction-nps-additional|digits}} limit of section 80CCD(1B).",
    related: ["nps", "nps-tier-1", "section-80ccd-1b", "sukanya-samriddhi"],
    links: ["/investments/nps"],
  },
  {
    slug: "old-tax-regime",
    term: "Old tax regime",
    definition: "The earlier income tax regime with higher slab rates but many deductions and exemptions.",
    explanation:
      "The old regime allows 80C ({{fact:deduction-80c-limit}}), 80D, 80CCD(1B), HRA, home-loan interest and more, with a {{fact:standard-deduction-old}} standard deduction. It has to be chosen when filing; the new regime is the default. It pays off only if your deductions are large: at a ₹20 lakh salary, total deductions (including the standard deduction) must exceed about ₹7.58 lakh.",
    example:
      "At ₹20 lakh salary with 80C and 80D claimed, old-regime tax is ₹3,58,800 against ₹1,92,400 in the new regime.",
    related: ["new-tax-regime", "section-80c", "hra", "standard-deduction"],
    links: ["/calculators/tax", "/resources/income-tax"],
  },
  {
    slug: "opportunity-cost",
    term: "Opportunity cost",
    definition: "What you give up by choosing one use of money over the next best alternative.",
    explanation:
      "Money kept idle, or locked in a low-return product, has a cost: the return it could have earned elsewhere. Opportunity cost also applies to time and to prepaying loans versus investing. Comparing options after tax and risk helps you see it clearly.",
    example:
      "Keeping ₹5 lakh in a savings account at 3% instead of a deposit at 7% costs about ₹20,000 a year in lost interest.",
    related: ["time-value-of-money", "prepayment", "liquidity", "real-return"],
  },
  {
    slug: "pan",
    term: "PAN (Permanent Account Number)",
    aliases: ["PAN", "PAN card"],
    definition:
      "The 10-character identity number issued by the Income Tax Department that links your financial transactions.",
    explanation:
      "PAN is required for investing in mutual funds and shares, opening demat accounts and large deposits, and for filing returns. Without a PAN, TDS is usually deducted at a higher rate (20% on FD interest instead of 10%). Keep your PAN linked with Aadhaar so that it stays active.",
    related: ["kyc", "ais", "tds", "form-26as"],
    links: ["/guides/beginners"],
  },
  {
    slug: "pfrda",
    term: "PFRDA",
    aliases: ["Pension Fund Regulatory and Development Authority"],
    definition: "The regulator of the National Pension System and other pension schemes in India.",
    explanation:
      "PFRDA sets the rules for NPS: who can join, how money is invested, fund manager charges, and exit and withdrawal terms, including the December 2025 changes. It also regulates the Atal Pension Yojana and the Unified Pension Scheme. Grievances about NPS can be raised through the CRA and then PFRDA.",
    related: ["nps", "annuity", "unified-pension-scheme", "sebi"],
    links: ["/investments/nps"],
  },
  {
    slug: "ponzi-scheme",
    term: "Ponzi scheme",
    definition: "A fraud that pays earlier investors with money from new investors instead of real profits.",
    explanation:
      "Ponzi schemes promise high, steady, 'guaranteed' returns and rely on constant recruitment; they collapse when new money dries up. Warning signs: returns far above bank rates, pressure to bring in friends, no registration with SEBI, RBI or IRDAI, and vague explanations of where profits come from. Check registrations on the regulators' websites before investing.",
    example:
      "A scheme promises 5% a month (over 79% a year with compounding). No genuine business can pay that reliably; it is almost certainly fraud.",
    related: ["mis-selling", "sebi", "rbi", "cryptocurrency"],
    links: ["/resources/investment-losses"],
  },
  {
    slug: "pomis",
    term: "Post Office Monthly Income Scheme (POMIS)",
    aliases: ["POMIS", "MIS"],
    definition: "A 5-year post office deposit that pays interest every month.",
    explanation:
      "POMIS pays {{fact:pomis-rate}}, with the rate locked at deposit. The maximum is ₹9 lakh in a single account or ₹15 lakh in a joint account. Interest is taxable and there is no 80C benefit; it suits people who want a steady monthly income.",
    example: "₹9,00,000 at 7.4% pays ₹66,600 a year, or ₹5,550 a month.",
    related: ["scss", "non-cumulative-deposit", "small-savings-schemes", "fixed-deposit"],
  },
  {
    slug: "prepayment",
    term: "Prepayment",
    aliases: ["Part-prepayment", "Foreclosure"],
    definition: "Repaying part or all of a loan before it is due.",
    explanation:
      "A prepayment cuts the outstanding principal, so you pay less interest; you can keep the EMI and shorten the tenure (saving more) or reduce the EMI. The RBI does not allow banks to charge prepayment penalties on floating-rate loans to individuals for non-business purposes. Compare the loan's interest rate with what the money would earn after tax before deciding.",
    example:
      "On a ₹30 lakh, 8.5%, 20-year loan, prepaying ₹2 lakh after one year and keeping the EMI cuts about 34 EMIs and saves roughly ₹6.9 lakh in interest.",
    related: ["emi", "amortisation", "floating-rate", "opportunity-cost"],
    links: ["/calculators/loan-repayment"],
  },
  {
    slug: "present-value",
    term: "Present value",
    aliases: ["PV", "Discounting"],
    definition: "What a future amount is worth in today's money at a given rate of return.",
    explanation:
      "Present value = future amount ÷ (1 + r)^n. It answers questions like 'how much must I invest today to have ₹10 lakh in 10 years?' and helps compare offers that pay at different times.",
    example: "₹10 lakh needed in 10 years, at 7% a year, has a present value of about ₹5,08,349.",
    related: ["future-value", "time-value-of-money", "compounding", "financial-goal"],
    links: ["/calculators/goal"],
  },
  {
    slug: "ppf",
    term: "Public Provident Fund (PPF)",
    aliases: ["PPF"],
    definition:
      "A 15-year government savings scheme with tax-free interest and deposits eligible for 80C in the old regime.",
    explanation:
      "You can deposit ₹500 to ₹1,50,000 each financial year. The rate is set every quarter ({{fact:ppf-rate|short}} in {{fact:ppf-rate|asof}}, unchanged since April 2020) and compounded yearly. It is EEE: deposits are deductible in the old regime, and interest and maturity are tax-free; partial withdrawals are allowed from the 7th year and it can be extended in 5-year blocks.",
    example:
      "₹1.5 lakh deposited at the start of each year for 15 years at 7.1% (if unchanged) grows to about ₹40.7 lakh, against ₹22.5 lakh deposited.",
    related: ["epf", "sukanya-samriddhi", "section-80c", "small-savings-schemes"],
    links: ["/investments/ppf"],
  },
  {
    slug: "purchasing-power",
    term: "Purchasing power",
    definition: "The amount of goods and services a sum of money can buy.",
    explanation:
      "Inflation reduces purchasing power every year, so money that simply sits still becomes worth less. Planning goals in today's rupees and then adjusting for inflation keeps targets realistic.",
    example:
      "At 6% inflation, purchasing power halves in about 12 years: ₹1 lakh then buys what ₹50,000 buys today.",
    related: ["inflation", "real-return", "cpi", "nominal-return"],
    links: ["/calculators/inflation"],
  },
  {
    slug: "rbi-retail-direct",
    term: "RBI Retail Direct",
    aliases: ["Retail Direct Gilt account", "RDG account"],
    definition:
      "An RBI platform where individuals can open a free gilt account and buy government securities directly.",
    explanation:
      "Through the Retail Direct portal you can bid in auctions of central government securities, treasury bills and state development loans without a broker, and buy or sell on the secondary market. The account is free. You still carry interest-rate risk if you sell before maturity.",
    related: ["g-sec", "t-bill", "sdl", "rbi"],
    links: ["/investments/bonds"],
  },
  {
    slug: "real-estate",
    term: "Real estate",
    aliases: ["Property"],
    definition: "Land and buildings, bought to live in, to rent out or as an investment.",
    explanation:
      "Property needs a large amount, has high transaction costs (stamp duty, registration, brokerage) and is slow to sell, and rental yields in Indian cities are often modest. Long-term gains after 24 months are taxed at {{fact:asset-ltcg-rate}}; for land or buildings bought before 23 July 2024, resident individuals may instead choose 20% with indexation. REITs offer a smaller, listed way to own commercial property.",
    related: ["rental-yield", "reit", "liquidity", "indexation"],
    links: ["/investments/real-estate"],
  },
  {
    slug: "real-return",
    term: "Real return",
    aliases: ["Inflation-adjusted return"],
    definition:
      "Your return after adjusting for inflation, which shows the real growth in what your money can buy.",
    explanation:
      "Real return = (1 + nominal return) ÷ (1 + inflation) − 1, roughly nominal minus inflation. Also consider tax: an FD earning 7% taxed at 30% may earn less than inflation. Long-term goals need investments with a positive real return after tax.",
    example:
      "A 7% FD with 5% inflation: real return = 1.07 ÷ 1.05 − 1 ≈ 1.9%. After 30% tax plus cess the interest is about 4.8%, and the real return is slightly negative.",
    related: ["nominal-return", "inflation", "purchasing-power", "cpi"],
    links: ["/calculators/inflation"],
  },
  {
    slug: "rebalancing",
    term: "Rebalancing",
    definition: "Bringing your portfolio back to its target asset allocation after market moves change it.",
    explanation:
      "When equity rises, it becomes a bigger share of your portfolio and raises your risk; rebalancing sells some of what has risen and buys what has lagged. Do it once a year or when allocation drifts by more than about 5 percentage points. Use new investments where possible to limit tax and exit loads.",
    example:
      "Target 60% equity and 40% debt on ₹10 lakh. A year later equity is ₹7.5 lakh and debt ₹4 lakh (total ₹11.5 lakh, 65% equity). To get back to 60%, move ₹60,000 from equity to debt.",
    related: ["asset-allocation", "diversification", "risk", "balanced-advantage-fund"],
    links: ["/tools/asset-allocation"],
  },
  {
    slug: "rebate-87a",
    term: "Rebate under section 87A (section 156)",
    aliases: ["87A rebate", "Section 87A", "Section 156 rebate"],
    definition:
      "A tax rebate that makes income up to {{fact:rebate-limit-new}} tax-free in the new regime (₹5 lakh in the old).",
    explanation:
      "In the new regime a resident individual with total income up to {{fact:rebate-limit-new}} gets a rebate of up to {{fact:rebate-max-new}}, with marginal relief just above {{fact:rebate-limit-new}}. In the old regime the rebate is up to {{fact:rebate-max-old}} for income up to {{fact:rebate-limit-old}}, with no relief. The rebate cannot be used against tax on special-rate income such as STCG and LTCG on equity; it is section 156 of the Income-tax Act, 2025.",
    example:
      "A salaried person earning ₹10 lakh plus ₹1 lakh of short-term equity gains pays no tax on the salary but ₹20,000 plus ₹800 cess on the gains.",
    related: ["new-tax-regime", "marginal-relief", "stcg", "tax-slab"],
    links: ["/calculators/tax", "/resources/income-tax"],
  },
  {
    slug: "recurring-deposit",
    term: "Recurring deposit (RD)",
    aliases: ["RD"],
    definition:
      "A deposit where you put in a fixed amount every month for a set period and get it back with interest at maturity.",
    explanation:
      "RDs build a savings habit with a guaranteed rate, offered by banks and post offices (the post office 5-year RD pays {{fact:po-rd-rate}}). Interest is taxable at slab rate. For long goals, an SIP in a suitable fund may grow more, but with market risk.",
    example:
      "₹5,000 a month for 5 years at 6.7% compounded quarterly grows to about ₹3.57 lakh on ₹3 lakh deposited.",
    related: ["fixed-deposit", "sip", "small-savings-schemes", "compounding"],
    links: ["/investments/fixed-deposits"],
  },
  {
    slug: "reinvestment-risk",
    term: "Reinvestment risk",
    definition:
      "The risk that, when a deposit or bond matures, you can only reinvest at a lower interest rate.",
    explanation:
      "Someone relying on FD interest may see income fall after rates are cut. Spreading maturities across years (a 'ladder') or locking rates for longer when they are high reduces this risk. It is the flip side of interest rate risk.",
    example:
      "A ₹10 lakh FD at 7.5% paid ₹75,000 a year; on renewal at 6.5% it pays ₹65,000, cutting income by ₹10,000 a year.",
    related: ["interest-rate-risk", "fixed-deposit", "bond", "scss"],
  },
  {
    slug: "reit",
    term: "REIT (real estate investment trust)",
    aliases: ["REIT"],
    definition:
      "A SEBI-regulated trust that owns rent-earning commercial property and whose units trade on stock exchanges.",
    explanation:
      "REITs let you own a slice of office parks or malls with a small amount, and they pass most of their rental cash to unitholders as regular distributions. Unit prices can fall with property demand or interest rates. For capital gains, listed REIT units are taxed like listed shares; distributions are taxed depending on whether they are interest, dividend or return of capital.",
    related: ["invit", "real-estate", "rental-yield", "asset-class"],
    links: ["/investments/real-estate"],
  },
  {
    slug: "rental-yield",
    term: "Rental yield",
    definition: "The yearly rent from a property as a percentage of its value.",
    explanation:
      "Gross rental yield = yearly rent ÷ property value. Net yield subtracts maintenance, property tax, vacancy and repairs. Compare it with the interest rate on a home loan and with what the money could earn elsewhere.",
    example:
      "A ₹60 lakh flat rented at ₹18,000 a month earns ₹2,16,000 a year: a gross rental yield of 3.6%.",
    related: ["real-estate", "reit", "yield", "opportunity-cost"],
    links: ["/investments/real-estate"],
  },
  {
    slug: "repo-rate",
    term: "Repo rate",
    aliases: ["Policy rate"],
    definition:
      "The interest rate at which the RBI lends short-term money to banks; it is India's key policy rate.",
    explanation:
      "Changes in the repo rate pass through to loan rates (quickly for repo-linked home loans), deposit rates and bond yields. The MPC cut it by 1.25 percentage points during 2025; it stands at {{fact:repo-rate}}, and the figures panel on this page links to the RBI's latest decision.",
    example:
      "A home loan priced at repo + 2.75% was 9.25% when the repo rate was 6.50% and 8.00% after it fell to 5.25%.",
    related: ["mpc", "eblr", "rbi", "inflation"],
    links: ["/calculators/home-emi"],
  },
  {
    slug: "rbi",
    term: "Reserve Bank of India (RBI)",
    aliases: ["RBI"],
    definition:
      "India's central bank, which sets interest rates, regulates banks and NBFCs, and manages government borrowing.",
    explanation:
      "The RBI's Monetary Policy Committee sets the repo rate, which influences loan and deposit rates. The RBI regulates banks, NBFCs and payment systems, runs the government securities market and offers RBI Retail Direct for individuals. Complaints against banks can go to the RBI Ombudsman after the bank's own process.",
    related: ["repo-rate", "mpc", "rbi-retail-direct", "deposit-insurance"],
  },
  {
    slug: "rider",
    term: "Rider (insurance)",
    aliases: ["Add-on cover"],
    definition: "An optional add-on to an insurance policy that extends cover for an extra premium.",
    explanation:
      "Common riders on term plans are accidental death, critical illness and waiver of premium on disability. Riders can be cheaper than separate policies but are limited by the base policy's terms. Buy only riders you understand and need.",
    example:
      "A waiver-of-premium rider keeps a term policy running without further premiums if you become permanently disabled.",
    related: ["term-insurance", "premium", "sum-assured", "health-insurance"],
    links: ["/investments/term-life-insurance"],
  },
  {
    slug: "risk-capacity",
    term: "Risk capacity",
    definition: "How much loss you can afford financially without harming your goals.",
    explanation:
      "Risk capacity depends on facts: your income stability, time horizon, dependants, emergency fund and existing wealth. A young earner with a long horizon usually has high capacity; someone retiring next year has low capacity for their near-term spending money. Your asset allocation should respect the lower of your risk capacity and risk tolerance.",
    related: ["risk-tolerance", "asset-allocation", "emergency-fund", "financial-goal"],
    links: ["/calculators/risk-tolerance", "/tools/asset-allocation"],
  },
  {
    slug: "risk-tolerance",
    term: "Risk tolerance",
    aliases: ["Risk appetite"],
    definition: "How much ups and downs you are emotionally willing to accept in your investments.",
    explanation:
      "Risk tolerance is about behaviour: would you hold on or sell in panic if your portfolio fell 30%? Overestimating it leads people to sell at the bottom. Questionnaires help, but your reaction in a real fall is the true test.",
    example:
      "If seeing ₹10 lakh drop to ₹7 lakh would make you sell, a 100% equity portfolio does not match your tolerance, whatever your age.",
    related: ["risk-capacity", "drawdown", "riskometer", "asset-allocation"],
    links: ["/calculators/risk-tolerance"],
  },
  {
    slug: "rule-of-72",
    term: "Rule of 72",
    definition:
      "A shortcut: divide 72 by the yearly return to estimate how many years money takes to double.",
    explanation:
      "The rule works well for returns between about 6% and 12%. It also works for inflation: divide 72 by the inflation rate to see how long prices take to double. It is an estimate, not an exact answer.",
    example:
      "At 8%, money doubles in about 72 ÷ 8 = 9 years (exactly 9.0); at 12%, about 6 years (exactly 6.1).",
    related: ["compounding", "cagr", "inflation", "kvp"],
    links: ["/calculators/lumpsum"],
  },
  {
    slug: "sebi",
    term: "SEBI",
    aliases: ["Securities and Exchange Board of India"],
    definition: "The regulator of India's securities markets, mutual funds, brokers and investment advisers.",
    explanation:
      "SEBI protects investors by registering and supervising stock exchanges, brokers, depositories, mutual funds, portfolio managers, REITs, InvITs, investment advisers and research analysts. Before trusting anyone with your money, check their registration on sebi.gov.in. Complaints can be filed on SEBI's SCORES portal after contacting the entity.",
    related: ["sebi-ria", "amfi", "rbi", "ponzi-scheme"],
  },
  {
    slug: "sebi-ria",
    term: "SEBI-registered investment adviser (RIA)",
    aliases: ["RIA", "Registered investment adviser", "Fee-only adviser"],
    definition:
      "An adviser registered with SEBI who gives investment advice for a fee and may not earn commission on products.",
    explanation:
      "RIAs must act in your interest, assess suitability and keep records of their advice. Because they do not take commission, they generally recommend direct plans. Check the registration number on sebi.gov.in and get the fee agreement in writing.",
    related: ["financial-planner", "direct-plan", "distributor", "mis-selling"],
    links: ["/guides/picking-mutual-funds"],
  },
  {
    slug: "section-24b",
    term: "Section 24(b) home-loan interest",
    aliases: ["Home loan interest deduction", "Section 22"],
    definition:
      "A deduction of up to ₹2 lakh a year for interest on a loan for a self-occupied house, in the old regime.",
    explanation:
      "In the old regime, interest on a loan to buy or build a self-occupied home is deductible up to ₹2,00,000 a year (₹30,000 in some cases, such as repair loans). The new regime does not allow it for self-occupied homes, though interest on a let-out property can still be set against its rent. Under the Income-tax Act, 2025 this is section 22; principal repayment counts in 80C instead.",
    example:
      "Home-loan interest of ₹2.6 lakh in a year: the old regime allows ₹2 lakh; at a 30% slab that saves ₹62,400 including cess.",
    related: ["old-tax-regime", "section-80c", "emi", "real-estate"],
    links: ["/resources/income-tax", "/calculators/home-emi"],
  },
  {
    slug: "section-80c",
    term: "Section 80C (section 123)",
    aliases: ["80C", "Section 123"],
    definition: "An old-regime deduction of up to ₹1.5 lakh a year for specified investments and payments.",
    explanation:
      "Eligible items include EPF and VPF, PPF, ELSS, life insurance premiums, NSC, SCSS, Sukanya Samriddhi, 5-year tax-saver FDs, home-loan principal, children's tuition fees and your own NPS contribution. The ₹1.5 lakh is a combined limit. It is not available in the new regime, and under the Income-tax Act, 2025 it is section 123.",
    example: "At a 30% slab, using the full ₹1.5 lakh saves ₹45,000 in tax plus ₹1,800 cess = ₹46,800.",
    related: ["old-tax-regime", "elss", "ppf", "section-80ccd-1b"],
    links: ["/resources/income-tax", "/calculators/tax"],
  },
  {
    slug: "section-80ccd-1b",
    term: "Section 80CCD(1B)",
    aliases: ["80CCD(1B)", "Extra NPS deduction"],
    definition:
      "An old-regime deduction of up to {{fact:deduction-nps-additional|digits}} for your own NPS contributions, over and above 80C.",
    explanation:
      "This extra deduction is available only in the old regime; from FY 2025-26 NPS Vatsalya contributions for your children share the same {{fact:deduction-nps-additional|digits}}. Under the Income-tax Act, 2025 it falls in section 124. Remember that NPS money is locked until exit.",
    example: "At a 30% slab, ₹50,000 in NPS under 80CCD(1B) saves ₹15,000 plus ₹600 cess = ₹15,600.",
    related: ["nps", "section-80c", "section-80ccd-2", "old-tax-regime"],
    links: ["/investments/nps", "/resources/income-tax"],
  },
  {
    slug: "section-80ccd-2",
    term: "Section 80CCD(2)",
    aliases: ["80CCD(2)", "Employer NPS contribution"],
    definition:
      "A deduction for your employer's contribution to your NPS account, allowed in both tax regimes.",
    explanation:
      "In the new regime any employer's contribution up to 14% of basic plus DA is deductible (since FY 2024-25); in the old regime the limit is 10% for private employers and 14% for government. It is one of the few deductions left in the new regime, and it falls under section 124 of the Income-tax Act, 2025.",
    example:
      "Basic plus DA of ₹12 lakh a year: an employer NPS contribution of 14%, ₹1,68,000, is fully deductible in the new regime.",
    related: ["nps", "new-tax-regime", "section-80ccd-1b", "nps-tier-1"],
    links: ["/investments/nps"],
  },
  {
    slug: "section-80d",
    term: "Section 80D (section 126)",
    aliases: ["80D", "Section 126"],
    definition:
      "An old-regime deduction for health insurance premiums for yourself, your family and your parents.",
    explanation:
      "You can claim up to ₹25,000 for self, spouse and children (₹50,000 if any of them is 60 or older), plus up to ₹25,000 for parents (₹50,000 if a parent is 60+), including up to ₹5,000 for preventive check-ups. It is not available in the new regime; under the Income-tax Act, 2025 it is section 126.",
    example:
      "Premiums of ₹25,000 for your family and ₹50,000 for senior-citizen parents: a ₹75,000 deduction, saving ₹23,400 at a 30% slab including cess.",
    related: ["health-insurance", "old-tax-regime", "section-80c", "family-floater"],
    links: ["/investments/health-insurance", "/resources/income-tax"],
  },
  {
    slug: "section-80tta-80ttb",
    term: "Sections 80TTA and 80TTB (section 153)",
    aliases: ["80TTA", "80TTB"],
    definition:
      "Old-regime deductions for interest income: ₹10,000 on savings accounts, or ₹50,000 on all deposits for seniors.",
    explanation:
      "Under 80TTA, people under 60 can deduct up to {{fact:deduction-savings-interest}} of savings-account interest (not FD interest). Under 80TTB, residents aged 60+ can deduct up to {{fact:deduction-deposit-interest-senior}} of interest from savings accounts, FDs and post office deposits instead. Both are old-regime only and are section 153 of the 2025 Act.",
    related: ["old-tax-regime", "fixed-deposit", "form-15h", "scss"],
    links: ["/resources/income-tax"],
  },
  {
    slug: "scss",
    term: "Senior Citizens' Savings Scheme (SCSS)",
    aliases: ["SCSS"],
    definition: "A 5-year government deposit for people aged 60 and over that pays interest every quarter.",
    explanation:
      "SCSS pays {{fact:scss-rate}}, locked at deposit. The maximum is ₹30 lakh per individual (from 1 April 2023), and the account can be extended in 3-year blocks. Deposits qualify for 80C in the old regime, interest is taxable, and TDS applies above {{fact:tds-interest-threshold-senior}} of interest a year.",
    example: "₹30 lakh at 8.2% pays ₹2,46,000 a year, or ₹61,500 every quarter.",
    related: ["pomis", "form-15h", "small-savings-schemes", "annuity"],
    links: ["/investments/senior-citizens-savings-scheme"],
  },
  {
    slug: "capital-loss-set-off",
    term: "Set-off of capital losses",
    aliases: ["Capital loss carry-forward", "Tax-loss harvesting"],
    definition: "Using capital losses to reduce taxable capital gains, now or in later years.",
    explanation:
      "A short-term capital loss can be set off against short- or long-term gains; a long-term loss only against long-term gains. Capital losses cannot reduce salary or other income. Unused losses can be carried forward for 8 years, but only if you file your return by the due date; crypto losses cannot be set off at all.",
    example:
      "A ₹40,000 short-term loss on one fund and a ₹1,00,000 short-term gain on another: only ₹60,000 is taxed.",
    related: ["capital-gains", "stcg", "ltcg", "itr"],
    links: ["/resources/investment-losses", "/resources/income-tax"],
  },
  {
    slug: "stcg",
    term: "Short-term capital gains (STCG)",
    aliases: ["STCG"],
    definition: "Profit from selling an asset held for less than its long-term period.",
    explanation:
      "For listed shares and equity funds held 12 months or less, STCG is taxed at {{fact:equity-stcg-rate}} for sales on or after 23 July 2024 (section 196 of the 2025 Act). For most other assets, short-term gains are added to your income and taxed at your slab rate. Short-term losses can be set off against both short- and long-term gains.",
    example:
      "Selling equity fund units after 8 months with a ₹50,000 gain: tax 20% = ₹10,000, plus cess = ₹10,400.",
    related: ["ltcg", "capital-gains", "equity-fund-taxation", "capital-loss-set-off"],
    links: ["/resources/income-tax"],
  },
  {
    slug: "simple-interest",
    term: "Simple interest",
    definition: "Interest calculated only on the original principal, not on interest already earned.",
    explanation:
      "Simple interest = principal × rate × years. Payout deposits that send you interest effectively earn simple interest unless you reinvest it. Compounding grows money faster over long periods.",
    example:
      "₹1,00,000 at 8% simple interest for 10 years earns ₹80,000, ending at ₹1,80,000; compounded yearly it would reach ₹2,15,892.",
    related: ["compounding", "non-cumulative-deposit", "future-value", "rule-of-72"],
  },
  {
    slug: "small-savings-schemes",
    term: "Small savings schemes",
    aliases: ["Post office schemes"],
    definition:
      "Government-backed savings schemes such as PPF, NSC, KVP, SCSS, POMIS, Sukanya Samriddhi and post office deposits.",
    explanation:
      "They are offered through post offices and authorised banks, with the government resetting rates every quarter. Rates were left unchanged from April 2024 through March 2026 even as the RBI cut the repo rate. Some lock in the rate at deposit (NSC, KVP, SCSS, time deposits, MIS) while others move quarterly (PPF, SSY, RD).",
    related: ["ppf", "nsc", "scss", "sukanya-samriddhi"],
    links: ["/investments/ppf"],
  },
  {
    slug: "sgb",
    term: "Sovereign Gold Bond (SGB)",
    aliases: ["SGB"],
    definition:
      "A government bond priced in grams of gold that paid 2.5% yearly interest; new issues have stopped.",
    explanation:
      "SGBs pay 2.5% a year on the issue price and redeem at the gold price after 8 years, with early redemption possible after 5. The last tranche was issued in February 2024 and the government has discontinued new issues, but existing bonds trade on exchanges. From TY 2026-27 the gain at maturity is tax-free only for individuals who subscribed at issue and held until maturity.",
    example:
      "10 grams bought in the last tranche at ₹6,263 a gram cost ₹62,630 and earn 2.5% a year, ₹1,565.75, paid in two half-yearly instalments.",
    related: ["gold-etf", "gold-fund", "digital-gold", "ltcg"],
    links: ["/investments/gold"],
  },
  {
    slug: "standard-deduction",
    term: "Standard deduction",
    definition:
      "A flat deduction from salary or pension income: {{fact:standard-deduction-new|digits}} in the new regime and ₹50,000 in the old.",
    explanation:
      "You get it automatically without proof of expenses if you have salary or pension from an employer. In the new regime it rose to {{fact:standard-deduction-new|digits}} from FY 2024-25. Together with the rebate, it means salaried people pay no tax up to ₹12.75 lakh in the new regime (on normal-rate income).",
    example: "Salary ₹10,00,000 in the new regime: taxable income = ₹10,00,000 − ₹75,000 = ₹9,25,000.",
    related: ["new-tax-regime", "old-tax-regime", "rebate-87a", "tax-slab"],
    links: ["/calculators/tax"],
  },
  {
    slug: "sdl",
    term: "State development loan (SDL)",
    aliases: ["SDL", "State government bond"],
    definition: "A bond issued by a state government to borrow money, auctioned by the RBI.",
    explanation:
      "SDLs usually yield a little more than central government securities of similar maturity. They are considered very safe and can be bought through RBI Retail Direct, brokers or target maturity funds that hold them. Interest is taxable at slab rate.",
    related: ["g-sec", "rbi-retail-direct", "target-maturity-fund", "bond"],
    links: ["/investments/bonds"],
  },
  {
    slug: "sukanya-samriddhi",
    term: "Sukanya Samriddhi Yojana (SSY)",
    aliases: ["SSY", "Sukanya Samriddhi account"],
    definition: "A government savings scheme for a girl child under 10, with tax-free interest.",
    explanation:
      "Parents can deposit ₹250 to ₹1,50,000 a year for 15 years; the account matures 21 years after opening. It pays {{fact:ssy-rate}}, compounded yearly, and is EEE with 80C in the old regime. Up to 50% can be withdrawn for education after she turns 18 or passes class 10.",
    example:
      "₹1.5 lakh a year for 15 years at 8.2% (if unchanged) would grow to about ₹71.8 lakh at maturity after 21 years.",
    related: ["ppf", "section-80c", "small-savings-schemes", "financial-goal"],
    links: ["/investments/ppf"],
  },
  {
    slug: "sum-assured",
    term: "Sum assured",
    aliases: ["Life cover", "Cover amount"],
    definition: "The amount a life insurance policy pays to your nominee if you die during the term.",
    explanation:
      "The sum assured should replace the income your family would lose and cover loans and major goals. A common rule of thumb is 10 to 15 times annual income, though it is guidance, not a rule. Maturity proceeds of traditional plans are tax-free only if the premium is within 10% of the sum assured, among other conditions.",
    example:
      "Annual income ₹12 lakh and a ₹30 lakh home loan: cover of ₹1.5 crore to ₹2 crore may be reasonable.",
    related: ["term-insurance", "premium", "nominee", "claim-settlement-ratio"],
    links: ["/investments/term-life-insurance"],
  },
  {
    slug: "surcharge",
    term: "Surcharge",
    definition: "An extra tax on the income tax of people with total income above ₹50 lakh.",
    explanation:
      "The surcharge is 10% of tax for income above ₹50 lakh, 15% above ₹1 crore and 25% above ₹2 crore; above ₹5 crore it is 37% in the old regime but capped at 25% in the new. On dividends and capital gains the surcharge is capped at 15%. Marginal relief applies just above each threshold, and cess is charged on tax plus surcharge.",
    example:
      "Salary ₹60 lakh in the new regime: slab tax ₹13,57,500 + 10% surcharge ₹1,35,750 + 4% cess ₹59,730 = ₹15,52,980.",
    related: ["cess", "marginal-relief", "tax-slab", "new-tax-regime"],
    links: ["/calculators/tax"],
  },
  {
    slug: "surrender-value",
    term: "Surrender value",
    definition: "The amount an insurer pays if you end a life insurance policy before maturity.",
    explanation:
      "In the early years of traditional plans the surrender value can be far below the premiums paid. The policy document shows the surrender value table; read it before buying, because it shows what leaving early would cost.",
    example:
      "After paying ₹1 lakh a year for three years (₹3 lakh), the surrender value of an endowment plan might be much less than ₹3 lakh.",
    related: ["endowment-plan", "ulip", "mis-selling", "liquidity"],
  },
  {
    slug: "tcs",
    term: "Tax collected at source (TCS)",
    aliases: ["TCS"],
    definition:
      "Tax collected by a seller or bank at the time of certain payments, such as foreign remittances.",
    explanation:
      "For LRS remittances for investments, banks collect {{fact:tcs-lrs-rate}} above {{fact:tcs-lrs-threshold}} a year; for education and medical purposes 2% above {{fact:tcs-lrs-threshold}}, and for overseas tour packages 2% flat, from TY 2026-27. TCS is not an extra tax: it appears in Form 26AS and is credited against your tax or refunded.",
    example:
      "Paying ₹2 lakh for an overseas tour package from TY 2026-27: TCS of 2% = ₹4,000, claimable in your return.",
    related: ["lrs", "tds", "form-26as", "itr"],
    links: ["/investments/us-stocks"],
  },
  {
    slug: "tds",
    term: "Tax deducted at source (TDS)",
    aliases: ["TDS"],
    definition:
      "Tax deducted by the payer before paying you, such as a bank on FD interest or a company on dividends.",
    explanation:
      "From 1 April 2025 banks and post offices deduct 10% TDS (20% without PAN) if interest paid to you in a year exceeds {{fact:tds-interest-threshold|digits}}, or {{fact:tds-interest-threshold-senior|digits}} for senior citizens. Dividends and mutual fund IDCW above ₹10,000 a year per payer also attract 10% TDS. TDS is only an advance: your final tax depends on your slab, and any excess is refunded when you file.",
    example:
      "A 45-year-old earns ₹60,000 of FD interest from one bank: TDS = ₹6,000. At a 30% slab the actual tax is ₹18,720, so ₹12,720 more is due.",
    related: ["form-15g", "form-26as", "fixed-deposit", "advance-tax"],
    links: ["/resources/income-tax"],
  },
  {
    slug: "tax-slab",
    term: "Tax slab",
    aliases: ["Income tax slab", "Slab rate"],
    definition: "A band of income taxed at a particular rate; higher bands are taxed at higher rates.",
    explanation:
      "Only the income within each band is taxed at that band's rate. In the new regime for FY 2025-26 and TY 2026-27: nil up to ₹4 lakh, then 5%, 10%, 15%, 20% and 25% in ₹4 lakh steps, and 30% above ₹24 lakh. Interest, debt fund gains and short-term gains on non-equity assets are taxed at 'slab rate', meaning your highest applicable rate.",
    example:
      "Taxable income ₹12 lakh in the new regime: ₹0 on the first ₹4 lakh + ₹20,000 on the next ₹4 lakh + ₹40,000 on the next ₹4 lakh = ₹60,000 before rebate.",
    related: ["new-tax-regime", "old-tax-regime", "surcharge", "rebate-87a"],
    links: ["/calculators/tax"],
  },
  {
    slug: "tax-year",
    term: "Tax year",
    aliases: ["TY", "Financial year", "Assessment year"],
    definition:
      "Under the Income-tax Act, 2025, the financial year in which income is earned (1 April to 31 March).",
    explanation:
      "From 1 April 2026 the single term 'tax year' replaces the old pair of previous year and assessment year. TY 2026-27 runs from 1 April 2026 to 31 March 2027. Income for FY 2025-26 (AY 2026-27) is still handled under the 1961 Act.",
    related: ["income-tax-act-2025", "itr", "advance-tax", "new-tax-regime"],
    links: ["/resources/income-tax"],
  },
  {
    slug: "tax-free-bond",
    term: "Tax-free bond",
    definition: "A bond issued by a government-backed entity whose interest is exempt from income tax.",
    explanation:
      "Tax-free bonds were issued mostly by public-sector infrastructure and finance companies, typically for 10 to 20 years. Fresh issues have not been common in recent years, but existing bonds trade on exchanges. Interest is tax-free, but any capital gain on selling them is taxable, and trading volumes can be thin.",
    related: ["bond", "ytm", "g-sec", "liquidity"],
    links: ["/investments/bonds"],
  },
  {
    slug: "term-insurance",
    term: "Term insurance",
    aliases: ["Term life insurance", "Term plan"],
    definition:
      "Pure life insurance that pays a large sum to your nominee if you die during the term, with no maturity payout.",
    explanation:
      "Because there is no savings component, term insurance gives the most cover for the least premium, and it is the right first step for anyone whose family depends on their income. Individual term policies have been exempt from GST since 22 September 2025, and premiums qualify for 80C in the old regime. Disclose health and habits honestly so claims are not rejected.",
    related: ["sum-assured", "premium", "claim-settlement-ratio", "rider"],
    links: ["/investments/term-life-insurance"],
  },
  {
    slug: "time-value-of-money",
    term: "Time value of money",
    definition:
      "The idea that a rupee today is worth more than a rupee in the future, because today's rupee can earn a return.",
    explanation:
      "Money available now can be invested and grow, and inflation reduces future money's purchasing power. This is why future amounts are discounted to present value when comparing options, and why starting to invest early matters.",
    example:
      "Would you take ₹1 lakh today or ₹1.1 lakh in two years? At 7% a year, ₹1 lakh grows to about ₹1.14 lakh, so taking it today is better.",
    related: ["present-value", "future-value", "compounding", "opportunity-cost"],
  },
  {
    slug: "t-bill",
    term: "Treasury bill (T-bill)",
    aliases: ["T-bill", "Treasury bill"],
    definition:
      "A short-term central government debt instrument, maturing in 91, 182 or 364 days, issued at a discount.",
    explanation:
      "You pay less than face value and receive the full face value at maturity; the difference is your return. T-bills carry no credit risk and can be bought through RBI Retail Direct or held indirectly through liquid and money market funds. The gain is taxed at slab rate.",
    example:
      "A 91-day T-bill with a face value of ₹100 bought at ₹98.50 returns ₹1.50 in 91 days, about 6.1% a year.",
    related: ["g-sec", "rbi-retail-direct", "money-market-fund", "liquid-fund"],
    links: ["/investments/bonds"],
  },
  {
    slug: "ulip",
    term: "ULIP (unit linked insurance plan)",
    aliases: ["ULIP"],
    definition:
      "An insurance policy that combines life cover with market-linked investment in funds of your choice.",
    explanation:
      "Part of each premium pays for life cover and charges; the rest buys units in equity, debt or balanced funds. ULIPs have a 5-year lock-in and can carry several charges, so compare total costs with term insurance plus mutual funds. For ULIPs issued from 1 February 2021 with a yearly premium above ₹2.5 lakh, gains are taxed as capital gains; the death benefit is always tax-free.",
    related: ["term-insurance", "endowment-plan", "irdai", "lock-in-period"],
    links: ["/investments/ulip"],
  },
  {
    slug: "unified-pension-scheme",
    term: "Unified Pension Scheme (UPS)",
    aliases: ["UPS"],
    definition: "An assured-pension option within NPS for central government employees, from 1 April 2025.",
    explanation:
      "UPS pays 50% of the average basic pay of the last 12 months for 25 or more years of service, proportionately less for 10 to 25 years, with a minimum of ₹10,000 a month after 10 years. The employee contributes 10% of basic plus DA. It applies only to central government employees; the window for existing staff to choose it closed on 30 November 2025.",
    related: ["nps", "pfrda", "annuity", "epf"],
    links: ["/investments/nps"],
  },
  {
    slug: "volatility",
    term: "Volatility",
    definition: "How much and how quickly an investment's price moves up and down.",
    explanation:
      "Volatility is usually measured by standard deviation. Equity, especially small caps, is volatile in the short run; bank deposits are not. Volatility is not the same as permanent loss, but it becomes loss if you are forced or frightened into selling during a fall.",
    example:
      "A fund that rises 25% one year and falls 15% the next is more volatile than one that earns 8% each year, even if their averages are similar.",
    related: ["standard-deviation", "drawdown", "risk", "beta"],
    links: ["/calculators/risk-tolerance"],
  },
  {
    slug: "vpf",
    term: "Voluntary Provident Fund (VPF)",
    aliases: ["VPF"],
    definition:
      "Extra contributions a salaried employee chooses to make to their EPF account beyond the compulsory 12%.",
    explanation:
      "VPF earns the same interest as EPF and counts towards the 80C limit in the old regime. Interest on employee contributions above a yearly limit is taxable, so very large VPF contributions lose part of their tax benefit. Ask your employer's payroll team to start or change VPF.",
    example:
      "With basic plus DA of ₹50,000 a month, an extra ₹5,000 a month of VPF adds ₹60,000 a year to your PF.",
    related: ["epf", "ppf", "section-80c", "fixed-income"],
  },
  {
    slug: "waiting-period",
    term: "Waiting period (health insurance)",
    definition: "A period after buying a health policy during which certain treatments are not covered.",
    explanation:
      "Most policies have an initial waiting period for illnesses (accidents are usually covered from day one), plus longer waiting periods for pre-existing diseases and specific treatments. The exact periods are in the policy wording, and portability to another insurer usually keeps the time already served. This is one reason to buy health insurance early, before you need it.",
    related: ["health-insurance", "co-payment", "family-floater", "premium"],
    links: ["/investments/health-insurance"],
  },
  {
    slug: "xirr",
    term: "XIRR",
    aliases: ["Extended internal rate of return"],
    definition: "An annualised return that accounts for investments and withdrawals made on different dates.",
    explanation:
      "XIRR is the right way to measure SIP returns or any portfolio with irregular cash flows, because each rupee is counted only for the time it was invested. Spreadsheets and fund statements calculate it. CAGR gives the same answer only when there is a single investment.",
    example:
      "₹1,00,000 invested on 1 January 2022 and ₹50,000 on 1 January 2023, worth ₹1,80,000 on 1 January 2025: absolute gain 20%, XIRR about 7.05% a year.",
    related: ["cagr", "annualised-return", "absolute-return", "sip"],
    links: ["/calculators/return", "/calculators/sip"],
  },
  {
    slug: "yield",
    term: "Yield (bond)",
    aliases: ["Bond yield"],
    definition:
      "The return a bond offers at its current price, which moves in the opposite direction to the bond's price.",
    explanation:
      "When bond prices fall, yields rise, and vice versa. People use 'yield' loosely for current yield (coupon ÷ price) or, more usefully, yield to maturity. The 10-year government bond yield is a key benchmark for loan and deposit rates.",
    example: "A ₹100 bond with a ₹7 coupon yields 7% at ₹100, but about 7.6% if its price falls to ₹92.",
    related: ["ytm", "current-yield", "coupon", "interest-rate-risk"],
    links: ["/investments/bonds"],
  },
];
